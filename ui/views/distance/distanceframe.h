#pragma once
// The distance view's frame: everything it draws, computed on the worker thread.

#include "core/similarity.h"

#include <qcustomplot.h>

#include <memory>
#include <vector>

namespace pe::ui {

/// Everything a frame draws, prepared on the worker thread: the colour map's cells and image,
/// the curve's graph data; applyResult() only hands them over.
struct DistanceFrame {
    /// What the frame was computed from; a request with the same inputs (a change of the
    /// position t, which this view does not show) reuses the frame and draws nothing.
    struct Inputs {
        core::EncodingParams params;
        core::Metric metric = core::Metric::Dot;
        long s0 = 0, s1 = 0, t0 = 0, t1 = 0, d0 = 0, d1 = 0;
        int wPx = 0, hPx = 0, cPx = 0;
        bool operator==(const Inputs& o) const
        {
            return params == o.params && metric == o.metric && s0 == o.s0 && s1 == o.s1 && t0 == o.t0 && t1 == o.t1 &&
                   d0 == o.d0 && d1 == o.d1 && wPx == o.wPx && hPx == o.hPx && cPx == o.cPx;
        }
    } inputs;
    core::EncodingParams params;
    core::Metric metric = core::Metric::Dot;
    core::SimilarityGrid grid;
    core::OffsetCurve curve;
    core::FalseNeighbour peak;
    std::vector<core::ConsecutiveDistance> consecutive;
    mutable std::unique_ptr<QCPColorMapData> data;
    QImage image;
    QCPColorGradient gradient;
    QCPRange range;
    QSharedPointer<QCPGraphDataContainer> curveData;
    QCPRange curveRange;
};

/// Computes the frame for `inputs` (the similarity grid at one cell per pixel, coloured with
/// `gradient`, and the offset curve); off the GUI thread. What depends on the parameters and
/// the metric only (false neighbour, consecutive distances) is taken from `previous` when it
/// was computed for the same ones, as after a zoom.
std::shared_ptr<const DistanceFrame> computeDistanceFrame(const DistanceFrame::Inputs& inputs,
                                                          const QCPColorGradient& gradient,
                                                          const std::shared_ptr<const DistanceFrame>& previous);

} // namespace pe::ui

#pragma once
// The distance view's settings, viewport and frame: everything it draws, computed on the
// worker thread.

#include "core/analysis/similarity/similarity.h"
#include "ui/framework/typedview.h"

#include <qcustomplot.h>

#include <Eigen/Core>
#include <memory>
#include <vector>

namespace pe::ui {

/// The distance view's own settings.
struct DistanceSettings {
    core::Metric metric = core::Metric::Dot;
    /// A false neighbour must be more alike than a nearer offset by this percentage of the
    /// fall from D = 0 (core::firstFalseNeighbour).
    double falseNeighbourPercent = 100.0 * core::kFalseNeighbourThreshold;
};

/// What the distance view shows: the visible positions of the matrix, the visible offsets of
/// the curve, the pixels available for them and the colours of the matrix.
struct DistanceViewport {
    long s0 = 0, s1 = 0, t0 = 0, t1 = 0, d0 = 0, d1 = 0;
    int wPx = 0, hPx = 0, cPx = 0;
    QCPColorGradient gradient;
    bool operator==(const DistanceViewport& o) const
    {
        return s0 == o.s0 && s1 == o.s1 && t0 == o.t0 && t1 == o.t1 && d0 == o.d0 && d1 == o.d1 && wPx == o.wPx &&
               hPx == o.hPx && cPx == o.cPx && gradient == o.gradient;
    }
};

/// What a frame analyses, the viewport aside: while it stays the same, a new viewport keeps the
/// false neighbour and the consecutive distances of the frame before.
struct DistanceEncoding {
    core::EncodingParams params;
    /// The loaded table (nullptr for the sinusoidal formula).
    std::shared_ptr<const core::AbsoluteEncoding> table;
    core::Metric metric = core::Metric::Dot;
    double falseNeighbourPercent = 0.0;
    bool operator==(const DistanceEncoding& o) const
    {
        return params == o.params && table == o.table && metric == o.metric &&
               falseNeighbourPercent == o.falseNeighbourPercent;
    }
};

/// Everything a frame draws, prepared on the worker thread: the colour map's cells and image,
/// the curve's graph data; draw() only hands them over.
/// Above this many terms (frequencies × offsets) the false-neighbour search of the formula
/// follows the first frame instead of delaying it (Frame::pending).
constexpr double kSearchLater = 4.0 * 1024 * 1024;

struct DistanceFrame : Frame, DistanceEncoding {
    DistanceViewport viewport;                   ///< what the frame was computed for
    std::shared_ptr<const Eigen::MatrixXd> rows; ///< the first params.length rows of `table`
    long curveStride = 1;                        ///< for a table: every curveStride-th t enters the offset means
    core::SimilarityGrid grid;
    core::OffsetCurve curve;
    core::FalseNeighbour peak;
    /// The false-neighbour search is still running (Frame::pending): `peak` is empty.
    bool searchingPeak = false;
    std::vector<core::ConsecutiveDistance> consecutive;
    mutable std::unique_ptr<QCPColorMapData> data; ///< handed to the colour map by the first draw
    QImage image;
    QCPRange range;
    QSharedPointer<QCPGraphDataContainer> curveData;
    /// The exact metric at D = 0 and D = 1 (NaN when L < 2), drawn as points on the block curve.
    double atZero = 0.0, atOne = 0.0;
    /// The value axis of the curve: the block curve, the exact points and the false neighbour,
    /// with a margin (paddedRange).
    QCPRange curveRange;
};

/// [lo, hi] widened by a margin for an axis: 5 % below, 45 % above (room for the three-line label); a
/// constant curve (hi - lo tiny against its size) gets ±5 % of its value, at least ±0.05.
QCPRange paddedRange(double lo, double hi);

using DistanceRequest = ComputeRequest<DistanceSettings, DistanceViewport, DistanceFrame>;

/// Pure: the similarity grid at one cell per pixel, coloured, and the offset curve. The frame
/// on screen is returned as is when nothing it shows changed (a change of the position t, which
/// this view does not show); what depends on the parameters and the metric only (false
/// neighbour, consecutive distances) is taken from it when it was computed for the same ones,
/// as after a zoom.
std::shared_ptr<const DistanceFrame> computeDistance(const DistanceRequest& request);

} // namespace pe::ui

// The distance view on a loaded table (a learned embedding matrix, no formula): every value is
// computed from the rows, and depends on both positions t and s, not only on the offset.

namespace pe::ui::distancetable {

/// The metric between two rows a and b (cosine: 0 when either is zero).
double metricOf(core::Metric metric, const Eigen::Ref<const Eigen::VectorXd>& a,
                const Eigen::Ref<const Eigen::VectorXd>& b);

/// Row t of the L x L matrix: the metric between rows t and s = 0 .. L-1 of `e` (L x d), O(L d).
Eigen::VectorXd matrixRow(const Eigen::MatrixXd& e, core::Metric metric, long t);

/// The matrix over two block axes: cell (i, j) holds the block-mean conventions of the
/// sinusoidal grid (mean dot = dot of the mean rows; RMS distance; mean dot over RMS norms),
/// exact for one position per cell. Cost O((rows + cols) step d + cells d).
core::SimilarityGrid sampleGrid(const Eigen::MatrixXd& e, core::Metric metric, const core::BlockAxis& rows,
                                const core::BlockAxis& cols);

/// The mean over t of metric(p_t, p_{t+|D|}), t = 0 .. L-1-|D|, taking every `stride`-th t.
double offsetMean(const Eigen::MatrixXd& e, core::Metric metric, long offset, long stride);

/// The stride that keeps one offset's mean under `budget` multiply-adds (1 = every t).
long strideFor(long length, int dim, long offset, double budget);

/// The offset curve over `offsets` (one sampled offset per cell, its centre); `*stride` is the
/// largest stride used (1 = exact means over every t).
core::OffsetCurve offsetCurve(const Eigen::MatrixXd& e, core::Metric metric, const core::BlockAxis& offsets,
                              long* stride);

/// The first false neighbour (core::FalseNeighbourSearch) of the mean curve at integer offsets
/// 1 .. min(L - 2, maxSearch).
core::FalseNeighbour firstFalseNeighbour(const Eigen::MatrixXd& e, core::Metric metric, double threshold,
                                         long maxSearch = 4096);

/// |p_t - p_{t+1}| at t = 0, 10, 100, 500, L - 2 (those with t + 1 < L).
std::vector<core::ConsecutiveDistance> consecutiveDistances(const Eigen::MatrixXd& e);

/// Multiply-adds allowed for the offset curve of one frame.
constexpr double kCurveBudget = 2e7;

} // namespace pe::ui::distancetable

#pragma once
// The waves view's frame: the curves it draws, computed and turned into plot data on the
// worker thread.

#include "ui/views/waves/bandplottable.h"
#include "core/waves.h"

#include <qcustomplot.h>

#include <memory>
#include <vector>

namespace pe::ui {

/// Plot data is built by the job, so that applyResult only swaps pointers.
struct WavesResult {
    /// What the frame was computed from; a request with the same inputs (a change of the
    /// position t, which this view does not show) reuses the frame and draws nothing.
    struct Inputs {
        core::EncodingParams params;
        std::vector<long> positions; // as asked for: the ones >= L are named in the note
        std::vector<long> dims;
        core::WaveColumns columns = core::WaveColumns::Sines;
        long first = 0, end = 0;
        int pixels = 0;
        bool operator==(const Inputs& o) const
        {
            return params == o.params && positions == o.positions && dims == o.dims && columns == o.columns &&
                   first == o.first && end == o.end && pixels == o.pixels;
        }
    } inputs;
    core::EncodingParams params;
    core::DimensionWaves byDimension;
    core::PositionWaves byPosition;
    QVector<QSharedPointer<QCPGraphDataContainer>> dimCurves;
    QVector<QSharedPointer<QCPGraphDataContainer>> hiCurves;
    QVector<QSharedPointer<QCPGraphDataContainer>> loCurves;
    QVector<QSharedPointer<const BandData>> bands;
};

/// Computes the frame for `inputs` off the GUI thread: the curves of the positions < L against
/// the dimension, and of the dimensions < d against the position, one block of positions per
/// pixel over [first, end).
std::shared_ptr<const WavesResult> computeWavesFrame(const WavesResult::Inputs& inputs);

} // namespace pe::ui

#pragma once
// The waves view's settings, viewport and frame: the curves it draws, computed and turned into
// plot data on the worker thread.

#include "core/analysis/waves.h"
#include "ui/framework/typedview.h"
#include "ui/plotting/bandplottable.h"

#include <qcustomplot.h>

#include <memory>
#include <vector>

namespace pe::ui {

/// The waves view's own settings. The lists are text as typed ("0, 4, 8, 12"), checked by
/// parseWaveList against L and d.
struct WavesSettings {
    QString positions = QStringLiteral("0, 4, 8, 12");
    QString dims = QStringLiteral("0, 6, 128, 384");
    core::WaveColumns columns = core::WaveColumns::Sines;
    /// Marks one wavelength of each of the first kMaxWavelengthMarks dimensions of the bottom
    /// plot (an arrow over one period, with lambda and the frequency) and draws the waves between
    /// the integer positions: the sine-wave recap of a tutorial.
    bool wavelengthMarks = false;
};

/// The visible positions of the bottom plot and its pixels.
struct WavesViewport {
    long first = 0, end = 0;
    int pixels = 0;
};

/// Most curves per plot.
constexpr int kMaxWaveCurves = 10;
/// Most wavelength marks (the first dimensions of the list).
constexpr int kMaxWavelengthMarks = 3;

/// Parses "0, 4, 8" (commas, semicolons or spaces): at most kMaxWaveCurves distinct integers in
/// [0, max], in the order given. Returns an error message naming the bad item, or an empty string.
QString parseWaveList(const QString& text, long max, std::vector<long>* values);
/// The list as parseWaveList reads it without a bound (empty when it does not parse).
std::vector<long> waveList(const QString& text);
/// "0, 4, 8" as the language writes a list ("0 ; 4 ; 8" in French: numberlist.h).
QString joinWaveList(const std::vector<long>& values);

/// Plot data is built by the job, so that draw() only swaps pointers.
struct WavesFrame : Frame {
    /// What the frame was computed from; the same inputs (a change of the position t, which
    /// this view does not show) reuse the frame.
    struct Inputs {
        core::EncodingParams params;
        std::shared_ptr<const core::AbsoluteEncoding> table; ///< a loaded table, or nullptr (the formula)
        std::vector<long> positions;                         // as asked for: the ones >= L are named in the note
        std::vector<long> dims;
        core::WaveColumns columns = core::WaveColumns::Sines;
        long first = 0, end = 0;
        int pixels = 0;
        bool marks = false;
        bool operator==(const Inputs& o) const
        {
            return params == o.params && table == o.table && positions == o.positions && dims == o.dims &&
                   columns == o.columns && first == o.first && end == o.end && pixels == o.pixels && marks == o.marks;
        }
    } inputs;
    core::EncodingParams params;
    core::DimensionWaves byDimension;
    core::PositionWaves byPosition;
    QVector<QSharedPointer<QCPGraphDataContainer>> dimCurves;
    QVector<QSharedPointer<QCPGraphDataContainer>> hiCurves;
    QVector<QSharedPointer<QCPGraphDataContainer>> loCurves;
    QVector<QSharedPointer<const BandData>> bands;
    /// With wavelengthMarks and the formula: the marks, and each marked dimension's wave
    /// between the positions (one curve per marked dimension).
    std::vector<core::WavelengthMark> marks;
    QVector<QSharedPointer<QCPGraphDataContainer>> smoothCurves;
};

using WavesRequest = ComputeRequest<WavesSettings, WavesViewport, WavesFrame>;

/// For a loaded table (no formula, so no sine/cosine split): every column j of rows
/// `positions` against j, and the columns `dims` against the position, each block's range
/// (lo, hi) from the table's values. Cost O(positions d + dims (end - first)).
core::DimensionWaves tableWavesByDimension(const core::AbsoluteEncoding& table, const std::vector<long>& positions);
core::PositionWaves tableWavesByPosition(const core::AbsoluteEncoding& table, const std::vector<int>& dims,
                                         const core::BlockAxis& axis);

/// Pure: the curves of the positions < L against the dimension, and of the dimensions < d
/// against the position, one block of positions per pixel over the viewport. The frame on
/// screen is returned as is when it was computed from the same inputs.
std::shared_ptr<const WavesFrame> computeWaves(const WavesRequest& request);

} // namespace pe::ui

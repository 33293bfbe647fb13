#pragma once
// The requirements view's settings and frame: the four requirements of a positional encoding
// and the precision measurement, all computed on the worker thread.

#include "core/analysis/precision/lowprecision.h"
#include "core/analysis/precision/precision.h"
#include "core/analysis/requirements.h"
#include "core/encodings/naive.h"
#include "ui/framework/typedview.h"

#include <QString>

#include <algorithm>
#include <optional>
#include <vector>

namespace pe::ui {

/// The requirements view's own settings.
struct RequirementsSettings {
    /// The encoding measured: sinusoidal and learned measure the app's own (the formula, or the
    /// table of --embeddings); fraction, index and binary the naive encodings of the first article.
    core::AbsoluteScheme scheme = core::AbsoluteScheme::Sinusoidal;
    /// The format the vectors are rounded to for the precision panel. float16 by default: its
    /// 11 significant bits make the slow dimensions stop telling neighbours apart at sizes
    /// where float32 still separates nearly every pair, which is what the panel is there to show.
    core::Dtype dtype = core::Dtype::Float16;
    /// The offsets Δ whose distances ‖PE(t) − PE(t + Δ)‖ are compared over t.
    QString offsets = QStringLiteral("1,10,100");
};

/// One computed requirements figure.
struct RequirementsFrame : Frame {
    RequirementsSettings settings;
    core::EncodingParams params; ///< the shared parameters (d and L of the table for a table)
    std::shared_ptr<const core::AbsoluteEncoding> encoding; ///< the encoding measured
    bool table = false;                                     ///< a loaded table rather than the formula
    std::optional<core::NaiveKind> naive;                   ///< a naive encoding (fraction, index, binary)
    QString source;                                         ///< the encoding's description
    long tableRows = 0;                                     ///< a table's rows (positions it has a vector for)
    std::vector<long> offsets;                              ///< the offsets measured (those below L)
    std::vector<long> skippedOffsets;                       ///< offsets of the setting that are >= L

    core::MinDistance unique;                    ///< closest pair among 0 .. L-1 (a table: its first pairRows)
    std::vector<core::OffsetSpread> spreads;     ///< per offset, over t in [0, L - Δ)
    core::MinDistance extended;                  ///< the formula: closest pair among 0 .. 2L-1
    std::vector<core::OffsetSpread> spreadsPast; ///< the formula: per offset, over t in [L, 2L - Δ)
    core::DeterminismCheck determinism;
    /// The formula's rows (its angle tables; empty for a table): the follow-up frame that
    /// counts the collisions reads the same ones instead of building them again.
    core::RowBlocks rows;
    /// The collision counts are still running (Frame::pending): `collisions` and `bins` are empty.
    bool countingCollisions = false;
    core::CollisionCounts collisions;
    core::CollisionBins bins;
    double seconds = 0.0; ///< time the collision counts took
};

using RequirementsRequest = ComputeRequest<RequirementsSettings, NoViewport, RequirementsFrame>;

/// Pure: every measurement of the view for the inputs' encoding. What a settings change leaves
/// alone is taken from the frame on screen (the stored type changes only the collision counts,
/// the offsets only the spreads).
std::shared_ptr<const RequirementsFrame> computeRequirements(const RequirementsRequest& request);

namespace requirements {
/// Positions sampled per offset for the formula's spreads (runs of consecutive positions): up
/// to 8192, fewer at large d so that each spread reads about 2^20 components (at least 256).
constexpr long kSpreadSamples = 8192;
inline long spreadSamples(int dim)
{
    return std::clamp((1L << 20) / std::max(1, dim), 256L, kSpreadSamples);
}
/// A table's closest pair is searched among its first rows only (O(rows² d)).
constexpr long kPairRows = 4096;
/// Rows computed twice by the determinism check: up to 1024, fewer at large d (about 2^17
/// components, at least 16 rows).
constexpr long kDeterminismRows = 1024;
inline long determinismRows(int dim)
{
    return std::clamp((1L << 17) / std::max(1, dim), 16L, kDeterminismRows);
}
/// Above this many rounded components (L × d) the first frame leaves the collision counts out
/// and the next one, run at once, brings them (Frame::pending): the other cards follow the
/// sliders while the count, which rounds every component, runs with a progress bar.
constexpr long kCountLater = 1L << 21;
/// Cells of the per-position plot.
constexpr int kBins = 1000;
/// Largest number of offsets.
constexpr int kMaxOffsets = 8;

/// The offsets of the setting's text ("1,10,100"), or an empty list when it is not a list of
/// 1 to kMaxOffsets integers from 1 to the largest L.
std::vector<long> parseOffsets(const QString& text);
/// Whether a spread is rounding error only: below 1e-9 of the distance (or 1e-12).
bool spreadIsRounding(const core::OffsetSpread& s);
} // namespace requirements

} // namespace pe::ui

#pragma once

#include "core/analysis/rotation.h"
#include "core/formula/params.h"
#include "ui/framework/typedview.h"

#include <memory>
#include <vector>

namespace pe::ui {

/// The rotation view's own settings.
struct RotationSettings {
    /// Largest |phi| accepted: any offset between two positions of the longest sequence.
    static constexpr long kMaxOffset = core::Limits::maxLength - 1;

    long offset = 5; ///< phi
    int pair = 0;    ///< the pair k drawn on the circles, below d/2
};

/// Everything the rotation figure shows, computed by core off the GUI thread.
struct RotationFrame : Frame {
    core::EncodingParams params;
    long position = 0;
    long offset = 0;
    int pair = 0;
    std::vector<core::PairRotation> table; ///< every complete pair
    std::vector<double> sineOnly;          ///< sineOnlyFitError per pair
    double maxResidual = 0;
    core::SineTwin twin;             ///< of `position` on `pair`
    core::PairRotation twinRotation; ///< the identity at the twin (points only)

    bool hasPair() const { return pair >= 0 && pair < static_cast<int>(table.size()); }
    const core::PairRotation& selected() const { return table[pair]; }
};

/// Pure: the rotation of every pair by the offset at the position of the inputs, the
/// sine-only errors and the sine twin of the chosen pair.
std::shared_ptr<const RotationFrame>
computeRotation(const ComputeRequest<RotationSettings, NoViewport, RotationFrame>& request);

} // namespace pe::ui

#pragma once

#include "ui/framework/typedview.h"
#include "ui/views/wavelengths/wavelengthsfigure.h"

#include <memory>

namespace pe::ui {

/// The wavelengths view's own settings.
struct WavelengthsSettings {
    int compareDim = 64; ///< the second d of the staircase overlay; 0 hides it
    double alienBase = core::kAlienClockBase;
    double threshold = core::kDefaultInformativeThreshold;
    /// The table of divisor ranges for d = 64, 256, 512, the current d and the compared d.
    bool divisorTable = false;
};

/// The d's of the divisor table: 64, 256 and 512 (the printed table), the current d and the
/// compared one, ascending.
std::vector<int> divisorTableDims(int dim, int compareDim);

/// The ladders the view draws.
struct WavelengthsFrame : Frame {
    LadderFigure figure;
};

/// Pure: the ladder of the current d, n, L, the overlay's and the alien clock's. Reuses the
/// previous frame when none of them changed (a new position changes nothing here).
std::shared_ptr<const WavelengthsFrame>
computeWavelengths(const ComputeRequest<WavelengthsSettings, NoViewport, WavelengthsFrame>& request);

} // namespace pe::ui

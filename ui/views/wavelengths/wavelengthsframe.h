#pragma once

#include "ui/framework/typedview.h"
#include "ui/views/wavelengths/ladderplot.h"

#include <memory>

namespace pe::ui {

/// The wavelengths view's own settings.
struct WavelengthsSettings {
    int compareDim = 64; ///< the second d of the staircase overlay; 0 hides it
    double alienBase = core::kAlienClockBase;
    double threshold = core::kDefaultInformativeThreshold;
};

/// The ladders the view draws.
struct WavelengthsFrame : Frame {
    LadderFigure figure;
};

/// Pure: the ladder of the current d, n, L, the overlay's and the alien clock's. Reuses the
/// previous frame when none of them changed (a new position changes nothing here).
std::shared_ptr<const WavelengthsFrame>
computeWavelengths(const ComputeRequest<WavelengthsSettings, NoViewport, WavelengthsFrame>& request);

} // namespace pe::ui

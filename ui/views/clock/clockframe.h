#pragma once

#include "core/analysis/clock.h"
#include "ui/framework/typedview.h"

#include <memory>
#include <vector>

namespace pe::ui {

/// The clock view's own settings.
struct ClockSettings {
    static constexpr int kMaxDials = 32;
    static constexpr int kMaxTrail = 1000;

    core::PairSubset subset = core::PairSubset::Spaced; ///< which pairs get a dial
    int count = 8;                                      ///< how many dials
    int trail = 20;                                     ///< trail length in positions
    bool zoomArcs = false; ///< a dial whose trail sweeps less than kZoomBelow zooms onto the arc
    static constexpr double kZoomBelow = 1.5707963267948966;  ///< 90°
    core::WallPeriods wallPeriods = core::WallPeriods::Clock; ///< periods of the wall clock's 6-d vector
};

/// One computed clock: the hands and trails of the chosen pairs at t, and the wall clock.
struct ClockFrame : Frame {
    core::EncodingParams params;
    core::PairSubset subset = core::PairSubset::Spaced;
    int totalPairs = 0;
    std::vector<int> pairs; ///< the pairs with a dial
    core::ClockFrame clock;
};

/// Pure: the pairs the settings choose and their hands at the position of the inputs.
std::shared_ptr<const ClockFrame> computeClock(const ComputeRequest<ClockSettings, NoViewport, ClockFrame>& request);

} // namespace pe::ui

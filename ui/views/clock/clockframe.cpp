#include "ui/views/clock/clockframe.h"

#include "core/formula/formula.h"

namespace pe::ui {

std::shared_ptr<const ClockFrame> computeClock(const ComputeRequest<ClockSettings, NoViewport, ClockFrame>& request)
{
    const ClockSettings& s = request.settings;
    auto f = std::make_shared<ClockFrame>();
    f->params = request.inputs.params;
    f->subset = s.subset;
    f->totalPairs = core::pairCount(f->params.dim);
    f->pairs = core::selectPairs(f->totalPairs, s.subset, s.count);
    f->clock = core::clockFrame(f->params, f->pairs, request.inputs.position, s.trail, s.wallPeriods);
    return f;
}

} // namespace pe::ui

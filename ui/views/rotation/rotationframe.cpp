#include "ui/views/rotation/rotationframe.h"

#include <algorithm>

namespace pe::ui {

std::shared_ptr<const RotationFrame>
computeRotation(const ComputeRequest<RotationSettings, NoViewport, RotationFrame>& request)
{
    const core::EncodingParams& params = request.inputs.params;
    const long position = request.inputs.position;
    const long offset = request.settings.offset;
    auto r = std::make_shared<RotationFrame>();
    r->params = params;
    r->position = position;
    r->offset = offset;
    r->table = core::rotationTable(params, static_cast<double>(position), static_cast<double>(offset));
    r->pair = std::clamp(request.settings.pair, 0, std::max(0, static_cast<int>(r->table.size()) - 1));
    r->sineOnly.reserve(r->table.size());
    for (const core::PairRotation& p : r->table)
        r->sineOnly.push_back(core::sineOnlyFitError(p.omega, static_cast<double>(offset), params.length));
    r->maxResidual = core::maxResidual(r->table);
    if (r->hasPair()) {
        r->twin = core::sineTwin(r->selected().omega, position, static_cast<double>(offset));
        if (r->twin.found)
            r->twinRotation =
                core::pairRotation(params, r->pair, static_cast<double>(r->twin.twin), static_cast<double>(offset));
    }
    return r;
}

} // namespace pe::ui

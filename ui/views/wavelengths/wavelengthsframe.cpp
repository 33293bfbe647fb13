#include "ui/views/wavelengths/wavelengthsframe.h"

namespace pe::ui {

namespace {
/// A ladder is a pure function of its rule, d, L and threshold (core::ladder): the figure
/// already drawn is the one these inputs would draw when every ladder matches.
bool sameLadders(const LadderFigure& f, const core::EncodingParams& params, const WavelengthsSettings& s)
{
    const auto transformer = core::FrequencyRule::transformer(params.base);
    auto same = [&](const core::Ladder& l, const core::FrequencyRule& rule, int dim) {
        return l.rule == rule && l.dim == dim && l.length == params.length && l.threshold == s.threshold;
    };
    return same(f.primary, transformer, params.dim) &&
           same(f.alien, core::FrequencyRule::alienClock(s.alienBase), params.dim) &&
           f.compare.has_value() == (s.compareDim > 0) && (!f.compare || same(*f.compare, transformer, s.compareDim));
}
} // namespace

std::shared_ptr<const WavelengthsFrame>
computeWavelengths(const ComputeRequest<WavelengthsSettings, NoViewport, WavelengthsFrame>& request)
{
    const core::EncodingParams& params = request.inputs.params;
    const WavelengthsSettings& s = request.settings;
    const auto transformer = core::FrequencyRule::transformer(params.base);
    const auto alien = core::FrequencyRule::alienClock(s.alienBase);

    if (request.previous && sameLadders(request.previous->figure, params, s))
        return request.previous;

    auto frame = std::make_shared<WavelengthsFrame>();
    frame->figure.primary = core::ladder(params, s.threshold);
    if (s.compareDim > 0)
        frame->figure.compare = core::ladder(transformer, s.compareDim, params.length, s.threshold);
    frame->figure.alien = core::ladder(alien, params.dim, params.length, s.threshold);
    return frame;
}

} // namespace pe::ui

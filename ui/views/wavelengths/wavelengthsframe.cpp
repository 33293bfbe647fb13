#include "ui/views/wavelengths/wavelengthsframe.h"

#include <algorithm>

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

std::vector<int> divisorTableDims(int dim, int compareDim)
{
    std::vector<int> dims{64, 256, 512, dim};
    if (compareDim > 0)
        dims.push_back(compareDim);
    std::sort(dims.begin(), dims.end());
    dims.erase(std::unique(dims.begin(), dims.end()), dims.end());
    return dims;
}

std::shared_ptr<const WavelengthsFrame>
computeWavelengths(const ComputeRequest<WavelengthsSettings, NoViewport, WavelengthsFrame>& request)
{
    const core::EncodingParams& params = request.inputs.params;
    const WavelengthsSettings& s = request.settings;
    const auto transformer = core::FrequencyRule::transformer(params.base);
    const auto alien = core::FrequencyRule::alienClock(s.alienBase);

    std::vector<core::DivisorRange> divisors;
    if (s.divisorTable)
        for (int d : divisorTableDims(params.dim, s.compareDim))
            divisors.push_back(core::divisorRange(d, params.base));
    if (request.previous && sameLadders(request.previous->figure, params, s) &&
        request.previous->figure.divisors == divisors)
        return request.previous;

    auto frame = std::make_shared<WavelengthsFrame>();
    frame->figure.divisors = std::move(divisors);
    frame->figure.primary = core::ladder(params, s.threshold);
    if (s.compareDim > 0)
        frame->figure.compare = core::ladder(transformer, s.compareDim, params.length, s.threshold);
    frame->figure.alien = core::ladder(alien, params.dim, params.length, s.threshold);
    return frame;
}

} // namespace pe::ui

// libFuzzer target: readModelConfig (config.json -> ModelSpec, through the strict JSON parser and
// its number()/boolean() reads) on arbitrary bytes. A spec that comes back must be one the views
// can take: the checks below are what readModelConfig promises.

#include "core/io/loaderror.h"
#include "core/models/modelconfig.h"

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <string_view>

using namespace pe::core;
using namespace pe::core::models;

namespace {

void check(const ModelSpec& s)
{
    switch (s.scheme) {
    case PositionScheme::Learned:
        if (s.maxPositions < 1 || s.hiddenSize < 1 || s.rowOffset < 0)
            std::abort();
        break;
    case PositionScheme::Rope: {
        const RopeParams& r = s.rope;
        const int rotary = r.rotaryDim > 0 ? r.rotaryDim : r.dim;
        if (r.dim < 2 || rotary < 2 || rotary % 2 != 0 || rotary > r.dim || !(r.base > 1.0) || !std::isfinite(r.base) ||
            !std::isfinite(r.factor) || !(r.factor > 0.0))
            std::abort();
        if (r.scaling == RopeScaling::LongRope &&
            (r.shortFactor.size() != static_cast<size_t>(rotary / 2) || r.longFactor.size() != r.shortFactor.size()))
            std::abort();
        if (r.scaling == RopeScaling::Llama3 && !(r.highFreqFactor > r.lowFreqFactor && r.lowFreqFactor > 0.0))
            std::abort();
        break;
    }
    case PositionScheme::Alibi:
        if (s.alibi.heads < 1 || s.alibi.heads > 1024)
            std::abort();
        break;
    case PositionScheme::T5:
        if (s.t5.numBuckets < 1 || s.t5.maxDistance < 1)
            std::abort();
        break;
    case PositionScheme::Sinusoidal:
        if (s.hiddenSize < 1 || s.maxPositions < 1)
            std::abort();
        break;
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    try {
        check(readModelConfig(std::string_view(reinterpret_cast<const char*>(data), size), "fuzz.json"));
    } catch (const io::LoadError&) {
    }
    return 0;
}

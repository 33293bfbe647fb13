#include "params.h"

#include <cmath>
#include <cstdio>

namespace pe::core {

namespace {
[[noreturn]] void fail(const std::string& parameter, const std::string& value, const std::string& rule)
{
    throw ParameterError(parameter, parameter + " = " + value + " is out of range: " + rule);
}
} // namespace

std::string formatNumber(double value)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.10g", value);
    return buffer;
}

void validate(const EncodingParams& p)
{
    if (p.dim < Limits::minDim || p.dim > Limits::maxDim)
        fail("d", std::to_string(p.dim), "the dimension must be an integer from 1 to 8192");
    if (!std::isfinite(p.base) || p.base <= Limits::minBaseExclusive || p.base > Limits::maxBase)
        fail("n", formatNumber(p.base), "the base must be a finite number greater than 1 and at most 1e9");
    if (p.length < Limits::minLength || p.length > Limits::maxLength)
        fail("L", std::to_string(p.length), "the sequence length must be an integer from 1 to 1048576");
}

void validatePosition(const EncodingParams& p, long position)
{
    if (position < 0 || position >= p.length)
        fail("position", std::to_string(position),
             "the position must be an integer from 0 to L-1 = " + std::to_string(p.length - 1));
}

void validateInspectedPosition(long position)
{
    if (position < 0 || position > Limits::maxInspectedPosition)
        fail("position", std::to_string(position),
             "the position must be an integer from 0 to " + std::to_string(Limits::maxInspectedPosition));
}

} // namespace pe::core

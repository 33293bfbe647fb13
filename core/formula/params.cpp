#include "core/formula/params.h"
#include "core/enumnames.h"

#include <cmath>
#include <cstdio>

namespace pe::core {

namespace {
[[noreturn]] void fail(ProblemCode code, const std::string& parameter, double value, double low, double high)
{
    throw ParameterError(rangeProblem(code, parameter, value, low, high));
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
        fail(ProblemCode::IntegerOutOfRange, "d", p.dim, Limits::minDim, Limits::maxDim);
    if (!std::isfinite(p.base) || p.base <= Limits::minBaseExclusive || p.base > Limits::maxBase)
        fail(ProblemCode::NumberAboveOutOfRange, "n", p.base, Limits::minBaseExclusive, Limits::maxBase);
    if (p.length < Limits::minLength || p.length > Limits::maxLength)
        fail(ProblemCode::IntegerOutOfRange, "L", static_cast<double>(p.length), Limits::minLength,
             static_cast<double>(Limits::maxLength));
}

void validatePosition(const EncodingParams& p, long position)
{
    if (position < 0 || position >= p.length)
        fail(ProblemCode::IntegerOutOfRange, "position", static_cast<double>(position), 0,
             static_cast<double>(p.length - 1));
}

void validateInspectedPosition(long position)
{
    if (position < 0 || position > Limits::maxInspectedPosition)
        fail(ProblemCode::IntegerOutOfRange, "position", static_cast<double>(position), 0,
             static_cast<double>(Limits::maxInspectedPosition));
}

// The names of Layout on the command line and in files (one table, both directions).
constexpr EnumName<Layout> kLayouts[] = {{Layout::Interleaved, "interleaved"}, {Layout::Concatenated, "concatenated"}};

PE_ENUM_NAMES(Layout, kLayouts, layoutName, parseLayout, "concatenated")

} // namespace pe::core

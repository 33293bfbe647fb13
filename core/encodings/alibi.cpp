#include "core/encodings/alibi.h"

#include "core/formula/params.h"

#include <cmath>
#include <limits>

namespace pe::core {

namespace {

[[noreturn]] void fail(const std::string& parameter, double value, double low, double high)
{
    throw ParameterError(rangeProblem(ProblemCode::IntegerOutOfRange, parameter, value, low, high));
}

bool isPowerOfTwo(int n)
{
    return n > 0 && (n & (n - 1)) == 0;
}

// get_slopes_power_of_2(n): start = 2**(-2**-(math.log2(n)-3)); [start*ratio**i for i in range(n)].
// Python's float ** float is C pow, so std::pow with the same operands gives the same doubles.
std::vector<double> slopesPowerOfTwo(int n)
{
    const double start = std::pow(2.0, -std::pow(2.0, -(std::log2(static_cast<double>(n)) - 3.0)));
    const double ratio = start;
    std::vector<double> slopes(static_cast<size_t>(n));
    for (int i = 0; i < n; ++i)
        slopes[static_cast<size_t>(i)] = start * std::pow(ratio, static_cast<double>(i));
    return slopes;
}

} // namespace

void AlibiParams::validate() const
{
    if (heads < 1 || heads > 1024)
        fail("H", heads, 1, 1024);
}

std::vector<double> alibiSlopes(int heads)
{
    AlibiParams{heads}.validate();
    if (isPowerOfTwo(heads))
        return slopesPowerOfTwo(heads);
    int closest = 1;
    while (closest * 2 < heads)
        closest *= 2;
    std::vector<double> slopes = slopesPowerOfTwo(closest);
    const std::vector<double> finer = slopesPowerOfTwo(2 * closest);
    for (int i = 0; static_cast<int>(slopes.size()) < heads; i += 2)
        slopes.push_back(finer[static_cast<size_t>(i)]);
    return slopes;
}

double alibiBias(double slope, long offset)
{
    return -slope * static_cast<double>(offset < 0 ? -offset : offset);
}

double alibiCausalBias(double slope, long query, long key)
{
    if (key > query)
        return -std::numeric_limits<double>::infinity();
    return alibiBias(slope, key - query);
}

AlibiEncoding::AlibiEncoding(const AlibiParams& params, int head)
    : m_params(params)
    , m_head(head)
{
    m_params.validate();
    if (head < 0 || head >= m_params.heads)
        fail("head", head, 0, m_params.heads - 1);
    m_slope = alibiSlopes(m_params.heads)[static_cast<size_t>(head)];
}

std::string AlibiEncoding::describe() const
{
    return std::string("ALiBi") + (m_params.causal ? " (causal)" : "") + ", head " + std::to_string(m_head + 1) +
           " of " + std::to_string(m_params.heads) + ", slope " + formatNumber(m_slope);
}

double AlibiEncoding::atOffset(long offset) const
{
    if (m_params.causal && offset > 0)
        return -std::numeric_limits<double>::infinity();
    return alibiBias(m_slope, offset);
}

} // namespace pe::core

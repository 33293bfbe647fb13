#include "core/analysis/ladder.h"

#include "core/formula/formula.h"

#include <cmath>

namespace pe::core {

namespace {
constexpr double kPi = kTwoPi / 2;
} // namespace

double ruleExponent(const FrequencyRule& rule, int dim, int pair)
{
    return rule.divideByDim ? 2.0 * pair / dim : 2.0 * pair;
}

double ruleOmega(const FrequencyRule& rule, int dim, int pair)
{
    // Same expression as omega() for the Transformer rule, so both agree to the last bit.
    if (rule.divideByDim)
        return std::pow(rule.base, -2.0 * pair / dim);
    return std::pow(rule.base, -2.0 * pair);
}

double ruleLog10Wavelength(const FrequencyRule& rule, int dim, int pair)
{
    return std::log10(kTwoPi) + ruleExponent(rule, dim, pair) * std::log10(rule.base);
}

double columnSpan(double omega, bool sine, long length)
{
    const double sweep = omega * static_cast<double>(std::max(0L, length - 1));
    if (!(sweep > 0))
        return 0.0;
    if (sweep >= kTwoPi)
        return 2.0;
    if (sine) {
        // sin starts at 0, rises to 1 at pi/2, falls to -1 at 3pi/2.
        const double hi = sweep >= kPi / 2 ? 1.0 : std::sin(sweep);
        const double lo = sweep >= 3 * kPi / 2 ? -1.0 : (sweep > kPi ? std::sin(sweep) : 0.0);
        return hi - lo;
    }
    // cos starts at its maximum 1 and falls to -1 at pi; 1 - cos x = 2 sin^2(x/2) keeps digits.
    if (sweep >= kPi)
        return 2.0;
    const double s = std::sin(sweep / 2);
    return 2 * s * s;
}

void validateThreshold(double threshold)
{
    if (!(threshold > 0 && threshold <= 2))
        throw ParameterError(rangeProblem(ProblemCode::NumberAboveOutOfRange, "threshold", threshold, 0, 2));
}

Ladder ladder(const FrequencyRule& rule, int dim, long length, double threshold)
{
    validate(EncodingParams{}.withDim(dim).withBase(rule.base).withLength(length));
    validateThreshold(threshold);
    Ladder l;
    l.rule = rule;
    l.dim = dim;
    l.length = length;
    l.threshold = threshold;
    const int pairs = pairCount(dim);
    l.rungs.reserve(pairs);
    for (int k = 0; k < pairs; ++k) {
        Rung r;
        r.pair = k;
        r.exponent = ruleExponent(rule, dim, k);
        r.omega = ruleOmega(rule, dim, k);
        r.log10Wavelength = ruleLog10Wavelength(rule, dim, k);
        r.wavelength = r.omega > 0 ? kTwoPi / r.omega : HUGE_VAL;
        r.turns = static_cast<double>(length) * r.omega / kTwoPi;
        r.columns = 2 * k + 1 < dim ? 2 : 1;
        r.informativeColumns = (columnSpan(r.omega, true, length) >= threshold ? 1 : 0) +
                               (r.columns == 2 && columnSpan(r.omega, false, length) >= threshold ? 1 : 0);
        l.informativeDims += r.informativeColumns;
        if (r.turns < 1)
            ++l.pairsUnderOneTurn;
        l.rungs.push_back(r);
    }
    return l;
}

DivisorRange divisorRange(int dim, double base)
{
    DivisorRange r;
    r.dim = dim;
    r.pairs = (dim + 1) / 2;
    r.first = 1.0;
    r.last = std::pow(base, 2.0 * (r.pairs - 1) / dim);
    return r;
}

} // namespace pe::core

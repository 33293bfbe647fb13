#pragma once
/// @file ladder.h
/// The wavelength ladder (articles 002 and 003). Pair k turns with angular frequency
/// w_k = n^(-2k/d), so its wavelength lambda_k = 2*pi*n^(2k/d) positions: a geometric
/// progression from 2*pi up to (just below) 2*pi*n, whatever d is. A larger d only puts more,
/// smaller steps on the same range (003's "staircase", d = 64 versus d = 512).
///
/// Over a sequence of L positions pair k completes L / lambda_k turns. A pair with less than one
/// turn never repeats within the sequence: it says "where in the sequence" rather than
/// "what is near", and it is the kind of pair that extrapolation past L stresses.
///
/// Article 004's "alien clock" keeps the exponent 2k without dividing it by d:
/// PE(k, 2j) = sin(k / 3600^(2j)). The frequencies then fall so fast that every pair after the
/// first is constant within any realistic L: only two dimensions carry information.

#include "core/formula/params.h"

#include <vector>

namespace pe::core {

/// How the frequencies fall along the pairs: w_k = base^(-2k/d) (divideByDim, the Transformer)
/// or w_k = base^(-2k) (article 004's alien clock).
struct FrequencyRule {
    double base = 10000.0;
    bool divideByDim = true;

    static FrequencyRule transformer(double base) { return {base, true}; }
    /// Article 004: "外星时钟", base 3600, exponent not divided by d.
    static FrequencyRule alienClock(double base = 3600.0) { return {base, false}; }

    bool operator==(const FrequencyRule& o) const { return base == o.base && divideByDim == o.divideByDim; }
};

/// A dimension is called informative within L when its values over the positions span at
/// least this much (1/200 of the full range [-1, 1]).
constexpr double kDefaultInformativeThreshold = 0.01;

/// Base of the alien clock of article 004.
constexpr double kAlienClockBase = 3600.0;

/// The exponent 2k/d (or 2k for the alien clock) of pair k.
double ruleExponent(const FrequencyRule& rule, int dim, int pair);

/// w_k under the rule. It underflows to 0 for the alien clock's far pairs (base^(2k) > 1e308).
double ruleOmega(const FrequencyRule& rule, int dim, int pair);

/// log10 of the wavelength 2*pi / w_k, finite even where w_k underflows.
double ruleLog10Wavelength(const FrequencyRule& rule, int dim, int pair);

/// max - min of sin(w t) (sine) or cos(w t) over the continuous interval t in [0, L-1].
/// Exact closed form: the sweep w (L-1) decides which extremes are reached.
double columnSpan(double omega, bool sine, long length);

/// One step of the ladder.
struct Rung {
    int pair = 0;
    double exponent = 0;        ///< 2k/d, or 2k for the alien clock
    double omega = 0;           ///< w_k (0 when it underflows)
    double wavelength = 0;      ///< 2*pi / w_k in positions, +inf when w_k underflows
    double log10Wavelength = 0; ///< always finite
    double turns = 0;           ///< L / wavelength = L w_k / (2*pi), turns completed over L positions
    int columns = 2;            ///< 2, or 1 for the lone sine of an odd d
    int informativeColumns = 0; ///< how many of its columns span at least the threshold within L
};

/// The ladder of one rule at one d and L.
struct Ladder {
    FrequencyRule rule;
    int dim = 0;
    long length = 0;
    double threshold = kDefaultInformativeThreshold;
    std::vector<Rung> rungs;   ///< one per pair, ceil(d / 2)
    int informativeDims = 0;   ///< sum of the rungs' informativeColumns
    int pairsUnderOneTurn = 0; ///< rungs with turns < 1
};

/// Throws ParameterError unless 0 < threshold <= 2.
void validateThreshold(double threshold);

/// The ladder of `rule` for d columns and L positions. O(d). Validates d and L like
/// validate(), the base (> 1, finite, at most 1e9) and the threshold.
Ladder ladder(const FrequencyRule& rule, int dim, long length, double threshold = kDefaultInformativeThreshold);

/// The Transformer ladder of the encoding parameters (the layout does not matter).
inline Ladder ladder(const EncodingParams& p, double threshold = kDefaultInformativeThreshold)
{
    return ladder(FrequencyRule::transformer(p.base), p.dim, p.length, threshold);
}

/// The divisors n^(2i/d) of one d, i = 0 .. pairs - 1: from n^0 = 1 to n^(2(pairs-1)/d), just
/// under n whatever d (the table "for d = 64, 256, 512 the divisors run from 1 to ~10000").
struct DivisorRange {
    int dim = 0;
    int pairs = 0; ///< ceil(d / 2)
    double first = 1.0;
    double last = 1.0;
    bool operator==(const DivisorRange& o) const
    {
        return dim == o.dim && pairs == o.pairs && first == o.first && last == o.last;
    }
};
DivisorRange divisorRange(int dim, double base);

/// The range every Transformer ladder of base n lives in: [2*pi, 2*pi*n].
inline double ladderFloor()
{
    return 6.283185307179586476925286766559;
}
inline double ladderCeiling(double base)
{
    return ladderFloor() * base;
}

} // namespace pe::core

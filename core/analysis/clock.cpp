#include "core/analysis/clock.h"
#include "core/enumnames.h"

#include "core/formula/formula.h"

#include <algorithm>
#include <cmath>

namespace pe::core {

std::vector<int> selectPairs(int total, PairSubset subset, int count)
{
    if (total <= 0)
        return {};
    count = std::clamp(count, 1, total);
    std::vector<int> pairs(static_cast<std::size_t>(count));
    for (int i = 0; i < count; ++i) {
        switch (subset) {
        case PairSubset::First:
            pairs[i] = i;
            break;
        case PairSubset::Last:
            pairs[i] = total - count + i;
            break;
        case PairSubset::Spaced:
            // Rounded in integers (half up) so that the choice never depends on floating point.
            pairs[i] = count == 1 ? 0 : static_cast<int>((2LL * i * (total - 1) + (count - 1)) / (2LL * (count - 1)));
            break;
        }
    }
    return pairs;
}

Hand handAt(double w, long t)
{
    Hand h;
    h.omega = w;
    h.wavelength = kTwoPi / w;
    const double a = w * static_cast<double>(t);
    h.turns = static_cast<long long>(std::floor(a / kTwoPi));
    h.angle = a - kTwoPi * static_cast<double>(h.turns);
    // Rounding can leave the angle a hair outside [0, 2 pi).
    if (h.angle < 0) {
        h.angle += kTwoPi;
        --h.turns;
    } else if (h.angle >= kTwoPi) {
        h.angle -= kTwoPi;
        ++h.turns;
    }
    const double r = reducedAngle(w, static_cast<double>(t));
    h.sin = std::sin(r);
    h.cos = std::cos(r);
    return h;
}

Hand hand(const EncodingParams& params, int pair, long t)
{
    Hand h = handAt(omega(params, pair), t);
    // The hand shows the encoding's values, which use the exact frequency (double-double).
    const double r = reducedAngle(omegaExact(params, pair), static_cast<double>(t));
    h.sin = std::sin(r);
    h.cos = std::cos(r);
    h.wavelength = wavelength(params, pair);
    h.pair = pair;
    h.dimSin = columnIndex(params, pair, true);
    const bool hasCos = 2 * pair + 1 < params.dim;
    h.dimCos = hasCos ? columnIndex(params, pair, false) : -1;
    return h;
}

double trailArc(double omega, long first, long last)
{
    return std::min(2.0 * M_PI, std::abs(omega * static_cast<double>(last - first)));
}

std::vector<TrailPoint> trail(double w, long t, int length)
{
    std::vector<TrailPoint> points;
    if (length <= 0 || t < 0)
        return points;
    const long first = std::max(0L, t - length + 1);
    points.reserve(static_cast<std::size_t>(t - first + 1));
    for (long s = first; s <= t; ++s) {
        const double a = reducedAngle(w, static_cast<double>(s));
        points.push_back({s, std::sin(a), std::cos(a)});
    }
    return points;
}

WallClock wallClock(long t)
{
    WallClock c;
    t = std::max(0L, t);
    c.hours = t / 3600;
    c.minutes = static_cast<int>(t / 60 % 60);
    c.seconds = static_cast<int>(t % 60);
    c.secondAngle = kTwoPi * static_cast<double>(t % kSecondPeriod) / kSecondPeriod;
    c.minuteAngle = kTwoPi * static_cast<double>(t % kMinutePeriod) / kMinutePeriod;
    c.hourAngle = kTwoPi * static_cast<double>(t % kHourPeriod) / kHourPeriod;
    c.secondTurns = t / kSecondPeriod;
    c.minuteTurns = t / kMinutePeriod;
    c.hourTurns = t / kHourPeriod;
    return c;
}

std::array<long, 3> wallPeriodValues(WallPeriods periods)
{
    return {periods == WallPeriods::Printed ? 1L : kSecondPeriod, kMinutePeriod, kHourPeriod};
}

std::array<double, 6> wallClockEncoding(long t, WallPeriods periods)
{
    t = std::max(0L, t);
    const std::array<long, 3> period = wallPeriodValues(periods);
    std::array<double, 6> v{};
    for (std::size_t i = 0; i < period.size(); ++i) {
        const double angle = kTwoPi * static_cast<double>(t % period[i]) / static_cast<double>(period[i]);
        v[2 * i] = std::sin(angle);
        v[2 * i + 1] = std::cos(angle);
    }
    return v;
}

ClockFrame clockFrame(const EncodingParams& params, const std::vector<int>& pairs, long t, int trailLength,
                      WallPeriods wallPeriods)
{
    ClockFrame f;
    f.position = t;
    f.hands.reserve(pairs.size());
    f.trails.reserve(pairs.size());
    for (int k : pairs) {
        f.hands.push_back(hand(params, k, t));
        f.trails.push_back(trail(f.hands.back().omega, t, trailLength));
    }
    f.wall = wallClock(t);
    f.wallPeriods = wallPeriods;
    f.wallVector = wallClockEncoding(t, wallPeriods);
    return f;
}

// The names of PairSubset on the command line and in files (one table, both directions).
constexpr EnumName<PairSubset> kPairSubsets[] = {
    {PairSubset::First, "first"}, {PairSubset::Last, "last"}, {PairSubset::Spaced, "spaced"}};

PE_ENUM_NAMES(PairSubset, kPairSubsets, pairSubsetName, parsePairSubset, "spaced")

// The names of WallPeriods on the command line and in files (one table, both directions).
constexpr EnumName<WallPeriods> kWallPeriods[] = {{WallPeriods::Clock, "clock"}, {WallPeriods::Printed, "printed"}};

PE_ENUM_NAMES(WallPeriods, kWallPeriods, wallPeriodsName, parseWallPeriods, "clock")

} // namespace pe::core

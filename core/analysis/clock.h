#pragma once
/// @file clock.h
/// The clock picture of the encoding (article 003, "Pourquoi utiliser sin ET cos ?", and the
/// wall-clock analogy of articles 000 and 004): the pair k of PE(t) is a hand on a dial at the
/// point (x, y) = (sin(w_k t), cos(w_k t)), position 0 at the top, turning clockwise by w_k
/// radians per position. Fast pairs wrap around many times, slow pairs barely move.

#include "core/formula/params.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pe::core {

/// Which pairs a clock shows when there are too many to draw them all.
enum class PairSubset {
    First, ///< k = 0 .. c-1, the fastest hands
    Last,  ///< the c slowest hands, ending at k = ceil(d/2) - 1
    Spaced ///< c pairs evenly spaced from k = 0 to the last pair, both included
};

std::string pairSubsetName(PairSubset subset);
std::optional<PairSubset> parsePairSubset(std::string_view name);

/// The pairs k a clock shows: `count` of the `total` pairs, increasing, without repetition.
/// `count` is clamped to [1, total]; Spaced takes k_i = round(i (total - 1) / (count - 1)).
std::vector<int> selectPairs(int total, PairSubset subset, int count);

/// Where the hand of pair k is at position t.
struct Hand {
    int pair = 0;          ///< k
    int dimSin = 0;        ///< column of sin(w_k t) under the layout (2k when interleaved)
    int dimCos = 0;        ///< column of cos(w_k t), -1 for the lone sine of an odd d
    double omega = 0;      ///< w_k = n^(-2k/d), radians per position
    double wavelength = 0; ///< 2 pi / w_k, positions per full turn
    double angle = 0;      ///< w_k t - 2 pi turns, in [0, 2 pi): clockwise from the top
    double sin = 0;        ///< x of the hand tip, sin(w_k t)
    double cos = 0;        ///< y of the hand tip, cos(w_k t)
    long long turns = 0;   ///< full turns made since position 0: floor(w_k t / 2 pi)
};

/// The hand of a frequency w at position t >= 0 (pair and dims left at 0).
Hand handAt(double omega, long t);

/// The hand of pair k of `params` at position t >= 0.
Hand hand(const EncodingParams& params, int pair, long t);

/// One earlier position of a hand, for the trail drawn behind it.
struct TrailPoint {
    long position = 0;
    double x = 0; ///< sin(w s)
    double y = 0; ///< cos(w s)
};

/// The angle the hand of frequency w sweeps from position `first` to `last`: w (last - first)
/// radians, at most 2 pi (a trail that laps its dial covers all of it).
double trailArc(double omega, long first, long last);

/// Positions s = max(0, t - length + 1) .. t of the hand of frequency w, oldest first.
std::vector<TrailPoint> trail(double omega, long t, int length);

/// A wall clock read at t seconds (articles 000 and 004): the second hand turns once every
/// 60 positions, the minute hand every 3600 and the hour hand every 43200, i.e. the
/// frequencies 2 pi / 60, 2 pi / 3600 and 2 pi / 43200 of a 6-dimensional "clock encoding".
struct WallClock {
    long long hours = 0;                                       ///< whole hours since t = 0 (not wrapped)
    int minutes = 0;                                           ///< 0 .. 59
    int seconds = 0;                                           ///< 0 .. 59
    double secondAngle = 0;                                    ///< radians clockwise from 12, 2 pi (t mod 60) / 60
    double minuteAngle = 0;                                    ///< 2 pi (t mod 3600) / 3600
    double hourAngle = 0;                                      ///< 2 pi (t mod 43200) / 43200
    long long secondTurns = 0, minuteTurns = 0, hourTurns = 0; ///< t / 60, t / 3600, t / 43200
};

/// Periods of the wall-clock hands, in positions (seconds).
constexpr long kSecondPeriod = 60;
constexpr long kMinutePeriod = 3600;
constexpr long kHourPeriod = 43200;

/// The wall clock at t >= 0 seconds, in exact integer arithmetic.
WallClock wallClock(long t);

/// Which periods the 6-dimensional clock encoding uses for its second, minute and hour pairs.
enum class WallPeriods {
    Clock,  ///< a real clock: 60, 3600 and 43200 seconds
    Printed ///< the formula as the course prints it: 1, 3600 and 3600 * 12 (its second pair turns once per step)
};

std::string wallPeriodsName(WallPeriods periods);
std::optional<WallPeriods> parseWallPeriods(std::string_view name);

/// The periods T_second, T_minute, T_hour of `periods`, in positions (seconds).
std::array<long, 3> wallPeriodValues(WallPeriods periods);

/// PE_clock(t) = [sin(2 pi t / T_s), cos(2 pi t / T_s), sin(2 pi t / T_m), cos(2 pi t / T_m),
/// sin(2 pi t / T_h), cos(2 pi t / T_h)] for t >= 0, each angle reduced exactly as
/// 2 pi (t mod T) / T: the hands of the wall clock as one 6-dimensional vector.
std::array<double, 6> wallClockEncoding(long t, WallPeriods periods);

/// Everything a clock figure shows at one position.
struct ClockFrame {
    long position = 0;
    std::vector<Hand> hands;                     ///< one per selected pair
    std::vector<std::vector<TrailPoint>> trails; ///< same order as hands
    WallClock wall;
    WallPeriods wallPeriods = WallPeriods::Clock;
    std::array<double, 6> wallVector{}; ///< wallClockEncoding(position, wallPeriods)
};

/// Hands and trails of the given pairs at position t. Cost: pairs x trailLength.
ClockFrame clockFrame(const EncodingParams& params, const std::vector<int>& pairs, long t, int trailLength,
                      WallPeriods wallPeriods = WallPeriods::Clock);

} // namespace pe::core

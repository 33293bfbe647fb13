// Clock hands: angles, turns, the pair subsets and the wall clock (article 003's dials,
// articles 000 and 004's second / minute / hour hands).

#include "core/analysis/clock.h"
#include "core/formula/formula.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace pe::core;

TEST(Clock, SubsetNamesRoundTrip)
{
    for (PairSubset s : {PairSubset::First, PairSubset::Last, PairSubset::Spaced})
        EXPECT_EQ(parsePairSubset(pairSubsetName(s)), s);
    EXPECT_FALSE(parsePairSubset("middle"));
}

TEST(Clock, SelectsFirstLastAndSpacedPairs)
{
    EXPECT_EQ(selectPairs(256, PairSubset::First, 4), (std::vector<int>{0, 1, 2, 3}));
    EXPECT_EQ(selectPairs(256, PairSubset::Last, 3), (std::vector<int>{253, 254, 255}));
    // round(i * 255 / 7), computed by hand.
    EXPECT_EQ(selectPairs(256, PairSubset::Spaced, 8), (std::vector<int>{0, 36, 73, 109, 146, 182, 219, 255}));
    EXPECT_EQ(selectPairs(256, PairSubset::Spaced, 1), (std::vector<int>{0}));
    // More than there are: all of them.
    EXPECT_EQ(selectPairs(2, PairSubset::Spaced, 8), (std::vector<int>{0, 1}));
    EXPECT_EQ(selectPairs(3, PairSubset::Last, 0), (std::vector<int>{2}));
    EXPECT_TRUE(selectPairs(0, PairSubset::First, 4).empty());
}

TEST(Clock, SpacedPairsAreDistinctIncreasingAndSpanTheRange)
{
    for (int total : {1, 2, 5, 33, 256, 4096})
        for (int count : {1, 2, 3, 8, 12, 32}) {
            const auto p = selectPairs(total, PairSubset::Spaced, count);
            ASSERT_EQ(static_cast<int>(p.size()), std::min(count, total));
            EXPECT_EQ(p.front(), 0);
            if (p.size() > 1) {
                EXPECT_EQ(p.back(), total - 1);
            }
            for (std::size_t i = 1; i < p.size(); ++i)
                EXPECT_LT(p[i - 1], p[i]);
        }
}

TEST(Clock, HandStartsAtTheTopAndTurnsClockwise)
{
    const Hand h0 = handAt(1.0, 0);
    EXPECT_DOUBLE_EQ(h0.sin, 0.0); // x
    EXPECT_DOUBLE_EQ(h0.cos, 1.0); // y: 12 o'clock
    EXPECT_EQ(h0.turns, 0);
    EXPECT_DOUBLE_EQ(h0.angle, 0.0);
    // A quarter turn later the hand points to 3 o'clock (x = +1).
    const Hand q = handAt(kTwoPi / 4, 1);
    EXPECT_NEAR(q.sin, 1.0, 1e-15);
    EXPECT_NEAR(q.cos, 0.0, 1e-15);
}

TEST(Clock, AnglesAndTurnsOfArticle003)
{
    // w_0 = 1: position 3 is 3 rad into its first turn, position 7 has made one full turn.
    const Hand a = handAt(1.0, 3);
    EXPECT_EQ(a.turns, 0);
    EXPECT_NEAR(a.angle, 3.0, 1e-15);
    const Hand b = handAt(1.0, 7);
    EXPECT_EQ(b.turns, 1);
    EXPECT_NEAR(b.angle, 7.0 - kTwoPi, 1e-14);
    // d = 8, pair 1 (divisor 10), position 100: 10 rad, one turn and 10 - 2 pi.
    const EncodingParams p8{8, 10000.0, 200, Layout::Interleaved};
    const Hand c = hand(p8, 1, 100);
    EXPECT_EQ(c.turns, 1);
    EXPECT_NEAR(c.angle, 10.0 - kTwoPi, 1e-12);
    EXPECT_NEAR(c.wavelength, kTwoPi * 10.0, 1e-12);
}

TEST(Clock, HandMatchesNumPy)
{
    // numpy: w = 10000**(-2*37/512); a = w*12345; a % (2 pi), a // (2 pi), sin a, cos a
    const EncodingParams p{512, 10000.0, 20000, Layout::Interleaved};
    const Hand h = hand(p, 37, 12345);
    EXPECT_NEAR(h.omega, 0.26416483203860924, 1e-15);
    EXPECT_NEAR(h.wavelength, 23.785093794246094, 1e-12);
    EXPECT_EQ(h.turns, 519);
    EXPECT_NEAR(h.angle, 0.14167709042575183, 1e-10);
    EXPECT_NEAR(h.sin, 0.1412035993906146, 1e-10);
    EXPECT_NEAR(h.cos, 0.9899805773443915, 1e-10);
    EXPECT_EQ(h.dimSin, 74);
    EXPECT_EQ(h.dimCos, 75);
}

TEST(Clock, HandProperties)
{
    const EncodingParams p{4096, 500000.0, 1048576, Layout::Interleaved};
    for (int k : {0, 1, 100, 2047})
        for (long t : {0L, 1L, 6L, 7L, 1000L, 1048575L}) {
            const Hand h = hand(p, k, t);
            EXPECT_GE(h.angle, 0.0);
            EXPECT_LT(h.angle, kTwoPi);
            EXPECT_NEAR(h.sin * h.sin + h.cos * h.cos, 1.0, 1e-12);
            EXPECT_NEAR(kTwoPi * static_cast<double>(h.turns) + h.angle, h.omega * t, 1e-9 * (1 + h.omega * t));
            // The tip is at the angle, measured clockwise from the top.
            EXPECT_NEAR(std::sin(h.angle), h.sin, 1e-8);
            EXPECT_NEAR(std::cos(h.angle), h.cos, 1e-8);
            EXPECT_EQ(h.sin, value(p, t, 2 * k));
        }
}

TEST(Clock, DimensionsFollowTheLayout)
{
    EncodingParams p{9, 10000.0, 10, Layout::Interleaved};
    EXPECT_EQ(hand(p, 2, 0).dimSin, 4);
    EXPECT_EQ(hand(p, 2, 0).dimCos, 5);
    EXPECT_EQ(hand(p, 4, 0).dimSin, 8);
    EXPECT_EQ(hand(p, 4, 0).dimCos, -1); // the lone sine of an odd d
    p.layout = Layout::Concatenated;
    EXPECT_EQ(hand(p, 2, 0).dimSin, 2);
    EXPECT_EQ(hand(p, 2, 0).dimCos, 7);
}

TEST(Clock, TrailEndsAtTheHandAndStopsAtZero)
{
    const auto tr = trail(1.0, 10, 4);
    ASSERT_EQ(tr.size(), 4u);
    EXPECT_EQ(tr.front().position, 7);
    EXPECT_EQ(tr.back().position, 10);
    EXPECT_DOUBLE_EQ(tr.back().x, handAt(1.0, 10).sin);
    EXPECT_DOUBLE_EQ(tr.back().y, handAt(1.0, 10).cos);
    EXPECT_EQ(trail(1.0, 2, 20).size(), 3u);
    EXPECT_TRUE(trail(1.0, 2, 0).empty());
}

TEST(Clock, WallClockReadsHoursMinutesSeconds)
{
    const WallClock c = wallClock(3725); // 1 h 02 min 05 s
    EXPECT_EQ(c.hours, 1);
    EXPECT_EQ(c.minutes, 2);
    EXPECT_EQ(c.seconds, 5);
    EXPECT_NEAR(c.secondAngle, kTwoPi * 5 / 60, 1e-15);
    EXPECT_NEAR(c.minuteAngle, kTwoPi * 125 / 3600, 1e-15);
    EXPECT_NEAR(c.hourAngle, kTwoPi * 3725 / 43200, 1e-15);
    EXPECT_EQ(c.secondTurns, 62);
    EXPECT_EQ(c.minuteTurns, 1);
    EXPECT_EQ(c.hourTurns, 0);
    // Past twelve hours the hour hand starts again, the hour count does not.
    const WallClock d = wallClock(2 * 43200 + 30);
    EXPECT_EQ(d.hours, 24);
    EXPECT_EQ(d.hourTurns, 2);
    EXPECT_NEAR(d.secondAngle, kTwoPi / 2, 1e-15);
    EXPECT_NEAR(d.hourAngle, kTwoPi * 30 / 43200, 1e-15);
}

TEST(Clock, WallHandsTurnAtTheirRatios)
{
    // One minute-hand turn is 60 second-hand turns; one hour-hand turn is 12 minute-hand turns.
    for (long t : {0L, 59L, 3599L, 3600L, 43199L, 43200L, 1000000L}) {
        const WallClock c = wallClock(t);
        EXPECT_EQ(c.secondTurns / 60, c.minuteTurns);
        EXPECT_EQ(c.minuteTurns / 12, c.hourTurns);
        EXPECT_NEAR(c.minuteAngle, std::fmod(kTwoPi * t / 3600.0, kTwoPi), 1e-9);
    }
}

TEST(Clock, FrameHoldsOneHandAndTrailPerPair)
{
    const EncodingParams p{512, 10000.0, 100, Layout::Interleaved};
    const auto pairs = selectPairs(256, PairSubset::Spaced, 8);
    const ClockFrame f = clockFrame(p, pairs, 42, 20);
    ASSERT_EQ(f.hands.size(), 8u);
    ASSERT_EQ(f.trails.size(), 8u);
    EXPECT_EQ(f.hands[1].pair, 36);
    EXPECT_EQ(f.trails[1].size(), 20u);
    EXPECT_EQ(f.trails[1].back().position, 42);
    EXPECT_EQ(f.wall.seconds, 42);
    // Fast pairs wrap around, slow ones barely move: the trail of pair 0 spans far more angle.
    auto span = [](const std::vector<TrailPoint>& tr) {
        return std::hypot(tr.front().x - tr.back().x, tr.front().y - tr.back().y);
    };
    EXPECT_LT(span(f.trails.back()), 0.01);
    EXPECT_GT(span(f.trails.front()), 0.1);
}

TEST(Clock, WallClockEncodingIsTheSixSinesAndCosines)
{
    // PE_clock(t) = [sin, cos](2 pi t / 60), [sin, cos](2 pi t / 3600), [sin, cos](2 pi t / 43200)
    // for a real clock, computed here directly in long double from t.
    const long double pi = 3.141592653589793238462643383279502884L;
    for (long t : {0L, 1L, 15L, 59L, 60L, 3725L, 43199L, 43200L, 100000L}) {
        const auto v = wallClockEncoding(t, WallPeriods::Clock);
        const long double periods[3] = {60.0L, 3600.0L, 43200.0L};
        for (int i = 0; i < 3; ++i) {
            const long double a = 2 * pi * static_cast<long double>(t) / periods[i];
            EXPECT_NEAR(v[2 * i], static_cast<double>(std::sin(a)), 1e-12) << t << " pair " << i;
            EXPECT_NEAR(v[2 * i + 1], static_cast<double>(std::cos(a)), 1e-12) << t << " pair " << i;
        }
    }
    // 1 h 02 min 05 s: the second hand at 5 s = 30°, (sin, cos) = (1/2, sqrt(3)/2).
    const auto v = wallClockEncoding(3725, WallPeriods::Clock);
    EXPECT_NEAR(v[0], 0.5, 1e-15);
    EXPECT_NEAR(v[1], std::sqrt(3.0) / 2, 1e-15);
    // Each pair agrees with the hands of the wall clock.
    const WallClock c = wallClock(3725);
    EXPECT_NEAR(v[2], std::sin(c.minuteAngle), 1e-15);
    EXPECT_NEAR(v[5], std::cos(c.hourAngle), 1e-15);
}

TEST(Clock, PrintedWallPeriodsFreezeTheFirstPair)
{
    // As printed, the first pair is sin(2 pi k), cos(2 pi k): a period of one step, so at every
    // whole k it reads (0, 1); the two others are the real minute and hour hands.
    EXPECT_EQ(wallPeriodValues(WallPeriods::Printed), (std::array<long, 3>{1, 3600, 43200}));
    EXPECT_EQ(wallPeriodValues(WallPeriods::Clock), (std::array<long, 3>{60, 3600, 43200}));
    for (long t : {0L, 7L, 3725L, 99999L}) {
        const auto printed = wallClockEncoding(t, WallPeriods::Printed);
        const auto real = wallClockEncoding(t, WallPeriods::Clock);
        EXPECT_EQ(printed[0], 0.0);
        EXPECT_EQ(printed[1], 1.0);
        for (int i = 2; i < 6; ++i)
            EXPECT_EQ(printed[i], real[i]);
    }
    EXPECT_EQ(parseWallPeriods("printed"), WallPeriods::Printed);
    EXPECT_EQ(wallPeriodsName(WallPeriods::Clock), "clock");
    EXPECT_FALSE(parseWallPeriods("real").has_value());
}

TEST(Clock, FrameHoldsTheWallClockVector)
{
    const EncodingParams p{6, 10000.0, 43200, Layout::Interleaved};
    const ClockFrame f = clockFrame(p, {0, 1, 2}, 3725, 0, WallPeriods::Printed);
    EXPECT_EQ(f.wallPeriods, WallPeriods::Printed);
    EXPECT_EQ(f.wallVector, wallClockEncoding(3725, WallPeriods::Printed));
}

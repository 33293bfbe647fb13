#include "core/analysis/ladder.h"
#include "core/formula/formula.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>

using namespace pe::core;

// Reference numbers from NumPy (spans sampled on 200001 points of [0, L-1]), see the report.
TEST(Ladder, PaperLadderValuesAndTurns)
{
    const Ladder l = ladder(EncodingParams{}.withDim(512).withBase(10000.0).withLength(100));
    ASSERT_EQ(l.rungs.size(), 256u);
    struct Ref {
        int k;
        double omega, wavelength, turns;
    };
    for (const Ref& r : {Ref{0, 1, 6.28318530718, 15.9154943092}, Ref{1, 0.964661619911, 6.5133567849, 15.353066522},
                         Ref{76, 0.0649381631576, 96.7564372267, 1.03352296618},
                         Ref{77, 0.0626433536657, 100.300908868, 0.996999938775},
                         Ref{255, 0.000103663292844, 60611.4771663, 0.00164985254733}}) {
        const Rung& g = l.rungs[r.k];
        EXPECT_EQ(g.pair, r.k);
        EXPECT_NEAR(g.omega / r.omega, 1.0, 1e-10) << r.k;
        EXPECT_NEAR(g.wavelength / r.wavelength, 1.0, 1e-10) << r.k;
        EXPECT_NEAR(g.turns / r.turns, 1.0, 1e-10) << r.k;
        EXPECT_NEAR(std::pow(10.0, g.log10Wavelength) / r.wavelength, 1.0, 1e-10) << r.k;
    }
    // Pairs 77..255 have a wavelength above L = 100: less than one turn.
    EXPECT_EQ(l.pairsUnderOneTurn, 179);
    EXPECT_GE(l.rungs[76].turns, 1.0);
    EXPECT_LT(l.rungs[77].turns, 1.0);
    // Every sine moves by at least 0.01 over 100 positions, cosines of pairs 0..182 only.
    EXPECT_EQ(l.informativeDims, 439);
    EXPECT_EQ(l.rungs[182].informativeColumns, 2);
    EXPECT_EQ(l.rungs[183].informativeColumns, 1);
}

TEST(Ladder, AgreesWithTheEncoding)
{
    const EncodingParams p{100, 500.0, 1000, Layout::Concatenated};
    const Ladder l = ladder(p);
    for (int k = 0; k < 50; ++k) {
        EXPECT_EQ(l.rungs[k].omega, omega(p, k));
        EXPECT_NEAR(l.rungs[k].wavelength / wavelength(p, k), 1.0, 1e-13);
    }
}

TEST(Ladder, StaircaseSameRangeMoreSteps)
{
    // Article 003: d = 64 and d = 512 both climb from 2*pi towards 2*pi*n; 32 versus 256 steps.
    const Ladder a = ladder(EncodingParams{}.withDim(64).withBase(10000.0).withLength(100));
    const Ladder b = ladder(EncodingParams{}.withDim(512).withBase(10000.0).withLength(100));
    ASSERT_EQ(a.rungs.size(), 32u);
    ASSERT_EQ(b.rungs.size(), 256u);
    EXPECT_DOUBLE_EQ(a.rungs.front().wavelength, kTwoPi);
    EXPECT_DOUBLE_EQ(b.rungs.front().wavelength, kTwoPi);
    for (const Ladder* l : {&a, &b}) {
        EXPECT_LT(l->rungs.back().wavelength, ladderCeiling(10000.0));
        EXPECT_GT(l->rungs.back().wavelength, 0.7 * ladderCeiling(10000.0));
        for (std::size_t k = 1; k < l->rungs.size(); ++k) {
            // A geometric progression: constant ratio n^(2/d) between steps.
            const double ratio = l->rungs[k].wavelength / l->rungs[k - 1].wavelength;
            EXPECT_NEAR(ratio, std::pow(10000.0, 2.0 / l->dim), 1e-12);
        }
    }
    // Same exponent, same wavelength: rung 8k of d = 512 is rung k of d = 64.
    for (int k = 0; k < 32; ++k)
        EXPECT_NEAR(b.rungs[8 * k].wavelength / a.rungs[k].wavelength, 1.0, 1e-12);
    EXPECT_EQ(a.pairsUnderOneTurn, 22);
    EXPECT_EQ(a.informativeDims, 55);
}

TEST(Ladder, AlienClockCollapsesToTwoDimensions)
{
    // Article 004: PE(k, 2j) = sin(k / 3600^(2j)), no division by d.
    const Ladder l = ladder(FrequencyRule::alienClock(), 512, 100);
    EXPECT_EQ(l.informativeDims, 2);
    EXPECT_EQ(l.pairsUnderOneTurn, 255);
    EXPECT_DOUBLE_EQ(l.rungs[0].wavelength, kTwoPi);
    EXPECT_NEAR(l.rungs[1].wavelength / 81430081.58104743, 1.0, 1e-12);
    EXPECT_NEAR(l.rungs[2].omega / 5.9537418076512724e-15, 1.0, 1e-12);
    EXPECT_NEAR(l.rungs[3].log10Wavelength, std::log10(1.3677126790483257e+22), 1e-12);
    // Far pairs underflow: omega 0, wavelength infinite, but a finite log10 for the plot.
    const Rung& last = l.rungs.back();
    EXPECT_EQ(last.omega, 0.0);
    EXPECT_TRUE(std::isinf(last.wavelength));
    EXPECT_NEAR(last.log10Wavelength, std::log10(kTwoPi) + 510 * std::log10(3600.0), 1e-9);
    EXPECT_EQ(last.turns, 0.0);
    // Even the longest sequence wakes up only the sine of pair 1.
    EXPECT_EQ(ladder(FrequencyRule::alienClock(), 512, 1048576).informativeDims, 3);
    // Dividing by d (the Transformer) keeps far more dimensions alive at the same base.
    EXPECT_GT(ladder(FrequencyRule::transformer(3600.0), 512, 100).informativeDims, 400);
}

TEST(Ladder, OddDimensionAndSmallCases)
{
    const Ladder odd = ladder(EncodingParams{}.withDim(513).withBase(10000.0).withLength(1000));
    ASSERT_EQ(odd.rungs.size(), 257u);
    EXPECT_EQ(odd.rungs.back().columns, 1);
    EXPECT_EQ(odd.informativeDims, 504);
    EXPECT_EQ(odd.pairsUnderOneTurn, 115);
    EXPECT_EQ(ladder(EncodingParams{}.withDim(8).withBase(10000.0).withLength(10)).informativeDims, 5);
    EXPECT_EQ(ladder(EncodingParams{}.withDim(4).withBase(100.0).withLength(4)).informativeDims, 4);
    // A single position moves nothing.
    EXPECT_EQ(ladder(EncodingParams{}.withDim(8).withBase(10000.0).withLength(1)).informativeDims, 0);
}

TEST(Ladder, ColumnSpanMatchesDenseSampling)
{
    std::mt19937 rng(7);
    std::uniform_real_distribution<double> sweepDist(0.0, 8.0);
    for (int trial = 0; trial < 200; ++trial) {
        const long length = 1001;
        const double w = sweepDist(rng) / (length - 1);
        for (const bool sine : {true, false}) {
            double lo = 2, hi = -2;
            for (int i = 0; i <= 20000; ++i) {
                const double t = (length - 1) * i / 20000.0;
                const double v = sine ? std::sin(w * t) : std::cos(w * t);
                lo = std::min(lo, v);
                hi = std::max(hi, v);
            }
            EXPECT_NEAR(columnSpan(w, sine, length), hi - lo, 1e-6) << w << " " << sine;
        }
    }
    EXPECT_EQ(columnSpan(0.0, true, 100), 0.0);
    EXPECT_NEAR(columnSpan(1e-9, false, 101), 0.5e-14, 1e-20); // 1 - cos(x) ~ x^2 / 2, no cancellation
}

TEST(Ladder, RejectsBadInput)
{
    EXPECT_THROW(ladder(FrequencyRule::transformer(1.0), 8, 10), ParameterError);
    EXPECT_THROW(ladder(FrequencyRule::transformer(10000.0), 0, 10), ParameterError);
    EXPECT_THROW(ladder(FrequencyRule::transformer(10000.0), 8, 0), ParameterError);
    EXPECT_THROW(ladder(FrequencyRule::transformer(10000.0), 8, 10, 0.0), ParameterError);
    EXPECT_THROW(ladder(FrequencyRule::transformer(10000.0), 8, 10, 2.5), ParameterError);
    EXPECT_THROW(ladder(FrequencyRule::transformer(10000.0), 8, 10, std::nan("")), ParameterError);
}

TEST(Ladder, DivisorsRunFromOneToJustUnderTheBaseWhateverD)
{
    // The printed table, n = 10000: d = 64, 256, 512 have 32, 128, 256 pairs and divisors from
    // 1 to 10000**((d-2)/d) (Python: 7498.942093324558, 9305.72040929699, 9646.616199111992).
    const struct {
        int d;
        int pairs;
        double last;
    } rows[] = {{64, 32, 7498.942093324558},
                {256, 128, 9305.72040929699},
                {512, 256, 9646.616199111992},
                {3, 2, 464.15888336127773},
                {2, 1, 1.0}};
    for (const auto& row : rows) {
        const DivisorRange r = divisorRange(row.d, 10000.0);
        EXPECT_EQ(r.pairs, row.pairs) << row.d;
        EXPECT_EQ(r.first, 1.0);
        EXPECT_NEAR(r.last, row.last, 1e-9 * row.last) << row.d;
    }
}

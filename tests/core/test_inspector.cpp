#include "core/analysis/inspector.h"
#include "core/formula/formula.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace pe::core;

// Article 003, "Exemple détaillé : d_model=8, pos=3": Dim j | i | sin/cos(3/divisor) = value,
// printed there to 4 decimals (the line "Dim 5 ... = 0.9996" is cos(0.03) = 0.99955).
TEST(Inspector, WorkedExampleOfArticle003)
{
    const EncodingParams p{8, 10000.0, 10, Layout::Interleaved};
    const std::vector<InspectorRow> rows = inspectRows(p, 3);
    ASSERT_EQ(rows.size(), 8u);
    const int pair[8] = {0, 0, 1, 1, 2, 2, 3, 3};
    const double exponent[8] = {0, 0, 0.25, 0.25, 0.5, 0.5, 0.75, 0.75};
    const double divisor[8] = {1, 1, 10, 10, 100, 100, 1000, 1000};
    const double argument[8] = {3, 3, 0.3, 0.3, 0.03, 0.03, 0.003, 0.003};
    const double value[8] = {0.1411, -0.9900, 0.2955, 0.9553, 0.0300, 0.9996, 0.0030, 1.0000};
    for (int j = 0; j < 8; ++j) {
        const InspectorRow& r = rows[j];
        EXPECT_EQ(r.dim, j);
        EXPECT_EQ(r.pair, pair[j]);
        EXPECT_EQ(r.sine, j % 2 == 0);
        EXPECT_DOUBLE_EQ(r.exponent, exponent[j]);
        EXPECT_NEAR(r.divisor, divisor[j], 1e-9);
        EXPECT_NEAR(r.argument, argument[j], 1e-12);
        EXPECT_NEAR(r.value, value[j], 5e-5) << "dim " << j;
        EXPECT_NEAR(r.value, pe::core::value(p, 3, j), 1e-12);
    }
}

TEST(Inspector, DivisorTableOfArticle003)
{
    const std::vector<DivisorRow> t = divisorTable(EncodingParams{}.withDim(8).withBase(10000.0).withLength(10));
    ASSERT_EQ(t.size(), 4u);
    for (int k = 0; k < 4; ++k) {
        EXPECT_EQ(t[k].sineDim, 2 * k);
        EXPECT_EQ(t[k].cosineDim, 2 * k + 1);
        EXPECT_DOUBLE_EQ(t[k].exponent, 0.25 * k);
        EXPECT_NEAR(t[k].divisor, std::pow(10.0, k), 1e-9);
        EXPECT_NEAR(t[k].wavelength, kTwoPi * std::pow(10.0, k), 1e-9);
    }
    // Concatenated layout and odd d: columns move, the lone sine has no cosine.
    const std::vector<DivisorRow> c =
        divisorTable(EncodingParams{}.withDim(7).withBase(10000.0).withLength(10).withLayout(Layout::Concatenated));
    ASSERT_EQ(c.size(), 4u);
    EXPECT_EQ(c[1].sineDim, 1);
    EXPECT_EQ(c[1].cosineDim, 5);
    EXPECT_EQ(c[3].cosineDim, -1);
}

TEST(Inspector, ConcatenatedLayoutRowsFollowTheColumns)
{
    const EncodingParams p{6, 10000.0, 10, Layout::Concatenated};
    const std::vector<InspectorRow> rows = inspectRows(p, 7);
    const int pair[6] = {0, 1, 2, 0, 1, 2};
    for (int j = 0; j < 6; ++j) {
        EXPECT_EQ(rows[j].pair, pair[j]);
        EXPECT_EQ(rows[j].sine, j < 3);
        EXPECT_NEAR(rows[j].value, value(p, 7, j), 1e-12);
    }
}

TEST(Inspector, LargePositionsStayExact)
{
    const EncodingParams p{512, 10000.0, 1048576, Layout::Interleaved};
    const InspectorRow r = inspectCell(p, 1048575, 0);
    EXPECT_NEAR(r.value, std::sin(1048575.0), 1e-9);
    EXPECT_NEAR(r.value * r.value + inspectCell(p, 1048575, 1).value * inspectCell(p, 1048575, 1).value, 1.0, 1e-12);
}

// The inspector's values at far positions against the real sin and cos of t * n^(-2k/d), which
// mpmath computed at 50 digits (mpf of the double n is exact, 2k/d is exact as a fraction):
//
//   from mpmath import mp, mpf, sin, cos, power
//   mp.dps = 50
//   d = 512
//   for n in (10000.0, 500000.0):
//       for t in (7911266, 10**7):
//           for k in (0, 1, 2, 37, 128, 255):
//               a = power(mpf(n), -mpf(2 * k) / d) * t
//               print("    {%r, %d, %d, %r, %r}," % (n, t, k, float(sin(a)), float(cos(a))))
//
// sin and cos of the argument t / divisor rounded to double (the inspector's values before)
// are up to 1.2e-9 off here (k = 1, 2, 37).
TEST(Inspector, FarPositionsMatchTheRealValues)
{
    struct Case {
        double base;
        long t;
        int pair;
        double sinValue;
        double cosValue;
    };
    const Case cases[] = {
        {10000.0, 7911266, 0, 0.5359055540622395, 0.8442779383148917},
        {10000.0, 7911266, 1, -0.4160240931727192, 0.9093535912393026},
        {10000.0, 7911266, 2, 0.8450831751147347, 0.5346348540246871},
        {10000.0, 7911266, 37, 0.2813993966217593, -0.9595907354601282},
        {10000.0, 7911266, 128, 0.8790173521158072, 0.4767897803847258},
        {10000.0, 7911266, 255, -0.1516145837167496, -0.9884396886023935},
        {10000.0, 10000000, 0, 0.4205477931907825, -0.9072703861817396},
        {10000.0, 10000000, 1, -0.8170608724890684, -0.5765514119724297},
        {10000.0, 10000000, 2, 0.5766965513563892, -0.8169584369193134},
        {10000.0, 10000000, 37, 0.646577498759161, -0.7628483060860443},
        {10000.0, 10000000, 128, 0.03574879797201651, -0.9993608074382124},
        {10000.0, 10000000, 255, -0.09251476400673349, 0.9957113128014456},
        {500000.0, 7911266, 0, 0.5359055540622395, 0.8442779383148917},
        {500000.0, 7911266, 1, -0.12294033496403559, 0.9924140638054918},
        {500000.0, 7911266, 2, -0.5374668507568775, -0.8432848773323783},
        {500000.0, 7911266, 37, 0.6467685165430181, -0.7626863614938605},
        {500000.0, 7911266, 128, -0.8458908894021886, -0.5333559817105029},
        {500000.0, 7911266, 255, -0.8115302453822751, -0.584310414788051},
        {500000.0, 10000000, 0, 0.4205477931907825, -0.9072703861817396},
        {500000.0, 10000000, 1, 0.23826172458487738, -0.9712009836268907},
        {500000.0, 10000000, 2, 0.9792400469067236, 0.20270404666438624},
        {500000.0, 10000000, 37, -0.5615371682104912, -0.827451514421324},
        {500000.0, 10000000, 128, -0.9673361823629378, 0.2534969630814089},
        {500000.0, 10000000, 255, 0.8071061378960591, -0.5904063703674848},
    };
    for (const Layout layout : {Layout::Interleaved, Layout::Concatenated}) {
        for (const Case& c : cases) {
            const EncodingParams p = EncodingParams{}.withDim(512).withBase(c.base).withLayout(layout);
            const InspectorRow s = inspectCell(p, c.t, columnIndex(p, c.pair, true));
            const InspectorRow co = inspectCell(p, c.t, columnIndex(p, c.pair, false));
            ASSERT_TRUE(s.sine);
            ASSERT_FALSE(co.sine);
            EXPECT_LE(std::abs(s.value - c.sinValue), 1e-12) << "n " << c.base << ", t " << c.t << ", k " << c.pair;
            EXPECT_LE(std::abs(co.value - c.cosValue), 1e-12) << "n " << c.base << ", t " << c.t << ", k " << c.pair;
            // The argument beside it stays the one worked by hand.
            EXPECT_EQ(s.argument, static_cast<double>(c.t) / s.divisor);
            EXPECT_EQ(s.divisor, std::pow(c.base, 2.0 * c.pair / 512));
        }
        // The whole row goes the same way.
        const EncodingParams p = EncodingParams{}.withDim(512).withLayout(layout);
        const std::vector<InspectorRow> rows = inspectRows(p, 7911266);
        EXPECT_LE(std::abs(rows[columnIndex(p, 1, true)].value - cases[1].sinValue), 1e-12);
        EXPECT_LE(std::abs(rows[columnIndex(p, 1, false)].value - cases[1].cosValue), 1e-12);
    }
}

// Article 002, "Je suis un robot", n = 100, d = 4 (the table there shows 3 decimals).
TEST(Inspector, JeSuisUnRobotOfArticle002)
{
    const std::vector<std::string> words = splitWords("  Je suis\tun   robot ");
    ASSERT_EQ(words.size(), 4u);
    EXPECT_EQ(words[0], "Je");
    EXPECT_EQ(words[3], "robot");
    const SentenceMatrix m = sentenceMatrix(EncodingParams{}.withDim(4).withBase(100.0).withLength(4), words);
    const double expected[4][4] = {{0.000, 1.000, 0.000, 1.000},
                                   {0.841, 0.540, 0.100, 0.995},
                                   {0.909, -0.416, 0.199, 0.980},
                                   {0.141, -0.990, 0.296, 0.955}};
    ASSERT_EQ(m.values.rows(), 4);
    ASSERT_EQ(m.values.cols(), 4);
    for (int t = 0; t < 4; ++t)
        for (int j = 0; j < 4; ++j)
            EXPECT_NEAR(m.values(t, j), expected[t][j], 5e-4) << t << "," << j;
    // The sentence sets the length, not params.length.
    EXPECT_EQ(sentenceMatrix(EncodingParams{}.withDim(4).withBase(100.0).withLength(1), words).values.rows(), 4);
    EXPECT_TRUE(splitWords(" \t ").empty());
    EXPECT_EQ(splitWords("été à Paris")[0], "été");
}

// The encoding read as waves (articles 002 and 003).

#include "core/analysis/waves.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace pe::core;

TEST(Waves, SineWavePerPositionOfArticle002)
{
    // sin(k / 10000^(2i/512)) against i for k = 4 and 12 (NumPy).
    const EncodingParams p{512, 10000.0, 100, Layout::Interleaved};
    const DimensionWaves w = wavesByDimension(p, {4, 12}, WaveColumns::Sines);
    ASSERT_EQ(w.x.size(), 256u);
    EXPECT_EQ(w.x[50], 50);
    EXPECT_EQ(w.column[50], 100);
    EXPECT_NEAR(w.values[0][0], -0.7568024953079284, 1e-14);
    EXPECT_NEAR(w.values[0][1], -0.6571668630169245, 1e-14);
    EXPECT_NEAR(w.values[0][50], 0.6146379014820236, 1e-14);
    EXPECT_NEAR(w.values[1][1], -0.8362624824631678, 1e-14);
    EXPECT_NEAR(w.values[1][50], 0.9151226935483318, 1e-14);
}

TEST(Waves, ColumnChoicesFollowTheLayout)
{
    const EncodingParams p{7, 100.0, 10, Layout::Concatenated};
    const DimensionWaves sines = wavesByDimension(p, {3}, WaveColumns::Sines);
    EXPECT_EQ(sines.column, (std::vector<int>{0, 1, 2, 3}));
    const DimensionWaves cosines = wavesByDimension(p, {3}, WaveColumns::Cosines);
    EXPECT_EQ(cosines.column, (std::vector<int>{4, 5, 6})); // the lone last sine has no cosine
    EXPECT_NEAR(cosines.values[0][1], std::cos(3 / std::pow(100.0, 2.0 / 7)), 1e-15);
    const DimensionWaves all = wavesByDimension(p, {3, 5}, WaveColumns::All);
    ASSERT_EQ(all.x.size(), 7u);
    for (int j = 0; j < 7; ++j)
        EXPECT_NEAR(all.values[1][j], value(p, 5, j), 1e-12);
    EXPECT_EQ(parseWaveColumns("cos"), WaveColumns::Cosines);
    EXPECT_FALSE(parseWaveColumns("tan"));
    EXPECT_EQ(waveColumnsName(WaveColumns::All), "all");
}

TEST(Waves, Dimension0Versus6OfArticle003)
{
    // d = 8: dim 0 is sin(pos / 1), dim 6 is sin(pos / 1000).
    const EncodingParams p{8, 10000.0, 101, Layout::Interleaved};
    const PositionWaves w = wavesByPosition(p, {0, 6}, BlockAxis::fit(0, 101, 1000));
    ASSERT_EQ(w.positions.cells, 101);
    const double dim0[] = {0.0, 0.8414709848078965, 0.9092974268256816, 0.1411200080598672};
    const double dim6[] = {0.0, 0.0009999998333333417, 0.0019999986666669333, 0.002999995500002025};
    for (int t = 0; t < 4; ++t) {
        EXPECT_NEAR(w.waves[0].lo[t], dim0[t], 1e-15);
        EXPECT_EQ(w.waves[0].lo[t], w.waves[0].hi[t]);
        EXPECT_NEAR(w.waves[1].hi[t], dim6[t], 1e-15);
    }
    EXPECT_NEAR(w.waves[0].lo[10], -0.5440211108893698, 1e-15);
    EXPECT_NEAR(w.waves[1].lo[100], 0.09983341664682817, 1e-15);
    EXPECT_EQ(w.waves[1].pair, 3);
}

TEST(Waves, SineRangeIsExact)
{
    double lo = 0, hi = 0;
    sineRange(0.0, 1.0, &lo, &hi);
    EXPECT_DOUBLE_EQ(lo, 0.0);
    EXPECT_DOUBLE_EQ(hi, std::sin(1.0));
    sineRange(1.0, 1.0, &lo, &hi); // holds the crest pi/2
    EXPECT_DOUBLE_EQ(hi, 1.0);
    EXPECT_DOUBLE_EQ(lo, std::sin(1.0));
    sineRange(-3.0, 2.0, &lo, &hi); // holds the trough -pi/2
    EXPECT_DOUBLE_EQ(lo, -1.0);
    sineRange(4.0, 2.0, &lo, &hi); // 3 pi / 2 = trough, reached modulo 2 pi
    EXPECT_DOUBLE_EQ(lo, -1.0);
    EXPECT_DOUBLE_EQ(hi, std::max(std::sin(4.0), std::sin(6.0)));
    sineRange(0.3, 7.0, &lo, &hi);
    EXPECT_EQ(lo, -1.0);
    EXPECT_EQ(hi, 1.0);
}

TEST(Waves, LargeLengthsFollowTheViewport)
{
    // L = 2^20 on 800 cells: a block covers ~1311 positions. The fast column sweeps [-1, 1]
    // in every block; the slowest moves by at most w * 1310 ~ 0.14; every exact value lies
    // inside its block's range.
    const EncodingParams p{512, 10000.0, 1048576, Layout::Interleaved};
    const BlockAxis axis = BlockAxis::fit(0, p.length, 800);
    const PositionWaves w = wavesByPosition(p, {0, 511}, axis);
    ASSERT_LE(axis.cells, 800);
    ASSERT_EQ(w.waves[0].lo.size(), static_cast<std::size_t>(axis.cells));
    for (int i = 0; i < axis.cells; i += 37) {
        EXPECT_EQ(w.waves[0].lo[i], -1.0);
        EXPECT_EQ(w.waves[0].hi[i], 1.0);
        const double sweep = w.waves[1].omega * static_cast<double>(axis.step - 1);
        EXPECT_LE(w.waves[1].hi[i] - w.waves[1].lo[i], sweep + 1e-12);
        EXPECT_GT(w.waves[1].hi[i] - w.waves[1].lo[i], 0.0);
        for (long t : {axis.blockBegin(i), axis.blockBegin(i) + 500, axis.blockEnd(i) - 1}) {
            const double v = value(p, static_cast<double>(t), 511);
            EXPECT_GE(v, w.waves[1].lo[i] - 1e-9);
            EXPECT_LE(v, w.waves[1].hi[i] + 1e-9);
        }
    }
}

TEST(Waves, WavelengthMarksSpanOnePeriodFromACrest)
{
    // The sine-wave recap: d = 4, n = 100. Values from Python's math module: 2*pi*100**(2k/4)
    // and its inverse; periods start at multiples of lambda.
    const EncodingParams p{4, 100.0, 64, Layout::Interleaved};
    const WavelengthMark fast = wavelengthMark(p, 0, 0.0);
    EXPECT_NEAR(fast.wavelength, 6.283185307179586, 1e-12);
    EXPECT_NEAR(fast.frequency, 0.15915494309189535, 1e-15);
    EXPECT_NEAR(fast.start, 0.0, 1e-12);
    EXPECT_TRUE(fast.sine);
    const WavelengthMark slow = wavelengthMark(p, 2, 0.0);
    EXPECT_EQ(slow.pair, 1);
    EXPECT_NEAR(slow.wavelength, 62.83185307179586, 1e-11);
    EXPECT_NEAR(slow.frequency, 0.015915494309189534, 1e-15);
    EXPECT_NEAR(slow.start, 0.0, 1e-11);
    EXPECT_FALSE(wavelengthMark(p, 3, 0.0).sine);
    // `from` moves the mark to the next period.
    EXPECT_NEAR(wavelengthMark(p, 3, 1.0).start, 62.83185307179586, 1e-11);
    EXPECT_NEAR(wavelengthMark(p, 0, 2.0).start, 6.283185307179586, 1e-12);
    // The wave takes the same value at the mark's two ends (a whole period).
    const WavelengthMark later = wavelengthMark(p, 0, 2.0);
    EXPECT_NEAR(value(p, later.start, 0), value(p, later.start + later.wavelength, 0), 1e-12);
    EXPECT_NEAR(value(p, later.start, 0), 0.0, 1e-12);
}

TEST(Waves, ContinuousWaveFollowsTheFormulaBetweenPositions)
{
    const EncodingParams p{4, 100.0, 64, Layout::Interleaved};
    const ContinuousWave w = continuousWave(p, 2, 0.0, 7.3, 74);
    ASSERT_EQ(w.t.size(), 74u);
    EXPECT_DOUBLE_EQ(w.t.front(), 0.0);
    EXPECT_DOUBLE_EQ(w.t.back(), 7.3);
    // Column 2 is sin(t / 10): at t = 7.3, Python's math.sin(0.73) = 0.6668696350036979.
    EXPECT_NEAR(w.value.back(), 0.6668696350036979, 1e-15);
    EXPECT_NEAR(w.value[10], std::sin(w.t[10] / 10.0), 1e-15);
}

// The binary-counting analogy: bits, flip counts, sign changes, and the exact-binary
// frequencies w_j = pi / 2^j whose thresholded waves reproduce the bits.

#include "core/analysis/binary.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>

using namespace pe::core;

namespace {

/// Sign changes between consecutive samples, zeros skipped (brute force).
long sampledSignChanges(const EncodingParams& p, const ColumnSpec& spec, int column)
{
    long changes = 0;
    int last = 0;
    for (long t = 0; t < p.length; ++t) {
        const double a = reducedAngle(spec.omegas[column], static_cast<double>(t));
        const int s = signOf(spec.sines[column] ? std::sin(a) : std::cos(a));
        if (s == 0)
            continue;
        if (last != 0 && s != last)
            ++changes;
        last = s;
    }
    return changes;
}

} // namespace

TEST(Binary, NamesAndValidation)
{
    EXPECT_EQ(parseBitOrder("msb-first"), BitOrder::MsbFirst);
    EXPECT_EQ(parseBitOrder("lsb-first"), BitOrder::LsbFirst);
    EXPECT_FALSE(parseBitOrder("big"));
    EXPECT_NO_THROW(validate(BinaryParams{2, false, BitOrder::MsbFirst}));
    EXPECT_NO_THROW(validate(BinaryParams{10, true, BitOrder::LsbFirst}));
    EXPECT_THROW(validate(BinaryParams{1, false, BitOrder::MsbFirst}), ParameterError);
    try {
        validate(BinaryParams{11, false, BitOrder::MsbFirst});
        FAIL();
    } catch (const ParameterError& e) {
        EXPECT_EQ(e.parameter(), "bits");
        EXPECT_NE(std::string(e.what()).find("11"), std::string::npos);
    }
}

TEST(Binary, CountingTableOfArticle000)
{
    const CountingTable table = countingTable({512, 10000.0, 100, Layout::Interleaved}, {4, false, BitOrder::MsbFirst});
    ASSERT_EQ(table.rows(), 16);
    // 13 = 1101, 6 = 0110 (bit 0 first in the matrix).
    EXPECT_EQ(table.bitValues.row(13), Eigen::RowVector4i(1, 0, 1, 1));
    EXPECT_EQ(table.bitValues.row(6), Eigen::RowVector4i(0, 1, 1, 0));
    // PE beside it: pair k of the encoding at the same positions.
    EXPECT_DOUBLE_EQ(table.sines(3, 0), std::sin(3.0));
    EXPECT_NEAR(table.cosines(3, 1), std::cos(3.0 * std::pow(10000.0, -2.0 / 512)), 1e-15);
}

TEST(Binary, OnesAndFlipsMatchCounting)
{
    for (int j = 0; j < 10; ++j) {
        long ones = 0, flips = 0;
        for (long t = 0; t < 3000; ++t) {
            EXPECT_EQ(onesBelow(t, j), ones) << "t=" << t << " j=" << j;
            ones += bitOf(t, j);
            if (t > 0 && bitOf(t, j) != bitOf(t - 1, j))
                ++flips;
            EXPECT_EQ(bitFlips(t + 1, j), flips);
        }
    }
    // Article 000: from 0 to 8 the LSB changes 8 times, the MSB (of 4 bits) once.
    EXPECT_EQ(bitFlips(9, 0), 8);
    EXPECT_EQ(bitFlips(9, 3), 1);
    EXPECT_DOUBLE_EQ(bitBlockMean(0, 0, 10), 0.5);
    EXPECT_DOUBLE_EQ(bitBlockMean(2, 4, 4), 1.0);
    EXPECT_DOUBLE_EQ(bitBlockMean(2, 2, 4), 0.5);
}

TEST(Binary, FlipsHalveFromBitToBit)
{
    const ChangeCounts c = changeCounts({16, 10000.0, 1025, Layout::Interleaved}, {10, false, BitOrder::MsbFirst});
    ASSERT_EQ(c.bitFlips.size(), 10u);
    for (int j = 0; j < 10; ++j)
        EXPECT_EQ(c.bitFlips[j], 1024 >> j);
}

TEST(Binary, ExactBinaryThresholdReproducesTheBits)
{
    for (int j = 0; j < 10; ++j) {
        const double w = exactBinaryOmega(j);
        EXPECT_DOUBLE_EQ(w, M_PI / std::pow(2.0, j));
        for (long t = 0; t < 70000; ++t)
            ASSERT_EQ(thresholdBit(w, t), bitOf(t, j)) << "t=" << t << " j=" << j;
        for (long t = 1048576 - 5000; t < 1048576; ++t)
            ASSERT_EQ(thresholdBit(w, t), bitOf(t, j)) << "t=" << t << " j=" << j;
    }
    const CountingTable table = countingTable({64, 10000.0, 100, Layout::Interleaved}, {10, true, BitOrder::LsbFirst});
    ASSERT_EQ(table.pairs, 10);
    for (int k = 0; k < 10; ++k)
        EXPECT_EQ(table.agreement[k], 1024);
    EXPECT_TRUE(table.thresholded == table.bitValues);
}

TEST(Binary, TheEncodingsOwnFrequenciesDoNotReproduceTheBits)
{
    const CountingTable table = countingTable({512, 10000.0, 100, Layout::Interleaved}, {6, false, BitOrder::MsbFirst});
    // numpy: sum((sin(w_k (t + 0.5)) < 0) == ((t >> k) & 1)) over t < 64 -- no better than chance.
    const int expected[] = {32, 34, 32, 32, 34, 32};
    for (int k = 0; k < 6; ++k)
        EXPECT_EQ(table.agreement[k], expected[k]) << k;
}

TEST(Binary, SignChangesMatchNumPy)
{
    // numpy, zeros skipped: d = 512, n = 10000, L = 100, columns 0 1 2 3 100 101 510 511.
    const EncodingParams p{512, 10000.0, 100, Layout::Interleaved};
    const long expected[] = {31, 32, 30, 30, 5, 5, 0, 0};
    const int columns[] = {0, 1, 2, 3, 100, 101, 510, 511};
    for (int i = 0; i < 8; ++i)
        EXPECT_EQ(signChanges(p, false, columns[i], p.length), expected[i]) << columns[i];
}

TEST(Binary, SignChangesEqualSampledChangesForRandomEncodings)
{
    std::mt19937 rng(7);
    std::uniform_int_distribution<int> dimDist(1, 64);
    std::uniform_int_distribution<long> lengthDist(1, 3000);
    std::uniform_real_distribution<double> baseDist(1.5, 1e6);
    for (int trial = 0; trial < 40; ++trial) {
        const EncodingParams p{dimDist(rng), baseDist(rng), lengthDist(rng),
                               trial % 2 ? Layout::Concatenated : Layout::Interleaved};
        const ColumnSpec spec = binaryColumnSpec(p, false);
        for (int c = 0; c < p.dim; ++c)
            ASSERT_EQ(signChanges(p, false, c, p.length), sampledSignChanges(p, spec, c))
                << "d=" << p.dim << " n=" << p.base << " L=" << p.length << " column " << c;
    }
}

TEST(Binary, ExactBinarySinesChangeSignAsOftenAsTheBitsFlip)
{
    const EncodingParams p{20, 10000.0, 1000, Layout::Interleaved};
    const ChangeCounts c = changeCounts(p, {10, true, BitOrder::MsbFirst});
    for (int k = 1; k < 10; ++k)
        EXPECT_EQ(c.signChanges[2 * k], c.bitFlips[k]) << k;
    // Cosines: numpy gives 25 changes of cos(pi t / 4) over t < 100, and L - 1 for cos(pi t).
    const EncodingParams p100{20, 10000.0, 100, Layout::Interleaved};
    EXPECT_EQ(signChanges(p100, true, 5, 100), 25);
    EXPECT_EQ(signChanges(p100, true, 1, 100), 99);
    EXPECT_EQ(signChanges(p100, true, 4, 100), 24);
}

// sin(pi t) is 0 at every integer t: the column never changes sign, although bit 0 flips at
// every step (the figure of the exact-binary preset, d = 8, L = 16, showed 15).
TEST(Binary, AllZeroColumnHasNoSignChange)
{
    for (Layout layout : {Layout::Interleaved, Layout::Concatenated}) {
        const EncodingParams p{8, 10000.0, 16, layout};
        const ColumnSpec spec = binaryColumnSpec(p, true);
        const int sine0 = 0; // sin of pair 0 comes first in both layouts
        const int cos0 = layout == Layout::Interleaved ? 1 : 4;
        ASSERT_TRUE(spec.sines[sine0]);
        ASSERT_FALSE(spec.sines[cos0]);
        for (long t = 0; t < p.length; ++t)
            ASSERT_EQ(signOf(std::sin(reducedAngle(spec.omegas[sine0], static_cast<double>(t)))), 0) << t;
        EXPECT_EQ(signChanges(p, true, sine0, p.length), 0);
        EXPECT_EQ(signChanges(p, true, cos0, p.length), 15); // (-1)^t
        const ChangeCounts c = changeCounts(p, {4, true, BitOrder::MsbFirst});
        EXPECT_EQ(c.signChanges[static_cast<std::size_t>(sine0)], 0);
        EXPECT_EQ(c.bitFlips[0], 15);
    }
    // A zero on the last sample is not a change: sin(pi t / 2) over t = 0 .. 2 is 0, 1, 0.
    EXPECT_EQ(signChanges({8, 10000.0, 3, Layout::Interleaved}, true, 2, 3), 0);
}

TEST(Binary, ExactBinarySignChangesEqualSampledChanges)
{
    for (long length : {1L, 2L, 3L, 5L, 16L, 17L, 100L, 1023L, 1024L, 1025L})
        for (int dim : {7, 8, 20}) {
            const EncodingParams p{dim, 10000.0, length, dim % 2 ? Layout::Concatenated : Layout::Interleaved};
            const ColumnSpec spec = binaryColumnSpec(p, true);
            for (int c = 0; c < p.dim; ++c)
                ASSERT_EQ(signChanges(p, true, c, p.length), sampledSignChanges(p, spec, c))
                    << "d=" << p.dim << " L=" << p.length << " column " << c;
        }
}

TEST(Binary, ColumnSpecUsesExactFrequenciesPerPair)
{
    const EncodingParams p{7, 10000.0, 10, Layout::Concatenated};
    const ColumnSpec s = binaryColumnSpec(p, true);
    ASSERT_EQ(s.size(), 7);
    EXPECT_DOUBLE_EQ(s.omegas[0], M_PI);     // sin, pair 0
    EXPECT_DOUBLE_EQ(s.omegas[3], M_PI / 8); // sin, pair 3
    EXPECT_DOUBLE_EQ(s.omegas[4], M_PI);     // cos, pair 0
    EXPECT_FALSE(s.sines[4]);
    EXPECT_DOUBLE_EQ(pairOmega(p, false, 1), std::pow(10000.0, -2.0 / 7));
}

TEST(Binary, BitGridUsesThePeColourScale)
{
    const BlockAxis axis = BlockAxis::fit(0, 8, 8);
    const Eigen::MatrixXf g = bitGrid(axis, 3);
    EXPECT_FLOAT_EQ(g(0, 0), 1.0f);  // bit 0 of 0 is 0 -> +1
    EXPECT_FLOAT_EQ(g(1, 0), -1.0f); // bit 0 of 1 is 1 -> -1
    EXPECT_FLOAT_EQ(g(4, 2), -1.0f);
    const BlockAxis coarse = BlockAxis::fit(0, 1024, 4);
    const Eigen::MatrixXf m = bitGrid(coarse, 10);
    EXPECT_FLOAT_EQ(m(0, 0), 0.0f); // half ones over 256 positions
    EXPECT_FLOAT_EQ(m(0, 9), 1.0f); // the MSB of 10 bits is 0 over [0, 256)
    EXPECT_FLOAT_EQ(m(3, 9), -1.0f);
}

TEST(Binary, SignOfTreatsRoundingAsZero)
{
    EXPECT_EQ(signOf(std::sin(M_PI)), 0);
    EXPECT_EQ(signOf(-0.5), -1);
    EXPECT_EQ(signOf(1e-6), 1);
}

TEST(Binary, NeighbourStepsJumpForBitsAndStayConstantForTheEncoding)
{
    // Counting 0 .. 15: the bits that flip from t to t + 1 are the trailing ones of t plus one
    // (7 = 0111 -> 8 = 1000 flips all four); the encoding of d = 8 moves by
    // sqrt(sum_k 2 - 2 cos w_k) whatever t (|e^{i w (t+1)} - e^{i w t}|^2 = 2 - 2 cos w).
    const EncodingParams p{8, 10000.0, 16, Layout::Interleaved};
    const NeighbourSteps s = neighbourSteps(p, BinaryParams{});
    ASSERT_EQ(s.rows(), 15);
    const int expectedFlips[15] = {1, 2, 1, 3, 1, 2, 1, 4, 1, 2, 1, 3, 1, 2, 1};
    double sum = 0;
    for (int k = 0; k < 4; ++k)
        sum += 2 - 2 * std::cos(std::pow(10000.0, -2.0 * k / 8));
    for (int t = 0; t < 15; ++t) {
        EXPECT_EQ(s.flips[t], expectedFlips[t]) << t;
        EXPECT_DOUBLE_EQ(s.bitDistance[t], std::sqrt(expectedFlips[t]));
        EXPECT_NEAR(s.peDistance[t], std::sqrt(sum), 1e-12) << t;
    }
    // Exact binary frequencies pi / 2^k: still one constant step, sqrt(sum 2 - 2 cos(pi / 2^k)).
    BinaryParams exact;
    exact.exactBinary = true;
    const NeighbourSteps e = neighbourSteps(p, exact);
    double exactSum = 0;
    for (int k = 0; k < 4; ++k)
        exactSum += 2 - 2 * std::cos(M_PI / std::pow(2.0, k));
    for (int t = 0; t < 15; ++t)
        EXPECT_NEAR(e.peDistance[t], std::sqrt(exactSum), 1e-12) << t;
}

TEST(Binary, NeighbourStepsStopAtTheTableOrTheLength)
{
    const EncodingParams shortSeq{8, 10000.0, 5, Layout::Interleaved};
    EXPECT_EQ(neighbourSteps(shortSeq, BinaryParams{}).rows(), 4);
    const EncodingParams longSeq{8, 10000.0, 1000, Layout::Interleaved};
    EXPECT_EQ(neighbourSteps(longSeq, BinaryParams{}).rows(), 15); // 2^4 - 1 steps within 0 .. 15
    const EncodingParams single{8, 10000.0, 1, Layout::Interleaved};
    EXPECT_EQ(neighbourSteps(single, BinaryParams{}).rows(), 0);
}

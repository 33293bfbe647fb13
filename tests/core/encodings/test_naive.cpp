// The naive encodings of the first article, against numbers computed by NumPy from their
// definitions alone (tests/core/encodings/naive_reference.py prints every one pasted here).

#include "core/analysis/requirements.h"
#include "core/encodings/naive.h"
#include "core/formula/params.h"

#include <gtest/gtest.h>

#include <cmath>
#include <memory>

using namespace pe::core;

namespace {
RowBlocks rowsOf(const NaiveEncoding& e, long positions)
{
    return matrixRows(std::make_shared<const Eigen::MatrixXd>(e.rows(0, positions)));
}
} // namespace

TEST(Naive, ValuesFollowTheirDefinitions)
{
    const NaiveEncoding fraction(NaiveKind::Fraction, 3, 5);
    EXPECT_EQ(fraction.value(0, 2), 0.0);
    EXPECT_EQ(fraction.value(2, 1), 0.5);
    EXPECT_EQ(fraction.value(4, 0), 1.0);
    EXPECT_EQ(fraction.value(8, 0), 2.0); // past L: beyond anything seen
    const NaiveEncoding index(NaiveKind::Index, 3, 5);
    EXPECT_EQ(index.value(7, 1), 7.0);
    // 6 = 0b110 over d = 4, bit 0 in dimension 0: -1, +1, +1, -1.
    const NaiveEncoding binary(NaiveKind::Binary, 4, 16);
    const Eigen::MatrixXd r = binary.rows(6, 1);
    EXPECT_EQ(r(0, 0), -1.0);
    EXPECT_EQ(r(0, 1), 1.0);
    EXPECT_EQ(r(0, 2), 1.0);
    EXPECT_EQ(r(0, 3), -1.0);
    EXPECT_EQ(binary.id(), "binary");
    EXPECT_THROW(NaiveEncoding(NaiveKind::Fraction, 4, 1), ParameterError);
    EXPECT_THROW(NaiveEncoding(NaiveKind::Index, 0, 8), ParameterError);
}

TEST(Naive, FractionStepDependsOnLength)
{
    // NumPy: d = 64, L = 128: 0.062992125984251968; L = 512: 0.015655577299412915.
    EXPECT_NEAR(fractionOffsetDistance(64, 128, 1), 0.062992125984251968, 1e-16);
    EXPECT_NEAR(fractionOffsetDistance(64, 512, 1), 0.015655577299412915, 1e-16);
    for (const long length : {128L, 512L}) {
        const NaiveEncoding e(NaiveKind::Fraction, 64, length);
        const OffsetSpread s = offsetSpread(rowsOf(e, length), 64, 1, 0, length - 1, length);
        EXPECT_NEAR(s.mean, fractionOffsetDistance(64, length, 1), 1e-15) << length;
        EXPECT_LT(s.spread(), 1e-15) << length; // the same for every t at one L
    }
    // Past L the values exceed 1: (2L - 1) / (L - 1), NumPy 2.0078740157480315 at L = 128.
    EXPECT_NEAR(naiveLargestValue(NaiveKind::Fraction, 128, 256), 2.0078740157480315, 1e-15);
}

TEST(Naive, IndexIsUnbounded)
{
    EXPECT_EQ(indexOffsetDistance(64, 1), 8.0);
    EXPECT_EQ(naiveLargestValue(NaiveKind::Index, 512, 512), 511.0);
    EXPECT_EQ(naiveLargestValue(NaiveKind::Index, 512, 1024), 1023.0);
    const NaiveEncoding e(NaiveKind::Index, 64, 512);
    const OffsetSpread s = offsetSpread(rowsOf(e, 1024), 64, 1, 512, 1023, 1024);
    EXPECT_EQ(s.mean, 8.0);
    EXPECT_EQ(s.spread(), 0.0);
    EXPECT_EQ(e.rows(1023, 1).maxCoeff(), 1023.0);
}

TEST(Naive, BinaryNeighbourDistanceJumps)
{
    // NumPy, d = 8, |p_t - p_{t+1}| for t = 0 .. 12.
    const double expected[] = {2, 2.8284271247461903, 2, 3.4641016151377544, 2, 2.8284271247461903, 2, 4,
                               2, 2.8284271247461903, 2, 3.4641016151377544, 2};
    const NaiveEncoding e(NaiveKind::Binary, 8, 256);
    const Eigen::MatrixXd r = e.rows(0, 14);
    for (long t = 0; t < 13; ++t) {
        EXPECT_NEAR(binaryOffsetDistance(t, 1, 8), expected[t], 1e-15) << t;
        EXPECT_NEAR((r.row(t + 1) - r.row(t)).norm(), expected[t], 1e-15) << t;
    }
    EXPECT_EQ(binaryFlippedBits(7, 8), 4); // 7 -> 8: 0111 -> 1000
    // NumPy, d = 8, t < 199: smallest 2, largest 5.6568542494923806 at t = 127.
    const BinaryJumps j = binaryNeighbourJumps(8, 200);
    EXPECT_EQ(j.smallest, 2.0);
    EXPECT_NEAR(j.largest, 5.6568542494923806, 1e-15);
    EXPECT_EQ(j.largestBits, 8);
    EXPECT_EQ(j.largestAt, 127);
    EXPECT_NEAR(binaryOffsetDistance(3, 7, 4), 2.8284271247461903, 1e-15); // 3 -> 10
}

TEST(Naive, BinaryRequirementMeasurements)
{
    // NumPy, d = 8 over 300 positions: 256 repeats 0 (distance 0); offset 10 over t < 290:
    // mean 3.6236128161928569, min 2.8284271247461903, max 5.2915026221291814.
    const NaiveEncoding e(NaiveKind::Binary, 8, 300);
    const MinDistance m = minDistanceRows(e.rows(0, 300));
    EXPECT_EQ(m.distance, 0.0);
    EXPECT_EQ(m.first, 0);
    EXPECT_EQ(m.second, 256);
    EXPECT_EQ(binaryPeriod(8), 256);
    const OffsetSpread s = offsetSpread(rowsOf(e, 300), 8, 10, 0, 290, 300);
    EXPECT_NEAR(s.mean, 3.6236128161928569, 1e-14);
    EXPECT_NEAR(s.minimum, 2.8284271247461903, 1e-15);
    EXPECT_NEAR(s.maximum, 5.2915026221291814, 1e-15);
    EXPECT_TRUE(checkDeterminism(rowsOf(e, 300), 8, 300).identical);
    // d = 4: 5 and 21 coincide (NumPy distance 0).
    EXPECT_EQ(binaryOffsetDistance(5, 16, 4), 0.0);
}

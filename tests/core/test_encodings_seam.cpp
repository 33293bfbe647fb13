#include "core/encodings/sinusoidal.h"
#include "core/formula/formula.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace pe::core;

TEST(SinusoidalEncoding, MatchesTheFormulaThroughTheInterface)
{
    EncodingParams p;
    p.dim = 6;
    p.base = 100.0;
    p.length = 50;
    const SinusoidalEncoding enc(p);
    const AbsoluteEncoding& a = enc;
    EXPECT_EQ(a.dim(), 6);
    ASSERT_NE(a.sinusoidal(), nullptr);
    // PE(7, 2) = sin(7 / 100^(2/6)), PE(7, 3) = cos(7 / 100^(2/6)), computed by hand here.
    const double w1 = 1.0 / std::pow(100.0, 2.0 / 6.0);
    EXPECT_NEAR(a.value(7, 2), std::sin(7 * w1), 1e-14);
    EXPECT_NEAR(a.value(7, 3), std::cos(7 * w1), 1e-14);
    const Eigen::MatrixXd rows = a.rows(3, 10);
    for (long t = 0; t < 10; ++t)
        for (int j = 0; j < 6; ++j)
            EXPECT_NEAR(rows(t, j), value(p, static_cast<double>(3 + t), j), 1e-13);
}

#include "core/sampling/sampling.h"

namespace {
/// A small table p(t, j) = t - 2 j, so block means are easy to compute by hand.
class TableEncoding : public AbsoluteEncoding {
public:
    std::string id() const override { return "table"; }
    std::string describe() const override { return "table"; }
    int dim() const override { return 5; }
    long maxLength() const override { return 9; }
    double value(long t, int j) const override { return static_cast<double>(t) - 2.0 * j; }
};
} // namespace

TEST(SampleAbsolute, BlockMeansOfATable)
{
    const TableEncoding table;
    // Positions 0..8 in blocks of 3 (cells 0..2), dims 0..4 in blocks of 2 (last block is one dim).
    const EncodingGrid g = sampleAbsolute(table, BlockAxis::fit(0, 9, 3), BlockAxis::fit(0, 5, 3));
    ASSERT_EQ(g.values.rows(), 3);
    ASSERT_EQ(g.values.cols(), 3);
    // Mean of t - 2j over t in {3,4,5}, j in {2,3}: 4 - 5 = -1; over t in {6,7,8}, j = 4: 7 - 8 = -1.
    EXPECT_FLOAT_EQ(g.values(1, 1), -1.0f);
    EXPECT_FLOAT_EQ(g.values(2, 2), -1.0f);
    // t in {0,1,2}, j in {0,1}: 1 - 1 = 0.
    EXPECT_FLOAT_EQ(g.values(0, 0), 0.0f);
}

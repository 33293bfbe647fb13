#include "core/encoding.h"
#include "core/encodings/sinusoidal.h"

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

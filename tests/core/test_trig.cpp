#include "core/formula/formula.h"
#include "core/formula/trig.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <vector>

using namespace pe::core;

namespace {
/// Runs sinCosScaled and returns the largest error against std::sin/std::cos of the same
/// angle reduced in long double.
double maxError(const std::vector<double>& t, double w)
{
    const long n = static_cast<long>(t.size());
    std::vector<float> s(n), c(n), scratch(n);
    std::vector<int> q(n);
    sinCosScaled(t.data(), n, w, s.data(), c.data(), q.data(), scratch.data());
    double worst = 0;
    for (long i = 0; i < n; ++i) {
        const long double a = static_cast<long double>(w) * t[i];
        worst = std::max<double>(worst, std::abs(s[i] - std::sin(a)));
        worst = std::max<double>(worst, std::abs(c[i] - std::cos(a)));
    }
    return worst;
}
} // namespace

TEST(Trig, MatchesTheLibraryOnRandomAngles)
{
    std::mt19937_64 rng(3);
    std::uniform_real_distribution<double> position(0, 1048576);
    std::uniform_real_distribution<double> logOmega(-9, 0);
    for (int trial = 0; trial < 50; ++trial) {
        std::vector<double> t(257); // not a multiple of the vector width
        for (double& x : t)
            x = position(rng);
        const double w = std::pow(10.0, logOmega(rng));
        EXPECT_LT(maxError(t, w), 2e-7) << "w = " << w;
    }
}

TEST(Trig, ExactOnQuadrantBoundariesAndNegativeAngles)
{
    std::vector<double> t;
    for (int k = -16; k <= 16; ++k)
        for (double eps : {-1e-9, 0.0, 1e-9})
            t.push_back(k * kTwoPi / 8 + eps);
    EXPECT_LT(maxError(t, 1.0), 2e-7);
    // Known values: sin(pi/2) = 1, cos(pi) = -1, sin(-pi/2) = -1.
    const std::vector<double> x = {kTwoPi / 4, kTwoPi / 2, -kTwoPi / 4};
    std::vector<float> s(3), c(3), r(3);
    std::vector<int> q(3);
    sinCosScaled(x.data(), 3, 1.0, s.data(), c.data(), q.data(), r.data());
    EXPECT_NEAR(s[0], 1.0, 1e-7);
    EXPECT_NEAR(c[1], -1.0, 1e-7);
    EXPECT_NEAR(s[2], -1.0, 1e-7);
}

TEST(Trig, KeepsDigitsAtLargePositions)
{
    // w * t near 2^30: a float angle would be off by tens of radians.
    std::vector<double> t;
    for (int i = 0; i < 100; ++i)
        t.push_back(std::ldexp(1.0, 30) + 1234.5 * i);
    EXPECT_LT(maxError(t, 1.0), 2e-7);
}

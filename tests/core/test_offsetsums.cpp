// The progression sums under the similarity grid: against direct sums over long runs (past
// several exact anchors), and the split and parallel forms against the whole progression.

#include "core/analysis/similarity/offsetsums.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <vector>

using namespace pe::core;
using namespace pe::core::detail;

namespace {
struct Case {
    Eigen::ArrayXd w, a;
    double c0 = 0, step = 1;
};

Case randomCase(std::mt19937& rng, int terms)
{
    Case c;
    c.w.resize(terms);
    c.a.resize(terms);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    for (int k = 0; k < terms; ++k) {
        c.w[k] = std::pow(1e-5, unit(rng)); // 1e-5 .. 1, as PE frequencies
        c.a[k] = unit(rng);
    }
    c.c0 = std::uniform_real_distribution<double>(-2e5, 2e5)(rng);
    c.step = std::uniform_real_distribution<double>(-300.0, 300.0)(rng);
    return c;
}
} // namespace

TEST(OffsetSums, LongProgressionMatchesDirectSums)
{
    std::mt19937 rng(11);
    for (int trial = 0; trial < 4; ++trial) {
        const Case c = randomCase(rng, 64);
        const long count = 3000; // three exact anchors, many rotated ones
        std::vector<double> dot(count), dist2(count);
        progressionSums(c.w, c.a, c.c0, c.step, count, dot.data(), dist2.data());
        for (long q = 0; q < count; q += 7) {
            const double x = c.c0 + static_cast<double>(q) * c.step;
            double d = 0, e = 0;
            for (Eigen::Index k = 0; k < c.w.size(); ++k) {
                // Angles by long double reduction, independent of reducedAngle.
                const long double h = std::fmod(0.5L * c.w[k] * x, 2.0L * 3.14159265358979323846264338327950288L);
                const double s = static_cast<double>(std::sin(h));
                d += c.a[k] * static_cast<double>(std::cos(2.0L * h));
                e += 2.0 * (1.0 - c.a[k]) + 4.0 * c.a[k] * s * s;
            }
            // Angles near 1e6 rad carry ~1e-10 of double rounding whatever the method.
            ASSERT_NEAR(dot[q], d, 1e-9) << "q = " << q;
            ASSERT_NEAR(dist2[q], e, 1e-9) << "q = " << q;
        }
    }
}

TEST(OffsetSums, RangesAndThreadsGiveTheSameBits)
{
    std::mt19937 rng(12);
    for (int trial = 0; trial < 6; ++trial) {
        const Case c = randomCase(rng, trial % 2 ? 3 : 300);
        const long count = std::uniform_int_distribution<long>(1, 2600)(rng);
        std::vector<double> dot(count), dist2(count), pdot(count), pdist2(count);
        progressionSums(c.w, c.a, c.c0, c.step, count, dot.data(), dist2.data());
        parallelProgressionSums(c.w, c.a, c.c0, c.step, count, pdot.data(), pdist2.data());
        EXPECT_EQ(dot, pdot);
        EXPECT_EQ(dist2, pdist2);
        const long b = std::uniform_int_distribution<long>(0, count - 1)(rng);
        const long e = std::uniform_int_distribution<long>(b + 1, count)(rng);
        std::vector<double> rdot(e - b), rdist2(e - b);
        progressionSums(c.w, c.a, c.c0, c.step, b, e, rdot.data(), rdist2.data());
        for (long q = b; q < e; ++q) {
            ASSERT_EQ(rdot[q - b], dot[q]) << "range " << b << " .. " << e;
            ASSERT_EQ(rdist2[q - b], dist2[q]);
        }
        parallelProgressionSums(c.w, c.a, c.c0, c.step, b, e, rdot.data(), rdist2.data());
        for (long q = b; q < e; ++q)
            ASSERT_EQ(rdot[q - b], dot[q]);
    }
}

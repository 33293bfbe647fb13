// The requirements measurements: fast blocks of sin/cos against the accurate formula, the
// closest pair by offsets against every pair, offset spreads, the determinism check, and the
// collision counts after rounding against plain loops and NumPy.

#include "core/analysis/precision/precision.h"
#include "core/analysis/requirements.h"
#include "core/formula/angleblocks.h"
#include "core/formula/formula.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <memory>
#include <random>
#include <vector>

using namespace pe::core;

namespace {

EncodingParams params(int d, double n, long length, Layout layout = Layout::Interleaved)
{
    return EncodingParams{}.withDim(d).withBase(n).withLength(length).withLayout(layout);
}

/// Every pair, by the differences: the reference for the closest pair.
MinDistance bruteForce(const Eigen::MatrixXd& m)
{
    MinDistance r;
    r.distance = std::numeric_limits<double>::infinity();
    for (Eigen::Index t = 0; t < m.rows(); ++t)
        for (Eigen::Index s = t + 1; s < m.rows(); ++s) {
            const double v = (m.row(t) - m.row(s)).norm();
            if (v < r.distance) {
                r.distance = v;
                r.first = static_cast<long>(t);
                r.second = static_cast<long>(s);
            }
        }
    return r;
}

/// Neighbour collisions, duplicates and per-column counts by plain loops over rounded rows.
struct Brute {
    long neighbours = 0, duplicates = 0, first = -1, firstOf = -1;
    std::vector<long> apart;
};
Brute bruteCollisions(const Eigen::MatrixXd& m, Dtype dtype)
{
    Brute b;
    std::vector<std::vector<double>> rounded(static_cast<std::size_t>(m.rows()));
    for (Eigen::Index t = 0; t < m.rows(); ++t)
        for (Eigen::Index j = 0; j < m.cols(); ++j)
            rounded[static_cast<std::size_t>(t)].push_back(roundTo(dtype, m(t, j)) + 0.0); // -0 -> +0
    b.apart.assign(static_cast<std::size_t>(m.cols()), 0);
    for (std::size_t t = 0; t + 1 < rounded.size(); ++t) {
        b.neighbours += rounded[t] == rounded[t + 1];
        for (std::size_t j = 0; j < rounded[t].size(); ++j)
            b.apart[j] += rounded[t][j] != rounded[t + 1][j];
    }
    for (std::size_t t = 0; t < rounded.size(); ++t)
        for (std::size_t s = 0; s < t; ++s)
            if (rounded[s] == rounded[t]) {
                if (b.first < 0) {
                    b.first = static_cast<long>(t);
                    b.firstOf = static_cast<long>(s);
                }
                ++b.duplicates;
                break;
            }
    return b;
}

void expectMatches(const CollisionCounts& c, const Brute& b)
{
    EXPECT_EQ(c.neighbourCollisions, b.neighbours);
    EXPECT_EQ(c.duplicatePositions, b.duplicates);
    EXPECT_EQ(c.firstDuplicate, b.first);
    EXPECT_EQ(c.firstDuplicateOf, b.firstOf);
    EXPECT_EQ(c.apartByColumn, b.apart);
}

} // namespace

TEST(AngleBlocks, MatchTheAccurateFormula)
{
    const EncodingParams p = params(64, 10000.0, 10);
    const RowBlocks rows = sinusoidalRows(p);
    for (long first : {0L, 3L, 127L, 1000000L, 9999990L}) {
        const long count = 300;
        std::vector<double> out(static_cast<std::size_t>(count) * p.dim);
        rows(first, count, 0, p.dim, out.data(), count);
        for (long i = 0; i < count; i += 7)
            for (int j = 0; j < p.dim; ++j)
                EXPECT_NEAR(out[static_cast<std::size_t>(j) * count + i], value(p, static_cast<double>(first + i), j),
                            2e-15)
                    << first + i << ' ' << j;
    }
}

TEST(AngleBlocks, ConcatenatedLayoutPutsSinesFirst)
{
    const EncodingParams p = params(6, 100.0, 10, Layout::Concatenated);
    std::vector<double> out(6);
    sinusoidalRows(p)(5, 1, 0, 6, out.data(), 1);
    for (int j = 0; j < 6; ++j)
        EXPECT_NEAR(out[static_cast<std::size_t>(j)], value(p, 5.0, j), 1e-15);
    EXPECT_NEAR(out[0], std::sin(5.0), 1e-15);
    EXPECT_NEAR(out[3], std::cos(5.0), 1e-15);
}

TEST(Uniqueness, OffsetsFindTheClosestPairOfAllPairs)
{
    for (int d : {2, 4, 16, 3, 5, 1}) {
        for (double n : {10000.0, 10.0, 1.5}) {
            const long length = 300;
            const EncodingParams p = params(d, n, length);
            const MinDistance fast = minDistanceSinusoidal(p, length);
            const MinDistance brute = bruteForce(matrix(p));
            EXPECT_NEAR(fast.distance, brute.distance, 1e-12) << d << ' ' << n;
            // The pair found has that distance (ties may pick another pair).
            const double check = (row(p, fast.second) - row(p, fast.first)).norm();
            EXPECT_NEAR(check, brute.distance, 1e-12) << d << ' ' << n;
            EXPECT_LT(fast.first, fast.second);
        }
    }
}

TEST(Uniqueness, SkippingFarOffsetsFindsTheSameClosestOffsetAsAFullScan)
{
    // Even d: the search skips blocks of offsets by a bound. A plain scan of every offset, in
    // long double from std::pow frequencies, must find the same offset and distance.
    struct Case {
        int d;
        double n;
        long positions;
    };
    for (const Case c : {Case{64, 10000.0, 5000}, Case{64, 100.0, 5000}, Case{8, 10.0, 20000}, Case{2, 10000.0, 30000},
                         Case{512, 500000.0, 12000}, Case{16, 1.5, 3000}, Case{128, 10000.0, 40000}}) {
        const EncodingParams p = params(c.d, c.n, c.positions);
        std::vector<long double> w(static_cast<std::size_t>(c.d / 2));
        for (int k = 0; k < c.d / 2; ++k)
            w[static_cast<std::size_t>(k)] = std::pow(static_cast<long double>(c.n), -2.0L * k / c.d);
        long bestOffset = 0;
        long double best = std::numeric_limits<long double>::infinity();
        for (long offset = 1; offset < c.positions; ++offset) {
            long double s = 0;
            for (long double wk : w) {
                const long double v = std::sin(wk * offset / 2);
                s += 4 * v * v;
            }
            if (s < best) {
                best = s;
                bestOffset = offset;
            }
        }
        const MinDistance m = minDistanceSinusoidal(p, c.positions);
        EXPECT_EQ(m.first, 0) << c.d << ' ' << c.n;
        EXPECT_EQ(m.second, bestOffset) << c.d << ' ' << c.n << ' ' << c.positions;
        EXPECT_NEAR(m.distance, std::sqrt(static_cast<double>(best)), 1e-12 * std::max(1.0, m.distance))
            << c.d << ' ' << c.n;
    }
}

TEST(Uniqueness, EvenDimensionsMeetAtTheSmallestOffsetDistance)
{
    // d = 2, n = 10000: the pair (cos t, sin t) comes back closest at D = 710 (710 / 2pi = 113.0
    // turns, 355/113 being the famous approximation of pi), among positions 0 .. 999.
    const MinDistance m = minDistanceSinusoidal(params(2, 10000.0, 1000), 1000);
    EXPECT_EQ(m.first, 0);
    EXPECT_EQ(m.second, 710);
    EXPECT_NEAR(m.distance, 2 * std::abs(std::sin(710.0 / 2)), 1e-14);
}

TEST(Uniqueness, TableRowsMatchBruteForce)
{
    std::mt19937 rng(3);
    std::normal_distribution<double> g;
    Eigen::MatrixXd m(600, 9); // more rows than one band of the Gram matrix
    for (Eigen::Index i = 0; i < m.size(); ++i)
        m.data()[i] = g(rng);
    m.row(577) = m.row(20) + Eigen::RowVectorXd::Constant(9, 1e-3);
    const MinDistance r = minDistanceRows(m);
    EXPECT_EQ(r.first, 20);
    EXPECT_EQ(r.second, 577);
    EXPECT_NEAR(r.distance, 3e-3, 1e-12);
    EXPECT_NEAR(r.distance, bruteForce(m).distance, 1e-15);
}

TEST(OffsetConsistency, SinusoidalSpreadIsRoundingOnly)
{
    const EncodingParams p = params(128, 10000.0, 5000);
    const RowBlocks rows = sinusoidalRows(p);
    for (long offset : {1L, 10L, 100L}) {
        const OffsetSpread s = offsetSpread(rows, p.dim, offset, 0, p.length - offset, 1 << 20);
        EXPECT_EQ(s.samples, p.length - offset);
        EXPECT_LT(s.spread(), 1e-12);
        EXPECT_LT(s.stddev, 1e-13);
        double expected = 0; // sum_k 2 (1 - cos(w_k D))
        for (int k = 0; k < p.dim / 2; ++k)
            expected += 2 * (1 - std::cos(std::pow(p.base, -2.0 * k / p.dim) * static_cast<double>(offset)));
        EXPECT_NEAR(s.mean, std::sqrt(expected), 1e-12);
    }
    // Sampled runs: as many positions as asked, the range's ends included.
    const OffsetSpread sampled = offsetSpread(rows, p.dim, 10, 0, 4990, 1024);
    EXPECT_EQ(sampled.samples, 1024);
    EXPECT_LT(sampled.spread(), 1e-12);
}

TEST(OffsetConsistency, RandomTableSpreads)
{
    std::mt19937 rng(5);
    std::normal_distribution<double> g;
    auto m = std::make_shared<Eigen::MatrixXd>(200, 16);
    for (Eigen::Index i = 0; i < m->size(); ++i)
        m->data()[i] = g(rng);
    const OffsetSpread s = offsetSpread(matrixRows(m), 16, 10, 0, 190, 1 << 20);
    EXPECT_EQ(s.samples, 190);
    // The same measurement by a plain loop.
    double lo = 1e300, hi = -1e300, sum = 0;
    std::vector<double> v;
    for (long t = 0; t < 190; ++t) {
        v.push_back((m->row(t) - m->row(t + 10)).norm());
        lo = std::min(lo, v.back());
        hi = std::max(hi, v.back());
        sum += v.back();
    }
    const double mean = sum / 190;
    double sq = 0;
    for (double x : v)
        sq += (x - mean) * (x - mean);
    EXPECT_DOUBLE_EQ(s.minimum, lo);
    EXPECT_DOUBLE_EQ(s.maximum, hi);
    EXPECT_NEAR(s.mean, mean, 1e-12);
    EXPECT_NEAR(s.stddev, std::sqrt(sq / 190), 1e-12);
    EXPECT_GT(s.spread(), 1.0); // norms of differences of 16 normal values vary by units
}

TEST(Determinism, TwoComputationsAreBitIdentical)
{
    const DeterminismCheck c = checkDeterminism(sinusoidalRows(params(33, 10000.0, 10)), 33, 500);
    EXPECT_TRUE(c.identical);
    // A source that is not a function of its inputs fails the check.
    long calls = 0;
    const RowBlocks drifting = [&calls](long, long count, int, int, double* out, long) {
        ++calls;
        for (long i = 0; i < count; ++i)
            out[i] = static_cast<double>(calls);
    };
    EXPECT_FALSE(checkDeterminism(drifting, 1, 10).identical);
}

TEST(Collisions, MatchPlainLoopsOnSmallCases)
{
    // Sinusoidal in all three formats, both layouts, odd and even d, across run boundaries.
    for (Dtype dtype : {Dtype::Float16, Dtype::BFloat16, Dtype::Float32})
        for (int d : {1, 2, 3, 4, 150})
            for (Layout layout : {Layout::Interleaved, Layout::Concatenated}) {
                const EncodingParams p = params(d, 10000.0, 1500, layout);
                const Eigen::MatrixXd m = matrix(p);
                const CollisionCounts c = countCollisions(sinusoidalRows(p), d, p.length, dtype);
                SCOPED_TRACE(dtypeName(dtype) + " d=" + std::to_string(d));
                expectMatches(c, bruteCollisions(m, dtype));
            }
    // A table with planted neighbour and earlier duplicates.
    std::mt19937 rng(9);
    std::uniform_real_distribution<double> u(-1.0, 1.0);
    auto m = std::make_shared<Eigen::MatrixXd>(400, 5);
    for (Eigen::Index i = 0; i < m->size(); ++i)
        m->data()[i] = u(rng);
    m->row(131) = m->row(130).array() + 1e-5; // the same float16 values, almost surely
    m->row(300) = m->row(7);
    m->row(390) = m->row(7);
    m->row(391) = -m->row(3) * 0.0; // -0 and +0 are equal
    m->row(392).setZero();
    for (Dtype dtype : {Dtype::Float16, Dtype::Float32}) {
        const CollisionCounts c = countCollisions(matrixRows(m), 5, 400, dtype);
        expectMatches(c, bruteCollisions(*m, dtype));
    }
    const CollisionCounts c = countCollisions(matrixRows(m), 5, 400, Dtype::Float16);
    EXPECT_EQ(c.neighbourCollisions, 2); // (130, 131) and (391, 392)
    EXPECT_EQ(c.firstDuplicate, 131);
    EXPECT_EQ(c.firstDuplicateOf, 130);
    EXPECT_EQ(c.duplicates, (std::vector<long>{131, 300, 390, 392}));
}

TEST(Collisions, EqualHashesAreNotDuplicates)
{
    // A million distinct rows in two columns: some hundred pairs of them share the count's
    // 32-bit row hash, and none of those may count as a duplicate. One planted true duplicate.
    constexpr long rows = 1L << 20;
    auto m = std::make_shared<Eigen::MatrixXd>(rows, 2);
    std::mt19937 rng(5);
    std::uniform_real_distribution<double> u(-1.0, 1.0);
    for (long t = 0; t < rows; ++t) {
        (*m)(t, 0) = static_cast<double>(t); // exact in float32: the rows are distinct
        (*m)(t, 1) = u(rng);
    }
    m->row(777777) = m->row(12345);
    const CollisionCounts c = countCollisions(matrixRows(m), 2, rows, Dtype::Float32);
    EXPECT_EQ(c.duplicates, (std::vector<long>{777777}));
    EXPECT_EQ(c.firstDuplicate, 777777);
    EXPECT_EQ(c.firstDuplicateOf, 12345);
}

TEST(Collisions, MatchNumpyFloat16)
{
    // Made with NumPy 1.24: m = PE (interleaved, n = 10000, np.sin / np.cos of t * w in
    // double), c = m.astype(np.float16).view(np.uint16) with 0x8000 -> 0, then
    // np.all(c[1:] == c[:-1], axis=1).sum(), np.unique(c, axis=0, return_index=True,
    // return_inverse=True) for the duplicates, np.sum(c[1:] != c[:-1], axis=0) per column.
    struct Expected {
        int d;
        long length, neighbours, duplicates, first, firstOf;
        std::vector<long> apart;
    };
    const Expected cases[] = {
        {2, 8192, 0, 4588, 712, 2, {8184, 8191}},
        {1, 4096, 7, 3014, 178, 177, {4088}},
        {3, 20000, 0, 3, 5065, 2225, {19992, 19999, 18518}},
    };
    for (const Expected& e : cases) {
        const EncodingParams p = params(e.d, 10000.0, e.length);
        const CollisionCounts c = countCollisions(sinusoidalRows(p), e.d, e.length, Dtype::Float16);
        EXPECT_EQ(c.neighbourCollisions, e.neighbours) << e.d;
        EXPECT_EQ(c.duplicatePositions, e.duplicates) << e.d;
        EXPECT_EQ(c.firstDuplicate, e.first) << e.d;
        EXPECT_EQ(c.firstDuplicateOf, e.firstOf) << e.d;
        EXPECT_EQ(c.apartByColumn, e.apart) << e.d;
    }
}

TEST(Collisions, FastPairAlwaysSeparatesNeighbours)
{
    // |PE(t) - PE(t+1)| in the pair of w = 1 is 2 sin(1/2) = 0.96: no format merges neighbours,
    // though one of the two columns alone may (sin t = sin(t + 1) near the top of the wave).
    const EncodingParams p = params(64, 10000.0, 20000);
    const CollisionCounts c = countCollisions(sinusoidalRows(p), 64, p.length, Dtype::BFloat16);
    EXPECT_EQ(c.neighbourCollisions, 0);
    EXPECT_GE(*std::min_element(c.apartByPair.begin(), c.apartByPair.end()), 1);
    EXPECT_LT(c.apartByColumn[0], p.length - 1);
    EXPECT_GE(c.apartByColumn[0] + c.apartByColumn[1], p.length - 1);
    EXPECT_LT(c.apartByColumn[63], p.length / 4); // the slowest cosine barely moves in 8 bits
}

TEST(Collisions, BinsHoldTheFewestAndTheDuplicates)
{
    CollisionCounts c;
    c.positions = 10;
    c.apartByPair = {5, 3, 4, 0, 7, 7, 2, 9, 9};
    c.duplicates = {4, 8, 9};
    const CollisionBins b = binCollisions(c, 3);
    EXPECT_EQ(b.step, 4);
    EXPECT_EQ(b.fewestApart, (std::vector<int>{0, 2, 9}));
    EXPECT_EQ(b.duplicates, (std::vector<long>{0, 1, 2}));
}

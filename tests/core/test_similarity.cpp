#include "core/analysis/similarity/similarity.h"

#include <gtest/gtest.h>

#include <random>

using namespace pe::core;

namespace {

EncodingParams randomParams(std::mt19937& rng, int maxDim = 40, long maxLength = 120)
{
    EncodingParams p;
    p.dim = std::uniform_int_distribution<int>(1, maxDim)(rng);
    p.length = std::uniform_int_distribution<long>(1, maxLength)(rng);
    p.base = std::uniform_real_distribution<double>(2.0, 1e5)(rng);
    p.layout = rng() % 2 ? Layout::Concatenated : Layout::Interleaved;
    return p;
}

/// The metric from two full-resolution rows, the slow way.
double brute(const Eigen::MatrixXd& m, Metric metric, long t, long s)
{
    const Eigen::VectorXd a = m.row(t), b = m.row(s);
    switch (metric) {
    case Metric::Dot:
        return a.dot(b);
    case Metric::Cosine:
        return a.norm() * b.norm() > 0 ? a.dot(b) / (a.norm() * b.norm()) : 0.0;
    case Metric::Euclidean:
        return (a - b).norm();
    }
    return 0;
}

const Metric kMetrics[] = {Metric::Dot, Metric::Cosine, Metric::Euclidean};

} // namespace

TEST(Similarity, NamesRoundTrip)
{
    for (Metric m : kMetrics)
        EXPECT_EQ(parseMetric(metricName(m)), m);
    EXPECT_FALSE(parseMetric("manhattan"));
}

// g(D) and the exact pair functions equal the brute-force dot products, odd d included.
TEST(Similarity, OffsetFormEqualsBruteForce)
{
    std::mt19937 rng(11);
    for (int trial = 0; trial < 40; ++trial) {
        const EncodingParams p = randomParams(rng);
        const Eigen::MatrixXd m = matrix(p);
        const SimilarityTable table(p, Metric::Dot);
        for (int k = 0; k < 20; ++k) {
            const long t = std::uniform_int_distribution<long>(0, p.length - 1)(rng);
            const long s = std::uniform_int_distribution<long>(0, p.length - 1)(rng);
            EXPECT_NEAR(dot(p, t, s), m.row(t).dot(m.row(s)), 1e-9);
            EXPECT_NEAR(table(t, s), m.row(t).dot(m.row(s)), 1e-9);
            EXPECT_NEAR(squaredNorm(p, t), m.row(t).squaredNorm(), 1e-9);
            EXPECT_NEAR(squaredDistance(p, t, s), (m.row(t) - m.row(s)).squaredNorm(), 1e-9);
            for (Metric metric : kMetrics) {
                EXPECT_NEAR(similarity(p, metric, t, s), brute(m, metric, t, s), 1e-9);
            }
            if (p.dim % 2 == 0) {
                EXPECT_NEAR(offsetDot(p, static_cast<double>(t - s)), m.row(t).dot(m.row(s)), 1e-9);
            }
        }
    }
}

// For odd d the lone sine makes the matrix depend on t + s, not only on the offset.
TEST(Similarity, OddDimensionIsNotOffsetOnly)
{
    EncodingParams p{5, 100.0, 200, Layout::Interleaved};
    const double a = dot(p, 40, 30), b = dot(p, 110, 100);
    EXPECT_GT(std::abs(a - b), 1e-3);
    // ... and the difference is exactly the lone-sine product.
    const double w = omega(p, 2);
    EXPECT_NEAR(a - b, std::sin(40 * w) * std::sin(30 * w) - std::sin(110 * w) * std::sin(100 * w), 1e-12);
    p.dim = 6;
    EXPECT_NEAR(dot(p, 40, 30), dot(p, 110, 100), 1e-12);
}

// d = 4096, D = 1: the sine form against an independent math.fsum value (Python) and a long
// double sum.
TEST(Similarity, EuclideanIsAccurateAtOffsetOne)
{
    const EncodingParams p{4096, 10000.0, 1000, Layout::Interleaved};
    long double ref = 0;
    for (int k = 0; k < 2048; ++k) {
        const long double s = std::sin(0.5L * std::pow(10000.0L, -2.0L * k / 4096.0L));
        ref += 4 * s * s;
    }
    EXPECT_NEAR(offsetSquaredDistance(p, 1.0), static_cast<double>(ref), 1e-13 * 107.1);
    EXPECT_NEAR(offsetSquaredDistance(p, 1.0), 107.1088175289598, 1e-12);
    EXPECT_NEAR(squaredDistance(p, 123456, 123457), 107.1088175289598, 1e-10);
    // The viewport grid (rotation recurrence) keeps the same digits.
    const SimilarityGrid g = sampleSimilarity(p, Metric::Euclidean, axisWithStep(0, 40, 1), axisWithStep(0, 40, 1));
    for (int i = 1; i < 40; ++i)
        EXPECT_NEAR(g.values(i, i - 1), std::sqrt(107.1088175289598), 1e-5); // float storage
}

// Article 003: |PE[t] - PE[t+1]| is the same at t = 0, 10, 100, 500, 998 (d = 64, L = 1000);
// values from NumPy (np.linalg.norm of the row difference).
TEST(Similarity, ConsecutiveDistancesAreConstant)
{
    const EncodingParams p{64, 10000.0, 1000, Layout::Interleaved};
    const auto rows = consecutiveDistances(p);
    ASSERT_EQ(rows.size(), 5u);
    const long ts[] = {0, 10, 100, 500, 998};
    for (std::size_t i = 0; i < rows.size(); ++i) {
        EXPECT_EQ(rows[i].position, ts[i]);
        EXPECT_NEAR(rows[i].distance, 1.4718480481224778, 1e-13);
    }
    EXPECT_EQ(consecutiveDistances({64, 10000.0, 5, Layout::Interleaved}).size(), 2u); // t = 0, 3
    EXPECT_TRUE(consecutiveDistances({64, 10000.0, 1, Layout::Interleaved}).empty());
}

// Cells of one position pair are the exact values; the grid is symmetric.
TEST(Similarity, FullResolutionGridIsExact)
{
    std::mt19937 rng(5);
    for (int trial = 0; trial < 20; ++trial) {
        const EncodingParams p = randomParams(rng, 30, 60);
        const Eigen::MatrixXd m = matrix(p);
        const BlockAxis all = axisWithStep(0, p.length, 1);
        for (Metric metric : kMetrics) {
            const SimilarityGrid g = sampleSimilarity(p, metric, all, all);
            for (long t = 0; t < p.length; ++t)
                for (long s = 0; s < p.length; ++s) {
                    ASSERT_NEAR(g.values(t, s), brute(m, metric, t, s), 2e-5 * (1 + std::abs(brute(m, metric, t, s))));
                    ASSERT_EQ(g.values(t, s), g.values(s, t));
                }
            EXPECT_NEAR(g.maxValue, g.values.cast<double>().maxCoeff(), 1e-5 * (1 + std::abs(g.maxValue)));
        }
    }
}

// Downsampled cells: the exact block mean of the dot product, the RMS distance, and for the
// cosine the mean dot over the RMS norms; also with unequal steps and ragged last blocks.
TEST(Similarity, BlockCellsFollowTheirDefinition)
{
    std::mt19937 rng(9);
    for (int trial = 0; trial < 30; ++trial) {
        EncodingParams p = randomParams(rng, 24, 150);
        p.length = std::max(p.length, 20L);
        const Eigen::MatrixXd m = matrix(p);
        const Eigen::MatrixXd gram = m * m.transpose();
        const long stepR = std::uniform_int_distribution<long>(1, 9)(rng);
        const long stepC = trial % 3 == 0 ? std::uniform_int_distribution<long>(1, 9)(rng) : stepR;
        const long r0 = std::uniform_int_distribution<long>(0, p.length / 2)(rng);
        const long c0 = std::uniform_int_distribution<long>(0, p.length / 2)(rng);
        const BlockAxis rows = axisWithStep(r0, p.length, stepR), cols = axisWithStep(c0, p.length - 1, stepC);
        for (Metric metric : kMetrics) {
            const SimilarityGrid g = sampleSimilarity(p, metric, rows, cols);
            for (int i = 0; i < rows.cells; ++i)
                for (int j = 0; j < cols.cells; ++j) {
                    double sumDot = 0, sumD2 = 0, n2r = 0, n2c = 0;
                    const long a = rows.blockBegin(i), b = cols.blockBegin(j);
                    const long ma = rows.blockSize(i), mb = cols.blockSize(j);
                    for (long t = a; t < a + ma; ++t)
                        for (long s = b; s < b + mb; ++s) {
                            sumDot += gram(t, s);
                            sumD2 += gram(t, t) + gram(s, s) - 2 * gram(t, s);
                        }
                    for (long t = a; t < a + ma; ++t)
                        n2r += gram(t, t) / ma;
                    for (long s = b; s < b + mb; ++s)
                        n2c += gram(s, s) / mb;
                    const double cells = static_cast<double>(ma * mb);
                    double expected = sumDot / cells;
                    if (metric == Metric::Euclidean)
                        expected = std::sqrt(std::max(0.0, sumD2 / cells));
                    if (metric == Metric::Cosine)
                        expected = n2r * n2c > 0 ? expected / std::sqrt(n2r * n2c) : 0.0;
                    ASSERT_NEAR(g.values(i, j), expected, 1e-4 * (1 + std::abs(expected)))
                        << "trial " << trial << " metric " << metricName(metric) << " cell " << i << "," << j;
                }
        }
    }
}

// The offset curve is row 0 of the matrix, symmetric in D, and block means when downsampled.
TEST(Similarity, OffsetCurveIsRowZero)
{
    for (int d : {8, 9, 64}) {
        const EncodingParams p{d, 100.0, 300, Layout::Interleaved};
        for (Metric metric : kMetrics) {
            const OffsetCurve c = offsetCurve(p, metric, axisWithStep(-(p.length - 1), p.length, 1));
            ASSERT_EQ(c.values.size(), 599u);
            for (long dd = -(p.length - 1); dd < p.length; dd += 7) {
                EXPECT_NEAR(c.values[dd + p.length - 1], similarity(p, metric, std::abs(dd), 0), 1e-9);
                EXPECT_NEAR(c.values[dd + p.length - 1], c.values[-dd + p.length - 1], 1e-9);
            }
        }
        const OffsetCurve coarse = offsetCurve(p, Metric::Dot, axisWithStep(0, 300, 7));
        for (int i = 0; i < coarse.offsets.cells; ++i) {
            double sum = 0;
            for (long dd = coarse.offsets.blockBegin(i); dd < coarse.offsets.blockEnd(i); ++dd)
                sum += dot(p, dd, 0);
            EXPECT_NEAR(coarse.values[i], sum / coarse.offsets.blockSize(i), 1e-9);
        }
    }
}

// First turns of the curve found by NumPy on g(D) = sum cos(w_k D) (first local maximum): the
// threshold 0 takes every ripple.
TEST(Similarity, FirstFalseNeighbourPeak)
{
    struct Case {
        int d;
        double n;
        long peak;
    };
    for (const Case c : {Case{512, 10000.0, 44}, Case{64, 10000.0, 6}, Case{4, 100.0, 6}, Case{128, 10000.0, 12},
                         Case{4096, 500000.0, 176}}) {
        const EncodingParams p{c.d, c.n, 2000, Layout::Interleaved};
        for (Metric metric : kMetrics) {
            const FalseNeighbour f = firstFalseNeighbour(p, metric, 0.0);
            ASSERT_TRUE(f.found) << c.d;
            EXPECT_EQ(f.offset, c.peak) << c.d << " " << metricName(metric);
            EXPECT_NEAR(f.value, similarity(p, metric, c.peak, 0), 1e-8);
        }
    }
    // Too short to turn back: L = 6 searches offsets 1 .. 4 only.
    const FalseNeighbour none = firstFalseNeighbour({64, 10000.0, 6, Layout::Interleaved}, Metric::Dot, 0.0);
    EXPECT_FALSE(none.found);
    EXPECT_EQ(none.searched, 4);
}

// The default threshold (5 % of the fall from D = 0). Expected values from NumPy
// (/usr/bin/python3): the metric v(D) on row 0, likeness v or -v, running minimum m over 0 .. D,
// the first local maximum D with (like(D) - m) > 0.05 (like(0) - m).
TEST(Similarity, FalseNeighbourNeedsAMeaningfulRise)
{
    // A real false neighbour: d = 4, n = 100. D = 6 is much more alike than D = 3.
    const EncodingParams small{4, 100.0, 100, Layout::Interleaved};
    for (Metric metric : kMetrics) {
        const FalseNeighbour f = firstFalseNeighbour(small, metric);
        ASSERT_TRUE(f.found) << metricName(metric);
        EXPECT_EQ(f.offset, 6);
        EXPECT_EQ(f.nearer, 3);
        EXPECT_NEAR(f.value, similarity(small, metric, 6, 0), 1e-12);
        EXPECT_NEAR(f.nearerValue, similarity(small, metric, 3, 0), 1e-12);
        EXPECT_DOUBLE_EQ(f.threshold, kFalseNeighbourThreshold);
    }
    EXPECT_NEAR(firstFalseNeighbour(small, Metric::Dot).relativeRise, 0.8945796745730209, 1e-9);
    EXPECT_NEAR(firstFalseNeighbour(small, Metric::Euclidean).relativeRise, 0.675315036647862, 1e-9);
    EXPECT_NEAR(firstFalseNeighbour(small, Metric::Dot).value, 1.7855059015600445, 1e-12);

    // The paper's sizes: the curve only ripples (by 0.005 % at D = 44), nothing is marked (the first
    // real bump of d = 512 is at D = 188).
    for (long length : {100L, 150L})
        for (Metric metric : kMetrics) {
            const FalseNeighbour f = firstFalseNeighbour({512, 10000.0, length, Layout::Interleaved}, metric);
            EXPECT_FALSE(f.found) << length << " " << metricName(metric) << " " << f.offset;
            EXPECT_EQ(f.searched, length - 2);
        }

    // d = 64 over 1000 positions (the consecutive-distances figure): a real bump at D = 25.
    const FalseNeighbour e = firstFalseNeighbour({64, 10000.0, 1000, Layout::Interleaved}, Metric::Euclidean);
    ASSERT_TRUE(e.found);
    EXPECT_EQ(e.offset, 25);
    EXPECT_EQ(e.nearer, 22);
    EXPECT_NEAR(e.value, 4.871410333674589, 1e-9);
    EXPECT_NEAR(e.nearerValue, 5.370701460369848, 1e-9);
    EXPECT_NEAR(e.relativeRise, 0.09296571972572013, 1e-9);
    // At 10 % the same curve has none before D = 25 either.
    const FalseNeighbour strict =
        firstFalseNeighbour({64, 10000.0, 1000, Layout::Interleaved}, Metric::Euclidean, 0.10);
    EXPECT_TRUE(!strict.found || strict.offset > 25);
}

// The rule fed by hand: a curve that falls 10, 6, 2, then rises to 3 and falls again.
TEST(Similarity, FalseNeighbourSearchOnAGivenCurve)
{
    FalseNeighbourSearch rise(Metric::Dot, 0.2); // the rise 1 is 12.5 % of the fall 8: not enough
    for (double v : {10.0, 6.0, 2.0, 3.0, 1.0, 0.5})
        EXPECT_FALSE(rise.add(v));
    EXPECT_FALSE(rise.result().found);
    FalseNeighbourSearch loose(Metric::Dot, 0.1);
    bool found = false;
    for (double v : {10.0, 6.0, 2.0, 3.0, 1.0})
        found = loose.add(v);
    EXPECT_TRUE(found);
    EXPECT_EQ(loose.result().offset, 3);
    EXPECT_EQ(loose.result().nearer, 2);
    EXPECT_DOUBLE_EQ(loose.result().relativeRise, 0.125);
    // A distance turns the other way: 0, 4, 8, then back to 7.
    FalseNeighbourSearch distance(Metric::Euclidean, 0.1);
    for (double v : {0.0, 4.0, 8.0, 7.0})
        distance.add(v);
    EXPECT_TRUE(distance.add(7.5));
    EXPECT_EQ(distance.result().offset, 3);
    EXPECT_DOUBLE_EQ(distance.result().relativeRise, 0.125);
}

// The general matrix-product path agrees with the offset path on the PE matrix.
TEST(Similarity, GeneralPathMatchesOffsetPath)
{
    const EncodingParams p{33, 1000.0, 70, Layout::Concatenated};
    const Eigen::MatrixXd m = matrix(p);
    for (Metric metric : kMetrics) {
        const Eigen::MatrixXd s = similarityMatrix(m, metric);
        const SimilarityTable table(p, metric);
        for (long t = 0; t < p.length; t += 3)
            for (long u = 0; u < p.length; u += 5)
                EXPECT_NEAR(s(t, u), table(t, u), metric == Metric::Euclidean ? 1e-6 : 1e-9);
    }
}

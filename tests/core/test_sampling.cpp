#include "core/analysis/similarity/similarity.h"
#include "core/sampling/sampling.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>

using namespace pe::core;

namespace {
/// Block mean computed the slow way from the full-resolution matrix.
double bruteBlockMean(const Eigen::MatrixXd& m, long t0, long t1, long j0, long j1)
{
    return m.block(t0, j0, t1 - t0, j1 - j0).mean();
}
} // namespace

TEST(Sampling, FitCoversTheRangeWithAtMostMaxCells)
{
    const BlockAxis a = BlockAxis::fit(0, 131072, 1000);
    EXPECT_EQ(a.step, 132);
    EXPECT_LE(a.cells, 1000);
    EXPECT_EQ(a.blockEnd(a.cells - 1), 131072);
    EXPECT_EQ(a.blockBegin(0), 0);
    const BlockAxis b = BlockAxis::fit(10, 110, 1000);
    EXPECT_EQ(b.step, 1);
    EXPECT_EQ(b.cells, 100);
    EXPECT_EQ(b.cellOf(57), 47);
}

TEST(Sampling, BlockMeanMatchesTheSum)
{
    for (const double w : {1.0, 0.3, 1e-4, 3.141592653589793})
        for (const long m : {1L, 2L, 7L, 100L}) {
            double s = 0, c = 0;
            for (long t = 50; t < 50 + m; ++t) {
                s += std::sin(w * t);
                c += std::cos(w * t);
            }
            EXPECT_NEAR(blockMean(w, true, 50, m), s / m, 1e-12);
            EXPECT_NEAR(blockMean(w, false, 50, m), c / m, 1e-12);
        }
}

// Downsampled values agree with the block average of the full-resolution values.
TEST(Sampling, DownsampledGridIsTheBlockAverage)
{
    std::mt19937 rng(7);
    for (int trial = 0; trial < 20; ++trial) {
        EncodingParams p;
        p.dim = std::uniform_int_distribution<int>(1, 40)(rng);
        p.length = std::uniform_int_distribution<int>(1, 700)(rng);
        p.base = std::uniform_real_distribution<double>(2.0, 1e5)(rng);
        p.layout = trial % 2 ? Layout::Concatenated : Layout::Interleaved;
        const Eigen::MatrixXd full = matrix(p);
        const long t0 = std::uniform_int_distribution<long>(0, p.length - 1)(rng);
        const long t1 = std::uniform_int_distribution<long>(t0 + 1, p.length)(rng);
        const int j0 = std::uniform_int_distribution<int>(0, p.dim - 1)(rng);
        const int j1 = std::uniform_int_distribution<int>(j0 + 1, p.dim)(rng);
        const BlockAxis pos = BlockAxis::fit(t0, t1, std::uniform_int_distribution<int>(1, 60)(rng));
        const BlockAxis dims = BlockAxis::fit(j0, j1, std::uniform_int_distribution<int>(1, 12)(rng));
        const EncodingGrid g = sampleEncoding(p, pos, dims);
        ASSERT_EQ(g.values.rows(), pos.cells);
        ASSERT_EQ(g.values.cols(), dims.cells);
        for (int i = 0; i < pos.cells; ++i)
            for (int j = 0; j < dims.cells; ++j)
                ASSERT_NEAR(
                    g.values(i, j),
                    bruteBlockMean(full, pos.blockBegin(i), pos.blockEnd(i), dims.blockBegin(j), dims.blockEnd(j)),
                    1e-6)
                    << "trial " << trial << " cell " << i << "," << j;
    }
}

// A column of period ~6 positions must not turn into a false slow wave when 131072
// positions share 1000 cells: its block means are close to zero everywhere.
TEST(Sampling, FastColumnsDoNotAlias)
{
    const EncodingParams p{4096, 500000.0, 131072, Layout::Interleaved};
    const EncodingGrid g = sampleEncoding(p, BlockAxis::fit(0, p.length, 1000), BlockAxis::fit(0, 2, 2));
    EXPECT_LT(g.values.col(0).cwiseAbs().maxCoeff(), 0.02);
    EXPECT_LT(g.values.col(1).cwiseAbs().maxCoeff(), 0.02);
}

TEST(Sampling, FullResolutionEqualsTheMatrixAtLargePositions)
{
    const EncodingParams p{64, 10000.0, 1048576, Layout::Interleaved};
    const long t0 = 1048576 - 50;
    const EncodingGrid g = sampleEncoding(p, BlockAxis::fit(t0, p.length, 100), BlockAxis::fit(0, 64, 64));
    const Eigen::MatrixXd m = matrix(p, t0, 50);
    EXPECT_LT((g.values.cast<double>() - m).cwiseAbs().maxCoeff(), 1e-6);
}

// Large enough to be split over threads (rows x frequencies above the per-thread minimum),
// with a ragged last block: every cell still equals the brute-force block mean.
TEST(Sampling, ThreadedGridIsTheBlockAverage)
{
    const EncodingParams p{128, 10000.0, 15001, Layout::Concatenated};
    const Eigen::MatrixXd full = matrix(p);
    const BlockAxis pos = BlockAxis::fit(0, p.length, 5000); // step 4, last block 1 position
    const BlockAxis dims = BlockAxis::fit(0, p.dim, 50);
    const EncodingGrid g = sampleEncoding(p, pos, dims);
    ASSERT_NE(pos.blockSize(pos.cells - 1), pos.step);
    double worst = 0;
    for (int i = 0; i < pos.cells; ++i)
        for (int j = 0; j < dims.cells; ++j)
            worst = std::max(worst, std::abs(g.values(i, j) - bruteBlockMean(full, pos.blockBegin(i), pos.blockEnd(i),
                                                                             dims.blockBegin(j), dims.blockEnd(j))));
    EXPECT_LT(worst, 1e-6);
}

// Arbitrary columns: repeated frequencies, a sine and a cosine far apart, the same function
// twice. Sharing the angles of a frequency must not merge or lose columns.
TEST(Sampling, ArbitraryColumnsWithRepeatedFrequencies)
{
    ColumnSpec spec;
    spec.omegas = {0.3, 0.3, 0.3, 1e-3, 1e-3, 0.3, 2.0};
    spec.sines = {true, true, false, false, true, false, true};
    const BlockAxis pos = BlockAxis::fit(5, 305, 37);
    for (const int dimCells : {1, 3, 7}) {
        const BlockAxis dims = BlockAxis::fit(0, spec.size(), dimCells);
        const EncodingGrid g = sampleColumns(spec, pos, dims);
        for (int i = 0; i < pos.cells; ++i)
            for (int c = 0; c < dims.cells; ++c) {
                double sum = 0;
                for (long j = dims.blockBegin(c); j < dims.blockEnd(c); ++j)
                    for (long t = pos.blockBegin(i); t < pos.blockEnd(i); ++t)
                        sum += spec.sines[j] ? std::sin(spec.omegas[j] * t) : std::cos(spec.omegas[j] * t);
                const double mean = sum / (dims.blockSize(c) * pos.blockSize(i));
                ASSERT_NEAR(g.values(i, c), mean, 1e-6) << "cells " << dimCells << " at " << i << "," << c;
            }
    }
}

namespace {
/// The mean over [a, b) of the step function that is values[i] on [i - 1/2, i + 1/2), by the
/// midpoint rule on 4000 sub-samples (independent of areaWeights' interval arithmetic).
double integratedMean(const std::vector<double>& values, double a, double b)
{
    constexpr int kSamples = 4000;
    double sum = 0;
    for (int s = 0; s < kSamples; ++s) {
        const double x = a + (b - a) * (s + 0.5) / kSamples;
        const long i = std::clamp<long>(std::lround(x), 0, static_cast<long>(values.size()) - 1);
        sum += values[static_cast<std::size_t>(i)];
    }
    return sum / kSamples;
}
} // namespace

TEST(Sampling, FitFineGivesAtLeastOneCellPerPixel)
{
    const BlockAxis a = BlockAxis::fitFine(0, 131072, 1000);
    EXPECT_EQ(a.step, 131);
    EXPECT_GE(a.cells, 1000);
    EXPECT_EQ(BlockAxis::fitFine(0, 512, 700).step, 1);
    EXPECT_EQ(BlockAxis::fitFine(0, 1999, 1000).step, 1);
    EXPECT_EQ(BlockAxis::fitFine(0, 2000, 1000).step, 2);
}

// Pixels average the cells they cover, weighted by the length covered: 512 unit cells on 700
// pixels (cells wider than a pixel, not a whole number of them), 100 cells on 1234 pixels, and
// block cells of 3 indices on 37 pixels, with a range that starts and ends inside cells.
TEST(Sampling, AreaWeightsAverageWhatEachPixelCovers)
{
    std::mt19937 rng(3);
    std::uniform_real_distribution<double> u(-1, 1);
    struct Case {
        long first, end, step;
        double lo, hi;
        int pixels;
    };
    for (const Case c : {Case{0, 512, 1, -0.5, 511.5, 700}, Case{0, 100, 1, -0.5, 99.5, 1234},
                         Case{5, 305, 3, 12.3, 290.8, 37}, Case{0, 1000, 1, -0.5, 999.5, 333}}) {
        const BlockAxis cells = axisWithStep(c.first, c.end, c.step);
        // A step function over the indices that is constant inside each cell.
        std::vector<double> cellValues(static_cast<std::size_t>(cells.cells));
        for (double& v : cellValues)
            v = u(rng);
        std::vector<double> indexValues(static_cast<std::size_t>(c.end), 0.0);
        for (long i = c.first; i < c.end; ++i)
            indexValues[static_cast<std::size_t>(i)] = cellValues[static_cast<std::size_t>(cells.cellOf(i))];
        const AreaWeights w = areaWeights(cells, c.lo, c.hi, c.pixels);
        ASSERT_EQ(w.pixels, c.pixels);
        Eigen::MatrixXf values(cells.cells, 1);
        for (int i = 0; i < cells.cells; ++i)
            values(i, 0) = static_cast<float>(cellValues[static_cast<std::size_t>(i)]);
        const AreaWeights one = areaWeights(axisWithStep(0, 1, 1), -0.5, 0.5, 1);
        const Eigen::MatrixXf out = areaResample(values, w, one);
        ASSERT_EQ(out.rows(), c.pixels);
        ASSERT_EQ(out.cols(), 1);
        const double width = (c.hi - c.lo) / c.pixels;
        for (int p = 0; p < c.pixels; ++p) {
            const double a = std::max(c.lo + p * width, c.first - 0.5);
            const double b = std::min(c.lo + (p + 1) * width, c.end - 0.5);
            EXPECT_NEAR(out(p, 0), integratedMean(indexValues, a, b), 2e-3) << c.pixels << " pixel " << p;
        }
    }
}

// The two axes together: a 2D box filter of a 6 x 5 matrix onto 4 x 7 pixels.
TEST(Sampling, AreaResampleIsSeparable)
{
    Eigen::MatrixXf m(6, 5);
    for (int i = 0; i < 6; ++i)
        for (int j = 0; j < 5; ++j)
            m(i, j) = static_cast<float>(std::sin(1.7 * i + 0.3 * j * j));
    const BlockAxis rows = axisWithStep(0, 6, 1), cols = axisWithStep(0, 5, 1);
    const Eigen::MatrixXf out = areaResample(m, areaWeights(rows, -0.5, 5.5, 4), areaWeights(cols, -0.5, 4.5, 7));
    const double rw = 6.0 / 4, cw = 5.0 / 7;
    for (int p = 0; p < 4; ++p)
        for (int q = 0; q < 7; ++q) {
            double sum = 0;
            for (int i = 0; i < 6; ++i)
                for (int j = 0; j < 5; ++j) {
                    const double oi = std::max(0.0, std::min((p + 1) * rw, i + 1.0) - std::max(p * rw, double(i)));
                    const double oj = std::max(0.0, std::min((q + 1) * cw, j + 1.0) - std::max(q * cw, double(j)));
                    sum += oi * oj * m(i, j);
                }
            EXPECT_NEAR(out(p, q), sum / (rw * cw), 1e-5) << p << " " << q;
        }
}

namespace {
/// The box of m ones convolved with itself three times (4m - 3 weights summing to 1).
std::vector<double> fourfoldBox(long m)
{
    std::vector<double> h(1, 1.0);
    for (int pass = 0; pass < 4; ++pass) {
        std::vector<double> next(h.size() + m - 1, 0.0);
        for (std::size_t i = 0; i < h.size(); ++i)
            for (long k = 0; k < m; ++k)
                next[i + k] += h[i] / static_cast<double>(m);
        h = std::move(next);
    }
    return h;
}

/// The centred cubic B-spline written as a sum of truncated powers (1/6) sum_k (-1)^k C(4, k)
/// (u + 2 - k)_+^3, another route than the code's piecewise polynomial.
double bSpline(double u)
{
    const double binomial[] = {1, 4, 6, 4, 1};
    double s = 0.0;
    for (int k = 0; k <= 4; ++k) {
        const double x = u + 2.0 - k;
        if (x > 0.0)
            s += (k % 2 ? -1.0 : 1.0) * binomial[k] * x * x * x;
    }
    return std::max(0.0, s / 6.0);
}

/// The weight of column j in dims cell c under CellFilter::Smooth: the B-spline four blocks wide
/// centred on the cell, normalised over the axis' columns (a block of one column: itself).
double dimWeight(const BlockAxis& dims, long j, int c)
{
    if (dims.step == 1)
        return j == dims.blockBegin(c) ? 1.0 : 0.0;
    const double width = static_cast<double>(dims.step);
    double total = 0.0;
    for (long k = dims.first; k < dims.end; ++k)
        total += bSpline((static_cast<double>(k) - dims.blockCenter(c)) / width);
    return bSpline((static_cast<double>(j) - dims.blockCenter(c)) / width) / total;
}
} // namespace

// CellFilter::Smooth: each cell is the formula filtered by the four-fold box centred on the
// cell's block (its centre may fall between two positions: the formula is continuous), summed
// here weight by weight, and across the dimensions by B-spline weights four blocks wide.
TEST(Sampling, SmoothCellsAreTheFourfoldBoxFilter)
{
    std::mt19937 rng(21);
    for (int trial = 0; trial < 12; ++trial) {
        EncodingParams p;
        p.dim = std::uniform_int_distribution<int>(2, 24)(rng);
        p.length = std::uniform_int_distribution<int>(50, 3000)(rng);
        p.base = std::uniform_real_distribution<double>(2.0, 1e5)(rng);
        p.layout = trial % 2 ? Layout::Concatenated : Layout::Interleaved;
        const BlockAxis pos = BlockAxis::fit(0, p.length, std::uniform_int_distribution<int>(5, 40)(rng));
        const BlockAxis dims = BlockAxis::fit(0, p.dim, std::uniform_int_distribution<int>(1, p.dim)(rng));
        const EncodingGrid g = sampleEncoding(p, pos, dims, CellFilter::Smooth);
        const ColumnSpec spec = columnSpec(p);
        for (int i = 0; i < pos.cells; ++i) {
            const long m = pos.step; // the last block too, when it is shorter
            const std::vector<double> h = fourfoldBox(m);
            const double first = pos.blockCenter(i) - 2.0 * static_cast<double>(m - 1);
            for (int c = 0; c < dims.cells; ++c) {
                double sum = 0.0;
                for (long j = dims.first; j < dims.end; ++j) {
                    const double weight = dimWeight(dims, j, c);
                    for (std::size_t k = 0; k < h.size() && weight > 0.0; ++k) {
                        const double t = first + static_cast<double>(k);
                        sum += weight * h[k] *
                               (spec.sines[j] ? std::sin(spec.omegas[j] * t) : std::cos(spec.omegas[j] * t));
                    }
                }
                ASSERT_NEAR(g.values(i, c), sum, 2e-6)
                    << "trial " << trial << " cell " << i << "," << c << " block of " << m;
            }
        }
        // Blocks of one position: the matrix itself, whatever the filter.
        const BlockAxis single = BlockAxis::fit(0, std::min<long>(p.length, 30), 30);
        const EncodingGrid exact = sampleEncoding(p, single, BlockAxis::fit(0, p.dim, p.dim), CellFilter::Smooth);
        EXPECT_LT((exact.values.cast<double>() - matrix(p, 0, single.end)).cwiseAbs().maxCoeff(), 1e-6);
    }
}

// Today's long matrix on a 1400-pixel-wide figure: the box keeps up to about a fifth of the
// waves that turn between once and a few times per block (the arcs of the long-context figure);
// the smoothed cells keep at most a few thousandths of any of them.
TEST(Sampling, SmoothCellsLeaveNoArcsOnALongMatrix)
{
    const EncodingParams p{4096, 500000.0, 131072, Layout::Interleaved};
    const BlockAxis pos = BlockAxis::fitFine(0, p.length, 1400);
    const BlockAxis dims = BlockAxis::fit(0, p.dim, p.dim);
    const EncodingGrid mean = sampleEncoding(p, pos, dims, CellFilter::Mean);
    const EncodingGrid smooth = sampleEncoding(p, pos, dims, CellFilter::Smooth);
    const ColumnSpec spec = columnSpec(p);
    double worstMean = 0.0, worstSmooth = 0.0;
    for (int j = 0; j < p.dim; ++j)
        if (spec.omegas[j] * static_cast<double>(pos.step) > 2.0 * 3.141592653589793) {
            worstMean = std::max(worstMean, static_cast<double>(mean.values.col(j).cwiseAbs().maxCoeff()));
            worstSmooth = std::max(worstSmooth, static_cast<double>(smooth.values.col(j).cwiseAbs().maxCoeff()));
        }
    EXPECT_GT(worstMean, 0.15);
    EXPECT_LT(worstSmooth, 0.003);
    // Slow columns (hundreds of blocks per turn) are drawn as they are.
    EXPECT_NEAR(smooth.values(700, p.dim - 1), mean.values(700, p.dim - 1), 1e-4);
}

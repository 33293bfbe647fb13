#include "core/sampling.h"

#include <gtest/gtest.h>

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

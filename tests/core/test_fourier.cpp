#include "core/analysis/fourier/fft.h"
#include "core/analysis/fourier/fourier.h"
#include "core/formula/formula.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <complex>
#include <numeric>
#include <random>

using namespace pe::core;

namespace {

Eigen::VectorXcd directDft(const Eigen::VectorXd& x)
{
    const long n = x.size();
    Eigen::VectorXcd out(n / 2 + 1);
    for (long b = 0; b <= n / 2; ++b) {
        std::complex<double> s = 0;
        for (long t = 0; t < n; ++t)
            s += x[t] * std::polar(1.0, -kTwoPi * static_cast<double>((b * t) % n) / n);
        out[b] = s;
    }
    return out;
}

Eigen::VectorXd randomVector(std::mt19937& rng, long n)
{
    Eigen::VectorXd x(n);
    std::normal_distribution<double> normal;
    for (long i = 0; i < n; ++i)
        x[i] = normal(rng);
    return x;
}

std::vector<int> allBins(long n)
{
    std::vector<int> b(n / 2 + 1);
    for (std::size_t i = 0; i < b.size(); ++i)
        b[i] = static_cast<int>(i);
    return b;
}

} // namespace

TEST(Fourier, RealFftMatchesTheDefinition)
{
    std::mt19937 rng(1);
    for (long n : {1L, 2L, 3L, 8L, 15L, 100L}) {
        const Eigen::VectorXd x = randomVector(rng, n);
        const Eigen::VectorXcd a = realFft(x), b = directDft(x);
        ASSERT_EQ(a.size(), n / 2 + 1);
        EXPECT_LT((a - b).norm(), 1e-10 * (1 + b.norm()));
        EXPECT_LT((inverseRealFft(a, n) - x).norm(), 1e-12 * (1 + x.norm()));
        // From a pointer, zero-padded to 2n + 1 (the folded spectrum past a window).
        Eigen::VectorXd padded = Eigen::VectorXd::Zero(2 * n + 1);
        padded.head(n) = x;
        EXPECT_LT((realFft(x.data(), n, 2 * n + 1) - directDft(padded)).norm(), 1e-10 * (1 + b.norm()));
    }
}

TEST(Fourier, RealFftPairMatchesTwoTransforms)
{
    // Odd lengths (one complex transform of x + iy, a prime among them), even ones (two r2c),
    // and counts shorter than n (zero padding on either side).
    std::mt19937 rng(3);
    for (long n : {1L, 2L, 3L, 8L, 15L, 97L, 100L, 101L}) {
        for (long xCount : {n, (n + 1) / 2}) {
            const long yCount = n - xCount / 2;
            const Eigen::VectorXd x = randomVector(rng, n), y = 10.0 * randomVector(rng, n);
            Eigen::VectorXd xPadded = Eigen::VectorXd::Zero(n), yPadded = Eigen::VectorXd::Zero(n);
            xPadded.head(xCount) = x.head(xCount);
            yPadded.head(yCount) = y.head(yCount);
            Eigen::VectorXcd a, b;
            realFftPair(x.data(), xCount, y.data(), yCount, n, &a, &b);
            const Eigen::VectorXcd da = directDft(xPadded), db = directDft(yPadded);
            ASSERT_EQ(a.size(), n / 2 + 1);
            ASSERT_EQ(b.size(), n / 2 + 1);
            EXPECT_LT((a - da).norm(), 1e-10 * (1 + da.norm() + db.norm())) << n;
            EXPECT_LT((b - db).norm(), 1e-10 * (1 + da.norm() + db.norm())) << n;
            // A real signal's DC bin is real.
            EXPECT_EQ(a[0].imag(), 0.0);
            EXPECT_EQ(b[0].imag(), 0.0);
        }
    }
    Eigen::VectorXcd a, b;
    const double x = 1.0;
    EXPECT_THROW(realFftPair(&x, 2, &x, 1, 1, &a, &b), std::invalid_argument);
    EXPECT_THROW(realFftPair(&x, 1, &x, 1, 0, &a, &b), std::invalid_argument);
}

TEST(Fourier, PlanCacheIsBounded)
{
    for (long n = 10; n < 10 + 2 * static_cast<long>(kMaxCachedFftPlans); ++n)
        realFft(Eigen::VectorXd::Ones(n));
    EXPECT_LE(cachedFftPlans(), kMaxCachedFftPlans);
    const std::size_t before = cachedFftPlans();
    realFft(Eigen::VectorXd::Ones(10 + 2 * kMaxCachedFftPlans - 1)); // cached: no new plan
    EXPECT_EQ(cachedFftPlans(), before);
}

// All coefficients reproduce the window to 1e-9, and the reconstruction is periodic with
// period N = L_max outside it (eq. 3, even and odd N).
TEST(Fourier, FullReconstructionIsExactAndPeriodic)
{
    std::mt19937 rng(2);
    for (long n : {1L, 2L, 7L, 64L, 99L}) {
        const Eigen::VectorXd x = randomVector(rng, n);
        const Eigen::VectorXcd bins = realFft(x);
        const std::vector<int> all = allBins(n);
        const Eigen::VectorXd period = reconstructPeriod(bins, n, all);
        EXPECT_LT((period - x).cwiseAbs().maxCoeff(), 1e-9);
        for (long i = 0; i < n; ++i) {
            EXPECT_NEAR(reconstructAt(bins, n, all, static_cast<double>(i)), x[i], 1e-9);
            EXPECT_NEAR(reconstructAt(bins, n, all, static_cast<double>(i + 3 * n)), x[i], 1e-9);
        }
        const Eigen::VectorXd tiled = tile(period, 5 * n + 2);
        for (long i = n; i < tiled.size(); ++i)
            EXPECT_EQ(tiled[i], tiled[i - n]);
    }
}

// DC and Nyquist take 1/N, other bins 2/N: a signal made of them is rebuilt from 3 bins.
TEST(Fourier, DcAndNyquistAreCountedOnce)
{
    const long n = 16;
    Eigen::VectorXd x(n);
    for (long t = 0; t < n; ++t)
        x[t] = 0.3 + 0.5 * (t % 2 ? -1.0 : 1.0) + std::cos(kTwoPi * 3 * t / n + 0.4);
    const Eigen::VectorXcd bins = realFft(x);
    const std::vector<int> kept = dominantBins(bins, 3);
    ASSERT_EQ(kept.size(), 3u);
    std::vector<int> sorted = kept; // |X_3| = N/2 = 8, |X_8| = 0.5 N = 8, |X_0| = 0.3 N
    std::sort(sorted.begin(), sorted.end());
    EXPECT_EQ(sorted, (std::vector<int>{0, 3, 8}));
    const Eigen::VectorXd r = reconstructPeriod(bins, n, kept);
    for (long t = 0; t < n; ++t) {
        EXPECT_NEAR(r[t], x[t], 1e-12);
        EXPECT_NEAR(reconstructAt(bins, n, kept, static_cast<double>(t)), x[t], 1e-12);
    }
    const Eigen::VectorXd db = amplitudeDb(bins, n);
    EXPECT_NEAR(db[3], 0.0, 1e-9);                  // unit amplitude
    EXPECT_NEAR(db[0], 20 * std::log10(0.3), 1e-9); // DC 0.3
    EXPECT_NEAR(db[8], 20 * std::log10(0.5), 1e-9); // Nyquist 0.5
    EXPECT_EQ(db[5], -200.0);                       // floor
}

TEST(Fourier, DominantBinsAreTheLargestFirst)
{
    Eigen::VectorXcd bins(6);
    bins << 1.0, std::complex<double>(0, -5), 3.0, 3.0, 0.5, std::complex<double>(-4, 0);
    EXPECT_EQ(dominantBins(bins, 4), (std::vector<int>{1, 5, 2, 3}));
    EXPECT_EQ(dominantBins(bins, 99).size(), 6u);
    EXPECT_TRUE(dominantBins(bins, 0).empty());
}

// Box-Muller on std::mt19937_64, values from an independent Python implementation of the
// published mt19937-64 algorithm (which reproduces the standard's 10000th output).
TEST(Fourier, NormalStreamIsReproducible)
{
    std::mt19937_64 engine;
    engine.discard(9999);
    EXPECT_EQ(engine(), 9981545732273789042ULL);
    NormalStream normal(42);
    const double expected[] = {-0.4812176998018449, -0.5745368738983057, 0.49458385623521345, 0.5701215522073739,
                               0.3745542688498136};
    for (double e : expected)
        EXPECT_NEAR(normal.next(), e, 1e-14);
    EXPECT_EQ(columnSeed(42, 3), 6349198060258255764ULL);
    // Learned-like column 3 of d = 8 (cos of pair 1), scale 0.5, noise 0.1, seed 42.
    const EncodingParams p{8, 10000.0, 3, Layout::Interleaved};
    const auto src = makeSource(p, SourceParams{SourceKind::LearnedLike, 0.5, 0.1, 42});
    const Eigen::VectorXd c = src->column(3, 3);
    EXPECT_NEAR(c[0], 0.19739308136838823, 1e-14);
    EXPECT_NEAR(c[1], 0.5315304887187356, 1e-14);
    EXPECT_NEAR(c[2], 0.46347873931753203, 1e-14);
}

TEST(Fourier, NormalStreamHasUnitVariance)
{
    NormalStream normal(7);
    double s = 0, s2 = 0;
    const int n = 200000;
    for (int i = 0; i < n; ++i) {
        const double v = normal.next();
        s += v;
        s2 += v * v;
    }
    EXPECT_NEAR(s / n, 0.0, 0.01);
    EXPECT_NEAR(s2 / n, 1.0, 0.01);
}

// A column's noise does not depend on L nor on which other columns are generated.
TEST(Fourier, LearnedLikeColumnsAreIndependentOfLength)
{
    const EncodingParams p{16, 10000.0, 500, Layout::Interleaved};
    const auto src = makeSource(p, SourceParams{SourceKind::LearnedLike, 0.5, 0.2, 9});
    const Eigen::VectorXd a = src->column(5, 500), b = src->column(5, 100);
    EXPECT_EQ(a.head(100), b);
    EXPECT_NE(src->column(5, 10), src->column(6, 10));
    const auto other = makeSource(p, SourceParams{SourceKind::LearnedLike, 0.5, 0.2, 10});
    EXPECT_NE(other->column(5, 10), src->column(5, 10));
    EXPECT_EQ(makeSource(p, {})->column(5, 50), encodingColumn(p, 5, 50));
    EXPECT_THROW(validate(SourceParams{SourceKind::LearnedLike, 0.5, -1.0, 1}), ParameterError);
    EXPECT_THROW(validate(SourceParams{SourceKind::LearnedLike, 0.5, 11.0, 1}), ParameterError);
}

// Pairs with wavelength 2 pi n^(2k/d) > L_max complete less than one cycle in the window.
TEST(Fourier, SlowPairs)
{
    const EncodingParams p{512, 10000.0, 1000, Layout::Interleaved};
    // 2 pi 10000^(2k/512) > 100  <=>  k > 128 log10(100 / 2 pi) / 4 * ... = 76.9
    EXPECT_EQ(firstPairSlowerThan(p, 100), 77);
    EXPECT_EQ(firstPairSlowerThan(p, 6), 0);
    EXPECT_EQ(firstPairSlowerThan(p, 100000), 256);
}

TEST(Fourier, KeepGridAndColumnSubsets)
{
    const std::vector<int> g = keepGrid(100);
    EXPECT_EQ(g.front(), 1);
    EXPECT_EQ(g.back(), 51);
    EXPECT_TRUE(std::is_sorted(g.begin(), g.end()));
    EXPECT_EQ(keepGrid(1), (std::vector<int>{1}));
    EXPECT_LT(keepGrid(1 << 20).size(), 80u);

    EXPECT_EQ(columnBudget(100, 512), 512);
    EXPECT_EQ(columnBudget(100, 4096), 2621);  // 2^18 samples
    EXPECT_EQ(columnBudget(8192, 2048), 32);   // the budget
    EXPECT_EQ(columnBudget(1 << 15, 4096), 8); // the budget alone
    EXPECT_EQ(columnBudget(1 << 16, 4096), 8); // the floor of 8 columns, 2^19 samples
    EXPECT_EQ(columnBudget(1 << 17, 4096), 8); // the floor
    EXPECT_EQ(columnBudget(1 << 19, 4096), 8); // the floor, at the 2^22 ceiling
    EXPECT_EQ(columnBudget(1 << 20, 4096), 4); // the ceiling caps the floor
    EXPECT_EQ(columnBudget(1 << 22, 4096), 1);
    EXPECT_EQ(columnBudget(1 << 23, 4096), 1); // at least one column
    EXPECT_EQ(columnBudget(1 << 17, 6), 6);    // never more than d
    const std::vector<int> cols = spreadColumns(4096, 32);
    ASSERT_EQ(cols.size(), 32u);
    EXPECT_EQ(cols[0], 0);
    EXPECT_EQ(cols[1], 129); // alternately the first and second column of each block of 128
    int odd = 0;
    for (int c : cols)
        odd += c % 2;
    EXPECT_EQ(odd, 16);
    EXPECT_EQ(spreadColumns(10, 50).size(), 10u);
}

TEST(Fourier, ErrorsAndSigmaExtrapolation)
{
    const EncodingParams p{16, 100.0, 400, Layout::Interleaved};
    std::vector<int> cols(16);
    for (int j = 0; j < 16; ++j)
        cols[j] = j;
    // Sinusoidal source: eq. (2) is exact; all bins rebuild the window.
    const auto pe = makeSource(p, {});
    const FourierBasis a = analyseColumns(*pe, p, {}, 100, cols, true);
    EXPECT_NEAR(sigmaFactor(a, SigmaScale::Matched), 1.0, 1e-12);
    EXPECT_NEAR(sigmaError(a, SigmaScale::Matched).rmseInside, 0.0, 1e-12);
    EXPECT_NEAR(sigmaError(a, SigmaScale::Matched).rmseOutside, 0.0, 1e-12);
    EXPECT_EQ(sigmaFactor(a, SigmaScale::Printed), a.sigmaSource);
    ASSERT_EQ(a.errorCurve.back().keep, 51);
    EXPECT_LT(a.errorCurve.back().rmseInside, 1e-9);
    EXPECT_GT(a.errorCurve.back().rmseOutside, 0.01);     // slow pairs do not repeat every 100
    for (std::size_t i = 1; i < a.errorCurve.size(); ++i) // inside error never grows with K
        EXPECT_LE(a.errorCurve[i].rmseInside, a.errorCurve[i - 1].rmseInside + 1e-12);

    // The RMSE from reconstructPeriods, computed here by hand, matches reconstructionError.
    const auto periods = reconstructPeriods(a, 5);
    double in = 0, out = 0;
    for (std::size_t c = 0; c < cols.size(); ++c)
        for (long i = 0; i < p.length; ++i) {
            const double e = periods[c][i % 100] - a.columns[c].truth[i];
            (i < 100 ? in : out) += e * e;
        }
    const ErrorPoint e5 = reconstructionError(a, 5);
    EXPECT_NEAR(e5.rmseInside, std::sqrt(in / (16 * 100)), 1e-12);
    EXPECT_NEAR(e5.rmseOutside, std::sqrt(out / (16 * 300)), 1e-12);

    // Learned-like: sigma rescaling inflates the amplitude by the noise.
    const SourceParams noisy{SourceKind::LearnedLike, 0.5, 0.3, 3};
    const FourierBasis b = analyseColumns(*makeSource(p, noisy), p, noisy, 100, cols, false);
    EXPECT_TRUE(b.errorCurve.empty());
    EXPECT_GT(sigmaFactor(b, SigmaScale::Matched), 0.5);
    EXPECT_NEAR(b.sigmaSource, std::sqrt(0.25 * b.sigmaEncoding * b.sigmaEncoding + 0.09), 0.03);
    EXPECT_THROW(analyseColumns(*pe, p, {}, 401, cols, false), ParameterError);
}

TEST(Fourier, DrawingHelpers)
{
    std::mt19937 rng(4);
    const Eigen::VectorXd period = randomVector(rng, 37);
    const BlockAxis axis = BlockAxis::fit(5, 500, 23);
    const Eigen::VectorXd full = tile(period, 500);
    const std::vector<double> means = periodicBlockMeans(period, axis), direct = blockMeans(full, axis);
    for (int i = 0; i < axis.cells; ++i)
        EXPECT_NEAR(means[i], direct[i], 1e-12);
    const std::vector<double> mx = blockMax(full, axis);
    const Envelope env = envelope(full, axis);
    for (int i = 0; i < axis.cells; ++i)
        EXPECT_EQ(mx[i], full.segment(axis.blockBegin(i), axis.blockSize(i)).maxCoeff());
    EXPECT_EQ(env.x.size(), 2u * axis.cells);
    EXPECT_TRUE(std::is_sorted(env.x.begin(), env.x.end()));
    EXPECT_EQ(*std::max_element(env.y.begin(), env.y.end()), full.segment(5, 495).maxCoeff());
}

// The progress callback sees increasing fractions up to 1, and returning false stops the
// analysis with an incomplete basis; a complete one equals the analysis without a callback.
TEST(Fourier, AnalysisReportsProgressAndStops)
{
    const EncodingParams p{64, 100.0, 300, Layout::Interleaved};
    std::vector<int> cols(64);
    for (int j = 0; j < 64; ++j)
        cols[j] = j;
    const auto pe = makeSource(p, {});
    std::vector<double> seen;
    const FourierBasis a = analyseColumns(*pe, p, {}, 150, cols, true, {}, [&](double f) {
        seen.push_back(f);
        return true;
    });
    ASSERT_GE(seen.size(), 2u);
    for (std::size_t i = 1; i < seen.size(); ++i)
        EXPECT_GE(seen[i], seen[i - 1]);
    EXPECT_NEAR(seen.back(), 1.0, 1e-12);
    EXPECT_TRUE(a.complete);
    const FourierBasis plain = analyseColumns(*pe, p, {}, 150, cols, true);
    ASSERT_EQ(a.errorCurve.size(), plain.errorCurve.size());
    for (std::size_t i = 0; i < a.errorCurve.size(); ++i)
        EXPECT_EQ(a.errorCurve[i].rmseOutside, plain.errorCurve[i].rmseOutside);
    EXPECT_EQ(a.columns[37].order, plain.columns[37].order);

    int calls = 0;
    const FourierBasis stopped = analyseColumns(*pe, p, {}, 150, cols, true, {}, [&](double) { return ++calls < 2; });
    EXPECT_FALSE(stopped.complete);
    EXPECT_EQ(calls, 2);
    EXPECT_LT(stopped.errorCurve.size(), plain.errorCurve.size()); // stopped before the end
}

// The error curve from Parseval (inside) and the folded spectrum (outside) equals the
// brute-force RMSE of the reconstructed periods, for random K and windows that leave every
// kind of remainder past the window (none, a few positions, most of a period, less than one
// period), on a noisy source whose spectrum has no exact ties.
TEST(Fourier, ParsevalErrorsMatchBruteForce)
{
    std::mt19937 rng(11);
    const SourceParams noisy{SourceKind::LearnedLike, 0.5, 0.3, 5};
    for (const auto& [length, window] : std::vector<std::pair<long, long>>{{400, 100},
                                                                           {401, 100},
                                                                           {499, 100},
                                                                           {450, 100},
                                                                           {130, 100},
                                                                           {257, 128},
                                                                           {100, 100},
                                                                           {1000, 37},
                                                                           {60, 37},
                                                                           {74, 37}}) {
        const EncodingParams p{12, 100.0, length, Layout::Interleaved};
        std::vector<int> cols(12);
        for (int j = 0; j < 12; ++j)
            cols[j] = j;
        const FourierBasis a = analyseColumns(*makeSource(p, noisy), p, noisy, window, cols, true);
        std::vector<int> keeps;
        std::uniform_int_distribution<int> pick(1, a.maxKeep());
        for (int i = 0; i < 6; ++i)
            keeps.push_back(pick(rng));
        keeps.push_back(a.maxKeep());
        std::sort(keeps.begin(), keeps.end());
        keeps.erase(std::unique(keeps.begin(), keeps.end()), keeps.end());
        const FourierBasis withCurve = analyseColumns(*makeSource(p, noisy), p, noisy, window, cols, true, keeps);
        ASSERT_EQ(withCurve.errorCurve.size(), keeps.size());
        for (std::size_t i = 0; i < keeps.size(); ++i) {
            const int k = keeps[i];
            const auto periods = reconstructPeriods(a, k); // one inverse FFT per column
            double in = 0, out = 0;
            for (std::size_t c = 0; c < cols.size(); ++c)
                for (long t = 0; t < length; ++t) {
                    const double e = periods[c][t % window] - a.columns[c].truth[t];
                    (t < window ? in : out) += e * e;
                }
            const double bruteIn = std::sqrt(in / (12.0 * window));
            const ErrorPoint fast = reconstructionError(a, k);
            SCOPED_TRACE(testing::Message() << "L = " << length << ", N = " << window << ", K = " << k);
            EXPECT_NEAR(fast.rmseInside, bruteIn, 1e-12);
            EXPECT_NEAR(withCurve.errorCurve[i].rmseInside, bruteIn, 1e-12);
            if (length > window) {
                const double bruteOut = std::sqrt(out / (12.0 * (length - window)));
                EXPECT_NEAR(fast.rmseOutside, bruteOut, 1e-10);
                EXPECT_NEAR(withCurve.errorCurve[i].rmseOutside, bruteOut, 1e-10);
            } else {
                EXPECT_TRUE(std::isnan(fast.rmseOutside));
            }
        }
        // Both paths for the partial period (bin by bin and inverse FFT) agree: a single keep
        // uses the bin-by-bin sum, the full grid may use inverse FFTs.
        const std::vector<int> grid = keepGrid(window);
        for (std::size_t i = 0; i < grid.size(); i += 5) {
            double in1 = 0, out1 = 0;
            std::vector<double> ins(grid.size(), 0.0), outs(grid.size(), 0.0);
            columnSquaredErrors(a.columns[3], a.columns[3].order, window, length, {grid[i]}, &in1, &out1);
            columnSquaredErrors(a.columns[3], a.columns[3].order, window, length, grid, ins.data(), outs.data());
            EXPECT_NEAR(in1, ins[i], 1e-9);
            EXPECT_NEAR(out1, outs[i], 1e-9);
            // The shared table of phases gives the same numbers as the direct sines.
            const std::vector<std::complex<double>> roots = unitRoots(window);
            double in2 = 0, out2 = 0;
            columnSquaredErrors(a.columns[3], a.columns[3].order, window, length, {grid[i]}, &in2, &out2, &roots);
            EXPECT_DOUBLE_EQ(in2, in1);
            EXPECT_DOUBLE_EQ(out2, out1);
        }
    }
}

// Many columns share one table of phases; the block means are those of each column alone.
TEST(Fourier, BasisBlockMeansMatchColumnByColumn)
{
    const EncodingParams p{64, 10000.0, 301, Layout::Interleaved};
    SourceParams s;
    s.kind = SourceKind::LearnedLike;
    std::vector<int> cols(64);
    std::iota(cols.begin(), cols.end(), 0);
    const FourierBasis b = analyseColumns(*makeSource(p, s), p, s, 150, cols, false);
    const BlockAxis axis = BlockAxis::fit(0, p.length, 100);
    for (int keep : {1, 5, 76}) {
        const std::vector<std::vector<double>> all = reconstructionBlockMeans(b, keep, axis);
        ASSERT_EQ(all.size(), cols.size());
        for (std::size_t c = 0; c < cols.size(); c += 7) {
            const std::vector<double> one =
                reconstructionBlockMeans(b.columns[c].bins, b.window, topBins(b, b.columns[c], keep), axis);
            for (int i = 0; i < axis.cells; ++i)
                EXPECT_NEAR(all[c][i], one[i], 1e-12) << "column " << c << " keep " << keep << " cell " << i;
        }
    }
}

// The per-cell display helpers equal the full-resolution computations they replace.
TEST(Fourier, PixelCellHelpersMatchFullResolution)
{
    std::mt19937 rng(8);
    for (long n : {1L, 2L, 37L, 64L, 1000L}) {
        const Eigen::VectorXcd bins = realFft(randomVector(rng, n));
        for (int cells : {1, 7, 40, 3000}) {
            const BlockAxis spec = BlockAxis::fit(0, n / 2 + 1, cells);
            const std::vector<double> slow = blockMax(amplitudeDb(bins, n), spec), fast = blockMaxDb(bins, n, spec);
            for (int i = 0; i < spec.cells; ++i)
                EXPECT_NEAR(fast[i], slow[i], 1e-9);
            for (int keep : {1, 3, static_cast<int>(n / 2 + 1)}) {
                const std::vector<int> kept = dominantBins(bins, keep);
                // Positions past the window, a range not starting at 0, blocks of 1 and more.
                for (const BlockAxis& axis :
                     {BlockAxis::fit(0, 5 * n + 3, cells), BlockAxis::fit(3, 2 * n + 4, cells)}) {
                    const std::vector<double> expected = periodicBlockMeans(reconstructPeriod(bins, n, kept), axis);
                    const std::vector<double> got = reconstructionBlockMeans(bins, n, kept, axis);
                    ASSERT_EQ(got.size(), expected.size());
                    for (int i = 0; i < axis.cells; ++i)
                        EXPECT_NEAR(got[i], expected[i], 1e-9) << "n " << n << " keep " << keep << " cell " << i;
                }
            }
        }
    }
}

// The rotation recurrence of encodingColumn stays within a few ulps of sin/cos(w t), also
// for the fastest pair and positions near 1e6 (the direct angle w t itself is only good to
// about |w t| x 2e-16, so the tolerance grows with it: the rounding of either method).
TEST(Fourier, EncodingColumnMatchesDirectSines)
{
    const EncodingParams p{64, 10000.0, 1 << 20, Layout::Interleaved};
    for (int j : {0, 1, 17, 63}) {
        const Eigen::VectorXd v = encodingColumn(p, j, p.length);
        const double w = omega(p, j / 2);
        for (long t = 0; t < p.length; t += 997) {
            const double a = reducedAngle(w, static_cast<double>(t));
            EXPECT_NEAR(v[t], j % 2 == 0 ? std::sin(a) : std::cos(a), 1e-14 + 4e-16 * w * t) << "j " << j << " t " << t;
        }
        for (long t = p.length - 40; t < p.length; ++t) {
            const double a = reducedAngle(w, static_cast<double>(t));
            EXPECT_NEAR(v[t], j % 2 == 0 ? std::sin(a) : std::cos(a), 1e-14 + 4e-16 * w * t) << "j " << j << " t " << t;
        }
    }
}

// The partially ranked order of a basis gives the same K dominant bins as a full sort, for
// every K (at the cuts of the grid and between them).
TEST(Fourier, TopBinsMatchAFullSort)
{
    const EncodingParams p{8, 100.0, 1000, Layout::Interleaved};
    const SourceParams noisy{SourceKind::LearnedLike, 0.5, 0.3, 2};
    const FourierBasis a = analyseColumns(*makeSource(p, noisy), p, noisy, 900, {0, 5}, false);
    for (const FourierColumn& c : a.columns)
        for (int k = 0; k <= a.maxKeep(); k += (k < 40 ? 1 : 7)) {
            std::vector<int> fast = topBins(a, c, k), full = dominantBins(c.bins, k);
            std::sort(fast.begin(), fast.end());
            std::sort(full.begin(), full.end());
            ASSERT_EQ(fast, full) << "K = " << k;
        }
    // Ties go to the lower bin, as in dominantBins: a constant-magnitude spectrum.
    const Eigen::VectorXcd flat = Eigen::VectorXcd::Ones(20);
    const std::vector<int> order = partitionedBins(flat, {3, 7});
    std::vector<int> first(order.begin(), order.begin() + 3);
    std::sort(first.begin(), first.end());
    EXPECT_EQ(first, (std::vector<int>{0, 1, 2}));
}

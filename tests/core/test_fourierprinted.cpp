// Eq. (2) and eq. (3) as printed (SigmaScale::Printed, FourierSum::Printed) against an
// independent computation: values from NumPy pasted below, and a naive O(N^2) DFT written
// out here; and the Fourier cells at L = 2^20 (issue 17: the heatmaps were blank there).

#include "core/analysis/fourier/fourier.h"
#include "core/formula/formula.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <complex>
#include <numeric>
#include <utility>
#include <vector>

using namespace pe::core;

namespace {

/// A table of values (rows = positions) seen as an embedding source, as a loaded table is.
class RowsSource : public EmbeddingSource {
public:
    RowsSource(std::vector<std::vector<double>> rows)
        : m_rows(std::move(rows))
    {
    }
    int dim() const override { return static_cast<int>(m_rows.front().size()); }
    std::string name() const override { return "table"; }
    Eigen::VectorXd column(int j, long count) const override
    {
        Eigen::VectorXd c(count);
        for (long t = 0; t < count; ++t)
            c[t] = m_rows[static_cast<std::size_t>(t)][static_cast<std::size_t>(j)];
        return c;
    }

private:
    std::vector<std::vector<double>> m_rows;
};

std::vector<int> iota(int n)
{
    std::vector<int> v(n);
    std::iota(v.begin(), v.end(), 0);
    return v;
}

/// The printed formula written out: X_k = sum_t x_t e^{-2 pi j k t / N} by a direct loop, the
/// K largest |X_k| among k = 1 .. N/2 (ties: the lower k) by a full sort, and
/// p_i = (2/N) sum Re[X_k e^{2 pi j k i / N}] at i = 0 .. length-1.
std::vector<double> printedByHand(const Eigen::VectorXd& x, long n, int keep, long length)
{
    std::vector<std::complex<double>> bins(n / 2 + 1);
    for (long k = 0; k <= n / 2; ++k)
        for (long t = 0; t < n; ++t)
            bins[k] += x[t] * std::polar(1.0, -kTwoPi * static_cast<double>((k * t) % n) / static_cast<double>(n));
    std::vector<long> ks;
    for (long k = 1; k <= n / 2; ++k)
        ks.push_back(k);
    std::sort(ks.begin(), ks.end(), [&](long a, long b) {
        return std::norm(bins[a]) != std::norm(bins[b]) ? std::norm(bins[a]) > std::norm(bins[b]) : a < b;
    });
    ks.resize(std::min<std::size_t>(ks.size(), keep));
    std::vector<double> p(length, 0.0);
    for (long i = 0; i < length; ++i)
        for (long k : ks)
            p[i] +=
                2.0 / n *
                (bins[k] * std::polar(1.0, kTwoPi * static_cast<double>((k * i) % n) / static_cast<double>(n))).real();
    return p;
}

} // namespace

// A 12 x 4 table, window N = 8, K = 2. Made with NumPy 1.24:
//   rng = np.random.default_rng(7); pe = the interleaved PE at d = 4, n = 100;
//   x = np.round(0.5 * pe + 0.3 * rng.normal(size=(12, 4)) + 0.2, 3)
//   X = np.fft.rfft(x[:8, j]); the 2 largest |X_b| among b >= 1 (printed) or b >= 0 (full);
//   printed: p_i = 2/8 * sum(Re(X_b e^{2 pi j b i / 8})), full: 1/8 * sum(c_b Re(...)) with
//   c_0 = c_4 = 1, else 2; sigma = x[:8].std(), sigma_PE = pe[:8].std();
//   RMSE of a * pe - x over rows 0..7 and 8..11.
// Column 3 keeps the Nyquist bin 4 in both: printed weights it 2/8, full 1/8.
TEST(FourierPrinted, MatchesNumPyOnASmallTable)
{
    const std::vector<std::vector<double>> rows{
        {0.2, 0.79, 0.118, 0.433},     {0.484, 0.173, 0.268, 1.1},      {0.507, -0.194, 0.446, 0.797},
        {0.302, -0.574, 0.339, 0.886}, {-0.582, -0.264, -0.176, 0.274}, {-0.832, 0.271, 0.059, 0.72},
        {0.107, 0.624, -0.273, 0.451}, {0.514, 0.611, 0.063, 0.439},    {0.401, -0.115, 0.877, 0.306},
        {0.396, 0.01, 0.417, 0.477},   {-0.039, -0.2, 0.253, 0.493},    {0.108, -0.262, 0.903, 0.463}};
    const double printed[12][4] = {
        {0.21661479041326115, 0.5744062677874443, -0.0918440385848747, -0.26959403858487463},
        {0.24695005384062474, -0.10153069990999371, 0.38482479233549316, 0.4817722311248016},
        {0.5441614716074871, -0.31255450006558516, 0.11198669721886889, -0.06480567298968126},
        {0.17047130239668482, -0.7459259735953043, 0.2976300955010707, 0.4423072420204711},
        {-0.714614790413261, -0.33690626778744437, -0.21515596141512533, -0.3254059614151253},
        {-0.8289500538406249, -0.1359693000900063, -0.07782479233549314, 0.11322776887519834},
        {-0.04616147160748729, 0.5500545000655851, -0.41898669721886894, -0.5301943270103187},
        {0.41152869760331534, 0.5084259735953043, 0.009369904498929271, 0.15269275797952886},
        {0.21661479041326123, 0.5744062677874444, -0.09184403858487476, -0.2695940385848747},
        {0.24695005384062463, -0.10153069990999361, 0.38482479233549316, 0.4817722311248016},
        {0.5441614716074871, -0.31255450006558505, 0.11198669721886889, -0.06480567298968126},
        {0.17047130239668595, -0.7459259735953042, 0.297630095501071, 0.44230724202047134}};
    const double full[12][4] = {{0.21661479041326115, 0.6352812677874443, 0.16715596141512534, 0.48874999999999996},
                                {0.24695005384062474, 0.19684430009000628, 0.3368247923354932, 0.7862499999999999},
                                {0.5441614716074871, -0.25167950006558515, 0.3709866972188689, 0.48874999999999996},
                                {0.17047130239668482, -0.44755097359530427, 0.2496300955010707, 0.7862499999999999},
                                {-0.714614790413261, -0.27603126778744436, 0.04384403858487472, 0.48874999999999996},
                                {-0.8289500538406249, 0.16240569990999368, -0.12582479233549315, 0.7862499999999999},
                                {-0.04616147160748729, 0.6109295000655851, -0.1599866972188689, 0.48874999999999996},
                                {0.41152869760331534, 0.8068009735953043, -0.038630095501070744, 0.7862499999999999},
                                {0.21661479041326123, 0.6352812677874444, 0.1671559614151253, 0.48874999999999996},
                                {0.24695005384062463, 0.1968443000900064, 0.3368247923354931, 0.7862499999999999},
                                {0.5441614716074871, -0.25167950006558504, 0.3709866972188689, 0.48874999999999996},
                                {0.17047130239668595, -0.44755097359530416, 0.249630095501071, 0.7862499999999999}};
    const EncodingParams p{4, 100.0, 12, Layout::Interleaved};
    const RowsSource table(rows);
    SourceParams asTable;
    asTable.kind = SourceKind::LearnedLike; // not the formula: eq. (2) compares it with a * PE
    for (FourierSum sum : {FourierSum::Printed, FourierSum::Full}) {
        const auto& expected = sum == FourierSum::Printed ? printed : full;
        SCOPED_TRACE(fourierSumName(sum));
        const std::vector<Eigen::VectorXd> periods = reconstructColumns(table, 8, 2, iota(4), sum);
        const FourierBasis b = analyseColumns(table, p, asTable, 8, iota(4), true, {}, {}, sum);
        const std::vector<Eigen::VectorXd> fromBasis = reconstructPeriods(b, 2);
        const auto cells = reconstructionBlockMeans(b, 2, BlockAxis::fit(0, 12, 12));
        for (int j = 0; j < 4; ++j)
            for (int i = 0; i < 12; ++i) {
                EXPECT_NEAR(periods[j][i % 8], expected[i][j], 1e-12) << "column " << j << ", position " << i;
                EXPECT_NEAR(fromBasis[j][i % 8], expected[i][j], 1e-12);
                EXPECT_NEAR(cells[j][i], expected[i][j], 1e-12);
                EXPECT_NEAR(reconstructAt(b.columns[j].bins, 8, topBins(b, b.columns[j], 2), i, sum), expected[i][j],
                            1e-12);
            }
    }
    const FourierBasis b = analyseColumns(table, p, asTable, 8, iota(4), false);
    EXPECT_NEAR(b.sigmaSource, 0.4378642758018031, 1e-12);
    EXPECT_NEAR(b.sigmaEncoding, 0.5990298599747185, 1e-12);
    EXPECT_NEAR(sigmaFactor(b, SigmaScale::Printed), 0.4378642758018031, 1e-12);
    EXPECT_NEAR(sigmaFactor(b, SigmaScale::Matched), 0.7309556752651408, 1e-12);
    const ErrorPoint e2 = sigmaError(b, SigmaScale::Printed), m2 = sigmaError(b, SigmaScale::Matched);
    EXPECT_NEAR(e2.rmseInside, 0.2734015366802202, 1e-12);
    EXPECT_NEAR(e2.rmseOutside, 0.2988413871668598, 1e-12);
    EXPECT_NEAR(m2.rmseInside, 0.2467382497101524, 1e-12);
    EXPECT_NEAR(m2.rmseOutside, 0.35839456812452497, 1e-12);
}

// The synthetic learned-like source, even and odd windows, K from 1 to every bin: every path
// of the printed sum (inverse FFT, direct sum, pixel cells, the CSV's columns, the error curve
// and the error at K) equals the formula written out with a naive DFT.
TEST(FourierPrinted, LearnedLikeMatchesANaiveDft)
{
    const SourceParams noisy{SourceKind::LearnedLike, 0.5, 0.2, 9};
    for (long window : {64L, 51L}) {
        const EncodingParams p{12, 100.0, 150, Layout::Interleaved};
        const auto src = makeSource(p, noisy);
        const int maxKeep = static_cast<int>(window / 2 + 1);
        const std::vector<int> keeps{1, 3, 10, maxKeep - 1, maxKeep};
        const FourierBasis b = analyseColumns(*src, p, noisy, window, iota(12), true, keeps, {}, FourierSum::Printed);
        ASSERT_EQ(b.errorCurve.size(), keeps.size());
        for (std::size_t ki = 0; ki < keeps.size(); ++ki) {
            const int k = keeps[ki];
            SCOPED_TRACE(testing::Message() << "N = " << window << ", K = " << k);
            const auto periods = reconstructPeriods(b, k);
            const auto csv = reconstructColumns(*src, window, k, iota(12), FourierSum::Printed);
            const auto cells = reconstructionBlockMeans(b, k, BlockAxis::fit(0, p.length, 1000));
            double in = 0, out = 0;
            for (int j = 0; j < 12; ++j) {
                const Eigen::VectorXd x = src->column(j, p.length);
                const std::vector<double> hand = printedByHand(x, window, k, p.length);
                for (long i = 0; i < p.length; ++i) {
                    ASSERT_NEAR(periods[j][i % window], hand[i], 1e-12);
                    ASSERT_NEAR(csv[j][i % window], hand[i], 1e-12);
                    ASSERT_NEAR(cells[j][i], hand[i], 1e-12);
                    const double e = hand[i] - x[i];
                    (i < window ? in : out) += e * e;
                }
            }
            const double rmseIn = std::sqrt(in / (12.0 * window)), rmseOut = std::sqrt(out / (12.0 * (150 - window)));
            EXPECT_NEAR(b.errorCurve[ki].rmseInside, rmseIn, 1e-12);
            EXPECT_NEAR(b.errorCurve[ki].rmseOutside, rmseOut, 1e-10);
            EXPECT_NEAR(reconstructionError(b, k).rmseInside, rmseIn, 1e-12);
            EXPECT_NEAR(reconstructionError(b, k).rmseOutside, rmseOut, 1e-10);
        }
        // Without its mean even every bin misses the window; the full sum rebuilds it.
        EXPECT_GT(b.errorCurve.back().rmseInside, 1e-3);
        const FourierBasis full = analyseColumns(*src, p, noisy, window, iota(12), true, keeps);
        EXPECT_LT(full.errorCurve.back().rmseInside, 1e-12);
        // Re-ranking a basis for the other sum gives what a fresh analysis gives.
        const FourierBasis again = resummed(full, FourierSum::Printed);
        for (std::size_t ki = 0; ki < keeps.size(); ++ki) {
            EXPECT_DOUBLE_EQ(again.errorCurve[ki].rmseInside, b.errorCurve[ki].rmseInside);
            EXPECT_DOUBLE_EQ(again.errorCurve[ki].rmseOutside, b.errorCurve[ki].rmseOutside);
        }
        for (int j = 0; j < 12; ++j)
            EXPECT_EQ(topBins(again, again.columns[j], 5), topBins(b, b.columns[j], 5));

        // Eq. (2) as printed: sigma = the std of every value of the window, by a plain loop.
        double sum = 0, sum2 = 0;
        for (int j = 0; j < 12; ++j)
            sum += src->column(j, window).sum();
        const double mean = sum / (12.0 * window);
        for (int j = 0; j < 12; ++j)
            sum2 += (src->column(j, window).array() - mean).square().sum();
        const double sigma = std::sqrt(sum2 / (12.0 * window));
        EXPECT_NEAR(sigmaFactor(b, SigmaScale::Printed), sigma, 1e-12);
        double in = 0, out = 0;
        for (int j = 0; j < 12; ++j) {
            const Eigen::VectorXd x = src->column(j, p.length), pe = encodingColumn(p, j, p.length);
            for (long i = 0; i < p.length; ++i) {
                const double e = sigma * pe[i] - x[i];
                (i < window ? in : out) += e * e;
            }
        }
        EXPECT_NEAR(sigmaError(b, SigmaScale::Printed).rmseInside, std::sqrt(in / (12.0 * window)), 1e-12);
        EXPECT_NEAR(sigmaError(b, SigmaScale::Printed).rmseOutside, std::sqrt(out / (12.0 * (150 - window))), 1e-12);
    }
}

TEST(FourierPrinted, NamesRoundTrip)
{
    for (FourierSum s : {FourierSum::Printed, FourierSum::Full})
        EXPECT_EQ(parseFourierSum(fourierSumName(s)), s);
    for (SigmaScale s : {SigmaScale::Printed, SigmaScale::Matched})
        EXPECT_EQ(parseSigmaScale(sigmaScaleName(s)), s);
    EXPECT_FALSE(parseFourierSum("dc"));
    EXPECT_FALSE(parseSigmaScale("std"));
    EXPECT_EQ(sumWeight(0, 8, FourierSum::Printed), 0.0);
    EXPECT_EQ(sumWeight(4, 8, FourierSum::Printed), 2.0);
    EXPECT_EQ(sumWeight(4, 8, FourierSum::Full), 1.0);
}

// Issue 17: at L = 2^20 with the largest d of the presets the heatmaps of the original and
// the reconstruction were blank: the view analysed one column, column 0, whose block means
// over the thousand positions of a pixel are all about 0. The columns the view analyses there
// (the same budget and spread as computeFourier) give cells that are finite everywhere and
// show the signal in some band (not one flat colour), with either sum and either source.
TEST(FourierPrinted, CellsAtTwoToTheTwentyAreFiniteAndVary)
{
    const long length = 1L << 20;
    const EncodingParams p{4096, 500000.0, length, Layout::Interleaved};
    const std::vector<int> columns = spreadColumns(p.dim, columnBudget(length, p.dim));
    ASSERT_GE(columns.size(), 4u);
    const BlockAxis axis = BlockAxis::fit(0, length, 1000);
    for (SourceKind kind : {SourceKind::Sinusoidal, SourceKind::LearnedLike}) {
        SourceParams s;
        s.kind = kind;
        for (FourierSum sum : {FourierSum::Printed, FourierSum::Full}) {
            SCOPED_TRACE(testing::Message() << sourceName(kind) << ", " << fourierSumName(sum));
            const FourierBasis b =
                analyseColumns(*makeSource(p, s), p, s, (length + 1) / 2, columns, true, {}, {}, sum);
            const auto recon = reconstructionBlockMeans(b, 8, axis);
            double originalSpread = 0, reconSpread = 0;
            for (std::size_t c = 0; c < b.columns.size(); ++c) {
                const std::vector<double> original = blockMeans(b.columns[c].truth, axis);
                for (const std::vector<double>* row : {&original, &recon[c]}) {
                    ASSERT_EQ(static_cast<int>(row->size()), axis.cells);
                    EXPECT_TRUE(std::all_of(row->begin(), row->end(), [](double v) { return std::isfinite(v); }));
                    const auto [lo, hi] = std::minmax_element(row->begin(), row->end());
                    (row == &original ? originalSpread : reconSpread) =
                        std::max(row == &original ? originalSpread : reconSpread, *hi - *lo);
                }
            }
            EXPECT_GT(originalSpread, 0.5); // a slow column swings over most of [-1, 1] (0.5 PE: half)
            EXPECT_GT(reconSpread, 0.5);
            for (const ErrorPoint& e : b.errorCurve)
                EXPECT_TRUE(std::isfinite(e.rmseInside) && std::isfinite(e.rmseOutside));
        }
    }
}

#include "core/formula/formula.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <set>
#include <vector>

using namespace pe::core;

// Article 003, "Exemple détaillé : d_model=8, pos=3" (values printed to 4 decimals there).
TEST(Encoding, WorkedExampleOfArticle003)
{
    const EncodingParams p{8, 10000.0, 10, Layout::Interleaved};
    const double expected[8] = {0.1411, -0.9900, 0.2955, 0.9553, 0.0300, 0.9996, 0.0030, 1.0000};
    const Eigen::VectorXd r = row(p, 3);
    for (int j = 0; j < 8; ++j)
        EXPECT_NEAR(r[j], expected[j], 5e-5) << "dim " << j;
    // Its divisor table: 1, 10, 100, 1000.
    for (int k = 0; k < 4; ++k)
        EXPECT_NEAR(1.0 / omega(p, k), std::pow(10.0, k), 1e-9);
}

// Article 002, "Je suis un robot" with n = 100, d = 4, L = 4 (NumPy, 6 decimals).
TEST(Encoding, JeSuisUnRobotTableOfArticle002)
{
    const EncodingParams p{4, 100.0, 4, Layout::Interleaved};
    const double expected[4][4] = {{0.0, 1.0, 0.0, 1.0},
                                   {0.841471, 0.540302, 0.099833, 0.995004},
                                   {0.909297, -0.416147, 0.198669, 0.980067},
                                   {0.141120, -0.989992, 0.295520, 0.955336}};
    const Eigen::MatrixXd m = matrix(p);
    ASSERT_EQ(m.rows(), 4);
    ASSERT_EQ(m.cols(), 4);
    for (int t = 0; t < 4; ++t)
        for (int j = 0; j < 4; ++j)
            EXPECT_NEAR(m(t, j), expected[t][j], 1e-6) << "t " << t << " j " << j;
}

TEST(Encoding, WavelengthsSpanTwoPiToTwoPiN)
{
    const EncodingParams p{512, 10000.0, 100, Layout::Interleaved};
    EXPECT_DOUBLE_EQ(wavelength(p, 0), kTwoPi);
    // The last pair k = 255 has exponent 510/512: just below 2*pi*n.
    EXPECT_NEAR(wavelength(p, 255), kTwoPi * std::pow(10000.0, 510.0 / 512.0), 1e-6);
    EXPECT_LT(wavelength(p, 255), kTwoPi * 10000.0);
    for (int k = 1; k < 256; ++k)
        EXPECT_GT(wavelength(p, k), wavelength(p, k - 1));
}

TEST(Encoding, ValuesBoundedAndPairsOnTheUnitCircle)
{
    for (const int d : {1, 2, 7, 64, 513}) {
        const EncodingParams p{d, 10000.0, 300, Layout::Interleaved};
        const Eigen::MatrixXd m = matrix(p);
        EXPECT_LE(m.maxCoeff(), 1.0);
        EXPECT_GE(m.minCoeff(), -1.0);
        for (int t = 0; t < p.length; ++t)
            for (int k = 0; 2 * k + 1 < d; ++k)
                EXPECT_NEAR(m(t, 2 * k) * m(t, 2 * k) + m(t, 2 * k + 1) * m(t, 2 * k + 1), 1.0, 1e-12);
    }
}

TEST(Encoding, OddDimensionEndsWithASine)
{
    const EncodingParams p{7, 10000.0, 50, Layout::Interleaved};
    EXPECT_EQ(pairCount(7), 4);
    const Column last = columnAt(p, 6);
    EXPECT_EQ(last.pair, 3);
    EXPECT_TRUE(last.sine);
    EXPECT_NEAR(value(p, 20, 6), std::sin(20 * std::pow(10000.0, -6.0 / 7.0)), 1e-15);
}

TEST(Encoding, RowsAreDistinct)
{
    const EncodingParams p{16, 10000.0, 2000, Layout::Interleaved};
    const Eigen::MatrixXd m = matrix(p);
    for (int t = 0; t < p.length; ++t)
        for (int s = t + 1; s < p.length; ++s)
            ASSERT_GT((m.row(t) - m.row(s)).norm(), 1e-6) << t << " " << s;
}

TEST(Encoding, ConcatenatedIsAColumnPermutationOfInterleaved)
{
    for (const int d : {6, 9}) {
        const EncodingParams inter{d, 777.0, 40, Layout::Interleaved};
        EncodingParams concat = inter;
        concat.layout = Layout::Concatenated;
        const Eigen::MatrixXd a = matrix(inter);
        const Eigen::MatrixXd b = matrix(concat);
        std::set<int> used;
        for (int j = 0; j < d; ++j) {
            const Column c = columnAt(concat, j);
            const int i = columnIndex(inter, c.pair, c.sine);
            used.insert(i);
            EXPECT_EQ((a.col(i) - b.col(j)).norm(), 0.0) << "d " << d << " column " << j;
            EXPECT_EQ(columnIndex(concat, c.pair, c.sine), j);
        }
        EXPECT_EQ(static_cast<int>(used.size()), d);
        // All sines first: the first ceil(d/2) columns of the concatenated layout are sines.
        for (int j = 0; j < d; ++j)
            EXPECT_EQ(columnAt(concat, j).sine, j < pairCount(d));
    }
}

// Values at positions up to 10^6 stay within 1e-6 of the exact value, even stored as float.
TEST(Encoding, PrecisionAtPositionOneMillion)
{
    const EncodingParams p{1024, 10000.0, 1048576, Layout::Interleaved};
    for (const long t : {999999L, 1000000L, 1048575L}) {
        const Eigen::VectorXd r = row(p, t);
        for (int j = 0; j < p.dim; j += 7) {
            const Column c = columnAt(p, j);
            const long double w = std::pow(10000.0L, -2.0L * c.pair / p.dim);
            const long double a = std::fmod(w * static_cast<long double>(t), 2.0L * 3.141592653589793238462643383279L);
            const long double exact = c.sine ? std::sin(a) : std::cos(a);
            EXPECT_NEAR(static_cast<float>(r[j]), static_cast<double>(exact), 1e-6) << "t " << t << " j " << j;
        }
    }
}

TEST(Encoding, CellInfoDescribesTheCell)
{
    const EncodingParams p{8, 10000.0, 10, Layout::Interleaved};
    const CellInfo c = cellInfo(p, 3, 5);
    EXPECT_EQ(c.pair, 2);
    EXPECT_FALSE(c.sine);
    EXPECT_NEAR(c.omega, 0.01, 1e-15);
    EXPECT_NEAR(c.wavelength, 100 * kTwoPi, 1e-9);
    EXPECT_NEAR(c.value, 0.9996, 5e-5);
}

TEST(Params, ErrorsNameTheParameterValueAndRange)
{
    auto message = [](EncodingParams p) {
        try {
            validate(p);
        } catch (const ParameterError& e) {
            return std::string(e.what()) + "|" + e.parameter();
        }
        return std::string("valid");
    };
    EXPECT_EQ(message({512, 10000.0, 100, Layout::Interleaved}), "valid");
    EXPECT_EQ(message({0, 10000.0, 100, Layout::Interleaved}),
              "d = 0 is out of range: it must be an integer from 1 to 8192|d");
    EXPECT_NE(message({8193, 10000.0, 100, Layout::Interleaved}).find("8193"), std::string::npos);
    EXPECT_NE(message({8, 1.0, 100, Layout::Interleaved}).find("n = 1 is out of range"), std::string::npos);
    EXPECT_NE(message({8, std::nan(""), 100, Layout::Interleaved}).find("|n"), std::string::npos);
    EXPECT_NE(message({8, INFINITY, 100, Layout::Interleaved}).find("|n"), std::string::npos);
    EXPECT_NE(message({8, 100.0, 0, Layout::Interleaved}).find("L = 0 is out of range"), std::string::npos);
    EXPECT_NE(message({8, 100.0, 1048577, Layout::Interleaved}).find("1048576"), std::string::npos);
    EXPECT_THROW(validatePosition({8, 100.0, 10, Layout::Interleaved}, 10), ParameterError);
    EXPECT_NO_THROW(validatePosition({8, 100.0, 10, Layout::Interleaved}, 9));
}

TEST(Params, LayoutNames)
{
    EXPECT_EQ(parseLayout("interleaved"), Layout::Interleaved);
    EXPECT_EQ(parseLayout("concatenated"), Layout::Concatenated);
    EXPECT_FALSE(parseLayout("sideways").has_value());
    EXPECT_EQ(layoutName(Layout::Concatenated), "concatenated");
}

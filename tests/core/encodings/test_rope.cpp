#include "core/encodings/rope.h"
#include "core/formula/params.h"

#include "reference_rope.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

using namespace pe::core;

namespace {

constexpr double kPi = 3.14159265358979323846;

// d = 96, base = 500000, s = 8, L0 = 4096: the configuration of reference.py.
RopeParams referenceParams(RopeScaling scaling)
{
    RopeParams p;
    p.dim = 96;
    p.base = 500000.0;
    p.scaling = scaling;
    p.factor = 8.0;
    p.originalLength = 4096;
    return p;
}

Eigen::VectorXd fromStd(const std::vector<double>& v)
{
    return Eigen::Map<const Eigen::VectorXd>(v.data(), static_cast<Eigen::Index>(v.size()));
}

void expectAllDoubleEq(const Eigen::VectorXd& actual, const std::vector<double>& expected)
{
    ASSERT_EQ(actual.size(), static_cast<Eigen::Index>(expected.size()));
    for (Eigen::Index i = 0; i < actual.size(); ++i)
        EXPECT_DOUBLE_EQ(actual[i], expected[static_cast<size_t>(i)]) << "pair " << i;
}

// Rotates every interleaved pair (2i, 2i+1) of x by position * angles[i], as RoFormer does.
Eigen::VectorXd rotate(const Eigen::VectorXd& x, const Eigen::VectorXd& angles, double position)
{
    Eigen::VectorXd y(x.size());
    for (Eigen::Index i = 0; i < angles.size(); ++i) {
        const double c = std::cos(position * angles[i]);
        const double s = std::sin(position * angles[i]);
        y[2 * i] = c * x[2 * i] - s * x[2 * i + 1];
        y[2 * i + 1] = s * x[2 * i] + c * x[2 * i + 1];
    }
    return y;
}

void expectParameterError(const RopeParams& p, const std::string& parameter, const std::string& valueText)
{
    try {
        p.validate();
        FAIL() << "no ParameterError for " << parameter;
    } catch (const ParameterError& e) {
        EXPECT_EQ(e.parameter(), parameter);
        EXPECT_NE(std::string(e.what()).find(parameter + " = " + valueText), std::string::npos) << e.what();
    }
}

} // namespace

TEST(Rope, BaseAnglesMatchHuggingFaceDefault)
{
    expectAllDoubleEq(ropeAngles(referenceParams(RopeScaling::None)), pe_ref::ropeDefault);
    expectAllDoubleEq(ropeBaseAngles(96, 500000.0), pe_ref::ropeDefault);
}

TEST(Rope, PositionInterpolationMatchesHuggingFaceLinear)
{
    expectAllDoubleEq(ropeAngles(referenceParams(RopeScaling::Pi)), pe_ref::ropePi);
}

TEST(Rope, NtkMatchesHuggingFace)
{
    EXPECT_DOUBLE_EQ(ropeNtkBase(96, 500000.0, 8.0), pe_ref::ropeNtkBase);
    expectAllDoubleEq(ropeAngles(referenceParams(RopeScaling::Ntk)), pe_ref::ropeNtk);
}

TEST(Rope, NtkBaseFormula)
{
    for (int d : {4, 64, 96, 128}) {
        for (double s : {1.0, 2.0, 8.0, 37.5}) {
            const double expected = 500000.0 * std::pow(s, static_cast<double>(d) / (d - 2));
            EXPECT_DOUBLE_EQ(ropeNtkBase(d, 500000.0, s), expected);
            RopeParams p = referenceParams(RopeScaling::Ntk);
            p.dim = d;
            p.factor = s;
            const Eigen::VectorXd angles = ropeAngles(p);
            const Eigen::VectorXd plain = ropeBaseAngles(d, expected);
            for (Eigen::Index i = 0; i < angles.size(); ++i)
                EXPECT_DOUBLE_EQ(angles[i], plain[i]);
            // The exponent d/(d-2) makes the lowest frequency exactly theta_last / s (interpolated,
            // as pi would) while theta_0 = 1 stays (extrapolated).
            const double last = ropeBaseAngles(d, 500000.0)[d / 2 - 1];
            EXPECT_NEAR(angles[d / 2 - 1], last / s, 1e-12 * last);
            EXPECT_EQ(angles[0], 1.0);
        }
    }
}

TEST(Rope, YarnRangeMatchesHuggingFace)
{
    const YarnRange r = yarnCorrectionRange(referenceParams(RopeScaling::Yarn));
    EXPECT_DOUBLE_EQ(r.lowDim, pe_ref::yarnLowDim);
    EXPECT_DOUBLE_EQ(r.highDim, pe_ref::yarnHighDim);
    EXPECT_EQ(r.low, pe_ref::yarnLow);
    EXPECT_EQ(r.high, pe_ref::yarnHigh);
    EXPECT_DOUBLE_EQ(yarnCorrectionDim(32, 96, 500000.0, 4096), pe_ref::yarnLowDim);
}

TEST(Rope, YarnRampAndAnglesMatchHuggingFace)
{
    const RopeParams p = referenceParams(RopeScaling::Yarn);
    expectAllDoubleEq(yarnRamp(p), pe_ref::yarnRamp);
    const Eigen::VectorXd angles = ropeAngles(p);
    expectAllDoubleEq(angles, pe_ref::yarnAngles);
    // Hugging Face computes in float32: the same values to float rounding (a few ulp).
    for (Eigen::Index i = 0; i < angles.size(); ++i) {
        const double hf = pe_ref::yarnAnglesFloat32[static_cast<size_t>(i)];
        EXPECT_NEAR(angles[i], hf, 4.0 * std::numeric_limits<float>::epsilon() * hf) << "pair " << i;
    }
    EXPECT_DOUBLE_EQ(yarnAttentionFactor(8.0), pe_ref::yarnAttentionFactor);
    EXPECT_DOUBLE_EQ(ropeAttentionFactor(p), pe_ref::yarnAttentionFactor);
    EXPECT_EQ(ropeAttentionFactor(referenceParams(RopeScaling::Pi)), 1.0);
}

TEST(Rope, YarnGuardWhenLowEqualsHigh)
{
    RopeParams p;
    p.dim = 8;
    p.base = 10000.0;
    p.scaling = RopeScaling::Yarn;
    p.factor = 4.0;
    p.originalLength = 6;
    const YarnRange r = yarnCorrectionRange(p);
    EXPECT_EQ(r.low, pe_ref::yarnGuardLow);
    EXPECT_EQ(r.high, pe_ref::yarnGuardHigh);
    expectAllDoubleEq(yarnRamp(p), pe_ref::yarnGuardRamp);
    expectAllDoubleEq(ropeAngles(p), pe_ref::yarnGuardAngles);
}

TEST(Rope, YarnRampBounds)
{
    for (long L0 : {64L, 2048L, 4096L, 32768L}) {
        for (double base : {10000.0, 500000.0}) {
            RopeParams p = referenceParams(RopeScaling::Yarn);
            p.originalLength = L0;
            p.base = base;
            const YarnRange r = yarnCorrectionRange(p);
            const Eigen::VectorXd ramp = yarnRamp(p);
            const Eigen::VectorXd theta = ropeBaseAngles(p.dim, p.base);
            const Eigen::VectorXd angles = ropeAngles(p);
            const Eigen::VectorXd gamma = yarnPaperRamps(p);
            for (Eigen::Index i = 0; i < ramp.size(); ++i) {
                EXPECT_GE(ramp[i], 0.0);
                EXPECT_LE(ramp[i], 1.0);
                if (i > 0) {
                    EXPECT_GE(ramp[i], ramp[i - 1]);
                }
                if (i <= r.low) {
                    EXPECT_EQ(ramp[i], 0.0);
                }
                if (i >= r.high) {
                    EXPECT_EQ(ramp[i], 1.0);
                }
                // Between interpolation and extrapolation.
                EXPECT_LE(angles[i], theta[i] * (1 + 1e-15));
                EXPECT_GE(angles[i], theta[i] / p.factor * (1 - 1e-15));
                // The paper's gamma(r) agrees where it saturates: gamma = 1 keeps theta (ramp 0),
                // gamma = 0 interpolates (ramp 1). In between the code's index ramp and the
                // paper's ramp in r differ.
                if (gamma[i] == 1.0) {
                    EXPECT_EQ(ramp[i], 0.0) << "L0 " << L0 << " pair " << i;
                }
                if (gamma[i] == 0.0) {
                    EXPECT_EQ(ramp[i], 1.0) << "L0 " << L0 << " pair " << i;
                }
            }
        }
    }
}

TEST(Rope, YarnRangeInvertedAndExtreme)
{
    // A small base and a long L0 put c(32) above d - 1: low > high, as the references allow; every
    // pair is then interpolated.
    RopeParams p;
    p.dim = 16;
    p.base = 2.0;
    p.scaling = RopeScaling::Yarn;
    p.factor = 5.0;
    p.originalLength = 1L << 20;
    const YarnRange r = yarnCorrectionRange(p);
    EXPECT_EQ(r.low, 98);
    EXPECT_EQ(r.high, 15);
    const Eigen::VectorXd ramp = yarnRamp(p);
    const Eigen::VectorXd angles = ropeAngles(p);
    const Eigen::VectorXd theta = ropeBaseAngles(p.dim, p.base);
    for (Eigen::Index i = 0; i < ramp.size(); ++i) {
        EXPECT_EQ(ramp[i], 1.0);
        EXPECT_DOUBLE_EQ(angles[i], theta[i] / 5.0);
    }
    // A base barely above 1 puts the bounds far beyond int; they saturate instead of overflowing.
    p.dim = 8192;
    p.base = 1.0000001;
    const YarnRange far = yarnCorrectionRange(p);
    EXPECT_GT(far.low, 1000000000L);
    EXPECT_EQ(far.high, 8191);
    EXPECT_EQ(yarnRamp(p).minCoeff(), 1.0);
}

TEST(Rope, YarnPaperRamp)
{
    EXPECT_EQ(yarnPaperRamp(0.5), 0.0);
    EXPECT_EQ(yarnPaperRamp(1.0), 0.0);
    EXPECT_DOUBLE_EQ(yarnPaperRamp(16.5), 0.5);
    EXPECT_EQ(yarnPaperRamp(32.0), 1.0);
    EXPECT_EQ(yarnPaperRamp(100.0), 1.0);
    EXPECT_DOUBLE_EQ(yarnPaperRamp(3.0, 2.0, 4.0), 0.5);
    const RopeParams p = referenceParams(RopeScaling::Yarn);
    const Eigen::VectorXd theta = ropeBaseAngles(p.dim, p.base);
    const Eigen::VectorXd gamma = yarnPaperRamps(p);
    for (Eigen::Index i = 0; i < gamma.size(); ++i)
        EXPECT_DOUBLE_EQ(gamma[i], yarnPaperRamp(4096.0 * theta[i] / (2 * kPi)));
}

TEST(Rope, YarnAttentionFactor)
{
    EXPECT_EQ(yarnAttentionFactor(1.0), 1.0);
    EXPECT_DOUBLE_EQ(yarnAttentionFactor(16.0), 0.1 * std::log(16.0) + 1.0);
}

TEST(Rope, Wavelengths)
{
    for (RopeScaling s : {RopeScaling::None, RopeScaling::Pi, RopeScaling::Ntk, RopeScaling::Yarn}) {
        const RopeParams p = referenceParams(s);
        const Eigen::VectorXd angles = ropeAngles(p);
        const Eigen::VectorXd lambda = ropeWavelengths(p);
        for (Eigen::Index i = 0; i < angles.size(); ++i)
            EXPECT_DOUBLE_EQ(lambda[i], 2 * kPi / angles[i]);
    }
    EXPECT_DOUBLE_EQ(ropeWavelengths(referenceParams(RopeScaling::None))[0], 2 * kPi);
}

TEST(Rope, ScoresMatchHuggingFaceRotateHalf)
{
    const Eigen::VectorXd q = fromStd(pe_ref::scoreQ);
    const Eigen::VectorXd k = fromStd(pe_ref::scoreK);
    const Eigen::VectorXd ones = Eigen::VectorXd::Ones(96);
    const std::vector<double>* expectedOnes[] = {&pe_ref::scoreOnesNone, &pe_ref::scoreOnesPi, &pe_ref::scoreOnesNtk,
                                                 &pe_ref::scoreOnesYarn};
    const std::vector<double>* expectedRandom[] = {&pe_ref::scoreRandomNone, &pe_ref::scoreRandomPi,
                                                   &pe_ref::scoreRandomNtk, &pe_ref::scoreRandomYarn};
    int s = 0;
    for (RopeScaling scaling : {RopeScaling::None, RopeScaling::Pi, RopeScaling::Ntk, RopeScaling::Yarn}) {
        const Eigen::VectorXd angles = ropeAngles(referenceParams(scaling));
        for (size_t j = 0; j < pe_ref::scoreQueryPos.size(); ++j) {
            const long m = pe_ref::scoreQueryPos[j];
            const long n = pe_ref::scoreKeyPos[j];
            // Hugging Face rotates at absolute positions up to 123456 (angles ~1e5 rad) in its own
            // order; the score from the offset agrees to the rounding of those angles.
            EXPECT_NEAR(ropeScoreAt(angles, ones, ones, m, n), (*expectedOnes[s])[j], 1e-9)
                << ropeScalingName(scaling) << " " << m << " -> " << n;
            EXPECT_NEAR(ropeScoreAt(angles, q, k, m, n), (*expectedRandom[s])[j], 1e-9)
                << ropeScalingName(scaling) << " " << m << " -> " << n;
        }
        ++s;
    }
}

TEST(Rope, ScoreEqualsExplicitRotationAtAbsolutePositions)
{
    // The sign of the sine term: rotate q by its position, k by its own, take the dot product.
    const Eigen::VectorXd q = fromStd(pe_ref::scoreQ);
    const Eigen::VectorXd k = fromStd(pe_ref::scoreK);
    const Eigen::VectorXd angles = ropeAngles(referenceParams(RopeScaling::Yarn));
    for (long m : {0L, 1L, 17L, 300L}) {
        for (long n : {0L, 2L, 17L, 290L, 1000L}) {
            const double explicitScore = rotate(q, angles, m).dot(rotate(k, angles, n));
            EXPECT_NEAR(ropeScoreAt(angles, q, k, m, n), explicitScore, 1e-10) << m << " -> " << n;
        }
    }
    // By hand, d = 2, theta = pi/2: q = e0 at 0, k = e1 at 1; R(pi/2) e1 = -e0, so the score is -1
    // (the sine coefficient is q1 k0 - q0 k1 for offset = key - query).
    Eigen::VectorXd a(1);
    a << kPi / 2;
    Eigen::VectorXd e0(2), e1(2);
    e0 << 1, 0;
    e1 << 0, 1;
    EXPECT_NEAR(ropeScore(a, e0, e1, 1.0), -1.0, 1e-15);
    EXPECT_NEAR(ropeScore(a, e1, e0, 1.0), 1.0, 1e-15);
}

TEST(Rope, AllOnesScoreAtZeroIsD)
{
    for (RopeScaling s : {RopeScaling::None, RopeScaling::Pi, RopeScaling::Ntk, RopeScaling::Yarn}) {
        const RopeParams p = referenceParams(s);
        const Eigen::VectorXd angles = ropeAngles(p);
        EXPECT_DOUBLE_EQ(ropeScoreOnes(angles, 0.0), 96.0);
        EXPECT_DOUBLE_EQ(RopeEncoding(p).atOffset(0), 96.0);
        // Symmetric in the offset for all-ones q and k.
        EXPECT_DOUBLE_EQ(ropeScoreOnes(angles, 37.0), ropeScoreOnes(angles, -37.0));
        // sum_i 2 cos(offset theta_i)
        double sum = 0.0;
        for (Eigen::Index i = 0; i < angles.size(); ++i)
            sum += 2.0 * std::cos(123.0 * angles[i]);
        EXPECT_NEAR(ropeScoreOnes(angles, 123.0), sum, 1e-12);
    }
}

TEST(Rope, PiIsPlainRopeAtPositionsOverS)
{
    const Eigen::VectorXd pi = ropeAngles(referenceParams(RopeScaling::Pi));
    const Eigen::VectorXd plain = ropeAngles(referenceParams(RopeScaling::None));
    const Eigen::VectorXd q = fromStd(pe_ref::scoreQ);
    const Eigen::VectorXd k = fromStd(pe_ref::scoreK);
    for (long offset : {-1000L, -3L, 0L, 1L, 5L, 64L, 4097L}) {
        EXPECT_NEAR(ropeScoreOnes(pi, offset), ropeScoreOnes(plain, offset / 8.0), 1e-11);
        EXPECT_NEAR(ropeScore(pi, q, k, offset), ropeScore(plain, q, k, offset / 8.0), 1e-11);
    }
}

TEST(Rope, RangeMatchesPointwise)
{
    const Eigen::VectorXd q = fromStd(pe_ref::scoreQ);
    const Eigen::VectorXd k = fromStd(pe_ref::scoreK);
    double coefficients = 0.0;
    for (Eigen::Index i = 0; i < 48; ++i)
        coefficients += std::abs(q[2 * i] * k[2 * i] + q[2 * i + 1] * k[2 * i + 1]) +
                        std::abs(q[2 * i + 1] * k[2 * i] - q[2 * i] * k[2 * i + 1]);
    for (RopeScaling s : {RopeScaling::None, RopeScaling::Yarn}) {
        const Eigen::VectorXd angles = ropeAngles(referenceParams(s));
        const long L = 5000;
        const Eigen::VectorXd ones = ropeScores(angles, L);
        const Eigen::VectorXd general = ropeScores(angles, L, q, k);
        ASSERT_EQ(ones.size(), L);
        ASSERT_EQ(general.size(), L);
        for (long t = 0; t < L; ++t) {
            EXPECT_NEAR(ones[t], ropeScoreOnes(angles, t), 2e-7 * 96);
            EXPECT_NEAR(general[t], ropeScore(angles, q, k, t), 2e-7 * coefficients);
        }
    }
    EXPECT_EQ(ropeScores(ropeAngles(referenceParams(RopeScaling::None)), 0).size(), 0);
}

// The recurrence against cosines summed directly in long double (64-bit mantissa: the angle
// theta_i * t of a double theta_i and an integer t below 2^20 is rounded by about 1e-19 t).
TEST(Rope, ProgressionSumsMatchDirectCosines)
{
    struct Case {
        Eigen::VectorXd angles;
        double first, step;
        long count;
    };
    const Eigen::VectorXd llama = ropeAngles(referenceParams(RopeScaling::Yarn));
    RopeParams wide;
    wide.dim = 512;
    wide.base = 10000.0;
    const Eigen::VectorXd plain = ropeAngles(wide);
    for (const Case& c : {Case{plain, 0.0, 1.0, 1500}, Case{llama, 3.0, 37.0, 2000}, Case{plain, 131071.0, -65.0, 700},
                          Case{llama, 0.0, 1.0, 1}, Case{plain, 5.0, 1.0, 33}}) {
        Eigen::VectorXd weights(c.angles.size());
        double total = 0.0;
        for (Eigen::Index i = 0; i < weights.size(); ++i) {
            weights[i] = i % 3 == 0 ? 2.0 : -0.5 + 0.01 * static_cast<double>(i);
            total += std::abs(weights[i]);
        }
        const Eigen::VectorXd sums = progressionCosineSums(c.angles, weights, c.first, c.step, c.count);
        ASSERT_EQ(sums.size(), c.count);
        double worst = 0.0;
        for (long j = 0; j < c.count; ++j) {
            const long double t = static_cast<long double>(c.first) + static_cast<long double>(j) * c.step;
            long double direct = 0.0L;
            for (Eigen::Index i = 0; i < c.angles.size(); ++i)
                direct += static_cast<long double>(weights[i]) * std::cos(static_cast<long double>(c.angles[i]) * t);
            worst = std::max(worst, static_cast<double>(std::abs(sums[j] - direct)));
        }
        EXPECT_LT(worst, 1e-14 * total) << "first " << c.first << ", step " << c.step << ", count " << c.count;
    }
    EXPECT_EQ(progressionCosineSums(plain, Eigen::VectorXd::Ones(256), 0.0, 1.0, 0).size(), 0);
    EXPECT_THROW(progressionCosineSums(plain, Eigen::VectorXd::Ones(3), 0.0, 1.0, 10), ParameterError);
}

TEST(Rope, EncodingThroughTheInterface)
{
    const RopeParams p = referenceParams(RopeScaling::Yarn);
    const Eigen::VectorXd q = fromStd(pe_ref::scoreQ);
    const Eigen::VectorXd k = fromStd(pe_ref::scoreK);
    const RopeEncoding enc(p, q, k);
    const RelativeEncoding& r = enc;
    EXPECT_EQ(r.id(), "rope");
    EXPECT_NE(r.describe().find("YaRN"), std::string::npos) << r.describe();
    EXPECT_NE(r.describe().find("d = 96"), std::string::npos) << r.describe();
    EXPECT_DOUBLE_EQ(r.at(10, 3), ropeScore(enc.angles(), q, k, -7.0));
    EXPECT_DOUBLE_EQ(r.atOffset(-7), r.at(10, 3));
    EXPECT_THROW(RopeEncoding(p, Eigen::VectorXd::Ones(94), k), ParameterError);
    EXPECT_NE(RopeEncoding(referenceParams(RopeScaling::Ntk)).describe().find("NTK"), std::string::npos);
    EXPECT_EQ(RopeEncoding(referenceParams(RopeScaling::None)).describe(), "RoPE, d = 96, base = 500000");
}

TEST(Rope, ScalingNames)
{
    for (RopeScaling s : {RopeScaling::None, RopeScaling::Pi, RopeScaling::Ntk, RopeScaling::Yarn})
        EXPECT_EQ(parseRopeScaling(ropeScalingName(s)), s);
    EXPECT_FALSE(parseRopeScaling("linear").has_value());
}

TEST(Rope, Validation)
{
    RopeParams p = referenceParams(RopeScaling::Yarn);
    EXPECT_NO_THROW(p.validate());
    p.dim = 95;
    expectParameterError(p, "d", "95");
    p.dim = 0;
    expectParameterError(p, "d", "0");
    p.dim = 8194;
    expectParameterError(p, "d", "8194");
    p.dim = 2;
    EXPECT_NO_THROW(p.validate());
    p.scaling = RopeScaling::Ntk;
    expectParameterError(p, "d", "2");
    p = referenceParams(RopeScaling::None);
    p.base = 1.0;
    expectParameterError(p, "base", "1");
    p.base = 2e9;
    expectParameterError(p, "base", "2000000000");
    p.base = std::numeric_limits<double>::quiet_NaN();
    expectParameterError(p, "base", "nan");
    p = referenceParams(RopeScaling::Pi);
    p.factor = 0.5;
    expectParameterError(p, "s", "0.5");
    p.factor = 1001.0;
    expectParameterError(p, "s", "1001");
    p = referenceParams(RopeScaling::Yarn);
    p.originalLength = 0;
    expectParameterError(p, "L0", "0");
    p.originalLength = (1L << 20) + 1;
    expectParameterError(p, "L0", "1048577");
    p.dim = 7;
    EXPECT_THROW(ropeAngles(p), ParameterError);
    EXPECT_THROW(RopeEncoding{p}, ParameterError);
}

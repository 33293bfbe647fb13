// The offset identity PE(t + phi) = M(phi) PE(t) (article 000) and the sine-only contrast.

#include "core/analysis/rotation.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>

using namespace pe::core;

TEST(Rotation, MatrixOfArticle000ByHand)
{
    // w = 1, phi = 1: [[cos 1, sin 1], [-sin 1, cos 1]].
    const OffsetRotation m = offsetRotation(1.0, 1.0);
    EXPECT_NEAR(m.m00, 0.5403023058681398, 1e-15);
    EXPECT_NEAR(m.m01, 0.8414709848078965, 1e-15);
    EXPECT_NEAR(m.m10, -0.8414709848078965, 1e-15);
    EXPECT_NEAR(m.m11, 0.5403023058681398, 1e-15);
    // A rotation: orthogonal with determinant 1.
    EXPECT_NEAR(m.m00 * m.m11 - m.m01 * m.m10, 1.0, 1e-15);
    const OffsetRotation zero = offsetRotation(0.3, 0.0);
    EXPECT_EQ(zero.m00, 1.0);
    EXPECT_EQ(zero.m01, 0.0);
}

TEST(Rotation, ExactAngleKeepsDigitsAtLargePositions)
{
    // w = 0.1 is not exactly representable: the plain product w * t is off by up to 1e-10 at
    // t ~ 1e6; the angle of t + phi must still equal the sum of the angles.
    const double w = 0.1;
    const double a = exactAngle(w, 999983.0);
    const double b = exactAngle(w, 17.0);
    const double c = exactAngle(w, 1000000.0);
    const double d = std::remainder(a + b - c, kTwoPi);
    EXPECT_LT(std::abs(d), 1e-14);
    EXPECT_LE(std::abs(a), 3.1415926535897936);
    // Small angles are returned untouched.
    EXPECT_DOUBLE_EQ(exactAngle(1.0, 2.5), 2.5);
    EXPECT_NEAR(exactAngle(1.0, 4.0), 4.0 - kTwoPi, 1e-15);
}

TEST(Rotation, IdentityHoldsToRoundingForRandomParameters)
{
    std::mt19937_64 rng(20240605);
    std::uniform_int_distribution<int> dims(2, 8192);
    std::uniform_real_distribution<double> logBase(std::log(1.5), std::log(1e9));
    std::uniform_int_distribution<long> positions(0, 1048575);
    std::uniform_int_distribution<long> offsets(-1048575, 1048575);
    for (int trial = 0; trial < 200; ++trial) {
        EncodingParams p;
        p.dim = dims(rng);
        p.base = std::exp(logBase(rng));
        p.length = 1048576;
        const double t = static_cast<double>(positions(rng));
        const double phi = static_cast<double>(offsets(rng));
        const auto table = rotationTable(p, t, phi);
        ASSERT_EQ(static_cast<int>(table.size()), p.dim / 2);
        EXPECT_LT(maxResidual(table), 1e-12) << "d=" << p.dim << " n=" << p.base << " t=" << t << " phi=" << phi;
        // Spot-check one pair against the encoding's own values (whose angle reduction is
        // plainer, hence the looser bound) and against M's definition.
        const PairRotation& r = table[table.size() / 2];
        EXPECT_NEAR(r.sinT, value(p, t, columnIndex(p, r.pair, true)), 1e-9);
        EXPECT_NEAR(r.cosShifted, value(p, t + phi, columnIndex(p, r.pair, false)), 1e-9);
        EXPECT_NEAR(r.m.m01, std::sin(exactAngle(r.omega, phi)), 0.0);
    }
}

// The arc the rotation view draws: w phi reduced to (-pi, pi], the short way round. Expected
// values from Python: math.remainder(w * phi, 2 * math.pi), with -pi moved to +pi.
TEST(Rotation, ShortestTurnIsWithinHalfATurn)
{
    struct Case {
        double omega, phi, turn;
    };
    const double w5 = std::pow(10000.0, -2.0 * 5 / 512); // pair 5 of d = 512
    for (const Case c : {Case{1.0, 3.0, 3.0}, Case{1.0, 4.0, -2.2831853071795862}, Case{1.0, -4.0, 2.2831853071795862},
                         Case{1.0, 100.0, -0.5309649148733797}, Case{1.0, -3.0, -3.0}, Case{0.5, 2 * M_PI, M_PI},
                         Case{w5, 1000.0, -0.3010988970587434}}) {
        const double turn = shortestTurn(c.omega, c.phi);
        EXPECT_NEAR(turn, c.turn, 1e-12) << c.omega << " " << c.phi;
        EXPECT_GT(turn, -M_PI);
        EXPECT_LE(turn, M_PI);
        // It ends where M(phi) sends the pair.
        const OffsetRotation m = offsetRotation(c.omega, c.phi);
        EXPECT_NEAR(std::cos(turn), m.m00, 1e-12);
        EXPECT_NEAR(std::sin(turn), m.m01, 1e-12);
    }
    for (double phi = -50; phi <= 50; phi += 0.37) {
        const double turn = shortestTurn(0.9, phi);
        ASSERT_GT(turn, -M_PI);
        ASSERT_LE(turn, M_PI);
        ASSERT_NEAR(std::remainder(turn - 0.9 * phi, 2 * M_PI), 0.0, 1e-12) << phi;
    }
}

TEST(Rotation, MatrixDoesNotDependOnThePosition)
{
    const EncodingParams p{64, 10000.0, 1000, Layout::Interleaved};
    const auto a = rotationTable(p, 3, 7);
    const auto b = rotationTable(p, 911, 7);
    for (std::size_t k = 0; k < a.size(); ++k) {
        EXPECT_EQ(a[k].m.m00, b[k].m.m00);
        EXPECT_EQ(a[k].m.m10, b[k].m.m10);
    }
    // ...while the points themselves moved.
    EXPECT_GT(std::abs(a[0].sinT - b[0].sinT), 0.1);
}

TEST(Rotation, OddDimensionLeavesTheLoneSineOut)
{
    EXPECT_EQ(rotationTable({7, 100.0, 10, Layout::Interleaved}, 1, 1).size(), 3u);
    EXPECT_TRUE(rotationTable({1, 100.0, 10, Layout::Interleaved}, 1, 1).empty());
    EXPECT_EQ(maxResidual({}), 0.0);
}

TEST(SineOnly, BestScalarMapLeavesTheCosinePart)
{
    // Direct least squares over t = 0 .. L-1, computed with NumPy (long double for the slow ones).
    EXPECT_NEAR(sineOnlyFitError(1.0, 1.0, 100), 0.5949277900994003, 1e-12);
    EXPECT_NEAR(sineOnlyFitError(0.3, 5.0, 1000), 0.7057094156938845, 1e-12);
    EXPECT_NEAR(sineOnlyFitError(0.05236, 10.0, 100), 0.33627749854557015, 1e-12);
    EXPECT_NEAR(sineOnlyFitError(1e-3, 7.0, 50), 0.003552884071730369, 1e-12);
    EXPECT_NEAR(sineOnlyFitError(1e-6, 3.0, 1000) / 1.501125190686026e-06, 1.0, 1e-8);
    EXPECT_NEAR(sineOnlyFitError(1e-8, 3.0, 1000) / 1.501125140805772e-08, 1.0, 1e-6); // Taylor branch
    EXPECT_NEAR(sineOnlyFitError(1e-9, 100.0, 10) / 5.380275868489695e-08, 1.0, 1e-6);
    // One position: sin(0) = 0 cannot be scaled into sin(w phi).
    EXPECT_NEAR(sineOnlyFitError(1.0, 2.0, 1), 0.9092974268256816, 1e-15);
    // Over whole turns the cosine is orthogonal to the sine: RMS -> |sin(w phi)| / sqrt 2.
    EXPECT_NEAR(sineOnlyFitError(kTwoPi / 8, 2.0, 800), 1.0 / std::sqrt(2.0), 1e-12);
    // No offset, nothing to fix.
    EXPECT_EQ(sineOnlyFitError(0.7, 0.0, 100), 0.0);
}

TEST(SineOnly, FailsWhereTheRotationSucceeds)
{
    const EncodingParams p{512, 10000.0, 100, Layout::Interleaved};
    const double phi = 5;
    for (const PairRotation& r : rotationTable(p, 25, phi)) {
        const double sineOnly = sineOnlyFitError(r.omega, phi, p.length);
        EXPECT_LT(r.residual, 1e-14);
        // Every pair that turns noticeably over the offset is out of the sine's reach.
        if (std::abs(std::sin(r.omega * phi)) > 1e-3) {
            EXPECT_GT(sineOnly, 1e6 * std::max(r.residual, 1e-16)) << "pair " << r.pair;
        }
    }
}

TEST(SineOnly, TextbookPositions25And35)
{
    // d = 512, n = 10000: pair 82 (column 164) has wavelength 2 pi 10000^(164/512) = 120.07;
    // its crest is at t = 30, so 25 and 35 have the same sine (0.9657 and 0.9662, NumPy) but
    // cosines +0.2595 and -0.2578.
    const EncodingParams p{512, 10000.0, 100, Layout::Interleaved};
    EXPECT_EQ(mostSineAmbiguousPair(p, 25, 35), 82);
    EXPECT_NEAR(wavelength(p, 82), 120.06871655045391, 1e-9);
    const double w = omega(p, 82);
    EXPECT_NEAR(std::sin(25 * w), 0.9657316603734948, 1e-12);
    EXPECT_NEAR(std::sin(35 * w), 0.9661967478089246, 1e-12);

    const SineTwin twin = sineTwin(w, 25, 10);
    ASSERT_TRUE(twin.found);
    EXPECT_EQ(twin.twin, 35);
    EXPECT_NEAR(twin.sineGap, 0.000465087435429834, 1e-12);
    EXPECT_NEAR(twin.cosineGap, 0.5173484251243772, 1e-12);
    // After the same offset the two sines part: sin(35 w) vs sin(45 w).
    EXPECT_NEAR(twin.shiftedSineGap, std::abs(std::sin(35 * w) - std::sin(45 * w)), 1e-12);
    EXPECT_GT(twin.shiftedSineGap, 100 * twin.sineGap);
}

TEST(SineOnly, TwinOfTheFastestPair)
{
    // w = 1, t = 0: the mirrors pi + 2 pi m; the integer nearest one within 4 turns is 22
    // (sin 22 = -0.0089, cos 22 = -0.99996).
    const SineTwin twin = sineTwin(1.0, 0, 3);
    ASSERT_TRUE(twin.found);
    EXPECT_EQ(twin.twin, 22);
    EXPECT_NEAR(twin.sineGap, std::abs(std::sin(22.0)), 1e-15);
    EXPECT_NEAR(twin.cosineGap, 1 - std::cos(22.0), 1e-15);
    // At the crest the mirror is t itself, and the only other candidates are whole turns.
    const double w = kTwoPi / 40; // crest at t = 10, wavelength 40
    const SineTwin crest = sineTwin(w, 10, 1);
    EXPECT_FALSE(crest.found);
}

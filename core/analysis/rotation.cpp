#include "core/analysis/rotation.h"

#include <algorithm>
#include <cmath>

namespace pe::core {

namespace {
constexpr double kPi = 3.141592653589793238462643383279502884;
// 2*pi = kTwoPiHi + kTwoPiLo to about 1e-32.
constexpr double kTwoPiHi = 6.283185307179586;
constexpr double kTwoPiLo = 2.4492935982947064e-16;
} // namespace

double exactAngle(double omega, double t)
{
    const double a = omega * t;
    const double e = std::fma(omega, t, -a); // omega * t == a + e exactly
    const double q = std::nearbyint(a / kTwoPiHi);
    double r = std::fma(-q, kTwoPiHi, a);
    r -= q * kTwoPiLo;
    return r + e;
}

double shortestTurn(double omega, double phi)
{
    const double r = exactAngle(omega, phi);
    // exactAngle lands in [-pi, pi] (a hair outside after adding the rounding term).
    if (r <= -kPi)
        return r + kTwoPiHi;
    if (r > kPi)
        return r - kTwoPiHi;
    return r;
}

OffsetRotation offsetRotation(double omega, double phi)
{
    const double b = exactAngle(omega, phi);
    const double c = std::cos(b);
    const double s = std::sin(b);
    return {c, s, -s, c};
}

PairRotation pairRotation(const EncodingParams& params, int pair, double t, double phi)
{
    PairRotation r;
    r.pair = pair;
    r.omega = omega(params, pair);
    r.m = offsetRotation(r.omega, phi);
    const double a = exactAngle(r.omega, t);
    r.sinT = std::sin(a);
    r.cosT = std::cos(a);
    const double g = exactAngle(r.omega, t + phi);
    r.sinShifted = std::sin(g);
    r.cosShifted = std::cos(g);
    r.sinRotated = r.m.m00 * r.sinT + r.m.m01 * r.cosT;
    r.cosRotated = r.m.m10 * r.sinT + r.m.m11 * r.cosT;
    r.residual = std::hypot(r.sinRotated - r.sinShifted, r.cosRotated - r.cosShifted);
    return r;
}

std::vector<PairRotation> rotationTable(const EncodingParams& params, double t, double phi)
{
    const int pairs = completePairCount(params.dim);
    std::vector<PairRotation> table;
    table.reserve(pairs);
    for (int k = 0; k < pairs; ++k)
        table.push_back(pairRotation(params, k, t, phi));
    return table;
}

double maxResidual(const std::vector<PairRotation>& table)
{
    double m = 0;
    for (const PairRotation& r : table)
        m = std::max(m, r.residual);
    return m;
}

double sineOnlyFitError(double omega, double phi, long length)
{
    const double sb = std::sin(exactAngle(omega, phi));
    const double L = static_cast<double>(std::max(1L, length));
    const double wl = omega * L;
    double rms2 = 0;
    if (length <= 1) {
        rms2 = sb * sb; // x = sin(0) = 0: no multiple of it reaches sin(w phi)
    } else if (wl < 1e-4) {
        // Taylor form for a column that barely moves over 0 .. L-1 (sin(w t) ~ w t): the closed
        // form below would lose its digits to cancellation there. Relative error O((w L)^2).
        rms2 = sb * sb * (L + 1) / (2 * (2 * L - 1));
    } else {
        const double D = std::sin(exactAngle(omega, L)) / std::sin(omega);
        const double C = std::cos(exactAngle(omega, L - 1)) * D;
        const double sxx2 = L - C; // 2 * sum sin^2(w t)
        if (sxx2 <= 0)
            rms2 = sb * sb;
        else
            rms2 = sb * sb * std::max(0.0, L * L - D * D) / (2 * L * sxx2);
    }
    return std::sqrt(std::max(0.0, rms2));
}

SineTwin sineTwin(double omega, long t, double phi, int turns)
{
    SineTwin best;
    best.position = t;
    const double lambda = kTwoPi / omega;
    const double mirror = kPi / omega - static_cast<double>(t); // sin(w mirror) = sin(w t)
    // Candidates mirror + m*lambda with |candidate - t| <= turns * lambda.
    const double centre = (static_cast<double>(t) - mirror) / lambda;
    const double mLo = std::ceil(centre - turns);
    const double mHi = std::floor(centre + turns);
    const double st = std::sin(exactAngle(omega, static_cast<double>(t)));
    const double ct = std::cos(exactAngle(omega, static_cast<double>(t)));
    const double sts = std::sin(exactAngle(omega, static_cast<double>(t) + phi));
    for (double m = mLo; m <= mHi; m += 1) {
        const double c = std::nearbyint(mirror + m * lambda);
        if (c < 0 || c > 9e15 || static_cast<long>(c) == t)
            continue;
        const double sc = std::sin(exactAngle(omega, c));
        const double cc = std::cos(exactAngle(omega, c));
        const double sineGap = std::abs(sc - st);
        const double cosineGap = std::abs(cc - ct);
        // Same sine and same cosine is a full turn, which the cosine cannot fix either.
        if (cosineGap <= sineGap || cosineGap < 1e-6)
            continue;
        if (!best.found || sineGap < best.sineGap) {
            best.found = true;
            best.twin = static_cast<long>(c);
            best.sineGap = sineGap;
            best.cosineGap = cosineGap;
            best.shiftedSineGap = std::abs(std::sin(exactAngle(omega, c + phi)) - sts);
        }
    }
    return best;
}

int mostSineAmbiguousPair(const EncodingParams& params, long t1, long t2, double minCosineGap)
{
    int best = -1;
    double bestGap = 0;
    for (int k = 0; k < completePairCount(params.dim); ++k) {
        const double w = omega(params, k);
        const double a1 = exactAngle(w, static_cast<double>(t1));
        const double a2 = exactAngle(w, static_cast<double>(t2));
        const double sineGap = std::abs(std::sin(a1) - std::sin(a2));
        if (std::abs(std::cos(a1) - std::cos(a2)) < minCosineGap)
            continue;
        if (best < 0 || sineGap < bestGap) {
            best = k;
            bestGap = sineGap;
        }
    }
    return best;
}

} // namespace pe::core

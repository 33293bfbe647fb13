#include "offsetsums.h"

#include "encoding.h"
#include "sampling.h"

#include <algorithm>
#include <cmath>

namespace pe::core::detail {

double dirichlet(double w, long m)
{
    if (m <= 1)
        return 1.0;
    const double den = static_cast<double>(m) * std::sin(0.5 * w);
    if (std::abs(den) < 1e-300)
        return 1.0;
    return std::sin(reducedAngle(0.5 * w, static_cast<double>(m))) / den;
}

Eigen::ArrayXd dirichlet(const Eigen::ArrayXd& omegas, long m)
{
    Eigen::ArrayXd f(omegas.size());
    for (Eigen::Index k = 0; k < omegas.size(); ++k)
        f[k] = dirichlet(omegas[k], m);
    return f;
}

/// Mean of sin^2(w t) over t = a .. a+m-1.
double meanSinSquared(double w, long a, long m)
{
    if (m == 1) {
        const double s = std::sin(reducedAngle(w, static_cast<double>(a)));
        return s * s;
    }
    return std::max(0.0, 0.5 * (1.0 - blockMean(2.0 * w, false, a, m)));
}

/// (sin(w t) - sin(w s))^2 = (2 cos(w (t + s) / 2) sin(w (t - s) / 2))^2, exact for close t, s.
double loneSquaredDifference(double w, long t, long s)
{
    const double c = std::cos(reducedAngle(w, 0.5 * static_cast<double>(t + s)));
    const double h = std::sin(reducedAngle(w, 0.5 * static_cast<double>(t - s)));
    return 4.0 * c * c * h * h;
}

/// For the offsets c_q = c0 + q * step, q < count, with weights a_k:
///   dot[q]   = sum_k a_k cos(w_k c_q),
///   dist2[q] = sum_k 2 (1 - a_k) + 4 a_k sin^2(w_k c_q / 2)
/// (the mean of 4 sin^2(w_k D / 2) over a block pair whose factors multiply to a_k).
/// The half angle is advanced by a rotation and recomputed exactly every kAnchor steps, so
/// the rounding error stays below ~kAnchor * 1e-16 per term while most steps cost a few
/// multiplications instead of two double-precision sin/cos.
void progressionSums(const Eigen::ArrayXd& w, const Eigen::ArrayXd& a, double c0, double step, long count, double* dot,
                     double* dist2)
{
    constexpr long kAnchor = 32;
    const Eigen::Index n = w.size();
    if (n == 0) {
        std::fill(dot, dot + count, 0.0);
        std::fill(dist2, dist2 + count, 0.0);
        return;
    }
    const double constant = 2.0 * (1.0 - a).sum();
    const Eigen::ArrayXd half = 0.5 * w;
    Eigen::ArrayXd rc(n), rs(n), zc(n), zs(n), tmp(n);
    for (Eigen::Index k = 0; k < n; ++k) {
        const double r = reducedAngle(half[k], step);
        rc[k] = std::cos(r);
        rs[k] = std::sin(r);
    }
    for (long q = 0; q < count; ++q) {
        if (q % kAnchor == 0) {
            const double c = c0 + static_cast<double>(q) * step;
            for (Eigen::Index k = 0; k < n; ++k) {
                const double h = reducedAngle(half[k], c);
                zc[k] = std::cos(h);
                zs[k] = std::sin(h);
            }
        }
        dot[q] = (a * (zc * zc - zs * zs)).sum();
        dist2[q] = constant + 4.0 * (a * zs * zs).sum();
        tmp = zc * rc - zs * rs;
        zs = zs * rc + zc * rs;
        zc = tmp;
    }
}

double finish(Metric metric, double dotValue, double dist2, double norm2a, double norm2b)
{
    switch (metric) {
    case Metric::Dot:
        return dotValue;
    case Metric::Euclidean:
        return std::sqrt(std::max(0.0, dist2));
    case Metric::Cosine: {
        const double den = std::sqrt(norm2a * norm2b);
        return den > 0.0 ? dotValue / den : 0.0;
    }
    }
    return dotValue;
}

} // namespace pe::core::detail

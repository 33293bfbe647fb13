#include "core/analysis/similarity/offsetsums.h"

#include "core/formula/formula.h"
#include "core/formula/vectorclones.h"
#include "core/parallel.h"
#include "core/sampling/sampling.h"

#include <algorithm>
#include <cmath>

namespace pe::core::detail {

Eigen::ArrayXd dirichlet(const Eigen::ArrayXd& omegas, long m)
{
    Eigen::ArrayXd f(omegas.size());
    for (Eigen::Index k = 0; k < omegas.size(); ++k)
        f[k] = dirichletFactor(omegas[k], m);
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

namespace {
/// Steps between restarts of the rotation (see progressionSums), and between anchors computed
/// with sin and cos; the anchors in between are reached by a rotation of kAnchor steps.
constexpr long kAnchor = 32;
constexpr long kExactAnchor = 1024;

/// d = sum_k a_k (c_k^2 - s_k^2), e = sum_k a_k s_k^2, then (c, s) rotated by (rc, rs).
/// Written with four-lane vectors (GCC and Clang vector extensions): the compiler does not
/// vectorise a floating-point reduction by itself without -ffast-math, and this loop is most of
/// a distance frame. The lanes are the code's, not the processor's, so every clone (two SSE2
/// registers, one AVX2 register) adds the same terms in the same order: the same bits.
PE_VECTOR_CLONES
void fusedStep(double* c, double* s, const double* a, const double* rc, const double* rs, Eigen::Index n, double* d,
               double* e)
{
    Eigen::Index k = 0;
    double dd = 0.0, ee = 0.0;
#if defined(__GNUC__)
    typedef double V4 __attribute__((vector_size(32)));
    // Loads into a named vector rather than returned from a function: a four-lane vector
    // returned without AVX would be passed differently from the AVX clones (GCC warns).
#define PE_LOAD4(v, p)                                                                                                 \
    V4 v;                                                                                                              \
    __builtin_memcpy(&v, p, sizeof v)
    V4 d0 = {0, 0, 0, 0}, d1 = {0, 0, 0, 0}, e0 = {0, 0, 0, 0}, e1 = {0, 0, 0, 0};
    for (; k + 8 <= n; k += 8) {
        PE_LOAD4(c0, c + k);
        PE_LOAD4(s0, s + k);
        PE_LOAD4(c1, c + k + 4);
        PE_LOAD4(s1, s + k + 4);
        PE_LOAD4(a0, a + k);
        PE_LOAD4(a1, a + k + 4);
        PE_LOAD4(rc0, rc + k);
        PE_LOAD4(rs0, rs + k);
        PE_LOAD4(rc1, rc + k + 4);
        PE_LOAD4(rs1, rs + k + 4);
        const V4 ss0 = s0 * s0, ss1 = s1 * s1;
        d0 += a0 * (c0 * c0 - ss0);
        d1 += a1 * (c1 * c1 - ss1);
        e0 += a0 * ss0;
        e1 += a1 * ss1;
        const V4 nc0 = c0 * rc0 - s0 * rs0, ns0 = s0 * rc0 + c0 * rs0;
        const V4 nc1 = c1 * rc1 - s1 * rs1, ns1 = s1 * rc1 + c1 * rs1;
        __builtin_memcpy(c + k, &nc0, sizeof nc0);
        __builtin_memcpy(s + k, &ns0, sizeof ns0);
        __builtin_memcpy(c + k + 4, &nc1, sizeof nc1);
        __builtin_memcpy(s + k + 4, &ns1, sizeof ns1);
    }
#undef PE_LOAD4
    const V4 dv = d0 + d1, ev = e0 + e1;
    dd = (dv[0] + dv[1]) + (dv[2] + dv[3]);
    ee = (ev[0] + ev[1]) + (ev[2] + ev[3]);
#endif
    for (; k < n; ++k) {
        const double ck = c[k], sk = s[k], ss = sk * sk;
        dd += a[k] * (ck * ck - ss);
        ee += a[k] * ss;
        c[k] = ck * rc[k] - sk * rs[k];
        s[k] = sk * rc[k] + ck * rs[k];
    }
    *d = dd;
    *e = ee;
}
} // namespace

/// For the offsets c_q = c0 + q * step, q < count, with weights a_k:
///   dot[q]   = sum_k a_k cos(w_k c_q),
///   dist2[q] = sum_k 2 (1 - a_k) + 4 a_k sin^2(w_k c_q / 2)
/// (the mean of 4 sin^2(w_k D / 2) over a block pair whose factors multiply to a_k).
/// The half angle is advanced by a rotation of one step from an anchor every kAnchor steps;
/// the anchors advance by a rotation of kAnchor steps and are recomputed with sin and cos
/// every kExactAnchor steps. A term thus carries at most kAnchor + kExactAnchor / kAnchor
/// (64) rotations' rounding, about 1e-14, while most steps cost a few multiplications instead
/// of two double-precision sin/cos.
void progressionSums(const Eigen::ArrayXd& w, const Eigen::ArrayXd& a, double c0, double step, long count, double* dot,
                     double* dist2)
{
    progressionSums(w, a, c0, step, 0, count, dot, dist2);
}

void progressionSums(const Eigen::ArrayXd& w, const Eigen::ArrayXd& a, double c0, double step, long begin, long end,
                     double* dot, double* dist2)
{
    const Eigen::Index n = w.size();
    if (end <= begin)
        return;
    if (n == 0) {
        std::fill(dot, dot + (end - begin), 0.0);
        std::fill(dist2, dist2 + (end - begin), 0.0);
        return;
    }
    const double constant = 2.0 * (1.0 - a).sum();
    const Eigen::ArrayXd half = 0.5 * w;
    Eigen::ArrayXd rc(n), rs(n), jc(n), js(n), ac(n), as(n), zc(n), zs(n);
    for (Eigen::Index k = 0; k < n; ++k) {
        const double r = reducedAngle(half[k], step);
        rc[k] = std::cos(r);
        rs[k] = std::sin(r);
    }
    // The rotation of kAnchor steps, unless no anchor is reached by one (short ranges).
    const long first = begin - begin % kAnchor;
    if (first % kExactAnchor != 0 || end > first + kAnchor)
        for (Eigen::Index k = 0; k < n; ++k) {
            const double j = reducedAngle(half[k], static_cast<double>(kAnchor) * step);
            jc[k] = std::cos(j);
            js[k] = std::sin(j);
        }
    auto exactAnchor = [&](long q) {
        const double c = c0 + static_cast<double>(q) * step;
        for (Eigen::Index k = 0; k < n; ++k) {
            const double h = reducedAngle(half[k], c);
            ac[k] = std::cos(h);
            as[k] = std::sin(h);
        }
    };
    auto jump = [&] {
        const Eigen::ArrayXd t = ac * jc - as * js;
        as = as * jc + ac * js;
        ac = t;
    };
    // The anchors of the whole progression at or before `begin`, reached the same way.
    exactAnchor(first - first % kExactAnchor);
    for (long q = first - first % kExactAnchor; q < first; q += kAnchor)
        jump();
    for (long q = first; q < end; ++q) {
        if (q % kAnchor == 0) {
            if (q % kExactAnchor == 0 && q != first)
                exactAnchor(q);
            else if (q != first)
                jump();
            zc = ac;
            zs = as;
        }
        // One fused pass: both sums and the rotation, two terms per SIMD register.
        double dSum = 0.0, eSum = 0.0;
        fusedStep(zc.data(), zs.data(), a.data(), rc.data(), rs.data(), n, &dSum, &eSum);
        if (q >= begin) {
            dot[q - begin] = dSum;
            dist2[q - begin] = constant + 4.0 * eSum;
        }
    }
}

void parallelProgressionSums(const Eigen::ArrayXd& w, const Eigen::ArrayXd& a, double c0, double step, long count,
                             double* dot, double* dist2)
{
    parallelProgressionSums(w, a, c0, step, 0, count, dot, dist2);
}

void parallelProgressionSums(const Eigen::ArrayXd& w, const Eigen::ArrayXd& a, double c0, double step, long begin,
                             long end, double* dot, double* dist2)
{
    if (end <= begin)
        return;
    // Split at anchors (each piece then starts with an exact angle, nothing is computed twice);
    // a run of kAnchor offsets costs about 10 kAnchor F flops plus 2 F sin/cos.
    const long firstRun = begin / kAnchor, runs = (end - 1) / kAnchor + 1 - firstRun;
    const long minRuns = std::max<long>(1, 4096 / std::max<Eigen::Index>(1, w.size()));
    parallelFor(runs, minRuns, [&](long r0, long r1) {
        const long b = std::max(begin, (firstRun + r0) * kAnchor);
        const long e = std::min(end, (firstRun + r1) * kAnchor);
        progressionSums(w, a, c0, step, b, e, dot + (b - begin), dist2 + (b - begin));
    });
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

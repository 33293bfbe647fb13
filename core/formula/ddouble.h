#pragma once
/// @file ddouble.h
/// Double-double arithmetic: a real number held as the unevaluated sum hi + lo of two doubles
/// with |lo| <= ulp(hi) / 2, about 106 significant bits (relative error near 1e-32). Just what
/// the encoding needs to compute w_k = n^(-2k/d), w_k * t and its reduction modulo 2*pi
/// without losing digits at far positions (algorithms of Dekker 1971, Knuth TAOCP 4.2.2 and
/// Hida, Li and Bailey's QD library). Requires IEEE double arithmetic with round-to-nearest
/// (no -ffast-math, no x87).

#include <cmath>

namespace pe::core {

/// hi + lo, |lo| <= ulp(hi) / 2 once normalised.
struct DDouble {
    double hi = 0;
    double lo = 0;

    /// The value rounded to double.
    double toDouble() const { return hi + lo; }
};

namespace dd {

/// s + e == a + b exactly (Knuth's TwoSum, any magnitudes).
inline DDouble twoSum(double a, double b)
{
    const double s = a + b;
    const double bb = s - a;
    return {s, (a - (s - bb)) + (b - bb)};
}

/// s + e == a + b exactly, requires |a| >= |b| (or a == 0).
inline DDouble quickTwoSum(double a, double b)
{
    const double s = a + b;
    return {s, b - (s - a)};
}

/// p + e == a * b exactly (barring overflow and underflow).
inline DDouble twoProd(double a, double b)
{
    const double p = a * b;
#if defined(__FMA__) || defined(__aarch64__)
    return {p, std::fma(a, b, -p)};
#else
    // Dekker's split: a call to a software fma would cost more than these few operations.
    constexpr double kSplitter = 134217729.0; // 2^27 + 1
    const double ta = kSplitter * a;
    const double ah = ta - (ta - a);
    const double al = a - ah;
    const double tb = kSplitter * b;
    const double bh = tb - (tb - b);
    const double bl = b - bh;
    return {p, ((ah * bh - p) + ah * bl + al * bh) + al * bl};
#endif
}

inline DDouble neg(const DDouble& a)
{
    return {-a.hi, -a.lo};
}

/// a + b with a relative error near 2^-106 even when the sum cancels.
inline DDouble add(const DDouble& a, const DDouble& b)
{
    DDouble s = twoSum(a.hi, b.hi);
    const DDouble t = twoSum(a.lo, b.lo);
    s.lo += t.hi;
    s = quickTwoSum(s.hi, s.lo);
    s.lo += t.lo;
    return quickTwoSum(s.hi, s.lo);
}

inline DDouble sub(const DDouble& a, const DDouble& b)
{
    return add(a, neg(b));
}

inline DDouble mul(const DDouble& a, const DDouble& b)
{
    DDouble p = twoProd(a.hi, b.hi);
    p.lo += a.hi * b.lo + a.lo * b.hi;
    return quickTwoSum(p.hi, p.lo);
}

inline DDouble mul(const DDouble& a, double b)
{
    DDouble p = twoProd(a.hi, b);
    p.lo += a.lo * b;
    return quickTwoSum(p.hi, p.lo);
}

/// a / b, three quotient digits so the result keeps the full double-double precision.
inline DDouble div(const DDouble& a, double b)
{
    const double q1 = a.hi / b;
    DDouble r = sub(a, twoProd(q1, b));
    const double q2 = r.hi / b;
    r = sub(r, twoProd(q2, b));
    const double q3 = r.hi / b;
    return add(quickTwoSum(q1, q2), DDouble{q3, 0.0});
}

/// a * 2^e, exact.
inline DDouble ldexp(const DDouble& a, int e)
{
    return {std::ldexp(a.hi, e), std::ldexp(a.lo, e)};
}

constexpr DDouble kLn2{0.6931471805599453, 2.3190468138462996e-17};
constexpr DDouble kTwoPi{6.283185307179586, 2.4492935982947064e-16};

/// e^x for |x| <= 700, relative error below 1e-30.
inline DDouble exp(const DDouble& x)
{
    if (x.hi > 709.0)
        return {HUGE_VAL, 0.0};
    if (x.hi < -745.0)
        return {0.0, 0.0};
    // x = m ln2 + 2^10 r with |r| <= ln2 / 2^11, then e^x = 2^m (1 + expm1(r))^(2^10); squaring
    // expm1 as s -> 2s + s^2 keeps its small digits, which 1 + s would round away.
    constexpr int kHalvings = 10;
    const double m = std::nearbyint(x.hi / kLn2.hi);
    const DDouble r = ldexp(sub(x, mul(kLn2, m)), -kHalvings);
    // expm1(r) = r + r^2/2! + ... + r^9/9!, Horner; r^10/10! < 1e-40 here.
    static const auto inverseFactorials = [] {
        struct Table {
            DDouble v[10];
        } t;
        t.v[0] = t.v[1] = DDouble{1.0, 0.0};
        for (int i = 2; i < 10; ++i)
            t.v[i] = div(t.v[i - 1], static_cast<double>(i));
        return t;
    }();
    DDouble s = inverseFactorials.v[9];
    for (int i = 8; i >= 1; --i)
        s = add(mul(s, r), inverseFactorials.v[i]);
    s = mul(s, r);
    for (int i = 0; i < kHalvings; ++i)
        s = add(mul(s, 2.0), mul(s, s));
    return ldexp(add(DDouble{1.0, 0.0}, s), static_cast<int>(m));
}

/// ln(a) for a finite a > 0, relative error below 1e-30 (absolute below 1e-31 near a = 1).
inline DDouble log(double a)
{
    // One Newton step from the double logarithm, written as x + log1p(z) with
    // z = a e^-x - 1 = O(1e-16), so z - z^2/2 is already exact to 1e-48.
    const double x = std::log(a);
    const DDouble z = sub(mul(exp(DDouble{-x, 0.0}), a), DDouble{1.0, 0.0});
    const DDouble corr = sub(z, DDouble{0.5 * z.hi * z.hi, 0.0});
    return add(DDouble{x, 0.0}, corr);
}

} // namespace dd
} // namespace pe::core

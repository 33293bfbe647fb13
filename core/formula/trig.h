#pragma once
/// @file trig.h
/// sin and cos of many angles w * t at once, the inner loop of every sampled view.
/// The angle is reduced in double to r in [-pi/4, pi/4] plus a quadrant (so that large t
/// keeps its digits, house style "Numbers"), then sine and cosine come from one pair of float
/// minimax polynomials (Cephes sinf/cosf coefficients, about 1 ulp on [-pi/4, pi/4]), in loops
/// the compiler vectorises. Both functions cost about what one Eigen float sin costs.

namespace pe::core {

/// s[i] = sin(w * t[i]), c[i] = cos(w * t[i]) for i < n, absolute error below 2e-7 for
/// |w * t[i]| up to 2^30 (PE angles stay below 2^20: t < 2^20, w <= 1); past that the
/// reduction adds about |w * t| * 1e-16. `quadrant` (n ints) and `reduced` (n floats) are
/// scratch space.
void sinCosScaled(const double* t, long n, double w, float* s, float* c, int* quadrant, float* reduced);

} // namespace pe::core

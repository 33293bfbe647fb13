#pragma once
/// @file fft.h
/// Real FFTs through FFTW3 with plans cached per length.
///
/// Thread rule: FFTW's planner (fftw_plan_*, fftw_destroy_plan) is not thread-safe, while
/// fftw_execute_dft_* on a finished plan with new arrays is. Every plan here is created and
/// destroyed under one mutex and then executed without it, on per-thread fftw_malloc'd
/// buffers reused across calls (same SIMD alignment as at planning time). In the application all jobs run on the
/// controller's single worker thread, so in practice plans are created on that thread; the
/// mutex keeps other callers (command-line export on the GUI thread, tests) safe too.
/// Plans use FFTW_ESTIMATE: planning is instant and never overwrites data; the cache keeps
/// the most recent lengths (a slider dragged over many window lengths stays bounded).

#include <Eigen/Core>
#include <cstddef>

namespace pe::core {

/// The r2c transform of x: bins 0 .. n/2 of X_b = sum_t x_t e^{-2 pi i b t / n}, n = x.size() >= 1.
Eigen::VectorXcd realFft(const Eigen::VectorXd& x);

/// realFft of x[0 .. count) followed by n - count zeros (count <= n), without copying x into
/// a vector first.
Eigen::VectorXcd realFft(const double* x, long count, long n);
inline Eigen::VectorXcd realFft(const double* x, long n)
{
    return realFft(x, n, n);
}

/// realFft of x[0 .. xCount) and of y[0 .. yCount), each padded with zeros to n. For odd n
/// both come from one complex transform of x + iy (FFTW's r2c of an odd length costs about as
/// much as its complex transform, five times as much for a large prime), for even n from two
/// r2c transforms.
void realFftPair(const double* x, long xCount, const double* y, long yCount, long n, Eigen::VectorXcd* xBins,
                 Eigen::VectorXcd* yBins);

/// The inverse of realFft for a signal of length n (bins.size() == n/2 + 1), normalised so that
/// inverseRealFft(realFft(x), n) == x. The imaginary parts of the DC bin and, for even n, the
/// Nyquist bin are ignored (they are zero for a real signal).
Eigen::VectorXd inverseRealFft(const Eigen::VectorXcd& bins, long n);

/// Number of plans currently cached (tests).
std::size_t cachedFftPlans();

/// Most plans kept; older lengths are dropped first.
constexpr std::size_t kMaxCachedFftPlans = 24;

} // namespace pe::core

#pragma once
/// @file offsetsums.h
/// Internal building blocks of similarity.h (not part of the public core API): Dirichlet
/// factors, the rotation-recurrence sums over arithmetic progressions of offsets, and the
/// lone sine of an odd d.

#include "core/analysis/similarity/similarity.h"

#include <Eigen/Core>

namespace pe::core::detail {

/// dirichletFactor() (sampling.h) for every frequency.
Eigen::ArrayXd dirichlet(const Eigen::ArrayXd& omegas, long m);

/// Mean of sin^2(w t) over t = a .. a+m-1.
double meanSinSquared(double w, long a, long m);

/// (sin(w t) - sin(w s))^2 computed as (2 cos(w (t + s) / 2) sin(w (t - s) / 2))^2.
double loneSquaredDifference(double w, long t, long s);

/// For c_q = c0 + q * step, q < count, with weights a_k:
///   dot[q] = sum_k a_k cos(w_k c_q),  dist2[q] = sum_k 2 (1 - a_k) + 4 a_k sin^2(w_k c_q / 2).
void progressionSums(const Eigen::ArrayXd& w, const Eigen::ArrayXd& a, double c0, double step, long count, double* dot,
                     double* dist2);
/// The same for q in [begin, end) only, writing dot[q - begin], dist2[q - begin]. The values
/// are bit-identical to those of the whole progression (anchors sit at the same q).
void progressionSums(const Eigen::ArrayXd& w, const Eigen::ArrayXd& a, double c0, double step, long begin, long end,
                     double* dot, double* dist2);
/// progressionSums on every core (core/parallel.h), split at anchor boundaries: the same
/// values as the serial call, whatever the number of threads.
void parallelProgressionSums(const Eigen::ArrayXd& w, const Eigen::ArrayXd& a, double c0, double step, long count,
                             double* dot, double* dist2);
/// The same for q in [begin, end) only.
void parallelProgressionSums(const Eigen::ArrayXd& w, const Eigen::ArrayXd& a, double c0, double step, long begin,
                             long end, double* dot, double* dist2);

/// The metric from the dot product, the squared distance and the two squared norms.
double finish(Metric metric, double dotValue, double dist2, double norm2a, double norm2b);

} // namespace pe::core::detail

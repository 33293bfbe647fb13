#pragma once
// The distance view on a loaded table (a learned embedding matrix, no formula): every value is
// computed from the rows, and depends on both positions t and s, not only on the offset.

#include "core/similarity.h"

#include <Eigen/Core>

#include <vector>

namespace pe::ui::distancetable {

/// The metric between two rows a and b (cosine: 0 when either is zero).
double metricOf(core::Metric metric, const Eigen::Ref<const Eigen::VectorXd>& a,
                const Eigen::Ref<const Eigen::VectorXd>& b);

/// Row t of the L x L matrix: the metric between rows t and s = 0 .. L-1 of `e` (L x d), O(L d).
Eigen::VectorXd matrixRow(const Eigen::MatrixXd& e, core::Metric metric, long t);

/// The matrix over two block axes: cell (i, j) holds the block-mean conventions of the
/// sinusoidal grid (mean dot = dot of the mean rows; RMS distance; mean dot over RMS norms),
/// exact for one position per cell. Cost O((rows + cols) step d + cells d).
core::SimilarityGrid sampleGrid(const Eigen::MatrixXd& e, core::Metric metric, const core::BlockAxis& rows,
                                const core::BlockAxis& cols);

/// The mean over t of metric(p_t, p_{t+|D|}), t = 0 .. L-1-|D|, taking every `stride`-th t.
double offsetMean(const Eigen::MatrixXd& e, core::Metric metric, long offset, long stride);

/// The stride that keeps one offset's mean under `budget` multiply-adds (1 = every t).
long strideFor(long length, int dim, long offset, double budget);

/// The offset curve over `offsets` (one sampled offset per cell, its centre); `*stride` is the
/// largest stride used (1 = exact means over every t).
core::OffsetCurve offsetCurve(const Eigen::MatrixXd& e, core::Metric metric, const core::BlockAxis& offsets,
                              long* stride);

/// The first false neighbour (core::FalseNeighbourSearch) of the mean curve at integer offsets
/// 1 .. min(L - 2, maxSearch).
core::FalseNeighbour firstFalseNeighbour(const Eigen::MatrixXd& e, core::Metric metric, double threshold,
                                         long maxSearch = 4096);

/// |p_t - p_{t+1}| at t = 0, 10, 100, 500, L - 2 (those with t + 1 < L).
std::vector<core::ConsecutiveDistance> consecutiveDistances(const Eigen::MatrixXd& e);

/// Multiply-adds allowed for the offset curve of one frame.
constexpr double kCurveBudget = 2e7;

} // namespace pe::ui::distancetable

#pragma once
/// @file requirements.h
/// Measurements of the requirements a positional encoding should meet (uniqueness, the same
/// distance for the same offset, extrapolation past the training length, determinism),
/// for the sinusoidal formula by its closed forms and for any table of rows directly.
///
/// Sinusoidal distances depend on the offset D only (even d):
///   |PE(t) - PE(t + D)|^2 = sum_k 2 (1 - cos(w_k D)) = 4 sum_k sin^2(w_k D / 2),
/// so the closest pair of positions among 0 .. N-1 is the closest offset in 1 .. N-1:
/// O(N d / 2) instead of O(N^2 d). An odd d adds its lone sine's (sin(w t) - sin(w s))^2,
/// which depends on t as well (see similarity.h); it is handled exactly below.

#include "core/formula/angleblocks.h"
#include "core/formula/params.h"

#include <Eigen/Core>

#include <vector>

namespace pe::core {

/// The smallest distance between two positions and a pair where it occurs (first < second).
struct MinDistance {
    double distance = 0.0;
    long first = 0;
    long second = 0;
    /// Positions compared (0 .. positions-1); fewer than two leaves distance at +inf.
    long positions = 0;
};

/// The closest pair among the sinusoidal encoding's positions 0 .. positions-1 (any number,
/// also past params.length). Even d: the offset D minimising 4 sum_k sin^2(w_k D / 2), the
/// pair (0, D). Odd d: offsets in increasing order of that sum, each completed by the
/// smallest lone-sine term over its pairs, until no offset can do better; d = 1 by sorting
/// the sines. Distances within about 1e-14 of the real ones.
MinDistance minDistanceSinusoidal(const EncodingParams& params, long positions);

/// The closest pair of rows of `rows` (rows = positions), over every pair. O(L^2 d) through
/// the Gram matrix, the winning pair's distance then recomputed from the differences.
MinDistance minDistanceRows(const Eigen::MatrixXd& rows);

/// |PE(t) - PE(t + offset)| over positions t of [from, to): its mean, extremes and standard
/// deviation. A sinusoidal encoding gives the same value for every t (a spread at rounding
/// level); a learned table does not.
struct OffsetSpread {
    long offset = 0;
    long from = 0, to = 0; ///< the range of t
    long samples = 0;      ///< positions t measured (all of [from, to) unless sampled)
    double mean = 0.0;
    double minimum = 0.0;
    double maximum = 0.0;
    double stddev = 0.0; ///< population standard deviation over the samples
    double spread() const { return maximum - minimum; }
};

/// Measures the spread from the rows themselves. When [from, to) holds more than maxSamples
/// positions, evenly spaced runs of AngleBlocks::kBlock consecutive positions are measured
/// (the first and last runs included), maxSamples positions in all. Requires 0 <= from,
/// offset >= 1 and rows that exist up to to - 1 + offset; an empty range gives samples = 0.
OffsetSpread offsetSpread(const RowBlocks& rows, int dim, long offset, long from, long to, long maxSamples);

/// Whether computing rows 0 .. positions-1 twice, once in one call and once row by row,
/// gives the same bits.
struct DeterminismCheck {
    long positions = 0;
    int dim = 0;
    bool identical = false;
};
DeterminismCheck checkDeterminism(const RowBlocks& rows, int dim, long positions);

} // namespace pe::core

#pragma once
/// @file precision.h
/// What storing an encoding in a narrow floating-point format does to it: the vectors are
/// computed accurately (AngleBlocks for the formula, or a table's rows), every component is
/// rounded to float32, float16 or bfloat16 (lowprecision.h), and positions whose rounded
/// vectors are equal can no longer be told apart by anything downstream.

#include "core/analysis/precision/lowprecision.h"
#include "core/formula/angleblocks.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace pe::core {

struct CollisionCounts {
    Dtype dtype = Dtype::Float32;
    long positions = 0; ///< L: positions 0 .. L-1 were rounded
    int dim = 0;
    /// Neighbour pairs (t, t + 1), t in 0 .. L-2, whose d rounded components are all equal.
    long neighbourCollisions = 0;
    /// Positions whose rounded vector equals that of an earlier position (each counted once,
    /// however many earlier positions it equals).
    long duplicatePositions = 0;
    long firstDuplicate = -1;   ///< the smallest such position, -1 when none
    long firstDuplicateOf = -1; ///< the earliest position it equals
    /// Per column j: neighbour pairs (t, t + 1) whose rounded values differ in column j (the
    /// columns that still tell neighbours apart).
    std::vector<long> apartByColumn;
    /// Per t in 0 .. L-2: the number of columns whose rounded values differ between t and t + 1
    /// (0 is a neighbour collision).
    std::vector<int> apartByPair;
    /// Every position counted in duplicatePositions, ascending.
    std::vector<long> duplicates;
};

/// Rounds rows 0 .. positions-1 (d = dim columns) to `dtype` and counts, exactly: neighbour
/// pairs by comparing codes, duplicates by a 32-bit hash of each rounded row whose equal
/// hashes are then confirmed by comparing the rows themselves. Cost O(positions d) roundings,
/// split over the cores (parallel.h) and vectorised (vectorclones.h); memory
/// O(positions + d), never positions x d.
/// `progress`, when given, is called on the calling thread now and then with the fraction done;
/// when it returns false the count stops and returns nullopt.
std::optional<CollisionCounts> countCollisions(const RowBlocks& rows, int dim, long positions, Dtype dtype,
                                               const std::function<bool(double)>& progress);
/// The same, to the end.
CollisionCounts countCollisions(const RowBlocks& rows, int dim, long positions, Dtype dtype);

/// The per-pair and per-position results binned for a plot of `bins` cells over positions
/// 0 .. L-1: per cell, the fewest columns telling a pair (t, t + 1) of the cell apart and the
/// duplicates among its positions.
struct CollisionBins {
    long step = 1;                ///< positions per cell (the last may be shorter)
    std::vector<int> fewestApart; ///< per cell, -1 when the cell holds no pair
    std::vector<long> duplicates; ///< per cell
};
CollisionBins binCollisions(const CollisionCounts& counts, int bins);

} // namespace pe::core

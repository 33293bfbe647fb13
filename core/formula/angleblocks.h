#pragma once
/// @file angleblocks.h
/// sin(w_k t) and cos(w_k t) for many frequencies w_k and runs of consecutive positions t, fast
/// and within about 1e-15 of the real values: positions are cut into aligned blocks of
/// kBlock, the blocks into super-blocks of kBlocksPerSuper. At each super-block start B the
/// angle w_k B is reduced exactly (double-double w_k, reducedAngle); a block start
/// b = B + kBlock m and then each position b + j follow from the angle-addition formulas
///   sin(w (b + j)) = sin(w b) cos(w j) + cos(w b) sin(w j),
///   cos(w (b + j)) = cos(w b) cos(w j) - sin(w b) sin(w j),
/// with sin(w j), cos(w j) (j < kBlock) and sin(w kBlock m), cos(w kBlock m) (m <
/// kBlocksPerSuper) tabulated once, each table from exact reductions of 16 q and r (j = 16q +
/// r) and one more angle addition. Two products and a sum per value instead of a library sine,
/// and the result for a position does not depend on how the calls split the positions (the same
/// starts, the same operations).

#include "core/formula/ddouble.h"
#include "core/formula/params.h"

#include <Eigen/Core>

#include <functional>
#include <memory>
#include <vector>

namespace pe::core {

class AngleBlocks {
public:
    static constexpr long kBlock = 256;
    /// Blocks per super-block: the count's runs of 1024 positions need one reduction each.
    static constexpr long kBlocksPerSuper = 16;

    explicit AngleBlocks(std::vector<DDouble> omegas);

    int size() const { return static_cast<int>(m_omegas.size()); }

    /// sines[i] = sin(w_k (first + i)), cosines[i] = cos(w_k (first + i)), i < count.
    void fill(int k, long first, long count, double* sines, double* cosines) const;
    /// out[i] = sin(w_k (first + i)) (or the cosine), i < count: the same bits as fill().
    /// Both take any first >= 0.
    void fillOne(int k, bool sine, long first, long count, double* out) const;

    /// One pair's tables: sin and cos of w j (j < kBlock) and of w kBlock m (m < kBlocksPerSuper).
    struct PairTables {
        const double* sines;
        const double* cosines;
        const double* blockSines;
        const double* blockCosines;
    };

private:
    PairTables pairTables(int k) const;
    void tabulate(std::size_t k); ///< fills pair k's tables
    /// sines[j] = sin(w step j), cosines[j] = cos(w step j), j < count (a multiple of 16).
    static void tabulateSteps(const DDouble& w, double step, long count, double* sines, double* cosines);

    std::vector<DDouble> m_omegas;
    // Left uninitialised until tabulated, so that the cores that fill the tables are the ones
    // that first touch their pages (megabytes at large d).
    std::unique_ptr<double[]> m_sin; ///< [k * kBlock + j] = sin(w_k j)
    std::unique_ptr<double[]> m_cos;
    std::unique_ptr<double[]> m_sinBlocks; ///< [k * kBlocksPerSuper + m] = sin(w_k kBlock m)
    std::unique_ptr<double[]> m_cosBlocks;
};

/// Fills out (count x (colEnd - col0), column-major with leading dimension ld) with columns
/// col0 .. colEnd-1 of rows first .. first + count - 1 of an encoding: out[(j - col0) * ld + i]
/// is row first + i, column j. The measurements of requirements.h read encodings through this,
/// a few columns at a time so that what they hold stays in the processor's cache.
using RowBlocks = std::function<void(long first, long count, int col0, int colEnd, double* out, long ld)>;

/// The sinusoidal encoding's rows through AngleBlocks (values within about 1e-15 of the real
/// sin and cos, columns in the params' layout). Any position t >= 0, also past params.length.
RowBlocks sinusoidalRows(const EncodingParams& params);

/// The rows of a matrix (rows = positions); first + count must not exceed its rows.
RowBlocks matrixRows(std::shared_ptr<const Eigen::MatrixXd> rows);

} // namespace pe::core

#pragma once
/// @file sampling.h
/// What a view shows of an L x d matrix: one cell per block of positions and dimensions,
/// holding the exact mean of the block. Cost is bounded by the number of cells, never by L.
///
/// The mean of sin(w t) over the m integer positions t = a .. a+m-1 has a closed form
/// (Dirichlet kernel): sin(w c) * sin(w m / 2) / (m sin(w / 2)), c = a + (m-1)/2, and the same
/// with cos. A column whose period is shorter than a block therefore fades to its true mean
/// instead of aliasing into a false slow wave.

#include "core/encodings/encoding.h"
#include "core/formula/formula.h"

#include <Eigen/Core>
#include <vector>

namespace pe::core {

/// A half-open index range [first, end) cut into `cells` blocks of `step` indices
/// (the last block may be shorter).
struct BlockAxis {
    long first = 0;
    long end = 0;
    long step = 1;
    int cells = 0;

    /// The coarsest step that shows [first, end) in at most maxCells cells.
    static BlockAxis fit(long first, long end, int maxCells);
    /// The coarsest step that still gives at least `pixels` cells (step 1 when there are fewer
    /// indices than pixels): cells no wider than a pixel, for areaWeights.
    static BlockAxis fitFine(long first, long end, int pixels);

    long blockBegin(int cell) const { return first + cell * step; }
    long blockEnd(int cell) const { return std::min(end, first + (cell + 1) * step); }
    long blockSize(int cell) const { return blockEnd(cell) - blockBegin(cell); }
    /// Centre of a block in index units (a block [a, b) is centred at (a + b - 1) / 2).
    double blockCenter(int cell) const { return 0.5 * (blockBegin(cell) + blockEnd(cell) - 1); }
    /// The cell holding an index, clamped to the axis.
    int cellOf(long index) const;

    bool operator==(const BlockAxis& o) const
    {
        return first == o.first && end == o.end && step == o.step && cells == o.cells;
    }
};

/// The screen's view of a block axis, as a box filter: pixel p covers the continuous range
/// [lo + p (hi - lo) / pixels, lo + (p + 1) (hi - lo) / pixels) of index coordinates (index i
/// covers [i - 1/2, i + 1/2), a cell the union of its indices), and shows the mean of the cells
/// under it, each weighted by the length of it the pixel covers. Averaging, never sampling:
/// cells narrower than a pixel blend instead of beating against the pixel grid (moiré), and a
/// pixel inside one cell shows that cell. Pixels past the cells show the nearest cell.
struct AreaWeights {
    int pixels = 0;
    std::vector<int> begin;    ///< pixels + 1 offsets into cell / weight
    std::vector<int> cell;     ///< the cells under each pixel
    std::vector<float> weight; ///< their weights, summing to 1 per pixel
};
AreaWeights areaWeights(const BlockAxis& cells, double lo, double hi, int pixels);

/// out(p, q) = sum_i sum_j rows(p, i) cols(q, j) values(i, j): the cells of `values`
/// (rows.cells x cols.cells) averaged onto rows.pixels x cols.pixels pixels.
Eigen::MatrixXf areaResample(const Eigen::MatrixXf& values, const AreaWeights& rows, const AreaWeights& cols);

/// sin(w m / 2) / (m sin(w / 2)) (Dirichlet kernel): the factor that turns the value of
/// sin or cos at a block's centre into the block's mean over m integer positions.
/// 1 for m = 1 and for w -> 0.
double dirichletFactor(double w, long m);

/// Mean of sin(w t) (sine = true) or cos(w t) over t = a .. a+m-1, in double.
double blockMean(double omega, bool sine, long a, long m);

/// How a cell of the formula summarises its block of positions.
enum class CellFilter {
    /// The exact mean of the block (a box filter). Its Dirichlet factor keeps up to 22 % of a
    /// wave a few times faster than the blocks, which draws false arcs on a long matrix.
    Mean,
    /// The box applied four times (a cubic B-spline four blocks wide, centred on the block; a
    /// shorter last block gets a kernel as wide as the others'): the factor is the box's to the
    /// fourth power, at most 0.2 % past the first zero, so waves faster than the blocks fade to
    /// their mean; 1 when a block is one position. Across the dimensions, blocks of several
    /// columns weight the columns with a cubic B-spline four blocks wide as well (normalised
    /// over the visible columns), since at a large t the phase w_j t changes from column to
    /// column faster than the blocks can show.
    Smooth,
};

/// The factor of `filter` for frequency w over blocks of m positions: dirichletFactor(w, m)
/// or its fourth power. Applied to sin or cos at a block's centre it gives the cell's value.
double cellFactor(double w, long m, CellFilter filter);

/// Cells of the encoding: values(i, j) is the mean of PE over position block i and column block j.
struct EncodingGrid {
    BlockAxis positions;
    BlockAxis dims;
    Eigen::MatrixXf values; ///< positions.cells x dims.cells
};

/// Block means of arbitrary columns (frequency and function per column) over the given axes
/// (with CellFilter::Smooth, the smoothed value at each cell's centre). Angles in double reduced modulo 2*pi, then
/// sin/cos vectorised in float.
EncodingGrid sampleColumns(const ColumnSpec& columns, const BlockAxis& positions, const BlockAxis& dims,
                           CellFilter filter = CellFilter::Mean);

/// Block means of any absolute encoding (a learned table, ...) over the given axes: each cell
/// averages the entries of its block. Uses the closed form, filtered by `filter`, when the
/// encoding is sinusoidal (a table's cells are always block means).
EncodingGrid sampleAbsolute(const AbsoluteEncoding& encoding, const BlockAxis& positions, const BlockAxis& dims,
                            CellFilter filter = CellFilter::Mean);

/// Block means (or smoothed values) of the sinusoidal encoding of `params`.
EncodingGrid sampleEncoding(const EncodingParams& params, const BlockAxis& positions, const BlockAxis& dims,
                            CellFilter filter = CellFilter::Mean);

} // namespace pe::core

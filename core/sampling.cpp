#include "sampling.h"

#include <Eigen/Dense>
#include <algorithm>
#include <cmath>

namespace pe::core {

BlockAxis BlockAxis::fit(long first, long end, int maxCells)
{
    BlockAxis axis;
    axis.first = first;
    axis.end = std::max(first, end);
    const long span = axis.end - axis.first;
    maxCells = std::max(1, maxCells);
    axis.step = std::max(1L, (span + maxCells - 1) / maxCells);
    axis.cells = static_cast<int>((span + axis.step - 1) / axis.step);
    return axis;
}

int BlockAxis::cellOf(long index) const
{
    if (cells == 0)
        return 0;
    const long c = (index - first) / step;
    return static_cast<int>(std::clamp<long>(c, 0, cells - 1));
}

namespace {
/// sin(w m / 2) / (m sin(w / 2)): the factor that turns the value at a block's centre into
/// the block's mean. 1 for m = 1 and for w -> 0.
double dirichletFactor(double w, long m)
{
    if (m <= 1)
        return 1.0;
    const double den = static_cast<double>(m) * std::sin(0.5 * w);
    if (std::abs(den) < 1e-300)
        return 1.0;
    return std::sin(reducedAngle(0.5 * w, static_cast<double>(m))) / den;
}
} // namespace

double blockMean(double w, bool sine, long a, long m)
{
    const double c = static_cast<double>(a) + 0.5 * static_cast<double>(m - 1);
    const double angle = reducedAngle(w, c);
    return dirichletFactor(w, m) * (sine ? std::sin(angle) : std::cos(angle));
}

EncodingGrid sampleColumns(const ColumnSpec& columns, const BlockAxis& positions, const BlockAxis& dims)
{
    EncodingGrid grid;
    grid.positions = positions;
    grid.dims = dims;
    const int np = positions.cells;
    grid.values = Eigen::MatrixXf::Zero(np, dims.cells);
    if (np == 0 || dims.cells == 0)
        return grid;

    Eigen::ArrayXd centers(np);
    for (int i = 0; i < np; ++i)
        centers[i] = positions.blockCenter(i);
    // Only the last position block can be shorter than the step.
    const long lastSize = positions.blockSize(np - 1);
    const bool ragged = lastSize != positions.step;

    Eigen::ArrayXd angles(np);
    Eigen::ArrayXf trig(np);
    for (int cell = 0; cell < dims.cells; ++cell) {
        const long j0 = dims.blockBegin(cell);
        const long j1 = dims.blockEnd(cell);
        auto out = grid.values.col(cell).array();
        for (long j = j0; j < j1; ++j) {
            const double w = columns.omegas[j];
            angles = centers * w;
            angles -= kTwoPi * (angles / kTwoPi).round();
            const Eigen::ArrayXf a = angles.cast<float>();
            if (columns.sines[j])
                trig = a.sin();
            else
                trig = a.cos();
            trig *= static_cast<float>(dirichletFactor(w, positions.step));
            if (ragged)
                trig[np - 1] = static_cast<float>(blockMean(w, columns.sines[j], positions.blockBegin(np - 1), lastSize));
            out += trig;
        }
        out /= static_cast<float>(j1 - j0);
    }
    return grid;
}

EncodingGrid sampleEncoding(const EncodingParams& params, const BlockAxis& positions, const BlockAxis& dims)
{
    return sampleColumns(columnSpec(params), positions, dims);
}

} // namespace pe::core

#include "sampling.h"

#include "parallel.h"
#include "trig.h"

#include <Eigen/Dense>
#include <algorithm>
#include <cmath>
#include <unordered_map>
#include <vector>

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

BlockAxis BlockAxis::fitFine(long first, long end, int pixels)
{
    BlockAxis axis;
    axis.first = first;
    axis.end = std::max(first, end);
    const long span = axis.end - axis.first;
    axis.step = std::max(1L, span / std::max(1, pixels));
    axis.cells = static_cast<int>((span + axis.step - 1) / axis.step);
    return axis;
}

AreaWeights areaWeights(const BlockAxis& cells, double lo, double hi, int pixels)
{
    AreaWeights w;
    w.pixels = std::max(0, pixels);
    w.begin.assign(static_cast<std::size_t>(w.pixels) + 1, 0);
    if (cells.cells <= 0 || w.pixels == 0)
        return w;
    const double dataLo = static_cast<double>(cells.first) - 0.5;
    const double dataHi = static_cast<double>(cells.end) - 0.5;
    const double width = (hi - lo) / w.pixels;
    for (int p = 0; p < w.pixels; ++p) {
        const double a = std::max(dataLo, lo + p * width);
        const double b = std::min(dataHi, lo + (p + 1) * width);
        const std::size_t start = w.cell.size();
        if (b > a) {
            const int c0 = cells.cellOf(static_cast<long>(std::floor(a + 0.5)));
            const int c1 = cells.cellOf(static_cast<long>(std::ceil(b + 0.5)) - 1);
            double total = 0.0;
            for (int c = c0; c <= c1; ++c) {
                const double cellLo = static_cast<double>(cells.blockBegin(c)) - 0.5;
                const double cellHi = static_cast<double>(cells.blockEnd(c)) - 0.5;
                const double overlap = std::min(b, cellHi) - std::max(a, cellLo);
                if (overlap > 0) {
                    w.cell.push_back(c);
                    w.weight.push_back(static_cast<float>(overlap));
                    total += overlap;
                }
            }
            for (std::size_t k = start; k < w.weight.size(); ++k)
                w.weight[k] = static_cast<float>(w.weight[k] / total);
        }
        if (w.cell.size() == start) {
            // Outside the cells (or a zero-width pixel): the nearest cell.
            const double centre = lo + (p + 0.5) * width;
            w.cell.push_back(centre < dataLo    ? 0
                             : centre >= dataHi ? cells.cells - 1
                                                : cells.cellOf(std::lround(centre)));
            w.weight.push_back(1.0f);
        }
        w.begin[static_cast<std::size_t>(p) + 1] = static_cast<int>(w.cell.size());
    }
    return w;
}

Eigen::MatrixXf areaResample(const Eigen::MatrixXf& values, const AreaWeights& rows, const AreaWeights& cols)
{
    // Rows first (pixels x cells), then columns, each pixel a short weighted sum.
    Eigen::MatrixXf byRows = Eigen::MatrixXf::Zero(rows.pixels, values.cols());
    parallelFor(values.cols(), 64, [&](long first, long end) {
        for (long j = first; j < end; ++j)
            for (int p = 0; p < rows.pixels; ++p) {
                float sum = 0.0f;
                for (int k = rows.begin[p]; k < rows.begin[p + 1]; ++k)
                    sum += rows.weight[k] * values(rows.cell[k], j);
                byRows(p, j) = sum;
            }
    });
    Eigen::MatrixXf out = Eigen::MatrixXf::Zero(rows.pixels, cols.pixels);
    parallelFor(cols.pixels, 64, [&](long first, long end) {
        for (long q = first; q < end; ++q)
            for (int k = cols.begin[q]; k < cols.begin[q + 1]; ++k)
                out.col(q) += cols.weight[k] * byRows.col(cols.cell[k]);
    });
    return out;
}

int BlockAxis::cellOf(long index) const
{
    if (cells == 0)
        return 0;
    const long c = (index - first) / step;
    return static_cast<int>(std::clamp<long>(c, 0, cells - 1));
}

double dirichletFactor(double w, long m)
{
    if (m <= 1)
        return 1.0;
    const double den = static_cast<double>(m) * std::sin(0.5 * w);
    if (std::abs(den) < 1e-300)
        return 1.0;
    return std::sin(reducedAngle(0.5 * w, static_cast<double>(m))) / den;
}

double blockMean(double w, bool sine, long a, long m)
{
    const double c = static_cast<double>(a) + 0.5 * static_cast<double>(m - 1);
    const double angle = reducedAngle(w, c);
    return dirichletFactor(w, m) * (sine ? std::sin(angle) : std::cos(angle));
}

namespace {
/// One frequency of the visible columns: the output cells of its sine and cosine columns
/// (-1 when the column is not shown), so that both share one computation of the angles.
struct Frequency {
    double omega = 0;
    int sineCell = -1;
    int cosCell = -1;
};

std::vector<Frequency> visibleFrequencies(const ColumnSpec& columns, const BlockAxis& dims)
{
    std::vector<Frequency> out;
    std::unordered_map<double, std::size_t> missingOne; // omega -> entry with one free slot
    for (long j = dims.first; j < dims.end; ++j) {
        const double w = columns.omegas[j];
        const bool sine = columns.sines[j];
        const int cell = dims.cellOf(j);
        if (auto it = missingOne.find(w); it != missingOne.end()) {
            int& slot = sine ? out[it->second].sineCell : out[it->second].cosCell;
            if (slot < 0) {
                slot = cell;
                missingOne.erase(it);
                continue;
            }
        }
        Frequency f;
        f.omega = w;
        (sine ? f.sineCell : f.cosCell) = cell;
        missingOne[w] = out.size();
        out.push_back(f);
    }
    return out;
}

/// Minimum rows x frequencies per thread: below this, starting a thread costs more than it saves.
constexpr long kMinWorkPerThread = 150000;
} // namespace

EncodingGrid sampleColumns(const ColumnSpec& columns, const BlockAxis& positions, const BlockAxis& dims)
{
    EncodingGrid grid;
    grid.positions = positions;
    grid.dims = dims;
    const int np = positions.cells;
    grid.values = Eigen::MatrixXf::Zero(np, dims.cells);
    if (np == 0 || dims.cells == 0)
        return grid;

    const std::vector<Frequency> freqs = visibleFrequencies(columns, dims);
    // Only the last position block can be shorter than the step: it gets the exact scalar mean.
    const long lastSize = positions.blockSize(np - 1);
    const bool ragged = lastSize != positions.step;
    const int full = ragged ? np - 1 : np;
    std::vector<float> factors(freqs.size());
    for (std::size_t f = 0; f < freqs.size(); ++f)
        factors[f] = static_cast<float>(dirichletFactor(freqs[f].omega, positions.step));

    // Rows are split between threads; each writes only its own rows of every column.
    const long minRows = std::max(1L, kMinWorkPerThread / std::max<long>(1, static_cast<long>(freqs.size())));
    parallelFor(full, minRows, [&](long r0, long r1) {
        const long n = r1 - r0;
        std::vector<double> centers(n);
        for (long i = 0; i < n; ++i)
            centers[i] = positions.blockCenter(static_cast<int>(r0 + i));
        Eigen::ArrayXf sines(n), cosines(n), reduced(n);
        Eigen::ArrayXi quadrant(n);
        for (std::size_t f = 0; f < freqs.size(); ++f) {
            sinCosScaled(centers.data(), n, freqs[f].omega, sines.data(), cosines.data(), quadrant.data(),
                         reduced.data());
            if (freqs[f].sineCell >= 0)
                grid.values.col(freqs[f].sineCell).segment(r0, n).array() += factors[f] * sines;
            if (freqs[f].cosCell >= 0)
                grid.values.col(freqs[f].cosCell).segment(r0, n).array() += factors[f] * cosines;
        }
    });
    if (ragged) {
        const long a = positions.blockBegin(np - 1);
        for (const Frequency& f : freqs) {
            if (f.sineCell >= 0)
                grid.values(np - 1, f.sineCell) += static_cast<float>(blockMean(f.omega, true, a, lastSize));
            if (f.cosCell >= 0)
                grid.values(np - 1, f.cosCell) += static_cast<float>(blockMean(f.omega, false, a, lastSize));
        }
    }
    for (int cell = 0; cell < dims.cells; ++cell)
        grid.values.col(cell) /= static_cast<float>(dims.blockSize(cell));
    return grid;
}

EncodingGrid sampleEncoding(const EncodingParams& params, const BlockAxis& positions, const BlockAxis& dims)
{
    return sampleColumns(columnSpec(params), positions, dims);
}

EncodingGrid sampleAbsolute(const AbsoluteEncoding& encoding, const BlockAxis& positions, const BlockAxis& dims)
{
    if (const EncodingParams* p = encoding.sinusoidal())
        return sampleEncoding(*p, positions, dims);
    EncodingGrid grid;
    grid.positions = positions;
    grid.dims = dims;
    grid.values = Eigen::MatrixXf::Zero(positions.cells, dims.cells);
    const long count = positions.end - positions.first;
    Eigen::VectorXd sums(positions.cells);
    for (int c = 0; c < dims.cells; ++c) {
        sums.setZero();
        for (long j = dims.blockBegin(c); j < dims.blockEnd(c); ++j) {
            const Eigen::VectorXd column = encoding.column(static_cast<int>(j), positions.first, count);
            for (int r = 0; r < positions.cells; ++r)
                sums[r] += column.segment(positions.blockBegin(r) - positions.first, positions.blockSize(r)).sum();
        }
        for (int r = 0; r < positions.cells; ++r)
            grid.values(r, c) =
                static_cast<float>(sums[r] / (static_cast<double>(positions.blockSize(r)) * dims.blockSize(c)));
    }
    return grid;
}

} // namespace pe::core

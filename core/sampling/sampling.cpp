#include "core/sampling/sampling.h"

#include "core/formula/trig.h"
#include "core/parallel.h"

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
    // Each column written first, then added to: a fresh page's first touch is a write (a read
    // first would map the shared zero page, whose copy on write flushes every core's TLB).
    Eigen::MatrixXf out(rows.pixels, cols.pixels);
    parallelFor(cols.pixels, 64, [&](long first, long end) {
        for (long q = first; q < end; ++q) {
            out.col(q).setZero();
            for (int k = cols.begin[q]; k < cols.begin[q + 1]; ++k)
                out.col(q) += cols.weight[k] * byRows.col(cols.cell[k]);
        }
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

double cellFactor(double w, long m, CellFilter filter)
{
    const double d = dirichletFactor(w, m);
    return filter == CellFilter::Mean ? d : (d * d) * (d * d);
}

namespace {
/// sin or cos at the centre of the block t = a .. a+m-1, times the filter's factor for blocks
/// of `width` positions.
double blockValue(double w, bool sine, long a, long m, long width, CellFilter filter)
{
    const double c = static_cast<double>(a) + 0.5 * static_cast<double>(m - 1);
    const double angle = reducedAngle(w, c);
    return cellFactor(w, width, filter) * (sine ? std::sin(angle) : std::cos(angle));
}
} // namespace

double blockMean(double w, bool sine, long a, long m)
{
    return blockValue(w, sine, a, m, m, CellFilter::Mean);
}

namespace {
/// What one column adds to one output cell, per unit of its value.
struct Share {
    int cell = 0;
    float weight = 0.0f;
};

/// One frequency of the visible columns: the cells its sine and cosine columns add to (none
/// when the column is not shown), so that both share one computation of the angles.
struct Frequency {
    double omega = 0;
    std::vector<Share> sine, cos;
    bool hasSine = false, hasCos = false;
};

/// The centred cubic B-spline (four unit boxes convolved), support (-2, 2).
double cubicBSpline(double u)
{
    const double a = std::abs(u);
    if (a >= 2.0)
        return 0.0;
    if (a >= 1.0)
        return (2.0 - a) * (2.0 - a) * (2.0 - a) / 6.0;
    return 2.0 / 3.0 - a * a + 0.5 * a * a * a;
}

/// The cells column j adds to: its own block's mean, or (Smooth, blocks of several columns) a
/// cubic B-spline four blocks wide centred on each cell, normalised over the visible columns:
/// a block average keeps enough of a pattern that changes from column to column (the phase
/// w_j t at a large t) to draw false arcs.
std::vector<std::vector<Share>> columnShares(const BlockAxis& dims, CellFilter filter)
{
    const long count = dims.end - dims.first;
    std::vector<std::vector<Share>> shares(static_cast<std::size_t>(std::max(0L, count)));
    if (filter == CellFilter::Mean || dims.step <= 1) {
        for (long j = dims.first; j < dims.end; ++j) {
            const int cell = dims.cellOf(j);
            shares[j - dims.first] = {{cell, 1.0f / static_cast<float>(dims.blockSize(cell))}};
        }
        return shares;
    }
    const double width = static_cast<double>(dims.step);
    const long reach = 2 * dims.step;
    std::vector<double> totals(dims.cells, 0.0);
    std::vector<std::vector<std::pair<int, double>>> raw(shares.size());
    for (long j = dims.first; j < dims.end; ++j)
        for (int c = dims.cellOf(j - reach); c <= dims.cellOf(j + reach); ++c) {
            const double w = cubicBSpline((static_cast<double>(j) - dims.blockCenter(c)) / width);
            if (w > 0.0) {
                raw[j - dims.first].emplace_back(c, w);
                totals[c] += w;
            }
        }
    for (std::size_t i = 0; i < raw.size(); ++i)
        for (const auto& [c, w] : raw[i])
            shares[i].push_back({c, static_cast<float>(w / totals[c])});
    return shares;
}

std::vector<Frequency> visibleFrequencies(const ColumnSpec& columns, const BlockAxis& dims, CellFilter filter)
{
    std::vector<std::vector<Share>> shares = columnShares(dims, filter);
    std::vector<Frequency> out;
    std::unordered_map<double, std::size_t> missingOne; // omega -> entry with one free slot
    for (long j = dims.first; j < dims.end; ++j) {
        const double w = columns.omegas[j];
        const bool sine = columns.sines[j];
        std::vector<Share>& mine = shares[j - dims.first];
        if (auto it = missingOne.find(w); it != missingOne.end()) {
            Frequency& f = out[it->second];
            bool& has = sine ? f.hasSine : f.hasCos;
            if (!has) {
                has = true;
                (sine ? f.sine : f.cos) = std::move(mine);
                missingOne.erase(it);
                continue;
            }
        }
        Frequency f;
        f.omega = w;
        (sine ? f.hasSine : f.hasCos) = true;
        (sine ? f.sine : f.cos) = std::move(mine);
        missingOne[w] = out.size();
        out.push_back(std::move(f));
    }
    return out;
}

/// Minimum rows x frequencies per thread: below this, starting a thread costs more than it saves.
constexpr long kMinWorkPerThread = 150000;
} // namespace

EncodingGrid sampleColumns(const ColumnSpec& columns, const BlockAxis& positions, const BlockAxis& dims,
                           CellFilter filter)
{
    EncodingGrid grid;
    grid.positions = positions;
    grid.dims = dims;
    const int np = positions.cells;
    grid.values = Eigen::MatrixXf::Zero(np, dims.cells);
    if (np == 0 || dims.cells == 0)
        return grid;

    const std::vector<Frequency> freqs = visibleFrequencies(columns, dims, filter);
    // Only the last position block can be shorter than the step: it gets its own mean, or the
    // same smoothing as the others (a kernel as wide, centred on it).
    const long lastSize = positions.blockSize(np - 1);
    const bool ragged = lastSize != positions.step;
    const int full = ragged ? np - 1 : np;
    std::vector<float> factors(freqs.size());
    for (std::size_t f = 0; f < freqs.size(); ++f)
        factors[f] = static_cast<float>(cellFactor(freqs[f].omega, positions.step, filter));

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
            for (const Share& share : freqs[f].sine)
                grid.values.col(share.cell).segment(r0, n).array() += (factors[f] * share.weight) * sines;
            for (const Share& share : freqs[f].cos)
                grid.values.col(share.cell).segment(r0, n).array() += (factors[f] * share.weight) * cosines;
        }
    });
    if (ragged) {
        const long a = positions.blockBegin(np - 1);
        const long width = filter == CellFilter::Mean ? lastSize : positions.step;
        for (const Frequency& f : freqs) {
            const double sine = blockValue(f.omega, true, a, lastSize, width, filter);
            const double cosine = blockValue(f.omega, false, a, lastSize, width, filter);
            for (const Share& share : f.sine)
                grid.values(np - 1, share.cell) += static_cast<float>(share.weight * sine);
            for (const Share& share : f.cos)
                grid.values(np - 1, share.cell) += static_cast<float>(share.weight * cosine);
        }
    }
    return grid;
}

EncodingGrid sampleEncoding(const EncodingParams& params, const BlockAxis& positions, const BlockAxis& dims,
                            CellFilter filter)
{
    return sampleColumns(columnSpec(params), positions, dims, filter);
}

EncodingGrid sampleAbsolute(const AbsoluteEncoding& encoding, const BlockAxis& positions, const BlockAxis& dims,
                            CellFilter filter)
{
    if (const EncodingParams* p = encoding.sinusoidal())
        return sampleEncoding(*p, positions, dims, filter);
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

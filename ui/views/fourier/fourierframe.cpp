#include "ui/views/fourier/fourierframe.h"

#include "core/parallel.h"
#include "ui/framework/controller.h"
#include "ui/framework/viewhelpers.h"

#include <qcustomplot.h>

#include <algorithm>

namespace pe::ui {

namespace {
/// Rows of a heatmap: one band per analysed column, in dimension units.
std::unique_ptr<QCPColorMapData> bandMap(const core::BlockAxis& x, const core::BlockAxis& dims,
                                         const std::vector<std::vector<double>>& rows)
{
    int nx = 0, ny = 0;
    QCPRange rx, ry;
    helpers::axisExtent(x, &nx, &rx);
    helpers::axisExtent(dims, &ny, &ry);
    auto data = std::make_unique<QCPColorMapData>(nx, ny, rx, ry);
    for (int j = 0; j < ny; ++j) {
        const auto& row = rows[std::min<std::size_t>(j, rows.size() - 1)];
        for (int i = 0; i < nx; ++i)
            data->setCell(i, j, row[std::min<std::size_t>(i, row.size() - 1)]);
    }
    return data;
}

/// The plotted column taken from the basis when the basis analysed it (no second analysis).
std::shared_ptr<const core::FourierBasis> chosenFrom(const core::FourierBasis& basis, int column)
{
    for (const core::FourierColumn& c : basis.columns)
        if (c.column == column) {
            auto chosen = std::make_shared<core::FourierBasis>();
            chosen->params = basis.params;
            chosen->source = basis.source;
            chosen->sum = basis.sum;
            chosen->window = basis.window;
            chosen->orderCuts = basis.orderCuts;
            chosen->columns = {c};
            return chosen;
        }
    return nullptr;
}

/// Whether the basis analysed these columns of this source (the spectra; the ranking follows
/// its sum).
std::shared_ptr<const FourierStaticCells> staticCells(const core::FourierBasis& basis, const core::BlockAxis& bins,
                                                      const core::BlockAxis& positions)
{
    auto cells = std::make_shared<FourierStaticCells>();
    cells->bins = bins;
    cells->positions = positions;
    const long count = static_cast<long>(basis.columns.size());
    cells->spectrum.resize(count);
    cells->original.resize(count);
    std::vector<double> amplitudes(count, 0.0);
    core::parallelFor(count, std::max(1L, 65536L / std::max(1L, basis.params.length)), [&](long b, long e) {
        for (long c = b; c < e; ++c) {
            const core::FourierColumn& col = basis.columns[c];
            cells->spectrum[c] = core::blockMaxDb(col.bins, basis.window, bins);
            cells->original[c] = core::blockMeans(col.truth, positions);
            amplitudes[c] = col.truth.cwiseAbs().maxCoeff();
        }
    });
    for (double a : amplitudes)
        cells->amplitude = std::max(cells->amplitude, a);
    return cells;
}

bool sameSpectra(const core::FourierBasis* b, const core::EncodingParams& p, const core::SourceParams& s, long window,
                 const std::vector<int>& columns)
{
    if (!b || b->params != p || !(b->source == s) || b->window != window || b->columns.size() != columns.size())
        return false;
    for (std::size_t i = 0; i < columns.size(); ++i)
        if (b->columns[i].column != columns[i])
            return false;
    return true;
}
} // namespace

core::SourceParams FourierSettings::sourceParams() const
{
    core::SourceParams s;
    s.kind = source;
    s.noise = noise;
    s.seed = static_cast<std::uint64_t>(seed);
    return s;
}

long FourierSettings::window(long length) const
{
    return trainLength > 0 ? std::min(trainLength, length) : (length + 1) / 2;
}

int FourierSettings::effectiveKeep(long length) const
{
    return std::clamp(keep, 1, static_cast<int>(window(length) / 2 + 1));
}

namespace {
/// A loaded table seen as an embedding source: column j over positions 0 .. count-1.
class TableSource : public core::EmbeddingSource {
public:
    explicit TableSource(std::shared_ptr<const core::AbsoluteEncoding> table)
        : m_table(std::move(table))
    {
    }
    int dim() const override { return m_table->dim(); }
    std::string name() const override { return m_table->describe(); }
    Eigen::VectorXd column(int j, long count) const override { return m_table->column(j, 0, count); }

private:
    std::shared_ptr<const core::AbsoluteEncoding> m_table;
};
} // namespace

std::shared_ptr<const core::AbsoluteEncoding> loadedTable(const ViewInputs& inputs)
{
    return inputs.encoding && !inputs.encoding->sinusoidal() ? inputs.encoding : nullptr;
}

core::SourceParams analysisSourceParams(const ViewInputs& inputs, const FourierSettings& settings)
{
    if (!loadedTable(inputs))
        return settings.sourceParams();
    core::SourceParams s;
    s.kind = core::SourceKind::LearnedLike; // the scale, noise and seed are unused: the table is the source
    return s;
}

std::shared_ptr<const core::EmbeddingSource> fourierSource(const ViewInputs& inputs, const core::EncodingParams& params,
                                                           const core::SourceParams& source)
{
    if (auto table = loadedTable(inputs))
        return std::make_shared<TableSource>(std::move(table));
    return core::makeSource(params, source);
}

FourierFrame::FourierFrame() = default;
FourierFrame::~FourierFrame() = default;

std::shared_ptr<const FourierFrame> computeFourier(const FourierRequest& request)
{
    // The sources are built on the sinusoidal formula of the encoding; a loaded table is its own
    // source, compared with the formula at its d (eq. 2).
    const core::EncodingParams params = helpers::sinusoidalParams(request.inputs);
    const std::shared_ptr<const core::AbsoluteEncoding> table = loadedTable(request.inputs);
    const core::SourceParams source = analysisSourceParams(request.inputs, request.settings);
    const long n = request.settings.window(params.length);
    const int keep = request.settings.effectiveKeep(params.length);
    const core::FourierSum sum = request.settings.sum;
    const FourierViewport& v = request.viewport;
    const int dim = std::clamp(v.dimension, 0, params.dim - 1);
    const int wPx = v.widthPx, hPx = v.heightPx;
    const core::BlockAxis line = core::BlockAxis::fit(v.lineFirst, v.lineEnd, v.linePx);
    std::shared_ptr<const FourierFrame> last = request.previous;
    // The figure does not depend on the position t: a change of t alone redraws nothing.
    if (last && last->table != table)
        last = nullptr; // another table (or none): nothing of the last analysis applies
    if (last && last->params == params && last->source == source && last->window == n && last->keep == keep &&
        last->sum == sum && last->sigma == request.settings.sigma && last->dimension == dim && last->widthPx == wPx &&
        last->heightPx == hPx && last->line == line)
        return last;
    // The K-independent analysis of the previous frame, reused when only K changes.
    const std::shared_ptr<const core::FourierBasis> lastBasis = last ? last->basis : nullptr;
    const std::shared_ptr<const core::FourierBasis> lastChosen = last ? last->chosen : nullptr;

    auto f = std::make_shared<FourierFrame>();
    f->params = params;
    f->source = source;
    f->table = table;
    f->window = n;
    f->keep = keep;
    f->sum = sum;
    f->sigma = request.settings.sigma;
    f->dimension = dim;
    f->widthPx = wPx;
    f->heightPx = hPx;
    const auto src = fourierSource(request.inputs, params, source);
    const int count = std::min({core::columnBudget(params.length, params.dim), std::max(8, hPx), 512});
    const std::vector<int> columns = core::spreadColumns(params.dim, count);
    f->dims = core::BlockAxis::fit(0, params.dim, static_cast<int>(columns.size()));
    // Progress over the three analyses, by their share of the work (columns x passes);
    // a newer request stops the job (Controller::reportProgress returns false).
    const bool sameBasis = sameSpectra(lastBasis.get(), params, source, n, columns);
    const bool sameChosen = sameSpectra(lastChosen.get(), params, source, n, {dim});
    const bool newBasis = !sameBasis || lastBasis->sum != sum;
    const bool newChosen = !sameChosen || lastChosen->sum != sum;
    const double shares[2] = {newBasis ? static_cast<double>(columns.size()) : 0.0, newChosen ? 1.0 : 0.0};
    const double total = std::max(1.0, shares[0] + shares[1]);
    auto stage = [&](int i) -> core::Progress {
        double before = 0.0;
        for (int j = 0; j < i; ++j)
            before += shares[j];
        return [=](double fraction) { return Controller::reportProgress((before + fraction * shares[i]) / total); };
    };
    auto analyse = [&](const std::vector<int>& cols, bool curve, int i) {
        return std::make_shared<const core::FourierBasis>(
            core::analyseColumns(*src, params, source, n, cols, curve, {}, stage(i), sum));
    };
    // The error curve costs one pass over each column's sorted bins (Parseval and the
    // folded spectrum, no inverse FFT per K): it is computed on the displayed columns. Another
    // reading of eq. (3) ranks the same spectra again.
    if (!newBasis)
        f->basis = lastBasis;
    else if (sameBasis)
        f->basis = std::make_shared<const core::FourierBasis>(core::resummed(*lastBasis, sum, stage(0)));
    else
        f->basis = analyse(columns, true, 0);
    if (!f->basis->complete)
        return nullptr; // stale: dropped by the controller
    f->curve = f->basis;
    f->chosen = newChosen ? chosenFrom(*f->basis, dim) : lastChosen;
    if (!f->chosen && sameChosen)
        f->chosen = std::make_shared<const core::FourierBasis>(core::resummed(*lastChosen, sum, stage(1)));
    if (!f->chosen)
        f->chosen = analyse({dim}, false, 1);
    if (!f->chosen->complete)
        return nullptr;
    f->errorAtKeep = core::reconstructionError(*f->curve, keep);
    f->rho = core::sigmaFactor(*f->curve, f->sigma);
    f->sigmaError = core::sigmaError(*f->curve, f->sigma);
    f->firstSlowPair = core::firstPairSlowerThan(params, n);

    // Only the pixel cells: reconstructions are evaluated per block, not per position.
    const core::BlockAxis bins = core::BlockAxis::fit(0, n / 2 + 1, wPx);
    const core::BlockAxis positions = core::BlockAxis::fit(0, params.length, wPx);
    // The spectrum and the original depend neither on K nor on the sums: the last frame's while
    // its spectra and the cells are the same (a pass over every analysed sample otherwise).
    if (sameBasis && last->cells && last->cells->bins == bins && last->cells->positions == positions)
        f->cells = last->cells;
    else
        f->cells = staticCells(*f->basis, bins, positions);
    f->amplitude = f->cells->amplitude;
    const std::vector<std::vector<double>> recon = core::reconstructionBlockMeans(*f->basis, keep, positions);
    f->spectrum = bandMap(bins, f->dims, f->cells->spectrum);
    f->original = bandMap(positions, f->dims, f->cells->original);
    f->reconstruction = bandMap(positions, f->dims, recon);

    const core::FourierColumn& chosen = f->chosen->columns.front();
    const Eigen::VectorXd period = core::reconstructPeriods(*f->chosen, keep).front();
    f->reconstructionAtChosen.assign(period.data(), period.data() + period.size());
    f->line = line;
    f->lineTruth = core::envelope(chosen.truth, line);
    f->lineReconstruction = core::envelope(core::tile(period, params.length), line);
    // rho >= 0: the envelope of rho * PE is PE's scaled (the same as the original's for the
    // sinusoidal source), without a scaled copy of the column.
    f->lineSigma = chosen.encoding.size() > 0 ? core::envelope(chosen.encoding, line) : f->lineTruth;
    for (double& y : f->lineSigma.y)
        y *= f->rho;
    return f;
}

} // namespace pe::ui

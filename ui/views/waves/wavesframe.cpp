#include "ui/views/waves/wavesframe.h"

namespace pe::ui {

namespace {
QSharedPointer<QCPGraphDataContainer> curve(const QVector<double>& keys, const std::vector<double>& values)
{
    QVector<QCPGraphData> points(keys.size());
    for (int i = 0; i < keys.size(); ++i)
        points[i] = QCPGraphData(keys[i], values[static_cast<std::size_t>(i)]);
    auto container = QSharedPointer<QCPGraphDataContainer>::create();
    container->set(points, true);
    return container;
}

void buildPlotData(WavesResult* r)
{
    const core::DimensionWaves& d = r->byDimension;
    QVector<double> x(static_cast<int>(d.x.size()));
    for (std::size_t i = 0; i < d.x.size(); ++i)
        x[static_cast<int>(i)] = d.x[i];
    for (const auto& values : d.values)
        r->dimCurves.append(curve(x, values));
    const core::BlockAxis& axis = r->byPosition.positions;
    QVector<double> keys(axis.cells);
    for (int i = 0; i < axis.cells; ++i)
        keys[i] = axis.step > 1 ? axis.blockCenter(i) : static_cast<double>(axis.blockBegin(i));
    for (const core::PositionWave& wave : r->byPosition.waves) {
        r->hiCurves.append(curve(keys, wave.hi));
        if (axis.step == 1)
            continue;
        r->loCurves.append(curve(keys, wave.lo));
        auto band = QSharedPointer<BandData>::create();
        band->keys = keys;
        band->lo = QVector<double>(wave.lo.begin(), wave.lo.end());
        band->hi = QVector<double>(wave.hi.begin(), wave.hi.end());
        band->halfWidth = 0.5 * static_cast<double>(axis.step);
        r->bands.append(band);
    }
}
} // namespace

std::shared_ptr<const WavesResult> computeWavesFrame(const WavesResult::Inputs& inputs)
{
    const core::EncodingParams& params = inputs.params;
    std::vector<long> positions;
    for (long t : inputs.positions)
        if (t < params.length)
            positions.push_back(t);
    std::vector<int> dims;
    for (long j : inputs.dims)
        if (j < params.dim)
            dims.push_back(static_cast<int>(j));
    auto result = std::make_shared<WavesResult>();
    result->inputs = inputs;
    result->params = params;
    result->byDimension = core::wavesByDimension(params, positions, inputs.columns);
    result->byPosition =
        core::wavesByPosition(params, dims, core::BlockAxis::fit(inputs.first, inputs.end, inputs.pixels));
    buildPlotData(result.get());
    return result;
}

} // namespace pe::ui

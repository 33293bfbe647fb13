#include "ui/views/waves/wavesframe.h"

#include "ui/framework/viewhelpers.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <climits>

namespace pe::ui {

namespace {
QString tr(const char* text)
{
    return QCoreApplication::translate("WavesView", text);
}

QSharedPointer<QCPGraphDataContainer> curve(const QVector<double>& keys, const std::vector<double>& values)
{
    QVector<QCPGraphData> points(keys.size());
    for (int i = 0; i < keys.size(); ++i)
        points[i] = QCPGraphData(keys[i], values[static_cast<std::size_t>(i)]);
    auto container = QSharedPointer<QCPGraphDataContainer>::create();
    container->set(points, true);
    return container;
}

void buildPlotData(WavesFrame* r)
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

QString parseWaveList(const QString& text, long max, std::vector<long>* values)
{
    static const QRegularExpression separators(QStringLiteral("[,;\\s]+"));
    const QStringList items = text.split(separators, Qt::SkipEmptyParts);
    std::vector<long> out;
    if (items.isEmpty())
        return tr("the list is empty");
    for (const QString& item : items) {
        bool ok = false;
        const qlonglong v = item.toLongLong(&ok);
        if (!ok)
            return tr("'%1' is not an integer").arg(item);
        if (v < 0 || v > max)
            return tr("%1 is out of range: each value must be from 0 to %2").arg(v).arg(max);
        if (std::find(out.begin(), out.end(), v) == out.end())
            out.push_back(static_cast<long>(v));
    }
    if (static_cast<int>(out.size()) > kMaxWaveCurves)
        return tr("%1 values given; at most %2 curves are drawn").arg(out.size()).arg(kMaxWaveCurves);
    *values = out;
    return {};
}

std::vector<long> waveList(const QString& text)
{
    std::vector<long> values;
    parseWaveList(text, LONG_MAX, &values);
    return values;
}

QString joinWaveList(const std::vector<long>& values)
{
    QStringList parts;
    for (long v : values)
        parts << QString::number(v);
    return parts.join(QStringLiteral(", "));
}

std::shared_ptr<const WavesFrame> computeWaves(const WavesRequest& request)
{
    // The closed forms of the sinusoidal encoding.
    const core::EncodingParams& params = helpers::sinusoidalParams(request.inputs);
    const WavesViewport& v = request.viewport;
    const WavesFrame::Inputs inputs{params,
                                    waveList(request.settings.positions),
                                    waveList(request.settings.dims),
                                    request.settings.columns,
                                    v.first,
                                    v.end,
                                    v.pixels};
    if (request.previous && request.previous->inputs == inputs)
        return request.previous;
    std::vector<long> positions;
    for (long t : inputs.positions)
        if (t < params.length)
            positions.push_back(t);
    std::vector<int> dims;
    for (long j : inputs.dims)
        if (j < params.dim)
            dims.push_back(static_cast<int>(j));
    auto result = std::make_shared<WavesFrame>();
    result->inputs = inputs;
    result->params = params;
    result->byDimension = core::wavesByDimension(params, positions, inputs.columns);
    result->byPosition =
        core::wavesByPosition(params, dims, core::BlockAxis::fit(inputs.first, inputs.end, inputs.pixels));
    buildPlotData(result.get());
    return result;
}

} // namespace pe::ui

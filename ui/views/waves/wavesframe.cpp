#include "ui/views/waves/wavesframe.h"

#include "ui/framework/numberlist.h"
#include "ui/framework/numbers.h"
#include "ui/framework/viewhelpers.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <climits>

namespace pe::ui {

namespace {
// lupdate files a tr() call outside a class under the enclosing namespace: the same context here.
QString tr(const char* text)
{
    return QCoreApplication::translate("pe::ui", text);
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
        return tr("%1 values given; at most %2 curves are drawn")
            .arg(numbers::integer(out.size()))
            .arg(numbers::integer(kMaxWaveCurves));
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
    return numbers::shownList(parts.join(QLatin1Char(',')), numbers::ListOf::Integers);
}

core::DimensionWaves tableWavesByDimension(const core::AbsoluteEncoding& table, const std::vector<long>& positions)
{
    core::DimensionWaves w;
    w.columns = core::WaveColumns::All;
    w.positions = positions;
    const int d = table.dim();
    for (int j = 0; j < d; ++j) {
        w.x.push_back(j);
        w.column.push_back(j);
    }
    for (long t : positions) {
        const Eigen::MatrixXd row = table.rows(t, 1);
        w.values.emplace_back(row.data(), row.data() + d);
    }
    return w;
}

core::PositionWaves tableWavesByPosition(const core::AbsoluteEncoding& table, const std::vector<int>& dims,
                                         const core::BlockAxis& axis)
{
    core::PositionWaves w;
    w.positions = axis;
    const long first = axis.first, count = axis.end - axis.first;
    for (int j : dims) {
        core::PositionWave wave;
        wave.column = j;
        const Eigen::VectorXd values = table.column(j, first, count);
        wave.lo.resize(static_cast<std::size_t>(axis.cells));
        wave.hi.resize(static_cast<std::size_t>(axis.cells));
        for (int i = 0; i < axis.cells; ++i) {
            const auto block = values.segment(axis.blockBegin(i) - first, axis.blockSize(i));
            wave.lo[static_cast<std::size_t>(i)] = block.minCoeff();
            wave.hi[static_cast<std::size_t>(i)] = block.maxCoeff();
        }
        w.waves.push_back(std::move(wave));
    }
    return w;
}

std::shared_ptr<const WavesFrame> computeWaves(const WavesRequest& request)
{
    // The closed forms of the sinusoidal encoding.
    const core::EncodingParams& params = helpers::sinusoidalParams(request.inputs);
    const WavesViewport& v = request.viewport;
    const std::shared_ptr<const core::AbsoluteEncoding>& encoding = request.inputs.encoding;
    const WavesFrame::Inputs inputs{params,
                                    encoding && !encoding->sinusoidal() ? encoding : nullptr,
                                    waveList(request.settings.positions),
                                    waveList(request.settings.dims),
                                    request.settings.columns,
                                    v.first,
                                    v.end,
                                    v.pixels,
                                    request.settings.wavelengthMarks};
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
    const core::BlockAxis axis = core::BlockAxis::fit(inputs.first, inputs.end, inputs.pixels);
    if (inputs.table) {
        result->byDimension = tableWavesByDimension(*inputs.table, positions);
        result->byPosition = tableWavesByPosition(*inputs.table, dims, axis);
    } else {
        result->byDimension = core::wavesByDimension(params, positions, inputs.columns);
        result->byPosition = core::wavesByPosition(params, dims, axis);
        if (inputs.marks)
            for (std::size_t i = 0; i < dims.size() && i < static_cast<std::size_t>(kMaxWavelengthMarks); ++i) {
                result->marks.push_back(core::wavelengthMark(params, dims[i], static_cast<double>(inputs.first)));
                const core::ContinuousWave w =
                    core::continuousWave(params, dims[i], static_cast<double>(inputs.first),
                                         static_cast<double>(inputs.end - 1), std::max(2, inputs.pixels));
                result->smoothCurves.append(curve(QVector<double>(w.t.begin(), w.t.end()), w.value));
            }
    }
    buildPlotData(result.get());
    return result;
}

} // namespace pe::ui

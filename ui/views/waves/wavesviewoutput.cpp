// WavesView: CSV files and command-line options.

#include "ui/views/waves/wavesview.h"

#include "ui/framework/appstate.h"

#include <QCommandLineParser>
#include <QTextStream>

#include <cstdio>

namespace pe::ui {

namespace {
const QString kPositionsOption = QStringLiteral("positions");
const QString kDimsOption = QStringLiteral("dims");
const QString kColumnsOption = QStringLiteral("columns");
const QString kPositionsCsv = QStringLiteral("csv-positions");

QString g10(double v)
{
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.10g", v);
    return QString::fromLatin1(buffer);
}
} // namespace

void WavesView::writeCsv(QTextStream& out) const
{
    const auto& p = state()->params();
    const core::DimensionWaves w = core::wavesByDimension(p, shownPositions(), m_columns);
    out << "dimension,pair,function";
    for (long t : w.positions)
        out << ",pos" << t;
    out << '\n';
    for (std::size_t i = 0; i < w.column.size(); ++i) {
        const core::Column c = core::columnAt(p, w.column[i]);
        out << w.column[i] << ',' << c.pair << ',' << (c.sine ? "sin" : "cos");
        for (const auto& values : w.values)
            out << ',' << g10(values[i]);
        out << '\n';
    }
}

QStringList WavesView::extraCsvOptionNames()
{
    return {kPositionsCsv};
}

QString WavesView::extraCsvProblem(const QString& option) const
{
    if (option != kPositionsCsv)
        return {};
    const qint64 values = state()->length() * static_cast<qint64>(std::max<std::size_t>(1, shownDims().size()));
    if (values > kMaxCsvValues)
        return tr("the position CSV would hold L × dimensions = %1 values; the limit is %2")
            .arg(values)
            .arg(kMaxCsvValues);
    return {};
}

void WavesView::writeExtraCsv(const QString& option, QTextStream& out) const
{
    if (option != kPositionsCsv)
        return;
    const auto& p = state()->params();
    const std::vector<int> dims = shownDims();
    out << "position";
    for (int j : dims)
        out << ",dim" << j;
    out << '\n';
    // Full resolution, a chunk of positions at a time (one position per block: lo = hi = PE).
    constexpr long kChunk = 65536;
    for (long first = 0; first < p.length; first += kChunk) {
        const long end = std::min(p.length, first + kChunk);
        const core::PositionWaves w = core::wavesByPosition(p, dims, core::BlockAxis::fit(first, end, kChunk));
        for (int i = 0; i < w.positions.cells; ++i) {
            out << w.positions.blockBegin(i);
            for (const core::PositionWave& wave : w.waves)
                out << ',' << g10(wave.lo[i]);
            out << '\n';
        }
    }
}

QList<QCommandLineOption> WavesView::commandLineOptions()
{
    return {
        QCommandLineOption(kPositionsOption,
                           tr("waves: positions drawn against the dimension, e.g. 0,4,8,12 (at most %1, each "
                              "0 to L-1).")
                               .arg(kMaxCurves),
                           tr("list")),
        QCommandLineOption(
            kDimsOption,
            tr("waves: dimensions drawn against the position, e.g. 0,6 (at most %1, each 0 to d-1).").arg(kMaxCurves),
            tr("list")),
        QCommandLineOption(kColumnsOption, tr("waves: columns of the top curves: sin, cos or all (default sin)."),
                           tr("which")),
    };
}

QString WavesView::applyCliOptions(const QCommandLineParser& parser)
{
    if (parser.isSet(kPositionsOption)) {
        std::vector<long> values;
        if (const QString e = parseList(parser.value(kPositionsOption), state()->length() - 1, &values); !e.isEmpty())
            return tr("--positions: %1").arg(e);
        setPositions(values);
    }
    if (parser.isSet(kDimsOption)) {
        std::vector<long> values;
        if (const QString e = parseList(parser.value(kDimsOption), state()->dim() - 1, &values); !e.isEmpty())
            return tr("--dims: %1").arg(e);
        setDims(values);
    }
    if (parser.isSet(kColumnsOption)) {
        const auto columns = core::parseWaveColumns(parser.value(kColumnsOption).toStdString());
        if (!columns)
            return tr("--columns: '%1' is not one of sin, cos, all").arg(parser.value(kColumnsOption));
        setColumns(*columns);
    }
    return {};
}

} // namespace pe::ui

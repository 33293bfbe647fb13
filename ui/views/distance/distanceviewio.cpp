// The distance view's command line and CSV exports (exact values, full resolution).

#include "ui/views/distance/distanceview.h"

#include "ui/framework/appstate.h"

#include <QCommandLineParser>
#include <QTextStream>

#include <cstdio>

namespace pe::ui {

QString DistanceView::csvProblem() const
{
    const long l = state()->params().length;
    if (l > kMaxCsvPositions)
        return tr("The full L × L matrix has L = %1 positions; the limit is %2 (%3 values). Lower L, or write the "
                  "offset curve with --csv-offset.")
            .arg(l)
            .arg(kMaxCsvPositions)
            .arg(static_cast<qint64>(kMaxCsvPositions) * kMaxCsvPositions);
    return {};
}

void DistanceView::writeCsv(QTextStream& out) const
{
    const auto& p = state()->params();
    const core::SimilarityTable table(p, m_metric);
    QByteArray line = "position";
    for (long s = 0; s < p.length; ++s)
        line += ',' + QByteArray::number(static_cast<qlonglong>(s));
    out << QString::fromLatin1(line) << '\n';
    char buffer[32];
    for (long t = 0; t < p.length; ++t) {
        line = QByteArray::number(static_cast<qlonglong>(t));
        for (long s = 0; s < p.length; ++s)
            line.append(buffer, std::snprintf(buffer, sizeof buffer, ",%.12g", table(t, s)));
        out << QString::fromLatin1(line) << '\n';
    }
}

QStringList DistanceView::extraCsvOptionNames()
{
    return {QStringLiteral("csv-offset")};
}

void DistanceView::writeExtraCsv(const QString&, QTextStream& out) const
{
    // The curve is symmetric in D: offsets 0 .. L-1 on row s = 0.
    const auto& p = state()->params();
    const core::OffsetCurve c = core::offsetCurve(p, m_metric, core::axisWithStep(0, p.length, 1));
    out << "offset,value\n";
    char buffer[48];
    for (long d = 0; d < p.length; ++d) {
        std::snprintf(buffer, sizeof buffer, "%ld,%.12g\n", d, c.values[d]);
        out << QLatin1String(buffer);
    }
}

QList<QCommandLineOption> DistanceView::commandLineOptions()
{
    return {QCommandLineOption(QStringLiteral("metric"), tr("distance: dot, cosine or euclidean (default dot)."),
                               tr("metric"))};
}

QString DistanceView::applyCliOptions(const QCommandLineParser& parser)
{
    if (!parser.isSet(QStringLiteral("metric")))
        return {};
    const QString v = parser.value(QStringLiteral("metric"));
    const auto m = core::parseMetric(v.toStdString());
    if (!m)
        return tr("--metric: '%1' is not a metric (use dot, cosine or euclidean)").arg(v);
    setMetric(*m);
    return {};
}

} // namespace pe::ui

// The Fourier view's command line and CSV exports (full data, all d columns).

#include "ui/views/fourier/fourierview.h"

#include "ui/framework/appstate.h"

#include <QCommandLineParser>
#include <QTextStream>

#include <cmath>
#include <limits>

namespace pe::ui {

QString FourierView::csvProblem() const
{
    const auto& p = state()->params();
    const qint64 cells = static_cast<qint64>(p.length) * p.dim;
    if (cells > kMaxCsvCells)
        return tr("The reconstructed matrix would hold L × d = %1 values; the limit is %2. Lower L or d.")
            .arg(cells)
            .arg(kMaxCsvCells);
    return {};
}

void FourierView::writeCsv(QTextStream& out) const
{
    const auto& p = state()->params();
    std::vector<int> all(p.dim);
    for (int j = 0; j < p.dim; ++j)
        all[j] = j;
    const auto periods = core::reconstructColumns(*core::makeSource(p, m_source), window(), m_keep, all);
    out << "position";
    for (int j = 0; j < p.dim; ++j)
        out << ",dim" << j;
    out << '\n';
    char buffer[32];
    QByteArray line;
    const long n = window();
    for (long t = 0; t < p.length; ++t) {
        line = QByteArray::number(static_cast<qlonglong>(t));
        for (int j = 0; j < p.dim; ++j)
            line.append(buffer, std::snprintf(buffer, sizeof buffer, ",%.10g", periods[j][t % n]));
        out << QString::fromLatin1(line) << '\n';
    }
}

QStringList FourierView::extraCsvOptionNames()
{
    return {QStringLiteral("csv-error")};
}

QString FourierView::extraCsvProblem(const QString&) const
{
    const auto& p = state()->params();
    const qint64 samples = static_cast<qint64>(p.length) * p.dim;
    if (samples > kMaxErrorCsvSamples)
        return tr("the error curve over all d columns needs L × d = %1 samples; the limit is %2. Lower L or d.")
            .arg(samples)
            .arg(kMaxErrorCsvSamples);
    return {};
}

void FourierView::writeExtraCsv(const QString&, QTextStream& out) const
{
    const auto& p = state()->params();
    std::vector<int> all(p.dim);
    for (int j = 0; j < p.dim; ++j)
        all[j] = j;
    const long n = window();
    std::vector<int> keeps;
    if (n / 2 + 1 <= 256)
        for (int k = 1; k <= n / 2 + 1; ++k)
            keeps.push_back(k);
    const core::FourierBasis b = core::analyseColumns(*core::makeSource(p, m_source), p, m_source, n, all, true, keeps);
    out << "k,rmse_inside,rmse_outside\n";
    char buffer[96];
    for (const core::ErrorPoint& e : b.errorCurve) {
        std::snprintf(buffer, sizeof buffer, "%d,%.10g,%.10g\n", e.keep, e.rmseInside, e.rmseOutside);
        out << QLatin1String(buffer);
    }
}

QList<QCommandLineOption> FourierView::commandLineOptions()
{
    return {
        {QStringLiteral("train-length"), tr("fourier: training window L_max, 1 to L (default ceil(L/2))."), tr("N")},
        {QStringLiteral("keep"), tr("fourier: dominant coefficients kept per column, 1 to L_max/2+1 (default 8)."),
         tr("K")},
        {QStringLiteral("source"), tr("fourier: sinusoidal or learned-like (default sinusoidal)."), tr("source")},
        {QStringLiteral("noise"), tr("fourier: noise strength of the learned-like source, 0 to 10 (default 0.1)."),
         tr("sigma")},
        {QStringLiteral("seed"), tr("fourier: seed of the learned-like noise, a non-negative integer (default 42)."),
         tr("seed")},
    };
}

QString FourierView::applyCliOptions(const QCommandLineParser& parser)
{
    const auto& p = state()->params();
    core::SourceParams s = m_source;
    const QString kSource = QStringLiteral("source"), kNoise = QStringLiteral("noise"), kSeed = QStringLiteral("seed"),
                  kTrain = QStringLiteral("train-length"), kKeep = QStringLiteral("keep");
    if (parser.isSet(kSource)) {
        const auto kind = core::parseSource(parser.value(kSource).toStdString());
        if (!kind)
            return tr("--source: '%1' is not a source (use sinusoidal or learned-like)").arg(parser.value(kSource));
        s.kind = *kind;
    }
    if (parser.isSet(kNoise)) {
        bool ok = false;
        s.noise = parser.value(kNoise).toDouble(&ok);
        if (!ok || !std::isfinite(s.noise) || s.noise < 0 || s.noise > core::kMaxNoise)
            return tr("--noise: '%1' is out of range: the noise strength must be a number from 0 to %2")
                .arg(parser.value(kNoise))
                .arg(core::kMaxNoise);
    }
    if (parser.isSet(kSeed)) {
        bool ok = false;
        const qlonglong seed = parser.value(kSeed).toLongLong(&ok);
        if (!ok || seed < 0 || seed > std::numeric_limits<int>::max())
            return tr("--seed: '%1' is not an integer from 0 to %2")
                .arg(parser.value(kSeed))
                .arg(std::numeric_limits<int>::max());
        s.seed = static_cast<std::uint64_t>(seed);
    }
    long w = 0;
    if (parser.isSet(kTrain)) {
        bool ok = false;
        w = static_cast<long>(parser.value(kTrain).toLongLong(&ok));
        if (!ok || w < 1 || w > p.length)
            return tr("--train-length: '%1' is out of range: the training window must be an integer from 1 to L = %2")
                .arg(parser.value(kTrain))
                .arg(p.length);
    }
    const long effective = w > 0 ? w : window();
    int k = m_keep;
    if (parser.isSet(kKeep)) {
        bool ok = false;
        k = parser.value(kKeep).toInt(&ok);
        if (!ok || k < 1 || k > effective / 2 + 1)
            return tr("--keep: '%1' is out of range: K must be an integer from 1 to L_max/2 + 1 = %2")
                .arg(parser.value(kKeep))
                .arg(effective / 2 + 1);
    }
    setSource(s);
    if (w > 0)
        setWindow(w);
    setKeep(k);
    return {};
}

} // namespace pe::ui

#include "report.h"

#include "sysinfo.h"

#include <QJsonArray>
#include <QSize>
#include <QTextStream>

namespace pe::bench {

namespace {
QString ms(double v)
{
    return v < 0 ? QStringLiteral("–") : QString::number(v, 'f', v < 10 ? 2 : 1);
}

bool isExtreme(const SweepResult& s)
{
    return s.preset.name == QLatin1String("extreme");
}

QJsonObject paramsJson(const core::EncodingParams& p)
{
    return {{QStringLiteral("L"), static_cast<qint64>(p.length)},
            {QStringLiteral("d"), p.dim},
            {QStringLiteral("n"), p.base}};
}
} // namespace

QStringList Report::failures() const
{
    QStringList f;
    for (const SweepResult& s : sweeps)
        if (s.samples.empty() || s.timeouts > 0)
            f << QStringLiteral("%1 @ %2: %3 timed updates, %4 timeouts")
                     .arg(s.view, s.preset.name)
                     .arg(s.samples.size())
                     .arg(s.timeouts);
    for (const std::vector<ExportTiming>* list : {&exports, &animations, &modelOpens})
        for (const ExportTiming& e : *list)
            if (!e.error.isEmpty())
                f << QStringLiteral("export %1 @ %2 failed: %3").arg(e.view, e.preset, e.error);
    return f;
}

QStringList Report::misses() const
{
    QStringList m = failures();
    for (const SweepResult& s : sweeps) {
        if (!s.samples.empty() && s.percentile(0.95) > s.preset.targetP95Ms)
            m << QStringLiteral("%1 @ %2: p95 %3 ms > %4 ms")
                     .arg(s.view, s.preset.name, ms(s.percentile(0.95)), ms(s.preset.targetP95Ms));
        if (isExtreme(s) && s.peakRssMiB > kTargetPeakRssMiB)
            m << QStringLiteral("%1 @ extreme: peak RSS %2 MiB > %3 MiB")
                     .arg(s.view)
                     .arg(s.peakRssMiB, 0, 'f', 0)
                     .arg(kTargetPeakRssMiB);
    }
    for (const ExportTiming& e : exports) {
        if (e.error.isEmpty() && e.medianMs > exportTargetMs(e.preset))
            m << QStringLiteral("export %1 @ %2: %3 ms > %4 ms")
                     .arg(e.view, e.preset, ms(e.medianMs), ms(exportTargetMs(e.preset)));
    }
    for (const ExportTiming& e : modelOpens)
        if (e.error.isEmpty() && e.medianMs > kTargetModelOpenMs)
            m << QStringLiteral("--model %1: %2 ms > %3 ms").arg(e.preset, ms(e.medianMs), ms(kTargetModelOpenMs));
    return m;
}

void Report::printTables(QTextStream& out) const
{
    out << "Machine: " << machineSummary(machine) << "\n";
    out << "Window: " << window.width() << "x" << window.height()
        << " offscreen; latency = parameter change -> replot finished, real Controller; to idle = until the GUI "
           "thread has also painted and laid out what the update changed; complete = until the last replot, the "
           "counts or searches that follow a first frame included (the requirements view's collision counts, the "
           "distance view's false-neighbour search, above a size);\n"
           "CPU = CPU time of all threads during an update, GUI CPU = of the GUI thread alone "
           "(these two do not grow when other programs share the cores)\n\n";
    out << "| view | preset | updates | p50 ms | p95 ms | target | p95 to idle ms | p95 complete ms | CPU ms p50 | "
           "GUI CPU ms p50 | max GUI block ms | peak RSS MiB | ok |\n";
    out << "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|:-:|\n";
    for (const SweepResult& s : sweeps) {
        const double p95 = s.percentile(0.95);
        const bool ok = !s.samples.empty() && s.timeouts == 0 && p95 <= s.preset.targetP95Ms &&
                        (!isExtreme(s) || s.peakRssMiB <= kTargetPeakRssMiB);
        out << "| " << s.view << " | " << s.preset.name << " | " << s.samples.size() << " | " << ms(s.percentile(0.5))
            << " | " << ms(p95) << " | " << ms(s.preset.targetP95Ms) << " | " << ms(s.percentile(0.95, &Sample::idleMs))
            << " | " << ms(s.percentile(0.95, &Sample::completeMs)) << " | " << ms(s.percentile(0.5, &Sample::cpuMs))
            << " | " << ms(s.percentile(0.5, &Sample::guiCpuMs)) << " | " << ms(s.maxGuiBlockMs()) << " | "
            << QString::number(s.peakRssMiB, 'f', 0) << " | " << (ok ? "yes" : "**no**") << " |\n";
    }
    if (!exports.empty()) {
        out << "\nHeadless figure export, whole process (1600x900 PNG), median of the runs:\n\n";
        out << "| view | preset | runs | median ms | target | ok |\n|---|---|---:|---:|---:|:-:|\n";
        for (const ExportTiming& e : exports) {
            const bool ok = e.error.isEmpty() && e.medianMs <= exportTargetMs(e.preset);
            out << "| " << e.view << " | " << e.preset << " | " << e.runsMs.size() << " | "
                << (e.error.isEmpty() ? ms(e.medianMs) : QStringLiteral("failed")) << " | "
                << ms(exportTargetMs(e.preset)) << " | " << (ok ? "yes" : "**no**") << " |\n";
        }
    }
    for (const ExportTiming& e : animations)
        out << "\nAnimation export, whole process (" << e.view << ", " << e.preset << "), median of " << e.runsMs.size()
            << ": " << (e.error.isEmpty() ? ms(e.medianMs) + QStringLiteral(" ms") : QStringLiteral("failed"))
            << " (compare: scripts/compare_matplotlib.sh)\n";
    if (!modelOpens.empty()) {
        out << "\nOpening a model and drawing its first frame, whole process (--model, 1280x720 PNG), median of the "
               "runs:\n\n| model | runs | median ms | target | ok |\n|---|---:|---:|---:|:-:|\n";
        for (const ExportTiming& e : modelOpens)
            out << "| " << e.preset << " | " << e.runsMs.size() << " | "
                << (e.error.isEmpty() ? ms(e.medianMs) : QStringLiteral("failed: ") + e.error) << " | "
                << ms(kTargetModelOpenMs) << " | "
                << (e.error.isEmpty() && e.medianMs <= kTargetModelOpenMs ? "yes" : "**no**") << " |\n";
    }
    out << "\nCreating the " << viewCount << " views (as the command line does): " << ms(createViewsMs)
        << " ms. Process peak RSS " << QString::number(processPeakRssMiB, 'f', 0) << " MiB; run took "
        << QString::number(seconds, 'f', 1) << " s.\n";
    const QStringList m = misses();
    if (m.isEmpty())
        out << "All targets met.\n";
    else
        out << "Targets missed:\n  " << m.join(QStringLiteral("\n  ")) << "\n";
    out.flush();
}

QJsonObject Report::toJson() const
{
    QJsonArray sweepArray;
    for (const SweepResult& s : sweeps) {
        QJsonArray samples;
        for (const Sample& x : s.samples)
            samples.append(QJsonObject{{QStringLiteral("kind"), x.kind},
                                       {QStringLiteral("ms"), x.ms},
                                       {QStringLiteral("idleMs"), x.idleMs},
                                       {QStringLiteral("completeMs"), x.completeMs},
                                       {QStringLiteral("guiBlockMs"), x.guiBlockMs},
                                       {QStringLiteral("cpuMs"), x.cpuMs},
                                       {QStringLiteral("guiCpuMs"), x.guiCpuMs}});
        sweepArray.append(QJsonObject{
            {QStringLiteral("view"), s.view},
            {QStringLiteral("preset"), s.preset.name},
            {QStringLiteral("params"), paramsJson(s.preset.params)},
            {QStringLiteral("updates"), static_cast<int>(s.samples.size())},
            {QStringLiteral("p50Ms"), s.percentile(0.5)},
            {QStringLiteral("p95Ms"), s.percentile(0.95)},
            {QStringLiteral("maxMs"), s.percentile(1.0)},
            {QStringLiteral("idleP95Ms"), s.percentile(0.95, &Sample::idleMs)},
            {QStringLiteral("completeP95Ms"), s.percentile(0.95, &Sample::completeMs)},
            {QStringLiteral("cpuP50Ms"), s.percentile(0.5, &Sample::cpuMs)},
            {QStringLiteral("guiCpuP50Ms"), s.percentile(0.5, &Sample::guiCpuMs)},
            {QStringLiteral("targetP95Ms"), s.preset.targetP95Ms},
            {QStringLiteral("firstMs"), s.firstMs},
            {QStringLiteral("maxGuiBlockMs"), s.maxGuiBlockMs()},
            {QStringLiteral("peakRssMiB"), s.peakRssMiB},
            {QStringLiteral("peakRssPerSweep"), s.peakIsPerSweep},
            {QStringLiteral("timeouts"), s.timeouts},
            {QStringLiteral("ownControls"), s.controls},
            {QStringLiteral("zoomable"), s.zoomable},
            {QStringLiteral("samples"), samples},
        });
    }
    QJsonArray exportArray;
    for (const ExportTiming& e : exports) {
        QJsonArray runs;
        for (double r : e.runsMs)
            runs.append(r);
        exportArray.append(QJsonObject{{QStringLiteral("view"), e.view},
                                       {QStringLiteral("preset"), e.preset},
                                       {QStringLiteral("medianMs"), e.medianMs},
                                       {QStringLiteral("runsMs"), runs},
                                       {QStringLiteral("error"), e.error}});
    }
    QJsonArray animationArray;
    for (const ExportTiming& e : animations) {
        QJsonArray runs;
        for (double r : e.runsMs)
            runs.append(r);
        animationArray.append(QJsonObject{{QStringLiteral("view"), e.view},
                                          {QStringLiteral("sweep"), e.preset},
                                          {QStringLiteral("medianMs"), e.medianMs},
                                          {QStringLiteral("runsMs"), runs},
                                          {QStringLiteral("error"), e.error}});
    }
    QJsonArray modelArray;
    for (const ExportTiming& e : modelOpens) {
        QJsonArray runs;
        for (double r : e.runsMs)
            runs.append(r);
        modelArray.append(QJsonObject{{QStringLiteral("model"), e.preset},
                                      {QStringLiteral("medianMs"), e.medianMs},
                                      {QStringLiteral("runsMs"), runs},
                                      {QStringLiteral("targetMs"), kTargetModelOpenMs},
                                      {QStringLiteral("error"), e.error}});
    }
    QJsonArray missArray;
    for (const QString& m : misses())
        missArray.append(m);
    return {
        {QStringLiteral("machine"), machine},
        {QStringLiteral("window"),
         QJsonObject{{QStringLiteral("width"), window.width()}, {QStringLiteral("height"), window.height()}}},
        {QStringLiteral("targets"), QJsonObject{{QStringLiteral("peakRssMiBExtreme"), kTargetPeakRssMiB},
                                                {QStringLiteral("exportMs"), kTargetExportMs},
                                                {QStringLiteral("exportMsLargeExtreme"), kTargetLargeExportMs}}},
        {QStringLiteral("sweeps"), sweepArray},
        {QStringLiteral("exports"), exportArray},
        {QStringLiteral("animations"), animationArray},
        {QStringLiteral("modelOpens"), modelArray},
        {QStringLiteral("processPeakRssMiB"), processPeakRssMiB},
        {QStringLiteral("viewCount"), viewCount},
        {QStringLiteral("createViewsMs"), createViewsMs},
        {QStringLiteral("seconds"), seconds},
        {QStringLiteral("misses"), missArray},
    };
}

} // namespace pe::bench

#include "exporttiming.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>

#include <algorithm>

namespace pe::bench {

ExportTiming timeExport(const QString& app, const QString& view, const Preset& preset, int runs, const QString& dir,
                        const QProcessEnvironment& env)
{
    ExportTiming t;
    t.view = view;
    t.preset = preset.name;
    const QString path = QStringLiteral("%1/%2-%3.png").arg(dir, view, preset.name);
    const QStringList args = {QStringLiteral("--view"),   view,
                              QStringLiteral("--d"),      QString::number(preset.params.dim),
                              QStringLiteral("--base"),   QString::number(preset.params.base, 'g', 17),
                              QStringLiteral("--length"), QString::number(preset.params.length),
                              QStringLiteral("--export"), path};
    for (int i = 0; i < runs; ++i) {
        QFile::remove(path);
        QProcess process;
        process.setProcessEnvironment(env);
        QElapsedTimer timer;
        timer.start();
        process.start(app, args);
        const bool finished = process.waitForFinished(60000);
        const double ms = timer.nsecsElapsed() / 1e6;
        if (!finished || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0 ||
            !QFileInfo(path).isFile()) {
            if (!finished)
                process.kill();
            process.waitForFinished();
            t.error = QStringLiteral("exit code %1: %2")
                          .arg(process.exitCode())
                          .arg(QString::fromUtf8(process.readAllStandardError()).trimmed());
            return t;
        }
        t.runsMs.push_back(ms);
    }
    std::vector<double> sorted = t.runsMs;
    std::sort(sorted.begin(), sorted.end());
    if (!sorted.empty())
        t.medianMs = sorted[(sorted.size() - 1) / 2];
    return t;
}

} // namespace pe::bench

#include "exporttiming.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>

#include <algorithm>

namespace pe::bench {

namespace {
/// Runs `app args` `runs` times; each run must exit 0 and write `path`.
void timeRuns(ExportTiming& t, const QString& app, const QStringList& args, const QString& path, int runs,
              const QProcessEnvironment& env)
{
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
            return;
        }
        t.runsMs.push_back(ms);
    }
    std::vector<double> sorted = t.runsMs;
    std::sort(sorted.begin(), sorted.end());
    if (!sorted.empty())
        t.medianMs = sorted[(sorted.size() - 1) / 2];
}
} // namespace

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
    timeRuns(t, app, args, path, runs, env);
    return t;
}

ExportTiming timeAnimation(const QString& app, int runs, const QString& dir, const QProcessEnvironment& env)
{
    ExportTiming t;
    t.view = QStringLiteral("heatmap");
    t.preset = QStringLiteral("L 10..200, 60 frames, 1280x720 MP4");
    const QString path = dir + QStringLiteral("/animation.mp4");
    const QStringList args = {QStringLiteral("--view"),   QStringLiteral("heatmap"),   QStringLiteral("--size"),
                              QStringLiteral("1280x720"), QStringLiteral("--animate"), QStringLiteral("length=10:200"),
                              QStringLiteral("--frames"), QStringLiteral("60"),        QStringLiteral("--fps"),
                              QStringLiteral("30"),       QStringLiteral("--export"),  path};
    timeRuns(t, app, args, path, runs, env);
    return t;
}

ExportTiming timeModelOpen(const QString& app, const QString& model, const QString& label, int runs, const QString& dir,
                           const QProcessEnvironment& env)
{
    ExportTiming t;
    t.view = QStringLiteral("--model");
    t.preset = label;
    const QString path = dir + QStringLiteral("/model.png");
    timeRuns(t, app,
             {QStringLiteral("--model"), model, QStringLiteral("--size"), QStringLiteral("1280x720"),
              QStringLiteral("--export"), path},
             path, runs, env);
    return t;
}

} // namespace pe::bench

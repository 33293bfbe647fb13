// pe-bench: drives every registered view of the real main window offscreen through a
// scripted sweep of parameter changes at the paper, large and extreme presets, times
// "parameter change -> replot finished" with the real Controller, records the peak
// resident memory, and times one headless figure export per view as a whole process.
// Prints Markdown tables and writes JSON. See README, "Benchmark".

#include "exporttiming.h"
#include "modelfiles.h"
#include "presets.h"
#include "report.h"
#include "sweep.h"
#include "sysinfo.h"

#include "ui/framework/allocator.h"
#include "ui/framework/appstate.h"
#include "ui/framework/controller.h"
#include "ui/framework/settings.h"
#include "ui/framework/view.h"
#include "ui/framework/viewregistry.h"
#include "ui/plotting/plotstyle.h"
#include "ui/shell/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTextStream>

#include <cstdio>

using namespace pe;

namespace {
void quietHandler(QtMsgType type, const QMessageLogContext&, const QString& message)
{
    if (type != QtDebugMsg && type != QtInfoMsg)
        std::fprintf(stderr, "%s\n", qPrintable(message));
}

QStringList splitList(const QString& text)
{
    return text.split(QLatin1Char(','), Qt::SkipEmptyParts);
}
} // namespace

int main(int argc, char** argv)
{
    ui::tuneAllocator(); // as pe-explorer does
    // A throwaway settings folder, so that a remembered session never changes the numbers.
    QTemporaryDir config;
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(config.path()));
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    qInstallMessageHandler(quietHandler);
    QApplication app(argc, argv);
    ui::plotstyle::preferFastText(); // as pe-explorer does
    QApplication::setApplicationName(QStringLiteral("pe-bench"));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Times every view of pe-explorer at the paper, large and extreme presets, and one headless export per view."));
    parser.addHelpOption();
    parser.addOptions({
        {QStringLiteral("json"),
         QStringLiteral("Write the results here (default %1).").arg(QStringLiteral(PE_BENCH_JSON)),
         QStringLiteral("file"), QStringLiteral(PE_BENCH_JSON)},
        {QStringLiteral("updates"), QStringLiteral("Timed updates per view and preset (default 30)."),
         QStringLiteral("n"), QStringLiteral("30")},
        {QStringLiteral("budget"),
         QStringLiteral("Seconds per view and preset before the sweep stops early (default 4)."), QStringLiteral("s"),
         QStringLiteral("4")},
        {QStringLiteral("presets"),
         QStringLiteral("Comma-separated presets: paper, large, extreme, relative (d 512, L 4096) (default "
                        "paper,large,extreme)."),
         QStringLiteral("list")},
        {QStringLiteral("views"), QStringLiteral("Comma-separated view ids (default: every registered view)."),
         QStringLiteral("list")},
        {QStringLiteral("export-runs"), QStringLiteral("Headless exports per view and preset (default 3; 0 skips)."),
         QStringLiteral("n"), QStringLiteral("3")},
        {QStringLiteral("animation-runs"),
         QStringLiteral("Headless animations (heatmap, L 10..200, 60 frames at 1280x720, MP4) (default 1; 0 skips)."),
         QStringLiteral("n"), QStringLiteral("1")},
        {QStringLiteral("model-runs"),
         QStringLiteral("Opening a 500 MB safetensors folder and a 2 GB GGUF with --model, first frame exported "
                        "(default 3; 0 skips)."),
         QStringLiteral("n"), QStringLiteral("3")},
        {QStringLiteral("app"), QStringLiteral("The pe-explorer binary to time (default the one built with this)."),
         QStringLiteral("path"), QStringLiteral(PE_EXPLORER_BIN)},
        {QStringLiteral("strict"), QStringLiteral("Exit with status 1 when a target is missed (3 when a run failed).")},
    });
    parser.process(app);
    bool ok = true;
    const int updates = std::max(1, parser.value(QStringLiteral("updates")).toInt(&ok));
    const double budgetMs = 1000.0 * std::max(0.5, parser.value(QStringLiteral("budget")).toDouble());
    const int exportRuns = std::max(0, parser.value(QStringLiteral("export-runs")).toInt());
    const int animationRuns = std::max(0, parser.value(QStringLiteral("animation-runs")).toInt());
    const int modelRuns = std::max(0, parser.value(QStringLiteral("model-runs")).toInt());

    std::vector<bench::Preset> presets;
    QStringList wanted = splitList(parser.value(QStringLiteral("presets")));
    if (wanted.isEmpty())
        wanted = bench::defaultPresetNames();
    for (const bench::Preset& p : bench::allPresets())
        if (wanted.contains(p.name))
            presets.push_back(p);
    if (presets.empty()) {
        std::fprintf(stderr, "pe-bench: error: --presets: none of '%s' is paper, large, extreme or relative\n",
                     qPrintable(parser.value(QStringLiteral("presets"))));
        return 2;
    }

    QElapsedTimer total;
    total.start();
    bench::Report report;
    report.machine = bench::machineInfo();

    ui::AppState state;
    {
        // The command line creates every view to read their options: what that costs.
        QElapsedTimer creation;
        creation.start();
        QWidget host;
        report.viewCount = static_cast<int>(ui::createViews(&host).size());
        report.createViewsMs = creation.nsecsElapsed() / 1e6;
    }
    ui::Controller controller(&state);
    ui::Settings settings;
    ui::MainWindow window(&state, &controller, &settings);
    window.resize(1400, 860);
    window.show();
    report.window = window.size();

    std::vector<ui::View*> views;
    const QStringList viewIds = splitList(parser.value(QStringLiteral("views")));
    for (ui::View* v : window.views())
        if (viewIds.isEmpty() || viewIds.contains(v->id()))
            views.push_back(v);
    if (views.empty()) {
        std::fprintf(stderr, "pe-bench: error: --views: no registered view matches '%s'\n",
                     qPrintable(parser.value(QStringLiteral("views"))));
        return 2;
    }

    QTextStream err(stderr);
    bench::Sweeper sweeper(&window, &state, &controller);
    for (const bench::Preset& preset : presets)
        for (ui::View* v : views) {
            err << "pe-bench: " << v->id() << " @ " << preset.name << "…" << Qt::endl;
            report.sweeps.push_back(sweeper.run(v, preset, updates, budgetMs));
        }

    if (exportRuns > 0 || animationRuns > 0 || modelRuns > 0) {
        QTemporaryDir out;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("QT_QPA_PLATFORM")); // the app picks offscreen itself
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("WAYLAND_DISPLAY"));
        const QString appPath = parser.value(QStringLiteral("app"));
        for (ui::View* v : exportRuns > 0 ? views : std::vector<ui::View*>{})
            for (const bench::Preset& preset : presets) {
                err << "pe-bench: export " << v->id() << " @ " << preset.name << "…" << Qt::endl;
                report.exports.push_back(bench::timeExport(appPath, v->id(), preset, exportRuns, out.path(), env));
            }
        if (animationRuns > 0) {
            err << "pe-bench: animation…" << Qt::endl;
            report.animations.push_back(bench::timeAnimation(appPath, animationRuns, out.path(), env));
        }
        if (modelRuns > 0) {
            err << "pe-bench: opening large models…" << Qt::endl;
            if (const QString error = bench::writeLargeModels(out.path()); !error.isEmpty()) {
                bench::ExportTiming failed;
                failed.view = QStringLiteral("--model");
                failed.preset = QStringLiteral("large model files");
                failed.error = error;
                report.modelOpens.push_back(failed);
            } else {
                report.modelOpens.push_back(bench::timeModelOpen(appPath, out.path() + QStringLiteral("/gpt2-500mb"),
                                                                 QStringLiteral("GPT-2 folder, 500 MB safetensors"),
                                                                 modelRuns, out.path(), env));
                report.modelOpens.push_back(bench::timeModelOpen(appPath, out.path() + QStringLiteral("/gpt2-2gb.gguf"),
                                                                 QStringLiteral("GPT-2 GGUF, 2 GB"), modelRuns,
                                                                 out.path(), env));
            }
        }
    }
    report.processPeakRssMiB = bench::peakRssMiB();
    report.seconds = total.elapsed() / 1000.0;

    QTextStream out(stdout);
    report.printTables(out);
    const QString jsonPath = parser.value(QStringLiteral("json"));
    QFile json(jsonPath);
    if (!json.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
        json.write(QJsonDocument(report.toJson()).toJson()) < 0) {
        std::fprintf(stderr, "pe-bench: error: cannot write %s\n", qPrintable(jsonPath));
        return 2;
    }
    out << "JSON written to " << QDir::toNativeSeparators(QFileInfo(jsonPath).absoluteFilePath()) << Qt::endl;
    // 3: something did not work at all (the smoke test checks this); 1: a target was missed under --strict.
    if (!report.failures().isEmpty())
        return 3;
    return parser.isSet(QStringLiteral("strict")) && !report.misses().isEmpty() ? 1 : 0;
}

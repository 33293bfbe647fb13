#include "app/cli.h"

#include "ui/framework/appstate.h"
#include "ui/framework/controller.h"
#include "ui/framework/exporter.h"
#include "ui/shell/mainwindow.h"
#include "ui/framework/presets.h"
#include "ui/framework/settings.h"
#include "ui/framework/view.h"
#include "ui/framework/viewregistry.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFile>
#include <QRegularExpression>
#include <QTimer>

#include <climits>
#include <cmath>
#include <cstdio>
#include <memory>
#include <set>

namespace pe::ui::cli {

namespace {

const QString kView = QStringLiteral("view");
const QString kDim = QStringLiteral("d");
const QString kBase = QStringLiteral("base");
const QString kLength = QStringLiteral("length");
const QString kLayout = QStringLiteral("layout");
const QString kPosition = QStringLiteral("position");
const QString kSize = QStringLiteral("size");
const QString kScale = QStringLiteral("scale");
const QString kExport = QStringLiteral("export");
const QString kCsv = QStringLiteral("csv");
const QString kQuitAfter = QStringLiteral("quit-after");
const QString kPreset = QStringLiteral("preset");
const QString kListPresets = QStringLiteral("list-presets");

/// A bad command line: the message names the option and the value.
struct Failure {
    QString message;
};

void printError(const QString& message)
{
    std::fprintf(stderr, "pe-explorer: error: %s\n", qPrintable(message));
}

long long parseInteger(const QCommandLineParser& parser, const QString& name)
{
    const QString text = parser.value(name);
    bool ok = false;
    const long long v = text.toLongLong(&ok);
    if (!ok)
        throw Failure{QObject::tr("--%1: '%2' is not an integer").arg(name, text)};
    return v;
}

double parseReal(const QCommandLineParser& parser, const QString& name)
{
    const QString text = parser.value(name);
    bool ok = false;
    const double v = text.toDouble(&ok);
    if (!ok || !std::isfinite(v))
        throw Failure{QObject::tr("--%1: '%2' is not a finite number").arg(name, text)};
    return v;
}

core::EncodingParams parseParams(const QCommandLineParser& parser, core::EncodingParams p)
{
    if (parser.isSet(kDim)) {
        const long long d = parseInteger(parser, kDim);
        // Out-of-range values reach the core unchanged (up to int's range) so its message quotes them.
        p.dim = static_cast<int>(std::clamp<long long>(d, INT_MIN, INT_MAX));
    }
    if (parser.isSet(kBase))
        p.base = parseReal(parser, kBase);
    if (parser.isSet(kLength)) {
        const long long l = parseInteger(parser, kLength);
        p.length = static_cast<long>(l);
    }
    if (parser.isSet(kLayout)) {
        const auto layout = core::parseLayout(parser.value(kLayout).toStdString());
        if (!layout)
            throw Failure{QObject::tr("--layout: '%1' is not a layout (use interleaved or concatenated)")
                              .arg(parser.value(kLayout))};
        p.layout = *layout;
    }
    try {
        core::validate(p);
    } catch (const core::ParameterError& e) {
        throw Failure{QObject::tr("--%1: %2")
                          .arg(e.parameter() == "d" ? kDim : e.parameter() == "n" ? kBase : kLength,
                               QString::fromStdString(e.what()))};
    }
    return p;
}

QSize parseSize(const QCommandLineParser& parser)
{
    const QString text = parser.value(kSize);
    static const QRegularExpression re(QStringLiteral("^(\\d{1,6})[xX](\\d{1,6})$"));
    const QRegularExpressionMatch m = re.match(text);
    if (!m.hasMatch())
        throw Failure{QObject::tr("--size: '%1' is not a size like 1600x900").arg(text)};
    return QSize(m.captured(1).toInt(), m.captured(2).toInt());
}

/// Everything the command line asks for, checked before anything is written.
struct Request {
    QString viewId = QStringLiteral("heatmap");
    core::EncodingParams params;
    bool hasPosition = false;
    long position = 0;
    exporter::FigureOptions figure;
    QString exportPath;
    QString csvPath;
    QList<QPair<QString, QString>> extraCsv;  // option, path
    int quitAfterMs = -1;

    bool writesFiles() const { return !exportPath.isEmpty() || !csvPath.isEmpty() || !extraCsv.isEmpty(); }
};

void setUpParser(QCommandLineParser& parser)
{
    parser.setApplicationDescription(
        QObject::tr("Positional Encoding Explorer: live views of the sinusoidal positional encoding.\n"
                    "Without --export or --csv the window opens with the given parameters."));
    parser.addHelpOption();
    parser.addVersionOption();
    QStringList ids;
    for (const ViewType& type : viewTypes())
        ids << type.id;
    parser.addOptions({
        {kView, QObject::tr("View to show or export: %1 (default heatmap).").arg(ids.join(QStringLiteral(", "))),
         QObject::tr("name")},
        {kDim, QObject::tr("Dimension d, 1 to 8192 (default 512)."), QObject::tr("d")},
        {kBase, QObject::tr("Base n, greater than 1, at most 1e9 (default 10000)."), QObject::tr("n")},
        {kLength, QObject::tr("Sequence length L, 1 to 1048576 (default 100)."), QObject::tr("L")},
        {kLayout, QObject::tr("Column layout: interleaved or concatenated (default interleaved)."),
         QObject::tr("layout")},
        {kPosition, QObject::tr("Position t shown by position-based views, 0 to L-1 (default 0)."),
         QObject::tr("t")},
        {kSize, QObject::tr("Figure size in pixels, WxH (default 1600x900)."), QObject::tr("WxH")},
        {kScale, QObject::tr("PNG scale factor, 0.5 to 4 (default 1)."), QObject::tr("factor")},
        {kExport, QObject::tr("Write the figure to this file (.png, .svg or .pdf) and exit."), QObject::tr("file")},
        {kCsv, QObject::tr("Write the data behind the figure to this .csv file and exit."), QObject::tr("file")},
        {kPreset,
         QObject::tr("Start from a figure of the articles: %1. Options given besides it override the preset's.")
             .arg(presets::idList()),
         QObject::tr("name")},
        {kListPresets, QObject::tr("List the presets (name, view, what they show) and exit.")},
    });
    QCommandLineOption quitAfter(kQuitAfter, QObject::tr("Close the window after this many milliseconds."),
                                 QObject::tr("ms"));
    quitAfter.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(quitAfter);
    std::set<QString> seen;
    for (const ViewType& type : viewTypes()) {
        for (const QString& name : type.extraCsvOptions())
            if (seen.insert(name).second)
                parser.addOption({name, QObject::tr("%1: write this extra CSV and exit.").arg(type.id),
                                  QObject::tr("file")});
        for (const QCommandLineOption& o : type.cliOptions())
            if (seen.insert(o.names().constFirst()).second)
                parser.addOption(o);
    }
}

Request parseRequest(const QCommandLineParser& parser, core::EncodingParams base)
{
    Request r;
    if (!parser.positionalArguments().isEmpty())
        throw Failure{QObject::tr("unexpected argument '%1'").arg(parser.positionalArguments().constFirst())};
    if (parser.isSet(kView)) {
        r.viewId = parser.value(kView);
        if (!findViewType(r.viewId)) {
            QStringList ids;
            for (const ViewType& type : viewTypes())
                ids << type.id;
            throw Failure{QObject::tr("--view: unknown view '%1' (available: %2)")
                              .arg(r.viewId, ids.join(QStringLiteral(", ")))};
        }
    }
    r.params = parseParams(parser, base);
    if (parser.isSet(kPosition)) {
        r.hasPosition = true;
        r.position = static_cast<long>(parseInteger(parser, kPosition));
        try {
            core::validatePosition(r.params, r.position);
        } catch (const core::ParameterError& e) {
            throw Failure{QObject::tr("--position: %1").arg(QString::fromStdString(e.what()))};
        }
    }
    if (parser.isSet(kSize))
        r.figure.size = parseSize(parser);
    if (parser.isSet(kScale))
        r.figure.scale = parseReal(parser, kScale);
    if (const QString problem = exporter::checkOptions(r.figure); !problem.isEmpty())
        throw Failure{QObject::tr("--size/--scale: %1").arg(problem)};
    if (parser.isSet(kExport)) {
        r.exportPath = parser.value(kExport);
        if (!exporter::formatForPath(r.exportPath))
            throw Failure{QObject::tr("--export: '%1' has an unknown extension (use .png, .svg or .pdf)")
                              .arg(r.exportPath)};
        if (const QString problem = exporter::checkWritable(r.exportPath); !problem.isEmpty())
            throw Failure{QObject::tr("--export: %1").arg(problem)};
    }
    if (parser.isSet(kCsv)) {
        r.csvPath = parser.value(kCsv);
        if (!r.csvPath.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive))
            throw Failure{QObject::tr("--csv: '%1' must end in .csv").arg(r.csvPath)};
        if (const QString problem = exporter::checkWritable(r.csvPath); !problem.isEmpty())
            throw Failure{QObject::tr("--csv: %1").arg(problem)};
    }
    for (const ViewType& type : viewTypes()) {
        for (const QString& name : type.extraCsvOptions()) {
            if (!parser.isSet(name))
                continue;
            if (type.id != r.viewId)
                throw Failure{QObject::tr("--%1 belongs to --view %2").arg(name, type.id)};
            const QString path = parser.value(name);
            if (!path.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive))
                throw Failure{QObject::tr("--%1: '%2' must end in .csv").arg(name, path)};
            if (const QString problem = exporter::checkWritable(path); !problem.isEmpty())
                throw Failure{QObject::tr("--%1: %2").arg(name, problem)};
            r.extraCsv.append({name, path});
        }
    }
    if (parser.isSet(kQuitAfter))
        r.quitAfterMs = static_cast<int>(std::clamp<long long>(parseInteger(parser, kQuitAfter), 0, 3600000));
    return r;
}

View* findView(const std::vector<View*>& views, const QString& id)
{
    for (View* v : views)
        if (v->id() == id)
            return v;
    return nullptr;
}

void applyToState(const Request& r, AppState* state)
{
    state->setParams(r.params);
    if (r.hasPosition)
        state->setPosition(r.position);
}

int exportFiles(const QCommandLineParser& parser, const Request& r)
{
    AppState state;
    Controller controller(&state);
    // Only the exported view is built: start-up is part of every export's time.
    const std::unique_ptr<View> owned(findViewType(r.viewId)->create(&state, nullptr));
    View* view = owned.get();
    applyToState(r, &state);
    if (const QString error = view->applyCliOptions(parser); !error.isEmpty()) {
        printError(error);
        return kBadInput;
    }
    if (!r.csvPath.isEmpty()) {
        if (const QString problem = view->csvProblem(); !problem.isEmpty()) {
            printError(QObject::tr("--csv: %1").arg(problem));
            return kBadInput;
        }
    }
    for (const auto& [option, path] : r.extraCsv) {
        if (const QString problem = view->extraCsvProblem(option); !problem.isEmpty()) {
            printError(QObject::tr("--%1: %2").arg(option, problem));
            return kBadInput;
        }
    }
    controller.addView(view);
    // Lay the view out at the figure's size, without showing anything on screen.
    view->setAttribute(Qt::WA_DontShowOnScreen);
    view->resize(r.figure.size);
    view->show();
    controller.refreshNow(view);

    QString error;
    if (!r.exportPath.isEmpty() && !exporter::writeFigure(view, r.exportPath, r.figure, &error)) {
        printError(error);
        return kBadInput;
    }
    QStringList written;
    if (!r.exportPath.isEmpty())
        written << r.exportPath;
    auto undo = [&written] {
        for (const QString& path : written)
            QFile::remove(path);  // all or nothing
    };
    if (!r.csvPath.isEmpty()) {
        if (!exporter::writeCsv(view, r.csvPath, &error)) {
            printError(error);
            undo();
            return kBadInput;
        }
        written << r.csvPath;
    }
    for (const auto& [option, path] : r.extraCsv) {
        const bool ok = exporter::writeText(path, [&, opt = option](QTextStream& out) { view->writeExtraCsv(opt, out); },
                                            &error);
        if (!ok) {
            printError(QObject::tr("--%1: %2").arg(option, error));
            undo();
            return kBadInput;
        }
        written << path;
    }
    return 0;
}

int openWindow(const QCommandLineParser& parser, const Request& r)
{
    AppState state;
    Controller controller(&state);
    Settings settings;
    MainWindow window(&state, &controller, &settings);
    // Options given on the command line win over the remembered session.
    if (parser.isSet(kDim) || parser.isSet(kBase) || parser.isSet(kLength) || parser.isSet(kLayout))
        applyToState(r, &state);
    else if (r.hasPosition)
        state.setPosition(r.position);
    if (parser.isSet(kView))
        window.setCurrentView(r.viewId);
    if (View* v = window.view(r.viewId); v && parser.isSet(kView)) {
        if (const QString error = v->applyCliOptions(parser); !error.isEmpty()) {
            printError(error);
            return kBadInput;
        }
    }
    window.show();
    if (r.quitAfterMs >= 0)
        QTimer::singleShot(r.quitAfterMs, &window, &QWidget::close);
    return QApplication::exec();
}

} // namespace

QString applyArguments(const QStringList& arguments, AppState* state, const std::vector<View*>& views,
                       QString* viewId)
{
    QCommandLineParser parser;
    setUpParser(parser);
    QString error;
    const QStringList expanded = presets::expand(QStringList{QStringLiteral("pe-explorer")} + arguments, &error);
    if (!error.isEmpty())
        return error;
    if (!parser.parse(expanded))
        return parser.errorText();
    Request r;
    try {
        r = parseRequest(parser, core::EncodingParams{});
    } catch (const Failure& f) {
        return f.message;
    }
    // Everything a preset does not name goes back to its default, the position included.
    state->setParams(r.params);
    state->setPosition(r.hasPosition ? r.position : 0);
    if (const QString e = findView(views, r.viewId)->applyCliOptions(parser); !e.isEmpty())
        return e;
    if (viewId)
        *viewId = r.viewId;
    return {};
}

bool isHeadless(int argc, char** argv)
{
    for (int i = 1; i < argc; ++i) {
        const QByteArray a(argv[i]);
        // --export, --csv and the views' extra outputs (--csv-offset, --csv-error...).
        if (a.startsWith("--export") || a.startsWith("--csv") || a == "--help" || a == "--help-all" || a == "-h"
            || a == "--version" || a == "-v" || a == "--list-presets")
            return true;
    }
    return false;
}

int run(const QStringList& arguments, bool noDisplay)
{
    QCommandLineParser parser;
    // The view types declare their options without building a view.
    setUpParser(parser);
    QString presetError;
    const QStringList expanded = presets::expand(arguments, &presetError);
    if (!presetError.isEmpty()) {
        printError(presetError);
        return kBadInput;
    }
    if (!parser.parse(expanded)) {
        printError(parser.errorText());
        return kBadInput;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        std::fputs(qPrintable(parser.helpText()), stdout);
        return 0;
    }
    if (parser.isSet(QStringLiteral("version"))) {
        std::printf("%s %s\n", qPrintable(QCoreApplication::applicationName()),
                    qPrintable(QCoreApplication::applicationVersion()));
        return 0;
    }
    if (parser.isSet(kListPresets)) {
        for (const Preset& p : presets::all())
            std::printf("%s\t%s\t%s\n", qPrintable(p.id), qPrintable(p.viewId()), qPrintable(p.translatedTitle()));
        return 0;
    }
    Request request;
    try {
        request = parseRequest(parser, core::EncodingParams{});
    } catch (const Failure& f) {
        printError(f.message);
        return kBadInput;
    }
    if (request.writesFiles())
        return exportFiles(parser, request);
    if (noDisplay) {
        printError(QObject::tr("no display to open the window on (DISPLAY is not set); "
                               "use --export or --csv to render files without one"));
        return kBadInput;
    }
    return openWindow(parser, request);
}

} // namespace pe::ui::cli

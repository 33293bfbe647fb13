#include "app/cli.h"

#include "app/headless.h"
#include "app/manpage.h"
#include "ui/framework/appstate.h"
#include "ui/framework/controller.h"
#include "ui/framework/exporter.h"
#include "ui/framework/handout.h"
#include "ui/framework/language.h"
#include "ui/framework/lessons.h"
#include "ui/framework/models.h"
#include "ui/framework/options.h"
#include "ui/framework/presets.h"
#include "ui/framework/settings.h"
#include "ui/framework/view.h"
#include "ui/framework/viewregistry.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/panes.h"
#include "ui/shell/windowhost.h"

#include <QApplication>
#include <QBuffer>
#include <QCommandLineParser>
#include <QFile>
#include <QImage>
#include <QLocale>
#include <QStatusBar>
#include <QTimer>

#include <cstdio>

namespace pe::app {

namespace {

int openWindow(const ui::options::Request& r, const ui::lessons::Start& lesson, const QStringList& second)
{
    using namespace pe::ui;
    AppState state;
    Controller controller(&state);
    Settings settings;
    // View > Language builds the window again in the new language; `window` is the current one.
    WindowHost host(&state, &controller, &settings);
    MainWindow& window = *host.window();
    if (r.session)
        if (const QString error = window.applySession(*r.session); !error.isEmpty()) {
            printError(error);
            return options::kBadInput;
        }
    // Options given on the command line win over the remembered session.
    if (r.embeddings)
        state.setEmbeddings(r.embeddings, r.embeddingsFile, r.embeddingsTensor);
    if (r.paramsGiven || r.session || r.embeddings || r.model)
        state.setParams(r.params);
    if (r.hasPosition)
        state.setPosition(r.position);
    if (r.viewGiven || r.session || r.model) {
        window.setCurrentView(r.viewId);
        if (View* v = window.view(r.viewId))
            if (const QString error = options::applySettings(r, v, false); !error.isEmpty()) {
                printError(error);
                return options::kBadInput;
            }
    }
    if (!second.isEmpty())
        if (const QString error = window.sideBySide()->applyArguments(second); !error.isEmpty()) {
            printError(QCoreApplication::translate("pe::ui::options", "--split: %1").arg(error));
            return options::kBadInput;
        }
    if (lesson.lesson)
        window.startLesson(*lesson.lesson, lesson.step, false);
    window.show();
    if (r.model && !r.embeddings && r.model->scheme == core::models::PositionScheme::Learned)
        window.statusBar()->showMessage(models::noTableMessage(QString::fromStdString(r.model->name)));
    if (!r.windowScreenshotPath.isEmpty()) {
        // Once the view has drawn and the window is idle: grab it, save it, quit.
        auto* poll = new QTimer(&window);
        poll->setInterval(100);
        int settled = 0;
        QObject::connect(poll, &QTimer::timeout, &window, [&, poll]() mutable {
            settled = controller.isIdle() ? settled + 1 : 0;
            if (settled < 10)
                return;
            poll->stop();
            QString error;
            const QImage image = window.screenshot();
            QByteArray bytes;
            QBuffer buffer(&bytes);
            buffer.open(QIODevice::WriteOnly);
            if (!image.save(&buffer, "PNG") || !exporter::writeBytes(r.windowScreenshotPath, bytes, &error)) {
                printError(error.isEmpty() ? QObject::tr("cannot save the screenshot") : error);
                QCoreApplication::exit(options::kWriteFailed);
                return;
            }
            QCoreApplication::exit(0);
        });
        poll->start();
    }
    if (r.quitAfterMs >= 0)
        QTimer::singleShot(r.quitAfterMs, &window, &QWidget::close);
    return QApplication::exec();
}

/// --lesson NAME --handout FILE.pdf / --slides DIR: every step of the lesson, nothing else.
int exportLesson(const ui::options::Request& r, const ui::lessons::Start& lesson)
{
    using namespace pe::ui;
    const QString option = r.handoutPath.isEmpty() ? QStringLiteral("--slides") : QStringLiteral("--handout");
    if (!lesson.lesson) {
        printError(QCoreApplication::translate("Lesson", "%1 needs --lesson NAME").arg(option));
        return options::kBadInput;
    }
    if (r.writesFiles() && (!r.exportPath.isEmpty() || !r.csvPath.isEmpty() || !r.extraCsv.isEmpty() ||
                            !r.saveSessionPath.isEmpty() || r.animation)) {
        printError(QCoreApplication::translate("Lesson", "%1 writes every step of the lesson: leave out --export, "
                                                         "--csv and --save-session")
                       .arg(option));
        return options::kBadInput;
    }
    QString error;
    if (!r.handoutPath.isEmpty() && !handout::writeHandout(*lesson.lesson, r.handoutPath, &error)) {
        printError(QCoreApplication::translate("pe::ui::options", "--handout: %1").arg(error));
        return options::kWriteFailed;
    }
    if (!r.slidesDir.isEmpty() && !handout::writeSlides(*lesson.lesson, r.slidesDir, r.figure, &error)) {
        printError(QCoreApplication::translate("pe::ui::options", "--slides: %1").arg(error));
        return options::kWriteFailed;
    }
    return 0;
}

} // namespace

bool isHeadless(int argc, char** argv)
{
    // A bad --lang stops the run with its message before any window would open.
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    QString languageError;
    ui::options::languageArgument(arguments, &languageError);
    if (!languageError.isEmpty())
        return true;
    for (int i = 1; i < argc; ++i) {
        const QByteArray a(argv[i]);
        // --export, --csv and the views' extra outputs (--csv-offset, --csv-error...).
        if (a.startsWith("--export") || a.startsWith("--csv") || a.startsWith("--save-session") || a == "--help" ||
            a == "--help-all" || a == "-h" || a == "--version" || a == "-v" || a == "--list-presets" ||
            a == "--list-lessons" || a == "--list-views" || a == "--list-models" || a.startsWith("--man-page") ||
            a.startsWith("--handout") || a.startsWith("--slides"))
            return true;
    }
    return false;
}

int run(const QStringList& arguments, const QString& noDisplay)
{
    using namespace pe::ui;
    QCommandLineParser parser;
    // The view types declare their options without building a view.
    // The language first, so that --help and every message come out in it: --lang, else the one
    // chosen in View > Language, else the system's.
    QString languageError;
    const QString chosen = options::languageArgument(arguments, &languageError);
    language::install(language::choose(chosen, Settings().value(Settings::language)));
    if (!languageError.isEmpty()) {
        printError(languageError);
        return options::kBadInput;
    }
    options::setUpParser(parser);
    QString presetError;
    lessons::Start lessonStart;
    const QStringList withLesson = lessons::expand(arguments, &lessonStart, &presetError);
    if (!presetError.isEmpty()) {
        printError(presetError);
        return options::kBadInput;
    }
    const QStringList expanded = presets::expand(withLesson, &presetError);
    if (!presetError.isEmpty()) {
        printError(presetError);
        return options::kBadInput;
    }
    if (!parser.parse(expanded)) {
        printError(parser.errorText());
        return options::kBadInput;
    }
    if (parser.isSet(QStringLiteral("help")) || parser.isSet(QStringLiteral("help-all"))) {
        if (parser.isSet(QStringLiteral("view")) && !parser.isSet(QStringLiteral("help-all"))) {
            const QString text = options::viewHelpText(parser.value(QStringLiteral("view")));
            if (text.isEmpty()) {
                printError(QCoreApplication::translate("pe::ui::options", "--view: unknown view '%1' (one of %2)")
                               .arg(parser.value(QStringLiteral("view")), viewIdList()));
                return options::kBadInput;
            }
            std::fputs(qPrintable(text), stdout);
            return 0;
        }
        std::fputs(qPrintable(parser.helpText()), stdout);
        return 0;
    }
    if (parser.isSet(QStringLiteral("version"))) {
        std::printf("%s %s\n", qPrintable(QCoreApplication::applicationName()),
                    qPrintable(QCoreApplication::applicationVersion()));
        return 0;
    }
    if (parser.isSet(QStringLiteral("list-lessons"))) {
        for (const Lesson& l : lessons::all())
            std::printf("%s\t%s\n", qPrintable(l.name), qPrintable(l.title.toString()));
        return 0;
    }
    if (parser.isSet(QStringLiteral("man-page"))) {
        QFile file(parser.value(QStringLiteral("man-page")));
        if (!file.open(QIODevice::ReadOnly)) {
            printError(QCoreApplication::translate("pe::ui::options", "--man-page: cannot read %1: %2")
                           .arg(file.fileName(), file.errorString()));
            return options::kBadInput;
        }
        std::fputs(manPage(QString::fromUtf8(file.readAll())).toUtf8().constData(), stdout);
        return 0;
    }
    if (parser.isSet(QStringLiteral("list-views"))) {
        for (const ViewDescriptor* type : viewTypes())
            std::printf("%s\t%s: %s\n", qPrintable(type->id), qPrintable(type->translatedTitle()),
                        qPrintable(type->translatedSummary()));
        return 0;
    }
    if (parser.isSet(QStringLiteral("list-presets"))) {
        for (const Preset& p : presets::all())
            std::printf("%s\t%s\t%s\n", qPrintable(p.id), qPrintable(p.viewId()), qPrintable(p.translatedTitle()));
        return 0;
    }
    if (parser.isSet(QStringLiteral("list-models"))) {
        for (const QString& line : models::builtinList())
            std::printf("%s\n", qPrintable(line));
        return 0;
    }
    options::Request request;
    if (const QString error = options::parseRequest(parser, &request); !error.isEmpty()) {
        printError(error);
        return options::kBadInput;
    }
    {
        const Settings saved;
        options::applyAppearance(request, saved.value(Settings::colourMap), saved.value(Settings::theme));
    }
    QString splitError;
    const QStringList second = options::splitArguments(expanded.mid(1), &splitError);
    std::optional<options::Request> secondRequest;
    if (!splitError.isEmpty()) {
        printError(splitError);
        return options::kBadInput;
    }
    if (!second.isEmpty()) {
        QCommandLineParser secondParser;
        options::setUpParser(secondParser);
        secondRequest.emplace();
        if (!secondParser.parse(QStringList{arguments.constFirst()} + second)) {
            printError(QCoreApplication::translate("pe::ui::options", "--split: %1").arg(secondParser.errorText()));
            return options::kBadInput;
        }
        if (const QString error = options::parseRequest(secondParser, &*secondRequest); !error.isEmpty()) {
            printError(QCoreApplication::translate("pe::ui::options", "--split: %1").arg(error));
            return options::kBadInput;
        }
    }
    if (!request.handoutPath.isEmpty() || !request.slidesDir.isEmpty())
        return exportLesson(request, lessonStart);
    // What loading the table detected and what reading the model assumed (a default base,
    // head_dim over hidden_size / heads...), once the run went well (an error stays the one line).
    const auto printNotes = [&request] {
        for (const QString& note : request.embeddingsNotes)
            std::fprintf(stderr, "pe-explorer: note: %s: %s\n", qPrintable(request.embeddingsFile), qPrintable(note));
        if (request.model)
            for (const std::string& note : request.model->notes)
                std::fprintf(stderr, "pe-explorer: note: %s: %s\n", request.model->name.c_str(), note.c_str());
    };
    if (request.writesFiles()) {
        const int code = exportFiles(request, secondRequest ? &*secondRequest : nullptr);
        if (code == 0)
            printNotes();
        return code;
    }
    if (!noDisplay.isEmpty()) {
        // Everything else was checked first: a bad option is named (exit 2) with or without a display.
        std::fprintf(stderr, "pe-explorer: error: %s\n", qPrintable(noDisplay));
        return 1;
    }
    printNotes();
    return openWindow(request, lessonStart, second);
}

} // namespace pe::app

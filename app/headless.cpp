#include "app/headless.h"

#include "ui/framework/appstate.h"
#include "ui/framework/controller.h"
#include "ui/framework/exporter.h"
#include "ui/framework/options.h"
#include "ui/framework/view.h"
#include "ui/framework/viewregistry.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>

#include <cstdio>
#include <memory>
#include <unistd.h>

namespace pe::app {

void printError(const QString& message)
{
    std::fprintf(stderr, "pe-explorer: error: %s\n", qPrintable(message));
}

int exportFilesOrThrow(const ui::options::Request& r);

namespace {
/// A progress line on stderr for writes that last more than a second, when stderr is a terminal.
class StderrProgress {
public:
    explicit StderrProgress(const QString& path)
        : m_path(path)
        , m_enabled(isatty(STDERR_FILENO) != 0)
    {
        m_timer.start();
    }
    ~StderrProgress()
    {
        if (m_shown)
            std::fputs("\n", stderr);
    }
    ui::exporter::Progress callback()
    {
        if (!m_enabled)
            return {};
        return [this](qint64 bytes) {
            if (m_timer.elapsed() >= 1000 && (!m_shown || m_last.elapsed() >= 200)) {
                std::fprintf(stderr, "\rpe-explorer: writing %s: %.0f MB", qPrintable(m_path), bytes / 1e6);
                m_shown = true;
                m_last.start();
            }
            return true;
        };
    }

private:
    QString m_path;
    bool m_enabled;
    bool m_shown = false;
    QElapsedTimer m_timer;
    QElapsedTimer m_last;
};
} // namespace

int exportFiles(const ui::options::Request& r)
{
    // Whatever runs out of memory (the figure, the view's computation, the PNG encoder) ends the
    // export with a message; the batch's temporaries are removed as it unwinds.
    try {
        return exportFilesOrThrow(r);
    } catch (const std::bad_alloc&) {
        printError(QCoreApplication::translate("Options", "not enough memory for this export; nothing was written "
                                                          "(lower --size, --scale, L or d)"));
        return ui::options::kWriteFailed;
    }
}

int exportFilesOrThrow(const ui::options::Request& r)
{
    using namespace pe::ui;
    AppState state;
    Controller controller(&state);
    // Only the exported view is built: start-up is part of every export's time.
    const std::unique_ptr<View> view(findViewType(r.viewId)->create(nullptr));
    controller.addView(view.get());
    options::applyState(r, &state);
    if (const QString error = options::applySettings(r, view.get(), false); !error.isEmpty()) {
        printError(error);
        return options::kBadInput;
    }
    if (!r.csvPath.isEmpty())
        if (const QString problem = view->csvProblem(QString()); !problem.isEmpty()) {
            printError(QCoreApplication::translate("Options", "--csv: %1").arg(problem));
            return options::kBadInput;
        }
    for (const auto& [option, path] : r.extraCsv)
        if (const QString problem = view->csvProblem(option); !problem.isEmpty()) {
            printError(QStringLiteral("--%1: %2").arg(option, problem));
            return options::kBadInput;
        }
    if (!r.force) {
        QList<QPair<QString, QString>> csvs = r.extraCsv;
        if (!r.csvPath.isEmpty())
            csvs.prepend({QStringLiteral("csv"), r.csvPath});
        for (const auto& [option, path] : csvs)
            if (const QString problem =
                    exporter::csvSizeProblem(view.get(), option == QLatin1String("csv") ? QString() : option);
                !problem.isEmpty()) {
                printError(QStringLiteral("--%1: %2").arg(option, problem));
                return options::kBadInput;
            }
    }
    // Lay the view out at the figure's size, without showing anything on screen.
    view->setAttribute(Qt::WA_DontShowOnScreen);
    view->resize(r.figure.size);
    view->show();
    controller.refreshNow(view.get());

    // Every output goes to a temporary file beside its target; they replace their targets
    // together at the end, so a failure leaves every existing file as it was.
    QString error;
    exporter::Batch batch;
    auto failed = [&](const QString& option) {
        printError(option.isEmpty() ? error : QStringLiteral("--%1: %2").arg(option, error));
        return options::kWriteFailed;
    };
    if (!r.saveSessionPath.isEmpty()) {
        const Session saved = session::capture(state, {view.get()}, r.viewId);
        if (!batch.addBytes(r.saveSessionPath, session::toJson(saved), &error))
            return failed(QStringLiteral("save-session"));
    }
    if (!r.exportPath.isEmpty() && !batch.addFigure(view.get(), r.exportPath, r.figure, &error))
        return failed(QString());
    QList<QPair<QString, QString>> csvs = r.extraCsv;
    if (!r.csvPath.isEmpty())
        csvs.prepend({QString(), r.csvPath});
    for (const auto& [option, path] : csvs) {
        StderrProgress progress(path);
        if (!batch.addCsv(view.get(), option, path, &error, progress.callback()))
            return failed(option);
    }
    if (!batch.commit(&error))
        return failed(QString());
    return 0;
}

} // namespace pe::app

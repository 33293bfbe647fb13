#include "app/headless.h"

#include "ui/framework/animation.h"
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

int exportFilesOrThrow(const ui::options::Request& r, const ui::options::Request* second);

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

int exportFiles(const ui::options::Request& r, const ui::options::Request* second)
{
    // Whatever runs out of memory (the figure, the view's computation, the PNG encoder) ends the
    // export with a message; the batch's temporaries are removed as it unwinds.
    try {
        return exportFilesOrThrow(r, second);
    } catch (const std::bad_alloc&) {
        printError(QCoreApplication::translate("Options", "not enough memory for this export; nothing was written "
                                                          "(lower --size, --scale, L or d)"));
        return ui::options::kWriteFailed;
    }
}

namespace {
/// One pane of the figure: its own state, controller and view, as in the window.
struct Pane {
    ui::AppState state;
    ui::Controller controller{&state};
    std::unique_ptr<ui::View> view;

    /// Only the exported view is built: start-up is part of every export's time.
    QString setUp(const ui::options::Request& r)
    {
        view.reset(ui::findViewType(r.viewId)->create(nullptr));
        controller.addView(view.get());
        ui::options::applyState(r, &state);
        return ui::options::applySettings(r, view.get(), false);
    }

    /// The second pane of a session saved side by side.
    QString setUp(const ui::Session& s)
    {
        view.reset(ui::findViewType(s.viewId)->create(nullptr));
        controller.addView(view.get());
        return ui::session::apply(s, &state, {view.get()});
    }

    /// Lays the view out at its share of the figure, without showing anything on screen.
    void draw(const QSize& size)
    {
        view->setAttribute(Qt::WA_DontShowOnScreen);
        view->resize(size);
        view->show();
        controller.refreshNow(view.get());
    }
};
} // namespace

namespace {
/// --animate: the frames into --export, each drawn as the still export of its state (a fresh
/// state and view), then the session the animation starts from (`state`, `view`).
int exportAnimation(const ui::options::Request& r, const ui::AppState& state, ui::View* view)
{
    using namespace pe::ui;
    const ViewDescriptor& type = view->descriptor();
    const animation::Sweep& sweep = *r.animation;
    const auto render = [&](int k, QString* error) {
        const animation::FrameState s =
            animation::frameState(sweep, type, k, r.params, r.hasPosition ? r.position : 0L, r.settings);
        options::Request frame = r;
        frame.params = s.params;
        frame.hasPosition = true;
        frame.position = s.position;
        frame.settings = s.settings;
        return animation::drawFresh(
            r.viewId,
            [&](AppState* st, View* v) {
                options::applyState(frame, st);
                return options::applySettings(frame, v, false);
            },
            r.figure, error);
    };
    const bool terminal = isatty(STDERR_FILENO) != 0;
    QString error;
    const bool ok = animation::write(
        sweep, r.exportPath, r.figure.size * r.figure.scale, render,
        [&](int done) {
            if (terminal)
                std::fprintf(stderr, "\rpe-explorer: %s: frame %d of %d", qPrintable(r.exportPath), done, sweep.frames);
            return true;
        },
        &error);
    if (terminal)
        std::fputs("\n", stderr);
    if (!ok) {
        printError(error);
        return options::kWriteFailed;
    }
    if (!r.saveSessionPath.isEmpty() &&
        !exporter::writeBytes(r.saveSessionPath, session::toJson(session::capture(state, {view}, r.viewId)), &error)) {
        printError(QCoreApplication::translate("pe::ui::options", "--save-session: %1").arg(error));
        return options::kWriteFailed;
    }
    return 0;
}
} // namespace

int exportFilesOrThrow(const ui::options::Request& r, const ui::options::Request* second)
{
    using namespace pe::ui;
    Pane first;
    if (const QString error = first.setUp(r); !error.isEmpty()) {
        printError(error);
        return options::kBadInput;
    }
    std::unique_ptr<Pane> right;
    if (second) {
        right = std::make_unique<Pane>();
        if (const QString error = right->setUp(*second); !error.isEmpty()) {
            printError(QCoreApplication::translate("pe::ui::options", "--split: %1").arg(error));
            return options::kBadInput;
        }
    } else if (r.session && !r.session->panes.empty()) {
        right = std::make_unique<Pane>();
        if (const QString error = right->setUp(r.session->panes.front()); !error.isEmpty()) {
            printError(QCoreApplication::translate("pe::ui::options", "--session: %1").arg(error));
            return options::kBadInput;
        }
    }
    AppState& state = first.state;
    View* const view = first.view.get();
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
                    exporter::csvSizeProblem(view, option == QLatin1String("csv") ? QString() : option);
                !problem.isEmpty()) {
                printError(QStringLiteral("--%1: %2").arg(option, problem));
                return options::kBadInput;
            }
    }
    if (r.animation) {
        if (right) {
            printError(QCoreApplication::translate("pe::ui::options", "--animate: a side-by-side figure (--split or "
                                                                      "a session of two panes) cannot be animated"));
            return options::kBadInput;
        }
        return exportAnimation(r, first.state, view);
    }
    std::vector<View*> panes{view};
    if (right) {
        first.draw(QSize(r.figure.size.width() / 2, r.figure.size.height()));
        right->draw(QSize(r.figure.size.width() - r.figure.size.width() / 2, r.figure.size.height()));
        panes.push_back(right->view.get());
    } else {
        first.draw(r.figure.size);
    }

    // Every output goes to a temporary file beside its target; they replace their targets
    // together at the end, so a failure leaves every existing file as it was.
    QString error;
    exporter::Batch batch;
    auto failed = [&](const QString& option) {
        printError(option.isEmpty() ? error : QStringLiteral("--%1: %2").arg(option, error));
        return options::kWriteFailed;
    };
    if (!r.saveSessionPath.isEmpty()) {
        Session saved = session::capture(state, {view}, r.viewId);
        if (right)
            saved.panes.push_back(session::capture(right->state, {right->view.get()}, right->view->id()));
        if (!batch.addBytes(r.saveSessionPath, session::toJson(saved), &error))
            return failed(QStringLiteral("save-session"));
    }
    if (!r.exportPath.isEmpty() && !batch.addFigure(panes, r.exportPath, r.figure, &error))
        return failed(QString());
    QList<QPair<QString, QString>> csvs = r.extraCsv;
    if (!r.csvPath.isEmpty())
        csvs.prepend({QString(), r.csvPath});
    for (const auto& [option, path] : csvs) {
        StderrProgress progress(path);
        if (!batch.addCsv(view, option, path, &error, progress.callback()))
            return failed(option);
    }
    if (!batch.commit(&error))
        return failed(QString());
    return 0;
}

} // namespace pe::app

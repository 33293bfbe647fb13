#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>

#include "ui/framework/viewinputs.h"

#include <map>
#include <memory>

class QThreadPool;

namespace pe::ui {

class AppState;
class View;
struct JobTicket;

/// Hands the shared state to the views and runs their jobs. A change of state or of a view's own controls marks views
/// dirty; the active view is recomputed once per event-loop turn (a burst of slider events collapses into one job with
/// the latest values), on a worker thread. A result that is older than the latest request is dropped and the latest
/// request runs instead, so a stale result is never drawn after a newer one. Hidden views recompute when shown.
class Controller : public QObject {
    Q_OBJECT
public:
    explicit Controller(AppState* state, QObject* parent = nullptr);
    ~Controller() override;

    /// Gives the view the current inputs and keeps them up to date; its position requests go
    /// to the state.
    void addView(View* view);
    /// Only the active view computes; the others catch up when they become active.
    void setActiveView(View* view);
    View* activeView() const { return m_active; }

    /// Computes and draws a view now, on the calling thread, follow-ups of a pending frame
    /// included (command-line export, tests): only the complete frame is drawn.
    void refreshNow(View* view);

    /// While suspended nothing starts and no result is drawn (a finished result is kept as
    /// "dirty" and recomputed on resume): the views stay still while an export reads them.
    void setSuspended(bool suspended);

    /// True while a job runs for any view.
    bool isBusy() const;
    /// True when nothing runs, nothing is queued and the active view shows its latest state.
    bool isIdle() const;

    /// For a job, on its worker thread: reports the fraction done (0 to 1; shown in the status
    /// bar, at most one signal per event-loop turn) and returns false when the job may stop
    /// because a newer request made its result stale (the controller drops it anyway, whatever
    /// the job returns). Outside a job run by the controller (refreshNow, a test calling the
    /// job) it does nothing and returns true. Fits a core function's Qt-free callback:
    /// `core::longWork(params, [](double f) { return Controller::reportProgress(f); })`.
    static bool reportProgress(double fraction);
    /// For a job, on its worker thread: true when its result will be dropped.
    static bool isJobStale();

signals:
    /// Time from the parameter change to the finished replot, in milliseconds.
    void frameTimeMeasured(double milliseconds);
    void busyChanged(bool busy);
    /// A result was drawn (for tests and the benchmark).
    void resultApplied(pe::ui::View* view);
    /// A running job of `view` reported how far it is (0 to 1), see reportProgress().
    void progressChanged(pe::ui::View* view, double fraction);

private:
    struct Slot {
        bool dirty = true;
        bool running = false;
        bool applying = false;             // its result is being drawn (a refit it asks for continues it)
        quint64 requested = 0;             // generation of the latest request
        quint64 applied = 0;               // generation of the last drawn result
        QElapsedTimer since;               // started at the first unserved request
        std::shared_ptr<JobTicket> ticket; // shared with the view's running job
    };

    void markAllDirty();
    void markDirty(View* view);
    void scheduleFlush();
    void flush();
    void start(View* view);
    void finish(View* view, quint64 generation, FramePtr frame);
    void pushInputs();
    void updateBusy();

    AppState* m_state;
    QThreadPool* m_pool;
    QPointer<View> m_active;
    std::map<View*, Slot> m_slots;
    bool m_flushQueued = false;
    bool m_suspended = false;
    bool m_busy = false;
};

} // namespace pe::ui

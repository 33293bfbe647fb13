#include "ui/framework/controller.h"

#include "ui/framework/appstate.h"
#include "ui/framework/view.h"

#include <QMetaObject>
#include <QThreadPool>
#include <QTimer>

#include <algorithm>
#include <atomic>

namespace pe::ui {

/// What a running job shares with the GUI thread: the latest generation requested for its
/// view (so that it can tell it is stale) and its last progress report.
struct JobTicket {
    std::atomic<quint64> latest{0};
    std::atomic<int> permille{-1};
    std::atomic<bool> progressQueued{false};
};

namespace {
/// The job running on this worker thread, if any.
struct RunningJob {
    Controller* controller = nullptr;
    View* view = nullptr;
    quint64 generation = 0;
    std::shared_ptr<JobTicket> ticket;
};
thread_local RunningJob t_job;
} // namespace

Controller::Controller(AppState* state, QObject* parent)
    : QObject(parent)
    , m_state(state)
    , m_pool(new QThreadPool(this))
{
    // One worker: jobs of a view are serialised anyway, and the GUI keeps the other core.
    m_pool->setMaxThreadCount(1);
    qRegisterMetaType<pe::ui::View*>();
    connect(state, &AppState::inputsChanged, this, [this] {
        pushInputs();
        markAllDirty();
    });
}

Controller::~Controller()
{
    m_pool->waitForDone();
}

void Controller::addView(View* view)
{
    m_slots[view] = Slot{};
    m_slots[view].since.start();
    m_slots[view].ticket = std::make_shared<JobTicket>();
    view->setInputs(m_state->inputs());
    connect(view, &View::positionRequested, m_state, [this](long t) { m_state->setPosition(t); });
    connect(view, &View::paramsRequested, m_state, &AppState::setParams);
    connect(view, &View::updateRequested, this, [this, view] { markDirty(view); });
    connect(view, &QObject::destroyed, this, [this, view] { m_slots.erase(view); });
}

void Controller::setActiveView(View* view)
{
    m_active = view;
    // A view that went stale while hidden is brought up to date from now: its frame time
    // is what the user waits after showing it, not how long it was hidden.
    const auto it = m_slots.find(view);
    if (it != m_slots.end() && it->second.dirty && !it->second.running)
        it->second.since.start();
    scheduleFlush();
}

bool Controller::isBusy() const
{
    for (const auto& [view, slot] : m_slots)
        if (slot.running)
            return true;
    return false;
}

bool Controller::isIdle() const
{
    if (m_flushQueued || isBusy())
        return false;
    if (!m_active)
        return true;
    const auto it = m_slots.find(m_active);
    return it == m_slots.end() || !it->second.dirty;
}

void Controller::pushInputs()
{
    const ViewInputs inputs = m_state->inputs();
    for (auto& [view, slot] : m_slots)
        view->setInputs(inputs);
}

void Controller::markAllDirty()
{
    for (auto& [view, slot] : m_slots)
        markDirty(view);
}

void Controller::markDirty(View* view)
{
    auto it = m_slots.find(view);
    if (it == m_slots.end())
        return;
    Slot& slot = it->second;
    if (!slot.dirty && !slot.running && !slot.applying)
        slot.since.start();
    slot.dirty = true;
    ++slot.requested;
    slot.ticket->latest.store(slot.requested, std::memory_order_relaxed);
    scheduleFlush();
}

void Controller::scheduleFlush()
{
    if (m_flushQueued)
        return;
    m_flushQueued = true;
    QTimer::singleShot(0, this, &Controller::flush);
}

void Controller::setSuspended(bool suspended)
{
    m_suspended = suspended;
    if (!suspended)
        scheduleFlush();
}

void Controller::flush()
{
    m_flushQueued = false;
    if (!m_active || m_suspended)
        return;
    auto it = m_slots.find(m_active);
    if (it != m_slots.end() && it->second.dirty && !it->second.running)
        start(m_active);
}

void Controller::start(View* view)
{
    Slot& slot = m_slots[view];
    slot.dirty = false;
    slot.running = true;
    const quint64 generation = slot.requested;
    View::Job job = view->makeJob();
    QPointer<View> guard(view);
    std::shared_ptr<JobTicket> ticket = slot.ticket;
    ticket->permille.store(-1, std::memory_order_relaxed);
    m_pool->start([this, guard, view, generation, ticket, job = std::move(job)] {
        t_job = RunningJob{this, view, generation, ticket};
        FramePtr result = job();
        t_job = RunningJob{};
        QMetaObject::invokeMethod(
            this,
            [this, guard, view, generation, result = std::move(result)]() mutable {
                if (guard)
                    finish(view, generation, std::move(result));
            },
            Qt::QueuedConnection);
    });
    updateBusy();
}

void Controller::finish(View* view, quint64 generation, FramePtr result)
{
    auto it = m_slots.find(view);
    if (it == m_slots.end())
        return;
    Slot& slot = it->second;
    slot.running = false;
    const bool stale = generation < slot.requested || generation < slot.applied;
    if (m_suspended) {
        if (!stale)
            slot.dirty = true; // drawn after resume
        updateBusy();
        return;
    }
    if (!stale) {
        slot.applying = true;
        view->applyFrame(result);
        slot.applying = false;
        slot.applied = generation;
        const bool pending = result && result->pending;
        // A view that asked for its frame again as it applied it (PanelView: the panels moved,
        // the result for the new pixels draws) has not drawn the change yet: `since` keeps
        // running from the change the user made, and the time is told when that result draws.
        const bool again = slot.dirty;
        if (pending && !again) {
            // The rest of the frame follows at once, as a new generation (a newer request
            // supersedes it); `since` keeps running from the change the user made.
            slot.dirty = true;
            ++slot.requested;
            slot.ticket->latest.store(slot.requested, std::memory_order_relaxed);
        } else if (!again) {
            emit frameTimeMeasured(slot.since.nsecsElapsed() / 1e6);
        }
        emit resultApplied(view);
    }
    updateBusy();
    if (slot.dirty && view == m_active)
        start(view);
}

bool Controller::reportProgress(double fraction)
{
    const RunningJob& job = t_job;
    if (!job.controller)
        return true;
    const std::shared_ptr<JobTicket>& ticket = job.ticket;
    const int permille = static_cast<int>(std::clamp(fraction, 0.0, 1.0) * 1000.0);
    if (ticket->permille.exchange(permille, std::memory_order_relaxed) != permille &&
        !ticket->progressQueued.exchange(true)) {
        // One queued signal at a time, carrying the latest value when it is delivered.
        QMetaObject::invokeMethod(
            job.controller,
            [controller = job.controller, view = job.view, ticket] {
                ticket->progressQueued.store(false);
                const int p = ticket->permille.load(std::memory_order_relaxed);
                const auto it = controller->m_slots.find(view);
                if (p >= 0 && it != controller->m_slots.end() && it->second.running)
                    emit controller->progressChanged(view, p / 1000.0);
            },
            Qt::QueuedConnection);
    }
    return !isJobStale();
}

bool Controller::isJobStale()
{
    const RunningJob& job = t_job;
    if (!job.controller)
        return false;
    return job.ticket->latest.load(std::memory_order_relaxed) > job.generation;
}

void Controller::refreshNow(View* view)
{
    auto it = m_slots.find(view);
    if (it == m_slots.end())
        return;
    Slot& slot = it->second;
    QElapsedTimer timer;
    timer.start();
    ++slot.requested;
    slot.ticket->latest.store(slot.requested, std::memory_order_relaxed);
    const quint64 generation = slot.requested;
    view->computeNow();
    slot.applied = generation;
    slot.dirty = false;
    emit frameTimeMeasured(timer.nsecsElapsed() / 1e6);
    emit resultApplied(view);
}

void Controller::updateBusy()
{
    const bool busy = isBusy();
    if (busy != m_busy) {
        m_busy = busy;
        emit busyChanged(busy);
    }
}

} // namespace pe::ui

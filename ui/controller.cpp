#include "controller.h"

#include "appstate.h"
#include "view.h"

#include <QMetaObject>
#include <QThreadPool>
#include <QTimer>

namespace pe::ui {

Controller::Controller(AppState* state, QObject* parent)
    : QObject(parent), m_state(state), m_pool(new QThreadPool(this))
{
    // One worker: jobs of a view are serialised anyway, and the GUI keeps the other core.
    m_pool->setMaxThreadCount(1);
    qRegisterMetaType<pe::ui::View*>();
    connect(state, &AppState::paramsChanged, this, &Controller::markAllDirty);
    connect(state, &AppState::positionChanged, this, &Controller::markAllDirty);
}

Controller::~Controller()
{
    m_pool->waitForDone();
}

void Controller::addView(View* view)
{
    m_slots[view] = Slot{};
    m_slots[view].since.start();
    connect(view, &View::updateRequested, this, [this, view] { markDirty(view); });
    connect(view, &QObject::destroyed, this, [this, view] { m_slots.erase(view); });
}

void Controller::setActiveView(View* view)
{
    m_active = view;
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
    if (!slot.dirty && !slot.running)
        slot.since.start();
    slot.dirty = true;
    ++slot.requested;
    scheduleFlush();
}

void Controller::scheduleFlush()
{
    if (m_flushQueued)
        return;
    m_flushQueued = true;
    QTimer::singleShot(0, this, &Controller::flush);
}

void Controller::flush()
{
    m_flushQueued = false;
    if (!m_active)
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
    m_pool->start([this, guard, view, generation, job = std::move(job)] {
        std::any result = job();
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

void Controller::finish(View* view, quint64 generation, std::any result)
{
    auto it = m_slots.find(view);
    if (it == m_slots.end())
        return;
    Slot& slot = it->second;
    slot.running = false;
    const bool stale = generation < slot.requested || generation < slot.applied;
    if (!stale) {
        view->applyResult(result);
        slot.applied = generation;
        emit frameTimeMeasured(slot.since.nsecsElapsed() / 1e6);
        emit resultApplied(view);
    }
    updateBusy();
    if (slot.dirty && view == m_active)
        start(view);
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
    const quint64 generation = slot.requested;
    view->applyResult(view->makeJob()());
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

#include "ui/framework/history.h"

#include "ui/framework/appstate.h"
#include "ui/framework/panelink.h"
#include "ui/framework/view.h"

#include <QTimer>

namespace pe::ui {

namespace {
constexpr std::size_t kMaxSteps = 200;
}

History::History(AppState* state, std::vector<View*> views, QObject* parent)
    : QObject(parent)
    , m_state(state)
    , m_views(std::move(views))
    , m_settle(new QTimer(this))
{
    m_settle->setSingleShot(true);
    m_settle->setInterval(kSettleMs);
    connect(m_settle, &QTimer::timeout, this, &History::checkpoint);
    connect(state, &AppState::inputsChanged, this, &History::onChange);
    for (View* v : m_views)
        connect(v, &View::settingChanged, this, &History::onChange);
    m_current = snapshot();
}

void History::setSecondPane(AppState* state, std::vector<View*> views)
{
    checkpoint();
    for (const QMetaObject::Connection& c : m_secondConnections)
        disconnect(c);
    m_secondConnections.clear();
    m_secondState = state;
    m_secondViews = state ? std::move(views) : std::vector<View*>{};
    if (state) {
        m_secondConnections.push_back(connect(state, &AppState::inputsChanged, this, &History::onChange));
        for (View* v : m_secondViews)
            m_secondConnections.push_back(connect(v, &View::settingChanged, this, &History::onChange));
    }
    // Opening or closing the second pane is not a step of its own.
    m_current = snapshot();
}

Session History::snapshot() const
{
    Session s = session::capture(*m_state, m_views, QString());
    if (m_secondState)
        s.panes.push_back(session::capture(*m_secondState, m_secondViews, QString()));
    return s;
}

void History::onChange()
{
    if (!m_restoring)
        m_settle->start();
}

void History::checkpoint()
{
    m_settle->stop();
    const Session now = snapshot();
    if (now == m_current)
        return;
    m_undo.push_back(m_current);
    if (m_undo.size() > kMaxSteps)
        m_undo.erase(m_undo.begin());
    m_redo.clear();
    m_current = now;
    emit changed();
}

bool History::canUndo() const
{
    return !m_undo.empty() || m_settle->isActive();
}

bool History::canRedo() const
{
    return !m_redo.empty() && !m_settle->isActive();
}

void History::restore(const Session& s)
{
    m_restoring = true;
    if (m_link)
        m_link->setPaused(true);
    session::apply(s, m_state, m_views);
    if (m_secondState && !s.panes.empty())
        session::apply(s.panes.front(), m_secondState, m_secondViews);
    if (m_link)
        m_link->setPaused(false);
    m_restoring = false;
    m_current = snapshot();
    emit changed();
}

void History::step(std::vector<Session>& from, std::vector<Session>& to)
{
    checkpoint();
    if (from.empty())
        return;
    to.push_back(m_current);
    const Session target = from.back();
    from.pop_back();
    restore(target);
}

void History::undo()
{
    step(m_undo, m_redo);
}

void History::redo()
{
    step(m_redo, m_undo);
}

} // namespace pe::ui

#pragma once

#include "ui/framework/session.h"

#include <QObject>

#include <functional>
#include <vector>

class QTimer;

namespace pe::ui {

class AppState;
class PaneLink;
class View;

/// Undo and redo of every parameter change: d, n, L, the layout, the position and every view's
/// settings, in either pane of View ▸ Side by side. A burst of changes (a slider dragged, the clock playing) becomes
/// one step once it has settled for kSettleMs. The current view is not part of a step.
class History : public QObject {
    Q_OBJECT
public:
    History(AppState* state, std::vector<View*> views, QObject* parent = nullptr);

    /// Includes the second pane of View ▸ Side by side in every step (nullptr: one pane). A step
    /// recorded with another number of panes restores the first pane only.
    void setSecondPane(AppState* state, std::vector<View*> views);
    /// Paused while a step is restored, so that each pane comes back as it was.
    void setLink(PaneLink* link) { m_link = link; }

    bool canUndo() const;
    bool canRedo() const;

    static constexpr int kSettleMs = 400;

public slots:
    void undo();
    void redo();
    /// Records what changed since the last step now, without waiting for it to settle.
    void checkpoint();

signals:
    void changed();

private:
    void onChange();
    Session snapshot() const;
    void restore(const Session& s);
    /// Undo (from = m_undo, to = m_redo) or redo: the current state goes to `to`, the last of `from` is restored.
    void step(std::vector<Session>& from, std::vector<Session>& to);

    AppState* m_state;
    std::vector<View*> m_views;
    AppState* m_secondState = nullptr;
    std::vector<View*> m_secondViews;
    std::vector<QMetaObject::Connection> m_secondConnections;
    PaneLink* m_link = nullptr;
    std::vector<Session> m_undo;
    std::vector<Session> m_redo;
    Session m_current;
    QTimer* m_settle;
    bool m_restoring = false;
};

} // namespace pe::ui

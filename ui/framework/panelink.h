#pragma once

#include "core/formula/params.h"

#include <QObject>
#include <QString>

#include <vector>

namespace pe::ui {

class AppState;
class View;

/// Keeps what the views look at in step. Inside a pane, the views that select a dimension (the
/// formula inspector's dimension j, the rotation's pair k) follow each other. Between the panes
/// of View ▸ Side by side, the position t follows when the position is linked, and the selected
/// dimension when the dimension is linked (the same j, clamped to the other pane's d).
class PaneLink : public QObject {
    Q_OBJECT
public:
    explicit PaneLink(QObject* parent = nullptr);

    /// The first pane added is the window's first pane: linking a pane again copies from it.
    void addPane(AppState* state, const std::vector<View*>& views);
    void removePane(AppState* state);

    bool positionLinked() const { return m_linkPosition; }
    bool dimensionLinked() const { return m_linkDimension; }
    /// Turning a link on brings the other panes to the first pane's position (or dimension).
    void setPositionLinked(bool linked);
    void setDimensionLinked(bool linked);

    /// While paused nothing follows: a session or an undo step restores each pane as it was.
    void setPaused(bool paused) { m_paused = paused; }

    /// The dimension j a setting selects under `params` (the rotation's pair k: the column of its
    /// sine), or -1 when `key` is not a dimension selection.
    static int selectedDimension(const QString& key, const QString& text, const core::EncodingParams& params);
    /// The text of `key` that selects dimension j under `params` (clamped to what d allows), or
    /// `current` when it shows j's pair already and j is not `exact` (it came from a pair k, which
    /// stands for both its columns), or an empty string when d has no such selection.
    static QString textSelecting(const QString& key, int j, bool exact, const QString& current,
                                 const core::EncodingParams& params);

signals:
    void linksChanged();

private:
    struct Pane {
        AppState* state = nullptr;
        std::vector<View*> views;
        std::vector<QMetaObject::Connection> connections;
    };

    void onPosition(const AppState* from);
    void onSetting(const AppState* from, View* source, const QString& key);
    /// Sets dimension j in the views of the pane of `state`, except `source`.
    void select(const Pane& pane, int j, bool exact, const View* source);
    void syncDimensionFromFirst();

    std::vector<Pane> m_panes;
    bool m_linkPosition = true;
    bool m_linkDimension = true;
    bool m_paused = false;
    bool m_following = false; ///< a change is being copied: the copies' own signals are ignored
};

} // namespace pe::ui

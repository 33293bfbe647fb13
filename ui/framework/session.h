#pragma once

#include "core/formula/params.h"

#include <QByteArray>
#include <QMap>
#include <QString>

#include <optional>
#include <vector>

namespace pe::ui {

class AppState;
class View;

/// Where one was: the current view, the encoding parameters, the position and every view's
/// settings (as the text the command line takes). Saved as a small JSON file (File ▸ Save
/// session, --save-session) and used for undo. With View ▸ Side by side open, the window's
/// first pane is this value and the second pane is `panes` (a Session of its own).
struct Session {
    /// Version 2 added the second pane and the links; a file with one pane is still written as
    /// version 1, which every pe-explorer reads.
    static constexpr int kVersion = 2;

    QString viewId = QStringLiteral("heatmap");
    core::EncodingParams params;
    long position = 0;
    /// The learned table analysed instead of the formula (empty: none).
    QString embeddingsFile;
    QString embeddingsTensor;
    /// view id -> setting key -> text
    QMap<QString, QMap<QString, QString>> settings;
    /// The second pane of View ▸ Side by side: empty with one pane, otherwise one Session
    /// (whose own `panes` are empty).
    std::vector<Session> panes;
    /// Side by side: whether moving t, or selecting a dimension, in one pane moves the other.
    bool linkPosition = true;
    bool linkDimension = true;

    bool operator==(const Session& o) const
    {
        return viewId == o.viewId && params == o.params && position == o.position && settings == o.settings &&
               embeddingsFile == o.embeddingsFile && embeddingsTensor == o.embeddingsTensor && panes == o.panes &&
               linkPosition == o.linkPosition && linkDimension == o.linkDimension;
    }
    bool operator!=(const Session& o) const { return !(*this == o); }
};

namespace session {

/// The state of one pane, `state` and `views`, now (`panes` stays empty).
Session capture(const AppState& state, const std::vector<View*>& views, const QString& currentViewId);

/// Sets the state and the views' settings of one pane (`session.panes` is not read) (a setting the session does not
/// name keeps its value; a value out of range is refused). Returns an error message, or an empty string.
QString apply(const Session& session, AppState* state, const std::vector<View*>& views);

QByteArray toJson(const Session& session);

/// Reads a session file's contents. Unknown keys are ignored; a wrong format, a newer version,
/// a missing or bad parameter is refused with a message naming it (`source` names the file).
std::optional<Session> fromJson(const QByteArray& json, const QString& source, QString* error);

/// Largest session file read, in bytes (a session is a few kilobytes).
constexpr qint64 kMaxFileSize = 1 << 20;

/// Reads a session file; see fromJson.
std::optional<Session> load(const QString& path, QString* error);

} // namespace session
} // namespace pe::ui

#pragma once

#include "core/params.h"

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
/// session, --save-session) and used for undo.
struct Session {
    static constexpr int kVersion = 1;

    QString viewId = QStringLiteral("heatmap");
    core::EncodingParams params;
    long position = 0;
    /// The learned table analysed instead of the formula (empty: none).
    QString embeddingsFile;
    QString embeddingsTensor;
    /// view id -> setting key -> text
    QMap<QString, QMap<QString, QString>> settings;

    bool operator==(const Session& o) const
    {
        return viewId == o.viewId && params == o.params && position == o.position && settings == o.settings &&
               embeddingsFile == o.embeddingsFile && embeddingsTensor == o.embeddingsTensor;
    }
    bool operator!=(const Session& o) const { return !(*this == o); }
};

namespace session {

/// The state of `state` and `views` now.
Session capture(const AppState& state, const std::vector<View*>& views, const QString& currentViewId);

/// Sets the state and the views' settings (a setting the session does not name keeps its value;
/// a value out of range is refused). Returns an error message, or an empty string.
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

#include "ui/framework/session.h"

#include "ui/framework/coremessages.h"
#include "ui/framework/sharedparams.h"
#include "ui/framework/view.h"
#include "ui/framework/viewregistry.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

// The session file format, apart from the state it is captured from and applied to, so that the
// parser can be fuzzed without a window (tests/fuzz/fuzz_session.cpp).

namespace pe::ui::session {

namespace {
// lupdate files a tr() call outside a class under the enclosing namespace: the same context here.
QString tr(const char* text)
{
    return QCoreApplication::translate("pe::ui::session", text);
}

const QString kFormat = QStringLiteral("pe-explorer-session");
} // namespace

namespace {
/// One pane's state: the view, the parameters, the position, the embeddings and the settings.
QJsonObject paneToJson(const Session& s)
{
    QJsonObject params;
    for (const shared::Parameter* p : shared::encodingParameters())
        params.insert(p->key, p->kind == shared::Parameter::Kind::Choice ? QJsonValue(p->text(s.params))
                                                                         : QJsonValue(p->get(s.params)));
    QJsonObject settings;
    for (auto it = s.settings.constBegin(); it != s.settings.constEnd(); ++it) {
        QJsonObject view;
        for (auto kv = it->constBegin(); kv != it->constEnd(); ++kv)
            view.insert(kv.key(), kv.value());
        settings.insert(it.key(), view);
    }
    QJsonObject pane{{QStringLiteral("view"), s.viewId},
                     {QStringLiteral("params"), params},
                     {QStringLiteral("position"), static_cast<qint64>(s.position)},
                     {QStringLiteral("settings"), settings}};
    if (!s.embeddingsFile.isEmpty())
        pane.insert(QStringLiteral("embeddings"), QJsonObject{{QStringLiteral("file"), s.embeddingsFile},
                                                              {QStringLiteral("tensor"), s.embeddingsTensor}});
    return pane;
}

/// Reads one pane's state from `root` into `s`; returns the problem (to be prefixed with the
/// source, and `prefix` naming the pane's key), or an empty string.
QString readPane(const QJsonObject& root, const QString& prefix, Session& s)
{
    const QJsonValue view = root.value(QStringLiteral("view"));
    if (!view.isString() || !findViewType(view.toString()))
        return tr("%1unknown view '%2' (available: %3)").arg(prefix, view.toVariant().toString(), viewIdList());
    s.viewId = view.toString();

    const QJsonObject params = root.value(QStringLiteral("params")).toObject();
    for (const shared::Parameter* p : shared::encodingParameters()) {
        const QJsonValue v = params.value(p->key);
        switch (p->kind) {
        case shared::Parameter::Kind::Integer:
            if (!v.isDouble() || v.toDouble() != std::floor(v.toDouble()))
                return tr("%1params.%2 is missing or not an integer").arg(prefix, p->key);
            p->set(s.params, v.toDouble());
            break;
        case shared::Parameter::Kind::Real:
            if (!v.isDouble())
                return tr("%1params.%2 is missing or not a number").arg(prefix, p->key);
            p->set(s.params, v.toDouble());
            break;
        default:
            // A choice may be left out (files written before it existed): it keeps its default.
            if (v.isUndefined())
                break;
            QString error;
            const std::optional<double> choice = p->parse(v.toString(), &error);
            if (!choice)
                return tr("%1params.%2: %3").arg(prefix, p->key, error);
            p->set(s.params, *choice);
        }
    }
    const QJsonValue embeddings = root.value(QStringLiteral("embeddings"));
    if (!embeddings.isUndefined()) {
        const QJsonObject e = embeddings.toObject();
        if (!e.value(QStringLiteral("file")).isString() || e.value(QStringLiteral("file")).toString().isEmpty())
            return tr("%1embeddings.file is missing or not a file name").arg(prefix);
        s.embeddingsFile = e.value(QStringLiteral("file")).toString();
        s.embeddingsTensor = e.value(QStringLiteral("tensor")).toString();
    }
    try {
        core::validate(s.params);
    } catch (const core::ParameterError& e) {
        return tr("%1params: %2").arg(prefix, coremessages::text(e));
    }
    const QJsonValue position = root.value(QStringLiteral("position"));
    if (!position.isUndefined()) {
        // The inspector may look past the sequence, up to Limits::maxInspectedPosition.
        const long last = std::max(s.params.length - 1, core::Limits::maxInspectedPosition);
        if (!position.isDouble() || position.toDouble() != std::floor(position.toDouble()) || position.toDouble() < 0 ||
            position.toDouble() > static_cast<double>(last))
            return tr("%1position must be an integer from 0 to %2").arg(prefix).arg(last);
        s.position = static_cast<long>(position.toDouble());
    }
    const QJsonObject settings = root.value(QStringLiteral("settings")).toObject();
    for (auto it = settings.constBegin(); it != settings.constEnd(); ++it) {
        const ViewDescriptor* type = findViewType(it.key());
        if (!type)
            continue; // a view this build does not have
        const QJsonObject values = it.value().toObject();
        for (auto kv = values.constBegin(); kv != values.constEnd(); ++kv) {
            const SettingInfo* info = type->setting(kv.key());
            if (!info)
                continue;
            if (!kv.value().isString())
                return tr("%1settings.%2.%3 is not a text value").arg(prefix, it.key(), kv.key());
            QString normalised;
            if (QString e = checkSettingText(*info, kv.value().toString(), s.params, &normalised); !e.isEmpty())
                return tr("%1settings.%2: %3").arg(prefix, it.key(), e);
            s.settings[it.key()][kv.key()] = normalised;
        }
    }
    return {};
}
} // namespace

QByteArray toJson(const Session& s)
{
    QJsonObject root{{QStringLiteral("format"), kFormat}, {QStringLiteral("version"), s.panes.empty() ? 1 : 2}};
    const QJsonObject first = paneToJson(s);
    for (auto it = first.constBegin(); it != first.constEnd(); ++it)
        root.insert(it.key(), it.value());
    if (!s.panes.empty()) {
        QJsonArray panes;
        for (const Session& pane : s.panes)
            panes.append(paneToJson(pane));
        root.insert(QStringLiteral("panes"), panes);
        root.insert(QStringLiteral("link"), QJsonObject{{QStringLiteral("position"), s.linkPosition},
                                                        {QStringLiteral("dimension"), s.linkDimension}});
    }
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

std::optional<Session> fromJson(const QByteArray& json, const QString& source, QString* error)
{
    auto fail = [&](const QString& message) -> std::optional<Session> {
        if (error)
            *error = tr("%1: %2").arg(source, message);
        return std::nullopt;
    };
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return fail(
            tr("not a session file (JSON error at byte %1: %2)").arg(parseError.offset).arg(parseError.errorString()));
    if (!doc.isObject())
        return fail(tr("not a session file (no JSON object)"));
    const QJsonObject root = doc.object();
    if (root.value(QStringLiteral("format")).toString() != kFormat)
        return fail(tr("not a session file (its format is not \"%1\")").arg(kFormat));
    const QJsonValue version = root.value(QStringLiteral("version"));
    if (!version.isDouble() || version.toDouble() != std::floor(version.toDouble()) || version.toInt() < 1)
        return fail(tr("the session has no valid version number"));
    if (version.toInt() > Session::kVersion)
        return fail(tr("the session was written by a newer pe-explorer (version %1; this one reads up to %2)")
                        .arg(version.toInt())
                        .arg(Session::kVersion));

    Session s;
    if (const QString problem = readPane(root, QString(), s); !problem.isEmpty())
        return fail(problem);
    const QJsonValue panes = root.value(QStringLiteral("panes"));
    if (!panes.isUndefined() && !(panes.isArray() && panes.toArray().isEmpty())) {
        // One second pane: the window shows at most two side by side.
        if (!panes.isArray() || panes.toArray().size() > 1 || !panes.toArray().at(0).isObject())
            return fail(tr("panes must be a list of one pane"));
        Session pane;
        if (const QString problem = readPane(panes.toArray().at(0).toObject(), QStringLiteral("panes[0]."), pane);
            !problem.isEmpty())
            return fail(problem);
        s.panes.push_back(pane);
        const QJsonObject link = root.value(QStringLiteral("link")).toObject();
        s.linkPosition = link.value(QStringLiteral("position")).toBool(true);
        s.linkDimension = link.value(QStringLiteral("dimension")).toBool(true);
    }
    return s;
}

std::optional<Session> load(const QString& path, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = tr("cannot read %1: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    if (file.size() > kMaxFileSize) {
        if (error)
            *error = tr("%1: a session file is at most %2 bytes; this one has %3")
                         .arg(path)
                         .arg(kMaxFileSize)
                         .arg(file.size());
        return std::nullopt;
    }
    return fromJson(file.readAll(), path, error);
}

} // namespace pe::ui::session

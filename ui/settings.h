#pragma once

#include "core/params.h"

#include <QByteArray>
#include <QSettings>
#include <QSize>
#include <QString>

namespace pe::ui {

/// Every persisted setting, with typed accessors; no other file opens QSettings.
class Settings {
public:
    Settings();

    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray& geometry);
    QByteArray windowState() const;
    void setWindowState(const QByteArray& state);

    /// The parameters of the last session (defaults of the paper on first start).
    core::EncodingParams params() const;
    void setParams(const core::EncodingParams& params);

    QString currentView() const;
    void setCurrentView(const QString& id);

    QString exportFolder() const;
    void setExportFolder(const QString& folder);
    QSize exportSize() const;
    void setExportSize(const QSize& size);
    double exportScale() const;
    void setExportScale(double scale);

private:
    QSettings m_settings;
};

} // namespace pe::ui

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

    /// A view's setting as text (null when never saved).
    QString viewSetting(const QString& viewId, const QString& key) const;
    void setViewSetting(const QString& viewId, const QString& key, const QString& text);

    QString currentView() const;
    void setCurrentView(const QString& id);

    QString exportFolder() const;
    void setExportFolder(const QString& folder);
    QSize exportSize() const;
    void setExportSize(const QSize& size);
    double exportScale() const;
    void setExportScale(double scale);

    /// Size of the whole interface (text, controls, plots) for projectors: 1 = normal. It is
    /// applied at start-up (as QT_SCALE_FACTOR), before the first window exists. Values out
    /// of [kMinInterfaceScale, kMaxInterfaceScale] read as 1.
    double interfaceScale() const;
    void setInterfaceScale(double scale);
    static constexpr double kMinInterfaceScale = 0.75;
    static constexpr double kMaxInterfaceScale = 3.0;

    /// The interface language chosen in View > Language ("en", "fr", "zh"); empty when never
    /// chosen (the system's language is used).
    QString language() const;
    void setLanguage(const QString& code);
    /// Size of the text of the figures and the controls (View > Text size), applied at once:
    /// 1 = normal. Values out of [kMinTextScale, kMaxTextScale] read as 1.
    double textScale() const;
    void setTextScale(double scale);
    static constexpr double kMinTextScale = 0.5;
    static constexpr double kMaxTextScale = 3.0;

    /// The colour map chosen in View > Colour map (auto, viridis, cividis, diverging) and the
    /// theme of View > High contrast (default, high-contrast); empty when never chosen.
    QString colourMap() const;
    void setColourMap(const QString& name);
    QString theme() const;
    void setTheme(const QString& name);

    /// Writes pending changes to disk now (before another process reads them).
    void sync() { m_settings.sync(); }

private:
    QSettings m_settings;
};

} // namespace pe::ui

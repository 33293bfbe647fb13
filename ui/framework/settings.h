#pragma once

#include "core/formula/params.h"

#include <QByteArray>
#include <QSettings>
#include <QSize>
#include <QString>
#include <QVariant>

namespace pe::ui {

/// A value kept in the settings file: its key and the value read when it was never saved.
template <class T> struct Stored {
    const char* key;
    T fallback;
};

/// A size (1 = normal) kept in the settings file; a value out of [min, max] reads as 1.
struct StoredScale {
    const char* key;
    double min;
    double max;
};

/// Every persisted setting; no other file opens QSettings. The plain values are read and written
/// through value() and setValue() with their declarations below (`settings.value(Settings::theme)`).
class Settings {
    /// T, in a parameter that T is not deduced from (setValue(theme, QStringLiteral(...)) is a QString).
    template <class T> struct Same {
        using Type = T;
    };

public:
    Settings();

    /// The main window's geometry and dock layout (QWidget::saveGeometry, QMainWindow::saveState).
    static const Stored<QByteArray> windowGeometry;
    static const Stored<QByteArray> windowState;
    /// The id of the view shown last.
    static const Stored<QString> currentView;
    /// The size and scale of the last figure exported from the window.
    static const Stored<QSize> exportSize;
    static const Stored<double> exportScale;
    /// The interface language chosen in View > Language ("en", "fr", "zh"); empty when never
    /// chosen (the system's language is used).
    static const Stored<QString> language;
    /// The colour map chosen in View > Colour map (auto, viridis, cividis, diverging) and the
    /// theme of View > High contrast (default, high-contrast); empty when never chosen.
    static const Stored<QString> colourMap;
    static const Stored<QString> theme;

    /// Size of the whole interface (text, controls, plots) for projectors. It is applied at
    /// start-up (as QT_SCALE_FACTOR), before the first window exists.
    static constexpr StoredScale interfaceScale{"window/scale", 0.75, 3.0};
    /// Size of the text of the figures and the controls (View > Text size), applied at once.
    static constexpr StoredScale textScale{"window/textScale", 0.5, 3.0};

    template <class T> T value(const Stored<T>& stored) const
    {
        return m_settings.value(QLatin1String(stored.key), QVariant::fromValue(stored.fallback)).template value<T>();
    }
    template <class T> void setValue(const Stored<T>& stored, const typename Same<T>::Type& value)
    {
        m_settings.setValue(QLatin1String(stored.key), QVariant::fromValue(value));
    }
    double value(const StoredScale& scale) const;
    void setValue(const StoredScale& scale, double value);

    /// The parameters of the last session (defaults of the paper on first start).
    core::EncodingParams params() const;
    void setParams(const core::EncodingParams& params);

    /// A view's setting as text (null when never saved).
    QString viewSetting(const QString& viewId, const QString& key) const;
    void setViewSetting(const QString& viewId, const QString& key, const QString& text);

    /// The folder of the last export (the user's pictures folder at first).
    QString exportFolder() const;
    void setExportFolder(const QString& folder);

    /// Writes pending changes to disk now (before another process reads them).
    void sync() { m_settings.sync(); }

private:
    QSettings m_settings;
};

} // namespace pe::ui

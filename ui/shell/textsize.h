#pragma once

#include <QFont>
#include <QObject>

class QMenu;
class QWidget;

namespace pe::ui {

class Settings;

/// View > Text size: one factor for the text of the controls (the application font) and of
/// the figures (every plot's fonts), changed in steps, applied at once and remembered.
/// Presentation mode multiplies it by a factor of its own, which is not remembered. Both are
/// the screen's: a view of the window drawn for an export (exporter::ExportEvent) has its text
/// at size 1 meanwhile, as the command line draws it.
class TextSize : public QObject {
    Q_OBJECT
public:
    /// Applies the remembered size to `window` (its plots and the application font).
    TextSize(QWidget* window, Settings* settings);
    /// Gives the application its font back (unless a newer window has taken it over).
    ~TextSize() override;

    /// The chosen size, 1 = normal (without the presentation factor).
    double scale() const { return m_scale; }
    /// The size on screen: scale() times the presentation factor.
    double effectiveScale() const { return m_scale * m_extra; }
    void setScale(double scale);
    void larger();
    void smaller();
    void reset() { setScale(1.0); }
    /// An extra factor on top of the chosen size (presentation mode); 1 removes it.
    void setExtraFactor(double factor);

    /// Adds the "Text size" submenu (larger Ctrl++, smaller Ctrl+-, normal Ctrl+0) to `menu`.
    void addMenu(QMenu* menu);

    /// The sizes the steps go through.
    static const std::vector<double>& steps();

signals:
    void changed(double effectiveScale);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void apply();
    /// Multiplies the fonts of `root`'s figures and of its widgets with a size of their own by
    /// `ratio`.
    static void scaleFonts(QWidget* root, double ratio);

    QWidget* m_window;
    Settings* m_settings;
    QFont m_baseFont;
    double m_scale = 1.0;
    double m_extra = 1.0;
    double m_applied = 1.0;         ///< the effective scale the plots' fonts are at
    QWidget* m_exporting = nullptr; ///< the view drawn for an export, its text at size 1
    bool m_exportFont = false;      ///< which was given a font for that (it had none of its own)
};

} // namespace pe::ui

#pragma once

#include <QObject>

class QAction;
class QMenu;

namespace pe::ui {

class Settings;

/// View > Colour map (Automatic, Viridis, Cividis, Diverging) and View > High contrast: the
/// choice is remembered, becomes the one of every figure built from then on, and changed() asks
/// for the window to be built again (views choose their colours and pens once).
class AppearanceMenu : public QObject {
    Q_OBJECT
public:
    AppearanceMenu(QObject* parent, Settings* settings);

    /// Adds the "Colour map" submenu and the "High contrast" item to `menu`.
    void addTo(QMenu* menu);
    QAction* highContrastAction() const { return m_highContrast; }
    /// The items of the Colour map submenu, in the order of appearance::colourMapChoice().names().
    const QList<QAction*>& colourMapActions() const { return m_maps; }

signals:
    void changed();

private:
    Settings* m_settings;
    QAction* m_highContrast = nullptr;
    QList<QAction*> m_maps;
};

} // namespace pe::ui

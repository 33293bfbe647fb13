#pragma once

#include <QObject>

#include <vector>

class QAction;
class QDockWidget;
class QMainWindow;
class QTabWidget;
class QToolBar;

namespace pe::ui {

class AppState;
class ParameterPanel;
class Pointer;
class ScreenCover;
class TextSize;

/// View > Presentation mode (F5): the figure over the whole screen with d, n and L in one row
/// above it, in large type; the menus, the tabs, the status bar and the Parameters dock are
/// hidden (the view keeps its own controls, such as its position slider, and a running
/// lesson keeps its dock and its keys). Esc (taken by the window) or F5 leaves it and restores the window as it was.
class PresentationMode : public QObject {
    Q_OBJECT
public:
    PresentationMode(QMainWindow* window, QTabWidget* tabs, AppState* state, TextSize* textSize, ScreenCover* cover);

    bool active() const { return m_active; }
    void enter();
    void leave();
    void toggle() { m_active ? leave() : enter(); }
    /// The checkable F5 action, for the View menu.
    QAction* action() const { return m_action; }
    /// The checkable F4 action showing the presenter's pointer (presentation mode only).
    QAction* pointerAction() const { return m_pointerAction; }
    /// The row of d, n and L shown above the figure.
    ParameterPanel* controls() const { return m_controls; }

signals:
    /// After enter() or leave() (the window takes Esc only while this is on or full screen is).
    void activeChanged(bool active);

public:
    /// How much larger the text is in presentation mode than the chosen text size.
    static constexpr double kTextFactor = 1.25;

private:
    QMainWindow* m_window;
    QTabWidget* m_tabs;
    TextSize* m_textSize;
    ScreenCover* m_cover;
    QToolBar* m_bar;
    ParameterPanel* m_controls;
    QAction* m_action;
    QAction* m_pointerAction;
    Pointer* m_pointer;
    bool m_active = false;
    // What enter() hid or changed, restored by leave().
    std::vector<QDockWidget*> m_hiddenDocks;
    bool m_menuBarShown = true;
    bool m_statusBarShown = true;
    bool m_wasCovering = false;
};

} // namespace pe::ui

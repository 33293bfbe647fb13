#pragma once

#include <QObject>

#include <memory>

namespace pe::ui {

class AppState;
class Controller;
class MainWindow;
class Settings;

/// Owns the main window and builds it again when View > Language changes the language (or View >
/// Colour map, View > High contrast the look of the figures): every
/// text of the menus, docks, tabs, settings and figures is then made in the new language. The
/// state (parameters, position, loaded embeddings), every view's settings, the window's
/// geometry and a running lesson carry over; the undo history starts again.
class WindowHost : public QObject {
    Q_OBJECT
public:
    WindowHost(AppState* state, Controller* controller, Settings* settings);
    ~WindowHost() override;

    MainWindow* window() const { return m_window.get(); }

signals:
    /// The window was built again (the previous one is deleted).
    void windowReplaced(MainWindow* window);

private:
    void watch();
    void rebuild();

    AppState* m_state;
    Controller* m_controller;
    Settings* m_settings;
    std::unique_ptr<MainWindow> m_window;
};

} // namespace pe::ui

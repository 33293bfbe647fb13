#pragma once

#include <QImage>
#include <QMainWindow>

#include <vector>

class QDockWidget;
class QShortcut;
class QGroupBox;
class QLabel;
class QPushButton;
class QMenu;
class QTabWidget;

namespace pe::ui::embeddings {
class FileWatch;
}

namespace pe::ui {

class AppState;
class Controller;
class History;
class LessonBar;
struct Lesson;
class ParameterPanel;
class PresentationMode;
class ScreenCover;
class ShortcutSheet;
class TextSize;
class AppearanceMenu;
class SettingsPanel;
class Settings;
class SideBySide;
struct Preset;
struct Session;
class View;

/// The window: parameter panel on the left, one tab per view, menus and status bar.
/// It only wires things together; each view draws itself and the controller computes.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    MainWindow(AppState* state, Controller* controller, Settings* settings, QWidget* parent = nullptr);

    const std::vector<View*>& views() const { return m_views; }
    View* view(const QString& id) const;
    View* currentView() const;
    void setCurrentView(const QString& id);
    ParameterPanel* parameterPanel() const { return m_panel; }
    SettingsPanel* settingsPanel() const { return m_viewSettings; }

    /// Sets every parameter of a figure of the articles and shows its view (the Presets menu).
    void applyPreset(const Preset& preset);

    /// Restores a session file (File > Open session); shows an error and returns false when
    /// the file is refused.
    bool loadSession(const QString& path);
    /// Sets both panes from a session (opens or closes the second pane); returns an error message
    /// or an empty string.
    QString applySession(const Session& session);
    /// The window's state as a session: both panes, their views and settings, the links.
    Session currentSession() const;
    /// Analyses a position-embedding file instead of the formula (File > Open embeddings, a
    /// dropped file); shows an error and keeps the state when the file is refused.
    bool loadEmbeddings(const QString& path);
    /// Opens a model (File ▸ Open model…, a dropped folder, config.json or .gguf; a built-in name):
    /// its scheme's view with the model's parameters and settings, a learned model's table
    /// analysed. Errors go to the status bar; the state is then unchanged.
    bool loadModel(const QString& pathOrName);
    /// A dropped path that loadModel opens rather than loadEmbeddings: a folder with a config.json
    /// or a .gguf file, a config.json, a sharded index beside a config.json, a .gguf file.
    static bool isModelPath(const QString& path);
    /// Watches the loaded table's file; the status bar's Reload button reads it again.
    embeddings::FileWatch* fileWatch() const { return m_fileWatch; }
    void reloadEmbeddings();
    History* history() const { return m_history; }
    /// View ▸ Side by side: the second pane, the links between the panes.
    SideBySide* sideBySide() const { return m_sideBySide; }
    /// Runs a guided lesson from `step` (0-based) in the Lesson dock.
    void startLesson(const Lesson& lesson, int step, bool revealed);
    LessonBar* lessonBar() const { return m_lessonBar; }
    /// View > Presentation mode (F5) and View > Text size.
    PresentationMode* presentationMode() const { return m_presentation; }
    TextSize* textSize() const { return m_textSize; }
    AppearanceMenu* appearance() const { return m_appearance; }

    /// The window as it looks, without the time of the last update in the status bar.
    QImage screenshot();

    /// Shows an error without blocking the window.
    void showError(const QString& title, const QString& message);

    /// Remembers the window's geometry, parameters, every view's settings and the current view
    /// (done on close; the next window starts from them).
    void saveSettings();

signals:
    /// View > Language: `code` is installed and remembered; the window is built again in it
    /// (WindowHost), since views set most of their texts once.
    void languageChosen(const QString& code);
    /// View > Colour map or View > High contrast changed: the window is built again with it.
    void appearanceChosen();

protected:
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void createMenus();
    void addInterfaceSizeMenu(QMenu* parent);
    void addLanguageMenu(QMenu* parent);
    void setInterfaceScale(double scale);
    void exportFigure();
    void exportCsv();
    void copyFigure();
    void toggleFullScreen();
    void createEscapeKey();
    /// The status bar's frame time and busy indicator (mainwindowstatus.cpp).
    void createStatusBar(Controller* controller);
    /// View > Focus panel (F8), next and previous panel (Alt+Right, Alt+Left), the pointer (F4).
    void addPanelKeys(QMenu* viewMenu);
    void addShortcutSheet(QMenu* help);
    void syncEscapeKey();
    /// In presentation mode, the lesson's dock as tall as its whole step, within most of the window.
    void fitLessonDock();
    void createLessonDock();
    void saveSession();
    void openSession();
    void onCurrentChanged();
    void restoreSettings();
    void setUpFileWatch();

    AppState* m_state;
    Controller* m_controller;
    Settings* m_settings;
    std::vector<View*> m_views;
    QTabWidget* m_tabs;
    ParameterPanel* m_panel;
    QGroupBox* m_viewSettingsBox;
    SettingsPanel* m_viewSettings;
    QLabel* m_about;
    QLabel* m_frameLabel;
    History* m_history = nullptr;
    SideBySide* m_sideBySide = nullptr;
    ScreenCover* m_fullScreen = nullptr;
    TextSize* m_textSize = nullptr;
    AppearanceMenu* m_appearance = nullptr;
    PresentationMode* m_presentation = nullptr;
    QDockWidget* m_parametersDock = nullptr;
    LessonBar* m_lessonBar = nullptr;
    std::vector<QShortcut*> m_lessonKeys;
    QDockWidget* m_lessonDock = nullptr;
    int m_lessonDockHeight = 0;               ///< in the window, before presentation mode enlarged it
    QShortcut* m_escape = nullptr;            ///< leaves presentation mode or full screen
    ShortcutSheet* m_shortcutSheet = nullptr; ///< Help ▸ Keyboard shortcuts (F1), made when first asked for
    QLabel* m_cover = nullptr;                ///< hides the figure while a lesson's question waits
    embeddings::FileWatch* m_fileWatch = nullptr;
    QPushButton* m_reload = nullptr; ///< in the status bar while the table's file changed on disk
    void setCover(const QString& question);
    bool eventFilter(QObject* watched, QEvent* event) override;
};

} // namespace pe::ui

#pragma once

#include "ui/framework/session.h"

#include <QStringList>
#include <QWidget>

#include <vector>

class QAction;
class QComboBox;
class QLabel;
class QMenu;
class QSplitter;
class QTabWidget;
class QToolButton;
class QMouseEvent;
class QVBoxLayout;

namespace pe::ui {

class AppState;
class Controller;
class History;
class MainWindow;
class PaneLink;
class ParameterPanel;
class View;

/// The line above a pane of View ▸ Side by side: its view (a list instead of the tabs, which do
/// not fit in half the window), its d, n and L, and a mark on the pane the Parameters dock edits.
class PaneHeader : public QWidget {
    Q_OBJECT
public:
    PaneHeader(QTabWidget* tabs, AppState* state, const QString& name, QWidget* parent = nullptr);
    QComboBox* viewBox() const { return m_views; }
    QLabel* summary() const { return m_summary; }
    void setFocused(bool focused);

signals:
    /// The header was clicked: its pane becomes the one the Parameters dock edits.
    void activated();

protected:
    void mousePressEvent(QMouseEvent* event) override;

private:
    void updateSummary();

    AppState* m_state;
    QLabel* m_name;
    QComboBox* m_views;
    QLabel* m_summary;
};

/// View ▸ Side by side: a second pane beside the window's tabs, with its own parameters, view
/// and settings (its own AppState, Controller and views), shown in a splitter. The Parameters
/// dock edits the focused pane (click a pane, or Ctrl+Tab-like F7 to switch); the position t and
/// the selected dimension follow across panes while linked (PaneLink). Sessions and undo cover
/// both panes.
class SideBySide : public QObject {
    Q_OBJECT
public:
    /// Takes the window's tabs (the first pane) into a splitter, which becomes the central widget.
    /// `dockLayout` holds `panel`, the first pane's parameter controls: the second pane's go beside
    /// them.
    SideBySide(MainWindow* window, AppState* state, QTabWidget* tabs, const std::vector<View*>& views,
               QVBoxLayout* dockLayout, ParameterPanel* panel);
    ~SideBySide() override;

    /// Undo covers the second pane once it exists.
    void setHistory(History* history);
    /// View ▸ Side by side, Compare with a copy, Link position, Link dimension, Switch pane.
    void addActions(QMenu* menu);

    bool isOpen() const { return m_open; }
    void setOpen(bool open);
    /// Opens the second pane as a copy of the first (same view, parameters and settings), ready
    /// for one parameter to differ, and makes it the one the Parameters dock edits.
    void compareWithCopy();

    /// 0 for the window's tabs, 1 for the second pane.
    int focusedPane() const { return m_focus; }
    void setFocusedPane(int pane);
    /// The view the Parameters dock, export and copy act on: the focused pane's.
    View* focusedView() const;
    /// What an exported or copied figure shows: both panes when open, else the first pane's view.
    std::vector<View*> figureViews() const;

    PaneLink* link() const { return m_link; }
    QSplitter* splitter() const { return m_splitter; }
    /// The second pane (created on first use).
    AppState* secondState();
    Controller* secondController();
    const std::vector<View*>& secondViews();
    View* secondView(const QString& id);
    View* secondCurrentView() const;
    void setSecondView(const QString& id);
    PaneHeader* header(int pane) const { return pane == 0 ? m_firstHeader : m_secondHeader; }

    /// The first pane's session (`first`) with the second pane and the links added when open.
    Session capture(Session first) const;
    /// Restores a session's second pane and links (opens or closes the pane), the link paused so
    /// that each pane comes back as saved; the first pane is applied by the caller beforehand.
    /// Returns an error message, or an empty string.
    QString applySecond(const Session& session);
    /// Opens the second pane from command-line arguments (--split of a preset or of the command
    /// line: d, n, L, position, --view and its settings). Returns an error message or an empty string.
    QString applyArguments(const QStringList& arguments);

    /// Ctrl+1…9 and the View menu: shows the view in the focused pane.
    void showView(const QString& id);

signals:
    /// The focused pane, or the view shown in the focused pane, changed.
    void focusChanged();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void createSecond();
    void widenWindow();
    /// The second pane becomes a copy of the first: view, parameters, position and settings.
    void copyFirstPane();
    /// The width a window grows to for two panes, at most the screen's.
    static constexpr int kWideWindow = 1600;
    void updateHeaders();
    int paneOf(const QWidget* widget) const;

    MainWindow* m_window;
    AppState* m_state;
    QTabWidget* m_tabs;
    std::vector<View*> m_views;
    QVBoxLayout* m_dockLayout;
    ParameterPanel* m_panel;
    History* m_history = nullptr;
    PaneLink* m_link;
    QSplitter* m_splitter;
    QWidget* m_firstPane;
    PaneHeader* m_firstHeader;
    QLabel* m_dockTitle;

    AppState* m_secondState = nullptr;
    Controller* m_secondController = nullptr;
    QTabWidget* m_secondTabs = nullptr;
    std::vector<View*> m_secondViews;
    QWidget* m_secondPane = nullptr;
    PaneHeader* m_secondHeader = nullptr;
    ParameterPanel* m_secondPanel = nullptr;

    QAction* m_toggle = nullptr;
    bool m_open = false;
    int m_focus = 0;
};

} // namespace pe::ui

#include "ui/shell/presentationmode.h"

#include "ui/shell/screenfit.h"
#include "ui/shell/textsize.h"
#include "ui/widgets/parameterpanel.h"
#include "ui/widgets/pointer.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenuBar>
#include <QPushButton>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QToolBar>

namespace pe::ui {

PresentationMode::PresentationMode(QMainWindow* window, QTabWidget* tabs, AppState* state, TextSize* textSize,
                                   ScreenCover* cover)
    : QObject(window)
    , m_window(window)
    , m_tabs(tabs)
    , m_textSize(textSize)
    , m_cover(cover)
{
    m_bar = new QToolBar(tr("Presentation"), window);
    m_bar->setObjectName(QStringLiteral("presentationBar"));
    m_bar->setMovable(false);
    m_bar->setFloatable(false);
    // Not in the window's context menu of tool bars and docks: it belongs to the mode.
    m_bar->toggleViewAction()->setVisible(false);
    m_controls = new ParameterPanel(state, m_bar, ParameterPanel::Arrangement::Row);
    m_bar->addWidget(m_controls);
    auto* leaveButton = new QPushButton(tr("Leave (Esc)"), m_bar);
    leaveButton->setToolTip(tr("Back to the window with its menus and panels."));
    connect(leaveButton, &QPushButton::clicked, this, &PresentationMode::leave);
    m_bar->addWidget(leaveButton);
    window->addToolBar(Qt::TopToolBarArea, m_bar);
    m_bar->hide();

    // The menu bar is hidden in presentation mode: the window itself keeps the keys.
    const auto toggle = [this, window](const QString& text, Qt::Key key, const QString& tip) {
        auto* action = new QAction(text, this);
        action->setCheckable(true);
        action->setShortcut(QKeySequence(key));
        action->setToolTip(tip);
        window->addAction(action);
        return action;
    };
    m_action = toggle(tr("Presentation &mode"), Qt::Key_F5,
                      tr("The figure over the whole screen with d, n and L in large type, for a projector. "
                         "Esc leaves it."));
    connect(m_action, &QAction::triggered, this, [this](bool on) { on ? enter() : leave(); });

    m_pointer = new Pointer(window);
    m_pointerAction = toggle(tr("&Pointer"), Qt::Key_F4,
                             tr("In presentation mode: a large ring that follows the mouse, for the room to see "
                                "what you point at."));
    m_pointerAction->setEnabled(false);
    connect(m_pointerAction, &QAction::toggled, m_pointer, &Pointer::setOn);
}

void PresentationMode::enter()
{
    if (m_active)
        return;
    m_active = true;
    m_menuBarShown = m_window->menuBar()->isVisible();
    m_statusBarShown = m_window->statusBar()->isVisible();
    m_hiddenDocks.clear();
    for (QDockWidget* dock : m_window->findChildren<QDockWidget*>())
        // A running lesson stays: its question and its steps are the presenter's script.
        if (dock->isVisible() && dock->objectName() != QLatin1String("lessonDock")) {
            dock->hide();
            m_hiddenDocks.push_back(dock);
        }
    m_window->menuBar()->hide();
    m_window->statusBar()->hide();
    m_tabs->tabBar()->hide();
    m_bar->show();
    m_textSize->setExtraFactor(kTextFactor);
    m_wasCovering = m_cover->active();
    m_cover->enter();
    m_action->setChecked(true);
    m_pointerAction->setEnabled(true);
    emit activeChanged(true);
}

void PresentationMode::leave()
{
    if (!m_active)
        return;
    m_active = false;
    m_action->setChecked(false);
    m_pointerAction->setChecked(false);
    m_pointerAction->setEnabled(false);
    if (!m_wasCovering)
        m_cover->leave();
    m_textSize->setExtraFactor(1.0);
    m_bar->hide();
    m_tabs->tabBar()->show();
    m_window->menuBar()->setVisible(m_menuBarShown);
    m_window->statusBar()->setVisible(m_statusBarShown);
    for (QDockWidget* dock : m_hiddenDocks)
        dock->show();
    m_hiddenDocks.clear();
    emit activeChanged(false);
}

} // namespace pe::ui

#include "ui/shell/windowhost.h"

#include "ui/framework/lessons.h"
#include "ui/shell/lessonbar.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/panes.h"

#include <QTimer>

namespace pe::ui {

WindowHost::WindowHost(AppState* state, Controller* controller, Settings* settings)
    : m_state(state)
    , m_controller(controller)
    , m_settings(settings)
    , m_window(std::make_unique<MainWindow>(state, controller, settings))
{
    watch();
}

WindowHost::~WindowHost() = default;

void WindowHost::watch()
{
    // Queued: the old window is deleted after the menu action that asked for it has returned.
    connect(m_window.get(), &MainWindow::languageChosen, this, &WindowHost::rebuild, Qt::QueuedConnection);
    connect(m_window.get(), &MainWindow::appearanceChosen, this, &WindowHost::rebuild, Qt::QueuedConnection);
}

void WindowHost::rebuild()
{
    MainWindow* old = m_window.get();
    const LessonBar* bar = old->lessonBar();
    const Lesson* lesson = bar->isRunning() ? bar->lesson() : nullptr;
    const int step = bar->step();
    const bool revealed = bar->isRevealed();
    const bool visible = old->isVisible();
    // The new window starts from what the old one remembers, as at the next start.
    old->saveSettings();
    // The second pane lives in the window: it comes back from the old window's session.
    const Session panes = old->currentSession();
    auto next = std::make_unique<MainWindow>(m_state, m_controller, m_settings);
    if (!panes.panes.empty())
        next->sideBySide()->applySecond(panes);
    if (lesson)
        next->startLesson(*lesson, step, revealed);
    // Shown before the old one goes, so that the application never has no window.
    if (visible)
        next->show();
    std::unique_ptr<MainWindow> previous = std::exchange(m_window, std::move(next));
    watch();
    previous->hide();
    previous.reset();
    emit windowReplaced(m_window.get());
}

} // namespace pe::ui

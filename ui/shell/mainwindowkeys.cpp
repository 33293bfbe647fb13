// The window's keys: Esc out of presentation mode and full screen, the sheet of every shortcut
// (F1), and the lesson dock's growth in presentation mode.
#include "ui/shell/lessonbar.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/presentationmode.h"
#include "ui/shell/screenfit.h"
#include "ui/shell/shortcutsheet.h"

#include <QAction>
#include <QDockWidget>
#include <QMenu>
#include <QShortcut>

namespace pe::ui {

void MainWindow::addShortcutSheet(QMenu* help)
{
    QAction* keys = help->addAction(tr("&Keyboard shortcuts"), this, [this] {
        if (!m_shortcutSheet)
            m_shortcutSheet = new ShortcutSheet(this);
        m_shortcutSheet->show();
        m_shortcutSheet->raise();
    });
    keys->setShortcut(QKeySequence(Qt::Key_F1));
    addAction(keys); // also in presentation mode
}

void MainWindow::toggleFullScreen()
{
    m_fullScreen->toggle();
    syncEscapeKey();
}

void MainWindow::createEscapeKey()
{
    // Esc leaves presentation mode, else full screen; it is taken only then, so that it still
    // cancels an edit or closes a popup the rest of the time.
    m_escape = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    connect(m_escape, &QShortcut::activated, this, [this] {
        if (m_presentation->active())
            m_presentation->leave();
        else
            m_fullScreen->leave();
        syncEscapeKey();
    });
    connect(m_presentation, &PresentationMode::activeChanged, this, &MainWindow::syncEscapeKey);
    // The lesson's text grows with the presentation's type: its dock grows as much, so that
    // it never shows fewer lines than in the window.
    connect(m_presentation, &PresentationMode::activeChanged, this, [this](bool on) {
        if (!m_lessonDock->isVisible() || (!on && m_lessonDockHeight <= 0))
            return;
        const int height = m_lessonDock->height();
        resizeDocks({m_lessonDock},
                    {on ? static_cast<int>(height * PresentationMode::kTextFactor) : m_lessonDockHeight}, Qt::Vertical);
        if (on)
            m_lessonDockHeight = height;
    });
    syncEscapeKey();
}

void MainWindow::syncEscapeKey()
{
    m_escape->setEnabled(m_presentation->active() || m_fullScreen->active());
}

} // namespace pe::ui

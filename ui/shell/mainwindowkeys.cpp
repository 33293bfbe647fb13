// The window's keys: Esc out of presentation mode and full screen, the sheet of every shortcut
// (F1), and the lesson dock's height in presentation mode.
#include "ui/framework/view.h"
#include "ui/shell/figurefit.h"
#include "ui/shell/lessonbar.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/presentationmode.h"
#include "ui/shell/screenfit.h"
#include "ui/shell/shortcutsheet.h"

#include <QAction>
#include <QDockWidget>
#include <QMenu>
#include <QScrollArea>
#include <QShortcut>

#include <algorithm>

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

void MainWindow::addPanelKeys(QMenu* viewMenu)
{
    QMenu* menu = viewMenu->addMenu(tr("P&anels"));
    const auto fit = [this] { return FigureFit::of(currentView()); };
    QAction* focus = menu->addAction(tr("&Focus panel"), this, [this, fit] {
        if (FigureFit* f = fit(); f && !f->unfocus())
            f->focus(f->page(currentView()) >= 0 ? f->page(currentView()) : 0);
        syncEscapeKey();
    });
    focus->setShortcut(QKeySequence(Qt::Key_F8));
    focus->setToolTip(tr("One panel of the figure over all of its room (or double-click the panel); F8 or Esc "
                         "shows them all again."));
    QAction* next = menu->addAction(tr("&Next panel"), this, [this, fit] {
        if (FigureFit* f = fit())
            f->step(1);
        syncEscapeKey();
    });
    next->setShortcut(QKeySequence(tr("Alt+Right")));
    QAction* previous = menu->addAction(tr("P&revious panel"), this, [this, fit] {
        if (FigureFit* f = fit())
            f->step(-1);
        syncEscapeKey();
    });
    previous->setShortcut(QKeySequence(tr("Alt+Left")));
    menu->addSeparator();
    menu->addAction(m_presentation->pointerAction());
    addActions({focus, next, previous}); // also in presentation mode, without the menu bar
    for (FigureFit* f : findChildren<FigureFit*>())
        connect(f, &FigureFit::pagesChanged, this, &MainWindow::syncEscapeKey);
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
        FigureFit* fit = FigureFit::of(currentView());
        if (fit && fit->unfocus()) {
            // A focused panel first: the whole figure again.
        } else if (m_presentation->active())
            m_presentation->leave();
        else
            m_fullScreen->leave();
        syncEscapeKey();
    });
    connect(m_presentation, &PresentationMode::activeChanged, this, &MainWindow::syncEscapeKey);
    // In presentation mode the lesson's dock takes the height of the whole step, so that the
    // class reads it to its last word; the figure gives the room (it shows fewer panels at once).
    // Leaving restores the window's dock.
    connect(m_presentation, &PresentationMode::activeChanged, this, [this](bool on) {
        // The step's text as large as in the window, and no "Lesson" title bar over it: on a
        // 1280 x 720 projector at 150 % the step and its figure did not both fit, and both
        // scrolled. The lesson's own title line names it.
        m_lessonBar->setExtraTextFactor(on ? PresentationMode::kTextFactor : 1.0);
        if (on)
            m_lessonDock->setTitleBarWidget(new QWidget(m_lessonDock));
        else if (QWidget* empty = m_lessonDock->titleBarWidget()) {
            m_lessonDock->setTitleBarWidget(nullptr);
            empty->deleteLater();
        }
        if (!m_lessonDock->isVisible() || (!on && m_lessonDockHeight <= 0))
            return;
        if (on) {
            m_lessonDockHeight = m_lessonDock->height();
            fitLessonDock();
        } else
            resizeDocks({m_lessonDock}, {m_lessonDockHeight}, Qt::Vertical);
    });
    // Queued: the step's text and the presentation's type are laid out first.
    connect(m_lessonBar, &LessonBar::textShown, this, &MainWindow::fitLessonDock, Qt::QueuedConnection);
    syncEscapeKey();
}

void MainWindow::fitLessonDock()
{
    if (!m_presentation->active() || !m_lessonDock->isVisible())
        return;
    // At most this share of the window, and never into the figure's minimum (one panel at the
    // text floor once it shows less): the figure would scroll, the text scrolls by whole lines.
    constexpr double kMostOfWindow = 0.45;
    const int frame = m_lessonDock->height() - m_lessonBar->height();
    const int wanted = frame + m_lessonBar->heightForWholeStep();
    int target = std::min(wanted, static_cast<int>(height() * kMostOfWindow));
    if (auto* area =
            qobject_cast<QScrollArea*>(m_tabs->parentWidget() ? m_tabs->parentWidget()->parentWidget() : nullptr)) {
        const int spare = area->viewport()->height() - m_tabs->minimumSizeHint().height();
        target = std::min(target, m_lessonDock->height() + spare);
    }
    // The figure's own minimum, as it shows now (a page at the floor): its scroll area does
    // not pass it on to the tabs.
    if (const FigureFit* fit = FigureFit::of(currentView()))
        target = std::min(target, m_lessonDock->height() + fit->spareHeight());
    // The revealed answer always to its last word (the question above it scrolls away first),
    // even where the figure then scrolls.
    target = std::max(target, frame + m_lessonBar->heightForWholeStep(true));
    if (target != m_lessonDock->height())
        resizeDocks({m_lessonDock}, {target}, Qt::Vertical);
}

void MainWindow::syncEscapeKey()
{
    const FigureFit* fit = FigureFit::of(currentView());
    m_escape->setEnabled(m_presentation->active() || m_fullScreen->active() || (fit && fit->focused(currentView())));
}

} // namespace pe::ui

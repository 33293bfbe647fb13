// A figure short of room shows less, never smaller text (FigureFit): its notes fold, its panels
// become pages turned under it; a panel can be focused by double-click or F8 and Esc returns;
// exports draw the whole figure; presentation mode's pointer follows the mouse.
#include "ui/framework/exporter.h"
#include "ui/framework/lessons.h"
#include "ui/framework/pagestate.h"
#include "ui/framework/view.h"
#include "ui/plotting/cachedtext.h"
#include "ui/plotting/cardelement.h"
#include "ui/plotting/cellgrid.h"
#include "ui/plotting/figurepages.h"
#include "ui/plotting/figureplot.h"
#include "ui/shell/figurefit.h"
#include "ui/shell/panes.h"
#include "ui/shell/presentationmode.h"
#include "ui/views/clock/clockfigure.h"
#include "uitest.h"

#include <QApplication>
#include <QDockWidget>
#include <QLabel>
#include <QLayout>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QToolButton>
#include <QToolTip>
#include <qcustomplot.h>

using namespace pe::ui;

namespace {
QCustomPlot* plotOf(View* view)
{
    return view->findChild<QCustomPlot*>();
}

/// The smallest font of the plot's visible axes and texts, in pixels.
int smallestText(QCustomPlot* plot)
{
    int smallest = 1000;
    for (QCPAxisRect* rect : plot->axisRects())
        for (QCPAxis* axis : rect->axes())
            if (axis->realVisibility())
                smallest = std::min(
                    {smallest, QFontInfo(axis->tickLabelFont()).pixelSize(), QFontInfo(axis->labelFont()).pixelSize()});
    for (QCPLayoutElement* e : plot->plotLayout()->elements(true))
        if (auto* text = qobject_cast<QCPTextElement*>(e); text && text->realVisibility())
            smallest = std::min(smallest, QFontInfo(text->font()).pixelSize());
    return smallest;
}

bool settle(test::Window& w)
{
    for (int i = 0; i < 4; ++i)
        QTest::qWait(30);
    return test::waitIdle(w.controller);
}

/// A view shown in the test window and settled, with its figure, the FigureFit that fits it and
/// its scroll area; without the Parameters dock when `wholeWidth` (the figure has the window's
/// width).
struct Fitted {
    View* view = nullptr;
    QCustomPlot* plot = nullptr;
    FigureFit* fit = nullptr;
    QScrollArea* area = nullptr;
    bool ok() const { return view && plot && fit && area; }
};

Fitted openFitted(test::Window& w, const QString& name, bool wholeWidth = false)
{
    Fitted f;
    f.view = w.show<View>(name);
    if (!f.view || !settle(w))
        return {};
    if (auto* dock = w.window.findChild<QDockWidget*>(QStringLiteral("parametersDock")); dock && wholeWidth)
        dock->hide();
    f.plot = plotOf(f.view);
    f.fit = FigureFit::of(f.view);
    f.area = w.window.findChild<QScrollArea*>(QStringLiteral("figureArea"));
    return f;
}
} // namespace

class TestFigureFit : public QObject {
    Q_OBJECT
private slots:
    void shortRoomTurnsPanelsIntoPagesAtTheSameTextSize()
    {
        test::Window w;
        const Fitted f = openFitted(w, QStringLiteral("fourier"));
        QVERIFY(f.ok());
        auto [view, plot, fit, area] = f;
        QCOMPARE(fit->page(view), -1); // 1400 x 900: the whole figure
        const int text = smallestText(plot);
        QVERIFY(text >= QFontInfo(QApplication::font()).pixelSize());

        // A short window: the figure no longer fits whole.
        if (auto* dock = w.window.findChild<QDockWidget*>(QStringLiteral("parametersDock")))
            dock->hide();
        w.window.resize(900, 420);
        QVERIFY(settle(w));
        QTRY_VERIFY(fit->page(view) >= 0);
        QCOMPARE(figurepages::shown(plot), fit->page(view));
        QVERIFY(fit->pageCount(view) >= 2);
        QVERIFY(!fit->focused(view));
        // The same text size, and no scrolling.
        QCOMPARE(smallestText(plot), text);
        QTRY_VERIFY(!area->verticalScrollBar()->isVisible());
        // Its notes fold first: one line each, the whole text kept.
        bool folded = false;
        for (QCPLayoutElement* e : plot->plotLayout()->elements(true))
            if (auto* note = qobject_cast<CachedTextElement*>(e); note && note->fold() != CachedTextElement::Fold::None)
                folded = true;
        QVERIFY(folded);
        // The bar under the figure turns the pages.
        auto* bar = w.window.findChild<QWidget*>(QStringLiteral("figurePageBar"));
        QVERIFY(bar && bar->isVisible());
        // Tab goes through its buttons in the order they show: previous, next, all panels.
        QList<QToolButton*> shown; // in the bar's layout order
        for (int i = 0; i < bar->layout()->count(); ++i)
            if (auto* b = qobject_cast<QToolButton*>(bar->layout()->itemAt(i)->widget()))
                shown << b;
        QCOMPARE(shown.size(), 3);
        QList<QToolButton*> tabbed; // in focus-chain order (the page text takes no focus)
        QWidget* chain = shown[0];
        for (int i = 0; i < 100 && tabbed.size() < 3 && chain; ++i, chain = chain->nextInFocusChain())
            if (auto* b = qobject_cast<QToolButton*>(chain); b && b->parentWidget() == bar && !tabbed.contains(b))
                tabbed << b;
        QCOMPARE(tabbed, shown);
        const int first = fit->page(view);
        QTest::keyClick(&w.window, Qt::Key_Right, Qt::AltModifier);
        QCOMPARE(fit->page(view), (first + 1) % fit->pageCount(view));
        auto* label = bar->findChild<QLabel*>(QStringLiteral("figurePageText"));
        QVERIFY(label && label->text().contains(QString::number(fit->page(view) + 1)));

        // An export draws the whole figure, and the page comes back after it.
        int shownWhileExporting = -2;
        QStringList foldedWhileExporting; // with its notes and title whole
        const auto during = connect(plot, &QCustomPlot::afterLayout, plot, [&] {
            if (shownWhileExporting != -2)
                return;
            shownWhileExporting = figurepages::shown(plot);
            for (QCPLayoutElement* e : plot->plotLayout()->elements(true))
                if (auto* text = qobject_cast<CachedTextElement*>(e);
                    text && text->fold() != CachedTextElement::Fold::None)
                    foldedWhileExporting << text->text().left(40);
        });
        QString error;
        QVERIFY(exporter::renderImage(view, {{800, 600}, 1.0}, &error).has_value());
        disconnect(during);
        QCOMPARE(shownWhileExporting, -1);
        QVERIFY2(foldedWhileExporting.isEmpty(), qPrintable(foldedWhileExporting.join(QStringLiteral(" | "))));
        QCOMPARE(figurepages::shown(plot), fit->page(view));
        bool foldedAgain = false; // and the page's notes fold again after it
        for (QCPLayoutElement* e : plot->plotLayout()->elements(true))
            if (auto* note = qobject_cast<CachedTextElement*>(e); note && note->fold() != CachedTextElement::Fold::None)
                foldedAgain = true;
        QVERIFY(foldedAgain);

        // Room again: the whole figure, notes unfolded.
        w.window.resize(1400, 900);
        QVERIFY(settle(w));
        QTRY_COMPARE(fit->page(view), -1);
        QCOMPARE(figurepages::shown(plot), -1);
        QVERIFY(!bar->isVisible());
        for (QCPLayoutElement* e : plot->plotLayout()->elements(true))
            if (auto* note = qobject_cast<CachedTextElement*>(e))
                QCOMPARE(note->fold(), CachedTextElement::Fold::None);
    }

    /// A requirements card short of room for its details (1920 x 1080 at 200 %: the five show
    /// none) says them in its tooltip; one that shows them all has none.
    void aCardShortOfRoomSaysItsDetailsInItsTooltip()
    {
        test::Window w;
        const Fitted f = openFitted(w, QStringLiteral("requirements"));
        QVERIFY(f.ok());
        auto* card = f.plot->findChild<CardElement*>(QStringLiteral("card4"));
        QVERIFY(card && !card->details().isEmpty());
        const auto tooltipAt = [&](CardElement* c) {
            QToolTip::hideText();
            QHelpEvent help(QEvent::ToolTip, c->outerRect().center(), f.plot->mapToGlobal(c->outerRect().center()));
            QApplication::sendEvent(f.plot, &help);
            return QToolTip::isVisible() ? QToolTip::text() : QString();
        };
        // Room for every paragraph: no tooltip.
        QTRY_COMPARE(card->detailParagraphsShown(), static_cast<int>(card->details().count(QLatin1Char('\n'))) + 1);
        QCOMPARE(tooltipAt(card), QString());
        // Short of room (the card's least height): its details in the tooltip.
        w.window.resize(1400, 560);
        QVERIFY(settle(w));
        QTRY_VERIFY(card->detailParagraphsShown() < card->details().count(QLatin1Char('\n')) + 1);
        QCOMPARE(tooltipAt(card), Qt::convertFromPlainText(card->details())); // rich text: it wraps
    }

    /// A page shown alone and still too tall leaves out its notes, then the figure's title; the
    /// page bar's tooltip says the title, and the title comes back with the room.
    void aPageAloneStillTooTallLeavesItsTitleOut()
    {
        test::Window w;
        const Fitted f = openFitted(w, QStringLiteral("waves"), true);
        QVERIFY(f.ok());
        auto [view, plot, fit, area] = f;
        auto* title = qobject_cast<CachedTextElement*>(plot->plotLayout()->element(0, 0));
        QVERIFY(title && title->font().bold() && !title->text().isEmpty());
        QCOMPARE(title->fold(), CachedTextElement::Fold::None);
        w.window.resize(900, 280);
        QVERIFY(settle(w));
        QTRY_VERIFY(fit->page(view) >= 0);
        QTRY_COMPARE(title->fold(), CachedTextElement::Fold::Hidden);
        auto* label = w.window.findChild<QLabel*>(QStringLiteral("figurePageText"));
        QVERIFY(label);
        QVERIFY2(label->toolTip().contains(title->text()), qPrintable(label->toolTip()));
        w.window.resize(1400, 900);
        QVERIFY(settle(w));
        QTRY_COMPARE(fit->page(view), -1);
        QCOMPARE(title->fold(), CachedTextElement::Fold::None);
    }

    /// The room a page has on screen is its scroll area's viewport (PageState::room), told
    /// before the figure lays out: the distance view puts its table beside its curve only where
    /// that room has the width, and the figure never scrolls sideways, whatever the window's width.
    void thePageKnowsItsRoomAndTheDistanceTableKeepsWithinIt()
    {
        test::Window w;
        const Fitted f = openFitted(w, QStringLiteral("distance"), true);
        QVERIFY(f.ok());
        auto [view, plot, fit, area] = f;
        QTRY_COMPARE(roomOnPage(view), area->viewport()->size());
        for (int height : {420, 520, 620})
            for (int width = 1300; width >= 700; width -= 40) {
                w.window.resize(width, height);
                QVERIFY(settle(w));
                QTRY_COMPARE(roomOnPage(view), area->viewport()->size());
                QVERIFY2(!area->horizontalScrollBar()->isVisible(),
                         qPrintable(QStringLiteral("%1 x %2").arg(width).arg(height)));
            }
    }

    /// A page shown alone lines its margins up with its own panels only: a hidden panel left in
    /// a margin group pushed the shown one in by its own labels' width (the binary view's table
    /// shown alone sat some 50 px lower than it needed). The groups come back with the panels.
    void aPageShownAloneLeavesTheHiddenPanelsMarginGroups()
    {
        FigurePlot plot;
        plot.resize(600, 400);
        plot.setViewport(QRect(0, 0, 600, 400));
        plot.plotLayout()->clear();
        auto* wide = new QCPAxisRect(&plot);
        auto* narrow = new QCPAxisRect(&plot);
        plot.plotLayout()->addElement(0, 0, wide);
        plot.plotLayout()->addElement(1, 0, narrow);
        wide->axis(QCPAxis::atLeft)->setLabel(QStringLiteral("a label\non three\nlines"));
        wide->axis(QCPAxis::atLeft)->setRange(0, 123456789);
        auto* group = new QCPMarginGroup(&plot);
        wide->setMarginGroup(QCP::msLeft, group);
        narrow->setMarginGroup(QCP::msLeft, group);
        plot.replot();
        const int grouped = narrow->rect().left();
        QCOMPARE(grouped, wide->rect().left());
        QCOMPARE(figurepages::count(&plot), 2);
        figurepages::show(&plot, 1);
        plot.replot();
        QVERIFY2(narrow->rect().left() < grouped - 20, qPrintable(QString::number(narrow->rect().left())));
        figurepages::show(&plot, -1);
        plot.replot();
        QCOMPARE(narrow->rect().left(), grouped);
        QCOMPARE(narrow->marginGroup(QCP::msLeft), group);
    }

    /// Between a row of the figure and one panel, a grid of panels sharing one cell of it goes
    /// row by row (the split model's four maps, two by two beside its total: two maps a page).
    void aGridOfPanelsInOneCellGoesRowByRow()
    {
        FigurePlot plot;
        plot.resize(600, 400);
        plot.setViewport(QRect(0, 0, 600, 400));
        plot.plotLayout()->clear();
        auto* grid = new QCPLayoutGrid;
        plot.plotLayout()->addElement(0, 0, grid);
        QCPAxisRect* maps[2][2];
        for (int r = 0; r < 2; ++r)
            for (int c = 0; c < 2; ++c)
                grid->addElement(r, c, maps[r][c] = new QCPAxisRect(&plot));
        auto* total = new QCPAxisRect(&plot);
        plot.plotLayout()->addElement(0, 1, total);
        plot.replot();
        using figurepages::Level;
        QCOMPARE(figurepages::count(&plot, Level::Coarse), 2);
        QCOMPARE(figurepages::count(&plot, Level::Middle), 3);
        QCOMPARE(figurepages::count(&plot, Level::Fine), 5);
        QCOMPARE(figurepages::pageOf(&plot, maps[1][0], Level::Middle), 1);
        QCOMPARE(figurepages::pageOf(&plot, total, Level::Middle), 2);
        figurepages::show(&plot, 1, Level::Middle);
        plot.replot();
        QCOMPARE(figurepages::shownLevel(&plot), Level::Middle);
        QVERIFY(maps[1][0]->realVisibility() && maps[1][1]->realVisibility());
        QVERIFY(!maps[0][0]->realVisibility() && !maps[0][1]->realVisibility() && !total->realVisibility());
        QVERIFY2(maps[1][1]->rect().width() > 200, qPrintable(QString::number(maps[1][1]->rect().width())));
        QCOMPARE(figurepages::count(&plot, Level::Fine), 5); // (counted as the page was chosen)
        // Where the panels are at the other levels, as the figure was when the page was chosen:
        // a double-click on the second map of this row focuses it, not the page's number.
        QCOMPARE(figurepages::pageOf(&plot, maps[1][1], Level::Fine), 3);
        QCOMPARE(figurepages::pageOf(&plot, maps[1][1], Level::Coarse), 0);
        QCOMPARE(figurepages::firstWithin(&plot, 1, Level::Middle, Level::Fine), 2);
        QCOMPARE(figurepages::firstWithin(&plot, 1, Level::Coarse, Level::Middle), 2);
        figurepages::show(&plot, -1);
        plot.replot();
        for (QCPAxisRect* rect : plot.axisRects())
            QVERIFY(rect->realVisibility());
    }

    void thePageBarReachesEveryPanel()
    {
        // The distance figure in a short window: its pages, then its panels one at a time. Each
        // turn shows panels the turn before did not, until it comes back to the first (a second
        // page too tall went back to panel 1, and the bar seemed to do nothing).
        test::Window w;
        const Fitted f = openFitted(w, QStringLiteral("distance"), true);
        QVERIFY(f.ok());
        auto [view, plot, fit, area] = f;
        w.window.resize(900, 380);
        QVERIFY(settle(w));
        QTRY_VERIFY(fit->page(view) >= 0);
        const auto shownRects = [plot] {
            QList<QCPAxisRect*> shown;
            for (QCPAxisRect* rect : plot->axisRects())
                if (rect->realVisibility())
                    shown << rect;
            return shown;
        };
        QSet<QCPAxisRect*> seen;
        QList<QCPAxisRect*> before = shownRects();
        for (QCPAxisRect* rect : before)
            seen.insert(rect);
        for (int turn = 0; turn < 8 && seen.size() < plot->axisRectCount(); ++turn) {
            QTest::keyClick(&w.window, Qt::Key_Right, Qt::AltModifier);
            QVERIFY(settle(w));
            const QList<QCPAxisRect*> now = shownRects();
            QVERIFY2(now != before, qPrintable(QStringLiteral("turn %1 showed the same panels").arg(turn + 1)));
            for (QCPAxisRect* rect : now)
                seen.insert(rect);
            before = now;
        }
        QCOMPARE(seen.size(), plot->axisRectCount());
    }

    void aPanelIsFocusedByDoubleClickOrF8AndEscReturns()
    {
        test::Window w;
        QVERIFY(QTest::qWaitForWindowActive(&w.window));
        const Fitted f = openFitted(w, QStringLiteral("fourier"));
        QVERIFY(f.ok());
        auto [view, plot, fit, area] = f;
        QCOMPARE(fit->page(view), -1);
        // Double-click on the line plot (the last panel): it alone fills the figure.
        QCPAxisRect* last = nullptr; // the lowest panel
        for (QCPAxisRect* rect : plot->axisRects())
            if (!last || rect->rect().bottom() > last->rect().bottom())
                last = rect;
        QVERIFY(last);
        QTest::mouseDClick(plot, Qt::LeftButton, {}, last->rect().center());
        QVERIFY(fit->focused(view));
        const int page = fit->page(view);
        QVERIFY(page >= 0);
        QCOMPARE(figurepages::shown(plot), page);
        QVERIFY(last->realVisibility());
        QVERIFY(!plot->axisRects().first()->realVisibility() || plot->axisRects().first() == last);
        QVERIFY(settle(w));
        QVERIFY2(last->rect().height() > plot->height() / 2,
                 qPrintable(QStringLiteral("%1 of %2").arg(last->rect().height()).arg(plot->height()))); // large now
        // Esc: the whole figure again.
        QTest::keyClick(&w.window, Qt::Key_Escape);
        QCOMPARE(fit->page(view), -1);
        QVERIFY(!fit->focused(view));
        // F8 focuses a panel, F8 again returns.
        QTest::keyClick(&w.window, Qt::Key_F8);
        QVERIFY(fit->focused(view));
        QTest::keyClick(&w.window, Qt::Key_F8);
        QVERIFY(!fit->focused(view));
        QCOMPARE(figurepages::shown(plot), -1);
        // Every panel visible again.
        for (QCPAxisRect* rect : plot->axisRects())
            QVERIFY(rect->realVisibility());
    }

    void sideBySideStaysOnTheScreenWithoutScrolling()
    {
        // Also run on a 1920 x 1080 screen at 200 % (tests/CMakeLists.txt): 960 x 540 logical
        // pixels for two figures at the text floor.
        AppState state;
        Controller controller{&state};
        Settings settings;
        MainWindow window{&state, &controller, &settings};
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.sideBySide()->setOpen(true);
        for (int i = 0; i < 6; ++i)
            QTest::qWait(40);
        QVERIFY(test::waitIdle(controller));
        QTest::qWait(100);
        const QRect screen = window.screen()->availableGeometry();
        QVERIFY2(screen.contains(window.frameGeometry()), qPrintable(QStringLiteral("%1 x %2 on %3 x %4")
                                                                         .arg(window.frameGeometry().width())
                                                                         .arg(window.frameGeometry().height())
                                                                         .arg(screen.width())
                                                                         .arg(screen.height())));
        const QList<QScrollArea*> areas = window.findChildren<QScrollArea*>(QStringLiteral("figureArea"));
        int shown = 0;
        for (QScrollArea* area : areas) {
            if (!area->isVisible())
                continue;
            ++shown;
            QTRY_VERIFY(!area->verticalScrollBar()->isVisible());
            QTRY_VERIFY(!area->horizontalScrollBar()->isVisible());
        }
        QCOMPARE(shown, 2);
        const int floor = QFontInfo(QApplication::font()).pixelSize();
        for (QCustomPlot* plot : window.findChildren<QCustomPlot*>())
            if (plot->isVisible())
                QVERIFY(smallestText(plot) >= floor);
    }

    /// Side by side (also at 1920 x 1080, 200 %), the clock in both panes keeps its dials'
    /// labels whole: a pane short of room shows the dials as a page of their own (the wall clock
    /// on the next), never "λ = 6,…" under a dial. Both panes show all of their dials: the
    /// dials' page is measured as laid out for it, and the narrower pane leaves out its note
    /// and title rather than show one dial a page.
    void sideBySideClocksKeepTheirDialLabelsWhole()
    {
        AppState state;
        Controller controller{&state};
        Settings settings;
        MainWindow window{&state, &controller, &settings};
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.setCurrentView(QStringLiteral("clock"));
        window.sideBySide()->setOpen(true);
        window.sideBySide()->setSecondView(QStringLiteral("clock"));
        QVERIFY(test::waitIdle(controller));
        QVERIFY(test::waitIdle(*window.sideBySide()->secondController()));
        for (int i = 0; i < 6; ++i) // (FigureFit decides on the turns of the event loop after a layout)
            QTest::qWait(40);
        // What is wrong with the two clocks as they show now (empty: nothing).
        const auto problems = [&window] {
            QStringList wrong;
            int clocks = 0, whole = 0;
            for (QCustomPlot* plot : window.findChildren<QCustomPlot*>()) {
                auto* figure = plot->findChild<ClockFigure*>();
                if (!figure || !plot->isVisible())
                    continue;
                ++clocks;
                int shown = 0;
                for (int i = 0; i < figure->dialCount(); ++i) {
                    if (!figure->dialRect(i)->visible())
                        continue;
                    ++shown;
                    for (QCPAxis::AxisType type : {QCPAxis::atTop, QCPAxis::atBottom})
                        if (const QString label = figure->dialRect(i)->axis(type)->label();
                            label.contains(QChar(0x2026)))
                            wrong << QStringLiteral("cut: ") + label;
                    if (figure->dialDiameter(i) <= QFontInfo(QApplication::font()).pixelSize())
                        wrong << QStringLiteral("dial %1 %2 px").arg(i).arg(figure->dialDiameter(i));
                }
                if (shown == 0)
                    wrong << QStringLiteral("no dial");
                whole += figure->dialCount() == 8 && shown == 8 ? 1 : 0;
                // Play, Record and the speed above the figure are whole too: in a row of their
                // own when the pane is narrow ("Record" was cut, the speed read "5 posit").
                QWidget* view = plot->parentWidget();
                for (const char* name : {"playButton", "recordButton", "speedBox", "positionSpin"}) {
                    auto* control = view->findChild<QWidget*>(QString::fromLatin1(name));
                    if (!control || !control->isVisible() || control->width() < control->sizeHint().width() - 1 ||
                        control->mapTo(view, QPoint(control->width(), 0)).x() > view->width())
                        wrong << QStringLiteral("%1: %2 of %3 px")
                                     .arg(QString::fromLatin1(name))
                                     .arg(control ? control->width() : 0)
                                     .arg(control ? control->sizeHint().width() : 0);
                }
            }
            if (clocks != 2)
                wrong << QStringLiteral("%1 clocks").arg(clocks);
            // Both panes: the narrower one leaves out the note and the title (the page bar's
            // tooltip says them) before it shows one dial a page.
            if (whole < 2)
                wrong << QStringLiteral("%1 of 2 panes show every dial").arg(whole);
            return wrong.join(QStringLiteral(" | "));
        };
        QTRY_VERIFY2_WITH_TIMEOUT(problems().isEmpty(), qPrintable(problems()), 5000);
    }

    void enteringPresentationModeKeepsTheWholeFigureInItsPlot()
    {
        // Also run on 1920 x 1080 at 200 % and 1280 x 720 at 150 % (tests/CMakeLists.txt). Every
        // view is shown in the window, then F5 makes its text larger. The comparison's chart
        // shares its height with the table above it: its least height was an explicit minimum
        // on the plot widget, which the splitter gave it below the layout's own minimum, and
        // the plot laid its legend out under its bottom (no legend on the projector). And a
        // chart resized by the splitter alone (its view keeping its size) was neither laid out
        // nor computed again: it drew the layout of its former height.
        test::Window w;
        QVERIFY(QTest::qWaitForWindowExposed(&w.window));
        PresentationMode* mode = w.window.presentationMode();
        for (View* view : w.window.views()) {
            w.window.setCurrentView(view->id());
            QVERIFY(settle(w));
            mode->enter();
            QVERIFY(settle(w));
            QTest::qWait(100);
            QVERIFY(settle(w));
            for (QCustomPlot* plot : view->findChildren<QCustomPlot*>()) {
                if (!plot->isVisible())
                    continue;
                const int least = static_cast<QWidget*>(plot)->minimumSizeHint().height();
                QVERIFY2(plot->height() >= least, qPrintable(QStringLiteral("%1: %2 px tall, at least %3 needed")
                                                                 .arg(view->id())
                                                                 .arg(plot->height())
                                                                 .arg(least)));
                // (QCustomPlot's grid rounds its columns' widths: a pixel over is no cut)
                const QRect room = plot->rect().adjusted(-1, -1, 1, 1);
                for (QCPLayoutElement* e : plot->plotLayout()->elements(true))
                    if (e && e->realVisibility() && e->outerRect().isValid())
                        QVERIFY2(room.contains(e->outerRect()),
                                 qPrintable(QStringLiteral("%1: %2 at (%3, %4) %5 x %6 in a plot %7 x %8")
                                                .arg(view->id(), QString::fromLatin1(e->metaObject()->className()))
                                                .arg(e->outerRect().x())
                                                .arg(e->outerRect().y())
                                                .arg(e->outerRect().width())
                                                .arg(e->outerRect().height())
                                                .arg(plot->width())
                                                .arg(plot->height())));
            }
            mode->leave();
        }
    }

    /// In presentation mode (also at 1920 x 1080, 200 %) the binary view's counting table keeps
    /// the room of its 0/1 digits: a row of panels leaves out its note and title before its
    /// panels go one by one, and that cost the digits there (the table read by its colours
    /// alone, beside the two heatmaps).
    void theCountingTableKeepsItsDigitsInPresentationMode()
    {
        test::Window w;
        QVERIFY(QTest::qWaitForWindowExposed(&w.window));
        w.window.setCurrentView(QStringLiteral("binary"));
        QVERIFY(settle(w));
        w.window.presentationMode()->enter();
        QVERIFY(settle(w));
        auto* table = w.window.view(QStringLiteral("binary"))->findChild<CellGrid*>();
        QVERIFY(table);
        const auto problem = [table]() -> QString {
            const QCPAxisRect* rect = table->keyAxis()->axisRect();
            if (!rect->realVisibility())
                return QStringLiteral("the table is not on the page shown");
            const QSizeF least = table->leastSize(0); // the bits' digits (BinaryFigure::Bits)
            if (rect->width() + 0.5 < least.width() || rect->height() + 0.5 < least.height())
                return QStringLiteral("table %1 x %2 px, its digits need %3 x %4")
                    .arg(rect->width())
                    .arg(rect->height())
                    .arg(least.width())
                    .arg(least.height());
            return {};
        };
        QTRY_VERIFY2_WITH_TIMEOUT(problem().isEmpty(), qPrintable(problem()), 5000);
        // The same under a lesson step's text ("count in binary, one row per t"): the table alone
        // on its page leaves out the figure's title rather than its digits (at 200 % they went
        // first, and the step's table was read by its colours).
        const Lesson* lesson = lessons::find(QStringLiteral("clock-and-binary"));
        QVERIFY(lesson);
        w.window.startLesson(*lesson, 0, true);
        QVERIFY(test::waitIdle(w.controller, 30000));
        QVERIFY(w.window.view(QStringLiteral("binary"))->isVisible());
        // Settled first: the figure shows whole for a moment before the page gives way.
        for (int i = 0; i < 3; ++i)
            QVERIFY(settle(w));
        QVERIFY2(problem().isEmpty(), qPrintable(QStringLiteral("lesson step 1: ") + problem()));
        w.window.presentationMode()->leave();
    }
};

QTEST_MAIN(TestFigureFit)
#include "test_figurefit.moc"

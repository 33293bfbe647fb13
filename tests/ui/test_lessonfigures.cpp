// The figures of the lesson steps on a projector (run on a 1920 x 1080 screen at 200 % and a
// 1600 x 1000 screen at 150 %, tests/CMakeLists.txt): each step opens its view from its first
// page whatever the view showed before, and the pages of a figure given way show every panel,
// large enough to read.
#include "ui/framework/language.h"
#include "ui/framework/lessons.h"
#include "ui/framework/view.h"
#include "ui/plotting/figurepages.h"
#include "ui/shell/figurefit.h"
#include "ui/shell/lessonbar.h"
#include "uitest.h"

#include <QApplication>
#include <QHeaderView>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QTableView>
#include <qcustomplot.h>

using namespace pe::ui;

namespace {

/// Waits for the figure to settle: its layout pass, FigureFit's checks (queued), the frame.
bool settle(test::Window& w)
{
    for (int i = 0; i < 6; ++i)
        QTest::qWait(30);
    return test::waitIdle(w.controller, 30000);
}

/// The window filling the screen, as a teacher's, with step `step` (1-based) of lesson `name`
/// shown revealed; its view, or nullptr.
View* openStep(test::Window& w, const char* name, int step)
{
    w.window.resize(w.window.screen()->availableGeometry().size());
    if (!QTest::qWaitForWindowExposed(&w.window))
        return nullptr;
    const Lesson* lesson = lessons::find(QLatin1String(name));
    if (!lesson)
        return nullptr;
    w.window.startLesson(*lesson, step - 1, true);
    return settle(w) ? w.window.currentView() : nullptr;
}

/// The figure with pages in `view` (the one FigureFit turns).
QCustomPlot* pagedPlot(View* view)
{
    QCustomPlot* best = nullptr;
    for (QCustomPlot* plot : view->findChildren<QCustomPlot*>())
        if (!best ||
            figurepages::count(plot, figurepages::Level::Fine) > figurepages::count(best, figurepages::Level::Fine))
            best = plot;
    return best;
}

/// Step `step` of lesson `name`, a distance step, turned to the page with the offset curve (the
/// whole figure may show on a large screen, then no page is turned); the curve's panel, or
/// nullptr when the step is not the distance view or no page shows the curve.
QCPAxisRect* openCurvePage(test::Window& w, const char* name, int step)
{
    View* view = openStep(w, name, step);
    if (!view || view->id() != QLatin1String("distance"))
        return nullptr;
    QCustomPlot* plot = pagedPlot(view);
    FigureFit* fit = FigureFit::of(view);
    if (!plot || !fit)
        return nullptr;
    auto* curve = plot->findChild<QCPAxisRect*>(QStringLiteral("curve"));
    if (!curve)
        return nullptr;
    for (int turn = 0; turn < 4 && !curve->realVisibility(); ++turn) {
        fit->step(1);
        if (!settle(w))
            return nullptr;
    }
    return curve->realVisibility() ? curve : nullptr;
}

/// Whether the figure area of the window scrolls.
bool scrolls(test::Window& w)
{
    for (QScrollArea* area : w.window.findChildren<QScrollArea*>(QStringLiteral("figureArea")))
        if (area->isVisible() && (area->verticalScrollBar()->isVisible() || area->horizontalScrollBar()->isVisible()))
            return true;
    return false;
}

/// Whether `e` is in the plot's layout: a figure's page takes the others' elements out of it.
bool inLayout(const QCustomPlot* plot, const QCPLayoutElement* e)
{
    while (e && e != plot->plotLayout())
        e = e->layout() ? static_cast<const QCPLayoutElement*>(e->layout()) : nullptr;
    return e != nullptr;
}

/// The figure's panels (a colour scale's axis rect is not one).
QList<QCPAxisRect*> panelsOf(const QCustomPlot* plot)
{
    QList<QCPAxisRect*> out;
    for (QCPAxisRect* rect : plot->findChildren<QCPAxisRect*>())
        if (!qobject_cast<QCPColorScale*>(rect->parentLayerable()) &&
            qstrcmp(rect->metaObject()->className(), "QCPColorScaleAxisRectPrivate") != 0)
            out << rect;
    return out;
}

QString describe(const QRect& r)
{
    return QStringLiteral("%1 x %2 at (%3, %4)").arg(r.width()).arg(r.height()).arg(r.x()).arg(r.y());
}

} // namespace

class TestLessonFigures : public QObject {
    Q_OBJECT
private Q_SLOTS:
    /// PE_LESSON_LANG (tests/CMakeLists.txt), else English.
    void init()
    {
        const QString code = qEnvironmentVariable("PE_LESSON_LANG", QStringLiteral("en"));
        QVERIFY(language::install(code));
    }

    /// Lesson 1 step 3: the distance figure's second page (the offset curve and the table of
    /// consecutive distances) showed a curve about 20 px tall under a table cut at its fourth row.
    void theDistanceCurveAndTableShowWhole()
    {
        test::Window w;
        QCPAxisRect* curve = openCurvePage(w, "why-positions", 3);
        QVERIFY(curve);
        QCustomPlot* plot = curve->parentPlot();
        auto* table = plot->findChild<QCPLayoutElement*>(QStringLiteral("table"));
        QVERIFY(table);
        const int line = QFontMetrics(curve->axis(QCPAxis::atBottom)->tickLabelFont()).lineSpacing();
        QVERIFY2(curve->rect().height() >= 6 * line,
                 qPrintable(QStringLiteral("curve %1, line %2 px").arg(describe(curve->rect())).arg(line)));
        QVERIFY2(curve->rect().width() >= 12 * line, qPrintable(describe(curve->rect())));
        QVERIFY(table->realVisibility());
        QVERIFY2(QRect(QPoint(0, 0), plot->size()).contains(table->outerRect()),
                 qPrintable(QStringLiteral("table %1 in %2 x %3")
                                .arg(describe(table->outerRect()))
                                .arg(plot->width())
                                .arg(plot->height())));
        QTRY_VERIFY(!scrolls(w));
    }

    /// Lesson 5 steps 2 and 3: the split model's pages, turned one by one, show each of its six
    /// panels in the figure, and nothing outside the layout draws (the "largest change in the
    /// block" panel was on no page; its axis label lay over the title).
    void theSplitModelsPagesShowEveryPanel()
    {
        for (const int step : {2, 3}) {
            test::Window w;
            View* view = openStep(w, "beyond-training", step);
            QVERIFY(view && view->id() == QLatin1String("split"));
            QCustomPlot* plot = pagedPlot(view);
            FigureFit* fit = FigureFit::of(view);
            QVERIFY(plot && fit);
            const QList<QCPAxisRect*> panels = panelsOf(plot);
            QCOMPARE(panels.size(), 6);
            QSet<QCPAxisRect*> seen;
            QStringList problems;
            // Turned as the page bar does (coarse pages may give way to single panels on the way).
            const int turns = fit->page(view) < 0 ? 1 : 12;
            for (int turn = 0; turn < turns && seen.size() < panels.size(); ++turn) {
                for (QCPAxisRect* rect : panels)
                    // (A pixel over the figure's edge is allowed: QCPLayoutGrid rounds each row's
                    // size, and two rows sharing an odd pixel both round it up.)
                    if (rect->realVisibility() && inLayout(plot, rect) && rect->rect().height() > 0 &&
                        QRect(QPoint(0, 0), plot->size() + QSize(0, 1)).contains(rect->outerRect())) {
                        seen.insert(rect);
                        // The value path's plot readable under its read-out (about 60 px, three
                        // lines, under five lines of read-out on a 1920 x 1080 screen at 200 %).
                        const int line = QFontMetrics(rect->axis(QCPAxis::atLeft)->tickLabelFont()).lineSpacing();
                        if (rect->objectName() == QLatin1String("valuePath") && rect->rect().height() < 4 * line)
                            problems << QStringLiteral("page %1: the value path's plot %2, line %3 px")
                                            .arg(fit->page(view))
                                            .arg(describe(rect->rect()))
                                            .arg(line);
                    }
                for (QCPLayoutElement* e : plot->findChildren<QCPLayoutElement*>())
                    if (e->realVisibility() && !inLayout(plot, e) && !e->outerRect().isEmpty() &&
                        !qobject_cast<QCPLayoutInset*>(e) && !qobject_cast<QCPColorScale*>(e->parentLayerable()) &&
                        e->layout() == nullptr)
                        problems << QStringLiteral("page %1: %2 %3 drawn out of the layout at %4")
                                        .arg(fit->page(view))
                                        .arg(QLatin1String(e->metaObject()->className()), e->objectName(),
                                             describe(e->outerRect()));
                fit->step(1);
                QVERIFY(settle(w));
            }
            QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
            QStringList missing;
            for (QCPAxisRect* rect : panels)
                if (!seen.contains(rect))
                    missing << rect->objectName() + QLatin1Char('/') + rect->axis(QCPAxis::atLeft)->label();
            QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("step %1, %2 pages: never shown: %3")
                                                       .arg(step)
                                                       .arg(fit->pageCount(view))
                                                       .arg(missing.join(QStringLiteral(", ")))));
        }
    }

    /// Lesson 1 step 2 and lesson 3 step 4: each page of the waves figure shows its own panel's
    /// legend, not the other's (page 1 kept both, leaving about 60 px of plot).
    void eachWavesPageHasItsOwnLegend()
    {
        for (const auto& [lesson, step] : {std::pair{"why-positions", 2}, std::pair{"formula-by-hand", 4}}) {
            test::Window w;
            View* view = openStep(w, lesson, step);
            QVERIFY(view && view->id() == QLatin1String("waves"));
            QCustomPlot* plot = pagedPlot(view);
            FigureFit* fit = FigureFit::of(view);
            QVERIFY(plot && fit);
            if (fit->page(view) < 0) { // the whole figure: both panels readable, then one focused (F8)
                for (QCPAxisRect* rect : panelsOf(plot))
                    QVERIFY2(rect->rect().height() >=
                                 5 * QFontMetrics(rect->axis(QCPAxis::atLeft)->tickLabelFont()).lineSpacing(),
                             qPrintable(describe(rect->rect())));
                fit->focus(0);
            }
            QVERIFY(settle(w));
            const QList<QCPAxisRect*> panels = panelsOf(plot);
            QCOMPARE(panels.size(), 2);
            for (int page = 0; page < fit->pageCount(view); ++page) {
                QCPAxisRect* shown = nullptr;
                for (QCPAxisRect* rect : panels)
                    if (rect->realVisibility() && inLayout(plot, rect))
                        shown = shown ? nullptr : rect;
                QVERIFY2(shown, qPrintable(QStringLiteral("%1 step %2 page %3: not one panel")
                                               .arg(QLatin1String(lesson))
                                               .arg(step)
                                               .arg(page)));
                for (QCPLegend* legend : plot->findChildren<QCPLegend*>()) {
                    if (!legend->realVisibility() || !inLayout(plot, legend) || legend->itemCount() == 0)
                        continue;
                    // A legend names the graphs of its own panel.
                    bool own = false;
                    for (int i = 0; i < legend->itemCount(); ++i)
                        if (auto* item = qobject_cast<QCPPlottableLegendItem*>(legend->item(i)))
                            own = own || item->plottable()->keyAxis()->axisRect() == shown;
                    QVERIFY2(own, qPrintable(QStringLiteral("%1 step %2 page %3: a legend of the other panel at %4")
                                                 .arg(QLatin1String(lesson))
                                                 .arg(step)
                                                 .arg(page)
                                                 .arg(describe(legend->outerRect()))));
                }
                const int line = QFontMetrics(shown->axis(QCPAxis::atBottom)->tickLabelFont()).lineSpacing();
                QVERIFY2(shown->rect().height() >= 5 * line, qPrintable(QStringLiteral("%1 step %2 page %3: panel %4")
                                                                            .arg(QLatin1String(lesson))
                                                                            .arg(step)
                                                                            .arg(page)
                                                                            .arg(describe(shown->rect()))));
                fit->step(1);
                QVERIFY(settle(w));
            }
        }
    }

    /// Lesson 4 step 3 (the dot product) and lesson 1 step 3 (the distance): the false
    /// neighbour's three lines lie where the curve is not (over the dot product's central peak
    /// they hid it).
    void theFalseNeighbourLabelIsClearOfTheCurve()
    {
        for (const auto& [lesson, step] : {std::pair{"offsets-and-distances", 3}, std::pair{"why-positions", 3}}) {
            test::Window w;
            QCPAxisRect* curve = openCurvePage(w, lesson, step);
            QVERIFY(curve);
            QCustomPlot* plot = curve->parentPlot();
            auto* label = plot->findChild<QCPItemText*>(QStringLiteral("falseNeighbour"));
            QVERIFY(label);
            QVERIFY(!label->text().isEmpty());
            const QRectF box =
                QRectF(label->topLeft->pixelPosition(), label->bottomRight->pixelPosition()).normalized();
            QVERIFY2(QRectF(curve->rect()).contains(box),
                     qPrintable(QStringLiteral("%1 step %2: label %3 out of the panel %4")
                                    .arg(QLatin1String(lesson))
                                    .arg(step)
                                    .arg(describe(box.toRect()), describe(curve->rect()))));
            int inside = 0, points = 0;
            for (QCPGraph* graph : plot->findChildren<QCPGraph*>()) {
                if (!graph->visible() || graph->keyAxis()->axisRect() != curve)
                    continue;
                for (const QCPGraphData& d : *graph->data()) {
                    const QPointF p(graph->keyAxis()->coordToPixel(d.key), graph->valueAxis()->coordToPixel(d.value));
                    ++points;
                    inside += box.contains(p) ? 1 : 0;
                }
            }
            QVERIFY(points > 10);
            QVERIFY2(inside == 0, qPrintable(QStringLiteral("%1 step %2: %3 of the curve's points under the label %4")
                                                 .arg(QLatin1String(lesson))
                                                 .arg(step)
                                                 .arg(inside)
                                                 .arg(describe(box.toRect()))));
        }
    }

    /// Lesson 3 steps 1 and 2: the inspector's table shows its 8 rows and every column (in
    /// French at 1600 x 1000 at 150 %, 2 of its rows showed above the sentence; in English at
    /// 1920 x 1080 at 200 %, 3 under two rows of tabs: the tabs now share one row, the general
    /// formula is the formula's tooltip and the headers are in one line there).
    void theInspectorShowsEveryRow()
    {
        for (const int step : {1, 2}) {
            test::Window w;
            View* view = openStep(w, "formula-by-hand", step);
            QVERIFY(view && view->id() == QLatin1String("inspector"));
            auto* table = view->findChild<QTableView*>(QStringLiteral("rowsTable"));
            QVERIFY(table && table->isVisible());
            QCOMPARE(table->model()->rowCount(), 8);
            const QRect room = table->viewport()->rect();
            for (int row = 0; row < 8; ++row) {
                const QRect cell = table->visualRect(table->model()->index(row, 0));
                QVERIFY2(room.intersected(cell).height() * 4 >= cell.height() * 3,
                         qPrintable(QStringLiteral("step %1: row %2 at %3 in %4")
                                        .arg(step)
                                        .arg(row)
                                        .arg(describe(cell), describe(room))));
            }
            for (int column = 0; column < table->model()->columnCount(); ++column) {
                const QRect cell = table->visualRect(table->model()->index(0, column));
                QVERIFY2(room.contains(cell), qPrintable(QStringLiteral("step %1: column %2 at %3 in %4")
                                                             .arg(step)
                                                             .arg(column)
                                                             .arg(describe(cell), describe(room))));
            }
        }
    }

    /// A step that names the panel it speaks of ("panel") opens on the page showing it, when
    /// its figure is shown a page at a time ("Sine only" of the offset rotation was on page 3).
    void aStepOpensOnThePanelItSpeaksOf()
    {
        int named = 0;
        for (const Lesson& lesson : lessons::all())
            for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
                const QString& panel = lesson.steps[i].panel;
                if (panel.isEmpty())
                    continue;
                ++named;
                test::Window w;
                View* view = openStep(w, qPrintable(lesson.name), static_cast<int>(i) + 1);
                QVERIFY(view);
                const QString where = lesson.name + QStringLiteral(" step %1: ").arg(i + 1) + panel;
                // A part of a view made of widgets (the inspector's sentence table), shown.
                if (const auto* widget = view->findChild<QWidget*>(panel)) {
                    QVERIFY2(widget->isVisible() && widget->height() > 0,
                             qPrintable(where + QStringLiteral(" hidden")));
                    continue;
                }
                QCustomPlot* plot = pagedPlot(view);
                QVERIFY(plot);
                const QObject* object = plot->findChild<QObject*>(panel);
                const QCPAxisRect* rect = qobject_cast<const QCPAxisRect*>(object);
                if (const auto* plottable = qobject_cast<const QCPAbstractPlottable*>(object))
                    rect = plottable->keyAxis()->axisRect();
                QVERIFY2(rect, qPrintable(where + QStringLiteral(" is no panel of the figure")));
                QVERIFY2(rect->realVisibility() && inLayout(plot, rect) && rect->rect().height() > 0,
                         qPrintable(where + QStringLiteral(" not shown (page %1 of %2)")
                                                .arg(FigureFit::of(view)->page(view))
                                                .arg(FigureFit::of(view)->pageCount(view))));
            }
        QVERIFY(named >= 2);
    }

    /// A step opens its view from its first page (or whole), whatever page or focused panel the
    /// view was left on: the teacher turned to the table, went on and came back, and the step
    /// showed the table where it speaks of the map first.
    void aStepOpensItsViewFromTheFirstPage()
    {
        test::Window w;
        View* view = openStep(w, "why-positions", 3);
        QVERIFY(view);
        FigureFit* fit = FigureFit::of(view);
        QVERIFY(fit);
        const int first = fit->page(view); // -1 when the whole figure shows
        QVERIFY(first <= 0);
        QVERIFY(!fit->focused(view));
        LessonBar* bar = w.window.lessonBar();
        for (const bool focus : {false, true}) {
            if (focus)
                fit->focus(fit->pageCount(view) - 1); // F8, a double-click
            else
                for (int turn = 0; turn < 2 && fit->page(view) < 1; ++turn)
                    fit->step(1); // Alt+Right (the whole figure shown: its first panel, then the next)
            QVERIFY(settle(w));
            QVERIFY(fit->page(view) > 0);
            bar->forward(); // the next step (another view), then back
            QVERIFY(settle(w));
            bar->back();
            QVERIFY(settle(w));
            QCOMPARE(w.window.currentView(), view);
            QCOMPARE(fit->page(view), first);
            QVERIFY(!fit->focused(view));
            // The step again, from itself (Back then Next on the same view).
            fit->step(1);
            QVERIFY(settle(w));
            bar->start(*bar->lesson(), bar->step(), true);
            QVERIFY(settle(w));
            QCOMPARE(fit->page(view), first);
        }
    }
};

QTEST_MAIN(TestLessonFigures)
#include "test_lessonfigures.moc"

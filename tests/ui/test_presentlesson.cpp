// A lesson in presentation mode (F5) on the smallest projector set-up, 1280 x 720 at 150 %
// (tests/CMakeLists.txt, in French, English and Chinese): the window never asks for more than the
// screen, each step's text shows to its last word (the question above the answer may scroll away), and the figure above
// it does not scroll either (it shows less: one panel, its notes folded).
#include "ui/framework/language.h"
#include "ui/framework/lessons.h"
#include "ui/framework/view.h"
#include "ui/shell/figurefit.h"
#include "ui/shell/lessonbar.h"
#include "ui/shell/presentationmode.h"
#include "uitest.h"

#include <QDockWidget>
#include <QLabel>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <qcustomplot.h>

using namespace pe::ui;

class TestPresentLesson : public QObject {
    Q_OBJECT
private slots:
    /// PE_LESSON_LANG (tests/CMakeLists.txt), else French.
    void initTestCase() { QVERIFY(language::install(qEnvironmentVariable("PE_LESSON_LANG", QStringLiteral("fr")))); }

    void everyStepFitsTheScreen_data()
    {
        QTest::addColumn<QString>("lesson");
        for (const Lesson& lesson : lessons::all())
            QTest::newRow(qPrintable(lesson.name)) << lesson.name;
    }

    void everyStepFitsTheScreen()
    {
        QFETCH(QString, lesson);
        test::Window w;
        QVERIFY(QTest::qWaitForWindowExposed(&w.window));
        const Lesson* l = lessons::find(lesson);
        QVERIFY(l);
        w.window.startLesson(*l, 0, true);
        QVERIFY(test::waitIdle(w.controller));
        w.window.presentationMode()->enter();
        const QRect screen = w.window.screen()->availableGeometry();
        LessonBar* bar = w.window.lessonBar();
        QScrollArea* area = bar->textArea();
        QLabel* text = bar->textLabel();
        for (int step = 0; step < static_cast<int>(l->steps.size()); ++step) {
            w.window.startLesson(*l, step, true);
            const QString where = QStringLiteral("%1 step %2: ").arg(lesson).arg(step + 1);
            QVERIFY2(test::waitIdle(w.controller, 30000), qPrintable(where + QStringLiteral("never idle")));
            for (int i = 0; i < 5; ++i)
                QTest::qWait(20); // the dock's fit (queued) and the layout
            QVERIFY2(w.window.minimumSizeHint().width() <= screen.width(),
                     qPrintable(where + QStringLiteral("the window asks for %1 px on a %2 px screen")
                                            .arg(w.window.minimumSizeHint().width())
                                            .arg(screen.width())));
            QVERIFY2(w.window.frameGeometry().width() <= screen.width(),
                     qPrintable(where + QStringLiteral("%1 px wide").arg(w.window.frameGeometry().width())));
            const int needed = text->heightForWidth(area->viewport()->width());
            const int shown = area->viewport()->height();
            // Revealed, the answer is at the top and the question above it (it was on the cover
            // a moment ago): the text's last line is in view.
            const int below = needed - area->verticalScrollBar()->value() - shown;
            QVERIFY2(below <= 0, qPrintable(where + QStringLiteral("the text's last %1 px are out of view (%2 px "
                                                                   "shown of %3 px, scrolled by %4 px)")
                                                        .arg(below)
                                                        .arg(shown)
                                                        .arg(needed)
                                                        .arg(area->verticalScrollBar()->value())));
            auto* figure = w.window.findChild<FigureArea*>();
            QVERIFY(figure);
            QVERIFY2(!figure->verticalScrollBar()->isVisible() && !figure->horizontalScrollBar()->isVisible(),
                     qPrintable(where + QStringLiteral("the figure scrolls (%1 x %2 px wanted, %3 x %4 px shown)")
                                            .arg(figure->widget()->minimumSizeHint().width())
                                            .arg(figure->widget()->minimumSizeHint().height())
                                            .arg(figure->viewport()->width())
                                            .arg(figure->viewport()->height())));
        }
        // The step's text is as large as in the window: no smaller, and no larger either (the
        // figure's type grows, the text gives it the room).
        const double presented = text->font().pointSizeF();
        w.window.presentationMode()->leave();
        QTRY_VERIFY(w.window.findChild<QDockWidget*>(QStringLiteral("lessonDock"))->titleBarWidget() == nullptr);
        QTRY_COMPARE(text->font().pointSizeF(), presented);
    }

    /// The split model's steps speak of its cross terms (sem-pos and pos-sem exactly 0) beside
    /// the other terms. Its four maps, two by two, are too tall for this screen even without the
    /// figure's notes and title: they show a row (two maps) a page, not one map a page, where
    /// the step's own words had "sem-sem" alone on screen.
    void theSplitModelShowsItsMapsARowAPage()
    {
        test::Window w;
        QVERIFY(QTest::qWaitForWindowExposed(&w.window));
        const Lesson* l = lessons::find(QStringLiteral("beyond-training"));
        QVERIFY(l);
        w.window.presentationMode()->enter();
        int steps = 0;
        for (int step = 0; step < static_cast<int>(l->steps.size()); ++step) {
            w.window.startLesson(*l, step, true);
            QVERIFY(test::waitIdle(w.controller, 30000));
            View* view = w.window.view(QStringLiteral("split"));
            if (!view || !view->isVisible())
                continue;
            ++steps;
            const auto shown = [view] {
                QStringList maps;
                for (const char* term : {"sem-sem", "sem-pos", "pos-sem", "pos-pos"})
                    if (auto* rect = view->findChild<QCPAxisRect*>(QLatin1String(term)); rect && rect->realVisibility())
                        maps << QLatin1String(term);
                return maps;
            };
            QTRY_VERIFY2(shown().size() >= 2, qPrintable(QStringLiteral("step %1 shows %2 (page %3 of %4)")
                                                             .arg(step + 1)
                                                             .arg(shown().join(QStringLiteral(", ")))
                                                             .arg(FigureFit::of(view)->page(view))
                                                             .arg(FigureFit::of(view)->pageCount(view))));
        }
        QCOMPARE(steps, 2);
        w.window.presentationMode()->leave();
    }
};

QTEST_MAIN(TestPresentLesson)
#include "test_presentlesson.moc"

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
};

QTEST_MAIN(TestPresentLesson)
#include "test_presentlesson.moc"

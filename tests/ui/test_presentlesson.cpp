// A lesson in presentation mode (F5) on the smallest projector set-up, 1280 x 720 at 150 %
// (tests/CMakeLists.txt, in French and in English): the window never asks for more than the
// screen, and each step's text shows to its last word, or scrolls by whole lines with a visible
// scroll bar (no line cut in half at the bottom).
#include "ui/framework/language.h"
#include "ui/framework/lessons.h"
#include "ui/framework/view.h"
#include "ui/shell/lessonbar.h"
#include "ui/shell/presentationmode.h"
#include "uitest.h"

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
        // The three whose titles or texts were the widest (the window was 1546 px on 1280).
        for (const char* name : {"why-positions", "offsets-and-distances", "beyond-training"})
            QTest::newRow(name) << QString::fromLatin1(name);
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
            QVERIFY(test::waitIdle(w.controller, 30000));
            for (int i = 0; i < 5; ++i)
                QTest::qWait(20); // the dock's fit (queued) and the layout
            const QString where = QStringLiteral("%1 step %2: ").arg(lesson).arg(step + 1);
            QVERIFY2(w.window.minimumSizeHint().width() <= screen.width(),
                     qPrintable(where + QStringLiteral("the window asks for %1 px on a %2 px screen")
                                            .arg(w.window.minimumSizeHint().width())
                                            .arg(screen.width())));
            QVERIFY2(w.window.frameGeometry().width() <= screen.width(),
                     qPrintable(where + QStringLiteral("%1 px wide").arg(w.window.frameGeometry().width())));
            const int needed = text->heightForWidth(area->viewport()->width());
            const int shown = area->viewport()->height();
            if (needed <= shown)
                continue; // the whole step shows
            const QScrollBar* scroll = area->verticalScrollBar();
            const int line = bar->lineHeight();
            QVERIFY2(scroll->isVisible() && scroll->maximum() >= needed - shown,
                     qPrintable(where + QStringLiteral("%1 px cut off, no scroll to them").arg(needed - shown)));
            QVERIFY2(
                shown % line == 0,
                qPrintable(where +
                           QStringLiteral("%1 px shown of %2 px lines: a line is cut in half").arg(shown).arg(line)));
            QVERIFY2(scroll->value() % line == 0 || scroll->value() == scroll->maximum(),
                     qPrintable(where + QStringLiteral("scrolled by %1 px").arg(scroll->value())));
        }
        // The step's text is no smaller than in the window's type.
        const double presented = text->font().pointSizeF();
        w.window.presentationMode()->leave();
        QTRY_VERIFY(text->font().pointSizeF() < presented);
    }
};

QTEST_MAIN(TestPresentLesson)
#include "test_presentlesson.moc"

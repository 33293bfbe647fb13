// The guided lessons: every shipped lesson file reads and every step sets up a figure through
// the command line's own parser; a lesson runs in the window, a question covers the figure
// until it is revealed, and the presenter's keys step through it; bad files are refused.

#include "uitest.h"

#include "ui/framework/lessons.h"
#include "ui/framework/view.h"
#include "ui/shell/lessonbar.h"
#include "ui/shell/panes.h"
#include "ui/shell/presentationmode.h"

#include <QLabel>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSplitter>
#include <QTest>

using namespace pe::ui;

class TestLessons : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void everyShippedLessonWorks()
    {
        const std::vector<Lesson>& all = lessons::all();
        QVERIFY(all.size() >= 5);
        int questions = 0;
        for (const Lesson& lesson : all) {
            QVERIFY(!lesson.steps.empty());
            for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
                const QString error = lessons::checkArguments(lesson.steps[i].arguments);
                QVERIFY2(error.isEmpty(), qPrintable(lesson.name + QStringLiteral(" step ") + QString::number(i + 1) +
                                                     QStringLiteral(": ") + error));
                questions += lesson.steps[i].question.isEmpty() ? 0 : 1;
            }
            QCOMPARE(lessons::find(lesson.name), &lesson);
        }
        QVERIFY(questions >= 3); // "predict, then reveal" where the material invites it
    }

    /// A question asked over the very figure the step before showed is answered before it is
    /// asked (clock-and-binary once showed the dial of t = 3725, then asked its turns).
    void noQuestionRepeatsThePreviousFigure()
    {
        for (const Lesson& lesson : lessons::all())
            for (std::size_t i = 1; i < lesson.steps.size(); ++i)
                if (!lesson.steps[i].question.isEmpty())
                    QVERIFY2(lesson.steps[i].arguments != lesson.steps[i - 1].arguments,
                             qPrintable(lesson.name + QStringLiteral(" step ") + QString::number(i + 1)));
    }

    void badFilesAreRefused_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("mentions");
        const QByteArray step = R"({"text": "t", "arguments": ["--view", "heatmap"]})";
        auto lesson = [&](const QByteArray& extra, const QByteArray& steps) -> QByteArray {
            return R"({"format": "pe-explorer-lesson", "version": 1, "name": "a", "title": "T", )" + extra +
                   R"("steps": )" + steps + "}";
        };
        QTest::newRow("not json") << QByteArray("{") << QStringLiteral("JSON");
        QTest::newRow("other format") << QByteArray(R"({"format": "x"})") << QStringLiteral("format");
        QTest::newRow("newer version") << QByteArray(R"({"format": "pe-explorer-lesson", "version": 9})")
                                       << QStringLiteral("newer");
        // Found by the fuzzer: a version beyond int was cast from double (undefined behaviour).
        QTest::newRow("huge version")
            << QByteArray(R"({"format": "pe-explorer-lesson", "version": 66666666666666666666666666666666})")
            << QStringLiteral("version");
        QTest::newRow("fractional version")
            << QByteArray(R"({"format": "pe-explorer-lesson", "version": 1.5})") << QStringLiteral("version");
        QTest::newRow("no steps") << lesson("", "[]") << QStringLiteral("steps");
        QTest::newRow("argument not text")
            << lesson("", R"([{"text": "t", "arguments": [3]}])") << QStringLiteral("argument");
        QTest::newRow("no text") << lesson("", R"([{"arguments": ["--view", "heatmap"]}])") << QStringLiteral("text");
        QTest::newRow("bad name") << QByteArray(R"({"format": "pe-explorer-lesson", "version": 1, "name": "A B", )"
                                                R"("title": "T", "steps": [)") +
                                         step + "]}"
                                  << QStringLiteral("name");
    }
    void badFilesAreRefused()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, mentions);
        QString error;
        QVERIFY(!lessons::fromJson(json, QStringLiteral("bad.json"), &error));
        QVERIFY2(error.startsWith(QLatin1String("bad.json: ")), qPrintable(error));
        QVERIFY2(error.contains(mentions, Qt::CaseInsensitive), qPrintable(error));
    }

    void aStepsArgumentsAreChecked()
    {
        QVERIFY(!lessons::checkArguments({QStringLiteral("--view"), QStringLiteral("nope")}).isEmpty());
        QVERIFY(!lessons::checkArguments({QStringLiteral("--d"), QStringLiteral("0")}).isEmpty());
        QVERIFY(lessons::checkArguments({QStringLiteral("--view"), QStringLiteral("clock")}).isEmpty());
    }

    /// Side by side (F6), the question hides both panes, not only the first.
    void theCoverHidesBothPanes()
    {
        test::Window w;
        const Lesson* lesson = lessons::find(QStringLiteral("clock-and-binary"));
        QVERIFY(lesson);
        w.window.sideBySide()->setOpen(true);
        w.window.startLesson(*lesson, 2, false);
        QVERIFY(test::waitIdle(w.controller));
        QCoreApplication::processEvents();
        auto* cover = w.window.findChild<QLabel*>(QStringLiteral("lessonCover"));
        QVERIFY(cover && cover->isVisible());
        QSplitter* panes = w.window.sideBySide()->splitter();
        QCOMPARE(panes->count(), 2);
        for (int i = 0; i < 2; ++i) {
            QWidget* pane = panes->widget(i);
            QVERIFY(pane->isVisible());
            const QRect onWindow(pane->mapTo(&w.window, QPoint(0, 0)), pane->size());
            QVERIFY2(cover->geometry().contains(onWindow), qPrintable(QStringLiteral("pane %1").arg(i)));
            // On top: the pane's centre shows the cover.
            QCOMPARE(w.window.childAt(onWindow.center()), static_cast<QWidget*>(cover));
        }
        // Closing the second pane keeps the cover over the whole figure.
        w.window.sideBySide()->setOpen(false);
        QCoreApplication::processEvents();
        QVERIFY(cover->geometry().contains(w.window.centralWidget()->geometry()));
    }

    /// A question covers the figure; Next reveals it, Next again goes on, PageUp goes back.
    void predictThenReveal()
    {
        test::Window w;
        const Lesson* lesson = lessons::find(QStringLiteral("clock-and-binary"));
        QVERIFY(lesson);
        QCOMPARE(lesson->steps[2].question.isEmpty(), false);
        w.window.startLesson(*lesson, 2, false);
        QVERIFY(test::waitIdle(w.controller));
        LessonBar* bar = w.window.lessonBar();
        QVERIFY(bar->isRunning());
        QCOMPARE(bar->step(), 2);
        QVERIFY(!bar->isRevealed());
        QCOMPARE(w.window.currentView()->id(), QStringLiteral("clock"));
        QCOMPARE(w.state.position(), 3725);
        auto coverVisible = [&] {
            auto* cover = w.window.findChild<QLabel*>(QStringLiteral("lessonCover"));
            return cover && cover->isVisible() && cover->text().contains(lesson->steps[2].question) &&
                   cover->geometry().contains(w.window.centralWidget()->geometry());
        };
        QVERIFY(coverVisible());
        QTest::keyClick(&w.window, Qt::Key_PageDown);
        QVERIFY(bar->isRevealed());
        QVERIFY(!coverVisible());
        QTest::keyClick(&w.window, Qt::Key_PageDown);
        QCOMPARE(bar->step(), 3);
        QVERIFY(test::waitIdle(w.controller));
        QCOMPARE(w.window.currentView()->id(), QStringLiteral("binary"));
        QCOMPARE(w.window.currentView()->settingText(QStringLiteral("exact-binary")), QStringLiteral("on"));
        QTest::keyClick(&w.window, Qt::Key_PageUp);
        QCOMPARE(bar->step(), 2);
        QVERIFY(bar->isRevealed());
        // The last step's Next ends the lesson; the keys are free again.
        bar->forward();
        bar->forward();
        QVERIFY(!bar->isRunning());
        const long position = w.state.position();
        QTest::keyClick(&w.window, Qt::Key_PageDown);
        QVERIFY(!bar->isRunning());
        QCOMPARE(w.state.position(), position);
    }
    /// The longest step (the Fourier one) in a small window: its text is either all shown or
    /// scrolls to its end, and presentation mode, whose type is larger, gives it more room, not less.
    void theLessonTextShowsWholeOrScrolls()
    {
        test::Window w;
        w.window.resize(900, 520);
        QVERIFY(QTest::qWaitForWindowExposed(&w.window));
        const Lesson* lesson = lessons::find(QStringLiteral("beyond-training"));
        QVERIFY(lesson);
        w.window.startLesson(*lesson, 0, true);
        QVERIFY(test::waitIdle(w.controller));
        QCoreApplication::processEvents();
        LessonBar* bar = w.window.lessonBar();
        QScrollArea* area = bar->textArea();
        QLabel* text = bar->textLabel();
        QVERIFY(area->isVisible());
        QCOMPARE(text->text(), lesson->steps[0].text.toString());
        // What the text needs at the width it is shown at, against what it gets.
        const auto missing = [&] {
            return text->heightForWidth(area->viewport()->width()) - area->viewport()->height();
        };
        const auto readable = [&] {
            const QScrollBar* bar = area->verticalScrollBar();
            return missing() <= 0 || (bar->isVisible() && bar->isEnabled() && bar->maximum() >= missing());
        };
        QVERIFY2(readable(), qPrintable(QStringLiteral("%1 px cut off").arg(missing())));
        // This window is too small for the whole step: the scroll bar is what shows the rest.
        QVERIFY(missing() > 0);
        QVERIFY(area->verticalScrollBar()->isVisible());
        area->verticalScrollBar()->setValue(area->verticalScrollBar()->maximum());
        const QPoint lastLine = text->mapTo(area->viewport(), QPoint(0, text->height() - 1));
        QVERIFY(area->viewport()->rect().contains(lastLine));
        const int inWindow = area->viewport()->height();
        const double pointsInWindow = text->font().pointSizeF();

        QTest::keyClick(&w.window, Qt::Key_F5);
        QVERIFY(w.window.presentationMode()->active());
        QTRY_VERIFY(w.window.isFullScreen() || w.window.geometry() == w.window.screen()->geometry());
        QCoreApplication::processEvents();
        QVERIFY2(readable(), qPrintable(QStringLiteral("%1 px cut off in presentation mode").arg(missing())));
        QVERIFY2(area->viewport()->height() >= inWindow,
                 qPrintable(QStringLiteral("%1 < %2 px").arg(area->viewport()->height()).arg(inWindow)));
        QVERIFY(text->font().pointSizeF() > pointsInWindow); // the text follows the larger type
        QTest::keyClick(&w.window, Qt::Key_Escape);
        QVERIFY(!w.window.presentationMode()->active());
    }
};

QTEST_MAIN(TestLessons)
#include "test_lessons.moc"

// The guided lessons: every shipped lesson file reads and every step sets up a figure through
// the command line's own parser; a lesson runs in the window, a question covers the figure
// until it is revealed, and the presenter's keys step through it; bad files are refused.

#include "uitest.h"

#include "ui/framework/language.h"
#include "ui/framework/lessons.h"
#include "ui/framework/view.h"
#include "ui/plotting/cardelement.h"
#include "ui/shell/lessonbar.h"
#include "ui/shell/panes.h"
#include "ui/shell/presentationmode.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QGroupBox>
#include <QLabel>
#include <QRegularExpression>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSplitter>
#include <QTabWidget>
#include <QTest>
#include <qcustomplot.h>

using namespace pe::ui;

namespace {

const QStringList& languageCodes()
{
    static const QStringList codes{QStringLiteral("en"), QStringLiteral("fr"), QStringLiteral("zh")};
    return codes;
}

/// A step's text in one language, its question first.
QString stepText(const LessonStep& step, const QString& code)
{
    return step.question.in(code) + QLatin1Char('\n') + step.text.in(code);
}

/// Every text the view shows: its title, labels, buttons, group boxes, tabs, tables, and in its
/// plots the titles, axis labels, legend names, cards and text items, panels on other pages included.
QStringList shownTexts(const View* view)
{
    QStringList out{view->title()};
    for (const QLabel* l : view->findChildren<QLabel*>())
        out << l->text();
    for (const QAbstractButton* b : view->findChildren<QAbstractButton*>())
        out << b->text();
    for (const QGroupBox* g : view->findChildren<QGroupBox*>())
        out << g->title();
    for (const QTabWidget* t : view->findChildren<QTabWidget*>())
        for (int i = 0; i < t->count(); ++i)
            out << t->tabText(i);
    for (const QAbstractItemView* v : view->findChildren<QAbstractItemView*>()) {
        const QAbstractItemModel* m = v->model();
        if (!m)
            continue;
        for (int c = 0; c < m->columnCount(); ++c)
            out << m->headerData(c, Qt::Horizontal).toString();
        for (int r = 0; r < std::min(m->rowCount(), 64); ++r) {
            out << m->headerData(r, Qt::Vertical).toString();
            for (int c = 0; c < m->columnCount(); ++c)
                out << m->index(r, c).data().toString();
        }
    }
    for (QCustomPlot* p : view->findChildren<QCustomPlot*>()) {
        for (const QCPTextElement* t : p->findChildren<QCPTextElement*>())
            out << t->text();
        for (const CardElement* c : p->findChildren<CardElement*>())
            out << c->title() << c->headline();
        for (const QCPAxis* a : p->findChildren<QCPAxis*>())
            out << a->label();
        for (int i = 0; i < p->plottableCount(); ++i)
            out << p->plottable(i)->name();
        for (int i = 0; i < p->itemCount(); ++i)
            if (const auto* t = qobject_cast<QCPItemText*>(p->item(i)))
                out << t->text();
    }
    return out;
}

/// The names a text quotes: “…” in English and Chinese, « … » in French.
QStringList quoted(const QString& text)
{
    static const QRegularExpression quotes(QStringLiteral("[“«]([^”»]+)[”»]"));
    QStringList out;
    for (auto it = quotes.globalMatch(text); it.hasNext();)
        out << it.next().captured(1);
    return out;
}

/// The window at `size`, shown, with the first step of lesson `id` on it and drawn; the lesson,
/// or nullptr when the window did not show or there is no such lesson.
const Lesson* startFirstStep(test::Window& w, QSize size, const char* id)
{
    w.window.resize(size);
    if (!QTest::qWaitForWindowExposed(&w.window))
        return nullptr;
    const Lesson* lesson = lessons::find(QLatin1String(id));
    if (!lesson)
        return nullptr;
    w.window.startLesson(*lesson, 0, false);
    return test::waitIdle(w.controller) ? lesson : nullptr;
}

} // namespace

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

    /// A figure may show its panels side by side, as pages or one of them focused, whatever the
    /// screen: "the curve on the right" is true on one screen and names nothing on another. A
    /// step names a panel by what it shows ("“Sine only”"), never by its place.
    void noStepPlacesAPanelByItsPlace()
    {
        const auto re = [](const char* pattern) {
            return QRegularExpression(QString::fromUtf8(pattern), QRegularExpression::CaseInsensitiveOption);
        };
        const QMap<QString, QRegularExpression> places{
            {QStringLiteral("en"),
             re("\\b(on|at|in) the (left|right|top|bottom|middle)\\b|\\b(top|bottom) (left|right)\\b|"
                "\\b(left|right|top|bottom|middle|upper|lower) (plot|panel|curve|table|map|picture|card|chart|graph)|"
                "(^|[(.:;] )(left|right|top|bottom|middle|above|below)\\b")},
            {QStringLiteral("fr"),
             re("à gauche|à droite|en haut|en bas|au milieu|du milieu|de gauche|de droite|du haut\\b|"
                "du bas\\b|ci-dessus|ci-dessous")},
            {QStringLiteral("zh"),
             re("左边|右边|左侧|右侧|左下|右下|左上|右上|上方|下方|中间的|左：|右：|（左|（右|（中间")}};
        QStringList problems;
        for (const Lesson& lesson : lessons::all())
            for (std::size_t i = 0; i < lesson.steps.size(); ++i)
                for (const QString& code : languageCodes()) {
                    const QRegularExpressionMatch m = places[code].match(stepText(lesson.steps[i], code));
                    if (m.hasMatch())
                        problems << QStringLiteral("%1 step %2 (%3): \"%4\"")
                                        .arg(lesson.name)
                                        .arg(i + 1)
                                        .arg(code, m.captured());
                }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    /// What a step quotes by name is in its figure, in every language: a panel's title, an axis,
    /// a card, a table (lesson 1 once spoke of rows and columns of a figure it did not show).
    void whatAStepQuotesIsInItsFigure()
    {
        QStringList problems;
        int checked = 0;
        for (const QString& code : languageCodes()) {
            QVERIFY(language::install(code));
            test::Window w;
            w.window.resize(1920, 1080); // the titles whole, not shortened to a small window's width
            w.window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w.window));
            for (const Lesson& lesson : lessons::all())
                for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
                    const QStringList names = quoted(stepText(lesson.steps[i], code));
                    if (names.isEmpty())
                        continue;
                    w.window.startLesson(lesson, static_cast<int>(i), true);
                    QVERIFY(test::waitIdle(w.controller, 30000));
                    // A long label may be wrapped, a Chinese one between any two characters.
                    static const QRegularExpression space(QStringLiteral("\\s+"),
                                                          QRegularExpression::UseUnicodePropertiesOption);
                    QStringList shown = shownTexts(w.window.currentView());
                    for (QString& text : shown)
                        text.remove(space);
                    for (QString name : names) {
                        ++checked;
                        name.remove(space);
                        // A title shortened to its room ("One curve per dimen…") names its start.
                        const bool found = std::any_of(shown.cbegin(), shown.cend(), [&](const QString& s) {
                            const QString start = s.section(QChar(0x2026), 0, 0);
                            return s.contains(name, Qt::CaseInsensitive) ||
                                   (start.size() < s.size() && start.size() >= 8 &&
                                    name.startsWith(start, Qt::CaseInsensitive));
                        });
                        if (!found)
                            problems << QStringLiteral("%1 step %2 (%3): “%4” in none of: %5")
                                            .arg(lesson.name)
                                            .arg(i + 1)
                                            .arg(code, name, shown.join(QStringLiteral(" | ")).left(1500));
                    }
                }
        }
        QVERIFY(language::install(QStringLiteral("en")));
        QVERIFY2(checked >= 30, qPrintable(QString::number(checked)));
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    /// Numbers as the reader writes them, as the figures do (QLocale): 0,2955 and 10 000 in
    /// French; 0.2955 and 10,000 in English and Chinese. Four digits stay ungrouped, as QLocale
    /// leaves them.
    void numbersAreWrittenInTheLessonsLanguage()
    {
        static const QRegularExpression ungrouped(QStringLiteral("(?<![\\d^])\\d{5,}"));
        static const QRegularExpression decimalPoint(QStringLiteral("\\d\\.\\d"));
        // A comma between digits that is not a group of exactly three: a decimal comma.
        static const QRegularExpression decimalComma(QStringLiteral("\\d,(?!\\d{3}(?!\\d))\\d"));
        QStringList problems;
        for (const Lesson& lesson : lessons::all())
            for (std::size_t i = 0; i < lesson.steps.size(); ++i)
                for (const QString& code : languageCodes()) {
                    const QString text = stepText(lesson.steps[i], code);
                    const QRegularExpression& wrong = code == QLatin1String("fr") ? decimalPoint : decimalComma;
                    for (const QRegularExpression* re : {&ungrouped, &wrong}) {
                        const QRegularExpressionMatch m = re->match(text);
                        if (m.hasMatch())
                            problems << QStringLiteral("%1 step %2 (%3): \"%4\"")
                                            .arg(lesson.name)
                                            .arg(i + 1)
                                            .arg(code, text.mid(std::max<qsizetype>(0, m.capturedStart() - 8), 24));
                    }
                }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
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
    /// A step that fits has no scroll bar, though it was first shown in a narrow window (or set
    /// before the window had its size, --lesson on the command line): QLabel's height for a width
    /// is at least its minimum height, so the text kept the height it wrapped to when narrow.
    void aShortStepDoesNotScroll()
    {
        test::Window w;
        QVERIFY(startFirstStep(w, QSize(400, 500), "clock-and-binary"));
        QCoreApplication::processEvents();
        w.window.resize(1600, 1000);
        QTRY_COMPARE(w.window.width(), 1600);
        QCoreApplication::processEvents();
        QScrollArea* area = w.window.lessonBar()->textArea();
        QLabel* text = w.window.lessonBar()->textLabel();
        QVERIFY(area->isVisible());
        QVERIFY2(text->heightForWidth(area->viewport()->width()) <= area->viewport()->height(),
                 qPrintable(QStringLiteral("%1 > %2 px")
                                .arg(text->heightForWidth(area->viewport()->width()))
                                .arg(area->viewport()->height())));
        QVERIFY(!area->verticalScrollBar()->isVisible());
    }

    /// Revealed, a step too long for the dock shows its answer from the first line: the question,
    /// read on the cover a moment ago, is scrolled back above it.
    void theAnswerShowsOnReveal()
    {
        test::Window w;
        const Lesson* lesson = startFirstStep(w, QSize(900, 520), "offsets-and-distances");
        QVERIFY(lesson);
        const LessonStep& step = lesson->steps[0];
        QVERIFY(!step.question.isEmpty());
        LessonBar* bar = w.window.lessonBar();
        QScrollArea* area = bar->textArea();
        QLabel* text = bar->textLabel();
        QCOMPARE(area->verticalScrollBar()->value(), 0);
        QTest::keyClick(&w.window, Qt::Key_PageDown);
        QVERIFY(bar->isRevealed());
        QCoreApplication::processEvents();
        QVERIFY(text->height() > area->viewport()->height()); // the step does not fit here
        const QFontMetrics metrics(text->font());
        const int questionHeight = metrics
                                       .boundingRect(QRect(0, 0, area->viewport()->width(), 1 << 20), Qt::TextWordWrap,
                                                     step.question.toString())
                                       .height();
        const int scrolled = area->verticalScrollBar()->value();
        QVERIFY2(scrolled >= questionHeight && scrolled <= questionHeight + metrics.lineSpacing(),
                 qPrintable(QStringLiteral("scrolled %1 px, question %2 px").arg(scrolled).arg(questionHeight)));
    }

    /// The longest step (the Fourier one) in a small window: its text is either all shown or
    /// scrolls to its end, and presentation mode, whose type is larger, gives it more room, not less.
    void theLessonTextShowsWholeOrScrolls()
    {
        test::Window w;
        w.window.resize(640, 420); // narrow: the step (three lines at 1920 x 1080) wraps to more here
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
        // As large as in the window (above the figures' floor): no larger, so that the figure
        // and the step both fit a projector, and never smaller.
        QTRY_COMPARE(text->font().pointSizeF(), pointsInWindow);
        QTest::keyClick(&w.window, Qt::Key_Escape);
        QVERIFY(!w.window.presentationMode()->active());
    }
};

QTEST_MAIN(TestLessons)
#include "test_lessons.moc"

// Presentation mode (F5) and View > Text size (Ctrl++, Ctrl+-, Ctrl+0), through their keys.
#include "ui/framework/appstate.h"
#include "ui/framework/controller.h"
#include "ui/framework/exporter.h"
#include "ui/framework/lessons.h"
#include "ui/framework/view.h"
#include "ui/framework/viewregistry.h"
#include "ui/plotting/cardelement.h"
#include "ui/plotting/cellgrid.h"
#include "ui/plotting/figurepages.h"
#include "ui/plotting/plotstyle.h"
#include "ui/shell/lessonbar.h"
#include "ui/shell/presentationmode.h"
#include "ui/shell/textsize.h"
#include "ui/widgets/parameterpanel.h"
#include "uitest.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QMenuBar>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QStatusBar>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QToolBar>

#include <functional>
#include <map>
#include <memory>
#include <qcustomplot.h>

using namespace pe::ui;

namespace {
/// The tick label font size of the heatmap's bottom axis.
double tickPoints(MainWindow& window)
{
    auto* plot = window.view(QStringLiteral("heatmap"))->findChild<QCustomPlot*>();
    return plot ? plot->xAxis->tickLabelFont().pointSizeF() : -1;
}

/// The fonts of the figures and widgets of view `id` of `window`: "kind points", sorted, each
/// once (a figure short of room may show a legend entry fewer: wavelengths).
QStringList fontsOf(const View* view)
{
    QStringList out;
    const auto pt = [](const QFont& f) { return QString::number(f.pointSizeF(), 'f', 2); };
    for (QCustomPlot* plot : view->findChildren<QCustomPlot*>()) {
        QList<QCPLayoutElement*> elements = plot->plotLayout()->elements(true);
        elements += figurepages::hidden(plot);
        for (QCPLayoutElement* e : elements) {
            QList<QCPAxis*> axes;
            if (auto* rect = qobject_cast<QCPAxisRect*>(e))
                axes = rect->axes();
            else if (auto* scale = qobject_cast<QCPColorScale*>(e))
                axes = {scale->axis()};
            else if (auto* text = qobject_cast<QCPTextElement*>(e))
                out << QStringLiteral("text %1").arg(pt(text->font()));
            else if (auto* legend = qobject_cast<QCPLegend*>(e)) {
                out << QStringLiteral("legend %1").arg(pt(legend->font()));
                for (int i = 0; i < legend->itemCount(); ++i)
                    if (legend->item(i))
                        out << QStringLiteral("legend item %1").arg(pt(legend->item(i)->font()));
            } else if (auto* card = qobject_cast<CardElement*>(e))
                out << QStringLiteral("card %1").arg(card->textScale(), 0, 'f', 2);
            for (QCPAxis* axis : axes)
                if (axis)
                    out << QStringLiteral("axis %1 %2").arg(pt(axis->tickLabelFont()), pt(axis->labelFont()));
        }
        for (int i = 0; i < plot->itemCount(); ++i)
            if (auto* text = qobject_cast<QCPItemText*>(plot->item(i)))
                out << QStringLiteral("item %1").arg(pt(text->font()));
        for (int i = 0; i < plot->plottableCount(); ++i)
            if (auto* grid = qobject_cast<CellGrid*>(plot->plottable(i)))
                out << QStringLiteral("cells %1").arg(pt(grid->textFont()));
    }
    for (QWidget* w : view->findChildren<QWidget*>())
        if (w->testAttribute(Qt::WA_SetFont))
            out << QStringLiteral("%1 %2").arg(QString::fromLatin1(w->metaObject()->className()), pt(w->font()));
    out.sort();
    out.removeDuplicates();
    return out;
}
QStringList fontsOf(MainWindow& window, const QString& id)
{
    return fontsOf(window.view(id));
}
/// `fonts` (fontsOf) with every size multiplied by `factor`, sorted again.
QStringList timesFactor(const QStringList& fonts, double factor)
{
    QStringList out;
    static const QRegularExpression number(QStringLiteral("[0-9]+\\.[0-9]+"));
    for (QString entry : fonts) {
        QString scaled;
        qsizetype from = 0;
        for (auto it = number.globalMatch(entry); it.hasNext();) {
            const auto m = it.next();
            scaled +=
                entry.mid(from, m.capturedStart() - from) + QString::number(m.captured().toDouble() * factor, 'f', 2);
            from = m.capturedEnd();
        }
        out << scaled + entry.mid(from);
    }
    out.sort();
    out.removeDuplicates();
    return out;
}

/// What a view's figure is drawn with for an export: its fonts (fontsOf, but for the view's own
/// entry, which an export at another text size gives a font, and a combo box's popup, which
/// takes that font as its own) and the view's font size.
QStringList exportedFonts(View* view)
{
    struct Probe : QObject {
        std::function<void()> seen;
        bool eventFilter(QObject*, QEvent* event) override
        {
            if (event->type() == exporter::ExportEvent::type() && static_cast<exporter::ExportEvent*>(event)->begin)
                seen();
            return false;
        }
    } probe;
    QStringList fonts;
    probe.seen = [&] {
        fonts = fontsOf(view);
        fonts.removeIf([view](const QString& f) {
            return f.startsWith(QLatin1String(view->metaObject()->className())) ||
                   f.startsWith(QLatin1String("QComboBoxPrivateContainer"));
        });
        fonts << QStringLiteral("view %1").arg(view->font().pointSizeF(), 0, 'f', 2);
    };
    view->installEventFilter(&probe);
    QString error;
    exporter::FigureOptions options;
    options.size = QSize(1200, 800);
    const bool drawn = exporter::renderImage(exporter::Panes(view), options, &error).has_value();
    view->removeEventFilter(&probe);
    return drawn ? fonts : QStringList{QStringLiteral("no image: ") + error};
}

/// exportedFonts() of a heatmap made afresh for a file, as an animation's frames and a lesson's
/// handout are drawn (animation::drawFresh): no window of its own, built at the present text size.
QStringList freshExportFonts()
{
    AppState state;
    Controller controller(&state);
    std::unique_ptr<View> view(findViewType(QStringLiteral("heatmap"))->create(nullptr));
    controller.addView(view.get());
    view->setAttribute(Qt::WA_DontShowOnScreen);
    view->resize(1200, 800);
    view->show();
    controller.refreshNow(view.get());
    return exportedFonts(view.get());
}
} // namespace

class TestPresentation : public QObject {
    Q_OBJECT
private slots:
    void init() { Settings().setValue(Settings::textScale, 1.0); }

    void textSizeScalesControlsAndFiguresAndIsRemembered()
    {
        const double appPoints = QApplication::font().pointSizeF();
        test::Window w;
        QVERIFY(QTest::qWaitForWindowActive(&w.window));
        const double ticks = tickPoints(w.window);
        QVERIFY(ticks > 0);
        QTest::keyClick(&w.window, Qt::Key_Plus, Qt::ControlModifier);
        QTest::keyClick(&w.window, Qt::Key_Plus, Qt::ControlModifier);
        const double scale = w.window.textSize()->scale();
        QCOMPARE(scale, TextSize::steps()[4]); // two steps up from 1
        QCOMPARE(QApplication::font().pointSizeF(), appPoints * scale);
        QCOMPARE(tickPoints(w.window), ticks * scale);
        QCOMPARE(Settings().value(Settings::textScale), scale);
        QTest::keyClick(&w.window, Qt::Key_Minus, Qt::ControlModifier);
        QCOMPARE(w.window.textSize()->scale(), TextSize::steps()[3]);
        QTest::keyClick(&w.window, Qt::Key_0, Qt::ControlModifier);
        QCOMPARE(w.window.textSize()->scale(), 1.0);
        QCOMPARE(QApplication::font().pointSizeF(), appPoints);
        QVERIFY(qAbs(tickPoints(w.window) - ticks) < 1e-9);
        // Never past the ends of the steps.
        for (int i = 0; i < 20; ++i)
            w.window.textSize()->smaller();
        QCOMPARE(w.window.textSize()->scale(), TextSize::steps().front());
        QTest::keyClick(&w.window, Qt::Key_0, Qt::ControlModifier);
    }

    void aLargerTextSizeWidensThePanelAndTheFrameTimeRatherThanCutThem()
    {
        test::Window w;
        w.window.setCurrentView(QStringLiteral("rope")); // many settings: the panel scrolls down
        QVERIFY(test::waitIdle(w.controller));
        auto* dock = w.window.findChild<QDockWidget*>(QStringLiteral("parametersDock"));
        QVERIFY(dock);
        auto* area = qobject_cast<QScrollArea*>(dock->widget());
        QVERIFY(area);
        auto* frameTime = w.window.findChild<QLabel*>(QStringLiteral("frameTime"));
        QVERIFY(frameTime);
        auto* layoutBox = w.window.parameterPanel()->findChild<QComboBox*>(QStringLiteral("layoutBox"));
        QVERIFY(layoutBox);
        for (double scale : {1.25, 1.5, 1.0}) {
            w.window.textSize()->setScale(scale);
            QTest::qWait(50); // the layouts run
            // (the shared choices whole: "Interleaved: sin, cos, si" at 1.5)
            const auto room = [layoutBox] {
                QStyleOptionComboBox option;
                option.initFrom(layoutBox);
                return layoutBox->style()
                    ->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, layoutBox)
                    .width();
            };
            QTRY_VERIFY2(
                room() >= layoutBox->fontMetrics().horizontalAdvance(layoutBox->currentText()),
                qPrintable(
                    QStringLiteral("at %1: %2 px for \"%3\"").arg(scale).arg(room()).arg(layoutBox->currentText())));
            // (and the status bar's frame time is as wide as its longest text in the new size)
            frameTime->setText(QStringLiteral("frame 9999.9 ms"));
            QVERIFY(frameTime->width() >= frameTime->fontMetrics().horizontalAdvance(frameTime->text()));
            QVERIFY2(!area->horizontalScrollBar()->isVisible(),
                     qPrintable(QStringLiteral("at %1: the panel needs %2 px of %3")
                                    .arg(scale)
                                    .arg(area->widget()->minimumSizeHint().width())
                                    .arg(area->viewport()->width())));
        }
    }

    void theViewsDescriptionGivesWayRatherThanMakeThePanelScroll()
    {
        // The description at the foot of the Parameters panel (also the tab's tooltip) was cut
        // in half at the panel's bottom edge on a short window (a lesson under the figure).
        test::Window w;
        QVERIFY(w.show<View>(QStringLiteral("heatmap")));
        auto* about = w.window.findChild<QLabel*>(QStringLiteral("viewAbout"));
        auto* dock = w.window.findChild<QDockWidget*>(QStringLiteral("parametersDock"));
        QVERIFY(about && dock);
        auto* area = qobject_cast<QScrollArea*>(dock->widget());
        QVERIFY(area);
        QTRY_VERIFY(about->isVisible());
        QVERIFY(!area->verticalScrollBar()->isVisible());
        const int tall = w.window.height();
        // Shorter than the panel with its description, tall enough for it without.
        const int short_ = tall -
                           (area->viewport()->height() - area->widget()->heightForWidth(area->viewport()->width())) -
                           about->height() / 2;
        w.window.resize(w.window.width(), short_);
        QTRY_VERIFY(!about->isVisible());
        QTRY_VERIFY(!area->verticalScrollBar()->isVisible());
        w.window.resize(w.window.width(), tall);
        QTRY_VERIFY(about->isVisible());
        QVERIFY(!area->verticalScrollBar()->isVisible());
    }

    void textSizeScalesTheInspectorsOwnFonts()
    {
        // The formula inspector sets sizes of its own (12 pt, its formula 16 pt), which the
        // application font no longer reaches: Text size scales them too.
        test::Window w;
        QVERIFY(QTest::qWaitForWindowActive(&w.window));
        View* inspector = w.window.view(QStringLiteral("inspector"));
        QVERIFY(inspector);
        auto* table = inspector->findChild<QTableView*>();
        QVERIFY(table);
        const double view = inspector->font().pointSizeF(), cells = table->font().pointSizeF();
        QTest::keyClick(&w.window, Qt::Key_Plus, Qt::ControlModifier);
        const double scale = w.window.textSize()->scale();
        QVERIFY(scale > 1.0);
        QVERIFY(qAbs(inspector->font().pointSizeF() - view * scale) < 1e-6);
        QVERIFY(qAbs(table->font().pointSizeF() - cells * scale) < 1e-6);
        QTest::keyClick(&w.window, Qt::Key_0, Qt::ControlModifier);
        QVERIFY(qAbs(inspector->font().pointSizeF() - view) < 1e-6);
        QVERIFY(qAbs(table->font().pointSizeF() - cells) < 1e-6);
    }

    void textSizeScalesTheLessonsQuestion()
    {
        // The question over a hidden answer is 2.2 times the text: of the chosen size too (it
        // kept the size of the window's first font).
        test::Window w;
        auto* cover = w.window.findChild<QLabel*>(QStringLiteral("lessonCover"));
        QVERIFY(cover);
        const double normal = cover->font().pointSizeF();
        QVERIFY(qAbs(normal - 2.2 * QApplication::font().pointSizeF()) < 1e-6);
        w.window.textSize()->setScale(1.5);
        QVERIFY(qAbs(cover->font().pointSizeF() - 1.5 * normal) < 1e-6);
        w.window.textSize()->reset();
        QVERIFY(qAbs(cover->font().pointSizeF() - normal) < 1e-6);
    }

    void aNewWindowStartsAtTheRememberedTextSize()
    {
        Settings().setValue(Settings::textScale, 1.5);
        test::Window w;
        QCOMPARE(w.window.textSize()->scale(), 1.5);
        w.window.textSize()->reset();
    }

    void aWindowBuiltAgainHasEveryTitleAtTheTextSize()
    {
        // A new language or theme builds the window again while the old one, and its text
        // size, still exist: every figure's title is built at that size (those of the panel
        // views and the distance view stayed at 13 pt, under the floor).
        Settings().setValue(Settings::textScale, 1.5);
        test::Window before;
        test::Window w;
        int titles = 0;
        for (View* view : w.window.views())
            for (QCustomPlot* plot : view->findChildren<QCustomPlot*>())
                for (QCPLayoutElement* e : plot->plotLayout()->elements(true))
                    if (auto* title = qobject_cast<QCPTextElement*>(e);
                        title && title->objectName() == QLatin1String("title")) {
                        QVERIFY2(
                            title->font().pointSizeF() >= 13 * 1.5 - 0.01,
                            qPrintable(QStringLiteral("%1: %2 pt").arg(view->id()).arg(title->font().pointSizeF())));
                        ++titles;
                    }
        QVERIFY(titles >= 12);
        w.window.textSize()->reset();
    }

    void everyFontOfEveryFigureFollowsTheTextSize()
    {
        // Legends' names grew twice as much as the rest, the counting table's digits and the
        // requirement cards not at all.
        test::Window w;
        std::map<QString, QStringList> normal;
        for (View* view : w.window.views()) {
            QVERIFY(w.show<View>(view->id()));
            normal[view->id()] = fontsOf(w.window, view->id());
        }
        w.window.textSize()->setScale(1.5);
        QStringList differ;
        for (View* view : w.window.views()) {
            QVERIFY(w.show<View>(view->id()));
            const QStringList larger = fontsOf(w.window, view->id());
            const QStringList expected = timesFactor(normal[view->id()], 1.5);
            if (larger != expected) {
                differ << QStringLiteral("%1:\n  at 1.5: %2\n  wanted: %3")
                              .arg(view->id(), larger.join(QLatin1String(", ")), expected.join(QLatin1String(", ")));
                qWarning().noquote() << differ.back();
            }
        }
        w.window.textSize()->reset();
        QVERIFY2(differ.isEmpty(), qPrintable(differ.join(QLatin1Char('\n'))));
    }

    void exportsKeepTheirOwnTextSize()
    {
        // A figure exported from the window is drawn at text size 1 whatever the screen's (as
        // the command line draws it), and the window's fonts are as they were after it.
        test::Window w;
        std::map<QString, QStringList> normal;
        for (View* view : w.window.views()) {
            QVERIFY(w.show<View>(view->id()));
            normal[view->id()] = exportedFonts(view);
            QVERIFY2(!normal[view->id()].isEmpty(), qPrintable(view->id()));
        }
        const QStringList fresh = freshExportFonts();
        w.window.textSize()->setScale(1.5);
        QStringList differ;
        if (freshExportFonts() != fresh)
            differ << QStringLiteral("a view made afresh for a file, at 1.5: %1\n  at 1: %2")
                          .arg(freshExportFonts().join(QLatin1String(", ")), fresh.join(QLatin1String(", ")));
        for (View* view : w.window.views()) {
            QVERIFY(w.show<View>(view->id()));
            const QStringList before = fontsOf(w.window, view->id());
            const QStringList exported = exportedFonts(view);
            if (exported != normal[view->id()])
                differ << QStringLiteral("%1 exported at 1.5: %2\n  at 1: %3")
                              .arg(view->id(), exported.join(QLatin1String(", ")),
                                   normal[view->id()].join(QLatin1String(", ")));
            if (fontsOf(w.window, view->id()) != before)
                differ << QStringLiteral("%1: the window's fonts changed").arg(view->id());
        }
        QCOMPARE(plotstyle::textScale(), 1.5);
        w.window.textSize()->reset();
        QVERIFY2(differ.isEmpty(), qPrintable(differ.join(QLatin1Char('\n'))));
    }

    void aWindowBuiltAgainHasEveryFontOfAWindowBuiltAtTheTextSize()
    {
        // The fonts a view sets in points (legends, notes, headings, the inspector's formula)
        // stayed at 100 % in a window built again at text size 1.5, under the floor.
        Settings().setValue(Settings::textScale, 1.5);
        std::map<QString, QStringList> fresh;
        {
            test::Window w;
            for (View* view : w.window.views()) {
                QVERIFY(w.show<View>(view->id()));
                fresh[view->id()] = fontsOf(w.window, view->id());
            }
        }
        test::Window before;
        test::Window w;
        QStringList differ;
        for (View* view : w.window.views()) {
            QVERIFY(w.show<View>(view->id()));
            const QString again = fontsOf(w.window, view->id()).join(QLatin1String(", "));
            const QString first = fresh[view->id()].join(QLatin1String(", "));
            if (again != first)
                differ << QStringLiteral("%1:\n  built again: %2\n  built first: %3").arg(view->id(), again, first);
            if (again != first)
                qWarning().noquote() << differ.back();
        }
        w.window.textSize()->reset();
        QVERIFY2(differ.isEmpty(), qPrintable(differ.join(QLatin1Char('\n'))));
    }

    void f5ShowsTheFigureWithDNLAndEscapeRestoresTheWindow()
    {
        test::Window w;
        QVERIFY(w.show<View>(QStringLiteral("heatmap")));
        QVERIFY(QTest::qWaitForWindowActive(&w.window));
        auto* dock = w.window.findChild<QDockWidget*>(QStringLiteral("parametersDock"));
        auto* tabs = w.window.findChild<QTabWidget*>();
        auto* bar = w.window.findChild<QToolBar*>(QStringLiteral("presentationBar"));
        QVERIFY(dock && tabs && bar);
        dock->show();
        const double ticks = tickPoints(w.window);
        PresentationMode* mode = w.window.presentationMode();
        QVERIFY(!bar->isVisible());

        QTest::keyClick(&w.window, Qt::Key_F5);
        QVERIFY(mode->active());
        QVERIFY(bar->isVisible());
        QVERIFY(!w.window.menuBar()->isVisible());
        QVERIFY(!w.window.statusBar()->isVisible());
        QVERIFY(!dock->isVisible());
        QVERIFY(!tabs->tabBar()->isVisible());
        QCOMPARE(tickPoints(w.window), ticks * PresentationMode::kTextFactor); // large type
        QTRY_VERIFY(w.window.isFullScreen() || w.window.geometry() == w.window.screen()->geometry());
        // d, n and L work from the row above the figure.
        test::part<QSpinBox>(mode->controls(), "dimSpin")->setValue(64);
        QCOMPARE(w.state.params().dim, 64);
        QCOMPARE(test::part<QSpinBox>(w.window.parameterPanel(), "dimSpin")->value(), 64);
        // Text size keys still work without the menu bar.
        QTest::keyClick(&w.window, Qt::Key_Plus, Qt::ControlModifier);
        QCOMPARE(w.window.textSize()->scale(), TextSize::steps()[3]);
        QTest::keyClick(&w.window, Qt::Key_0, Qt::ControlModifier);

        QTest::keyClick(&w.window, Qt::Key_Escape);
        QVERIFY(!mode->active());
        QVERIFY(!bar->isVisible());
        QVERIFY(w.window.menuBar()->isVisible());
        QVERIFY(w.window.statusBar()->isVisible());
        QVERIFY(dock->isVisible());
        QVERIFY(tabs->tabBar()->isVisible());
        QVERIFY(!w.window.isFullScreen());
        QVERIFY(qAbs(tickPoints(w.window) - ticks) < 1e-9);
        // F5 toggles as well.
        QTest::keyClick(&w.window, Qt::Key_F5);
        QVERIFY(mode->active());
        QTest::keyClick(&w.window, Qt::Key_F5);
        QVERIFY(!mode->active());
    }

    void lessonKeysWorkInPresentationMode()
    {
        test::Window w;
        QVERIFY(QTest::qWaitForWindowActive(&w.window));
        const Lesson* lesson = lessons::find(QStringLiteral("clock-and-binary"));
        QVERIFY(lesson);
        w.window.startLesson(*lesson, 0, true);
        QVERIFY(test::waitIdle(w.controller));
        QTest::keyClick(&w.window, Qt::Key_F5);
        QVERIFY(w.window.presentationMode()->active());
        LessonBar* bar = w.window.lessonBar();
        QTest::keyClick(&w.window, Qt::Key_PageDown);
        QTest::keyClick(&w.window, Qt::Key_PageDown);
        QVERIFY(bar->step() >= 1);
        const int step = bar->step();
        QTest::keyClick(&w.window, Qt::Key_PageUp);
        QCOMPARE(bar->step(), step - 1);
        QTest::keyClick(&w.window, Qt::Key_Escape);
        QVERIFY(!w.window.presentationMode()->active());
    }

    void presentationModeHasAPointer()
    {
        test::Window w;
        QVERIFY(QTest::qWaitForWindowActive(&w.window));
        PresentationMode* mode = w.window.presentationMode();
        QAction* pointer = mode->pointerAction();
        QVERIFY(!pointer->isEnabled()); // only in presentation mode
        mode->enter();
        QVERIFY(pointer->isEnabled());
        QTest::keyClick(&w.window, Qt::Key_F4);
        QVERIFY(pointer->isChecked());
        auto* ring = w.window.findChild<QWidget*>(QStringLiteral("presentationPointer"));
        QVERIFY(ring && ring->isVisible());
        QVERIFY(ring->testAttribute(Qt::WA_TransparentForMouseEvents)); // clicks go through
        QCOMPARE(ring->size(), w.window.size());
        mode->leave();
        QVERIFY(!pointer->isChecked());
        QVERIFY(!ring->isVisible());
    }

    void cleanupTestCase() { Settings().setValue(Settings::textScale, 1.0); }
};

QTEST_MAIN(TestPresentation)
#include "test_presentation.moc"

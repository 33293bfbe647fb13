// The clock view follows the shared parameters, its settings' controls, and Play advances t.

#include "uitest.h"

#include <memory>

#include "core/analysis/clock.h"
#include "core/formula/formula.h"
#include "ui/framework/appstate.h"
#include "ui/framework/controller.h"
#include "ui/framework/settings.h"
#include "ui/plotting/colouredpoints.h"
#include "ui/plotting/opaqueplot.h"
#include "ui/shell/mainwindow.h"
#include "ui/views/clock/clockfigure.h"
#include "ui/views/clock/clockview.h"
#include "ui/widgets/parameterpanel.h"

#include <QComboBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QTest>
#include <qcustomplot.h>

using namespace pe;
using namespace pe::ui;

class TestClock : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<test::Window> m_fixture;
    AppState* m_state = nullptr;
    Controller* m_controller = nullptr;
    MainWindow* m_window = nullptr;
    ClockView* m_view = nullptr;

    /// The figure drawn now (a child of the view's plot).
    ClockFigure* figure() const { return m_view->findChild<ClockFigure*>(); }

    template <typename W> W* control(const char* key) { return m_fixture->settingControl<W>(QLatin1String(key)); }

    /// Picks entry `index` of a menu as the user does (with the arrow keys, which emit activated).
    static void choose(QComboBox* combo, int index)
    {
        while (combo->currentIndex() < index)
            QTest::keyClick(combo, Qt::Key_Down);
        while (combo->currentIndex() > index)
            QTest::keyClick(combo, Qt::Key_Up);
    }

    /// The line under the dials, as the user reads it (its line breaks as spaces).
    QString subsetText() const
    {
        const auto* line = m_view->findChild<QCPTextElement*>(QStringLiteral("subset"));
        return line ? line->text().replace(QLatin1Char('\n'), QLatin1Char(' ')) : QString();
    }

    /// The pairs k the line under the dials names ("...: k = 0, 36, 73").
    std::vector<int> shownPairs() const
    {
        const QString text = subsetText();
        const qsizetype at = text.lastIndexOf(QLatin1String("k = "));
        if (at < 0)
            return {};
        std::vector<int> pairs;
        for (const QString& k : text.mid(at + 4).split(QLatin1String(", ")))
            pairs.push_back(k.trimmed().toInt());
        return pairs;
    }

    /// Every drawn hand points where the core says pair k is at the current t.
    void checkHandsAgainstCore()
    {
        const auto& p = m_state->params();
        const long t = static_cast<long>(m_state->position());
        QCOMPARE(m_view->frame()->clock.position, t);
        ClockFigure* fig = figure();
        QCOMPARE(fig->dialCount(), static_cast<int>(shownPairs().size()));
        for (int i = 0; i < fig->dialCount(); ++i) {
            const core::Hand h = core::hand(p, shownPairs()[i], t);
            const QPointF tip = fig->handItem(i)->end->coords();
            QCOMPARE_LE(std::abs(tip.x() - h.sin), 1e-12);
            QCOMPARE_LE(std::abs(tip.y() - h.cos), 1e-12);
            QVERIFY2(fig->dialTopLabel(i).contains(QStringLiteral("k = %1").arg(h.pair)),
                     qPrintable(fig->dialTopLabel(i)));
            QVERIFY2(fig->dialBottomLabel(i).contains(QString::number(h.turns)), qPrintable(fig->dialBottomLabel(i)));
        }
        const core::WallClock w = core::wallClock(t);
        QCOMPARE_LE(std::abs(fig->wallHand(0)->end->coords().x() - 0.95 * std::sin(w.secondAngle)), 1e-12);
    }

private Q_SLOTS:
    void init()
    {
        m_fixture = std::make_unique<test::Window>();
        m_state = &m_fixture->state;
        m_controller = &m_fixture->controller;
        m_window = &m_fixture->window;
        m_view = m_fixture->show<ClockView>(QStringLiteral("clock"));
        QVERIFY(m_view);
    }

    void cleanup() { m_fixture.reset(); }

    void showsEvenlySpacedPairsAndSaysWhich()
    {
        QCOMPARE(shownPairs(), (std::vector<int>{0, 36, 73, 109, 146, 182, 219, 255}));
        const QString text = subsetText();
        QVERIFY2(text.contains(QLatin1String("8 of 256")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("k = 0, 36, 73")), qPrintable(text));
        checkHandsAgainstCore();
    }

    void followsThePositionSlider()
    {
        QSlider* slider = test::part<QSlider>(m_view, "positionSlider");
        QVERIFY(slider);
        slider->setFocus();
        QTest::keyClick(slider, Qt::Key_End);
        QVERIFY(test::waitIdle(*m_controller));
        QCOMPARE(m_state->position(), 99);
        QCOMPARE(test::part<QSpinBox>(m_view, "positionSpin")->value(), 99);
        checkHandsAgainstCore();
        // The trail ends at t and is coloured from its first position to t.
        ColouredPoints* trail = figure()->trailPlottable(0);
        QCOMPARE(trail->values().size(), 20);
        QCOMPARE(trail->values().back(), 99.0);
        QCOMPARE(trail->values().front(), 80.0);
    }

    void aNewPositionRepaintsOnlyTheMovingLayerAndLooksLikeAFullReplot()
    {
        QCustomPlot* plot = m_view->primaryPlot();
        m_state->setPosition(40);
        QVERIFY(test::waitIdle(*m_controller));
        QCoreApplication::processEvents();
        QSignalSpy fullReplots(plot, &QCustomPlot::afterReplot);
        m_state->setPosition(41);
        QVERIFY(test::waitIdle(*m_controller));
        QCoreApplication::processEvents();
        checkHandsAgainstCore();
        QCOMPARE(fullReplots.count(), 0);
        const QImage layered = plot->grab().toImage();
        plot->replot(QCustomPlot::rpImmediateRefresh);
        QCOMPARE(fullReplots.count(), 1);
        QCOMPARE(layered, plot->grab().toImage());
        // A new pair subset changes the layout: a full replot.
        control<QSpinBox>("pair-count")->setValue(5);
        QVERIFY(test::waitIdle(*m_controller));
        // (At least one: under load the figure may also lay its text out again.)
        QTRY_VERIFY(fullReplots.count() >= 2);
    }

    void followsTheSharedParameters()
    {
        test::part<QSpinBox>(m_window->parameterPanel(), "dimSpin")->setValue(8);
        QVERIFY(test::waitIdle(*m_controller));
        // Only 4 pairs exist: all of them are shown, and the label says so.
        QCOMPARE(shownPairs(), (std::vector<int>{0, 1, 2, 3}));
        QVERIFY(subsetText().contains(QLatin1String("all 4")));
        m_state->setPosition(3); // article 003's worked example
        m_state->setLength(50);
        QVERIFY(test::waitIdle(*m_controller));
        QCOMPARE(test::part<QSlider>(m_view, "positionSlider")->maximum(), 49);
        checkHandsAgainstCore();
        m_state->setPosition(49);
        m_state->setLength(10); // clamps t to 9
        QVERIFY(test::waitIdle(*m_controller));
        QCOMPARE(test::part<QSlider>(m_view, "positionSlider")->value(), 9);
        checkHandsAgainstCore();
    }

    void followsItsOwnControls()
    {
        choose(control<QComboBox>("pairs"), 1); // last
        control<QSpinBox>("pair-count")->setValue(3);
        control<QSpinBox>("trail")->setValue(5);
        m_state->setPosition(50);
        QVERIFY(test::waitIdle(*m_controller));
        QCOMPARE(m_view->settingText(QStringLiteral("pairs")), QStringLiteral("last"));
        QCOMPARE(shownPairs(), (std::vector<int>{253, 254, 255}));
        QVERIFY(subsetText().contains(QLatin1String("slowest")));
        QCOMPARE(figure()->trailPlottable(2)->points().size(), 5);
        checkHandsAgainstCore();
        choose(control<QComboBox>("pairs"), 0); // first
        QVERIFY(test::waitIdle(*m_controller));
        QCOMPARE(shownPairs(), (std::vector<int>{0, 1, 2}));
        checkHandsAgainstCore();
    }

    void playAdvancesThePositionAndPauseStopsIt()
    {
        QComboBox* speed = test::part<QComboBox>(m_view, "speedBox");
        speed->setCurrentIndex(speed->findData(100));
        QPushButton* play = test::part<QPushButton>(m_view, "playButton");
        QSignalSpy moved(m_state, &AppState::positionChanged);
        QTest::mouseClick(play, Qt::LeftButton);
        QVERIFY(m_view->isPlaying());
        QTRY_VERIFY_WITH_TIMEOUT(m_state->position() >= 10, 5000);
        QTest::mouseClick(play, Qt::LeftButton);
        QVERIFY(!m_view->isPlaying());
        QVERIFY(moved.count() >= 2);
        QVERIFY(test::waitIdle(*m_controller));
        const qint64 stopped = m_state->position();
        QTest::qWait(200);
        QCOMPARE(m_state->position(), stopped);
        checkHandsAgainstCore();
    }

    void playWrapsAroundAtTheEnd()
    {
        m_state->setLength(20);
        m_state->setPosition(15);
        QComboBox* speed = test::part<QComboBox>(m_view, "speedBox");
        speed->setCurrentIndex(speed->findData(50));
        m_view->setPlaying(true);
        QTRY_VERIFY_WITH_TIMEOUT(m_state->position() < 15, 5000);
        QVERIFY(m_state->position() < 20);
        m_view->setPlaying(false);
    }

    void leavingTheTabPauses()
    {
        m_view->setPlaying(true);
        m_window->setCurrentView(QStringLiteral("heatmap"));
        QVERIFY(!m_view->isPlaying());
    }

    // The circles figure (d = 8, L = 20, t = 19, four dials): pair 2 (dims 4, 5) sweeps
    // w_2 * 19 = 19 / 100 rad = 10.9° (NumPy: np.degrees(19 * 10000 ** (-4 / 8))) and is zoomed
    // onto that arc; pair 0 laps its dial and is not. The trail's ends are labelled with t.
    void shortArcsAreZoomedAndLabelled()
    {
        m_state->setParams({8, 10000.0, 20, core::Layout::Interleaved});
        m_state->setPosition(19);
        for (const auto& [key, value] : {std::pair{"pairs", "first"}, std::pair{"pair-count", "4"},
                                         std::pair{"trail", "20"}, std::pair{"zoom-arcs", "true"}})
            QCOMPARE(m_view->setSettingText(QLatin1String(key), QLatin1String(value)), QString());
        QVERIFY(test::waitIdle(*m_controller));
        m_view->primaryPlot()->replot();
        ClockFigure* fig = figure();
        QCOMPARE(fig->dialCount(), 4);
        QCOMPARE(fig->dialZoom(0), 1.0);
        QVERIFY2(fig->dialZoom(2) > 4.0, qPrintable(QString::number(fig->dialZoom(2))));
        QVERIFY2(fig->dialBottomLabel(2).contains(QStringLiteral("10.9°")), qPrintable(fig->dialBottomLabel(2)));
        // Every point of the zoomed trail is inside the dial's view, which is much smaller than the face.
        const QCPRange x = fig->dialRect(2)->axis(QCPAxis::atBottom)->range();
        const QCPRange y = fig->dialRect(2)->axis(QCPAxis::atLeft)->range();
        QVERIFY(std::min(x.size(), y.size()) < 0.5);
        for (const core::TrailPoint& p : m_view->frame()->clock.trails[2])
            QVERIFY(x.contains(p.x) && y.contains(p.y));
        QCOMPARE(fig->trailLabels(2), (QStringList{QStringLiteral("t = 0"), QStringLiteral("t = 19")}));
        QVERIFY(fig->trailLabels(0).contains(QStringLiteral("t = 19")));
        // Without the setting the face is whole again.
        QCOMPARE(m_view->setSettingText(QStringLiteral("zoom-arcs"), QStringLiteral("false")), QString());
        QVERIFY(test::waitIdle(*m_controller));
        QCOMPARE(fig->dialZoom(2), 1.0);
    }
    // The dial grid takes its shape from its room: eight dials over a wide, low figure stand in
    // fewer rows than columns, over a tall, narrow one in no more columns than rows; either way
    // the dials are drawn larger than in a fixed shape.
    void dialGridTakesItsShapeFromTheRoom()
    {
        const core::EncodingParams params{512, 10000.0, 100, core::Layout::Interleaved};
        const std::vector<int> pairs = core::selectPairs(256, core::PairSubset::Spaced, 8);
        const core::ClockFrame frame = core::clockFrame(params, pairs, 3, 20);
        struct Shape {
            int columns, rows;
            double smallestFace;
        };
        const auto drawnAt = [&](QSize size) {
            OpaquePlot plot;
            auto* figure = new ClockFigure(&plot);
            plot.resize(size);
            plot.setViewport(QRect(QPoint(), size)); // (a hidden widget gets its resize event when shown)
            figure->show(frame, QStringLiteral("title"), QStringLiteral("t"), QStringLiteral("subset"), 99);
            plot.layOut();
            plot.layOut(); // the shape chosen in the first pass, measured in the second
            double smallest = 1e9;
            for (int i = 0; i < figure->dialCount(); ++i)
                smallest = std::min(smallest, figure->dialDiameter(i));
            return Shape{figure->dialColumns(), figure->dialRows(), smallest};
        };
        const Shape wide = drawnAt(QSize(2400, 420));
        const Shape tall = drawnAt(QSize(700, 1600));
        QVERIFY(wide.columns * wide.rows >= 8);
        QVERIFY2(wide.columns > wide.rows, qPrintable(QStringLiteral("%1 x %2").arg(wide.columns).arg(wide.rows)));
        QVERIFY2(tall.columns <= tall.rows, qPrintable(QStringLiteral("%1 x %2").arg(tall.columns).arg(tall.rows)));
        QVERIFY(tall.columns < wide.columns);
        // Larger than the fixed 4 x 2 grid drew them (61 px in the wide room, 85 px in the tall
        // one, the trail's labels around them): at least a sixth, a seventh of the figure's
        // smaller side.
        QVERIFY2(wide.smallestFace >= 420 / 6.0, qPrintable(QString::number(wide.smallestFace)));
        QVERIFY2(tall.smallestFace >= 700 / 7.0, qPrintable(QString::number(tall.smallestFace)));
    }
};

QTEST_MAIN(TestClock)
#include "test_clock.moc"

// The rotation view follows its controls and the shared position; M(phi) does not follow t.

#include "uitest.h"

#include <memory>

#include "ui/framework/appstate.h"
#include "ui/framework/controller.h"
#include "ui/framework/settings.h"
#include "ui/plotting/figurepages.h"
#include "ui/plotting/labelfit.h"
#include "ui/plotting/plotstyle.h"
#include "ui/shell/mainwindow.h"
#include "ui/views/rotation/rotationfigure.h"
#include "ui/views/rotation/rotationview.h"

#include <QApplication>
#include <QHelpEvent>
#include <QSlider>
#include <QSpinBox>
#include <QTest>
#include <QToolTip>

using namespace pe;
using namespace pe::ui;

namespace {
/// Whether every filled point of `panel` has its label (the text in the point's colour) within
/// a third of the circle's radius and a marker's width of it.
bool nearTheirPoints(QCustomPlot* plot, QCPAxisRect* panel, double radius)
{
    int found = 0;
    for (int i = 0; i < plot->itemCount(); ++i) {
        auto* point = qobject_cast<QCPItemTracer*>(plot->item(i));
        if (!point || point->clipAxisRect() != panel || !point->visible() || point->brush().style() == Qt::NoBrush)
            continue;
        for (int j = 0; j < plot->itemCount(); ++j) {
            auto* label = qobject_cast<QCPItemText*>(plot->item(j));
            if (!label || label->clipAxisRect() != panel || !label->visible() ||
                label->color() != point->brush().color() || label->text().isEmpty())
                continue;
            const QRectF r = labelfit::itemTextRect(label);
            const QPointF p = point->position->pixelPosition();
            const double dx = std::max({r.left() - p.x(), 0.0, p.x() - r.right()});
            const double dy = std::max({r.top() - p.y(), 0.0, p.y() - r.bottom()});
            const double distance = std::hypot(dx, dy);
            if (distance > radius / 3 + point->size()) {
                qWarning().noquote() << label->text() << distance << "px from its point, radius" << radius;
                return false;
            }
            ++found;
        }
    }
    return found == 2;
}
} // namespace

class TestRotation : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<test::Window> m_fixture;
    AppState* m_state = nullptr;
    Controller* m_controller = nullptr;
    MainWindow* m_window = nullptr;
    RotationView* m_view = nullptr;

    /// The figure, found in the view as a user sees it.
    RotationPlot* plot() const
    {
        RotationPlot* p = m_view->findChild<RotationPlot*>();
        Q_ASSERT(p);
        return p;
    }
    QSpinBox* spin(const char* key) const { return m_fixture->settingControl<QSpinBox>(QLatin1String(key)); }

private Q_SLOTS:
    void init()
    {
        m_fixture = std::make_unique<test::Window>();
        m_state = &m_fixture->state;
        m_controller = &m_fixture->controller;
        m_window = &m_fixture->window;
        m_view = m_fixture->show<RotationView>(QStringLiteral("rotation"));
        QVERIFY(m_view);
    }

    void cleanup() { m_fixture.reset(); }

    void showsEveryPairAtRoundingLevel()
    {
        const RotationFrame& r = *m_view->frame();
        QCOMPARE(r.params.dim, 512);
        QCOMPARE(static_cast<int>(r.table.size()), 256);
        QVERIFY(r.maxResidual < 1e-14);
        QCOMPARE(test::part<QCPGraph>(plot(), "residual")->data()->size(), 256);
        // The sine-only curve sits far above the rotation's residuals.
        QVERIFY(test::part<QCPGraph>(plot(), "sineOnly")->data()->at(0)->value > 0.1);
    }

    void notesFollowTheTextSize()
    {
        // The notes are sized anew at every layout: from the text size the figure is drawn at
        // (View > Text size, the window's fit), not from a fixed point size.
        QCustomPlot* plot = this->plot();
        auto* numbers = test::part<QCPItemText>(plot, "numbers");
        plot->replot();
        const double before = numbers->font().pointSizeF();
        plotstyle::rescaleFonts(plot, 0.7);
        plot->replot();
        QVERIFY2(numbers->font().pointSizeF() < 0.8 * before,
                 qPrintable(QStringLiteral("%1 pt, %2 pt before").arg(numbers->font().pointSizeF()).arg(before)));
        plotstyle::rescaleFonts(plot, 1 / 0.7);
        plot->replot();
        QCOMPARE(numbers->font().pointSizeF(), before);
    }

    void draggingThePositionMovesThePointsButNotM()
    {
        spin("offset")->setValue(7);
        QVERIFY(test::waitIdle(*m_controller));
        const core::PairRotation before = m_view->frame()->selected();
        const QString textBefore = plot()->numbersText();
        QSlider* slider = test::part<QSlider>(m_view, "positionSlider");
        slider->setFocus();
        for (int i = 0; i < 3; ++i)
            QTest::keyClick(slider, Qt::Key_PageUp);
        QVERIFY(test::waitIdle(*m_controller));
        QVERIFY(m_state->position() > 0);
        QCOMPARE(m_view->frame()->position, static_cast<long>(m_state->position()));
        QCOMPARE(test::part<QSpinBox>(m_view, "positionSpin")->value(), static_cast<int>(m_state->position()));
        const core::PairRotation after = m_view->frame()->selected();
        QCOMPARE(after.m.m00, before.m.m00);
        QCOMPARE(after.m.m01, before.m.m01);
        QVERIFY(std::abs(after.sinT - before.sinT) > 1e-3);
        QVERIFY(plot()->numbersText().contains(QLatin1String("0.753902"))); // cos 7
        QVERIFY(plot()->numbersText() != textBefore);
    }

    void offsetAndPairChangeM()
    {
        spin("pair")->setValue(82);
        spin("offset")->setValue(10);
        m_state->setPosition(25);
        QVERIFY(test::waitIdle(*m_controller));
        const RotationFrame& r = *m_view->frame();
        QCOMPARE(r.pair, 82);
        QCOMPARE(r.offset, 10L);
        const double b = r.selected().omega * 10;
        QVERIFY(std::abs(r.selected().m.m00 - std::cos(b)) < 1e-15);
        QVERIFY(std::abs(r.selected().m.m10 + std::sin(b)) < 1e-15);
        // The textbook twin: 35 has the same sine as 25 on this pair.
        QVERIFY(r.twin.found);
        QCOMPARE(r.twin.twin, 35L);
    }

    // The arc from PE(t) to PE(t + phi) goes the short way round and says its angle: pair 0
    // (w = 1) turns by phi radians, reduced to (-180°, 180°].
    void arcTakesTheShortWayRound_data()
    {
        QTest::addColumn<int>("offset");
        QTest::addColumn<double>("degrees"); // Python: math.degrees(math.remainder(phi, 2 * math.pi))
        QTest::newRow("3 rad") << 3 << 171.88733853924697;
        QTest::newRow("4 rad") << 4 << -130.8168819476707;
        QTest::newRow("5 rad") << 5 << -73.52110243458839;
        QTest::newRow("100 rad") << 100 << -30.42204869176769;
        QTest::newRow("-4 rad") << -4 << 130.8168819476707;
    }

    void arcTakesTheShortWayRound()
    {
        QFETCH(int, offset);
        QFETCH(double, degrees);
        spin("pair")->setValue(0);
        spin("offset")->setValue(offset);
        m_state->setPosition(10);
        QVERIFY(test::waitIdle(*m_controller));
        const RotationPlot* plot = this->plot();
        QVERIFY(std::abs(plot->arcSweep() * 180.0 / M_PI - degrees) < 1e-9);
        // Measured on the drawn curve: the angle (from the cos axis, clockwise) of its points,
        // unwrapped, runs from PE(t) to PE(t + phi) by the same sweep.
        const QCPCurveDataContainer& data = *test::part<QCPCurve>(plot, "arc")->data();
        QVERIFY(data.size() > 10);
        double swept = 0;
        double previous = std::atan2(data.at(0)->key, data.at(0)->value);
        for (int i = 1; i < data.size(); ++i) {
            const double a = std::atan2(data.at(i)->key, data.at(i)->value);
            swept += std::remainder(a - previous, 2 * M_PI);
            previous = a;
        }
        QVERIFY2(std::abs(swept * 180.0 / M_PI - degrees) < 1e-6, qPrintable(QString::number(swept)));
        QVERIFY(std::abs(swept) <= M_PI + 1e-9);
        const core::PairRotation& p = m_view->frame()->selected();
        QVERIFY(std::abs(std::atan2(data.at(0)->key, data.at(0)->value) - std::atan2(p.sinT, p.cosT)) < 1e-9);
        const double end = std::atan2(data.at(data.size() - 1)->key, data.at(data.size() - 1)->value);
        QVERIFY(std::abs(std::remainder(end - std::atan2(p.sinShifted, p.cosShifted), 2 * M_PI)) < 1e-9);
        QVERIFY2(plot->arcLabel().contains(QString::number(degrees, 'f', 1) + QStringLiteral("°")),
                 qPrintable(plot->arcLabel()));
    }

    // The circle uses its panel: its radius is a good part of the panel's smaller side (on a
    // wide, short panel, a projector's, it moved up and aside rather than shrink under its
    // labels), and the arc's label never lies over a point's label: it goes where there is room.
    void circleUsesItsRoomAndTheArcLabelKeepsClear_data()
    {
        QTest::addColumn<int>("offset");
        QTest::addColumn<int>("position");
        QTest::addColumn<QSize>("size");
        for (const QSize& size : {QSize(1500, 560), QSize(1000, 760)}) {
            const QString at = QStringLiteral(" at %1 x %2").arg(size.width()).arg(size.height());
            QTest::newRow(qPrintable(QStringLiteral("5 rad") + at)) << 5 << 0 << size;
            QTest::newRow(qPrintable(QStringLiteral("1 rad") + at)) << 1 << 0 << size;
            QTest::newRow(qPrintable(QStringLiteral("3 rad from 10") + at)) << 3 << 10 << size;
            QTest::newRow(qPrintable(QStringLiteral("-4 rad from 2") + at)) << -4 << 2 << size;
        }
    }

    void circleUsesItsRoomAndTheArcLabelKeepsClear()
    {
        QFETCH(int, offset);
        QFETCH(int, position);
        QFETCH(QSize, size);
        spin("pair")->setValue(0);
        spin("offset")->setValue(offset);
        m_state->setPosition(position);
        QVERIFY(test::waitIdle(*m_controller));
        RotationPlot* plot = this->plot();
        plot->resize(size);
        plot->replot();
        QCPCurve* arc = test::part<QCPCurve>(plot, "arc");
        QCPAxisRect* panel = arc->keyAxis()->axisRect();
        const double radius = arc->keyAxis()->coordToPixel(1) - arc->keyAxis()->coordToPixel(0);
        const int side = std::min(panel->width(), panel->height());
        QVERIFY2(radius >= 0.34 * side, qPrintable(QStringLiteral("radius %1 px in a panel of %2 x %3")
                                                       .arg(radius)
                                                       .arg(panel->width())
                                                       .arg(panel->height())));
        // The labels of the panel: the points' and the arc's.
        std::vector<QCPItemText*> labels;
        QCPItemText* arcLabel = nullptr;
        for (int i = 0; i < plot->itemCount(); ++i)
            if (auto* text = qobject_cast<QCPItemText*>(plot->item(i));
                text && text->clipAxisRect() == panel && text->visible() && !text->text().isEmpty()) {
                if (text->text() == plot->arcLabel())
                    arcLabel = text;
                else
                    labels.push_back(text);
            }
        QVERIFY2(arcLabel, "the arc's label has room on a panel this large");
        const QRectF arcRect = labelfit::itemTextRect(arcLabel);
        QVERIFY(QRectF(panel->rect()).contains(arcRect));
        for (const QCPItemText* label : labels) {
            QVERIFY2(!labelfit::itemTextRect(label).intersects(arcRect), qPrintable(label->text()));
            QVERIFY2(QRectF(panel->rect()).contains(labelfit::itemTextRect(label)), qPrintable(label->text()));
        }
    }

    /// A flat panel (a lesson step on a projector): the point labels go beside the circle and
    /// its note leaves the panel for its tooltip, so the circle stays large; before, the labels
    /// above and below it and the note took the height and the circle was a quarter of it.
    void aFlatPanelKeepsItsCircleLargeAndItsNoteInTheTooltip()
    {
        spin("pair")->setValue(0);
        spin("offset")->setValue(3);
        m_state->setPosition(10); // PE(13) near the top of the circle, PE(10) near the bottom
        QVERIFY(test::waitIdle(*m_controller));
        RotationPlot* plot = this->plot();
        QCPCurve* arc = test::part<QCPCurve>(plot, "arc");
        QCPAxisRect* panel = arc->keyAxis()->axisRect();
        // The circle's panel shown alone, as a page of the lesson step (FigureFit).
        figurepages::show(plot, figurepages::pageOf(plot, panel, figurepages::Level::Fine), figurepages::Level::Fine);
        plot->resize(1400, 200);
        plot->replot(); // (no events: the window's layout and FigureFit would undo the size and the page)
        plot->replot();
        QVERIFY2(panel->width() > 2 * panel->height(),
                 qPrintable(QStringLiteral("%1 x %2, page %3 of %4")
                                .arg(panel->width())
                                .arg(panel->height())
                                .arg(figurepages::shown(plot))
                                .arg(figurepages::count(plot, figurepages::Level::Fine))));
        const double radius = arc->keyAxis()->coordToPixel(1) - arc->keyAxis()->coordToPixel(0);
        QVERIFY2(radius >= 0.3 * panel->height(),
                 qPrintable(QStringLiteral("radius %1 px in a panel %2 px tall").arg(radius).arg(panel->height())));
        // Every label inside the panel, apart from each other.
        std::vector<QRectF> rects;
        QString note;
        for (int i = 0; i < plot->itemCount(); ++i)
            if (auto* text = qobject_cast<QCPItemText*>(plot->item(i)); text && text->clipAxisRect() == panel) {
                if (text->text().startsWith(QStringLiteral("○")))
                    note = text->visible() ? QString() : text->text();
                else if (text->visible() && !text->text().isEmpty()) {
                    const QRectF r = labelfit::itemTextRect(text);
                    QVERIFY2(QRectF(panel->rect()).contains(r), qPrintable(text->text()));
                    for (const QRectF& other : rects)
                        QVERIFY2(!other.intersects(r), qPrintable(text->text()));
                    rects.push_back(r);
                }
            }
        // Each point's label next to its point: a label beside the circle was kept off the
        // circle's line across its whole height, 0.6 radius from a point near the top.
        QVERIFY(nearTheirPoints(plot, panel, radius));
        // The note left out is the panel's tooltip.
        QVERIFY2(!note.isEmpty(), "the note gives way to the circle on a panel this flat");
        QHelpEvent help(QEvent::ToolTip, panel->rect().center(), plot->mapToGlobal(panel->rect().center()));
        QApplication::sendEvent(plot, &help);
        QTRY_COMPARE(QToolTip::text(), note);
        QToolTip::hideText();
    }

    void pointLabelsStayNextToTheirPointsAtEverySize()
    {
        spin("pair")->setValue(0);
        spin("offset")->setValue(5);
        m_state->setPosition(0); // PE(0) at the top of the circle
        QVERIFY(test::waitIdle(*m_controller));
        RotationPlot* plot = this->plot();
        QCPCurve* arc = test::part<QCPCurve>(plot, "arc");
        QCPAxisRect* panel = arc->keyAxis()->axisRect();
        figurepages::show(plot, -1);
        for (const QSize size : {QSize(960, 420), QSize(900, 700), QSize(1400, 260), QSize(600, 500)}) {
            plot->resize(size);
            plot->replot();
            plot->replot();
            const double radius = arc->keyAxis()->coordToPixel(1) - arc->keyAxis()->coordToPixel(0);
            QVERIFY2(nearTheirPoints(plot, panel, radius),
                     qPrintable(QStringLiteral("%1 x %2").arg(size.width()).arg(size.height())));
        }
    }

    void smallerDimensionClampsThePair()
    {
        m_view->setPair(200);
        m_state->setDim(8);
        QVERIFY(test::waitIdle(*m_controller));
        QCOMPARE(m_view->pair(), 3);
        QCOMPARE(spin("pair")->maximum(), 3);
        QCOMPARE(m_view->frame()->table.size(), 4u);
        m_state->setDim(1);
        QVERIFY(test::waitIdle(*m_controller));
        QVERIFY(m_view->frame()->table.empty());
        QVERIFY(!spin("pair")->isEnabled());
    }
};

QTEST_MAIN(TestRotation)
#include "test_rotation.moc"

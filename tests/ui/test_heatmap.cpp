// The heatmap follows the real sliders, spin boxes and its own controls.

#include "uitest.h"

#include <memory>

#include "core/encoding.h"
#include "ui/framework/appstate.h"
#include "ui/framework/controller.h"
#include "ui/framework/settings.h"
#include "ui/plotting/fastcolormap.h"
#include "ui/shell/mainwindow.h"
#include "ui/views/heatmap/heatmapview.h"
#include "ui/widgets/logslider.h"
#include "ui/widgets/parameterpanel.h"

#include <QComboBox>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>
#include <QWheelEvent>
#include <qcustomplot.h>

using namespace pe;
using namespace pe::ui;

class TestHeatmap : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<test::Window> m_fixture;
    AppState* m_state = nullptr;
    Controller* m_controller = nullptr;
    MainWindow* m_window = nullptr;
    HeatmapView* m_view = nullptr;

    /// The colour of the cell under (t, j) equals the exact PE value (no downsampling at these sizes).
    void checkCellsAgainstCore()
    {
        const auto& p = m_state->params();
        QCPColorMapData* data = m_view->colorMap()->data();
        for (long t : {0L, p.length / 2, p.length - 1})
            for (int j : {0, p.dim / 2, p.dim - 1}) {
                const double key = m_view->isTransposed() ? j : t;
                const double val = m_view->isTransposed() ? t : j;
                QCOMPARE_LE(std::abs(data->data(key, val) - core::value(p, t, j)), 1e-6);
            }
    }

private Q_SLOTS:
    void init()
    {
        m_fixture = std::make_unique<test::Window>();
        m_state = &m_fixture->state;
        m_controller = &m_fixture->controller;
        m_window = &m_fixture->window;
        m_view = m_fixture->show<HeatmapView>(QStringLiteral("heatmap"));
        QVERIFY(m_view);
    }

    void cleanup() { m_fixture.reset(); }

    void showsThePaperDefaults()
    {
        QCOMPARE(m_view->gridParams().dim, 512);
        QCOMPARE(m_view->grid().positions.cells, 100);
        checkCellsAgainstCore();
        // The cells were coloured on the worker thread, not again while drawing.
        m_view->primaryPlot()->replot();
        QVERIFY(static_cast<FastColorMap*>(m_view->colorMap())->usesPreparedImage());
    }

    void followsTheDimensionSlider()
    {
        LogSlider* slider = m_window->parameterPanel()->dimSlider();
        slider->setFocus();
        QTest::keyClick(slider, Qt::Key_Home); // d = 1
        QVERIFY(test::waitIdle(*m_controller));
        QCOMPARE(m_state->dim(), 1);
        QCOMPARE(m_view->gridParams().dim, 1);
        for (int i = 0; i < 8; ++i)
            QTest::keyClick(slider, Qt::Key_PageUp);
        QVERIFY(test::waitIdle(*m_controller));
        const int d = m_state->dim();
        QVERIFY(d > 1);
        QCOMPARE(m_view->gridParams().dim, d);
        QCOMPARE(m_window->parameterPanel()->dimSpin()->value(), d);
        checkCellsAgainstCore();
    }

    void followsTheLengthAndBaseSliders()
    {
        LogSlider* length = m_window->parameterPanel()->lengthSlider();
        length->setFocus();
        QTest::keyClick(length, Qt::Key_Home);
        for (int i = 0; i < 5; ++i)
            QTest::keyClick(length, Qt::Key_PageUp);
        LogSlider* base = m_window->parameterPanel()->baseSlider();
        base->setFocus();
        QTest::keyClick(base, Qt::Key_Home); // n = 2
        QVERIFY(test::waitIdle(*m_controller));
        QCOMPARE(m_state->base(), 2.0);
        QCOMPARE(m_view->gridParams().base, 2.0);
        QCOMPARE(m_view->gridParams().length, m_state->length());
        QVERIFY(m_state->length() > 1 && m_state->length() < 100);
        checkCellsAgainstCore();
    }

    void followsTheSpinBoxesAndLayout()
    {
        QSpinBox* spin = m_window->parameterPanel()->dimSpin();
        spin->setValue(8);
        m_window->parameterPanel()->layoutBox()->setCurrentIndex(1);
        QVERIFY(test::waitIdle(*m_controller));
        QCOMPARE(m_view->gridParams().dim, 8);
        QCOMPARE(m_view->gridParams().layout, core::Layout::Concatenated);
        QCOMPARE(m_window->parameterPanel()->dimSlider()->logValue(), 8.0);
        checkCellsAgainstCore();
    }

    void transposeSwapsTheAxes()
    {
        m_fixture->settingControl<QCheckBox>(QStringLiteral("transpose"))->click();
        QVERIFY(test::waitIdle(*m_controller));
        QVERIFY(m_view->isTransposed());
        QCOMPARE(m_view->colorMap()->data()->keySize(), 512);
        checkCellsAgainstCore();
    }

    void downsamplesLargeMatricesToTheViewport()
    {
        m_state->setParams({4096, 500000.0, 131072, core::Layout::Interleaved});
        QVERIFY(test::waitIdle(*m_controller));
        const auto& g = m_view->grid();
        // At most one cell per pixel of the plot (the axis rect is a little smaller).
        QVERIFY(g.positions.cells <= m_view->primaryPlot()->width());
        QVERIFY(g.dims.cells <= m_view->primaryPlot()->height());
        QVERIFY(g.positions.step > 1);
        // A zoom recomputes at the new resolution.
        m_view->primaryPlot()->xAxis->setRange(1000, 1100);
        QVERIFY(test::waitIdle(*m_controller));
        QCOMPARE(m_view->grid().positions.step, 1L);
        QCOMPARE(m_view->grid().positions.first, 1000L);
    }

    void wheelZoomRecomputesWithOneReplot()
    {
        m_state->setParams({4096, 500000.0, 131072, core::Layout::Interleaved});
        QVERIFY(test::waitIdle(*m_controller));
        const long step = m_view->grid().positions.step;
        QCustomPlot* plot = m_view->primaryPlot();
        QSignalSpy replots(plot, &QCustomPlot::afterReplot);
        QSignalSpy applied(m_controller, &Controller::resultApplied);
        const QPointF at = plot->axisRect()->rect().center();
        QWheelEvent wheel(at, plot->mapToGlobal(at), QPoint(), QPoint(0, 5 * 120), Qt::NoButton, Qt::NoModifier,
                          Qt::NoScrollPhase, false);
        QCoreApplication::sendEvent(plot, &wheel);
        QCOMPARE(replots.count(), 0); // the stale image is not drawn stretched first
        QVERIFY(plot->xAxis->range().size() < 0.6 * 131072);
        QVERIFY(test::waitIdle(*m_controller));
        QCOMPARE(applied.count(), 1);
        QCOMPARE(replots.count(), 1);
        QVERIFY(m_view->grid().positions.step < step);
    }

    void burstsCollapseAndNothingStaleIsDrawn()
    {
        QSignalSpy applied(m_controller, &Controller::resultApplied);
        for (int d = 10; d <= 200; ++d)
            m_state->setDim(d);
        QVERIFY(test::waitIdle(*m_controller));
        QVERIFY(applied.count() >= 1);
        QVERIFY(applied.count() <= 3);
        QCOMPARE(m_view->gridParams().dim, 200);
    }
};

QTEST_MAIN(TestHeatmap)
#include "test_heatmap.moc"

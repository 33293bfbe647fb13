// The distance and Fourier views follow the shared parameters and their own controls.

#include "uitest.h"

#include <algorithm>
#include <memory>

#include "core/analysis/fourier/fourier.h"
#include "core/analysis/similarity/similarity.h"
#include "ui/framework/appstate.h"
#include "ui/framework/controller.h"
#include "ui/framework/settings.h"
#include "ui/plotting/fastcolormap.h"
#include "ui/shell/mainwindow.h"
#include "ui/views/distance/distanceview.h"
#include "ui/views/fourier/fourierfigure.h"
#include "ui/views/fourier/fourierview.h"

#include <QComboBox>
#include <QSpinBox>
#include <QTest>
#include <QWheelEvent>
#include <qcustomplot.h>

using namespace pe;
using namespace pe::ui;

class TestDistFourier : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<test::Window> m_fixture;
    AppState* m_state = nullptr;
    Controller* m_controller = nullptr;
    MainWindow* m_window = nullptr;

    template <typename V> V* show(const char* id)
    {
        m_window->setCurrentView(QString::fromLatin1(id));
        auto* v = qobject_cast<V*>(m_window->view(QString::fromLatin1(id)));
        return v;
    }

private Q_SLOTS:
    void init()
    {
        m_fixture =
            std::make_unique<test::Window>(core::EncodingParams{}.withDim(64).withBase(10000.0).withLength(200));
        m_state = &m_fixture->state;
        m_controller = &m_fixture->controller;
        m_window = &m_fixture->window;
    }

    void cleanup() { m_fixture.reset(); }

    void distanceFollowsParametersAndMetric()
    {
        auto* v = show<DistanceView>("distance");
        QVERIFY(v);
        QVERIFY(test::waitIdle(*m_controller));
        auto drawn = [v] { return v->frame(); };
        auto* map = static_cast<FastColorMap*>(test::part<QCPColorMap>(v, "matrixMap"));
        QVERIFY(map);
        QCOMPARE(drawn()->params.dim, 64);
        QCOMPARE(drawn()->grid.rows.cells, 200);
        // NumPy: the first local maximum of g at d = 64 more alike than a nearer offset by > 5 % of the fall
        QCOMPARE(drawn()->peak.offset, 18L);
        QVERIFY(map->usesPreparedImage()); // coloured in the job, not again on the GUI thread
        const core::EncodingParams p = m_state->params();
        QVERIFY(std::abs(drawn()->grid.values(17, 5) - core::dot(p, 17, 5)) < 1e-4);

        auto* box = m_fixture->settingControl<QComboBox>(QStringLiteral("metric"));
        QVERIFY(box);
        box->setFocus();
        QTest::keyClick(box, Qt::Key_Down); // cosine
        QVERIFY(test::waitIdle(*m_controller));
        QCOMPARE(v->metric(), core::Metric::Cosine);
        QCOMPARE(drawn()->grid.metric, core::Metric::Cosine);
        QVERIFY(std::abs(drawn()->grid.values(3, 3) - 1.0) < 1e-6);

        m_state->setDim(9);
        m_state->setLength(5000);
        QVERIFY(test::waitIdle(*m_controller));
        QCOMPARE(drawn()->params.dim, 9);
        QVERIFY(drawn()->grid.rows.step > 1);
        QCOMPARE(drawn()->grid.rows.step, drawn()->grid.cols.step);
        QCOMPARE(drawn()->consecutive.back().position, 4998L);
        // A zoom recomputes at full resolution.
        auto* matrix = test::part<QCPAxisRect>(v, "matrix");
        QVERIFY(matrix);
        matrix->axis(QCPAxis::atBottom)->setRange(100, 140);
        matrix->axis(QCPAxis::atLeft)->setRange(100, 140);
        QVERIFY(test::waitIdle(*m_controller));
        QCOMPARE(drawn()->grid.rows.step, 1L);
        const int i = 5, j = 9;
        const long t = drawn()->grid.rows.blockBegin(i), s = drawn()->grid.cols.blockBegin(j);
        QVERIFY(std::abs(drawn()->grid.values(i, j) - core::similarity(m_state->params(), core::Metric::Cosine, t, s)) <
                1e-5);
    }

    void distanceWheelZoomsThePanelUnderTheCursor()
    {
        auto* v = show<DistanceView>("distance");
        QVERIFY(v);
        QVERIFY(test::waitIdle(*m_controller));
        QCustomPlot* plot = v->primaryPlot();
        auto* matrix = test::part<QCPAxisRect>(v, "matrix");
        auto* curve = test::part<QCPAxisRect>(v, "curve");
        QVERIFY(matrix && curve);
        QCPAxis* matrixX = matrix->axis(QCPAxis::atBottom);
        QCPAxis* matrixY = matrix->axis(QCPAxis::atLeft);
        QCPAxis* curveX = curve->axis(QCPAxis::atBottom);
        QCPAxis* curveY = curve->axis(QCPAxis::atLeft);
        auto wheel = [&](QPointF at) {
            QWheelEvent event(at, plot->mapToGlobal(at), QPoint(), QPoint(0, 2 * 120), Qt::NoButton, Qt::NoModifier,
                              Qt::NoScrollPhase, false);
            QCoreApplication::sendEvent(plot, &event);
            return event.isAccepted();
        };
        const double matrixWidth = matrixX->range().size(), matrixHeight = matrixY->range().size();
        const double curveWidth = curveX->range().size(), curveHeight = curveY->range().size();
        // Over the matrix: both of its axes zoom in, the curve stays.
        QVERIFY(wheel(matrix->rect().center()));
        QVERIFY(matrixX->range().size() < 0.9 * matrixWidth);
        QVERIFY(matrixY->range().size() < 0.9 * matrixHeight);
        QCOMPARE(curveX->range().size(), curveWidth);
        // Over the curve: its offsets zoom in, its values do not.
        QVERIFY(wheel(curve->rect().center()));
        QVERIFY(curveX->range().size() < 0.9 * curveWidth);
        QCOMPARE(curveY->range().size(), curveHeight);
    }

    void fourierFollowsParametersAndControls()
    {
        auto* v = show<FourierView>("fourier");
        QVERIFY(v);
        QVERIFY(test::waitIdle(*m_controller));
        QVERIFY(v->frame());
        QCOMPARE(v->frame()->window, 100L); // ceil(L / 2)
        QCOMPARE(v->frame()->keep, 8);
        QCOMPARE(static_cast<int>(v->frame()->basis->columns.size()), 64);

        // K at its largest. The printed sum (the default) leaves out each column's mean: the
        // cosine columns of the slow pairs have one, so even every bin misses the window.
        QCOMPARE(v->frame()->sum, core::FourierSum::Printed);
        QVERIFY(v->figure()->note().contains(QLatin1String("Fourier sum as printed")));
        QVERIFY(v->caption().contains(QStringLiteral("Fourier sum printed, σ scale printed")));
        auto* keep = m_fixture->settingControl<QSpinBox>(QStringLiteral("keep"));
        QVERIFY(keep);
        keep->setValue(keep->maximum());
        QVERIFY(test::waitIdle(*m_controller));
        QCOMPARE(v->frame()->keep, 51);
        QVERIFY(v->frame()->errorAtKeep.rmseInside > 1e-3);
        // The full sum: all bins rebuild the window exactly, from the same spectra.
        const auto* printedBasis = v->frame()->basis.get();
        const Eigen::VectorXcd spectrum = printedBasis->columns[3].bins;
        const auto* printedCells = v->frame()->cells.get();
        auto* sum = m_fixture->settingControl<QComboBox>(QStringLiteral("fourier-sum"));
        QVERIFY(sum);
        sum->setFocus();
        QTest::keyClick(sum, Qt::Key_Down); // full
        QVERIFY(test::waitIdle(*m_controller));
        QCOMPARE(v->frame()->sum, core::FourierSum::Full);
        QVERIFY(v->frame()->basis.get() != printedBasis);
        QCOMPARE(v->frame()->basis->columns[3].bins, spectrum);
        QCOMPARE(v->frame()->cells.get(), printedCells); // the spectrum and original cells are kept
        QVERIFY(v->frame()->errorAtKeep.rmseInside < 1e-9);
        QVERIFY(v->figure()->note().contains(QLatin1String("Full Fourier sum")));
        const auto* before = v->frame()->basis.get();
        const auto* cellsBefore = v->frame()->cells.get();
        keep->setValue(keep->minimum());
        QVERIFY(test::waitIdle(*m_controller));
        QCOMPARE(v->frame()->keep, 1);
        QCOMPARE(v->frame()->basis.get(), before);      // only K changed: the analysis is reused
        QCOMPARE(v->frame()->cells.get(), cellsBefore); // and the spectrum and original cells
        QVERIFY(v->frame()->errorAtKeep.rmseInside > 0.01);

        // Source and window controls.
        auto* source = m_fixture->settingControl<QComboBox>(QStringLiteral("source"));
        QVERIFY(source);
        source->setFocus();
        QTest::keyClick(source, Qt::Key_Down); // learned-like
        v->setWindow(60);
        QVERIFY(test::waitIdle(*m_controller));
        QCOMPARE(v->frame()->source.kind, core::SourceKind::LearnedLike);
        QCOMPARE(v->frame()->window, 60L);
        // Eq. (2) as printed: sigma * PE; matched: sigma / sigma_PE * PE (only the factor changes).
        const core::FourierBasis* analysed = v->frame()->basis.get();
        QCOMPARE(v->frame()->sigma, core::SigmaScale::Printed);
        QCOMPARE(v->frame()->rho, analysed->sigmaSource);
        auto* sigma = m_fixture->settingControl<QComboBox>(QStringLiteral("sigma"));
        QVERIFY(sigma);
        sigma->setFocus();
        QTest::keyClick(sigma, Qt::Key_Down); // matched
        QVERIFY(test::waitIdle(*m_controller));
        QCOMPARE(v->frame()->sigma, core::SigmaScale::Matched);
        QCOMPARE(v->frame()->basis.get(), analysed);
        QCOMPARE(v->frame()->rho, analysed->sigmaSource / analysed->sigmaEncoding);
        QVERIFY(v->frame()->rho > 0.4);
        QVERIFY(v->figure()->note().contains(QStringLiteral("σ-sinusoid matched")));
        // The line of eq. (2) is rho * PE at the plotted dimension.
        const auto& sigmaLine = v->frame()->lineSigma;
        const core::FourierColumn& plotted = v->frame()->chosen->columns.front();
        QVERIFY(!sigmaLine.x.empty());
        for (std::size_t i = 0; i < sigmaLine.x.size(); i += 7)
            QVERIFY(std::abs(sigmaLine.y[i] - v->frame()->rho * plotted.pe()[static_cast<long>(sigmaLine.x[i])]) <
                    1e-12);
        // The reconstruction past the window repeats the window.
        const auto& period = v->frame()->reconstructionAtChosen;
        QCOMPARE(static_cast<long>(period.size()), 60L);

        // The dimension spin box picks the plotted column; zooming the line plot recomputes its envelope.
        const QList<QSpinBox*> spins = v->findChildren<QSpinBox*>();
        QSpinBox* dimSpin = nullptr;
        for (QSpinBox* sp : spins)
            if (sp->maximum() == 63)
                dimSpin = sp;
        QVERIFY(dimSpin);
        dimSpin->setValue(5);
        QVERIFY(test::waitIdle(*m_controller));
        QCOMPARE(v->frame()->dimension, 5);
        QCOMPARE(v->frame()->chosen->columns.front().column, 5);
        v->figure()->lineAxis()->setRange(40.5, 80.5);
        QVERIFY(test::waitIdle(*m_controller));
        QCOMPARE(v->frame()->line.first, 41L);
        QCOMPARE(v->frame()->line.step, 1L);

        // Shared parameters: a large L uses a column subset and says so.
        m_state->setParams({4096, 500000.0, 131072, core::Layout::Interleaved});
        QVERIFY(test::waitIdle(*m_controller, 60000));
        QCOMPARE(v->frame()->params.length, 131072L);
        QVERIFY(static_cast<int>(v->frame()->basis->columns.size()) < 4096);
        QVERIFY(v->figure()->note().contains(QLatin1String("of 4096 dimensions")));
    }
    void fourierScaleUnitIsOnItsTopTickLabel()
    {
        // The spectrum's colour scale stands just left of the error panel: its unit, a rotated
        // label, read with the panel's rotated "RMSE" as "dB RMSE". The top tick label carries
        // it now ("0 dB"), and the scale has no axis label.
        m_window->resize(1280, 720);
        auto* v = show<FourierView>("fourier");
        QVERIFY(v);
        QVERIFY(test::waitIdle(*m_controller));
        QCustomPlot* plot = v->figure()->plot();
        plot->replot(QCustomPlot::rpImmediateRefresh);
        QCPColorScale* scale = nullptr;
        for (QCPLayoutElement* e : plot->plotLayout()->elements(true))
            if (auto* s = qobject_cast<QCPColorScale*>(e);
                s && s->outerRect().right() < v->figure()->errorRect()->outerRect().left() &&
                s->outerRect().top() < v->figure()->errorRect()->rect().bottom())
                scale = s;
        QVERIFY(scale);
        QCOMPARE(scale->axis()->label(), QString()); // nothing standing beside the tick labels
        const QVector<double> ticks = scale->axis()->tickVector();
        const QVector<QString> labels = scale->axis()->tickVectorLabels();
        QVERIFY(ticks.size() >= 2);
        QCOMPARE(labels.size(), ticks.size());
        for (int i = 0; i < ticks.size(); ++i) {
            const bool top = ticks[i] == *std::max_element(ticks.begin(), ticks.end());
            QVERIFY2(labels[i].endsWith(QLatin1String(" dB")) == top, qPrintable(labels[i]));
        }
        QVERIFY(labels.contains(QStringLiteral("0 dB")));
    }

    void fourierEnvelopesCoverEveryPixelColumn()
    {
        // L = 131072 on a rect of about 1000 pixels: the line plot shows envelopes. Blocks one
        // pixel wide as measured by the job left columns empty once the drawn rect was a few
        // pixels wider; there must be at least one block per pixel of the rect drawn.
        m_state->setParams({4096, 500000.0, 131072, core::Layout::Interleaved});
        auto* v = show<FourierView>("fourier");
        QVERIFY(v);
        QVERIFY(test::waitIdle(*m_controller));
        const core::BlockAxis& line = v->frame()->line;
        QVERIFY(line.step > 1);
        const int drawnPixels = v->figure()->lineRect()->width();
        QVERIFY2(line.cells >= drawnPixels + drawnPixels / 4,
                 qPrintable(QStringLiteral("%1 cells for %2 pixels").arg(line.cells).arg(drawnPixels)));
    }
};

QTEST_MAIN(TestDistFourier)
#include "test_distfourier.moc"

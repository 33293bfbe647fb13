// The heatmap follows the real sliders, spin boxes and its own controls.

#include "uitest.h"

#include <memory>

#include "core/encodings/learned.h"
#include "core/formula/formula.h"
#include "core/io/embeddingmatrix.h"
#include "ui/framework/appstate.h"
#include "ui/framework/controller.h"
#include "ui/framework/settings.h"
#include "ui/plotting/fastcolormap.h"
#include "ui/shell/mainwindow.h"
#include "ui/views/heatmap/heatmapview.h"
#include "ui/widgets/logslider.h"
#include "ui/widgets/parameterpanel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
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

    /// What the view draws now: the grid and the parameters it was computed for.
    const HeatmapFrame& drawn() const { return *m_view->frame(); }
    QCPColorMap* colorMap() const { return test::part<QCPColorMap>(m_view, "map"); }
    /// The annotations shown (empty when hidden): fast, slow, first positions.
    QStringList annotationTexts() const
    {
        const auto label = [this](const char* name) { return test::part<QCPItemText>(m_view, name); };
        if (!label("fastLabel")->visible())
            return {};
        return {label("fastLabel")->text(), label("slowLabel")->text(), label("firstLabel")->text()};
    }
    /// Where the arrow `name` points, in plot coordinates (x, y).
    QPointF arrowTip(const char* name) const { return test::part<QCPItemLine>(m_view, name)->end->coords(); }

    /// The length of [a, b) that index i (covering [i - 1/2, i + 1/2)) shares with it.
    static double overlap(long i, double a, double b)
    {
        return std::max(0.0, std::min(b, i + 0.5) - std::max(a, i - 0.5));
    }

    /// The colour map has one cell per device pixel of the axis rect, and the pixel under (t, j)
    /// holds the mean of PE over the rectangle it covers: each entry weighted by the area it
    /// shares with the pixel (a box filter), computed here entry by entry from the formula.
    void checkCellsAgainstCore()
    {
        const auto& p = m_state->params();
        QCPColorMapData* data = colorMap()->data();
        QCPAxisRect* rect = m_view->primaryPlot()->axisRect();
        QCOMPARE(data->keySize(), rect->width());
        QCOMPARE(data->valueSize(), rect->height());
        const bool tr = drawn().transposed;
        // The pixel footprints: the axis range cut into equal pixels.
        const QCPRange keys = m_view->primaryPlot()->xAxis->range(), values = m_view->primaryPlot()->yAxis->range();
        const double kw = keys.size() / data->keySize(), vw = values.size() / data->valueSize();
        for (long t : {0L, p.length / 2, p.length - 1})
            for (int j : {0, p.dim / 2, p.dim - 1}) {
                const double key = tr ? j : t;
                const double val = tr ? t : j;
                int k = 0, v = 0;
                data->coordToCell(key, val, &k, &v);
                const double k0 = keys.lower + k * kw, v0 = values.lower + v * vw;
                // Clipped to the matrix, as the view does.
                const double tLo = std::max(-0.5, tr ? v0 : k0), tHi = std::min(p.length - 0.5, tr ? v0 + vw : k0 + kw);
                const double jLo = std::max(-0.5, tr ? k0 : v0), jHi = std::min(p.dim - 0.5, tr ? k0 + kw : v0 + vw);
                double sum = 0;
                for (long tt = 0; tt < p.length; ++tt)
                    for (int jj = 0; jj < p.dim; ++jj)
                        sum += overlap(tt, tLo, tHi) * overlap(jj, jLo, jHi) * core::value(p, tt, jj);
                const double expected = sum / ((tHi - tLo) * (jHi - jLo));
                QVERIFY2(std::abs(data->cell(k, v) - expected) < 1e-5,
                         qPrintable(
                             QStringLiteral("t %1 j %2: %3 vs %4").arg(t).arg(j).arg(data->cell(k, v)).arg(expected)));
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
        QCOMPARE(drawn().params.dim, 512);
        QCOMPARE(drawn().grid.positions.cells, 100);
        checkCellsAgainstCore();
        // The cells were coloured on the worker thread, not again while drawing.
        m_view->primaryPlot()->replot();
        QVERIFY(static_cast<FastColorMap*>(colorMap())->usesPreparedImage());
    }

    void followsTheDimensionSlider()
    {
        LogSlider* slider = test::part<LogSlider>(m_window->parameterPanel(), "dimSlider");
        slider->setFocus();
        QTest::keyClick(slider, Qt::Key_Home); // d = 1
        QVERIFY(test::waitIdle(*m_controller));
        QCOMPARE(m_state->dim(), 1);
        QCOMPARE(drawn().params.dim, 1);
        for (int i = 0; i < 8; ++i)
            QTest::keyClick(slider, Qt::Key_PageUp);
        QVERIFY(test::waitIdle(*m_controller));
        const int d = m_state->dim();
        QVERIFY(d > 1);
        QCOMPARE(drawn().params.dim, d);
        QCOMPARE(test::part<QSpinBox>(m_window->parameterPanel(), "dimSpin")->value(), d);
        checkCellsAgainstCore();
    }

    void followsTheLengthAndBaseSliders()
    {
        LogSlider* length = test::part<LogSlider>(m_window->parameterPanel(), "lengthSlider");
        length->setFocus();
        QTest::keyClick(length, Qt::Key_Home);
        for (int i = 0; i < 5; ++i)
            QTest::keyClick(length, Qt::Key_PageUp);
        LogSlider* base = test::part<LogSlider>(m_window->parameterPanel(), "baseSlider");
        base->setFocus();
        QTest::keyClick(base, Qt::Key_Home); // n = 2
        QVERIFY(test::waitIdle(*m_controller));
        QCOMPARE(m_state->base(), 2.0);
        QCOMPARE(drawn().params.base, 2.0);
        QCOMPARE(drawn().params.length, m_state->length());
        QVERIFY(m_state->length() > 1 && m_state->length() < 100);
        checkCellsAgainstCore();
    }

    void followsTheSpinBoxesAndLayout()
    {
        QSpinBox* spin = test::part<QSpinBox>(m_window->parameterPanel(), "dimSpin");
        spin->setValue(8);
        test::part<QComboBox>(m_window->parameterPanel(), "layoutBox")->setCurrentIndex(1);
        QVERIFY(test::waitIdle(*m_controller));
        QCOMPARE(drawn().params.dim, 8);
        QCOMPARE(drawn().params.layout, core::Layout::Concatenated);
        QCOMPARE(test::part<LogSlider>(m_window->parameterPanel(), "dimSlider")->logValue(), 8.0);
        checkCellsAgainstCore();
    }

    void transposeSwapsTheAxes()
    {
        m_fixture->settingControl<QCheckBox>(QStringLiteral("transpose"))->click();
        QVERIFY(test::waitIdle(*m_controller));
        QVERIFY(drawn().transposed);
        checkCellsAgainstCore();
    }

    // --annotate (the heatmap-64 figure): where the fast and slow dimensions are, said in the
    // words of the orientation on screen, and the arrows point at them.
    void annotationsFollowTheOrientation()
    {
        m_state->setParams({64, 10000.0, 100, core::Layout::Interleaved});
        QVERIFY(test::waitIdle(*m_controller));
        QVERIFY(annotationTexts().isEmpty());
        m_fixture->settingControl<QCheckBox>(QStringLiteral("annotate"))->click();
        QVERIFY(test::waitIdle(*m_controller));
        QCOMPARE(m_view->settingText(QStringLiteral("annotate")), QStringLiteral("on"));
        QStringList texts = annotationTexts();
        QCOMPARE(texts.size(), 3);
        QVERIFY2(texts[0].contains(QLatin1String("Fast dimensions (bottom rows)")), qPrintable(texts[0]));
        QVERIFY(texts[0].contains(QLatin1String("dimensions 0, 1")));
        QVERIFY(texts[0].contains(QLatin1String("6.283"))); // 2 pi: pair 0 turns once every 2 pi positions
        QVERIFY2(texts[1].contains(QLatin1String("Slow dimensions (top rows)")), qPrintable(texts[1]));
        QVERIFY(texts[1].contains(QLatin1String("dimensions 62, 63")));
        QVERIFY(texts[2].contains(QLatin1String("t = 0, 1, 2 (left columns)")));
        // Arrows at the rows j = 0..1 (y) and 62..63.
        QCOMPARE(arrowTip("fastArrow").y(), 0.5);
        QCOMPARE(arrowTip("slowArrow").y(), 62.5);
        QVERIFY(m_view->primaryPlot()->yAxis->label().contains(QLatin1String("low: fast")));

        m_fixture->settingControl<QCheckBox>(QStringLiteral("transpose"))->click();
        QVERIFY(test::waitIdle(*m_controller));
        texts = annotationTexts();
        QVERIFY2(texts[0].contains(QLatin1String("Fast dimensions (left columns)")), qPrintable(texts[0]));
        QVERIFY(texts[1].contains(QLatin1String("Slow dimensions (right columns)")));
        QVERIFY(texts[2].contains(QLatin1String("(bottom rows)")));
        QCOMPARE(arrowTip("fastArrow").x(), 0.5);
        QVERIFY(m_view->primaryPlot()->xAxis->label().contains(QLatin1String("low: fast")));
    }

    // d = 1000 on fewer pixels than rows: the slow rows alternate sin = 0 and cos = 1 at every
    // j, and each pixel shows their mean over what it covers; the old nearest-row drawing gave
    // runs of 1 or 2 equal rows that beat into bands (moiré). Over the top 20 % of the rows the
    // pixels now vary only with the fraction of each row they cover.
    void finerRowsThanPixelsBlendInsteadOfBeating()
    {
        m_state->setDim(1000);
        QVERIFY(test::waitIdle(*m_controller));
        QCPAxisRect* rect = m_view->primaryPlot()->axisRect();
        QVERIFY(rect->height() < 1000);
        QCPColorMapData* data = colorMap()->data();
        const double rowsPerPixel = 1000.0 / rect->height();
        int extremes = 0, count = 0;
        for (int v = static_cast<int>(0.8 * data->valueSize()); v < data->valueSize(); ++v, ++count) {
            const double c = data->cell(data->keySize() / 2, v);
            if (c > 0.97 || c < 0.03)
                ++extremes; // a pixel showing one row alone
        }
        // A pixel covering more than one row cannot show a pure sine or cosine row.
        QVERIFY(rowsPerPixel > 1.0);
        QCOMPARE(extremes, 0);
        QVERIFY(count > 20);
        checkCellsAgainstCore();
    }

    // A loaded table is drawn from its own entries (it used to show the sinusoidal formula),
    // coloured over a range symmetric around its largest |value|.
    void loadedTableShowsItsOwnValues()
    {
        const long rows = 40;
        const int cols = 6;
        std::vector<double> values(static_cast<std::size_t>(rows * cols), 0.0);
        for (long t = 0; t < rows; ++t)
            for (int j = 0; j < cols; ++j)
                values[static_cast<std::size_t>(t * cols + j)] = j == 0 ? 0.5 : 0.01 * static_cast<double>(t % 5);
        m_state->setEmbeddings(std::make_shared<core::LearnedEncoding>(
            core::io::EmbeddingMatrix::fromDoubles(rows, cols, std::move(values))));
        QVERIFY(test::waitIdle(*m_controller));
        QCPColorMapData* data = colorMap()->data();
        int k = 0, v = 0;
        data->coordToCell(20.0, 0.0, &k, &v); // inside entry (20, 0)
        QVERIFY2(std::abs(data->cell(k, v) - 0.5) < 1e-6, qPrintable(QString::number(data->cell(k, v))));
        data->coordToCell(13.0, 3.0, &k, &v); // (13, 3): 0.01 * 3
        QVERIFY2(std::abs(data->cell(k, v) - 0.03) < 1e-6, qPrintable(QString::number(data->cell(k, v))));
        QCOMPARE(colorMap()->dataRange().upper, 0.5);
        QCOMPARE(colorMap()->dataRange().lower, -0.5);
    }

    void downsamplesLargeMatricesToTheViewport()
    {
        m_state->setParams({4096, 500000.0, 131072, core::Layout::Interleaved});
        QVERIFY(test::waitIdle(*m_controller));
        const auto& g = drawn().grid;
        // At least one cell per pixel of the axis rect, at most two, averaged onto the pixels.
        QCPAxisRect* rect = m_view->primaryPlot()->axisRect();
        QVERIFY(g.positions.cells >= rect->width() && g.positions.cells <= 2 * rect->width() + 1);
        QVERIFY(g.dims.cells >= rect->height() && g.dims.cells <= 2 * rect->height() + 1);
        QCOMPARE(colorMap()->data()->keySize(), rect->width());
        QCOMPARE(colorMap()->data()->valueSize(), rect->height());
        QVERIFY(g.positions.step > 1);
        // A zoom recomputes at the new resolution.
        m_view->primaryPlot()->xAxis->setRange(1000, 1100);
        QVERIFY(test::waitIdle(*m_controller));
        QCOMPARE(drawn().grid.positions.step, 1L);
        QCOMPARE(drawn().grid.positions.first, 1000L);
    }

    /// The bar above the map says what a pixel averages, along each axis where it averages
    /// anything: with more pixels than positions it no longer says "average of 0.1 positions".
    void theResolutionNoteSaysWhatAPixelAverages()
    {
        auto* note = m_view->findChild<QLabel*>(QStringLiteral("resolutionLabel"));
        QVERIFY(note);
        QCPAxisRect* rect = m_view->primaryPlot()->axisRect();
        m_state->setParams({2048, 10000.0, 20, core::Layout::Interleaved}); // few positions, many dimensions
        QVERIFY(test::waitIdle(*m_controller));
        QVERIFY(rect->width() > 20 && rect->height() < 2048);
        QVERIFY2(note->text().startsWith(QStringLiteral("Each pixel: one position, average of ")) &&
                     note->text().endsWith(QStringLiteral(" dimensions")),
                 qPrintable(note->text()));
        m_state->setParams({16, 10000.0, 131072, core::Layout::Interleaved}); // many positions, few dimensions
        QVERIFY(test::waitIdle(*m_controller));
        QVERIFY2(note->text().startsWith(QStringLiteral("Each pixel: average of ")) &&
                     note->text().endsWith(QStringLiteral(" positions, one dimension")),
                 qPrintable(note->text()));
        m_state->setParams({16, 10000.0, 20, core::Layout::Interleaved});
        QVERIFY(test::waitIdle(*m_controller));
        QCOMPARE(note->text(), QStringLiteral("Each matrix entry covers one pixel or more"));
    }

    void wheelZoomRecomputesWithOneReplot()
    {
        m_state->setParams({4096, 500000.0, 131072, core::Layout::Interleaved});
        QVERIFY(test::waitIdle(*m_controller));
        const long step = drawn().grid.positions.step;
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
        QVERIFY(drawn().grid.positions.step < step);
    }

    void burstsCollapseAndNothingStaleIsDrawn()
    {
        QSignalSpy applied(m_controller, &Controller::resultApplied);
        for (int d = 10; d <= 200; ++d)
            m_state->setDim(d);
        QVERIFY(test::waitIdle(*m_controller));
        QVERIFY(applied.count() >= 1);
        QVERIFY(applied.count() <= 3);
        QCOMPARE(drawn().params.dim, 200);
    }
};

QTEST_MAIN(TestHeatmap)
#include "test_heatmap.moc"

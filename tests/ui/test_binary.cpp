// The binary view follows the shared parameters and its settings' controls.

#include "ui/plotting/figureplot.h"
#include "uitest.h"

#include <memory>

#include "core/analysis/binary.h"
#include "ui/framework/appstate.h"
#include "ui/framework/controller.h"
#include "ui/framework/settings.h"
#include "ui/plotting/cellgrid.h"
#include "ui/plotting/stepbars.h"
#include "ui/shell/mainwindow.h"
#include "ui/views/binary/binaryfigure.h"
#include "ui/views/binary/binaryview.h"
#include "ui/widgets/parameterpanel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QSpinBox>
#include <QTest>

#include <cmath>
#include <qcustomplot.h>

using namespace pe;
using namespace pe::ui;

class TestBinary : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<test::Window> m_fixture;
    AppState* m_state = nullptr;
    Controller* m_controller = nullptr;
    MainWindow* m_window = nullptr;
    BinaryView* m_view = nullptr;

    /// The figure drawn now (a child of the view's plot).
    BinaryFigure* figure() const { return m_view->findChild<BinaryFigure*>(); }

    template <typename T> T* control(const char* key) { return m_fixture->settingControl<T>(QLatin1String(key)); }

    /// Picks entry `index` of a menu as the user does (with the arrow keys, which emit activated).
    static void choose(QComboBox* combo, int index)
    {
        while (combo->currentIndex() < index)
            QTest::keyClick(combo, Qt::Key_Down);
        while (combo->currentIndex() > index)
            QTest::keyClick(combo, Qt::Key_Up);
    }

    /// The bars show the core's counts, and the bits heatmap the bits (1 - 2 bit) at single positions.
    void checkAgainstCore()
    {
        const auto& p = m_state->params();
        const BinaryFrame& f = *m_view->frame();
        QCOMPARE(f.params, p);
        const core::ChangeCounts counts = core::changeCounts(p, m_view->settings());
        QCOMPARE(static_cast<int>(figure()->flipBars().size()), m_view->settings().bits);
        QCOMPARE(figure()->signBars()->tops().size(), p.dim);
        for (int c = 0; c < p.dim; c += std::max(1, p.dim / 7))
            QCOMPARE(figure()->signBars()->tops().at(c), static_cast<double>(counts.signChanges[c]));
        QCOMPARE(f.table.rows(), 1 << m_view->settings().bits);
        if (f.positions.step == 1) {
            const int b = m_view->settings().bits;
            QCPColorMapData* data = figure()->bitMap()->data();
            for (long t : {0L, 1L, p.length / 2, p.length - 1})
                for (int j = 0; j < b; ++j) {
                    const int x = m_view->settings().order == core::BitOrder::MsbFirst ? b - 1 - j : j;
                    QCOMPARE(data->data(x, -static_cast<double>(t)), 1.0 - 2.0 * core::bitOf(t, j));
                }
        }
    }

private Q_SLOTS:
    void init()
    {
        m_fixture = std::make_unique<test::Window>();
        m_state = &m_fixture->state;
        m_controller = &m_fixture->controller;
        m_window = &m_fixture->window;
        m_view = m_fixture->show<BinaryView>(QStringLiteral("binary"));
        QVERIFY(m_view);
    }

    void cleanup() { m_fixture.reset(); }

    void showsArticle000sTableByDefault()
    {
        const BinaryFrame& f = *m_view->frame();
        QCOMPARE(f.table.rows(), 16);
        QCOMPARE(f.binary.order, core::BitOrder::MsbFirst);
        // 16 rows x (4 bits + 4 pairs x (sin, cos, threshold)) + one header row.
        QCOMPARE(figure()->table()->cells().size(), 17 * 16);
        checkAgainstCore();
    }

    void followsTheSharedParameters()
    {
        test::part<QSpinBox>(m_window->parameterPanel(), "dimSpin")->setValue(6);
        m_state->setLength(300);
        QVERIFY(test::waitIdle(*m_controller));
        QCOMPARE(m_view->frame()->table.pairs, 3); // d = 6 has 3 pairs for 4 bits
        checkAgainstCore();
        m_state->setBase(100.0);
        QVERIFY(test::waitIdle(*m_controller));
        QCOMPARE(m_view->frame()->params.base, 100.0);
        checkAgainstCore();
    }

    void followsTheBitsSpinAndOrder()
    {
        control<QSpinBox>("bits")->setValue(7);
        QVERIFY(test::waitIdle(*m_controller));
        QCOMPARE(m_view->frame()->table.rows(), 128);
        checkAgainstCore();
        choose(control<QComboBox>("bit-order"), 1);
        QVERIFY(test::waitIdle(*m_controller));
        QCOMPARE(m_view->settings().order, core::BitOrder::LsbFirst);
        checkAgainstCore();
    }

    void logAxesKeepLogTicksForShortSequences()
    {
        // L = 7: at most 6 flips, yet the log axes of the two bar charts still tick at powers of
        // ten (QCustomPlot's log ticker falls back to crowded linear ticks under 1.6 decades).
        m_state->setLength(7);
        QVERIFY(test::waitIdle(*m_controller));
        auto* plot = m_view->findChild<QCustomPlot*>();
        QVERIFY(plot);
        plot->replot();
        int logAxes = 0;
        for (QCPAxisRect* r : plot->axisRects()) {
            QCPAxis* y = r->axis(QCPAxis::atLeft);
            if (y->scaleType() != QCPAxis::stLogarithmic)
                continue;
            ++logAxes;
            QVERIFY(!y->tickVector().isEmpty());
            for (double tick : y->tickVector()) {
                const double decade = std::log10(tick);
                QVERIFY2(std::abs(decade - std::round(decade)) < 1e-9, qPrintable(QString::number(tick)));
            }
        }
        QCOMPARE(logAxes, 2);
    }

    void positionsTickAtWholeNumbers()
    {
        // The heatmaps' downward position axes read 0, 3, 5, 8, 10, 13, 15 (steps of 2.5): at
        // several heights, every tick and minor tick of a linear axis is a whole number.
        auto* plot = m_view->findChild<QCustomPlot*>();
        QVERIFY(plot);
        for (int height : {900, 700, 520}) {
            m_window->resize(1400, height);
            QVERIFY(test::waitIdle(*m_controller));
            test::replotSettled(*plot);
            for (QCPAxisRect* r : plot->axisRects()) {
                QCPAxis* y = r->axis(QCPAxis::atLeft);
                if (!r->realVisibility() || y->scaleType() != QCPAxis::stLinear || !y->tickLabels())
                    continue;
                const test::AxisTicks ticks = test::generatedTicks(y);
                for (const QVector<double>& set : {ticks.major, ticks.minor})
                    for (double tick : set)
                        QVERIFY2(tick == std::round(tick),
                                 qPrintable(QStringLiteral("%1 at %2 px: %3")
                                                .arg(y->label())
                                                .arg(height)
                                                .arg(y->tickVectorLabels().join(QLatin1Char(' ')))));
            }
        }
    }

    void exactBinaryReproducesTheBits()
    {
        auto* exact = control<QCheckBox>("exact-binary");
        QVERIFY(exact);
        QVERIFY(m_view->frame()->table.agreement[0] < 16);
        exact->click();
        QVERIFY(test::waitIdle(*m_controller));
        const BinaryFrame& f = *m_view->frame();
        QVERIFY(f.binary.exactBinary);
        for (int k = 0; k < f.table.pairs; ++k)
            QCOMPARE(f.table.agreement[k], 16);
        // The sines of pair k >= 1 now change sign exactly as often as bit k flips; the sine of
        // pair 0, sin(pi t), is 0 at every position: no sign change, although bit 0 flips 15 times.
        for (int k = 1; k < 4; ++k)
            QCOMPARE(f.counts.signChanges[2 * k], f.counts.bitFlips[k]);
        QCOMPARE(f.counts.signChanges[0], 0L);
        QCOMPARE(figure()->signBars()->tops().at(0), 0.0);
        checkAgainstCore();
    }

    void staysBoundedForHugeEncodings()
    {
        m_state->setParams({4096, 500000.0, 131072, core::Layout::Interleaved});
        QVERIFY(test::waitIdle(*m_controller));
        const BinaryFrame& f = *m_view->frame();
        QVERIFY(f.positions.cells <= 2048);
        QVERIFY(f.pe.dims.cells <= 2048);
        QVERIFY(f.positions.step > 1);
        checkAgainstCore();
    }

    /// The counting table's 0s and 1s are never drawn smaller than their font (the text floor):
    /// too large for their cells, they are left out, all of them; leastSize() says the room that
    /// shows them, and at that size they are there, centred, in the cell's ink.
    void thePositionIsFramedInTheTableNotCrossedOut()
    {
        // A dashed line through the position's row ran over its digits: the row is framed on
        // its edges instead (the maps keep their line), and the frame leaves with the row.
        auto* frame = test::part<QCPItemRect>(m_view, "positionRow");
        for (int t : {0, 5, 15, 20}) {
            m_state->setPosition(t);
            QVERIFY(test::waitIdle(*m_controller));
            QCOMPARE(frame->visible(), t < 16);
            if (t >= 16)
                continue;
            const double top = frame->topLeft->coords().y(), bottom = frame->bottomRight->coords().y();
            int inRow = 0;
            for (const CellGrid::Cell& c : figure()->table()->cells()) {
                const double y = c.rect.center().y();
                QVERIFY2(std::abs(y - top) > 0.25 && std::abs(y - bottom) > 0.25, "a text on the frame");
                inRow += y < top && y > bottom ? 1 : 0;
            }
            QCOMPARE(inRow, 16); // the row's 4 bits, 4 pairs' sin and cos, 4 thresholds
        }
    }

    void digitsShowAtTheirFontOrNotAtAll()
    {
        pe::ui::FigurePlot plot;
        plot.axisRect()->setAutoMargins(QCP::msNone);
        plot.axisRect()->setMargins(QMargins(10, 10, 10, 10));
        auto* grid = new CellGrid(plot.xAxis, plot.yAxis);
        QFont big = plot.font();
        big.setPointSizeF(40); // a digit about 30 px wide: too wide for 20 px cells
        grid->setTextFont(big);
        plot.xAxis->setRange(0, 20);
        plot.yAxis->setRange(0, 2);
        QVector<CellGrid::Cell> cells;
        for (int x = 0; x < 20; ++x)
            cells << CellGrid::Cell{QRectF(QPointF(x, 1), QPointF(x + 1, 2)), Qt::black, QString::number(x % 2),
                                    Qt::white, 0};
        grid->setCells(cells);
        const auto inkIn = [&plot](const QImage& image, const QRectF& coords) {
            const QRect px =
                QRectF(QPointF(plot.xAxis->coordToPixel(coords.left()), plot.yAxis->coordToPixel(coords.bottom())),
                       QPointF(plot.xAxis->coordToPixel(coords.right()), plot.yAxis->coordToPixel(coords.top())))
                    .toAlignedRect()
                    .adjusted(1, 1, -1, -1);
            int ink = 0;
            for (int y = px.top(); y <= px.bottom(); ++y)
                for (int x = px.left(); x <= px.right(); ++x)
                    ink += qGray(image.pixel(x, y)) > 128 ? 1 : 0;
            return ink;
        };
        const auto draw = [&plot](QSize size) {
            plot.resize(size);
            plot.replot();
            return plot.toPixmap(size.width(), size.height(), 1.0).toImage();
        };
        QImage image = draw(QSize(420, 200)); // 20 x 90 px cells
        QCOMPARE(inkIn(image, QRectF(QPointF(0, 1), QPointF(20, 2))), 0);
        const QSizeF least = grid->leastSize(0);
        QVERIFY2(least.width() > 400 && least.height() > 0, qPrintable(QStringLiteral("%1").arg(least.width())));
        image = draw(QSize(qCeil(least.width()) + 21, std::max(200, qCeil(least.height()) * 2 + 21)));
        for (int x = 0; x < 20; ++x)
            QVERIFY2(inkIn(image, QRectF(QPointF(x, 1), QPointF(x + 1, 2))) > 5, qPrintable(QString::number(x)));
        QCOMPARE(grid->leastSize(7), QSizeF(0, 0)); // a group without cells
    }
};

QTEST_MAIN(TestBinary)
#include "test_binary.moc"

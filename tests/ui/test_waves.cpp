// The waves view follows its fields, the column choice and the shared parameters.

#include "uitest.h"

#include <memory>

#include "core/formula/formula.h"
#include "ui/framework/appstate.h"
#include "ui/framework/controller.h"
#include "ui/framework/settings.h"
#include "ui/framework/viewregistry.h"
#include "ui/shell/mainwindow.h"
#include "ui/views/waves/wavesview.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QTest>
#include <qcustomplot.h>

using namespace pe;
using namespace pe::ui;

class TestWaves : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<test::Window> m_fixture;
    AppState* m_state = nullptr;
    Controller* m_controller = nullptr;
    MainWindow* m_window = nullptr;
    WavesView* m_view = nullptr;

    QLineEdit* positionsEdit() const { return m_fixture->settingControl<QLineEdit>(QStringLiteral("positions")); }
    QLineEdit* dimsEdit() const { return m_fixture->settingControl<QLineEdit>(QStringLiteral("dims")); }
    QComboBox* columnsBox() const { return m_fixture->settingControl<QComboBox>(QStringLiteral("columns")); }

    /// What the view draws now.
    const WavesFrame& drawn() const { return *m_view->frame(); }
    QCPAxisRect* rect(const char* name) const { return test::part<QCPAxisRect>(m_view, name); }
    /// The label of wavelength mark i as shown.
    QString markLabel(int i) const
    {
        return test::part<QCPItemText>(m_view, QStringLiteral("wavelength%1").arg(i))->text();
    }

    void typeInto(QLineEdit* edit, const QString& text)
    {
        edit->setFocus();
        edit->selectAll();
        QTest::keyClicks(edit, text);
        QTest::keyClick(edit, Qt::Key_Return);
    }

private Q_SLOTS:
    void init()
    {
        m_fixture = std::make_unique<test::Window>();
        m_state = &m_fixture->state;
        m_controller = &m_fixture->controller;
        m_window = &m_fixture->window;
        m_view = m_fixture->show<WavesView>(QStringLiteral("waves"));
        QVERIFY(m_view);
        QVERIFY(positionsEdit() && dimsEdit() && columnsBox());
    }

    void cleanup() { m_fixture.reset(); }

    void showsTheFigureOfArticle002()
    {
        const core::DimensionWaves& w = drawn().byDimension;
        QCOMPARE(w.positions, (std::vector<long>{0, 4, 8, 12}));
        QCOMPARE(w.x.size(), 256u);
        QVERIFY(std::abs(w.values[1][0] - std::sin(4.0)) < 1e-14);
        QCOMPARE(drawn().byPosition.positions.cells, 100);
        QCOMPARE(drawn().byPosition.positions.step, 1L);
    }

    void exportsLayOutTheirLegendsAtTheFileSize()
    {
        // The legends' columns are chosen from the panel's width by a hook run before each
        // replot: an export must lay the plot out at the file's size before that hook, or the
        // file gets the columns of the last layout (none yet, for a command-line export: one
        // column each, the panels squashed between tall legend rows). A view built as the
        // command line builds it, and both export paths: the widget's own buffers (raster) and
        // toPainter (vector).
        const QSize size(1600, 900);
        for (bool vector : {false, true}) {
            AppState state;
            Controller controller(&state);
            std::unique_ptr<View> view(findViewType(QStringLiteral("waves"))->create(nullptr));
            controller.addView(view.get());
            view->setAttribute(Qt::WA_DontShowOnScreen);
            view->resize(size);
            view->show();
            controller.refreshNow(view.get());
            QCustomPlot* plot = view->primaryPlot();
            QVERIFY(plot && plot->legend && plot->legend->itemCount() == 4);
            int columns = 0;
            connect(plot, &QCustomPlot::afterLayout, this, [&] {
                if (plot->viewport().size() == size)
                    columns = std::max(columns, plot->legend->columnCount());
            });
            QImage image(size, QImage::Format_RGB32);
            {
                QCPPainter painter(&image);
                if (vector)
                    painter.setMode(QCPPainter::pmVectorized);
                view->renderFigure(&painter, size);
            }
            QCOMPARE(columns, 4); // the four positions side by side under the panel: there is room
        }
    }

    void wavelengthMarksSpanOnePeriod()
    {
        // The sine-wave recap: d = 4, n = 100, dimensions 0 and 2 (sin t and sin(t / 10)).
        m_state->setParams(core::EncodingParams{}.withDim(4).withBase(100.0).withLength(64));
        QVERIFY(m_view->setSettingText(QStringLiteral("dims"), QStringLiteral("0, 2")).isEmpty());
        QVERIFY(m_view->setSettingText(QStringLiteral("wavelength-marks"), QStringLiteral("true")).isEmpty());
        QVERIFY(test::waitIdle(*m_controller));
        QVERIFY2(markLabel(0).contains(QLatin1String("dim 0 = sin(t / 1)")), qPrintable(markLabel(0)));
        QVERIFY(markLabel(0).contains(QStringLiteral("≈ 6.283 positions")));
        QVERIFY(markLabel(0).contains(QStringLiteral("≈ 0.1592 turns")));
        QVERIFY(markLabel(1).contains(QLatin1String("dim 2 = sin(t / 10)")));
        QVERIFY(markLabel(1).contains(QStringLiteral("≈ 62.83 positions")));
        // Room above the waves for the two arrows.
        QVERIFY(rect("byPosition")->axis(QCPAxis::atLeft)->range().upper > 1.5);
        // Off again: the value axis is back to the waves alone.
        QVERIFY(m_view->setSettingText(QStringLiteral("wavelength-marks"), QStringLiteral("false")).isEmpty());
        QVERIFY(test::waitIdle(*m_controller));
        QCOMPARE(rect("byPosition")->axis(QCPAxis::atLeft)->range().upper, 1.12);
    }

    void typedPositionsAndDimensionsAreDrawn()
    {
        typeInto(positionsEdit(), QStringLiteral("3, 30"));
        typeInto(dimsEdit(), QStringLiteral("1 511"));
        QVERIFY(test::waitIdle(*m_controller));
        QCOMPARE(drawn().byDimension.positions, (std::vector<long>{3, 30}));
        const core::PositionWaves& p = drawn().byPosition;
        QCOMPARE(p.waves.size(), 2u);
        QCOMPARE(p.waves[1].column, 511);
        QVERIFY(std::abs(p.waves[0].lo[5] - std::cos(5.0)) < 1e-14);
        // A bad list is refused and the curves stay.
        typeInto(positionsEdit(), QStringLiteral("3, x"));
        QVERIFY(test::waitIdle(*m_controller));
        QCOMPARE(m_view->positions(), (std::vector<long>{3, 30}));
        QVERIFY(!positionsEdit()->styleSheet().isEmpty());
    }

    void columnChoiceSwitchesTheAxis()
    {
        columnsBox()->setFocus();
        QTest::keyClick(columnsBox(), Qt::Key_End); // all columns
        QVERIFY(test::waitIdle(*m_controller));
        QCOMPARE(drawn().byDimension.columns, core::WaveColumns::All);
        QCOMPARE(drawn().byDimension.x.size(), 512u);
        QVERIFY(std::abs(drawn().byDimension.values[2][1] - std::cos(8.0)) < 1e-14);
    }

    void dimensionsBeyondDAreHiddenNotLost()
    {
        // The note above the figure says what is hidden, and takes no row when nothing is.
        QLabel* note = nullptr;
        for (QLabel* l : m_view->findChildren<QLabel*>())
            if (l->toolTip().startsWith(QLatin1String("Curves that cannot be drawn")))
                note = l;
        QVERIFY(note);
        QVERIFY(!note->isVisible());
        m_state->setDim(8);
        QVERIFY(test::waitIdle(*m_controller));
        // 003's table: dim 0 against dim 6 = sin(t / 1000).
        QCOMPARE(drawn().byPosition.waves.size(), 2u);
        QVERIFY(std::abs(drawn().byPosition.waves[1].lo[3] - 0.002999995500002025) < 1e-15);
        QVERIFY(note->isVisible());
        QVERIFY(note->text().contains(QLatin1String("hidden")));
        m_state->setDim(512);
        QVERIFY(test::waitIdle(*m_controller));
        QCOMPARE(drawn().byPosition.waves.size(), 4u);
        QVERIFY(!note->isVisible());
    }

    void largeLengthsAreSampledPerPixel()
    {
        m_state->setParams({4096, 500000.0, 131072, core::Layout::Interleaved});
        QVERIFY(test::waitIdle(*m_controller));
        const core::BlockAxis& a = drawn().byPosition.positions;
        QVERIFY(a.cells <= m_view->primaryPlot()->width());
        QVERIFY(a.step > 1);
        // Zooming the position axis recomputes at the new resolution.
        rect("byPosition")->axis(QCPAxis::atBottom)->setRange(1000, 1200);
        QVERIFY(test::waitIdle(*m_controller));
        QCOMPARE(drawn().byPosition.positions.step, 1L);
    }

    void denseCurvesAreStrokedThin()
    {
        // Fewer points than pixels: the article's 2-pixel curves (decided once the figure is laid
        // out at its size).
        auto* curve = m_view->primaryPlot()->graph(0);
        m_view->primaryPlot()->replot();
        QVERIFY(curve->visible());
        QCOMPARE(curve->pen().widthF(), 2.0);
        // All 4096 columns (sine and cosine alternating) on a rect narrower than that: 1 pixel.
        m_state->setDim(4096);
        QTest::keyClick(columnsBox(), Qt::Key_End); // all columns
        QVERIFY(test::waitIdle(*m_controller));
        QVERIFY(rect("byDimension")->width() < 4096);
        QCOMPARE(curve->pen().widthF(), 1.0);
        QVERIFY(!curve->antialiased());
        // Zoomed in to fewer points than pixels, the curves are 2 pixels wide again.
        rect("byDimension")->axis(QCPAxis::atBottom)->setRange(100, 200);
        QCOMPARE(curve->pen().widthF(), 2.0);
        QVERIFY(curve->antialiased());
    }
};

QTEST_MAIN(TestWaves)
#include "test_waves.moc"

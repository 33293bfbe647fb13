// The wavelengths view follows the shared parameters and its own controls.

#include "uitest.h"

#include <algorithm>
#include <memory>

#include "ui/framework/appstate.h"
#include "ui/framework/controller.h"
#include "ui/framework/settings.h"
#include "ui/shell/mainwindow.h"
#include "ui/views/wavelengths/wavelengthsview.h"
#include "ui/widgets/parameterpanel.h"

#include <QDoubleSpinBox>
#include <QSpinBox>
#include <QTest>

using namespace pe;
using namespace pe::ui;

class TestWavelengths : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<test::Window> m_fixture;
    AppState* m_state = nullptr;
    Controller* m_controller = nullptr;
    MainWindow* m_window = nullptr;
    WavelengthsView* m_view = nullptr;

    QCPGraph* graph(const char* name) const { return test::part<QCPGraph>(m_view, name); }
    /// The divisor table as shown (empty when hidden).
    QString divisorTableText() const
    {
        const auto* table = test::part<QCPItemText>(m_view, "divisorTable");
        return table->visible() ? table->text() : QString();
    }

private Q_SLOTS:
    void init()
    {
        m_fixture = std::make_unique<test::Window>();
        m_state = &m_fixture->state;
        m_controller = &m_fixture->controller;
        m_window = &m_fixture->window;
        m_view = m_fixture->show<WavelengthsView>(QStringLiteral("wavelengths"));
        QVERIFY(m_view);
    }

    void cleanup() { m_fixture.reset(); }

    void showsThePaperLadder()
    {
        const LadderFigure& f = m_view->figure();
        QCOMPARE(f.primary.dim, 512);
        QCOMPARE(static_cast<int>(f.primary.rungs.size()), 256);
        // 77 pairs turn at least once in 100 positions, 179 are highlighted.
        QCOMPARE(graph("turning")->dataCount(), 77);
        QCOMPARE(graph("slow")->dataCount(), 179);
        QCOMPARE(f.primary.informativeDims, 439);
        QVERIFY(f.compare.has_value());
        QCOMPARE(f.compare->dim, 64);
        QCOMPARE(graph("compare")->dataCount(), 33); // 32 steps and the closing point
        QCOMPARE(f.alien.informativeDims, 2);
        QCOMPARE(graph("alien")->dataCount() + graph("alienOffChart")->dataCount(), 256);
    }

    void followsTheSharedParameters()
    {
        test::part<QSpinBox>(m_window->parameterPanel(), "dimSpin")->setValue(8);
        test::part<QSpinBox>(m_window->parameterPanel(), "lengthSpin")->setValue(20);
        QVERIFY(test::waitIdle(*m_controller));
        const LadderFigure& f = m_view->figure();
        QCOMPARE(f.primary.dim, 8);
        QCOMPARE(f.primary.length, 20L);
        QCOMPARE(graph("turning")->dataCount(), 1);
        QCOMPARE(graph("slow")->dataCount(), 3);
        QCOMPARE(f.alien.dim, 8);
    }

    void compareControls()
    {
        auto* compare = m_fixture->settingControl<QSpinBox>(QStringLiteral("compare-d"));
        QVERIFY(compare);
        QCOMPARE(compare->value(), 64);
        compare->setValue(128);
        QVERIFY(test::waitIdle(*m_controller));
        QCOMPARE(m_view->figure().compare->dim, 128);
        // 0 hides the overlay.
        compare->setValue(0);
        QVERIFY(test::waitIdle(*m_controller));
        QVERIFY(!m_view->figure().compare.has_value());
        QVERIFY(!graph("compare")->visible());
        QCOMPARE(m_view->settingText(QStringLiteral("compare-d")), QStringLiteral("0"));
    }

    void divisorTableListsThePrintedSizes()
    {
        // Off by default; on, the rows of d = 64, 256, 512 (the current d and the compared one
        // among them), divisors from 1 to 10000^((d-2)/d) rounded: 7499, 9306, 9647.
        QVERIFY(divisorTableText().isEmpty());
        QVERIFY(m_view->setSettingText(QStringLiteral("divisor-table"), QStringLiteral("true")).isEmpty());
        QVERIFY(test::waitIdle(*m_controller));
        const QString table = divisorTableText();
        QCOMPARE(table.count(QLatin1Char('\n')), 3);
        QVERIFY2(table.contains(QLatin1String("d = 64: from 1 to 7499 (32 pairs)")), qPrintable(table));
        QVERIFY(table.contains(QLatin1String("d = 256: from 1 to 9306 (128 pairs)")));
        QVERIFY(table.contains(QLatin1String("d = 512: from 1 to 9647 (256 pairs)")));
        // Another d joins the table; the rows stay in order of d.
        test::part<QSpinBox>(m_window->parameterPanel(), "dimSpin")->setValue(1024);
        QVERIFY(test::waitIdle(*m_controller));
        const QString more = divisorTableText();
        QCOMPARE(more.count(QLatin1Char('\n')), 4);
        QVERIFY(more.indexOf(QLatin1String("d = 512:")) < more.indexOf(QLatin1String("d = 1024: from 1 to 9822")));
    }

    void alienBaseAndThreshold()
    {
        auto* alien = m_fixture->settingControl<QDoubleSpinBox>(QStringLiteral("alien-base"));
        auto* threshold = m_fixture->settingControl<QDoubleSpinBox>(QStringLiteral("informative-threshold"));
        QVERIFY(alien && threshold);
        alien->setValue(1.01);
        QVERIFY(test::waitIdle(*m_controller));
        QCOMPARE(m_view->figure().alien.rule.base, 1.01);
        // Base 1.01 without dividing by d still decays slowly enough to keep more dimensions.
        QVERIFY(m_view->figure().alien.informativeDims > 2);
        const int before = m_view->figure().primary.informativeDims;
        threshold->setValue(0.5);
        QVERIFY(test::waitIdle(*m_controller));
        QCOMPARE(m_view->figure().primary.threshold, 0.5);
        QVERIFY(m_view->figure().primary.informativeDims < before);
    }

    void minorTicksStayApart()
    {
        // The wavelength axes are logarithmic: QCustomPlot's log ticker spaced 8 minor ticks
        // evenly in value between majors two decades apart, where they bunched up under the
        // upper major. At the window's size and a small one, no two ticks come closer than 4 px.
        for (const QSize size : {QSize(1400, 900), QSize(900, 560)}) {
            m_window->resize(size);
            QTest::qWait(50);
            auto* plot = m_view->findChild<QCustomPlot*>();
            QVERIFY(plot);
            plot->replot(QCustomPlot::rpImmediateRefresh);
            for (QCPAxisRect* rect : plot->axisRects()) {
                QCPAxis* axis = rect->axis(QCPAxis::atLeft);
                QCOMPARE(axis->scaleType(), QCPAxis::stLogarithmic);
                // The ticks and minor ticks as the axis generates them at its present length.
                QCOMPARE(test::generatedTicks(axis).major, axis->tickVector());
                const QVector<double> pixels = test::tickPixels(axis);
                QVERIFY(pixels.size() >= 2);
                for (int i = 1; i < pixels.size(); ++i)
                    QVERIFY2(pixels[i] - pixels[i - 1] >= 4,
                             qPrintable(QStringLiteral("%1 x %2: ticks %3 px apart at %4 px")
                                            .arg(size.width())
                                            .arg(size.height())
                                            .arg(pixels[i] - pixels[i - 1])
                                            .arg(pixels[i])));
            }
        }
    }
};

QTEST_MAIN(TestWavelengths)
#include "test_wavelengths.moc"

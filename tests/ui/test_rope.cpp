// The RoPE view in the real window: follows d, base and L, its scaling controls in the
// Parameters dock, refuses odd d on the figure, and computes the matrix at pixel resolution.

#include "uitest.h"

#include "core/encodings/rope.h"
#include "ui/plotting/fastcolormap.h"
#include "ui/views/rope/ropeview.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QSignalSpy>
#include <QSpinBox>
#include <qcustomplot.h>

#include <cmath>
#include <memory>

using namespace pe;
using namespace pe::ui;

namespace {
/// sum_i 2 cos(delta theta_i), theta_i = base^(-2i/d), computed here in double.
double onesScore(int d, double base, double delta, double divide = 1.0)
{
    double s = 0;
    for (int i = 0; i < d / 2; ++i)
        s += 2 * std::cos(delta * std::pow(base, -2.0 * i / d) / divide);
    return s;
}
} // namespace

class TestRope : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<test::Window> m_fixture;
    RopeView* m_view = nullptr;

    bool settle() { return test::waitIdle(m_fixture->controller); }
    void chooseScaling(const QString& name)
    {
        auto* combo = m_fixture->settingControl<QComboBox>(QStringLiteral("rope-scaling"));
        QVERIFY(combo);
        const int i = combo->findData(name);
        QVERIFY(i >= 0);
        combo->setCurrentIndex(i);
        emit combo->activated(i);
        QVERIFY(settle());
    }

private Q_SLOTS:
    void init()
    {
        m_fixture =
            std::make_unique<test::Window>(core::EncodingParams{}.withDim(64).withBase(10000.0).withLength(200));
        m_view = m_fixture->show<RopeView>(QStringLiteral("rope"));
        QVERIFY(m_view);
    }
    void cleanup() { m_fixture.reset(); }

    void drawsTheDecayCurveOfAllOnes()
    {
        const auto f = m_view->frame();
        QVERIFY(f && f->problem.isEmpty());
        QCOMPARE(static_cast<long>(f->curveX.size()), 200L);
        for (long t : {0L, 1L, 17L, 199L})
            QVERIFY(std::abs(f->curveY[static_cast<size_t>(t)] - onesScore(64, 10000.0, t)) < 1e-4);
        QCOMPARE(f->curveY[0], 64.0);
        QCOMPARE(f->wavelengths.size(), Eigen::Index(32));
    }

    void matrixCellsAreBlockMeans()
    {
        m_fixture->state.setParams({16, 50.0, 3000, core::Layout::Interleaved});
        QVERIFY(settle());
        const auto f = m_view->frame();
        QVERIFY(f->step > 1);
        // (once the layout has settled: a frame whose cells outnumber the pixels is recomputed)
        QTRY_VERIFY(m_view->frame()->cells <= test::part<QCPAxisRect>(m_view, "matrix")->width());
        QCPColorMapData* data = test::part<QCPColorMap>(m_view, "matrixMap")->data();
        const long s = f->step;
        // Cell (query block 1, key block 4): the mean over every pair of the two blocks.
        // Also the short last block: its row, its column and the corner.
        const int e = f->cells - 1;
        for (auto [qc, kc] : {std::pair{1, 4}, std::pair{3, 3}, std::pair{e, 0}, std::pair{0, e}, std::pair{e - 2, e},
                              std::pair{e, e}}) {
            const long q0 = qc * s, q1 = std::min(3000L, q0 + s), k0 = kc * s, k1 = std::min(3000L, k0 + s);
            double sum = 0;
            for (long q = q0; q < q1; ++q)
                for (long k = k0; k < k1; ++k)
                    sum += onesScore(16, 50.0, static_cast<double>(k - q));
            const double mean = sum / static_cast<double>((q1 - q0) * (k1 - k0));
            QVERIFY2(std::abs(data->cell(kc, qc) - mean) < 1e-4,
                     qPrintable(QString::number(data->cell(kc, qc) - mean)));
        }
    }

    void scalingControlsChangeTheAngles()
    {
        chooseScaling(QStringLiteral("pi"));
        auto* factor = m_fixture->settingControl<QDoubleSpinBox>(QStringLiteral("rope-factor"));
        QVERIFY(factor);
        factor->setValue(5);
        QVERIFY(settle());
        auto f = m_view->frame();
        QCOMPARE(f->rope.scaling, core::RopeScaling::Pi);
        QCOMPARE(f->settings.factor, 5.0);
        QVERIFY(std::abs(f->curveY[33] - onesScore(64, 10000.0, 33, 5.0)) < 1e-4);
        QVERIFY(std::abs(f->wavelengths[0] - 5 * 2 * M_PI) < 1e-9);

        chooseScaling(QStringLiteral("yarn"));
        auto* l0 = m_fixture->settingControl<QSpinBox>(QStringLiteral("original-length"));
        QVERIFY(l0);
        l0->setValue(50);
        QVERIFY(settle());
        f = m_view->frame();
        QCOMPARE(f->rope.originalLength, 50L);
        QCOMPARE(f->ramp.size(), Eigen::Index(32));
        QCOMPARE(f->paperRamp.size(), Eigen::Index(32));
        QVERIFY(std::abs(f->attentionFactor - (0.1 * std::log(5.0) + 1)) < 1e-12);
        QVERIFY(test::part<QCPTextElement>(m_view, "note")
                    ->text()
                    .contains(QString::number(0.1 * std::log(5.0) + 1, 'g', 6)));
        QCOMPARE(f->ramp[0], 0.0);  // the fastest pair is kept
        QCOMPARE(f->ramp[31], 1.0); // the slowest is interpolated
    }

    void modelScalingsThroughTheControls()
    {
        // Llama 3.1's bands: the band lines follow L0 and the two factors.
        chooseScaling(QStringLiteral("llama3"));
        auto* factor = m_fixture->settingControl<QDoubleSpinBox>(QStringLiteral("rope-factor"));
        QVERIFY(factor);
        factor->setValue(8);
        QVERIFY(m_fixture->setSpin(QStringLiteral("original-length"), 100));
        auto f = m_view->frame();
        QCOMPARE(f->rope.scaling, core::RopeScaling::Llama3);
        QCOMPARE(f->angles, core::ropeAngles(f->rope));
        QVERIFY(test::part<QCPTextElement>(m_view, "note")->text().contains(QLatin1String("float32")));

        // LongRoPE: factors typed in, the short ones while L = 200 <= L0 = 300, the long ones past it.
        chooseScaling(QStringLiteral("longrope"));
        QString shortList, longList;
        for (int i = 0; i < 32; ++i) {
            shortList += QStringLiteral("%1,").arg(1 + 0.1 * i);
            longList += QStringLiteral("%1,").arg(2 + i);
        }
        shortList.chop(1);
        longList.chop(1);
        QVERIFY(m_fixture->edit(QStringLiteral("short-factors"), shortList));
        QVERIFY(m_fixture->edit(QStringLiteral("long-factors"), longList));
        QVERIFY(m_fixture->setSpin(QStringLiteral("original-length"), 300));
        f = m_view->frame();
        QVERIFY2(f->problem.isEmpty(), qPrintable(f->problem));
        for (int i : {0, 5, 31})
            QVERIFY(std::abs(f->angles[i] - std::pow(10000.0, -2.0 * i / 64) / (1 + 0.1 * i)) < 1e-15);
        QVERIFY(m_fixture->setSpin(QStringLiteral("original-length"), 199));
        f = m_view->frame();
        for (int i : {0, 5, 31})
            QVERIFY(std::abs(f->angles[i] - std::pow(10000.0, -2.0 * i / 64) / (2 + i)) < 1e-15);
        QVERIFY(test::part<QCPTextElement>(m_view, "note")->text().contains(QLatin1String("long factors")));
        const double attention = std::sqrt(1 + std::log(8.0) / std::log(199.0)); // max = L0 * s, s = 8 (above)
        QVERIFY(std::abs(f->attentionFactor - attention) < 1e-12);
        // A list of the wrong length is refused on the figure, naming the option.
        QVERIFY(m_fixture->edit(QStringLiteral("long-factors"), QStringLiteral("1, 2, 3")));
        QVERIFY(m_view->frame()->problem.contains(QLatin1String("--long-factors")));

        // Partial rotary: r = 16 of d = 64 turn; the other 48 add 48 to every score.
        chooseScaling(QStringLiteral("none"));
        auto* partial = m_fixture->settingControl<QDoubleSpinBox>(QStringLiteral("partial-rotary-factor"));
        QVERIFY(partial);
        partial->setValue(0.25);
        QVERIFY(settle());
        f = m_view->frame();
        QCOMPARE(f->angles.size(), Eigen::Index(8));
        QCOMPARE(f->curveY[0], 64.0);
        QVERIFY(std::abs(f->curveY[33] - (onesScore(16, 10000.0, 33) + 48)) < 1e-4);
    }

    void oddDimensionIsRefusedOnTheFigure()
    {
        m_fixture->state.setDim(7);
        QVERIFY(settle());
        QVERIFY(m_view->frame()->problem.contains(QLatin1String("--d")));
        QVERIFY(test::part<QCPTextElement>(m_view, "note")->text().contains(QLatin1String("even")));
        QVERIFY(m_view->csvProblem(QString()).contains(QLatin1String("--d")));
        m_fixture->state.setDim(8);
        QVERIFY(settle());
        QVERIFY(m_view->frame()->problem.isEmpty());
    }

    void longContextsAreSampledWithinBudget()
    {
        m_fixture->state.setParams({4096, 500000.0, 131072, core::Layout::Interleaved});
        QVERIFY(settle());
        const auto f = m_view->frame();
        QVERIFY(!f->curveExact);
        QVERIFY(f->samplesPerColumn >= 2);
        const double columns = static_cast<double>(f->curveX.size()) / 2;
        QVERIFY2(columns <= 1.1 * test::part<QCPAxisRect>(m_view, "curve")->width() *
                                m_view->devicePixelRatioF(), // the layout moves a little
                                                             // with the new tick labels
                 qPrintable(QStringLiteral("%1 columns, %2 pixels")
                                .arg(columns)
                                .arg(test::part<QCPAxisRect>(m_view, "curve")->width())));
        QVERIFY(columns * f->samplesPerColumn * 2048 <= kRopeTermBudget);
        // (once the layout has settled: a frame whose cells outnumber the pixels is recomputed)
        QTRY_VERIFY(m_view->frame()->cells <= test::part<QCPAxisRect>(m_view, "matrix")->width());
        // The sampled column around offset 0 still holds the exact maximum d.
        QCOMPARE(*std::max_element(f->curveY.begin(), f->curveY.end()), 4096.0);
    }

    void hoverReadsOutTheScore()
    {
        QSignalSpy status(m_view, &View::statusMessage);
        QCustomPlot* plot = m_view->primaryPlot();
        QCPAxis* x = test::part<QCPAxisRect>(m_view, "curve")->axis(QCPAxis::atBottom);
        QCPAxis* y = test::part<QCPAxisRect>(m_view, "curve")->axis(QCPAxis::atLeft);
        const QPointF at(x->coordToPixel(10), y->coordToPixel(y->range().center()));
        QMouseEvent move(QEvent::MouseMove, at, plot->mapToGlobal(at), Qt::NoButton, Qt::NoButton, Qt::NoModifier);
        QCoreApplication::sendEvent(plot, &move);
        QCOMPARE(status.count(), 1);
        const QString text = status.first().first().toString();
        QVERIFY2(text.contains(QStringLiteral("offset Δ = 10")), qPrintable(text));
        QVERIFY(text.contains(QString::number(onesScore(64, 10000.0, 10), 'g', 8)));
    }
};

QTEST_MAIN(TestRope)
#include "test_rope.moc"

// The ALiBi view in the real window: heads and head from the Parameters dock, slopes, the
// causal matrix with its masked half, and the hover read-out.

#include "uitest.h"

#include "ui/plotting/fastcolormap.h"
#include "ui/views/alibi/alibiview.h"

#include <QSignalSpy>
#include <QSpinBox>
#include <qcustomplot.h>

#include <cmath>
#include <memory>

using namespace pe;
using namespace pe::ui;

class TestAlibi : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<test::Window> m_fixture;
    AlibiView* m_view = nullptr;

    bool settle() { return test::waitIdle(m_fixture->controller); }
    void setSpin(const char* key, int value)
    {
        auto* spin = m_fixture->settingControl<QSpinBox>(QString::fromLatin1(key));
        QVERIFY(spin);
        spin->setValue(value);
        QVERIFY(settle());
    }

    /// The bias curves drawn, one a head: the graphs of the panel whose value axis is the bias.
    int curveCount() const
    {
        for (QCPAxisRect* rect : m_view->primaryPlot()->axisRects())
            if (rect->axis(QCPAxis::atLeft)->label() == QLatin1String("Bias added to the score"))
                return static_cast<int>(rect->graphs().size());
        return -1;
    }

private Q_SLOTS:
    void init()
    {
        m_fixture =
            std::make_unique<test::Window>(core::EncodingParams{}.withDim(512).withBase(10000.0).withLength(40));
        m_view = m_fixture->show<AlibiView>(QStringLiteral("alibi"));
        QVERIFY(m_view);
    }
    void cleanup() { m_fixture.reset(); }

    void eightHeadsHalveTheirSlopes()
    {
        const auto f = m_view->frame();
        QCOMPARE(f->slopes.size(), size_t(8));
        for (int h = 1; h <= 8; ++h)
            QCOMPARE(f->slopes[static_cast<size_t>(h - 1)], std::pow(2.0, -h));
        QCOMPARE(curveCount(), 8);
        QCOMPARE(f->head, 1);
    }

    void slopeAxisSpansEveryHead()
    {
        // Not a power of two: get_slopes(12) is 2^-1 .. 2^-8 (heads 1-8), then 2^-0.5, 2^-1.5, 2^-2.5,
        // 2^-3.5; get_slopes(112) is 2^(-h/8), h <= 64, then 2^(-(2k+1)/16), k < 48 (BLOOM's 112 heads).
        const struct {
            int heads;
            double smallest, largest;
        } cases[] = {{12, std::pow(2.0, -8.0), std::pow(2.0, -0.5)},
                     {112, std::pow(2.0, -8.0), std::pow(2.0, -1.0 / 16)}};
        for (const auto& c : cases) {
            setSpin("heads", c.heads);
            const auto [lower, upper] = m_view->slopeAxisRange();
            QVERIFY2(lower < c.smallest && upper > c.largest,
                     qPrintable(QStringLiteral("%1 heads: axis %2 .. %3").arg(c.heads).arg(lower).arg(upper)));
        }
    }

    void headsAndHeadFollowTheControls()
    {
        setSpin("heads", 4);
        QCOMPARE(m_view->frame()->slopes.size(), size_t(4));
        QCOMPARE(m_view->frame()->slopes[3], std::pow(2.0, -8.0));
        QCOMPARE(curveCount(), 4);
        setSpin("head", 3);
        QCOMPARE(m_view->frame()->head, 3);
        // A head past H shows head H and says so.
        setSpin("head", 6);
        QCOMPARE(m_view->frame()->head, 4);
        QVERIFY(test::part<QCPTextElement>(m_view, "note")->text().contains(QLatin1String("no head 6")));
        setSpin("heads", 16);
        QCOMPARE(m_view->frame()->head, 6);
        QVERIFY(!test::part<QCPTextElement>(m_view, "note")->text().contains(QLatin1String("no head")));
    }

    void matrixIsCausal()
    {
        setSpin("head", 2);
        QCPColorMapData* data = test::part<QCPColorMap>(m_view, "matrixMap")->data();
        QCOMPARE(m_view->frame()->step, 1L);
        // Key 30 after query 5: masked. Key 5 before query 30: -m (30 - 5), m = 1/4.
        QVERIFY(std::isnan(data->cell(30, 5)));
        QCOMPARE(data->cell(5, 30), -0.25 * 25);
        QCOMPARE(data->cell(12, 12), 0.0);
    }

    void largeMatricesAverageTheUnmaskedPairs()
    {
        m_fixture->state.setLength(5000);
        QVERIFY(settle());
        const auto f = m_view->frame();
        QVERIFY(f->step > 1);
        QVERIFY(f->cells <= test::part<QCPAxisRect>(m_view, "matrix")->width());
        // A diagonal block of m positions: mean distance over k <= q is (m - 1) / 3.
        const double m = static_cast<double>(f->step);
        QVERIFY(std::abs(test::part<QCPColorMap>(m_view, "matrixMap")->data()->cell(2, 2) + 0.5 * (m - 1) / 3) < 1e-9);
        QVERIFY(std::abs(alibiBlockMean(0.5, 0, 4, 0, 4) + 0.5 * 1.0) < 1e-12); // 10 pairs, distances sum 10
    }

    void hoverReadsOutTheBias()
    {
        QSignalSpy status(m_view, &View::statusMessage);
        QCustomPlot* plot = m_view->primaryPlot();
        QCPAxis* x = test::part<QCPAxisRect>(m_view, "matrix")->axis(QCPAxis::atBottom);
        QCPAxis* y = test::part<QCPAxisRect>(m_view, "matrix")->axis(QCPAxis::atLeft);
        const QPointF at(x->coordToPixel(3), y->coordToPixel(10));
        QMouseEvent move(QEvent::MouseMove, at, plot->mapToGlobal(at), Qt::NoButton, Qt::NoButton, Qt::NoModifier);
        QCoreApplication::sendEvent(plot, &move);
        QCOMPARE(status.count(), 1);
        const QString text = status.first().first().toString();
        QVERIFY2(text.contains(QLatin1String("query i = 10, key j = 3")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("= -3.5")));
    }
};

QTEST_MAIN(TestAlibi)
#include "test_alibi.moc"

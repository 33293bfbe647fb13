// The T5 view in the real window: buckets, max distance and direction from the Parameters dock,
// the runs of the step plot against core, the bucket matrix, and invalid combinations.

#include "uitest.h"

#include "core/encodings/t5.h"
#include "ui/plotting/fastcolormap.h"
#include "ui/views/t5/t5view.h"

#include <QComboBox>
#include <QSignalSpy>
#include <QSpinBox>
#include <qcustomplot.h>

#include <memory>

using namespace pe;
using namespace pe::ui;

class TestT5 : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<test::Window> m_fixture;
    T5View* m_view = nullptr;

    bool settle() { return test::waitIdle(m_fixture->controller); }
    void setSpin(const char* key, int value)
    {
        auto* spin = m_fixture->settingControl<QSpinBox>(QString::fromLatin1(key));
        QVERIFY(spin);
        spin->setValue(value);
        QVERIFY(settle());
    }
    /// Every offset of the frame has core's bucket.
    /// The names the figure's legends list, joined by "; ".
    QString legendNames() const
    {
        QStringList out;
        for (QCPLayoutElement* e : m_view->findChild<QCustomPlot*>()->plotLayout()->elements(true))
            if (auto* item = qobject_cast<QCPPlottableLegendItem*>(e))
                out << item->plottable()->name().replace(QLatin1Char('\n'), QLatin1Char(' '));
        return out.join(QLatin1String("; "));
    }

    void checkRuns()
    {
        const auto f = m_view->frame();
        QVERIFY(f && f->problem.isEmpty());
        for (long t = f->firstOffset; t <= f->lastOffset; ++t)
            QCOMPARE(f->bucketAt(t), core::relativePositionBucket(t, f->t5));
    }

private Q_SLOTS:
    void init()
    {
        m_fixture =
            std::make_unique<test::Window>(core::EncodingParams{}.withDim(512).withBase(10000.0).withLength(100));
        m_view = m_fixture->show<T5View>(QStringLiteral("t5"));
        QVERIFY(m_view);
    }
    void cleanup() { m_fixture.reset(); }

    void defaultsAreT5s()
    {
        const auto f = m_view->frame();
        QCOMPARE(f->t5.numBuckets, 32);
        QCOMPARE(f->t5.maxDistance, 128L);
        QVERIFY(f->t5.bidirectional);
        QCOMPARE(f->firstOffset, -99L);
        QCOMPARE(f->lastOffset, 99L);
        QCOMPARE(f->maxExact, 8);
        checkRuns();
        QVERIFY(f->runStart.size() <= 2 * 32);
        QCOMPARE(f->step, 1L);
        // Matrix cell (query 10, key 3): offset -7, bucket 7; (3, 10): 16 + 7.
        QCOMPARE(test::part<QCPColorMap>(m_view, "matrixMap")->data()->cell(3, 10), 7.0);
        QCOMPARE(test::part<QCPColorMap>(m_view, "matrixMap")->data()->cell(10, 3), 23.0);
    }

    void theLegendListsOnlyTheLinesOnThePanel()
    {
        // L = 100: offsets -99 .. 99, the exact buckets end at |Δ| = 8, the max distance 128 is
        // past the panel and not listed; at L = 200 it is on it.
        const auto names = [this] { return legendNames(); };
        QVERIFY(names().contains(QStringLiteral("exact buckets")));
        QVERIFY2(!names().contains(QStringLiteral("max distance")), qPrintable(names()));
        QVERIFY(!test::part<QCPGraph>(m_view, "maxLines")->visible());
        m_fixture->state.setLength(128); // the line on the panel's edge: not shown
        QVERIFY(settle());
        QVERIFY2(!names().contains(QStringLiteral("max distance")), qPrintable(names()));
        m_fixture->state.setLength(200);
        QVERIFY(settle());
        QVERIFY2(names().contains(QStringLiteral("max distance |Δ| = 128")), qPrintable(names()));
        QVERIFY(test::part<QCPGraph>(m_view, "maxLines")->visible());
        QVERIFY(names().contains(QStringLiteral("exact buckets")));
    }

    void controlsChangeTheBuckets()
    {
        setSpin("buckets", 12);
        setSpin("max-distance", 40);
        QCOMPARE(m_view->frame()->t5.numBuckets, 12);
        QCOMPARE(m_view->frame()->t5.maxDistance, 40L);
        checkRuns();
        auto* combo = m_fixture->settingControl<QComboBox>(QStringLiteral("bidirectional"));
        QVERIFY(combo);
        const int off = combo->findData(QStringLiteral("off"));
        combo->setCurrentIndex(off);
        emit combo->activated(off);
        QVERIFY(settle());
        const auto f = m_view->frame();
        QVERIFY(!f->t5.bidirectional);
        QCOMPARE(f->lastOffset, 0L);
        QCOMPARE(f->maxExact, 6);
        checkRuns();
        // Keys after the query share bucket 0 in the decoder's matrix.
        QCOMPARE(test::part<QCPColorMap>(m_view, "matrixMap")->data()->cell(80, 3), 0.0);
    }

    void invalidCombinationsAreExplained()
    {
        setSpin("max-distance", 8); // max_exact is 8: the log range is empty
        QVERIFY(m_view->frame()->problem.contains(QLatin1String("--max-distance")));
        QVERIFY(test::part<QCPTextElement>(m_view, "note")->text().contains(QLatin1String("--max-distance")));
        QVERIFY(m_view->csvProblem(QString()).contains(QLatin1String("--max-distance")));
        // Nothing drawn, nothing listed: the legend named the bucket curve and the exact
        // buckets' line over "Nothing to show".
        QVERIFY2(legendNames().isEmpty(), qPrintable(legendNames()));
        setSpin("max-distance", 9);
        QVERIFY(m_view->frame()->problem.isEmpty());
        QVERIFY2(legendNames().startsWith(QLatin1String("bucket of the offset; end of the exact buckets")),
                 qPrintable(legendNames()));
        checkRuns();
    }

    void longSequencesStayAtPixelResolution()
    {
        m_fixture->state.setLength(200000);
        QVERIFY(settle());
        const auto f = m_view->frame();
        QVERIFY(f->step > 1);
        QVERIFY(f->cells <= test::part<QCPAxisRect>(m_view, "matrix")->width());
        QVERIFY(f->runStart.size() <= 2 * 32);
    }

    void hoverReadsOutTheBucket()
    {
        QSignalSpy status(m_view, &View::statusMessage);
        QCustomPlot* plot = m_view->primaryPlot();
        QCPAxis* x = test::part<QCPAxisRect>(m_view, "steps")->axis(QCPAxis::atBottom);
        QCPAxis* y = test::part<QCPAxisRect>(m_view, "steps")->axis(QCPAxis::atLeft);
        const QPointF at(x->coordToPixel(-20), y->coordToPixel(10));
        QMouseEvent move(QEvent::MouseMove, at, plot->mapToGlobal(at), Qt::NoButton, Qt::NoButton, Qt::NoModifier);
        QCoreApplication::sendEvent(plot, &move);
        QCOMPARE(status.count(), 1);
        const QString text = status.first().first().toString();
        QVERIFY2(text.contains(QStringLiteral("offset Δ = -20: bucket %1").arg(core::relativePositionBucket(-20))),
                 qPrintable(text));
    }
};

QTEST_MAIN(TestT5)
#include "test_t5.moc"

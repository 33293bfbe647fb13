// The split model view in the real window: d_pos, d_sem, combine and seed from the Parameters
// dock, the four terms and their total (exact zeros for concat), a cell checked against a sum
// written here, the value path read-out, large L and the hover read-out.

#include "uitest.h"

#include "ui/plotting/fastcolormap.h"
#include "ui/views/split/splitview.h"

#include <QSignalSpy>
#include <qcustomplot.h>

#include <cmath>
#include <memory>

using namespace pe;
using namespace pe::ui;

class TestSplit : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<test::Window> m_fixture;
    SplitView* m_view = nullptr;

    bool settle() { return test::waitIdle(m_fixture->controller); }
    void setSpin(const char* key, int value) { QVERIFY(m_fixture->setSpin(QString::fromLatin1(key), value)); }
    void choose(const char* key, int index) { QVERIFY(m_fixture->choose(QString::fromLatin1(key), index)); }
    /// The parts of a term's panel, found by their names: "pos-pos", "pos-pos map", "pos-pos title".
    template <typename T> T* termPart(SplitTerm term, const char* suffix = "") const
    {
        return test::part<T>(m_view, QLatin1String(splitTermName(term)) + QLatin1String(suffix));
    }
    QCPColorMap* termMap(SplitTerm term) const { return termPart<QCPColorMap>(term, " map"); }
    QString termTitle(SplitTerm term) const { return termPart<QCPTextElement>(term, " title")->text(); }
    QString readoutText() const { return test::part<QCPTextElement>(m_view, "readout")->text(); }
    double cell(SplitTerm term, long query, long key) const
    {
        return termMap(term)->data()->cell(static_cast<int>(key), static_cast<int>(query));
    }

private Q_SLOTS:
    void init()
    {
        m_fixture = std::make_unique<test::Window>(core::EncodingParams{}.withDim(512).withBase(100.0).withLength(20));
        m_view = m_fixture->show<SplitView>(QStringLiteral("split"));
        QVERIFY(m_view);
    }
    void cleanup() { m_fixture.reset(); }

    void concatCrossTermsAreExactlyZero()
    {
        const auto f = m_view->frame();
        QCOMPARE(f->axis.step, 1L);
        QCOMPARE(f->stats[1].maxAbs, 0.0);
        QCOMPARE(f->stats[2].maxAbs, 0.0);
        QVERIFY(f->stats[0].maxAbs > 0.1 && f->stats[3].maxAbs > 0.1);
        QVERIFY(termTitle(SplitTerm::SemPos).contains(QLatin1String("exactly 0")));
        QVERIFY(termTitle(SplitTerm::PosPos).contains(QLatin1String("RMS")));
        for (long q = 0; q < 20; ++q)
            for (long k = 0; k < 20; ++k) {
                QCOMPARE(cell(SplitTerm::SemPos, q, k), 0.0);
                QCOMPARE(cell(SplitTerm::PosSem, q, k), 0.0);
                QVERIFY(std::abs(cell(SplitTerm::SemSem, q, k) + cell(SplitTerm::PosPos, q, k) -
                                 cell(SplitTerm::Total, q, k)) < 1e-12);
            }
        // One colour scale for all five maps, wide enough for the largest.
        QCOMPARE(termMap(SplitTerm::SemPos)->dataRange().upper, f->range);
        QCOMPARE(termMap(SplitTerm::Total)->dataRange().lower, -f->range);
    }

    void posPosCellIsTheSumOverThePositionBlock()
    {
        setSpin("d-pos", 6);
        const auto f = m_view->frame();
        QCOMPARE(f->weights->dPos, 6);
        QVERIFY(test::part<QCPTextElement>(m_view, "note")->text().contains(QStringLiteral("dimensions 0–5,")));
        // p_i W_Q W_K^T p_j^T over the 6 position dimensions, PE of d_pos = 6 and n = 100.
        auto pe = [](long t, int j) {
            const double w = std::pow(100.0, -2.0 * (j / 2) / 6.0);
            return j % 2 == 0 ? std::sin(t * w) : std::cos(t * w);
        };
        const long query = 7, key = 2;
        double sum = 0;
        for (int r = 0; r < 6; ++r)
            for (int s = 0; s < 6; ++s)
                for (int c = 0; c < 6; ++c)
                    sum += pe(query, r) * f->weights->query(r, c) * f->weights->key(s, c) * pe(key, s);
        QVERIFY2(std::abs(cell(SplitTerm::PosPos, query, key) - sum) < 1e-12,
                 qPrintable(QString::number(cell(SplitTerm::PosPos, query, key) - sum)));
    }

    void addMakesEveryTermNonZero()
    {
        choose("combine", 1);
        const auto f = m_view->frame();
        QCOMPARE(f->settings.combine, core::Combine::Add);
        for (int t = 0; t < kSplitTerms; ++t)
            QVERIFY(f->stats[t].maxAbs > 0.1);
        QVERIFY(!termTitle(SplitTerm::SemPos).contains(QLatin1String("exactly")));
        QVERIFY(test::part<QCPTextElement>(m_view, "note")->text().contains(QLatin1String("all four terms")));
        QVERIFY(!readoutText().contains(QLatin1String("0 exactly")));
        QVERIFY(f->value.perturbSplit.maxPosition > 0);
    }

    void valuePathShowsTheExactZeros()
    {
        const auto f = m_view->frame();
        QCOMPARE(f->value.tokens, 20L);
        QCOMPARE(f->value.shift, 20L);
        QVERIFY(readoutText().contains(QLatin1String("0 exactly (block-diagonal)")));
        QCPGraph* split = test::part<QCPGraph>(m_view, "perturb-split");
        QCPGraph* dense = test::part<QCPGraph>(m_view, "perturb-dense");
        QCOMPARE(split->dataCount(), 20);
        double largest = 0;
        for (int i = 0; i < 20; ++i) {
            QCOMPARE(split->data()->at(i)->value, 0.0);
            largest = std::max(largest, dense->data()->at(i)->value);
        }
        QCOMPARE(largest, f->value.perturbDense.maxPosition);
        QVERIFY(largest > 1e-3);
        QVERIFY(readoutText().contains(panels::num(largest, 3)));
    }

    void seedAndWidthsChangeTheNumbers()
    {
        const double before = m_view->frame()->stats[0].rms;
        setSpin("seed", 7);
        QVERIFY(m_view->frame()->stats[0].rms != before);
        setSpin("d-sem", 5);
        QCOMPARE(m_view->frame()->weights->dSem, 5);
        QCOMPARE(m_view->frame()->value.perturbSplit.maxPosition, 0.0);
    }

    void largeLengthsAverageOrRefuse()
    {
        m_fixture->state.setLength(1500);
        QVERIFY(settle());
        const auto f = m_view->frame();
        QVERIFY(f->problem.isEmpty());
        QVERIFY(f->axis.step > 1);
        QVERIFY(f->axis.cells <= termPart<QCPAxisRect>(SplitTerm::SemSem)->width() + 8);
        QVERIFY(test::part<QCPTextElement>(m_view, "note")->text().contains(QLatin1String("mean over")));
        QCOMPARE(f->stats[1].maxAbs, 0.0);
        m_fixture->state.setLength(core::SplitLimits::maxLength + 1);
        QVERIFY(settle());
        QVERIFY(!m_view->frame()->problem.isEmpty());
        QVERIFY(test::part<QCPTextElement>(m_view, "note")->text().startsWith(QLatin1String("Nothing to show")));
        QVERIFY(!termMap(SplitTerm::Total)->visible());
        // No legend names a curve that is not drawn (the value panel's listed its four), and
        // they are listed again once drawn.
        const auto listed = [this](bool shown) {
            int n = 0;
            for (QCPLayoutElement* e : m_view->findChild<QCustomPlot*>()->plotLayout()->elements(true))
                if (auto* item = qobject_cast<QCPPlottableLegendItem*>(e))
                    n += item->plottable()->visible() == shown ? 1 : 0;
            return n;
        };
        QCOMPARE(listed(false), 0);
        m_fixture->state.setLength(100);
        QVERIFY(settle());
        QVERIFY(m_view->frame()->problem.isEmpty());
        QCOMPARE(listed(false), 0);
        QVERIFY(listed(true) >= 4);
    }

    void aLoadedTableIsNotUsedAndSaysSo()
    {
        /// A "learned" table of 30 positions x 4 dimensions, all 0.25.
        struct Table : core::AbsoluteEncoding {
            std::string id() const override { return "learned"; }
            std::string describe() const override { return "test table"; }
            int dim() const override { return 4; }
            long maxLength() const override { return 30; }
            double value(long, int) const override { return 0.25; }
        };
        const double before = m_view->frame()->stats[3].rms;
        m_fixture->state.setEmbeddings(std::make_shared<Table>());
        QVERIFY(settle());
        QVERIFY(m_view->frame()->learnedLoaded);
        QVERIFY(test::part<QCPTextElement>(m_view, "note")
                    ->text()
                    .contains(QLatin1String("loaded embeddings table is not used")));
        // The positions are still the formula's: the pos-pos term is unchanged.
        QCOMPARE(m_view->frame()->stats[3].rms, before);
        m_fixture->state.setEmbeddings(nullptr);
        QVERIFY(settle());
        QVERIFY(!test::part<QCPTextElement>(m_view, "note")->text().contains(QLatin1String("loaded")));
    }

    void hoverReadsOutTheTerm()
    {
        QSignalSpy status(m_view, &View::statusMessage);
        QCustomPlot* plot = m_view->primaryPlot();
        QCPAxisRect* rect = termPart<QCPAxisRect>(SplitTerm::Total);
        const QPointF at(rect->axis(QCPAxis::atBottom)->coordToPixel(3), rect->axis(QCPAxis::atLeft)->coordToPixel(11));
        QMouseEvent move(QEvent::MouseMove, at, plot->mapToGlobal(at), Qt::NoButton, Qt::NoButton, Qt::NoModifier);
        QCoreApplication::sendEvent(plot, &move);
        QCOMPARE(status.count(), 1);
        const QString text = status.first().first().toString();
        QVERIFY2(text.startsWith(QLatin1String("total at query 11, key 3: ")), qPrintable(text));
        QVERIFY(text.endsWith(panels::num(cell(SplitTerm::Total, 11, 3))));
    }
};

QTEST_MAIN(TestSplit)
#include "test_split.moc"

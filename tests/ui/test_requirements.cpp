// The requirements view in the real window: the four cards and the precision card follow the
// encoding and the controls (stored type, offsets), the precision plots hold the counts, a
// learned table fails extrapolation, and the hover reads a dimension out.

#include "uitest.h"

#include "core/analysis/precision/precision.h"
#include "core/encodings/learned.h"
#include "core/formula/angleblocks.h"
#include "core/io/embeddingmatrix.h"
#include "ui/plotting/cardelement.h"
#include "ui/views/requirements/requirementsframe.h"
#include "ui/views/requirements/requirementsview.h"

#include <QSignalSpy>
#include <qcustomplot.h>

#include <cmath>
#include <memory>
#include <random>

using namespace pe;
using namespace pe::ui;
using Verdict = CardElement::Verdict;

class TestRequirements : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<test::Window> m_fixture;
    RequirementsView* m_view = nullptr;

    bool settle() { return test::waitIdle(m_fixture->controller, 30000); }
    void setText(const char* key, const QString& text) { QVERIFY(m_fixture->edit(QString::fromLatin1(key), text)); }
    void choose(const char* key, const QString& name) { QVERIFY(m_fixture->choose(QString::fromLatin1(key), name)); }
    /// The cards in the order uniqueness, offsets, extrapolation, determinism, precision.
    const CardElement* card(int index) const
    {
        return test::part<CardElement>(m_view, QStringLiteral("card%1").arg(index));
    }
    QCPGraph* graph(const char* name) const { return test::part<QCPGraph>(m_view, name); }

private Q_SLOTS:
    void init()
    {
        m_fixture =
            std::make_unique<test::Window>(core::EncodingParams{}.withDim(64).withBase(10000.0).withLength(500));
        m_view = m_fixture->show<RequirementsView>(QStringLiteral("requirements"));
        QVERIFY(m_view);
    }
    void cleanup() { m_fixture.reset(); }

    void sinusoidalMeetsAllFour()
    {
        const auto f = m_view->frame();
        QCOMPARE(f->settings.dtype, core::Dtype::Float16);
        QCOMPARE(f->offsets, (std::vector<long>{1, 10, 100}));
        for (int i = 0; i < 4; ++i)
            QCOMPARE(card(i)->verdict(), Verdict::Pass);
        // d = 64: the closest positions are neighbours, 2 sqrt(sum_k sin^2(w_k / 2)) apart.
        double expected = 0;
        for (int k = 0; k < 32; ++k)
            expected += 4 * std::pow(std::sin(0.5 * std::pow(10000.0, -2.0 * k / 64)), 2);
        QVERIFY(std::abs(f->unique.distance - std::sqrt(expected)) < 1e-12);
        QCOMPARE(f->unique.second - f->unique.first, 1L);
        QVERIFY(card(0)->headline().contains(QLatin1String("PE(0)")));
        QCOMPARE(f->extended.positions, 1000L);
        QCOMPARE(card(4)->verdict(), Verdict::Pass);
        QVERIFY(card(4)->headline().startsWith(QLatin1String("0 neighbour collisions, 0 duplicate")));
        // The two column graphs hold the 32 sines and 32 cosines, in percent of 499 pairs.
        QCOMPARE(graph("sine")->data()->size(), 32);
        QCOMPARE(graph("cosine")->data()->size(), 32);
        QCOMPARE(graph("sine")->data()->at(0)->value,
                 100.0 * static_cast<double>(f->collisions.apartByColumn[0]) / 499);
    }

    // The naive encodings of the first article, chosen with the Encoding control: each fails the
    // requirement the article says, with the numbers of its definition (d = 64, L = 500).
    void naiveSchemesFailWhatTheArticleSays()
    {
        choose("scheme", QStringLiteral("fraction"));
        auto f = m_view->frame();
        QCOMPARE(f->naive, std::optional<core::NaiveKind>(core::NaiveKind::Fraction));
        // sqrt(64) / 499 between neighbours, and sqrt(64) / 999 at 2L.
        QVERIFY(std::abs(f->unique.distance - 8.0 / 499) < 1e-15);
        QVERIFY(std::abs(f->spreads.front().mean - 8.0 / 499) < 1e-15);
        const Verdict fraction[] = {Verdict::Pass, Verdict::Fail, Verdict::Fail, Verdict::Pass};
        for (int i = 0; i < 4; ++i)
            QCOMPARE(card(i)->verdict(), fraction[i]);
        QCOMPARE(card(1)->headline(),
                 QStringLiteral("the step depends on L: 0.01603 at L = 500, 0.008008 at L = 1000"));
        QVERIFY(card(2)->headline().contains(QLatin1String("2.002"))); // 999 / 499
        QVERIFY(m_view->caption().contains(QStringLiteral("t / (L − 1)")));

        choose("scheme", QStringLiteral("index"));
        f = m_view->frame();
        QCOMPARE(f->unique.distance, 8.0);
        const Verdict index[] = {Verdict::Pass, Verdict::Pass, Verdict::Fail, Verdict::Pass};
        for (int i = 0; i < 4; ++i)
            QCOMPARE(card(i)->verdict(), index[i]);
        QCOMPARE(card(2)->headline(), QStringLiteral("unbounded: values up to 499 in training, 999 at t = 999"));

        choose("scheme", QStringLiteral("binary"));
        f = m_view->frame();
        QCOMPARE(f->unique.distance, 2.0);
        // Below 500 the most bits flip at 255 -> 256: nine, 2 sqrt(9) = 6 apart.
        QVERIFY(card(1)->details().contains(QStringLiteral("2 when one bit flips, 6 when 9 bits flip (255 → 256)")));
        const Verdict binary[] = {Verdict::Pass, Verdict::Fail, Verdict::Caveat, Verdict::Pass};
        for (int i = 0; i < 4; ++i)
            QCOMPARE(card(i)->verdict(), binary[i]);
        QVERIFY(card(2)->details().contains(QLatin1String("position 512 is the first to set bit 9")));

        choose("scheme", QStringLiteral("sinusoidal"));
        for (int i = 0; i < 4; ++i)
            QCOMPARE(card(i)->verdict(), Verdict::Pass);
    }

    void storedTypeFollowsTheControl()
    {
        const long float16Apart = m_view->frame()->collisions.apartByColumn[63];
        choose("dtype", QStringLiteral("bfloat16"));
        QCOMPARE(m_view->frame()->collisions.dtype, core::Dtype::BFloat16);
        QVERIFY(card(4)->title().contains(QLatin1String("bfloat16")));
        // Fewer bits: the slowest cosine tells fewer neighbours apart.
        QVERIFY(m_view->frame()->collisions.apartByColumn[63] < float16Apart);
        choose("dtype", QStringLiteral("float32"));
        // float32 by the compiler's conversion: cos(w t) of the slowest pair stays 1 near t = 0.
        const double w = std::pow(10000.0, -62.0 / 64);
        long apart = 0;
        for (int t = 0; t + 1 < 500; ++t)
            apart += static_cast<float>(std::cos(w * t)) != static_cast<float>(std::cos(w * (t + 1)));
        QCOMPARE(m_view->frame()->collisions.apartByColumn[63], apart);
        QVERIFY(apart < 499);
    }

    void roundingMergesPositionsAtTinyD()
    {
        // d = 2 in float16 (NumPy agrees, see tests/core): 4588 duplicates, the first 712 = 2.
        m_fixture->state.setParams(core::EncodingParams{}.withDim(2).withBase(10000.0).withLength(8192));
        QVERIFY(settle());
        const auto f = m_view->frame();
        QCOMPARE(f->collisions.duplicatePositions, 4588L);
        QCOMPARE(card(4)->verdict(), Verdict::Fail);
        QVERIFY(card(4)->details().contains(QLatin1String("position 712")));
        // The cumulative duplicates end at the total.
        const auto* data = graph("duplicate")->data().data();
        QCOMPARE((data->constEnd() - 1)->value, 4588.0);
        QVERIFY(graph("fewest")->data()->size() > 2);
        // The exact vectors are all distinct: uniqueness still holds (closest pair at offset 710).
        QCOMPARE(card(0)->verdict(), Verdict::Pass);
        QCOMPARE(f->unique.second, 710L);
    }

    void largeCountsFollowTheFirstFrame()
    {
        // 4096 x 1024 components, above kCountLater: the first frame comes without the counts
        // (a grey "Counting…" card), and the controller brings them in the next one.
        QVERIFY(4096L * 1024 > requirements::kCountLater);
        int pendingApplied = 0;
        bool pendingCardShown = false;
        connect(&m_fixture->controller, &Controller::resultApplied, this, [&](View* v) {
            if (v == m_view && m_view->framePending()) {
                ++pendingApplied;
                pendingCardShown = card(4)->verdict() == Verdict::Pending;
            }
        });
        const core::EncodingParams p{1024, 10000.0, 4096, core::Layout::Interleaved};
        m_fixture->state.setParams(p);
        QVERIFY(settle());
        QCOMPARE(pendingApplied, 1);
        QVERIFY(pendingCardShown);
        const auto f = m_view->frame();
        QVERIFY(!f->pending && !f->countingCollisions);
        const core::CollisionCounts direct =
            core::countCollisions(core::sinusoidalRows(p), 1024, 4096, f->settings.dtype);
        QCOMPARE(f->collisions.positions, 4096L);
        QCOMPARE(f->collisions.apartByColumn, direct.apartByColumn);
        QCOMPARE(f->collisions.apartByPair, direct.apartByPair);
        QCOMPARE(graph("sine")->data()->size(), 512);
        QVERIFY(card(4)->verdict() != Verdict::Pending);
        // A change of t leaves the counts alone: no pending frame again.
        m_fixture->state.setPosition(7);
        QVERIFY(settle());
        QCOMPARE(pendingApplied, 1);
    }

    void exportsCompleteAPendingFrame()
    {
        // d = 4 over 2^20 positions: a frame computed on this thread is pending, and
        // completeFrame (what every export calls first) brings the counts.
        m_fixture->controller.setSuspended(true);
        const core::EncodingParams p{4, 10000.0, core::Limits::maxLength, core::Layout::Interleaved};
        m_fixture->state.setParams(p);
        m_view->applyFrame(m_view->makeJob()());
        QVERIFY(m_view->framePending());
        QCOMPARE(card(4)->verdict(), Verdict::Pending);
        QVERIFY(m_view->frame()->collisions.apartByColumn.empty());
        m_view->completeFrame();
        QVERIFY(!m_view->framePending());
        const core::CollisionCounts direct =
            core::countCollisions(core::sinusoidalRows(p), 4, p.length, core::Dtype::Float16);
        QCOMPARE(m_view->frame()->collisions.apartByColumn, direct.apartByColumn);
        QCOMPARE(m_view->frame()->collisions.duplicatePositions, direct.duplicatePositions);
        QCOMPARE(m_view->frame()->collisions.neighbourCollisions, direct.neighbourCollisions);
        QVERIFY(card(4)->verdict() != Verdict::Pending);
        m_fixture->controller.setSuspended(false);
    }

    void offsetsFollowTheControl()
    {
        const double counted = m_view->frame()->seconds;
        setText("offsets", QStringLiteral("50, 5"));
        // Only the spreads are measured again: the collision counts are the frame's before.
        QCOMPARE(m_view->frame()->seconds, counted);
        QCOMPARE(m_view->frame()->offsets, (std::vector<long>{5, 50}));
        QCOMPARE(m_view->frame()->spreads.size(), size_t(2));
        QCOMPARE(m_view->frame()->spreads[1].samples, 450L);
        setText("offsets", QStringLiteral("7,100000"));
        QCOMPARE(m_view->frame()->offsets, (std::vector<long>{7}));
        QVERIFY(test::part<QCPTextElement>(m_view, "note")->text().contains(QLatin1String("100000")));
        // A bad list is refused and leaves the setting alone.
        QVERIFY(!m_view->setSettingText(QStringLiteral("offsets"), QStringLiteral("0,3")).isEmpty());
        QCOMPARE(m_view->settings().offsets, QStringLiteral("7,100000"));
    }

    void learnedTableFailsExtrapolation()
    {
        std::mt19937 rng(1);
        std::normal_distribution<double> g;
        std::vector<double> values(300 * 16);
        for (double& v : values)
            v = g(rng);
        auto table = std::make_shared<core::LearnedEncoding>(core::io::EmbeddingMatrix::fromDoubles(300, 16, values));
        m_fixture->state.setEmbeddings(table);
        QVERIFY(settle());
        const auto f = m_view->frame();
        QVERIFY(f->table);
        QCOMPARE(f->tableRows, 300L);
        QCOMPARE(card(0)->verdict(), Verdict::Pass);
        QCOMPARE(card(1)->verdict(), Verdict::Fail); // random rows: distances vary with t
        QCOMPARE(card(2)->verdict(), Verdict::Fail);
        QVERIFY(card(2)->headline().contains(QLatin1String("300")));
        QCOMPARE(card(3)->verdict(), Verdict::Caveat);
        QCOMPARE(graph("sine")->data()->size(), 16);
        QCOMPARE(graph("cosine")->data()->size(), 0);
    }

    void hoverReadsOutADimension()
    {
        QSignalSpy status(m_view, &View::statusMessage);
        QCustomPlot* plot = m_view->primaryPlot();
        QCPAxisRect* rect = test::part<QCPAxisRect>(m_view, "columns");
        const QPointF at(rect->axis(QCPAxis::atBottom)->coordToPixel(63),
                         rect->axis(QCPAxis::atLeft)->coordToPixel(50));
        QMouseEvent move(QEvent::MouseMove, at, plot->mapToGlobal(at), Qt::NoButton, Qt::NoButton, Qt::NoModifier);
        QCoreApplication::sendEvent(plot, &move);
        QCOMPARE(status.count(), 1);
        const QString text = status.first().first().toString();
        QVERIFY2(text.startsWith(QLatin1String("dimension 63: ")), qPrintable(text));
        QVERIFY(text.contains(QString::number(m_view->frame()->collisions.apartByColumn[63])));
    }
};

QTEST_MAIN(TestRequirements)
#include "test_requirements.moc"

// The word-order view in the real window: its controls (positions, sentences, embedding d)
// change the frame; the maps hold sentence 1's outputs in order and sentence 2's matched by
// word (equal rows without positions, different with), and the bars the differences, against
// core's head.

#include "uitest.h"

#include "core/analysis/wordorder.h"
#include "ui/plotting/fastcolormap.h"
#include "ui/views/order/orderview.h"

#include <QSignalSpy>
#include <qcustomplot.h>

#include <memory>

using namespace pe;
using namespace pe::ui;

class TestOrder : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<test::Window> m_fixture;
    OrderView* m_view = nullptr;

    /// The two maps hold the frame's outputs, sentence 2's row i being its row match[i].
    void checkMaps()
    {
        const auto f = m_view->frame();
        QVERIFY(f && f->problem.isEmpty());
        auto* first = test::part<QCPColorMap>(m_view, "firstMap")->data();
        auto* second = test::part<QCPColorMap>(m_view, "secondMap")->data();
        const int tokens = static_cast<int>(f->shown.match.size());
        QCOMPARE(first->valueSize(), tokens);
        QCOMPARE(first->keySize(), f->settings.embedDim);
        for (int i = 0; i < tokens; ++i)
            for (int j = 0; j < f->settings.embedDim; ++j) {
                QCOMPARE(first->cell(j, i), f->shown.outFirst(i, j));
                QCOMPARE(second->cell(j, i), f->shown.outSecond(f->shown.match[static_cast<size_t>(i)], j));
            }
    }
    /// The frame is core's result for its settings.
    void checkAgainstCore(bool positions)
    {
        const auto f = m_view->frame();
        const core::WordOrderResult r = core::wordOrder(f->settings.language, f->settings.embedDim, 42, positions,
                                                        f->params.withDim(f->settings.embedDim));
        QCOMPARE(f->shown.outFirst, r.outFirst);
        QCOMPARE(f->shown.outSecond, r.outSecond);
    }

private Q_SLOTS:
    void init()
    {
        m_fixture =
            std::make_unique<test::Window>(core::EncodingParams{}.withDim(512).withBase(10000.0).withLength(100));
        m_view = m_fixture->show<OrderView>(QStringLiteral("order"));
        QVERIFY(m_view);
    }
    void cleanup() { m_fixture.reset(); }

    void withoutPositionsTheWordsGetTheSameOutputs()
    {
        const auto f = m_view->frame();
        QVERIFY(!f->settings.positions);
        QCOMPARE(f->settings.embedDim, 16);
        QCOMPARE(f->shown.sentences.first, (std::vector<std::string>{"the", "cat", "eats", "the", "mouse"}));
        QVERIFY(f->maxWithout < 1e-12);
        QVERIFY(f->maxWith > 1e-2);
        checkAgainstCore(false);
        checkMaps();
        // Matched rows equal: the two maps are the same picture.
        auto* first = test::part<QCPColorMap>(m_view, "firstMap")->data();
        auto* second = test::part<QCPColorMap>(m_view, "secondMap")->data();
        for (int i = 0; i < 5; ++i)
            for (int j = 0; j < 16; ++j)
                QVERIFY(std::abs(first->cell(j, i) - second->cell(j, i)) < 1e-12);
        auto* without = test::part<QCPBars>(m_view, "differencesWithout");
        auto* with = test::part<QCPBars>(m_view, "differencesWith");
        QCOMPARE(without->data()->size(), 5);
        for (int i = 0; i < 5; ++i) {
            QVERIFY(without->data()->at(i)->value < 1e-12);
            QCOMPARE(with->data()->at(i)->value, f->differenceWith[i]);
        }
        QVERIFY(test::part<QCPTextElement>(m_view, "note")->text().contains(panels::num(f->maxWith, 3)));
        QCOMPARE(with->name(), QStringLiteral("with positions: max %1").arg(panels::num(f->maxWith, 3)));
    }

    void positionsMakeTheOutputsDiffer()
    {
        QVERIFY(m_fixture->choose(QStringLiteral("positions"), QStringLiteral("on")));
        const auto f = m_view->frame();
        QVERIFY(f->settings.positions);
        checkAgainstCore(true);
        checkMaps();
        QCOMPARE(f->shown.maxDifference, f->maxWith);
        QVERIFY(f->shown.maxDifference > 1e-2);
        // "the" at position 1 is matched with "the" at position 1: same input row, yet the
        // output differs, since what it attends to moved.
        QCOMPARE(f->shown.match, (std::vector<int>{0, 4, 2, 3, 1}));
        QVERIFY(f->shown.difference[0] > 1e-3);
    }

    void languagesAndDimension()
    {
        QVERIFY(m_fixture->choose(QStringLiteral("sentence-language"), QStringLiteral("zh")));
        QVERIFY(m_fixture->setSpin(QStringLiteral("embed-dim"), 8));
        auto f = m_view->frame();
        QCOMPARE(f->settings.language, core::SentenceLanguage::Chinese);
        QCOMPARE(f->shown.sentences.first, (std::vector<std::string>{"猫", "吃", "老鼠"}));
        QCOMPARE(f->shown.outFirst.cols(), 8);
        checkMaps();
        QVERIFY(f->maxWithout < 1e-12);
        QVERIFY(m_fixture->choose(QStringLiteral("sentence-language"), QStringLiteral("fr")));
        QVERIFY(m_fixture->choose(QStringLiteral("positions"), QStringLiteral("on")));
        f = m_view->frame();
        QCOMPARE(f->shown.sentences.second, (std::vector<std::string>{"la", "souris", "mange", "le", "chat"}));
        checkAgainstCore(true);
        checkMaps();
        QVERIFY(m_view->caption().contains(QStringLiteral("le chat mange la souris")));
    }

    void hoverReadsOutTheValue()
    {
        QSignalSpy status(m_view, &View::statusMessage);
        QCustomPlot* plot = m_view->primaryPlot();
        auto* rect = test::part<QCPAxisRect>(m_view, "secondRect");
        const QPointF at(rect->axis(QCPAxis::atBottom)->coordToPixel(3), rect->axis(QCPAxis::atLeft)->coordToPixel(1));
        QMouseEvent move(QEvent::MouseMove, at, plot->mapToGlobal(at), Qt::NoButton, Qt::NoButton, Qt::NoModifier);
        QCoreApplication::sendEvent(plot, &move);
        QVERIFY(!status.isEmpty());
        const QString text = status.last().at(0).toString();
        // Row 1 of sentence 1 is "cat"; in sentence 2 "cat" is at position 5.
        QVERIFY2(text.contains(QLatin1String("cat")) && text.contains(QLatin1String("position 5")), qPrintable(text));
    }
};

QTEST_MAIN(TestOrder)
#include "test_order.moc"

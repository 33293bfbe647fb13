// The comparison view in the real window: the --schemes setting from the Parameters dock, the
// frame's curves against core, the table's rows opening the schemes' views, and a learned table.

#include "uitest.h"

#include "core/analysis/similarity/similarity.h"
#include "core/encodings/alibi.h"
#include "core/encodings/rope.h"
#include "core/encodings/t5.h"
#include "ui/framework/numbers.h"
#include "ui/plotting/columncurve.h"
#include "ui/views/compare/comparefigure.h"
#include "ui/views/compare/compareview.h"

#include <QLineEdit>
#include <QSignalSpy>
#include <qcustomplot.h>

#include <memory>

using namespace pe;
using namespace pe::ui;

class TestCompare : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<test::Window> m_fixture;
    CompareView* m_view = nullptr;

    bool settle() { return test::waitIdle(m_fixture->controller); }
    void setSchemes(const QString& text)
    {
        auto* edit = m_fixture->settingControl<QLineEdit>(QStringLiteral("schemes"));
        QVERIFY(edit);
        edit->setText(text);
        emit edit->editingFinished();
        QVERIFY(settle());
    }
    SchemeTable* schemeTable() const { return test::part<SchemeTable>(m_view, "schemeTable"); }
    /// The chart's curve of a scheme (named like the scheme in --schemes).
    ColumnCurve* graph(Scheme scheme) const { return test::part<ColumnCurve>(m_view, schemeName(scheme)); }

private Q_SLOTS:
    void init()
    {
        m_fixture =
            std::make_unique<test::Window>(core::EncodingParams{}.withDim(64).withBase(10000.0).withLength(300));
        m_view = m_fixture->show<CompareView>(QStringLiteral("compare"));
        QVERIFY(m_view);
    }
    void cleanup() { m_fixture.reset(); }

    void defaultCurvesMatchCore()
    {
        const auto f = m_view->frame();
        QVERIFY(f && f->problem.isEmpty());
        QCOMPARE(f->curves.size(), size_t(4));
        QVERIFY(f->everyOffset);
        QCOMPARE(f->offsets.size(), size_t(300));
        QVERIFY(!f->curve(Scheme::Learned));
        const core::EncodingParams p = f->params;
        core::RopeParams rp;
        rp.dim = 64;
        rp.base = 10000.0;
        const Eigen::VectorXd angles = core::ropeAngles(rp);
        const double slope = core::alibiSlopes(8).front();
        QCOMPARE(slope, 0.5);
        // The chart's sums come from a rotation recurrence (core::progressionCosineSums, about
        // 1e-14 per cosine), the read-out and the CSV from a cosine per term.
        for (long t = 0; t < 300; t += 7) {
            QVERIFY(std::abs(f->curve(Scheme::Sinusoidal)->y[t] - core::offsetDot(p, static_cast<double>(t))) < 1e-12);
            QVERIFY(std::abs(f->curve(Scheme::Rope)->y[t] - core::ropeScoreOnes(angles, static_cast<double>(t))) <
                    1e-12);
            QCOMPARE(f->curve(Scheme::Alibi)->y[t], t == 0 ? 0.0 : -0.5 * t);
            QCOMPARE(f->curve(Scheme::T5)->y[t], double(core::relativePositionBucket(-t, true, 32, 128)));
        }
        // RoPE's angles are the sinusoidal frequencies here: its curve is the sinusoidal one
        // doubled, computed once (the check above compares it with RoPE's own formula).
        QVERIFY(f->terms->ropeIsTwiceSinusoidal());
        for (size_t i = 0; i < f->offsets.size(); ++i)
            QCOMPARE(f->curve(Scheme::Rope)->y[i], 2.0 * f->curve(Scheme::Sinusoidal)->y[i]);
        QCOMPARE(f->curve(Scheme::Sinusoidal)->maxAbs, 32.0);
        QCOMPARE(f->curve(Scheme::Alibi)->maxAbs, 0.5 * 299);
        QCOMPARE(f->curve(Scheme::T5)->maxAbs, 15.0);
        // Drawn normalised: every curve within [-1, 1], ALiBi reaching -1 at L - 1.
        ColumnCurve* alibi = graph(Scheme::Alibi);
        QVERIFY(alibi->visible());
        QCOMPARE(alibi->ys().back(), -1.0);
        // 300 offsets over more pixels: lines, dashed as their pens say.
        QVERIFY(!graph(Scheme::Sinusoidal)->drewColumns());
        QVERIFY(!graph(Scheme::Learned)->visible());
        QVERIFY(test::part<QCPTextElement>(m_view, "note")->text().contains(QStringLiteral("coincide")));
        // Hovering offset 10 reads out every scheme's term there.
        QSignalSpy status(m_view, &View::statusMessage);
        QCustomPlot* plot = m_view->primaryPlot();
        QCPAxisRect* rect = plot->axisRect();
        const QPointF at(rect->axis(QCPAxis::atBottom)->coordToPixel(10), rect->axis(QCPAxis::atLeft)->coordToPixel(0));
        QMouseEvent move(QEvent::MouseMove, at, plot->mapToGlobal(at), Qt::NoButton, Qt::NoButton, Qt::NoModifier);
        QCoreApplication::sendEvent(plot, &move);
        QCOMPARE(status.count(), 1);
        const QString text = status.first().first().toString();
        QVERIFY2(text.startsWith(QStringLiteral("Δ = 10: ")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("alibi -5")));
    }

    void longContextsAreSampledByWholeSteps()
    {
        m_fixture->state.setParams({2048, 10000.0, 100000, core::Layout::Interleaved});
        QVERIFY(settle());
        const auto f = m_view->frame();
        QVERIFY(!f->everyOffset);
        QVERIFY(f->step > 1);
        // Within the budget of cosines: d/2 for the sinusoidal and the RoPE term of each offset.
        QVERIFY(static_cast<double>(f->offsets.size()) * 2 * 1024 <= kCompareTermBudget + 2 * 2048);
        QCOMPARE(f->offsets.back(), 99999.0);
        const core::EncodingParams p = f->params;
        for (size_t i = 0; i < f->offsets.size(); i += 97) {
            QCOMPARE(f->offsets[i], static_cast<double>(i * f->step));
            QVERIFY(std::abs(f->curve(Scheme::Sinusoidal)->y[i] - core::offsetDot(p, f->offsets[i])) < 1e-10);
        }
        QVERIFY(std::abs(f->curve(Scheme::Sinusoidal)->y.back() - core::offsetDot(p, 99999.0)) < 1e-10);
        QVERIFY2(test::part<QCPTextElement>(m_view, "note")
                     ->text()
                     .contains(QStringLiteral("One offset in %1").arg(f->step)),
                 qPrintable(test::part<QCPTextElement>(m_view, "note")->text()));
        // Denser than the pixels (L = kCompareMinOffsets): every offset, drawn as pixel columns.
        m_fixture->state.setParams({512, 10000.0, kCompareMinOffsets, core::Layout::Interleaved});
        QVERIFY(settle());
        QVERIFY(m_view->frame()->everyOffset);
        QVERIFY(graph(Scheme::Sinusoidal)->drewColumns());
    }

    void schemesSettingChoosesCurves()
    {
        setSchemes(QStringLiteral("alibi, t5"));
        QCOMPARE(m_view->settings().schemes, QStringLiteral("alibi, t5"));
        const auto f = m_view->frame();
        QCOMPARE(f->curves.size(), size_t(2));
        QVERIFY(graph(Scheme::Alibi)->visible());
        QVERIFY(!graph(Scheme::Sinusoidal)->visible());
        QVERIFY(!graph(Scheme::Rope)->visible());
        // A bad list is refused with a message: the setting keeps its value.
        QCOMPARE(m_view->setSettingText(QStringLiteral("schemes"), QStringLiteral("alibi,nope")).isEmpty(), false);
        QCOMPARE(m_view->settings().schemes, QStringLiteral("alibi, t5"));
    }

    void learnedWithoutATableIsANote()
    {
        setSchemes(QStringLiteral("learned,alibi"));
        const auto f = m_view->frame();
        QVERIFY(!f->curve(Scheme::Learned)->problem.isEmpty());
        QVERIFY(test::part<QCPTextElement>(m_view, "note")->text().contains(QStringLiteral("needs --embeddings FILE")));
        QVERIFY(!graph(Scheme::Learned)->visible());
        QVERIFY(graph(Scheme::Alibi)->visible());
        QVERIFY(m_view->csvProblem(QString()).contains(QStringLiteral("'learned' needs --embeddings FILE")));
    }

    void tableRowsOpenTheirViews_data()
    {
        QTest::addColumn<int>("row");
        QTest::addColumn<QString>("id");
        QTest::addRow("sinusoidal") << int(SchemeTable::Sinusoidal) << QStringLiteral("heatmap");
        QTest::addRow("learned") << int(SchemeTable::Learned) << QStringLiteral("heatmap");
        QTest::addRow("shaw") << int(SchemeTable::Shaw) << QStringLiteral("t5");
        QTest::addRow("rope") << int(SchemeTable::Rope) << QStringLiteral("rope");
        QTest::addRow("alibi") << int(SchemeTable::Alibi) << QStringLiteral("alibi");
        QTest::addRow("t5") << int(SchemeTable::T5) << QStringLiteral("t5");
    }

    void tableRowsOpenTheirViews()
    {
        QFETCH(int, row);
        QFETCH(QString, id);
        SchemeTable* table = schemeTable();
        QCOMPARE(table->rowCount(), 6);
        QVERIFY(!table->item(row, 3)->toolTip().isEmpty());
        QSignalSpy spy(m_view, &View::viewRequested);
        const QRect cell = table->visualRect(table->model()->index(row, 1));
        QVERIFY(cell.isValid());
        // A click (which selects the row and opens nothing), then the double-click.
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, cell.center());
        QCOMPARE(spy.size(), 0);
        QTest::mouseDClick(table->viewport(), Qt::LeftButton, {}, cell.center());
        QCOMPARE(spy.size(), 1);
        QCOMPARE(spy[0][0].toString(), id);
        QVERIFY(settle());
        QCOMPARE(m_fixture->window.view(id)->isVisible(), true);
        QVERIFY(!m_view->isVisible());
    }

    void enterOpensTheCurrentRow()
    {
        SchemeTable* table = schemeTable();
        table->setFocus();
        table->setCurrentCell(SchemeTable::Alibi, 0);
        QSignalSpy spy(m_view, &View::viewRequested);
        QTest::keyClick(table, Qt::Key_Return);
        QCOMPARE(spy.size(), 1);
        QCOMPARE(spy[0][0].toString(), QStringLiteral("alibi"));
        QVERIFY(table->item(SchemeTable::Shaw, 0)->toolTip().contains(QStringLiteral("ancestor of T5")));
    }

    void tableShowsTheCurrentParameterCount()
    {
        const QString learned = schemeTable()->item(SchemeTable::Learned, 3)->text();
        QVERIFY2(learned.contains(QStringLiteral("300 × 64 = ") + pe::ui::numbers::integer(19200)),
                 qPrintable(learned));
        m_fixture->state.setParams(core::EncodingParams{}.withDim(768).withBase(10000.0).withLength(1024));
        QVERIFY(settle());
        QVERIFY(schemeTable()->item(SchemeTable::Learned, 3)->text().contains(QStringLiteral("786,432")));
    }

    void learnedTableGivesMeanDots()
    {
        // A 6 x 4 table p_t = (t, 1, 0, -t): p_t . p_{t+D} = 2 t (t + D) + 1.
        Eigen::MatrixXd m(6, 4);
        for (int t = 0; t < 6; ++t)
            m.row(t) << t, 1, 0, -t;
        struct Table : core::AbsoluteEncoding {
            Eigen::MatrixXd m;
            std::string id() const override { return "learned"; }
            std::string describe() const override { return "test table"; }
            int dim() const override { return 4; }
            long maxLength() const override { return 6; }
            double value(long t, int j) const override { return m(t, j); }
        };
        auto table = std::make_shared<Table>();
        table->m = m;
        const std::vector<double> means = meanLaggedDots(*table, 6);
        const std::vector<double> byFft = meanLaggedDots(*table, 6, 0.0);
        for (long delta = 0; delta < 6; ++delta) {
            double sum = 0;
            for (long t = 0; t + delta < 6; ++t)
                sum += 2.0 * t * (t + delta) + 1;
            QCOMPARE(means[delta], sum / (6 - delta));
            QVERIFY(std::abs(byFft[delta] - sum / (6 - delta)) < 1e-12 * sum);
        }
    }
};

QTEST_MAIN(TestCompare)
#include "test_compare.moc"

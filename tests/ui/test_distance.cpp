// The distance view's offset curve: its value axis holds what the view states, and a false
// neighbour is marked only when the curve really turns back.

#include "uitest.h"

#include <memory>

#include "core/analysis/similarity/similarity.h"
#include "ui/framework/appstate.h"
#include "ui/framework/controller.h"
#include "ui/framework/language.h"
#include "ui/shell/mainwindow.h"
#include "ui/views/distance/distanceframe.h"
#include "ui/views/distance/distanceview.h"

#include <QDoubleSpinBox>
#include <QTest>
#include <qcustomplot.h>

using namespace pe;
using namespace pe::ui;

class TestDistance : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<test::Window> m_fixture;
    Controller* m_controller = nullptr;
    DistanceView* m_view = nullptr;

    void open(const core::EncodingParams& params, core::Metric metric)
    {
        m_fixture = std::make_unique<test::Window>(params);
        m_controller = &m_fixture->controller;
        m_view = m_fixture->show<DistanceView>(QStringLiteral("distance"));
        QVERIFY(m_view);
        QVERIFY(m_fixture->choose(QStringLiteral("metric"), QString::fromStdString(core::metricName(metric))));
        QCOMPARE(m_view->frame()->metric, metric);
    }

    QCPRange curveAxis() const { return test::part<QCPAxisRect>(m_view, "curve")->axis(QCPAxis::atLeft)->range(); }
    /// What the view draws now.
    const DistanceFrame& drawn() const { return *m_view->frame(); }
    const core::FalseNeighbour& falseNeighbour() const { return drawn().peak; }
    /// The note under the curve naming the false neighbour (empty when there is none).
    QString falseNeighbourLabel() const { return test::part<QCPItemText>(m_view, "falseNeighbour")->text(); }
    /// The table of consecutive distances beside the curve.
    QString tableText() const { return test::part<QCPTextElement>(m_view, "table")->text(); }
    /// The same as the user reads it: its lines joined, no-break spaces as spaces.
    QString tableWords() const
    {
        return tableText().replace(QLatin1Char('\n'), QLatin1Char(' ')).replace(QChar(0x00A0), QLatin1Char(' '));
    }

private Q_SLOTS:
    void cleanup()
    {
        m_fixture.reset();
        language::install(QStringLiteral("en")); // after a test in another language, even a failed one
    }

    // The consecutive-distances figure: |PE(t) - PE(t+1)| = 1.4718 (NumPy, d = 64, n = 10000)
    // is in the table; the curve's cells of several offsets average it away, but the axis still
    // shows it, and the distance 0 at D = 0, with a margin.
    void curveAxisHoldsTheExactValues()
    {
        open({64, 10000.0, 1000, core::Layout::Interleaved}, core::Metric::Euclidean);
        QVERIFY(drawn().curve.offsets.step > 1);
        const double consecutive = 1.4718480481224778;
        QVERIFY(std::abs(drawn().consecutive.front().distance - consecutive) < 1e-9);
        double lowestCell = 1e300, highestCell = -1e300;
        for (double v : drawn().curve.values) {
            lowestCell = std::min(lowestCell, v);
            highestCell = std::max(highestCell, v);
        }
        QVERIFY(lowestCell > consecutive); // what the axis used to start from
        const QCPRange r = curveAxis();
        QVERIFY2(r.lower < 0.0 && r.upper > highestCell,
                 qPrintable(QStringLiteral("%1 .. %2").arg(r.lower).arg(r.upper)));
        QVERIFY(r.contains(consecutive));
        // The exact points are drawn at D = -1, 0, 1.
        const QCPGraphDataContainer& exact = *test::part<QCPGraph>(m_view, "exact")->data();
        QCOMPARE(exact.size(), 3);
        QCOMPARE(exact.at(1)->key, 0.0);
        QCOMPARE(exact.at(1)->value, 0.0);
        QVERIFY(std::abs(exact.at(2)->value - consecutive) < 1e-9);
    }

    // One position: a constant curve still gets a readable range around its value.
    void constantCurveGetsARange()
    {
        open({64, 10000.0, 1, core::Layout::Interleaved}, core::Metric::Dot);
        const QCPRange r = curveAxis();
        QVERIFY(r.contains(32.0));
        QVERIFY2(r.size() >= 0.1, qPrintable(QString::number(r.size())));
        QVERIFY(r.size() < 10.0);
    }

    // d = 4, n = 100: D = 6 is far more alike than D = 3 (NumPy: 89 % of the fall for the dot
    // product), a real false neighbour, marked with its threshold.
    void realFalseNeighbourIsMarked()
    {
        open({4, 100.0, 100, core::Layout::Interleaved}, core::Metric::Dot);
        QVERIFY(falseNeighbour().found);
        QCOMPARE(falseNeighbour().offset, 6L);
        QCOMPARE(falseNeighbour().nearer, 3L);
        QVERIFY2(falseNeighbourLabel().contains(QStringLiteral("±6")), qPrintable(falseNeighbourLabel()));
        QVERIFY(falseNeighbourLabel().contains(QLatin1String("threshold 5 %")));
        QVERIFY2(tableWords().contains(QLatin1String("threshold 5 %")), qPrintable(tableText()));
        QVERIFY(curveAxis().contains(falseNeighbour().value));
    }

    // The notes under the table are no wider than its widest row (in French, a note's line of 43
    // characters under a 41-character title was cut at the figure's edge at 1600 x 1000, 150 %),
    // in every language, and keep "Δ = 0" on one line.
    void notesAreNoWiderThanTheTable()
    {
        for (const QString& code : {QStringLiteral("fr"), QStringLiteral("zh"), QStringLiteral("en")}) {
            QVERIFY(language::install(code));
            open({512, 10000.0, 100, core::Layout::Interleaved}, core::Metric::Dot);
            const QFont font = test::part<QCPTextElement>(m_view, "table")->font();
            const QFontMetrics metrics(font);
            const QStringList lines = tableText().split(QLatin1Char('\n'));
            // The title, the blank line, the header and the three rows; then the notes.
            QVERIFY2(lines.size() > 8, qPrintable(tableText()));
            int widest = 0;
            for (qsizetype i = 0; i < 6; ++i)
                widest = std::max(widest, metrics.horizontalAdvance(lines[i]));
            for (qsizetype i = 6; i < lines.size(); ++i) {
                QVERIFY2(metrics.horizontalAdvance(lines[i]) <= widest,
                         qPrintable(QStringLiteral("%1: \"%2\" wider than the table").arg(code, lines[i])));
                QVERIFY2(!lines[i].endsWith(QStringLiteral("Δ")) && !lines[i].startsWith(QLatin1Char('=')),
                         qPrintable(lines[i]));
            }
            m_fixture.reset();
        }
    }

    // The paper's sizes (d = 512, n = 10000, L = 100): the curve ripples by 0.005 % at D = 44;
    // nothing is marked until the threshold is 0.
    void rippleIsNotMarked()
    {
        open({512, 10000.0, 100, core::Layout::Interleaved}, core::Metric::Dot);
        QVERIFY(!falseNeighbour().found);
        QVERIFY(falseNeighbourLabel().isEmpty());
        QVERIFY(tableWords().contains(QLatin1String("No false neighbour")));
        auto* threshold = m_fixture->settingControl<QDoubleSpinBox>(QStringLiteral("false-neighbour-threshold"));
        QVERIFY(threshold);
        threshold->setValue(0.0);
        QVERIFY(test::waitIdle(*m_controller));
        QVERIFY(falseNeighbour().found);
        QCOMPARE(falseNeighbour().offset, 44L);
        QVERIFY(falseNeighbour().relativeRise < 1e-4);
    }

    // d = 2048, L = 8192: 1024 frequencies over 8190 offsets, above kSearchLater. The heatmap
    // and the curve come first with "Searching…"; the controller then runs the search, whose
    // result is the core's.
    void largeSearchFollowsTheFirstFrame()
    {
        const core::EncodingParams p{2048, 10000.0, 8192, core::Layout::Interleaved};
        QVERIFY(1024.0 * 8190 > kSearchLater);
        open({64, 10000.0, 1000, core::Layout::Interleaved}, core::Metric::Dot);
        int pendingApplied = 0;
        bool searchingShown = false;
        connect(m_controller, &Controller::resultApplied, this, [&](View* v) {
            if (v == m_view && m_view->framePending()) {
                ++pendingApplied;
                searchingShown = tableText().contains(QLatin1String("Searching"));
            }
        });
        m_fixture->state.setParams(p);
        QVERIFY(test::waitIdle(*m_controller, 30000));
        QCOMPARE(pendingApplied, 1);
        QVERIFY(searchingShown);
        QVERIFY(!m_view->framePending());
        QVERIFY(!tableText().contains(QLatin1String("Searching")));
        const core::FalseNeighbour direct = core::firstFalseNeighbour(p, core::Metric::Dot);
        QCOMPARE(falseNeighbour().found, direct.found);
        QCOMPARE(falseNeighbour().offset, direct.offset);
        QCOMPARE(falseNeighbour().searched, direct.searched);
    }
};

QTEST_MAIN(TestDistance)
#include "test_distance.moc"

// One replot per change: every view's figure is laid out by its layout pass (ui/plotting/
// figureplot.h) and drawn once per change of a parameter and once per new window size, not laid
// out, drawn, re-fitted and drawn again. Counted, not timed: the replots of the view's plots
// (QCustomPlot::afterReplot) until the controller is idle and nothing is queued.
#include "ui/framework/exporter.h"
#include "ui/framework/view.h"
#include "ui/plotting/figureplot.h"
#include "uitest.h"

#include <QSignalSpy>
#include <qcustomplot.h>

#include <memory>
#include <vector>

using namespace pe::ui;

namespace {

/// The most replots of any one visible plot of `view` since it was made.
struct ReplotCount {
    std::vector<std::unique_ptr<QSignalSpy>> spies;
    explicit ReplotCount(const QWidget* view)
    {
        for (QCustomPlot* plot : view->findChildren<QCustomPlot*>())
            if (plot->isVisible())
                spies.push_back(std::make_unique<QSignalSpy>(plot, &QCustomPlot::afterReplot));
    }
    int most() const
    {
        int n = 0;
        for (const auto& s : spies)
            n = std::max(n, int(s->count()));
        return n;
    }
};

/// Until the controller is idle and the queued replots have run (two turns of the event loop
/// with nothing left to do are enough; more waiting only makes a slow machine pass too).
bool settle(const Controller& controller)
{
    for (int i = 0; i < 3; ++i) {
        if (!test::waitIdle(controller, 60000))
            return false;
        QTest::qWait(100);
    }
    return true;
}

/// The axes of `view`'s visible panels whose ticks are not those of their range: a range set
/// after the layout pass laid out the ticks, drawn with the ticks of the range before (the
/// rotation view's circles: a stray "−2.5" over an axis label, no ticks on the other).
QStringList staleTicks(const QWidget* view)
{
    QStringList stale;
    for (QCustomPlot* plot : view->findChildren<QCustomPlot*>())
        for (QCPAxisRect* rect : plot->axisRects())
            for (QCPAxis* axis : rect->axes()) {
                if (!rect->realVisibility() || !axis->realVisibility() || !(axis->ticks() || axis->tickLabels()) ||
                    axis->range().size() <= 0)
                    continue;
                if (test::generatedTicks(axis).major != axis->tickVector())
                    stale << QStringLiteral("%1/%2 range %3..%4: ticks drawn %5")
                                 .arg(plot->objectName(), axis->label())
                                 .arg(axis->range().lower)
                                 .arg(axis->range().upper)
                                 .arg(axis->tickVectorLabels().toList().join(QLatin1Char(' ')));
            }
    return stale;
}

} // namespace

class TestReplots : public QObject {
    Q_OBJECT
private slots:
    void onePerChange_data()
    {
        QTest::addColumn<QString>("view");
        for (const char* v : {"heatmap", "clock", "binary", "distance", "fourier", "rotation", "waves", "wavelengths",
                              "rope", "alibi", "t5", "compare", "requirements", "split", "order"})
            QTest::newRow(v) << QString::fromLatin1(v);
    }
    void onePerChange()
    {
        QFETCH(QString, view);
        test::Window w;
        w.window.setCurrentView(view);
        QVERIFY(settle(w.controller));
        View* v = w.window.view(view);
        QVERIFY(v);
        {
            ReplotCount count(v);
            QVERIFY(!count.spies.empty());
            QSignalSpy applied(&w.controller, &Controller::resultApplied);
            w.state.setDim(64);
            QVERIFY(settle(w.controller));
            // The clock redraws its moving layer only (no full replot) while its dials stay.
            QVERIFY2(count.most() <= applied.count(),
                     qPrintable(QStringLiteral("%1 replots for %2 results").arg(count.most()).arg(applied.count())));
            QCOMPARE(applied.count(), 1);
            if (view != QLatin1String("clock"))
                QCOMPARE(count.most(), applied.count());
        }
        {
            // A new L widens tick labels as it draws, which moves the panels of some views: they
            // compute again for the new pixels (PanelView::replotAndRefit) and draw once.
            ReplotCount count(v);
            QSignalSpy applied(&w.controller, &Controller::resultApplied);
            QSignalSpy times(&w.controller, &Controller::frameTimeMeasured);
            QSignalSpy shown(v, &View::frameShown);
            w.state.setLength(3000);
            QVERIFY(settle(w.controller));
            QVERIFY(applied.count() >= 1 && applied.count() <= 3);
            // The frame computed for the old pixels is neither shown (a live recording took it)
            // nor timed: one change, one frame time, counted from the change.
            if (QStringList{QStringLiteral("rope"), QStringLiteral("alibi"), QStringLiteral("t5")}.contains(view)) {
                QVERIFY2(applied.count() >= 2, "the panels did not move: no refit tested");
                QCOMPARE(shown.count(), 1);
            }
            QCOMPARE(times.count(), 1);
            // (the clock redraws its moving layer only; the offset rotation does not show L)
            if (view == QLatin1String("clock") || view == QLatin1String("rotation"))
                QVERIFY(count.most() <= 1);
            else
                QCOMPARE(count.most(), 1);
        }
        {
            ReplotCount count(v);
            w.window.resize(1300, 850);
            QVERIFY(settle(w.controller));
            QCOMPARE(count.most(), 1);
        }
        // What the one replot drew: every axis with the ticks of its range, on screen and in an
        // export (one layout pass, nothing drawn after it to mend it).
        QStringList stale = staleTicks(v);
        QVERIFY2(stale.isEmpty(), qPrintable(stale.join(QLatin1Char('\n'))));
        std::vector<QMetaObject::Connection> checks;
        for (QCustomPlot* plot : v->findChildren<QCustomPlot*>())
            checks.push_back(connect(plot, &QCustomPlot::afterLayout, plot, [&] { stale << staleTicks(v); }));
        QString error;
        QVERIFY2(exporter::renderImage(v, {{1400, 800}, 1.0}, &error).has_value(), qPrintable(error));
        for (const auto& c : checks)
            disconnect(c);
        stale.removeDuplicates();
        QVERIFY2(stale.isEmpty(), qPrintable(stale.join(QLatin1Char('\n'))));
    }

    void aLayoutStaysCurrentUntilTheFigureChanges()
    {
        FigurePlot plot;
        plot.setViewport(QRect(0, 0, 400, 300));
        plot.replot(); // (QCustomPlot queues one as it is made)
        QSignalSpy layouts(&plot, &QCustomPlot::afterLayout);
        plot.layOutIfStale(); // nothing changed since
        QCOMPARE(layouts.count(), 0);
        plot.replot(QCustomPlot::rpQueuedReplot); // a change outside a view's draw queues one
        plot.layOutIfStale();
        QCOMPARE(layouts.count(), 1);
        plot.replot(); // the queued replot is done
        QCOMPARE(layouts.count(), 2);
        plot.layOutIfStale();
        QCOMPARE(layouts.count(), 2);
        plot.setViewport(QRect(0, 0, 500, 300)); // other room
        plot.layOutIfStale();
        QCOMPARE(layouts.count(), 3);
        plot.markLayoutStale(); // measured with ranges put back since
        plot.layOutIfStale();
        QCOMPARE(layouts.count(), 4);
        // Drawn as laid out: no second layout in the replot.
        QSignalSpy replots(&plot, &QCustomPlot::afterReplot);
        plot.replotAsLaidOut();
        QCOMPARE(replots.count(), 1);
        QCOMPARE(layouts.count(), 4);
        plot.replot();
        QCOMPARE(layouts.count(), 5);
    }
};

QTEST_MAIN(TestReplots)
#include "test_replots.moc"

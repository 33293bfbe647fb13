// One replot per change: every view's figure is laid out once per change (a parameter, the
// window's size) and drawn once, by the layout pass, not laid out, drawn, re-fitted and drawn again.
#include "ui/framework/view.h"
#include "uitest.h"

#include <QSignalSpy>
#include <qcustomplot.h>

#include <memory>
#include <vector>

using namespace pe::ui;

namespace {

/// Runs the event loop until nothing has replotted for a while (queued replots, the figure's
/// fitting) and the controller is idle; returns the replots counted by `spies` since `before`.
struct ReplotCount {
    std::vector<std::unique_ptr<QSignalSpy>> spies;
    explicit ReplotCount(const QWidget* view)
    {
        for (QCustomPlot* plot : view->findChildren<QCustomPlot*>())
            if (plot->isVisible())
                spies.push_back(std::make_unique<QSignalSpy>(plot, &QCustomPlot::afterReplot));
    }
    int total() const
    {
        int n = 0;
        for (const auto& s : spies)
            n = std::max(n, int(s->count()));
        return n;
    }
};

void settle(const Controller& controller)
{
    QVERIFY(test::waitIdle(controller, 60000));
    QTest::qWait(400);
    QVERIFY(test::waitIdle(controller, 60000));
    QTest::qWait(400);
}

} // namespace

class TestReplots : public QObject {
    Q_OBJECT
private slots:
    void onePerChange_data()
    {
        QTest::addColumn<QString>("view");
        for (const char* v : {"heatmap", "clock", "binary", "distance", "fourier", "rotation", "waves", "wavelengths",
                              "inspector", "rope", "alibi", "t5", "compare", "requirements", "split", "order"})
            QTest::newRow(v) << QString::fromLatin1(v);
    }
    void onePerChange()
    {
        QFETCH(QString, view);
        test::Window w;
        w.window.setCurrentView(view);
        settle(w.controller);
        {
            ReplotCount count(w.window.view(view));
            w.state.setDim(64);
            settle(w.controller);
            qInfo().noquote() << view << "parameter:" << count.total();
        }
        {
            ReplotCount count(w.window.view(view));
            w.window.resize(1300, 850);
            settle(w.controller);
            qInfo().noquote() << view << "resize:" << count.total();
        }
    }
};

QTEST_MAIN(TestReplots)
#include "test_replots.moc"

// The controller with a fake view whose job sleeps: bursts collapse into the latest value,
// a stale result is never drawn after a newer one, only the active view computes, and long
// jobs report progress and learn that they are stale.

#include "uitest.h"

#include "ui/framework/appstate.h"
#include "ui/framework/controller.h"
#include "ui/framework/typedview.h"

#include <QSignalSpy>
#include <QTest>
#include <QThread>

#include <atomic>
#include <memory>

using namespace pe::ui;

namespace {
struct FakeSettings {};
struct FakeFrame : Frame {
    explicit FakeFrame(int v)
        : value(v)
    {
    }
    int value;
};

/// A view whose job returns the value it was made with after sleeping; it records what it draws.
class FakeView : public TypedView<FakeView, FakeSettings, FakeFrame> {
    Q_OBJECT
public:
    explicit FakeView(QWidget* parent = nullptr)
        : TypedView(parent)
    {
    }

    static ViewDescriptor describe()
    {
        ViewDescriptor d;
        d.id = QStringLiteral("fake");
        d.title.english = QStringLiteral("Fake");
        return d;
    }
    static const SettingsSchema<FakeSettings>& schema()
    {
        static const SettingsSchema<FakeSettings> s;
        return s;
    }
    static std::shared_ptr<const FakeFrame> compute(const Request&) { return nullptr; }
    void writeCsv(const QString&, pe::core::io::CsvWriter&) const override {}
    void draw(const FakeFrame&) override {}

    Job makeJob() override
    {
        ++jobsMade;
        const int value = m_value;
        const int sleepMs = this->sleepMs;
        const int steps = this->steps;
        auto stoppedEarly = this->stoppedEarly;
        return [=]() -> FramePtr {
            for (int i = 0; i < steps; ++i) {
                QThread::msleep(sleepMs);
                if (!Controller::reportProgress(double(i + 1) / steps)) {
                    ++*stoppedEarly;
                    return std::make_shared<FakeFrame>(value); // dropped by the controller anyway
                }
            }
            return std::make_shared<FakeFrame>(value);
        };
    }
    void applyFrame(const FramePtr& frame) override { drawn << static_cast<const FakeFrame&>(*frame).value; }

    void request(int value)
    {
        m_value = value;
        emit updateRequested();
    }

    QList<int> drawn;
    int jobsMade = 0;
    int sleepMs = 5;
    int steps = 1;
    std::shared_ptr<std::atomic<int>> stoppedEarly = std::make_shared<std::atomic<int>>(0);

private:
    int m_value = 0;
};
} // namespace

class TestController : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<AppState> m_state;
    std::unique_ptr<Controller> m_controller;
    std::unique_ptr<FakeView> m_view;

private Q_SLOTS:
    void init()
    {
        m_state = std::make_unique<AppState>();
        m_controller = std::make_unique<Controller>(m_state.get());
        m_view = std::make_unique<FakeView>();
        m_controller->addView(m_view.get());
        m_controller->setActiveView(m_view.get());
        QVERIFY(pe::ui::test::waitIdle(*m_controller));
        m_view->drawn.clear();
        m_view->jobsMade = 0;
    }

    void cleanup()
    {
        m_controller.reset(); // waits for running jobs
        m_view.reset();
        m_state.reset();
    }

    void aBurstDeliversTheLatestValueInOrder()
    {
        QSignalSpy applied(m_controller.get(), &Controller::resultApplied);
        m_view->sleepMs = 20;
        // A slider drag: new values while jobs run, some event-loop turns in between.
        for (int v = 1; v <= 60; ++v) {
            m_view->request(v);
            if (v % 10 == 0)
                QTest::qWait(15);
        }
        QVERIFY(pe::ui::test::waitIdle(*m_controller));
        QCOMPARE(m_view->drawn.last(), 60);
        QCOMPARE(applied.count(), m_view->drawn.size());
        QVERIFY2(m_view->drawn.size() < 15, qPrintable(QString::number(m_view->drawn.size())));
        QVERIFY(m_view->jobsMade < 20);
        for (int i = 1; i < m_view->drawn.size(); ++i)
            QVERIFY2(m_view->drawn[i] > m_view->drawn[i - 1], "a stale result was drawn after a newer one");
        for (const QList<QVariant>& signal : applied)
            QCOMPARE(signal.at(0).value<View*>(), m_view.get());
    }

    void aResultOvertakenWhileRunningIsDropped()
    {
        QSignalSpy applied(m_controller.get(), &Controller::resultApplied);
        m_view->sleepMs = 150;
        m_view->request(1);
        QTRY_VERIFY(m_controller->isBusy()); // job 1 runs
        m_view->request(2);                  // job 1 is now stale
        QVERIFY(pe::ui::test::waitIdle(*m_controller));
        QCOMPARE(m_view->drawn, QList<int>{2});
        QCOMPARE(applied.count(), 1);
        QCOMPARE(m_view->jobsMade, 2);
    }

    void onlyTheActiveViewComputes()
    {
        FakeView other;
        m_controller->addView(&other);
        other.request(7);
        m_state->setDim(64); // marks every view dirty
        QVERIFY(pe::ui::test::waitIdle(*m_controller));
        QCOMPARE(other.jobsMade, 0);
        QVERIFY(other.drawn.isEmpty());
        m_controller->setActiveView(&other);
        QVERIFY(pe::ui::test::waitIdle(*m_controller));
        QCOMPARE(other.jobsMade, 1);
        QCOMPARE(other.drawn, QList<int>{7});
    }

    void aViewShownLaterIsTimedFromWhenItIsShown()
    {
        FakeView other;
        m_controller->addView(&other);
        other.sleepMs = 1;
        other.request(5); // stale while hidden...
        QVERIFY(pe::ui::test::waitIdle(*m_controller));
        QTest::qWait(300); // ...for 300 ms
        QSignalSpy frame(m_controller.get(), &Controller::frameTimeMeasured);
        m_controller->setActiveView(&other);
        QVERIFY(pe::ui::test::waitIdle(*m_controller));
        QCOMPARE(other.drawn, QList<int>{5});
        QCOMPARE(frame.count(), 1);
        QVERIFY2(frame.at(0).at(0).toDouble() < 250.0, qPrintable(frame.at(0).at(0).toString()));
    }

    void longJobsReportProgressAndStopWhenStale()
    {
        QSignalSpy progress(m_controller.get(), &Controller::progressChanged);
        m_view->steps = 20;
        m_view->sleepMs = 10;
        m_view->request(1);
        QVERIFY(pe::ui::test::waitIdle(*m_controller));
        QCOMPARE(m_view->drawn, QList<int>{1});
        QVERIFY(progress.count() >= 2);
        double last = 0;
        for (const QList<QVariant>& signal : progress) {
            const double f = signal.at(1).toDouble();
            QVERIFY(f > 0 && f <= 1.0);
            QVERIFY(f >= last);
            last = f;
        }
        QCOMPARE(*m_view->stoppedEarly, 0);

        // A newer request makes the running job stale: it is told so and stops early.
        m_view->steps = 200; // 2 s if it ran to the end
        m_view->request(2);
        QTRY_VERIFY(m_controller->isBusy());
        QTest::qWait(30);
        m_view->steps = 1;
        m_view->request(3);
        QVERIFY(pe::ui::test::waitIdle(*m_controller, 1500));
        QCOMPARE(m_view->drawn.last(), 3);
        QVERIFY(!m_view->drawn.contains(2));
        QCOMPARE(*m_view->stoppedEarly, 1);
    }

    void outsideAJobProgressIsANoOp()
    {
        QVERIFY(Controller::reportProgress(0.5));
        QVERIFY(!Controller::isJobStale());
        // refreshNow runs the job on this thread, outside the pool.
        QSignalSpy frame(m_controller.get(), &Controller::frameTimeMeasured);
        m_view->steps = 3;
        m_view->request(9);
        m_controller->refreshNow(m_view.get());
        QCOMPARE(m_view->drawn, QList<int>{9});
        QCOMPARE(frame.count(), 1);
        QCOMPARE(*m_view->stoppedEarly, 0);
    }
};

QTEST_MAIN(TestController)
#include "test_controller.moc"

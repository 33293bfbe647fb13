// Fits every projector: at 1280 x 720 with a scale factor of 2 the screen is 640 x 360 logical
// pixels. No view may make the window ask for more than that, with the Parameters dock shown
// or hidden, at the paper's parameters and with long numbers; a window larger than its screen
// is fitted into it.
#include "ui/framework/view.h"
#include "ui/shell/screenfit.h"
#include "uitest.h"

#include <QDockWidget>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QTabBar>
#include <QTabWidget>

#include <algorithm>

using namespace pe::ui;

class TestScreenFit : public QObject {
    Q_OBJECT
private slots:
    void everyViewFitsTheSmallestScreen_data()
    {
        QTest::addColumn<int>("dim");
        QTest::addColumn<double>("base");
        QTest::addColumn<int>("length");
        QTest::addColumn<bool>("dock");
        QTest::newRow("paper, dock") << 512 << 1e4 << 100 << true;
        QTest::newRow("paper, no dock") << 512 << 1e4 << 100 << false;
        QTest::newRow("extreme, dock") << 4096 << 5e5 << 131072 << true;
    }
    void everyViewFitsTheSmallestScreen()
    {
        QFETCH(int, dim);
        QFETCH(double, base);
        QFETCH(int, length);
        QFETCH(bool, dock);
        const QSize screen(640, 360);
        test::Window w({dim, base, length, pe::core::Layout::Interleaved});
        auto* parameters = w.window.findChild<QDockWidget*>(QStringLiteral("parametersDock"));
        QVERIFY(parameters);
        parameters->setVisible(dock);
        w.window.resize(screen);
        auto* area = w.window.findChild<QScrollArea*>(QStringLiteral("figureArea"));
        QVERIFY(area);
        auto* tabs = qobject_cast<QTabWidget*>(area->widget());
        QVERIFY(tabs);
        QString failures;
        for (View* v : w.window.views()) {
            w.window.setCurrentView(v->id());
            // The requirements view counts float16 collisions over every L x d value: seconds
            // at the extreme sizes.
            QVERIFY(test::waitIdle(w.controller, 120000));
            QCoreApplication::processEvents();
            const QSize min = w.window.minimumSizeHint().expandedTo(w.window.minimumSize());
            const QString what = QStringLiteral("%1: window minimum %2 x %3 (the view's own: %4 x %5)")
                                     .arg(v->id())
                                     .arg(min.width())
                                     .arg(min.height())
                                     .arg(v->minimumSizeHint().width())
                                     .arg(v->minimumSizeHint().height());
            qInfo().noquote() << what;
            if (min.width() > screen.width() || min.height() > screen.height() || w.window.width() > screen.width() ||
                w.window.height() > screen.height())
                failures += what + QLatin1Char('\n');
            // The figure scrolls only when the view shown needs more room, not another view.
            const QSize need = tabs->minimumSizeHint();
            const int tabBar = tabs->tabBar()->sizeHint().height();
            if (need.height() > v->minimumSizeHint().height() + tabBar + 8 ||
                need.width() > std::max(v->minimumSizeHint().width(), tabs->tabBar()->minimumSizeHint().width()) + 8)
                failures += what + QStringLiteral(": the tabs ask for %1 x %2\n").arg(need.width()).arg(need.height());
            // Scroll bars only where the view shown does not fit (one bar takes room from the other).
            // The scroll area shows or hides its bars on a posted layout request: on a loaded
            // machine that may come a few event loop passes later, so the check is retried for
            // up to a hundred passes before it counts.
            auto scrollProblems = [&] {
                // Measured anew each time: a figure laid out again (its replot comes on the next
                // turn of the event loop) may ask for another size than when the check began.
                const QSize need = tabs->minimumSizeHint();
                const QSize room = area->maximumViewportSize();
                const bool tall = need.height() > room.height();
                const bool sideways =
                    need.width() > room.width() - (tall ? area->verticalScrollBar()->sizeHint().width() : 0);
                const bool upDown =
                    need.height() > room.height() - (sideways ? area->horizontalScrollBar()->sizeHint().height() : 0);
                QString problems;
                if (!sideways && area->horizontalScrollBar()->isVisible())
                    problems += what + QStringLiteral(": scrolls sideways in %1 px\n").arg(room.width());
                if (!upDown && area->verticalScrollBar()->isVisible())
                    problems += what + QStringLiteral(": scrolls up and down in %1 px\n").arg(room.height());
                return problems;
            };
            for (int pass = 0; pass < 100 && !scrollProblems().isEmpty(); ++pass)
                QTest::qWait(20);
            failures += scrollProblems();
        }
        QVERIFY2(failures.isEmpty(), qPrintable(failures));
    }

    void aWindowLargerThanItsScreenIsFitted()
    {
        test::Window w;
        const QRect available = w.window.screen()->availableGeometry();
        w.window.setGeometry(QRect(available.topLeft() + QPoint(200, 150), available.size() * 2));
        screenfit::fitToScreen(&w.window);
        const auto within = [&w, available] {
            const QRect frame = w.window.frameGeometry();
            return available.contains(frame) ? QString()
                                             : QStringLiteral("frame %1,%2 %3 x %4")
                                                   .arg(frame.x())
                                                   .arg(frame.y())
                                                   .arg(frame.width())
                                                   .arg(frame.height());
        };
        QVERIFY2(within().isEmpty(), qPrintable(within()));
        // Shrunk to the screen, not further (the offscreen platform's frame takes a few pixels).
        QVERIFY(w.window.width() > available.width() - 40 && w.window.height() > available.height() - 60);
        // A window whose content starts at the screen's corner (as a window manager may place
        // it) moves down and right by its frame: the title bar on the screen, not above it.
        w.window.setGeometry(QRect(available.topLeft(), available.size() - QSize(100, 100)));
        QVERIFY(w.window.frameGeometry().top() < available.top()); // the platform has a frame
        screenfit::fitToScreen(&w.window);
        QVERIFY2(within().isEmpty(), qPrintable(within()));
    }

    void smallScreensAreTheProjectorsAtLargeScaleFactors()
    {
        // 1280 x 720 at 150 % and 200 %, 1600 x 1000 at 200 %, 1920 x 1080 at 200 %: small;
        // the same screens at 100 %, and 1600 x 1000 at 150 %: room for the dock.
        QVERIFY(screenfit::isSmall(QSize(640, 360)));
        QVERIFY(screenfit::isSmall(QSize(853, 480)));
        QVERIFY(screenfit::isSmall(QSize(800, 500)));
        QVERIFY(screenfit::isSmall(QSize(960, 540)));
        QVERIFY(!screenfit::isSmall(QSize(1280, 720)));
        QVERIFY(!screenfit::isSmall(QSize(1066, 666)));
        QVERIFY(!screenfit::isSmall(QSize(1280, 720)));
    }
};

QTEST_MAIN(TestScreenFit)
#include "test_screenfit.moc"

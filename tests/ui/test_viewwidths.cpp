// Every view fits the first-start window (1400 pixels wide, beside the parameter dock):
// showing a view never widens the window nor squeezes the dock into a horizontal scroll bar.
#include "ui/framework/view.h"
#include "uitest.h"

#include <QDockWidget>
#include <QScrollArea>
#include <QScrollBar>

using namespace pe::ui;

class TestViewWidths : public QObject {
    Q_OBJECT
private slots:
    void everyViewFitsTheFirstStartWindow_data()
    {
        QTest::addColumn<int>("dim");
        QTest::addColumn<double>("base");
        QTest::addColumn<int>("length");
        QTest::newRow("paper") << 512 << 1e4 << 100;
        QTest::newRow("extreme") << 4096 << 5e5 << 131072; // longer numbers in titles and notes
    }
    void everyViewFitsTheFirstStartWindow()
    {
        QFETCH(int, dim);
        QFETCH(double, base);
        QFETCH(int, length);
        test::Window w({dim, base, length, pe::core::Layout::Interleaved});
        w.window.resize(1400, 860);
        QCoreApplication::processEvents();
        auto* dock = w.window.findChild<QDockWidget*>();
        QVERIFY(dock);
        auto* scroll = qobject_cast<QScrollArea*>(dock->widget());
        QVERIFY(scroll);
        for (View* v : w.window.views()) {
            w.window.setCurrentView(v->id());
            // The requirements view rounds all L x d values: seconds at the extreme size.
            QVERIFY(test::waitIdle(w.controller, 120000));
            QCoreApplication::processEvents();
            const QString what = QStringLiteral("%1: minimum width %2, window %3, dock %4")
                                     .arg(v->id())
                                     .arg(v->minimumSizeHint().width())
                                     .arg(w.window.width())
                                     .arg(dock->width());
            qInfo().noquote() << what;
            QVERIFY2(w.window.width() == 1400, qPrintable(what));
            QVERIFY2(!scroll->horizontalScrollBar()->isVisible(), qPrintable(what));
        }
    }
};

QTEST_MAIN(TestViewWidths)
#include "test_viewwidths.moc"

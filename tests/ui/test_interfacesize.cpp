// View > Interface size: the chosen scale is stored for the next start, offered as a
// restart, and out-of-range stored values are ignored.
#include "ui/framework/view.h"
#include "uitest.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>

using namespace pe::ui;

namespace {
QMenu* findMenu(QWidget* root, const QString& title)
{
    for (QMenu* m : root->findChildren<QMenu*>())
        if (m->title().remove(QLatin1Char('&')) == title)
            return m;
    return nullptr;
}
} // namespace

class TestInterfaceSize : public QObject {
    Q_OBJECT
private slots:
    void init() { Settings().setValue(Settings::interfaceScale, 1.0); }

    void menuStoresTheScaleAndOffersARestart()
    {
        test::Window w;
        QMenu* menu = findMenu(&w.window, QStringLiteral("Interface size"));
        QVERIFY(menu);
        const QList<QAction*> actions = menu->actions();
        QCOMPARE(actions.size(), 4);
        QVERIFY(actions[0]->isChecked()); // 100 % on a fresh configuration
        QAction* projector = nullptr;
        for (QAction* a : actions)
            if (qFuzzyCompare(a->data().toDouble(), 1.5))
                projector = a;
        QVERIFY(projector);
        projector->trigger();
        QVERIFY(projector->isChecked());
        QVERIFY(!actions[0]->isChecked());
        QCOMPARE(w.settings.value(Settings::interfaceScale), 1.5);
        QCOMPARE(Settings().value(Settings::interfaceScale), 1.5); // what the next start reads
        // The restart is offered without blocking the window; "Later" keeps it running.
        auto* box = w.window.findChild<QMessageBox*>(QStringLiteral("interfaceSizeRestart"));
        QVERIFY(box);
        QVERIFY(box->isVisible());
        QVERIFY(!box->isModal() || box->windowModality() != Qt::ApplicationModal);
        box->reject();
        QVERIFY(w.window.isVisible());
    }

    void sameScaleAsksNothing()
    {
        test::Window w;
        QMenu* menu = findMenu(&w.window, QStringLiteral("Interface size"));
        QVERIFY(menu);
        menu->actions()[0]->trigger();
        QVERIFY(!w.window.findChild<QMessageBox*>(QStringLiteral("interfaceSizeRestart")));
    }

    void outOfRangeValuesReadAsNormal()
    {
        Settings s;
        s.setValue(Settings::interfaceScale, 10);
        QCOMPARE(s.value(Settings::interfaceScale), 1.0);
        s.setValue(Settings::interfaceScale, 0.1);
        QCOMPARE(s.value(Settings::interfaceScale), 1.0);
        s.setValue(Settings::interfaceScale, 2);
        QCOMPARE(s.value(Settings::interfaceScale), 2.0);
    }

    void cleanupTestCase() { Settings().setValue(Settings::interfaceScale, 1.0); }
};

QTEST_MAIN(TestInterfaceSize)
#include "test_interfacesize.moc"

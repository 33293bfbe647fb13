// Help > Manual: the manual built into the program opens in a window that does not block the
// main one, holds the whole manual, and opens only once however often it is asked for.

#include "ui/framework/view.h"
#include "uitest.h"

#include "ui/shell/manualdialog.h"

#include <QMenuBar>
#include <QTextBrowser>

using namespace pe::ui;
using namespace pe::ui::test;

class TestManual : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void helpMenuOpensTheManual()
    {
        Window w;
        QAction* manual = nullptr;
        for (QAction* menu : w.window.menuBar()->actions())
            if (menu->menu() && menu->text().remove(QLatin1Char('&')) == QLatin1String("Help"))
                for (QAction* a : menu->menu()->actions())
                    if (a->text().remove(QLatin1Char('&')) == QLatin1String("Manual"))
                        manual = a;
        QVERIFY(manual);
        manual->trigger();
        manual->trigger();
        const auto dialogs = w.window.findChildren<ManualDialog*>();
        QCOMPARE(dialogs.size(), 1);
        QVERIFY(dialogs[0]->isVisible());
        QVERIFY(!dialogs[0]->isModal());
        const QString text = dialogs[0]->findChild<QTextBrowser*>()->toPlainText();
        // The manual's sections, as the document shows them (headings without their #).
        for (const char* heading : {"The window", "Side by side", "The views", "Languages", "Command line"})
            QVERIFY2(text.contains(QLatin1String(heading)), heading);
        QVERIFY(!text.contains(QLatin1String("## ")));
        QVERIFY(ManualDialog::markdown().size() > 20000);
    }
};

QTEST_MAIN(TestManual)
#include "test_manual.moc"

// The window's keys: Redo answers both Ctrl+Shift+Z and Ctrl+Y, no key is bound twice (Qt calls
// a doubly bound key ambiguous and does nothing), Esc leaves full screen and presentation mode,
// and F1 opens the sheet of every shortcut, read from the window's own actions.
#include "ui/framework/history.h"
#include "ui/framework/view.h"
#include "ui/shell/presentationmode.h"
#include "ui/shell/shortcutsheet.h"
#include "uitest.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QScreen>
#include <QTableWidget>

using namespace pe::ui;

namespace {
/// The row of the sheet whose first column ends with `what`, as "what\tkeys", or an empty string.
QString sheetRow(const ShortcutSheet& sheet, const QString& what)
{
    const QTableWidget* table = sheet.table();
    for (int r = 0; r < table->rowCount(); ++r)
        if (table->item(r, 0)->text().endsWith(what))
            return table->item(r, 0)->text() + QLatin1Char('\t') + table->item(r, 1)->text();
    return {};
}
} // namespace

class TestShortcuts : public QObject {
    Q_OBJECT
private slots:
    void redoAnswersCtrlShiftZAndCtrlY()
    {
        test::Window w;
        QVERIFY(QTest::qWaitForWindowActive(&w.window));
        const int before = w.state.params().dim;
        auto params = w.state.params();
        params.dim = before == 64 ? 128 : 64;
        w.state.setParams(params);
        w.window.history()->checkpoint();
        const int after = w.state.params().dim;
        QVERIFY(after != before);
        for (const QKeySequence& redo :
             {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)}) {
            QTest::keyClick(&w.window, Qt::Key_Z, Qt::ControlModifier);
            QCOMPARE(w.state.params().dim, before);
            QVERIFY(w.window.history()->canRedo());
            QTest::keySequence(&w.window, redo);
            QVERIFY2(w.state.params().dim == after, qPrintable(redo.toString()));
        }
    }

    /// Every key of every action of the window is bound once: Qt treats a key bound twice, even
    /// to the same action, as ambiguous and triggers nothing.
    void noKeyIsBoundTwice()
    {
        test::Window w;
        QHash<QKeySequence, QString> owner;
        QString clashes;
        for (const QAction* a : w.window.findChildren<QAction*>()) {
            if (a->shortcutContext() == Qt::WidgetShortcut)
                continue; // only reaches its own widget
            for (const QKeySequence& k : a->shortcuts()) {
                const QString name = a->text();
                if (owner.contains(k) && owner[k] != name + QLatin1Char('@') + QString::number(quintptr(a)))
                    clashes += QStringLiteral("%1: \"%2\" and \"%3\"\n").arg(k.toString(), owner[k], name);
                owner[k] = name + QLatin1Char('@') + QString::number(quintptr(a));
            }
        }
        QVERIFY2(clashes.isEmpty(), qPrintable(clashes));
    }

    void escapeLeavesFullScreen()
    {
        test::Window w;
        QVERIFY(QTest::qWaitForWindowActive(&w.window));
        QTest::keyClick(&w.window, Qt::Key_F11);
        QTRY_VERIFY(w.window.isFullScreen() || w.window.geometry() == w.window.screen()->geometry());
        QTest::keyClick(&w.window, Qt::Key_Escape);
        QVERIFY(!w.window.isFullScreen());
        // Presentation mode entered from full screen: Esc leaves the mode, then full screen.
        QTest::keyClick(&w.window, Qt::Key_F11);
        QTest::keyClick(&w.window, Qt::Key_F5);
        QVERIFY(w.window.presentationMode()->active());
        QTest::keyClick(&w.window, Qt::Key_Escape);
        QVERIFY(!w.window.presentationMode()->active());
        QVERIFY(w.window.isFullScreen());
        QTest::keyClick(&w.window, Qt::Key_Escape);
        QVERIFY(!w.window.isFullScreen());
    }

    void f1OpensTheSheetOfEveryShortcut()
    {
        test::Window w;
        QVERIFY(QTest::qWaitForWindowActive(&w.window));
        QVERIFY(!w.window.findChild<ShortcutSheet*>());
        QTest::keyClick(&w.window, Qt::Key_F1);
        auto* sheet = w.window.findChild<ShortcutSheet*>();
        QVERIFY(sheet);
        QVERIFY(sheet->isVisible());
        QVERIFY(!sheet->isModal());
        const QString undo = sheetRow(*sheet, QStringLiteral("Undo"));
        QVERIFY2(undo.contains(QKeySequence(Qt::CTRL | Qt::Key_Z).toString(QKeySequence::NativeText)),
                 qPrintable(undo));
        const QString redo = sheetRow(*sheet, QStringLiteral("Redo"));
        QVERIFY2(redo.contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z).toString(QKeySequence::NativeText)) &&
                     redo.contains(QKeySequence(Qt::CTRL | Qt::Key_Y).toString(QKeySequence::NativeText)),
                 qPrintable(redo));
        QVERIFY(!sheetRow(*sheet, QStringLiteral("Keyboard shortcuts")).isEmpty());
        QVERIFY(!sheetRow(*sheet, QStringLiteral("Presentation mode")).isEmpty());
        // Every key of every menu action is listed: the sheet is made from them.
        QStringList listedKeys;
        for (int r = 0; r < sheet->table()->rowCount(); ++r)
            listedKeys << sheet->table()->item(r, 1)->text().split(QStringLiteral(", "));
        int withKeys = 0;
        for (const QMenu* menu : w.window.menuBar()->findChildren<QMenu*>())
            for (const QAction* a : menu->actions())
                for (const QKeySequence& k : a->shortcuts()) {
                    ++withKeys;
                    QVERIFY2(listedKeys.contains(k.toString(QKeySequence::NativeText)), qPrintable(a->text()));
                }
        QVERIFY(withKeys >= 10);
        // Help ▸ Keyboard shortcuts is the same action.
        QMenu* help = nullptr;
        for (QAction* a : w.window.menuBar()->actions())
            if (a->menu() && a->text().remove(QLatin1Char('&')) == QLatin1String("Help"))
                help = a->menu();
        QVERIFY(help);
        bool listed = false;
        for (QAction* a : help->actions())
            listed |= a->shortcuts().contains(QKeySequence(Qt::Key_F1));
        QVERIFY(listed);
    }
};

QTEST_MAIN(TestShortcuts)
#include "test_shortcuts.moc"

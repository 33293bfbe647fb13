// Keyboard access: within each menu no two actions share a mnemonic letter; in the window, the
// menu bar, the Parameters dock and the view shown never share one either (Alt+letter would be
// ambiguous and do nothing); every control of the dock takes Tab, in the order it is shown.
#include "ui/framework/view.h"
#include "ui/widgets/mnemonics.h"
#include "ui/widgets/parameterpanel.h"
#include "uitest.h"

#include <QAbstractButton>
#include <QDockWidget>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QSpinBox>

using namespace pe::ui;

namespace {
bool isControl(const QWidget* w)
{
    return (w->inherits("QAbstractSpinBox") || w->inherits("QAbstractSlider") || w->inherits("QComboBox") ||
            w->inherits("QAbstractButton") || w->inherits("QLineEdit")) &&
           !w->parentWidget()->inherits("QAbstractSpinBox") && !w->parentWidget()->inherits("QComboBox");
}

/// "menu: letter 'x' in A and B" for every letter two of the actions share.
QString menuClashes(const QString& where, const QList<QAction*>& actions)
{
    QString clashes;
    QHash<QChar, QString> seen;
    for (const QAction* a : actions) {
        if (a->isSeparator() || !a->isVisible())
            continue;
        const QChar c = mnemonics::of(a->text());
        if (c.isNull())
            continue;
        if (seen.contains(c))
            clashes += QStringLiteral("%1: '%2' in \"%3\" and \"%4\"\n").arg(where, c, seen[c], a->text());
        seen[c] = a->text();
    }
    for (const QAction* a : actions)
        if (a->menu())
            clashes += menuClashes(where + QStringLiteral(" > ") + a->text(), a->menu()->actions());
    return clashes;
}

/// The visible labels with a buddy and the visible buttons under `root`, by mnemonic letter.
void visibleMnemonics(const QWidget* root, QMultiHash<QChar, QString>* out)
{
    for (const QLabel* label : root->findChildren<QLabel*>())
        if (label->buddy() && label->isVisible())
            if (const QChar c = mnemonics::of(label->text()); !c.isNull())
                out->insert(c, label->text());
    for (const QAbstractButton* button : root->findChildren<QAbstractButton*>())
        if (button->isVisible())
            if (const QChar c = mnemonics::of(button->text()); !c.isNull())
                out->insert(c, button->text());
}
} // namespace

class TestKeyboard : public QObject {
    Q_OBJECT
private slots:
    void mnemonicsReadAndAssign()
    {
        QCOMPARE(mnemonics::of(QStringLiteral("&Save")), QChar(u's'));
        QCOMPARE(mnemonics::of(QStringLiteral("Fish && chips")), QChar());
        QCOMPARE(mnemonics::of(QStringLiteral("Fish && &Chips")), QChar(u'c'));
        QString taken = QStringLiteral("s");
        QCOMPARE(mnemonics::assign(QStringLiteral("Show grid"), &taken), QStringLiteral("Show &grid"));
        QCOMPARE(mnemonics::assign(QStringLiteral("sg"), &taken), QStringLiteral("sg")); // no free letter
        QCOMPARE(mnemonics::assign(QStringLiteral("Sin & cos"), &taken), QStringLiteral("Sin && &cos"));
        QCOMPARE(taken, QStringLiteral("sgc"));
        // A mnemonic of its own is kept when free, moved when taken.
        QCOMPARE(mnemonics::assign(QStringLiteral("&Transpose"), &taken), QStringLiteral("&Transpose"));
        QCOMPARE(mnemonics::assign(QStringLiteral("&Tiles && more"), &taken), QStringLiteral("Tiles && &more"));
        QCOMPARE(taken, QStringLiteral("sgctm"));
    }

    void noMenuRepeatsAMnemonic()
    {
        test::Window w;
        const QString clashes = menuClashes(QStringLiteral("menu bar"), w.window.menuBar()->actions());
        QVERIFY2(clashes.isEmpty(), qPrintable(clashes));
    }

    void noTwoControlsOfAViewShareAMnemonic()
    {
        test::Window w;
        auto* dock = w.window.findChild<QDockWidget*>(QStringLiteral("parametersDock"));
        QVERIFY(dock);
        dock->show();
        QString clashes;
        for (View* v : w.window.views()) {
            w.window.setCurrentView(v->id());
            QCoreApplication::processEvents();
            QMultiHash<QChar, QString> letters;
            for (const QAction* a : w.window.menuBar()->actions())
                if (const QChar c = mnemonics::of(a->text()); !c.isNull())
                    letters.insert(c, a->text());
            visibleMnemonics(dock, &letters);
            visibleMnemonics(v, &letters);
            for (const QChar c : letters.uniqueKeys())
                if (letters.count(c) > 1)
                    clashes += QStringLiteral("%1: '%2' in %3\n").arg(v->id(), c, letters.values(c).join(u", "));
        }
        QVERIFY2(clashes.isEmpty(), qPrintable(clashes));
    }

    void everyDockControlTakesTabInOrder()
    {
        test::Window w;
        auto* dock = w.window.findChild<QDockWidget*>(QStringLiteral("parametersDock"));
        QVERIFY(dock);
        dock->show();
        for (View* v : w.window.views()) {
            w.window.setCurrentView(v->id());
            QCoreApplication::processEvents();
            // The controls as Tab meets them, from the first one of the panel.
            QList<QWidget*> reached;
            QWidget* start = test::part<QSpinBox>(w.window.parameterPanel(), "dimSpin");
            QWidget* at = start;
            do {
                if (at->isVisible() && isControl(at) && (at->focusPolicy() & Qt::TabFocus) && dock->isAncestorOf(at) &&
                    !reached.contains(at))
                    reached << at;
                at = at->nextInFocusChain();
            } while (at != start);
            QList<QWidget*> controls = w.window.parameterPanel()->findChildren<QWidget*>();
            for (const SettingInfo& s : v->descriptor().settings)
                controls << w.window.settingsPanel()->control(s.key);
            int lastTop = -1;
            for (QWidget* c : reached) {
                // Top to bottom: a control is never above one Tab reached before it.
                const int top = c->mapTo(dock, QPoint(0, 0)).y();
                QVERIFY2(top + 2 >= lastTop,
                         qPrintable(QStringLiteral("%1: %2 comes after a control below it")
                                        .arg(v->id(), QString::fromLatin1(c->metaObject()->className()))));
                lastTop = top;
            }
            for (QWidget* c : controls) {
                if (!isControl(c) || !c->isVisible())
                    continue;
                const QString what =
                    QStringLiteral("%1: %2 %3")
                        .arg(v->id(), QString::fromLatin1(c->metaObject()->className()), c->objectName());
                QVERIFY2(c->focusPolicy() & Qt::TabFocus, qPrintable(what + QStringLiteral(" does not take Tab")));
                QVERIFY2(reached.contains(c), qPrintable(what + QStringLiteral(" is not reached by Tab")));
            }
        }
    }
};

QTEST_MAIN(TestKeyboard)
#include "test_keyboard.moc"

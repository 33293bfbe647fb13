// The sections of a widget figure (the formula inspector's tables and sentence, the comparison's
// table and chart): one above the other while they fit, one at a time under tabs when not, and
// never a minimum height larger than the tabbed one.
#include "ui/widgets/sectionstack.h"

#include <QSplitter>
#include <QTabBar>
#include <QTest>
#include <QVBoxLayout>

using pe::ui::SectionStack;

namespace {
QWidget* block(int minimumHeight)
{
    auto* w = new QWidget;
    w->setMinimumSize(120, minimumHeight);
    return w;
}
} // namespace

class TestSectionStack : public QObject {
    Q_OBJECT
private slots:
    void stackedWhileEverySectionFits()
    {
        SectionStack stack;
        QWidget* a = block(100);
        QWidget* b = block(150);
        stack.addSection(a, QStringLiteral("A"));
        stack.addSection(b, QStringLiteral("B"));
        stack.resize(400, stack.stackedMinimumHeight() + 50);
        stack.show();
        QVERIFY(QTest::qWaitForWindowExposed(&stack));
        QVERIFY(!stack.isTabbed());
        QVERIFY(a->isVisible() && b->isVisible());
        QVERIFY(!stack.findChild<QTabBar*>()->isVisible());
        QVERIFY(a->height() >= 100 && b->height() >= 150);
        QCOMPARE(stack.stackedMinimumHeight(), 250 + stack.splitter()->handleWidth());
    }

    void oneAtATimeUnderTabsWhenShort()
    {
        SectionStack stack;
        QWidget* a = block(100);
        QWidget* b = block(150);
        stack.addSection(a, QStringLiteral("A"));
        stack.addSection(b, QStringLiteral("B"));
        auto* tabs = stack.findChild<QTabBar*>();
        // The minimum: the tabs and the tallest section, less than both sections stacked.
        QCOMPARE(stack.minimumSizeHint().height(), tabs->sizeHint().height() + 150);
        QVERIFY(stack.minimumSizeHint().height() < stack.stackedMinimumHeight());
        stack.resize(400, stack.minimumSizeHint().height());
        stack.show();
        QVERIFY(QTest::qWaitForWindowExposed(&stack));
        QVERIFY(stack.isTabbed());
        QVERIFY(tabs->isVisible());
        QVERIFY(a->isVisible() && !b->isVisible());
        QVERIFY(a->geometry().bottom() < stack.height() && a->mapTo(&stack, QPoint()).y() >= tabs->height());
        tabs->setCurrentIndex(1);
        QVERIFY(!a->isVisible() && b->isVisible());
        QVERIFY(b->height() >= 150);
        QCOMPARE(stack.currentSection(), 1);
        // Room again: both, one above the other.
        stack.resize(400, stack.stackedMinimumHeight());
        QVERIFY(!stack.isTabbed());
        QVERIFY(a->isVisible() && b->isVisible() && !tabs->isVisible());
    }

    void aSectionGrowingTallerIsFollowed()
    {
        QWidget host;
        auto* layout = new QVBoxLayout(&host);
        auto* stack = new SectionStack;
        QWidget* a = block(100);
        QWidget* b = block(100);
        stack->addSection(a, QStringLiteral("A"));
        stack->addSection(b, QStringLiteral("B"));
        layout->addWidget(stack);
        host.resize(400, 300);
        host.show();
        QVERIFY(QTest::qWaitForWindowExposed(&host));
        QVERIFY(!stack->isTabbed());
        // A label broken into more lines: the section needs more than the room left.
        b->setMinimumHeight(260);
        QTRY_VERIFY(stack->isTabbed());
        QVERIFY(host.minimumSizeHint().height() >= stack->findChild<QTabBar*>()->sizeHint().height() + 260);
    }

    void oneSectionHasNoTabs()
    {
        SectionStack stack;
        stack.addSection(block(100), QStringLiteral("A"));
        QCOMPARE(stack.minimumSizeHint().height(), 100);
        stack.resize(400, 80);
        stack.show();
        QVERIFY(QTest::qWaitForWindowExposed(&stack));
        QVERIFY(!stack.isTabbed());
        QVERIFY(!stack.findChild<QTabBar*>()->isVisible());
    }
};

QTEST_MAIN(TestSectionStack)
#include "test_sectionstack.moc"

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
    void aNestedStacksTabsJoinTheRow()
    {
        // Both taking turns: one row of tabs, the outer's and the nested stack's sections in it.
        SectionStack outer;
        auto* inner = new SectionStack(nullptr, Qt::Horizontal);
        QWidget* a = block(100);
        QWidget* b = block(100);
        inner->addSection(a, QStringLiteral("A"));
        inner->addSection(b, QStringLiteral("B"));
        inner->setWantedWidth(0, [] { return 300; });
        inner->setWantedWidth(1, [] { return 300; });
        QWidget* c = block(150);
        outer.addSection(inner, QStringLiteral("A and B"));
        outer.addSection(c, QStringLiteral("C"));
        outer.resize(400, outer.minimumSizeHint().height());
        outer.show();
        QVERIFY(QTest::qWaitForWindowExposed(&outer));
        QVERIFY(outer.isTabbed() && inner->isTabbed());
        auto* outerTabs = outer.findChildren<QTabBar*>(QString(), Qt::FindDirectChildrenOnly).value(0);
        auto* innerTabs = inner->findChildren<QTabBar*>(QString(), Qt::FindDirectChildrenOnly).value(0);
        QVERIFY(outerTabs && innerTabs);
        QVERIFY(outerTabs->isVisible() && !innerTabs->isVisible());
        QCOMPARE(outerTabs->count(), 3);
        QCOMPARE(outerTabs->tabText(1), QStringLiteral("B"));
        QCOMPARE(outerTabs->tabText(2), QStringLiteral("C"));
        QVERIFY(a->isVisible() && !b->isVisible() && !c->isVisible());
        QVERIFY(a->mapTo(&outer, QPoint()).y() >= outerTabs->height() &&
                a->mapTo(&outer, QPoint()).y() < outerTabs->height() + 2);
        outerTabs->setCurrentIndex(1);
        QVERIFY(!a->isVisible() && b->isVisible() && !c->isVisible());
        QCOMPARE(inner->currentSection(), 1);
        outerTabs->setCurrentIndex(2);
        QVERIFY(!b->isVisible() && c->isVisible());
        QCOMPARE(outer.currentSection(), 1);
        // Chosen from the code (a lesson step naming a part): the row follows.
        outer.setCurrentSection(0);
        inner->setCurrentSection(0);
        QCOMPARE(outerTabs->currentIndex(), 0);
        QVERIFY(a->isVisible() && !c->isVisible());
        // Wide: the nested stack's sections side by side, one tab for both in the row.
        outer.resize(700, outer.height());
        QVERIFY(!inner->isTabbed() && outer.isTabbed());
        QCOMPARE(outerTabs->count(), 2);
        QCOMPARE(outerTabs->tabText(0), QStringLiteral("A and B"));
        QVERIFY(a->isVisible() && b->isVisible());
        // Tall: everything stacked, no tabs.
        outer.resize(700, 1000);
        QVERIFY(!outer.isTabbed() && !outerTabs->isVisible());
        QVERIFY(a->isVisible() && b->isVisible() && c->isVisible());
        // Narrow and tall: the nested stack keeps its own row of tabs.
        outer.resize(400, 1000);
        QVERIFY(!outer.isTabbed() && inner->isTabbed() && innerTabs->isVisible());
    }
};

QTEST_MAIN(TestSectionStack)
#include "test_sectionstack.moc"

// The RoPE and comparison views keep the frame on screen, without recomputing or replotting,
// when only the position changes (nothing they show depends on it), and recompute when d, n or
// L change.

#include "uitest.h"

#include "ui/views/compare/compareview.h"
#include "ui/views/rope/ropeview.h"

#include <QSignalSpy>
#include <qcustomplot.h>

#include <memory>

using namespace pe;
using namespace pe::ui;

namespace {
template <class V> void checkPositionKeepsTheFrame(const QString& id)
{
    test::Window fixture(core::EncodingParams{}.withDim(64).withBase(10000.0).withLength(300));
    V* view = fixture.show<V>(id);
    QVERIFY(view);
    // The window settles first: a late layout of the first show (the Parameters dock taking its
    // scroll bar's width) gives the figure its final size, hence a new frame once. The frame is
    // taken once a round of events changes nothing more.
    for (int round = 0; round < 20; ++round) {
        const auto frame = view->frame();
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
        QVERIFY(test::waitIdle(fixture.controller));
        if (view->frame() == frame)
            break;
    }
    const auto before = view->frame();
    QVERIFY(before);
    QSignalSpy replots(view->primaryPlot(), &QCustomPlot::afterReplot);
    fixture.state.setPosition(57);
    QVERIFY(test::waitIdle(fixture.controller));
    QCOMPARE(view->frame().get(), before.get());
    QCOMPARE(replots.count(), 0);

    fixture.state.setBase(500.0);
    QVERIFY(test::waitIdle(fixture.controller));
    QVERIFY(view->frame().get() != before.get());
    QCOMPARE(view->frame()->params.base, 500.0);
    QVERIFY(replots.count() > 0);
}
} // namespace

class TestFrameReuse : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void ropeKeepsItsFrame() { checkPositionKeepsTheFrame<RopeView>(QStringLiteral("rope")); }
    void compareKeepsItsFrame() { checkPositionKeepsTheFrame<CompareView>(QStringLiteral("compare")); }
};

QTEST_MAIN(TestFrameReuse)
#include "test_framereuse.moc"

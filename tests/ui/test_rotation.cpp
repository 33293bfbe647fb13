// The rotation view follows its controls and the shared position; M(phi) does not follow t.

#include "uitest.h"

#include <memory>

#include "ui/framework/appstate.h"
#include "ui/framework/controller.h"
#include "ui/framework/settings.h"
#include "ui/shell/mainwindow.h"
#include "ui/views/rotation/rotationplot.h"
#include "ui/views/rotation/rotationview.h"

#include <QSlider>
#include <QSpinBox>
#include <QTest>

using namespace pe;
using namespace pe::ui;

class TestRotation : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<test::Window> m_fixture;
    AppState* m_state = nullptr;
    Controller* m_controller = nullptr;
    MainWindow* m_window = nullptr;
    RotationView* m_view = nullptr;

    QSpinBox* spin(const char* key) const { return m_fixture->settingControl<QSpinBox>(QLatin1String(key)); }

private Q_SLOTS:
    void init()
    {
        m_fixture = std::make_unique<test::Window>();
        m_state = &m_fixture->state;
        m_controller = &m_fixture->controller;
        m_window = &m_fixture->window;
        m_view = m_fixture->show<RotationView>(QStringLiteral("rotation"));
        QVERIFY(m_view);
    }

    void cleanup() { m_fixture.reset(); }

    void showsEveryPairAtRoundingLevel()
    {
        const RotationFrame& r = *m_view->frame();
        QCOMPARE(r.params.dim, 512);
        QCOMPARE(static_cast<int>(r.table.size()), 256);
        QVERIFY(r.maxResidual < 1e-14);
        QCOMPARE(m_view->plot()->residualGraph()->data()->size(), 256);
        // The sine-only curve sits far above the rotation's residuals.
        QVERIFY(m_view->plot()->sineOnlyGraph()->data()->at(0)->value > 0.1);
    }

    void draggingThePositionMovesThePointsButNotM()
    {
        spin("offset")->setValue(7);
        QVERIFY(test::waitIdle(*m_controller));
        const core::PairRotation before = m_view->frame()->selected();
        const QString textBefore = m_view->plot()->numbersText();
        QSlider* slider = m_view->positionSlider();
        slider->setFocus();
        for (int i = 0; i < 3; ++i)
            QTest::keyClick(slider, Qt::Key_PageUp);
        QVERIFY(test::waitIdle(*m_controller));
        QVERIFY(m_state->position() > 0);
        QCOMPARE(m_view->frame()->position, static_cast<long>(m_state->position()));
        QCOMPARE(m_view->positionSpin()->value(), static_cast<int>(m_state->position()));
        const core::PairRotation after = m_view->frame()->selected();
        QCOMPARE(after.m.m00, before.m.m00);
        QCOMPARE(after.m.m01, before.m.m01);
        QVERIFY(std::abs(after.sinT - before.sinT) > 1e-3);
        QVERIFY(m_view->plot()->numbersText().contains(QLatin1String("0.753902"))); // cos 7
        QVERIFY(m_view->plot()->numbersText() != textBefore);
    }

    void offsetAndPairChangeM()
    {
        spin("pair")->setValue(82);
        spin("offset")->setValue(10);
        m_state->setPosition(25);
        QVERIFY(test::waitIdle(*m_controller));
        const RotationFrame& r = *m_view->frame();
        QCOMPARE(r.pair, 82);
        QCOMPARE(r.offset, 10L);
        const double b = r.selected().omega * 10;
        QVERIFY(std::abs(r.selected().m.m00 - std::cos(b)) < 1e-15);
        QVERIFY(std::abs(r.selected().m.m10 + std::sin(b)) < 1e-15);
        // The textbook twin: 35 has the same sine as 25 on this pair.
        QVERIFY(r.twin.found);
        QCOMPARE(r.twin.twin, 35L);
    }

    void smallerDimensionClampsThePair()
    {
        m_view->setPair(200);
        m_state->setDim(8);
        QVERIFY(test::waitIdle(*m_controller));
        QCOMPARE(m_view->pair(), 3);
        QCOMPARE(spin("pair")->maximum(), 3);
        QCOMPARE(m_view->frame()->table.size(), 4u);
        m_state->setDim(1);
        QVERIFY(test::waitIdle(*m_controller));
        QVERIFY(m_view->frame()->table.empty());
        QVERIFY(!spin("pair")->isEnabled());
    }
};

QTEST_MAIN(TestRotation)
#include "test_rotation.moc"

// The curve palette stays distinguishable for the colour-blind: under a simulated
// deuteranopia, protanopia and tritanopia (tests/support/colourvision.h, Machado et al. 2009) every two
// of its colours are more than 15 CIELAB Delta E apart (a just-noticeable difference is about
// 2.3), and neighbouring curves differ by their line style as well.

#include "tests/support/colourvision.h"
#include "ui/plotting/figurepanels.h"
#include "ui/plotting/plotstyle.h"

#include <QTest>

#include <set>
#include <vector>

using namespace pe;
using namespace pe::ui;

class TestPalette : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void coloursStayApartForTheColourBlind_data()
    {
        QTest::addColumn<int>("deficiency");
        QTest::newRow("normal vision") << static_cast<int>(core::Deficiency::None);
        QTest::newRow("deuteranopia") << static_cast<int>(core::Deficiency::Deuteranopia);
        QTest::newRow("protanopia") << static_cast<int>(core::Deficiency::Protanopia);
        QTest::newRow("tritanopia") << static_cast<int>(core::Deficiency::Tritanopia);
    }
    void coloursStayApartForTheColourBlind()
    {
        QFETCH(int, deficiency);
        std::vector<core::Srgb> colours;
        for (int i = 0; i < plotstyle::kCurveColours; ++i)
            colours.push_back(core::srgbFromHex(plotstyle::curveColour(i).rgb() & 0xFFFFFF));
        const double gap = core::minimumDeltaE(colours, static_cast<core::Deficiency>(deficiency));
        QVERIFY2(gap > 15.0, qPrintable(QStringLiteral("closest pair %1 apart").arg(gap)));
        // All on white: none as light as the background (yellow is the lightest, L* about 89).
        for (const core::Srgb& c : colours)
            QVERIFY(core::deltaE(core::toLab(c), core::toLab(core::srgbFromHex(0xFFFFFF))) > 15.0);
    }

    void neighbouringCurvesDifferInStyleToo()
    {
        std::set<int> styles;
        for (int i = 0; i < 4; ++i)
            styles.insert(static_cast<int>(plotstyle::curvePen(i).style()));
        QCOMPARE(styles.size(), size_t(4));
        // The figures' pens are the palette's.
        QCOMPARE(panels::pen(3, 1.5).color(), plotstyle::curveColour(3));
        QCOMPARE(panels::pen(3, 1.5).style(), plotstyle::curveStyle(3));
        QCOMPARE(plotstyle::curveColour(plotstyle::kCurveColours + 1), plotstyle::curveColour(1));
        QCOMPARE(plotstyle::curveColour(-1), plotstyle::curveColour(plotstyle::kCurveColours - 1));
    }
};

QTEST_MAIN(TestPalette)
#include "test_palette.moc"

// Colour-vision maths against NumPy: the same formulas written out there (sRGB transfer,
// sRGB -> XYZ -> CIELAB with D65, Machado et al. 2009's severity-1.0 matrices in linear RGB),
// values printed with 17 digits and pasted here.

#include "tests/support/colourvision.h"

#include <gtest/gtest.h>

using namespace pe::core;

TEST(ColourVision, LabOfTwoPaletteColours)
{
    const Lab orange = toLab(srgbFromHex(0xE69F00));
    EXPECT_NEAR(orange.l, 70.610478095545, 1e-9);
    EXPECT_NEAR(orange.a, 16.47756231844277, 1e-9);
    EXPECT_NEAR(orange.b, 74.67640084092461, 1e-9);
    const Lab blue = toLab(srgbFromHex(0x0072B2));
    EXPECT_NEAR(blue.l, 45.970745241697124, 1e-9);
    EXPECT_NEAR(blue.a, -2.742899141865096, 1e-9);
    EXPECT_NEAR(blue.b, -41.36745595135014, 1e-9);
    // White and black: L* 100 and 0, no chroma.
    EXPECT_NEAR(toLab(srgbFromHex(0xFFFFFF)).l, 100.0, 1e-3);
    EXPECT_NEAR(toLab(srgbFromHex(0xFFFFFF)).a, 0.0, 1e-2);
    EXPECT_NEAR(toLab(srgbFromHex(0x000000)).l, 0.0, 1e-12);
}

TEST(ColourVision, DeuteranopiaOfTwoPaletteColours)
{
    const Srgb orange = simulate(srgbFromHex(0xE69F00), Deficiency::Deuteranopia);
    EXPECT_NEAR(orange.r, 0.7912188809936644, 1e-12);
    EXPECT_NEAR(orange.g, 0.7047548394660739, 1e-12);
    EXPECT_NEAR(orange.b, 0.06602160686294206, 1e-12);
    const Srgb blue = simulate(srgbFromHex(0x0072B2), Deficiency::Deuteranopia);
    EXPECT_NEAR(blue.r, 0.23026111100531693, 1e-12);
    EXPECT_NEAR(blue.g, 0.40199339062902006, 1e-12);
    EXPECT_NEAR(blue.b, 0.693347009848373, 1e-12);
    // Grey stays grey (each matrix row sums to 1), and None changes nothing.
    const Srgb grey = simulate(srgbFromHex(0x808080), Deficiency::Protanopia);
    EXPECT_NEAR(grey.r, 128 / 255.0, 1e-5);
    EXPECT_NEAR(grey.b, 128 / 255.0, 1e-5);
    EXPECT_DOUBLE_EQ(simulate(srgbFromHex(0x123456), Deficiency::None).g, 0x34 / 255.0);
}

TEST(ColourVision, RedAndGreenMergeUnderDeuteranopia)
{
    // A pair a deuteranope confuses, and that everyone else tells apart easily.
    const std::vector<Srgb> pair{srgbFromHex(0xD62728), srgbFromHex(0x2CA02C)};
    EXPECT_GT(minimumDeltaE(pair, Deficiency::None), 60.0);
    EXPECT_LT(minimumDeltaE(pair, Deficiency::Deuteranopia), 12.0);
    EXPECT_EQ(minimumDeltaE({srgbFromHex(0xD62728)}, Deficiency::None), 0.0);
    // Orange and yellow of Okabe-Ito under deuteranopia (NumPy: 17.035017988388667).
    EXPECT_NEAR(minimumDeltaE({srgbFromHex(0xE69F00), srgbFromHex(0xF0E442)}, Deficiency::Deuteranopia),
                17.035017988388667, 1e-9);
}

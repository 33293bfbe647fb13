#pragma once
/// @file colourvision.h
/// How distinct colours look, for choosing plot palettes: sRGB to CIELAB (D65), the CIE76
/// colour difference, and the colours a dichromat sees (Machado, Oliveira and Fernandes 2009,
/// "A Physiologically-based Model for Simulation of Color Vision Deficiency", IEEE TVCG 15(6),
/// the matrices for severity 1.0, applied to linear RGB).

#include <vector>

namespace pe::core {

/// An sRGB colour, components in [0, 1] (gamma-encoded, as in a file or on screen).
struct Srgb {
    double r = 0, g = 0, b = 0;
};

/// A CIELAB colour (D65 white): lightness L* in [0, 100], a* and b*.
struct Lab {
    double l = 0, a = 0, b = 0;
};

enum class Deficiency {
    None,
    Protanopia,   ///< no L cones (red-blind)
    Deuteranopia, ///< no M cones (green-blind), the most common
    Tritanopia    ///< no S cones (blue-blind)
};

/// The colour 8-bit components 0xRRGGBB stand for.
Srgb srgbFromHex(unsigned rgb);

/// CIELAB of an sRGB colour (IEC 61966-2-1 transfer, sRGB to XYZ matrix, D65 white).
Lab toLab(const Srgb& colour);

/// Euclidean distance in CIELAB (CIE76 Delta E*ab); about 2.3 is a just-noticeable difference.
double deltaE(const Lab& a, const Lab& b);

/// The colour a dichromat with `deficiency` sees in place of `colour` (Machado et al. 2009,
/// severity 1.0, in linear RGB, clamped to the sRGB gamut).
Srgb simulate(const Srgb& colour, Deficiency deficiency);

/// The smallest Delta E*ab between any two of `colours` as seen with `deficiency` (0 for
/// fewer than two colours).
double minimumDeltaE(const std::vector<Srgb>& colours, Deficiency deficiency);

} // namespace pe::core

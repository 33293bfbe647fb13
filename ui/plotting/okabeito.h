#pragma once
// The Okabe-Ito palette by name (M. Okabe and K. Ito, "Color Universal Design", 2008): colours
// that stay apart for colour-blind eyes. plotstyle::curveColour() cycles through the same colours
// by index; these name them for figures that give each colour a meaning: QColor(okabeito::blue).

#include <QRgb>

namespace pe::ui::okabeito {

constexpr QRgb orange = 0xe69f00;
constexpr QRgb skyBlue = 0x56b4e9;
constexpr QRgb bluishGreen = 0x009e73;
constexpr QRgb blue = 0x0072b2;
constexpr QRgb vermilion = 0xd55e00;
constexpr QRgb reddishPurple = 0xcc79a7;

} // namespace pe::ui::okabeito

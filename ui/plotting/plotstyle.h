#pragma once

#include <QColor>
#include <QPen>
#include <QString>

class QCustomPlot;
class QCPAxis;
class QCPColorGradient;
class QCPTextElement;

namespace pe::ui::plotstyle {

/// Diverging red-white-blue map of article 003's heatmap (matplotlib "RdBu"): -1 red, 0 white, +1 blue.
QCPColorGradient diverging();
/// Sequential map (viridis) for magnitudes and positions.
QCPColorGradient sequential();

/// Curve colour `index` (taken modulo kCurveColours) of the Okabe-Ito palette, chosen to stay
/// apart for the colour-blind: blue, orange, bluish green, vermilion, reddish purple, sky blue,
/// yellow, black. Under a simulated deuteranopia, protanopia or tritanopia (Machado et al.
/// 2009) any two stay more than 15 CIELAB Delta E apart (tests/ui/test_palette.cpp).
QColor curveColour(int index);
constexpr int kCurveColours = 8;
/// The line style that goes with curve `index` (modulo 4: solid, dashed, dotted, dash-dot), so
/// that curves differ by more than their colour.
Qt::PenStyle curveStyle(int index);
/// A pen of curveColour(index) and curveStyle(index) (or `style` when given), `width` pixels.
QPen curvePen(int index, double width = 2.0, Qt::PenStyle style = Qt::NoPen);

/// Fonts and colours readable on a projector; interactions off until a view enables them.
void apply(QCustomPlot* plot);
/// A title row above the plot's main axis rect: a CachedTextElement whose lines wrap to the
/// plot's width.
QCPTextElement* addTitle(QCustomPlot* plot);
/// Draws every layer into one paint buffer (QCustomPlot keeps a second, full-size buffer for
/// its "overlay" layer by default): one clear and one blend less per frame, about 1 ms at
/// 1100 x 800. For plots that do not redraw the overlay layer on its own (hover markers).
void singleBuffer(QCustomPlot* plot);
/// Integer tick labels (positions, dimensions).
void integerTicks(QCPAxis* axis);

/// Multiplies every font of `plot` (axes, tick labels, titles, legends and their items, colour
/// scales, text items) by `ratio`: View > Text size applies to figures already styled.
void rescaleFonts(QCustomPlot* plot, double ratio);

} // namespace pe::ui::plotstyle

#pragma once

#include "ui/framework/appearance.h"

#include <QColor>
#include <QPen>
#include <QString>
#include <QStringList>

#include <vector>

class QCustomPlot;
class QCPGraph;
class QCPAxis;
class QCPRange;
class QCPColorGradient;
class QCPTextElement;

namespace pe::ui {
class CachedTextElement;
}

namespace pe::ui::plotstyle {

/// How much thicker pens are drawn under the theme: 1, or 2.5 under high contrast (up to
/// 8 pixels: a pen already thicker than 3.2 pixels grows less).
double penScale();
/// Sets the graph's pen `width` pixels wide as the theme draws it: thickened at once under high
/// contrast, and marked so that apply()'s thickening does not thicken it again.
void setPenWidth(QCPGraph* graph, double width);

/// The maps themselves, from matplotlib's tables (256 stops): viridis and cividis are
/// perceptually uniform; cividis also reads the same to the red-green colour-blind.
QCPColorGradient viridis();
QCPColorGradient cividis();
/// Diverging red-white-blue (matplotlib "RdBu"): -1 red, 0 white, +1 blue.
QCPColorGradient redWhiteBlue();

/// The map for signed values centred on 0: redWhiteBlue(), or the one chosen in View > Colour map.
QCPColorGradient diverging();
/// The map for magnitudes and positions: viridis(), or the one chosen in View > Colour map.
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
/// A pen of curveColour(index) and curveStyle(index) (or `style` when given), `width` pixels
/// (times penScale()).
QPen curvePen(int index, double width = 2.0, Qt::PenStyle style = Qt::NoPen);

/// Fonts and colours readable on a projector; interactions off until a view enables them.
/// Under the high-contrast theme: bold larger black text, black axes, a darker grid, and
/// every graph's and curve's pen penScale() times as thick when the plot is drawn.
void apply(QCustomPlot* plot);

/// Tick labels in the interface language's numbers (0,5 in French, −1 with the minus sign),
/// digits grouped on an axis that reaches 10 000 (as numbers::integer), whatever ticker the view
/// gives the axis; apply() does it now and before every layout.
void localiseTicks(QCustomPlot* plot);

/// Sets QFont::PreferNoShaping on the application font, which every widget and figure font
/// derives from: Latin and Chinese text is laid out without OpenType shaping (no ligatures or
/// kerning pairs, which these fonts barely use), three times faster to measure and draw; a
/// script that needs shaping still gets it. Call once, right after the QApplication exists.
void preferFastText();
/// A title row above the plot's main axis rect: a CachedTextElement whose lines wrap to the
/// plot's width.
CachedTextElement* addTitle(QCustomPlot* plot);
/// Draws every layer into one paint buffer (QCustomPlot keeps a second, full-size buffer for
/// its "overlay" layer by default): one clear and one blend less per frame, about 1 ms at
/// 1100 x 800. For plots that do not redraw the overlay layer on its own (hover markers).
void singleBuffer(QCustomPlot* plot);
/// Integer tick labels (positions, dimensions, heads) at whole numbers: QCustomPlot's plain
/// ticker on `axis` becomes one whose step is 1, 2 or 5 times a power of ten, never below 1
/// (its own steps include 2.5: ticks at 2.5, 5, 7.5 labelled "3, 5, 8"), with the tick count
/// the view and tickspacing set. Another ticker the view set (fixed, text, log) is kept; a
/// ticker set after this call replaces the whole-number one.
void integerTicks(QCPAxis* axis);
/// The whole-number step integerTicks() uses for `range` with about `tickCount` ticks (1, 2 or 5
/// times a power of ten, never below 1), and its minor ticks per step (at whole numbers): for a
/// ticker of a view's own (the binary view's downward positions) that ticks integers too.
double wholeTickStep(const QCPRange& range, int tickCount);
int wholeSubTickCount(double tickStep);
/// A logarithmic scale (majors at powers of `base`) on `axis`, labelled in powers ("eb", set
/// another number format after it for other labels), whose minor ticks stay apart at every
/// length: between major ticks a decade apart, 2 … 9 where a decade has the room, 2 and 5
/// where it has some, none where less (none for another base); between majors several
/// powers apart (a short axis), one at each power between, where those have the room.
/// QCustomPlot's own log ticker spaces them evenly in value between majors, where they bunch up.
void logTicks(QCPAxis* axis, double base = 10);
/// A linear ticker on `axis` whose top tick's label carries the unit: `format` ("%1 dB") with
/// the number. For a colour scale whose unit, as an axis label standing beside its tick labels,
/// would read with the next panel's label. Before apply() (which writes the labels in the
/// language).
void unitOnTopTick(QCPAxis* axis, const QString& format);

/// The factor View > Text size and presentation mode apply to every figure's text now (1: the
/// sizes the figures are written with). Set by TextSize with the ratio it applies to fonts
/// already set (rescaleFonts).
void setTextScale(double scale);
double textScale();
/// `base` at `points` (bold when asked) times textScale(): a font a figure sets as it draws,
/// at the size the fonts set before it have been rescaled to.
QFont sized(const QFont& base, double points, bool bold = false);
/// `points` to a thousandth of a point, as every scaled font size is: scaled down and up again
/// (an export at text size 1), a size is the same to the last bit, not a unit in the last
/// place off.
double roundedPoints(double points);

/// Multiplies every font of `plot` (axes, tick labels, titles, legends and their items, colour
/// scales, text items) by `ratio`: View > Text size applies to figures already styled.
void rescaleFonts(QCustomPlot* plot, double ratio);

} // namespace pe::ui::plotstyle

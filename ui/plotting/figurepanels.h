#pragma once
// Multi-panel figures in one QCustomPlot: a title, a note line, panels laid out in a grid, each
// with its legend below the data, in the Okabe-Ito colour-blind-safe palette.

#include <QColor>
#include <QPen>
#include <QString>

#include <functional>
#include <initializer_list>

class QCustomPlot;
class QCPAbstractPlottable;
class QCPAxisRect;
class QCPColorScale;
class QCPGraph;
class QCPLayerable;
class QCPLayoutGrid;
class QCPLegend;
class QCPTextElement;
class QMouseEvent;
class QWidget;

namespace pe::ui {
class FastColorMap;
class FigurePlot;
class View;
} // namespace pe::ui

namespace pe::ui::panels {

/// A number for read-outs, legends and notes: `digits` significant digits ('g').
QString num(double v, int digits = 6);

/// Okabe-Ito colours, in the order blue, orange, bluish green, vermilion, reddish purple,
/// sky blue, yellow, black (index taken modulo 8).
QColor okabeIto(int index);
/// A pen of okabeIto(index), `width` pixels, with a line style that differs by index as well
/// (solid, dashed, dotted, dash-dot ...) unless `style` is given.
QPen pen(int index, double width = 2.0, Qt::PenStyle style = Qt::NoPen);

/// Clears the plot's layout and adds a bold title (row 0, plotstyle::addTitle), a note line
/// (row 1, a CachedTextElement that wraps to the plot's width) and an empty grid for the panels
/// (row 2), returned.
QCPLayoutGrid* setUpFigure(QCustomPlot* plot, QCPTextElement** title, QCPTextElement** note);

/// A new plot (an OpaquePlot), child of `parent`.
FigurePlot* newPlot(QWidget* parent);
/// Lays `content` (the view's plot, or what holds it) out to fill `view` (4-pixel margins).
void fillWith(QWidget* view, QWidget* content);
/// The house style (plotstyle::apply), single-buffered, without immediate refreshes.
void finishFigure(QCustomPlot* plot);

/// Sets the note, in vermilion when it warns, else black.
void setNote(QCPTextElement* note, const QString& text, bool warning);
/// With a problem: hides nothing, says "Nothing to show: <problem>" in vermilion and replots
/// (returns true). Without: sets the note's colour back to black (returns false).
bool drawProblem(QCustomPlot* plot, QCPTextElement* note, const QString& problem);
/// Shows or hides `drawn` (what a result fills), and takes their entries out of the figure's
/// legends while they are hidden (a legend naming curves that are not drawn, over "Nothing to
/// show"), putting them back, in their order, once they show again.
void showDrawn(QCustomPlot* plot, std::initializer_list<QCPLayerable*> drawn, bool shown);

/// A panel at (row, column) of `grid`: an axis rect over a legend laid out in columns (the
/// legend sits outside the data). Returns the axis rect; *legend receives the legend.
QCPAxisRect* addPanel(QCustomPlot* plot, QCPLayoutGrid* grid, int row, int column, QCPLegend** legend);

/// A panel at (row, column) of `grid` for a query x key matrix: an axis rect (keys along x,
/// queries down y as in a matrix, both axes labelled so) with a colour scale at its right, and
/// the map on it. The rect is named "matrix" and the map "matrixMap" (objectName, for tests).
FastColorMap* addMatrixPanel(QCustomPlot* plot, QCPLayoutGrid* grid, int row, int column, QCPAxisRect** rect,
                             QCPColorScale** scale);

/// Fonts of a colour scale as the plot's axes (call after plotstyle::apply).
void styleScale(QCPColorScale* scale, const QCPAxisRect* like);

/// A graph on the rect's bottom and left axes, in `pen`, named for `legend` (nullptr: not listed).
QCPGraph* addGraph(QCPAxisRect* rect, const QPen& pen, const QString& name, QCPLegend* legend);

/// Lists the visible ones of `items` in `legend`, in this order (the legend is cleared first).
void relist(QCPLegend* legend, std::initializer_list<QCPAbstractPlottable*> items);

/// A horizontal line at y over [x0, x1] as a two-point graph (listed in legends, unlike items).
void setHorizontal(QCPGraph* graph, double x0, double x1, double y);

/// The axis rect under a mouse event, or nullptr.
QCPAxisRect* rectAt(QCustomPlot* plot, const QMouseEvent* event);

using HoverText = std::function<QString(QCPAxisRect* rect, double x, double y)>;

/// The hover read-out: asks `text` for the panel under the mouse at its axis coordinates (x, y),
/// shows it as a tooltip (or hides the tooltip when empty) and returns it for the status bar.
QString hover(QCustomPlot* plot, const QMouseEvent* event, const HoverText& text);
/// Shows the hover read-out of `plot` as the mouse moves, also in `view`'s status message.
void connectHover(View* view, QCustomPlot* plot, const HoverText& text);

/// The smaller of an axis rect's pixel width and height (rectPixels, with these fallbacks).
int squarePixels(const QCPAxisRect* rect, double widthFallback, double heightFallback);

/// A pixel count along an axis rect's width or height: the laid-out size, or `fallback` before
/// the first layout (times the device pixel ratio).
int rectPixels(const QCPAxisRect* rect, bool horizontal, double fallback);

} // namespace pe::ui::panels

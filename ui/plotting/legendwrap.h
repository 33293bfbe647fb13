#pragma once

#include <functional>

class QCustomPlot;
class QCPAxisRect;
class QCPLayoutGrid;
class QCPLegend;

namespace pe::ui::legendwrap {

/// Lays the items of `legend` (under the panel `panel`) out in as many columns, up to
/// `maxColumns`, as the panel's width holds, in every layout pass (figureplot.h, Legends), and breaks
/// an item's name that is wider than the panel into lines (the plottable's name() then holds
/// the line breaks until there is room again): a legend no longer sets the width of a narrow
/// figure.
void adapt(QCPLegend* legend, QCPAxisRect* panel, int maxColumns);

/// Puts `legend` at (row, column) of `grid`, the row under its panel: legends sit outside the
/// data, at every size (a figure short of room shows its panels as pages instead). Puts the
/// legend on the layer "legend".
void outside(QCPLegend* legend, QCPLayoutGrid* grid, int row, int column);

/// Lays every adapting legend of `plot` out in one column with its names broken into short
/// lines, as narrow as it gets (FigurePlot measures its minimum width so); returns what puts
/// them back, or nothing when the plot has no adapting legend.
std::function<void()> narrowest(const QCustomPlot* plot);

} // namespace pe::ui::legendwrap

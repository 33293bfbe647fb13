#pragma once

#include <QSize>
#include <Qt>

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

/// Keeps an adapting legend (adapt()) at (row, column) of `grid`, alone in its row, outside its
/// panel's data, as long as the figure has the room: on a screen too small for the figure even at the smallest
/// text (PageState::tooTall), the legend moves into `panel`, at `inside`, in one column on
/// a translucent box, rather than making the figure scroll, provided it covers at most 40 % of
/// the panel; it comes back out when the figure has the room for it again, or when the figure
/// shows one page alone (figurepages) whose room holds the legend under its panel. Decided in every layout pass; an
/// export (PageState::exporting) has it outside. Puts the legend on the layer "legend".
void outsideWhenRoom(QCPLegend* legend, QCPLayoutGrid* grid, int row, int column, QCPAxisRect* panel,
                     Qt::Alignment inside);

/// The plot's minimum size with every adapting legend in one column and its names broken into
/// short lines (its width) and as laid out now (its height): what a plot whose legends adapt
/// can shrink to sideways.
QSize minimumSizeHint(const QCustomPlot* plot, QSize laidOut);

} // namespace pe::ui::legendwrap

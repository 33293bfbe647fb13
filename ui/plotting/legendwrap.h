#pragma once

#include <QSize>

class QCustomPlot;
class QCPAxisRect;
class QCPLegend;

namespace pe::ui::legendwrap {

/// Lays the items of `legend` (under the panel `panel`) out in as many columns, up to
/// `maxColumns`, as the panel's width of the last layout holds, before every replot, and breaks
/// an item's name that is wider than the panel into lines (the plottable's name() then holds
/// the line breaks until there is room again): a legend no longer sets the width of a narrow
/// figure.
void adapt(QCPLegend* legend, QCPAxisRect* panel, int maxColumns);

/// The plot's minimum size with every adapting legend in one column and its names broken into
/// short lines (its width) and as laid out now (its height): what a plot whose legends adapt
/// can shrink to sideways.
QSize minimumSizeHint(const QCustomPlot* plot, QSize laidOut);

} // namespace pe::ui::legendwrap

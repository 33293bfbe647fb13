#pragma once

class QCustomPlot;
class QCPAxis;

namespace pe::ui::tickspacing {

/// Keeps the tick labels of every axis of `plot` apart at any size: after each layout, an axis
/// whose labels (as its ticker would place them on the axis's present pixel length) would
/// touch asks its ticker for fewer ticks, down to one, until they stand apart; a longer axis
/// gets back up to the count the view set. Works with every ticker (plain, log, integer).
/// plotstyle::apply installs it on every figure.
void install(QCustomPlot* plot);

/// Whether two tick labels of `axis`, as last generated and laid out, overlap or come closer
/// than `gap` pixels (label extents from the tick label font's metrics).
bool labelsOverlap(QCPAxis* axis, int gap = 0);

} // namespace pe::ui::tickspacing

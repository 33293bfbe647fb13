#pragma once

#include <functional>

class QCustomPlot;
class QCPLayoutGrid;

namespace pe::ui::reflow {

/// Lays `grid` (one row of elements, as the view built it) out side by side while the plot is
/// wide enough for all of their minimum widths, and with the second half of them moved under the
/// first when it is not (the last of two or three under the first, four two by two): a narrow figure (a side-by-side
/// pane, a projector at a large scale factor) stacks its panels instead of scrolling sideways. Decided in every
/// layout pass (figureplot.h, Panels).
void stackWhenNarrow(QCustomPlot* plot, QCPLayoutGrid* grid);

/// Lays `grid` (two elements, one above the other, as the view built it) out side by side
/// while the figure is too tall for the room with its text at the floor (PageState::tooTall,
/// ui/framework/pagestate.h) and wide enough for them, and one above the other again once the
/// room has their height: a short figure (a projector at 200 %) widens instead of scrolling.
/// Decided in every layout pass.
void besideWhenShort(QCustomPlot* plot, QCPLayoutGrid* grid);

/// Stacks every grid of stackWhenNarrow(), as narrow as they get (FigurePlot measures its
/// minimum width so); returns what puts them back, or nothing when the plot has none.
std::function<void()> narrowest(const QCustomPlot* plot);

} // namespace pe::ui::reflow

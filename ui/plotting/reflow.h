#pragma once

#include <QSize>

class QCustomPlot;
class QCPLayoutGrid;

namespace pe::ui::reflow {

/// A view's property, true while its figure is too tall for the room even with its text at the
/// smallest size TextFit sets (ui/shell/textfit.h): a figure may then show a text in short
/// (FourierFigure's variant note), which it should not do while a smaller text would fit.
inline constexpr const char* kTextAtSmallest = "pe_textAtSmallest";
/// A widget's property: the point size of its font at the chosen text size. TextFit sets the
/// font of such a widget of a view's figure smaller with the figure's plot text, by the same
/// factor (the formula inspector's large formula, which is text in widgets, not in a plot).
inline constexpr const char* kFitPoints = "pe_fitPoints";
/// A widget's property, true when the widget sets a font size of its own (the formula
/// inspector's 12 pt) that View > Text size and presentation mode should scale as they scale
/// the application font, which such a font no longer follows. kFitPoints widgets are scaled
/// the same way.
inline constexpr const char* kOwnTextSize = "pe_ownTextSize";

/// The interface's enlargement (QT_SCALE_FACTOR, set by the user or by main() from View >
/// Interface size), at least 1. Figure text that gives way on a small screen goes down to the
/// smallest size it has at 100 % in pixels of the screen, i.e. further by this factor.
double interfaceScale();

/// Whether `property` is true on the plot's widget or on a widget above it.
bool onPage(const QCustomPlot* plot, const char* property);

/// Lays `grid` (one row of elements, as the view built it) out side by side while the plot is
/// wide enough for all of their minimum widths, and with its last element moved under the first
/// when it is not: a narrow figure (a side-by-side pane, a projector at a large scale factor)
/// stacks its panels instead of scrolling sideways. Decided before every replot.
void stackWhenNarrow(QCustomPlot* plot, QCPLayoutGrid* grid);

/// Lays `grid` (two elements, one above the other, as the view built it) out side by side
/// while the figure is too tall for the room even with its text at the smallest size TextFit
/// sets (kTextAtSmallest) and wide enough for them, and one above the other again once the
/// room has their height: a short figure (a projector at 200 %) widens instead of scrolling.
/// Decided before every replot.
void besideWhenShort(QCustomPlot* plot, QCPLayoutGrid* grid);

/// The plot's minimum size with every grid of stackWhenNarrow() stacked (its width) and as laid
/// out now (its height): what such a plot can shrink to sideways.
QSize minimumSizeHint(const QCustomPlot* plot, QSize laidOut);

} // namespace pe::ui::reflow

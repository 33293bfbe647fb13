#pragma once
// A figure that shows less instead of shrinking its text: its panels as pages, one at a time.

#include <QList>
#include <QString>

class QCustomPlot;
class QCPAxisRect;
class QCPLayoutElement;

namespace pe::ui::figurepages {

/// The pages of a figure: the rows of its layout that hold panels (axis rects), or, when all
/// its panels sit in one row of the top layout, the rows (else the columns) of the grid that
/// holds them. A figure with fewer than two such rows or columns has one page.
/// Fine pages are the panels one by one (each with what shares its cell, such as its legend),
/// for a figure whose coarse pages are still too tall.
int count(const QCustomPlot* plot, bool fine = false);

/// The page shown alone, or -1 when the whole figure shows; whether it is a fine one.
int shown(const QCustomPlot* plot);
bool shownFine(const QCustomPlot* plot);

/// Shows page `page` (0 .. count() - 1) alone, the others' elements taken out of the layout
/// (an empty cell stands in their place, so that the figure's own code keeps its rows) and
/// hidden with their graphs and items; -1 puts them all back. Asks for no replot: the caller
/// replots once.
void show(QCustomPlot* plot, int page, bool fine = false);

/// The elements taken out of the layout while a page shows alone (each with its own elements):
/// what changes every element, such as the text size, changes these too.
QList<QCPLayoutElement*> hidden(const QCustomPlot* plot);

/// The page holding `rect`, or -1.
int pageOf(const QCustomPlot* plot, const QCPAxisRect* rect, bool fine = false);

} // namespace pe::ui::figurepages

#pragma once
// A figure that shows less instead of shrinking its text: its panels as pages, one at a time.

#include <QList>
#include <QString>

class QCustomPlot;
class QCPAxisRect;
class QCPLayoutElement;

namespace pe::ui::figurepages {

/// How much of a figure a page shows, from most to least:
/// - Coarse: a row of its layout that holds panels (axis rects), or, when all its panels sit in
///   one row of the top layout, a row (else a column) of the grid that holds them;
/// - Middle: a row (else a column) of the grid of panels a coarse page holds in one cell (the
///   split model's four maps two by two: two maps a page), else the coarse page;
/// - Fine: one panel (with what shares its cell, such as its legend).
/// A figure with fewer than two coarse pages has one page at every level.
enum class Level { Coarse, Middle, Fine };

int count(const QCustomPlot* plot, Level level = Level::Coarse);

/// The page shown alone, or -1 when the whole figure shows; its level.
int shown(const QCustomPlot* plot);
Level shownLevel(const QCustomPlot* plot);

/// Shows page `page` (0 .. count() - 1) alone, the others' elements taken out of the layout
/// (an empty cell stands in their place, so that the figure's own code keeps its rows) and
/// hidden with their graphs and items; -1 puts them all back. Asks for no replot: the caller
/// replots once.
void show(QCustomPlot* plot, int page, Level level = Level::Coarse);

/// The elements taken out of the layout while a page shows alone (each with its own elements):
/// what changes every element, such as the text size, changes these too.
QList<QCPLayoutElement*> hidden(const QCustomPlot* plot);

/// The page at `level` holding `panel` (a panel, or any element of a page), or -1; while a page
/// shows alone, as the figure was when it was chosen.
int pageOf(const QCustomPlot* plot, const QCPLayoutElement* panel, Level level = Level::Coarse);

/// The first page at `to` holding part of page `page` at `from` (0 when none), likewise.
int firstWithin(const QCustomPlot* plot, int page, Level from, Level to);

} // namespace pe::ui::figurepages

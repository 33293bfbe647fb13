#pragma once

#include <QList>
#include <QRectF>
#include <QString>

class QCustomPlot;
class QCPAxis;
class QCPAxisRect;
class QCPItemText;

namespace pe::ui::labelfit {

/// Keeps every axis label of `plot` (axis rects and colour scales) within its axis: a label
/// longer than its axis (centred on the axis rect, it may reach as far into the rect's margins
/// as the narrower side allows) is broken into lines at spaces, a line still too long elided;
/// the whole label comes back when there is room. A left or right axis's label with a word
/// longer than the axis lies flat over the panel instead (at the top of its tick labels, the
/// panel's top margin grown by a line; the axis's own label is then empty), where the panel has
/// no top axis and the label's width fits: a word is never cut there. A step of the plot's layout pass
/// (figureplot.h, Labels), run after each of its layouts until the axes stop moving. Views keep setting whole labels
/// with setLabel(). plotstyle::apply installs it.
void install(QCustomPlot* plot);

/// Fits the label of one axis to its present length; true when the shown label changed. A
/// figure that replots only a layer for a new label (the clock) fits it itself, at the layout
/// it has.
bool fit(QCPAxis* axis);

/// The label the view set on `axis` (before any breaking by fit(), or while it lies flat).
QString wholeLabel(const QCPAxis* axis);

/// The width `rect` needs for the longest word of its top axis's label (a panel's title) and
/// of its bottom axis's (fit() breaks labels between words, never inside one), which may reach
/// into the rect's margins as far as the narrower allows. The two functions below keep at least
/// that: a title is never elided for a panel too narrow; the figure gives way instead.
int leastWidth(const QCPAxisRect* rect);

/// Keeps each of `rects` tall enough for its left axis, measured in the axis's fonts in every
/// layout pass: two tick labels with room between them, and the longest word of the label, and
/// of the label of a colour scale sharing its top margin (fit()
/// breaks labels at spaces, never inside a word), which may reach into the rect's margins. A
/// fixed minimum in pixels was too little for large text (the label elided) and too much for
/// small (the figure scrolled). The rects are as wide as two tick labels, at least
/// `minimumWidth` wide and 28 px tall, and
/// wide enough for the longest word of their top and bottom axes' labels in the same way
/// (leastWidth). `tickLines` sets their least height in tick label lines (2.5: two labels; their
/// width stays two labels').
void minimumHeightFromFonts(QCustomPlot* plot, const QList<QCPAxisRect*>& rects, int minimumWidth,
                            double tickLines = 2.5);

/// Keeps each of `rects` at least `lines` (columns, rows) lines of `item`'s font, measured in
/// every layout pass (the font follows the text size): a panel with room for the labels its figure
/// places by hand, at their size. Below that the figure shows its panels as pages (FigureFit)
/// rather than crowding the labels or drawing the data a few pixels large. While a page shows
/// alone (figurepages::shown), the rects keep `linesAlone` instead: a page has the figure's
/// whole room and may move its labels aside rather than scroll.
void minimumSizeInLines(QCustomPlot* plot, const QList<QCPAxisRect*>& rects, const QCPItemText* item, QSize lines,
                        QSize linesAlone);

/// The rectangle, in pixels, that the unrotated text item `item` covers where QCPItemText::draw
/// places it (text, padding and position alignment).
QRectF itemTextRect(const QCPItemText* item);

} // namespace pe::ui::labelfit

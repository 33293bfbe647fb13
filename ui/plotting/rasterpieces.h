#pragma once
// Many tall, narrow shapes drawn fast with Qt's raster engine.

#include <QLine>
#include <QRect>
#include <QVector>

namespace pe::ui {

/// Qt's raster engine hands every blend of 96 or more spans (rows of a shape) to its GUI
/// thread pool and waits for it (QT_THREAD_PARALLEL_FILLS in Qt 6's qdrawhelper.cpp). For one
/// large fill that helps; for many small shapes the hand-offs are the whole cost: 1,300
/// one-pixel columns 300 pixels tall take 64 ms whole and 2 ms cut into pieces of fewer rows
/// (2 cores, Qt 6.4). Shapes taller than this are cut.
constexpr int kMaxInlineRows = 95;

/// Appends the vertical line x, [top, bottom] (inclusive, top <= bottom) as pieces of at most
/// kMaxInlineRows rows, for QPainter::drawLines with a cosmetic pen.
void appendColumnPieces(QVector<QLine>* lines, int x, int top, int bottom);

/// Appends `rect` as horizontal strips of at most kMaxInlineRows rows, to fill one by one.
void appendRectPieces(QVector<QRect>* rects, const QRect& rect);

} // namespace pe::ui

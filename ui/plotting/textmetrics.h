#pragma once

#include <QFont>
#include <QRect>
#include <QString>

/// Text measurements remembered per font and text. A figure measures the same labels, legend
/// names and words several times in every replot (layout, minimum size, drawing), and
/// QFontMetrics shapes the text anew each time: on the paper preset that was about a quarter
/// of the GUI thread's time per update. On the thread that calls (the GUI thread); a font's
/// measurements are dropped after kCapacity texts, and the least used fonts after kFonts.
namespace pe::ui::textmetrics {

constexpr int kCapacity = 4096;
constexpr int kFonts = 32;

/// QFontMetrics(font).horizontalAdvance(text).
int advance(const QFont& font, const QString& text);

/// QFontMetrics(font).boundingRect(0, 0, 0, 0, Qt::TextDontClip, text): the lines of `text`
/// (split at '\n') laid out as QPainter::drawText lays them out.
QRect bounds(const QFont& font, const QString& text);

} // namespace pe::ui::textmetrics

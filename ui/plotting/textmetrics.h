#pragma once

#include <QFont>
#include <QRect>
#include <QStaticText>
#include <QString>

class QPainter;

/// Text measured and laid out once per font and text: the one text cache of the figures and
/// tables. A figure measures the same labels, legend names and words several times in every
/// replot (layout, minimum size, drawing), and QFontMetrics shapes the text anew each time: on
/// the paper preset that was about a quarter of the GUI thread's time per update. Lines drawn
/// from QStaticText (a label that keeps its wording while a number beside it changes, a table
/// of numbers) are laid out once, not on every frame as QPainter::drawText lays them out.
/// On the thread that calls (the GUI thread); a font's measurements are dropped after
/// kCapacity texts, its laid-out lines after kLines, and every font's after kFonts fonts.
namespace pe::ui::textmetrics {

constexpr int kCapacity = 4096;
constexpr int kLines = 8192; // a few screens of changing numbers in a table, a full counting table
constexpr int kFonts = 32;

/// QFontMetrics(font).horizontalAdvance(text).
int advance(const QFont& font, const QString& text);

/// QFontMetrics(font).boundingRect(0, 0, 0, 0, Qt::TextDontClip, text): the lines of `text`
/// (split at '\n') laid out as QPainter::drawText lays them out.
QRect bounds(const QFont& font, const QString& text);

/// The same with Qt::AlignCenter, as QCustomPlot measures an axis label: up to a pixel taller
/// than bounds() (the centred rectangle's edges rounded outwards).
QRect centredBounds(const QFont& font, const QString& text);

/// One line of plain text laid out as QStaticText (aggressive caching).
QStaticText line(const QFont& font, const QString& line);

/// Width of the widest line of `text` (split at '\n').
double width(const QFont& font, const QString& text);

/// Height of the lines as draw() stacks them, as QPainter::drawText does: each line's own height
/// in whole pixels (taller where glyphs of a fallback font, East Asian text, stand in it) and
/// the font's leading between lines.
int height(const QFont& font, const QString& text);

/// Draws the lines of `text` from cached QStaticText, the first line's top at `top`, stacked as
/// height() counts them; each line placed in [left, left +
/// width] by `align` (Qt::AlignHCenter, Qt::AlignRight, else at `left`), on whole pixels as the text
/// layout of drawText places its lines.
void draw(QPainter* painter, double left, double width, double top, const QString& text, const QFont& font,
          Qt::Alignment align = Qt::AlignHCenter);

} // namespace pe::ui::textmetrics

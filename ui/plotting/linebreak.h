#pragma once

#include <QString>
#include <QStringList>

namespace pe::ui {

/// The pieces `line` may be broken between: Unicode line breaking (UAX #14, words with their
/// trailing spaces and in Chinese each character, an opening bracket kept with what follows and
/// a closing one or a comma with what precedes), and then never
/// - inside a number (10 000, 0,2955, 65,536: digits and their separators),
/// - inside a short bracketed group, at its spaces too: up to 3 words and 24 columns, a Chinese
///   character counting two (波长（位置数）, (requête, clé), (×1000)); an absolute value or a
///   norm between bars is one too (|terme|, ‖PE(0) − PE(1)‖); a longer one wraps,
/// - between a number and the unit after it: "3725 s", French "9,3 %", "t = 3725 秒". The units:
///   s ms µs ns min h, px pt, % ‰ °, dB Hz, K k M G, B kB MB GB ko Mo Go, and 秒 毫秒 (kept
///   short: any of these after a number is read as its unit),
/// - on either side of a spaced operator between operands of a formula: letters (Latin or
///   Greek), digits, brackets, bars, signs (t < L, d = 512, Δ = 1, ‖…‖ = 3.7143, x = −1),
/// - on either side of an arrow (位 0 → +1: "+1" never starts a line alone),
/// - between a Chinese word and the spaced number after it (位 1),
/// - before a last Chinese character left alone on its line (t < L 的各位).
QStringList lineBreakPieces(const QString& line);

/// `text` for Qt's own word wrap (QPainter::drawText with Qt::TextWordWrap): the spaces inside
/// a piece of lineBreakPieces() made no-break spaces and a word joiner (U+2060) put where
/// Unicode would allow a break inside a piece, so that Qt breaks lines only between pieces.
QString keptTogether(const QString& text);

} // namespace pe::ui

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
/// - on either side of a spaced operator between ASCII tokens (t < L, d = 512),
/// - on either side of an arrow (位 0 → +1: "+1" never starts a line alone),
/// - between a Chinese word and the spaced number after it (位 1),
/// - before a last Chinese character left alone on its line (t < L 的各位).
QStringList lineBreakPieces(const QString& line);

} // namespace pe::ui

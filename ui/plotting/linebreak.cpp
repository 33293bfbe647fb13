#include "ui/plotting/linebreak.h"

#include <QTextBoundaryFinder>

#include <vector>

namespace pe::ui {

namespace {
/// A bracketed group at most this wide (brackets included; a Chinese character counts two) and
/// of at most kShortGroupWords words is never broken inside: "（对数刻度）", "(×1000)" and
/// "(requête, clé)" stay whole, a long aside still wraps.
constexpr qsizetype kShortGroupColumns = 24;
constexpr int kShortGroupWords = 3;

bool isEastAsian(QChar c)
{
    return c.unicode() >= 0x2E80;
}

/// Units a number keeps on its line ("3725 s", "9,3 %", "12 dB"), written as a token of their
/// own after the number. Kept short: a letter here after a number is always read as a unit.
bool isUnit(const QString& token)
{
    static const QStringList kUnits{
        QStringLiteral("s"),  QStringLiteral("ms"), QStringLiteral("µs"), QStringLiteral("ns"), QStringLiteral("min"),
        QStringLiteral("h"),  QStringLiteral("px"), QStringLiteral("pt"), QStringLiteral("%"),  QStringLiteral("‰"),
        QStringLiteral("°"),  QStringLiteral("dB"), QStringLiteral("Hz"), QStringLiteral("K"),  QStringLiteral("k"),
        QStringLiteral("M"),  QStringLiteral("G"),  QStringLiteral("B"),  QStringLiteral("kB"), QStringLiteral("MB"),
        QStringLiteral("GB"), QStringLiteral("ko"), QStringLiteral("Mo"), QStringLiteral("Go")};
    return kUnits.contains(token);
}

/// Chinese units, written right after the number's space without one of their own
/// ("t = 3725 秒时的挂钟").
bool startsWithChineseUnit(QStringView text)
{
    return text.startsWith(QStringLiteral("秒")) || text.startsWith(QStringLiteral("毫秒"));
}

bool isOpening(QChar c)
{
    return QStringLiteral("([{（【《「『〈").contains(c);
}

bool isClosing(QChar c)
{
    return QStringLiteral(")]}）】》」』〉").contains(c);
}

/// The bars of an absolute value or a norm (|x|, ‖x‖): each opens a group, the next alike
/// closes it.
bool isBar(QChar c)
{
    return c == QLatin1Char('|') || c == QChar(0x2016);
}

/// A character that separates the digits of a number as a locale writes it.
bool isNumberSeparator(QChar c)
{
    return c == QLatin1Char('.') || c == QLatin1Char(',') || c == QChar(0x202F) || c == QChar(0x00A0) ||
           c == QChar(0x2009) || c == QLatin1Char('\'');
}

bool isOperator(QChar c)
{
    return QStringLiteral("<>=≤≥≠≈×").contains(c);
}

/// An arrow between two things ("bit 0 → +1", "位 1 → −1"): the line never breaks on either
/// side of it, so that "−1" is not left alone at the start of the next line.
bool isArrow(QChar c)
{
    return QStringLiteral("→←↔⇒⇐⇔↦").contains(c);
}

/// What may stand on either side of a spaced operator in a formula: a Latin or Greek letter, a
/// digit or a subscript, a bracket, a bar or a sign ("Δ = 1", "‖ = 3.7143", "= −1"); not a
/// Chinese character ("位置 = 维度" may break).
bool isOperand(QChar c)
{
    return !isEastAsian(c) && !c.isSpace() &&
           (c.isLetterOrNumber() || isOpening(c) || isClosing(c) || isBar(c) || QStringLiteral("+-−±").contains(c));
}

/// Whether the bracketed group [start, end) is short: at most kShortGroupColumns wide and
/// kShortGroupWords words.
bool isShortGroup(const QString& line, qsizetype start, qsizetype end)
{
    qsizetype columns = 0;
    for (qsizetype k = start; k < end; ++k)
        columns += isEastAsian(line[k]) ? 2 : 1;
    int words = 0;
    bool inWord = false;
    for (qsizetype k = start + 1; k + 1 < end; ++k) {
        const bool space = line[k].isSpace();
        words += !space && !inWord;
        inWord = !space;
    }
    return columns <= kShortGroupColumns && words <= kShortGroupWords;
}

/// For each position, the [start, end) of the innermost short bracketed group holding it, or
/// {-1, -1}.
std::vector<std::pair<qsizetype, qsizetype>> shortGroups(const QString& line)
{
    std::vector<std::pair<qsizetype, qsizetype>> group(static_cast<std::size_t>(line.size()) + 1, {-1, -1});
    std::vector<qsizetype> open;
    // Open absolute values and norms (|x|, ‖ |x| ‖): a bar closes the last one opened with the
    // same bar when it touches what precedes it; else it opens one when it touches what
    // follows it (a bar between spaces, "a | b", is a separator: neither).
    std::vector<qsizetype> bars;
    for (qsizetype i = 0; i < line.size(); ++i) {
        qsizetype start = -1;
        if (isBar(line[i])) {
            const bool touchesBefore = i > 0 && !line[i - 1].isSpace();
            const bool touchesAfter = i + 1 < line.size() && !line[i + 1].isSpace();
            if (touchesBefore && !bars.empty() && line[bars.back()] == line[i]) {
                start = bars.back();
                bars.pop_back();
            } else if (touchesAfter) {
                bars.push_back(i);
            }
        } else if (isOpening(line[i])) {
            open.push_back(i);
        } else if (isClosing(line[i]) && !open.empty()) {
            start = open.back();
            open.pop_back();
        }
        if (start >= 0) {
            if (!isShortGroup(line, start, i + 1))
                continue;
            for (qsizetype k = start + 1; k <= i; ++k)
                if (group[static_cast<std::size_t>(k)].first < start)
                    group[static_cast<std::size_t>(k)] = {start, i + 1};
        }
    }
    return group;
}

/// The position before the spaces that end at `at`, i.e. the end of the previous token.
qsizetype tokenEnd(const QString& line, qsizetype at)
{
    while (at > 0 && line[at - 1] == QLatin1Char(' '))
        --at;
    return at;
}

qsizetype tokenStart(const QString& line, qsizetype at)
{
    while (at < line.size() && line[at] == QLatin1Char(' '))
        ++at;
    return at;
}

/// Whether the operator token [from, to) stands between two operands: "t < L", "d = 512",
/// "Δ = 1", "‖PE(0) − PE(1)‖ = 3.7143".
bool spacedOperator(const QString& line, qsizetype from, qsizetype to)
{
    if (to - from != 1 || !isOperator(line[from]))
        return false;
    const qsizetype before = tokenEnd(line, from);
    const qsizetype after = tokenStart(line, to);
    return before > 0 && before < from && after < line.size() && after > to && isOperand(line[before - 1]) &&
           isOperand(line[after]);
}

bool mayBreak(const QString& line, qsizetype at, const std::vector<std::pair<qsizetype, qsizetype>>& groups)
{
    const QChar before = line[at - 1];
    const QChar after = line[at];
    // Inside a number: 10 000, 0,2955, 1.5.
    if (after.isDigit() && (before.isDigit() || (at >= 2 && isNumberSeparator(before) && line[at - 2].isDigit())))
        return false;
    // Inside a short bracketed group, at a space too: "(requête, clé)".
    const auto& group = groups[static_cast<std::size_t>(at)];
    if (group.first >= 0 && at > group.first && at < group.second)
        return false;
    // Between a number and its unit: "3725 s", "9,3 %", "t = 3725 秒".
    const qsizetype opEnd = tokenEnd(line, at);
    if (opEnd > 0 && opEnd < at && line[opEnd - 1].isNumber()) {
        if (startsWithChineseUnit(QStringView(line).mid(at)))
            return false;
        qsizetype unitEnd = at;
        while (unitEnd < line.size() && !line[unitEnd].isSpace())
            ++unitEnd;
        // A unit may be followed by punctuation or a closing bracket: "(3 ms)", "5 s,".
        while (unitEnd > at &&
               (isClosing(line[unitEnd - 1]) || QStringLiteral(".,;:!?，。；：").contains(line[unitEnd - 1])))
            --unitEnd;
        if (isUnit(line.mid(at, unitEnd - at)))
            return false;
    }
    // Around a spaced operator: "t < L" and "d = 512" stay on one line.
    if (opEnd > 0 && spacedOperator(line, opEnd - 1, opEnd))
        return false;
    const qsizetype opStart = tokenStart(line, at);
    if (opStart < line.size() && spacedOperator(line, opStart, opStart + 1))
        return false;
    // A Chinese word and the number after it: "位 1" (bit 1) stays on one line.
    if (opEnd > 0 && opEnd < at && isEastAsian(line[opEnd - 1]) && line[opEnd - 1].isLetter() && after.isDigit())
        return false;
    // Around an arrow, spaced or not: "0 → +1" and "1 → −1" stay on one line.
    if ((opEnd > 0 && isArrow(line[opEnd - 1])) || (opStart < line.size() && isArrow(line[opStart])))
        return false;
    // A last Chinese character (with its closing punctuation) is not left alone on its line.
    qsizetype rest = at + 1;
    while (rest < line.size() && (isClosing(line[rest]) || line[rest].isPunct()))
        ++rest;
    if (rest == line.size() && isEastAsian(after) && after.isLetter() && isEastAsian(before))
        return false;
    return true;
}
} // namespace

QStringList lineBreakPieces(const QString& line)
{
    const auto groups = shortGroups(line);
    QStringList pieces;
    QTextBoundaryFinder finder(QTextBoundaryFinder::Line, line);
    qsizetype start = 0;
    while (finder.toNextBoundary() != -1) {
        const qsizetype at = finder.position();
        if (at <= start || at >= line.size() || !mayBreak(line, at, groups))
            continue;
        pieces << line.mid(start, at - start);
        start = at;
    }
    if (start < line.size())
        pieces << line.mid(start);
    return pieces;
}

QString keptTogether(const QString& text)
{
    // Qt's word wrap breaks where UAX #14 allows: inside a piece, a no-break space stands for a
    // space and a word joiner (U+2060, invisible) goes where Qt would break between two marks.
    QStringList lines;
    for (const QString& line : text.split(QLatin1Char('\n'))) {
        QString out;
        for (const QString& piece : lineBreakPieces(line)) {
            qsizetype end = piece.size();
            while (end > 0 && piece[end - 1] == QLatin1Char(' '))
                --end;
            QTextBoundaryFinder finder(QTextBoundaryFinder::Line, piece.left(end));
            qsizetype from = 0;
            while (finder.toNextBoundary() != -1 && finder.position() < end) {
                const qsizetype at = finder.position();
                if (at <= from)
                    continue;
                QString part = piece.mid(from, at - from);
                if (part.endsWith(QLatin1Char(' ')))
                    for (qsizetype k = part.size() - 1; k >= 0 && part[k] == QLatin1Char(' '); --k)
                        part[k] = QChar(0x00A0); // every space of a run ("a  b")
                else
                    part += QChar(0x2060);
                out += part;
                from = at;
            }
            out += piece.mid(from);
        }
        lines << out;
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace pe::ui

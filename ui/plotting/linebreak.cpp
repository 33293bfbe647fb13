#include "ui/plotting/linebreak.h"

#include <QTextBoundaryFinder>

#include <vector>

namespace pe::ui {

namespace {
/// A bracketed group at most this long (brackets included) is never broken inside, unless at
/// a space: "（对数刻度）" or "(×1000)" stay whole, a long Chinese aside still wraps.
constexpr qsizetype kShortGroup = 12;

bool isEastAsian(QChar c)
{
    return c.unicode() >= 0x2E80;
}

bool isOpening(QChar c)
{
    return QStringLiteral("([{（【《「『〈").contains(c);
}

bool isClosing(QChar c)
{
    return QStringLiteral(")]}）】》」』〉").contains(c);
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

bool isAsciiToken(QChar c)
{
    return c.unicode() < 0x80 && (c.isLetterOrNumber() || isOpening(c) || isClosing(c));
}

/// For each position, the [start, end) of the innermost short bracketed group holding it, or
/// {-1, -1}.
std::vector<std::pair<qsizetype, qsizetype>> shortGroups(const QString& line)
{
    std::vector<std::pair<qsizetype, qsizetype>> group(static_cast<std::size_t>(line.size()) + 1, {-1, -1});
    std::vector<qsizetype> open;
    for (qsizetype i = 0; i < line.size(); ++i) {
        if (isOpening(line[i])) {
            open.push_back(i);
        } else if (isClosing(line[i]) && !open.empty()) {
            const qsizetype start = open.back();
            open.pop_back();
            if (i + 1 - start > kShortGroup)
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

/// Whether the operator token [from, to) stands between two ASCII tokens: "t < L", "d = 512".
bool spacedOperator(const QString& line, qsizetype from, qsizetype to)
{
    if (to - from != 1 || !isOperator(line[from]))
        return false;
    const qsizetype before = tokenEnd(line, from);
    const qsizetype after = tokenStart(line, to);
    return before > 0 && before < from && after < line.size() && after > to && isAsciiToken(line[before - 1]) &&
           isAsciiToken(line[after]);
}

bool mayBreak(const QString& line, qsizetype at, const std::vector<std::pair<qsizetype, qsizetype>>& groups)
{
    const QChar before = line[at - 1];
    const QChar after = line[at];
    // Inside a number: 10 000, 0,2955, 1.5.
    if (after.isDigit() && (before.isDigit() || (at >= 2 && isNumberSeparator(before) && line[at - 2].isDigit())))
        return false;
    // Inside a short bracketed group, except at a space.
    const auto& group = groups[static_cast<std::size_t>(at)];
    if (group.first >= 0 && at > group.first && at < group.second && !before.isSpace())
        return false;
    // Around a spaced operator: "t < L" and "d = 512" stay on one line.
    const qsizetype opEnd = tokenEnd(line, at);
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

} // namespace pe::ui

#include "ui/plotting/textmetrics.h"

#include <QFontMetrics>
#include <QHash>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace pe::ui::textmetrics {

namespace {
struct Measured {
    QHash<QString, int> advances;
    QHash<QString, QRect> bounds, centredBounds;
    QHash<QString, QStaticText> lines;
};

/// What is known of one font (the fonts of a few figures and tables: a handful in practice).
Measured& of(const QFont& font)
{
    thread_local QHash<QFont, Measured> fonts;
    auto it = fonts.find(font);
    if (it == fonts.end()) {
        if (fonts.size() >= kFonts)
            fonts.clear();
        it = fonts.insert(font, Measured());
    }
    return *it;
}

/// cache[text], measured by `measure` the first time (the cache emptied when it holds `capacity`).
template <class T, class Measure>
T remembered(QHash<QString, T>& cache, const QString& text, Measure measure, int capacity = kCapacity)
{
    if (auto it = cache.constFind(text); it != cache.constEnd())
        return *it;
    if (cache.size() >= capacity)
        cache.clear();
    return *cache.insert(text, measure());
}

/// A line's height as the text layout of drawText gives it: whole pixels, at least the font's
/// height, more where glyphs of a taller fallback font (East Asian text) stand in it.
int lineHeight(const QFont& font, const QString& text)
{
    return std::max(QFontMetrics(font).height(), static_cast<int>(std::ceil(line(font, text).size().height())));
}
} // namespace

int advance(const QFont& font, const QString& text)
{
    return remembered(of(font).advances, text, [&] { return QFontMetrics(font).horizontalAdvance(text); });
}

QRect bounds(const QFont& font, const QString& text)
{
    return remembered(of(font).bounds, text,
                      [&] { return QFontMetrics(font).boundingRect(0, 0, 0, 0, Qt::TextDontClip, text); });
}

QRect centredBounds(const QFont& font, const QString& text)
{
    return remembered(of(font).centredBounds, text, [&] {
        return QFontMetrics(font).boundingRect(0, 0, 0, 0, Qt::TextDontClip | Qt::AlignCenter, text);
    });
}

QStaticText line(const QFont& font, const QString& text)
{
    const auto layOut = [&] {
        QStaticText s(text);
        s.setTextFormat(Qt::PlainText);
        s.setPerformanceHint(QStaticText::AggressiveCaching);
        s.prepare(QTransform(), font);
        return s;
    };
    return remembered(of(font).lines, text, layOut, kLines);
}

double width(const QFont& font, const QString& text)
{
    double widest = 0;
    for (const QString& l : text.split(QLatin1Char('\n')))
        widest = std::max(widest, line(font, l).size().width());
    return widest;
}

int height(const QFont& font, const QString& text)
{
    const QStringList lines = text.split(QLatin1Char('\n'));
    int total = QFontMetrics(font).leading() * static_cast<int>(lines.size() - 1);
    for (const QString& l : lines)
        total += lineHeight(font, l);
    return total;
}

void draw(QPainter* painter, double left, double width, double top, const QString& text, const QFont& font,
          Qt::Alignment align)
{
    painter->setFont(font);
    const int leading = QFontMetrics(font).leading();
    double y = top;
    for (const QString& l : text.split(QLatin1Char('\n'))) {
        const QStaticText s = line(font, l);
        const double room = width - s.size().width();
        const double x = (align & Qt::AlignHCenter) ? left + room / 2 : (align & Qt::AlignRight) ? left + room : left;
        painter->drawStaticText(QPointF(std::round(x), y), s);
        y += lineHeight(font, l) + leading;
    }
}

} // namespace pe::ui::textmetrics

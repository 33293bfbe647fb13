#include "ui/plotting/textmetrics.h"

#include <QFontMetrics>
#include <QHash>

namespace pe::ui::textmetrics {

namespace {
struct Measured {
    QHash<QString, int> advances;
    QHash<QString, QRect> bounds;
};

/// The measurements of one font (the fonts of a few figures: a handful in practice).
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

/// cache[text], measured by `measure` the first time (the cache emptied when full).
template <class T, class Measure> T remembered(QHash<QString, T>& cache, const QString& text, Measure measure)
{
    if (auto it = cache.constFind(text); it != cache.constEnd())
        return *it;
    if (cache.size() >= kCapacity)
        cache.clear();
    return *cache.insert(text, measure());
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

} // namespace pe::ui::textmetrics

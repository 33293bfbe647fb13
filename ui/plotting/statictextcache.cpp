#include "ui/plotting/statictextcache.h"

#include <QTransform>

namespace pe::ui {

const QStaticText& StaticTextCache::get(const QString& text, const QFont& font)
{
    if (font != m_font) {
        m_texts.clear();
        m_font = font;
    }
    auto it = m_texts.constFind(text);
    if (it != m_texts.constEnd())
        return *it;
    if (m_texts.size() >= m_capacity)
        m_texts.clear();
    QStaticText s(text);
    s.setTextFormat(Qt::PlainText);
    s.setPerformanceHint(QStaticText::AggressiveCaching);
    s.prepare(QTransform(), font);
    return *m_texts.insert(text, s);
}

} // namespace pe::ui

#pragma once

#include <QFont>
#include <QHash>
#include <QStaticText>

namespace pe::ui {

/// Plain one-line texts laid out once as QStaticText (aggressive caching), by text, for one
/// font at a time: a change of font empties the cache, and so does reaching `capacity` texts.
class StaticTextCache {
public:
    explicit StaticTextCache(int capacity)
        : m_capacity(capacity)
    {
    }

    /// The laid-out `text` in `font`; valid until the next call.
    const QStaticText& get(const QString& text, const QFont& font);

private:
    int m_capacity;
    QHash<QString, QStaticText> m_texts;
    QFont m_font;
};

} // namespace pe::ui

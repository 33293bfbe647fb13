#include "ui/framework/translatedtext.h"

#include "ui/framework/language.h"

#include <QJsonObject>

namespace pe::ui {

QString TranslatedText::toString() const
{
    return in(language::current());
}

namespace translatedtext {

const QStringList& languages()
{
    static const QStringList codes = [] {
        QStringList c = language::codes();
        c.removeAll(QStringLiteral("en"));
        return c;
    }();
    return codes;
}

bool read(const QJsonObject& o, const QString& key, qsizetype maxLength, TranslatedText* out)
{
    out->english = o.value(key).toString();
    bool ok = out->english.size() <= maxLength;
    for (const QString& code : languages()) {
        const QString text = o.value(key + QLatin1Char('_') + code).toString();
        ok = ok && text.size() <= maxLength;
        if (!text.trimmed().isEmpty())
            out->translations.insert(code, text);
    }
    return ok;
}

} // namespace translatedtext
} // namespace pe::ui

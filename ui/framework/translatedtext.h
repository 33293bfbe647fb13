#pragma once

#include <QMap>
#include <QString>
#include <QStringList>

class QJsonObject;

namespace pe::ui {

/// A text of a data file (a lesson, a view's declaration) with its translations: the key ("title",
/// "help") holds the English, "title_fr", "help_zh"... the same text in another interface
/// language. It reads as the version in the current interface language (language::current()),
/// English when that one is missing.
struct TranslatedText {
    QString english;
    QMap<QString, QString> translations; ///< language code ("fr", "zh") -> text

    /// The text in `code`, English when the file has no translation to it.
    QString in(const QString& code) const { return translations.value(code, english); }
    QString toString() const;
    operator QString() const { return toString(); }
    bool isEmpty() const { return english.isEmpty(); }
};

namespace translatedtext {

/// The languages a data file may translate its texts to (key_fr, key_zh): the interface's other
/// languages (ui/framework/language.cpp).
const QStringList& languages();

/// Reads the text `key` of `o` with its translations (`key`_fr...) into *out; false when one of
/// them is longer than `maxLength` characters.
bool read(const QJsonObject& o, const QString& key, qsizetype maxLength, TranslatedText* out);

} // namespace translatedtext
} // namespace pe::ui

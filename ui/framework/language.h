#pragma once

#include <QLocale>
#include <QString>
#include <QStringList>

namespace pe::ui::language {

/// The languages of the interface, as --lang and the settings file name them: "en", "fr", "zh".
QStringList codes();

/// A language's own name, for the Language menu: English, Français, 中文.
QString nativeName(const QString& code);

/// The interface language for a locale: the first of its UI languages that is one of ours
/// (fr_CA -> fr, zh_TW -> zh), English otherwise.
QString fromLocale(const QLocale& locale);

/// The language of a run: `argument` (--lang) when given, else `remembered` (View > Language)
/// when it is one of ours, else the system's.
QString choose(const QString& argument, const QString& remembered);

/// The locale numbers are written in for `code`: fr_FR, zh_CN, en_US (any other code).
QLocale locale(const QString& code);

/// The resource path of the compiled catalogue of `code` (":/i18n/pe-explorer_fr.qm").
QString catalogue(const QString& code);

/// Loads the translation of `code` (built into the resources, with Qt's own for its standard
/// dialogs when installed) in place of the previous one, and makes its locale() the default
/// QLocale. "en" removes them. False for an unknown
/// code or a missing catalogue (the interface then stays in English).
bool install(const QString& code);

/// The language installed last ("en" before any).
QString current();

} // namespace pe::ui::language

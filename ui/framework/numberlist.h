#pragma once
// Lists of numbers in the settings panel (--positions 0,4,8, --offsets 1,10,100, LongRoPE's
// factors 1.0,1.5): the command line, sessions and presets keep the C form, "1,10,100" and
// "0.44,1.5"; the panel shows and reads them as the user's language writes numbers. Where the
// decimal separator is a comma (French), items are separated by " ; " ("0,44 ; 1,5"), elsewhere
// by ", " ("0.44, 1.5").

#include <QLocale>
#include <QString>

#include <optional>

namespace pe::ui::numbers {

/// What the items of a list are: the panel reads "0,44" in French as the number 0.44 in a list
/// of reals, but as 0 and 44 in a list of integers.
enum class ListOf { Integers, Reals };

/// The separator between the items of a list shown in `locale`: "\u00A0; " (no-break space
/// before it, as French typography sets a semicolon) where numbers have a decimal comma, else ", ".
QString listSeparator(const QLocale& locale = QLocale());

/// The C form of a list (as the command line takes it) as the panel shows it in `locale`:
/// "1,10,100" as "1 ; 10 ; 100" and "0.44,1.5" as "0,44 ; 1,5" in French, "1, 10, 100" in
/// English; no digit grouping (10000 stays whole). A text that is not a list of numbers is
/// shown as it is, for its check to refuse.
QString shownList(const QString& cForm, ListOf kind, const QLocale& locale = QLocale());

/// What the user typed in the panel, in its C form: the shown form (items separated by ";" in
/// French), and also the command line's "1,10,100" or "0.5, 1.5" where that cannot be read
/// otherwise. In French a text without ";" and with commas is read as the C form when its
/// commas cannot be decimal commas (an integer list; two or more commas; a "." in it; a comma
/// before a space separates items), and as one number otherwise ("0,44" in a list of reals).
/// Brackets around the whole list (as in config.json) are dropped; an empty text stays empty.
/// nullopt when an item is not a number, with *error saying which (no option name).
std::optional<QString> readList(const QString& shown, ListOf kind, const QLocale& locale = QLocale(),
                                QString* error = nullptr);

} // namespace pe::ui::numbers

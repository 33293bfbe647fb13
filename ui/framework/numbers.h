#pragma once
// Numbers as the user's language writes them, for every text a view shows (titles, notes,
// legends, tables, lessons). QLocale() is the language's locale: language::install sets it.
// CSV files are not localised: they keep the C locale (core/io/csvwriter).

#include <QLocale>
#include <QString>

#include <type_traits>

namespace pe::ui::numbers {

/// The minus sign a shown number takes: U+2212 (−), not the hyphen-minus that QLocale and
/// QString::number write; the C locale (the command line's and the CSV files' numbers) keeps "-".
QChar minusSign(const QLocale& locale = QLocale());
/// `text` (a number or a tick label written by QLocale) with each hyphen-minus that is a sign,
/// i.e. before a digit (or a decimal separator) and not after a letter or digit, as minusSign():
/// "-0,99" and "1e-05" take U+2212, "sin-cos" does not.
QString withMinusSign(QString text, const QLocale& locale = QLocale());
/// What a user typed or a field showed, readable by QLocale::toDouble/toLongLong of `locale`:
/// U+2212 back to the locale's sign, and the spaces between digit groups (a space, U+00A0,
/// U+202F, whatever the user typed) taken out.
QString readable(QString text, const QLocale& locale = QLocale());

/// An integer: 10 000 (French, narrow no-break space), 10,000 (English, Chinese); numbers below
/// 10 000 are not grouped (d = 1024, as SI and the articles write them), nor any in the C locale.
/// Integers only: a double given here would be cut silently, so it does not compile.
QString integerText(qint64 value, const QLocale& locale);
template <typename T, typename = std::enable_if_t<std::is_integral_v<T>>>
QString integer(T value, const QLocale& locale = QLocale())
{
    return integerText(static_cast<qint64>(value), locale);
}

/// A real number with at most `significant` significant digits, as QString::number(v, 'g')
/// writes it but with the locale's decimal and group separators: 0,2955 and 12 345,7 in French.
/// The exponent stays "e" (1e-05): CLDR's "E" is the locale's, but reads as a variable here.
QString real(double value, int significant = 6, const QLocale& locale = QLocale());

/// Negative numbers of all these take minusSign(): −3,5.

/// A real number with `decimals` digits after the decimal separator: 9,3 in French.
QString fixed(double value, int decimals, const QLocale& locale = QLocale());

/// A real number in scientific notation with `decimals` digits after the decimal separator:
/// 1,5e-07 in French.
QString scientific(double value, int decimals, const QLocale& locale = QLocale());

} // namespace pe::ui::numbers

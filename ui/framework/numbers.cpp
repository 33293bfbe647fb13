#include "ui/framework/numbers.h"

#include <cmath>

namespace pe::ui::numbers {

namespace {
constexpr double kGroupFrom = 1e4;

QLocale grouping(QLocale locale, double value)
{
    // Four-digit numbers stay whole (d = 1024, L = 2048); from 10 000 up the digits are grouped,
    // except in the C locale, which writes numbers as the CLI reads them.
    QLocale::NumberOptions options = locale.numberOptions();
    if (std::abs(value) < kGroupFrom || locale.language() == QLocale::C)
        options |= QLocale::OmitGroupSeparator;
    else
        options &= ~QLocale::NumberOptions(QLocale::OmitGroupSeparator);
    locale.setNumberOptions(options);
    return locale;
}

QString withSmallE(QString text, const QLocale& locale)
{
    const QString e = locale.exponential();
    if (!e.isEmpty() && e != QLatin1String("e"))
        text.replace(e, QStringLiteral("e"));
    return withMinusSign(text, locale);
}

bool isSpace(QChar c)
{
    return c.isSpace() || c == QChar(0x00A0) || c == QChar(0x202F) || c == QChar(0x2009);
}
} // namespace

QChar minusSign(const QLocale& locale)
{
    return locale.language() == QLocale::C ? QLatin1Char('-') : QChar(0x2212);
}

QString withMinusSign(QString text, const QLocale& locale)
{
    const QChar minus = minusSign(locale);
    if (minus == QLatin1Char('-'))
        return text;
    const QString decimal = locale.decimalPoint();
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] != QLatin1Char('-') || i + 1 >= text.size())
            continue;
        const bool number = text[i + 1].isDigit() || QStringView(text).mid(i + 1).startsWith(decimal);
        // After a letter: a word ("sin-cos") or an exponent ("1e-05"), which is a sign.
        const bool afterWord = i > 0 && (text[i - 1].isLetterOrNumber() || text[i - 1] == QLatin1Char('_'));
        const bool exponent =
            i > 1 && (text[i - 1] == QLatin1Char('e') || text[i - 1] == QLatin1Char('E')) && text[i - 2].isDigit();
        if (number && (!afterWord || exponent))
            text[i] = minus;
    }
    return text;
}

QString readable(QString text, const QLocale& locale)
{
    text = text.trimmed();
    const QString sign = locale.negativeSign();
    text.replace(QChar(0x2212), sign.isEmpty() ? QStringLiteral("-") : sign);
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        // A space between two digits separates their groups (12 345); others are left for the
        // parser to refuse.
        if (isSpace(text[i]) && i > 0 && i + 1 < text.size() && text[i - 1].isDigit() && text[i + 1].isDigit())
            continue;
        out += text[i];
    }
    return out;
}

QString integerText(qint64 value, const QLocale& locale)
{
    return withMinusSign(grouping(locale, static_cast<double>(value)).toString(value), locale);
}

QString real(double value, int significant, const QLocale& locale)
{
    const QLocale l = grouping(locale, value);
    return withSmallE(l.toString(value, 'g', significant), l);
}

QString fixed(double value, int decimals, const QLocale& locale)
{
    const QLocale l = grouping(locale, value);
    return withSmallE(l.toString(value, 'f', decimals), l);
}

QString scientific(double value, int decimals, const QLocale& locale)
{
    return withSmallE(locale.toString(value, 'e', decimals), locale);
}

} // namespace pe::ui::numbers

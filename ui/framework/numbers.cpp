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
    return text;
}
} // namespace

QString integerText(qint64 value, const QLocale& locale)
{
    return grouping(locale, static_cast<double>(value)).toString(value);
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

#include "ui/framework/numberlist.h"

#include "ui/framework/numbers.h"
#include "ui/framework/setting.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringList>

#include <cmath>

namespace pe::ui::numbers {

namespace {
bool decimalComma(const QLocale& locale)
{
    return locale.decimalPoint() == QLatin1String(",");
}

/// `text` without the brackets around the whole list (a list copied from config.json).
QString body(const QString& text)
{
    QString b = text.trimmed();
    if (b.startsWith(QLatin1Char('[')) && b.endsWith(QLatin1Char(']')))
        b = b.mid(1, b.size() - 2).trimmed();
    return b;
}

/// The items of the command line's form: separated by commas, semicolons or spaces.
QStringList cItems(const QString& text)
{
    static const QRegularExpression separators(QStringLiteral("[,;\\s]+"));
    return text.split(separators, Qt::SkipEmptyParts);
}

QStringList splitTrimmed(const QString& text, const QRegularExpression& separator)
{
    QStringList items;
    for (const QString& item : text.split(separator, Qt::SkipEmptyParts))
        if (!item.trimmed().isEmpty())
            items << item.trimmed();
    return items;
}

/// The items of a shown list in a language whose decimal separator is a comma.
QStringList commaLocaleItems(const QString& text, ListOf kind)
{
    static const QRegularExpression semicolon(QStringLiteral(";"));
    static const QRegularExpression commaThenSpace(QStringLiteral(",\\s+"));
    static const QRegularExpression spaces(QStringLiteral("\\s+"));
    if (text.contains(QLatin1Char(';')))
        return splitTrimmed(text, semicolon);
    if (!text.contains(QLatin1Char(',')))
        return splitTrimmed(text, spaces);
    // Commas and no ";": the command line's form wherever the commas cannot be decimal ones.
    if (kind == ListOf::Integers || text.contains(QLatin1Char('.')))
        return cItems(text);
    if (text.contains(commaThenSpace)) // "0,5, 1,5": a comma before a space separates
        return splitTrimmed(text, commaThenSpace);
    if (text.count(QLatin1Char(',')) >= 2) // "1,10,100": no number has two decimal commas
        return cItems(text);
    return splitTrimmed(text, spaces); // "0,44": one number (or several apart by spaces)
}

/// `item` read as the language writes numbers, or else as the command line does.
std::optional<double> readItem(const QString& item, const QLocale& locale)
{
    bool ok = false;
    double v = locale.toDouble(readable(item, locale), &ok);
    if (!ok)
        v = QLocale::c().toDouble(readable(item, QLocale::c()), &ok);
    if (!ok || !std::isfinite(v))
        return std::nullopt;
    return v;
}

bool isWhole(double v)
{
    return v == std::floor(v) && std::abs(v) < 9e15;
}
} // namespace

QString listSeparator(const QLocale& locale)
{
    return decimalComma(locale) ? QString(QChar(0x00A0)) + QStringLiteral("; ") : QStringLiteral(", ");
}

QString shownList(const QString& cForm, ListOf kind, const QLocale& locale)
{
    QLocale plain = locale;
    plain.setNumberOptions(locale.numberOptions() | QLocale::OmitGroupSeparator);
    QStringList shown;
    for (const QString& item : cItems(body(cForm))) {
        bool ok = false;
        const double v = QLocale::c().toDouble(item, &ok);
        if (!ok || !std::isfinite(v))
            return cForm;
        QString text = kind == ListOf::Integers && isWhole(v) ? plain.toString(static_cast<qlonglong>(v))
                                                              : plain.toString(v, 'g', QLocale::FloatingPointShortest);
        if (const QString e = plain.exponential(); !e.isEmpty() && e != QLatin1String("e"))
            text.replace(e, QStringLiteral("e"));
        shown << withMinusSign(text, locale);
    }
    return shown.join(listSeparator(locale));
}

std::optional<QString> readList(const QString& shown, ListOf kind, const QLocale& locale, QString* error)
{
    const QString text = body(shown);
    const QStringList items = decimalComma(locale) ? commaLocaleItems(text, kind) : cItems(text);
    QStringList cForm;
    for (const QString& item : items) {
        const std::optional<double> v = readItem(item, locale);
        if (!v) {
            if (error)
                *error =
                    QCoreApplication::translate("NumberList", "'%1' is not a number: separate the numbers with '%2'")
                        .arg(item, listSeparator(locale).trimmed());
            return std::nullopt;
        }
        cForm << (kind == ListOf::Integers && isWhole(*v) ? QString::number(static_cast<qlonglong>(*v))
                                                          : realToText(*v));
    }
    return cForm.join(QLatin1Char(','));
}

} // namespace pe::ui::numbers

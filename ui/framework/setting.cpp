#include "ui/framework/setting.h"

#include <QCoreApplication>

#include <charconv>
#include <cmath>

namespace pe::ui {

double SettingInfo::maximumFor(const core::EncodingParams& params) const
{
    return dynamicMaximum ? std::min(maximum, dynamicMaximum(params)) : maximum;
}

QString realToText(double value)
{
    char text[40];
    const auto r = std::to_chars(text, text + sizeof text, value);
    return QString::fromLatin1(text, static_cast<int>(r.ptr - text));
}

namespace {
QString checkKind(const SettingInfo& info, const QString& raw, const core::EncodingParams& params, QString* normalised)
{
    const QString text = raw.trimmed();
    const QString option = QLatin1String("--") + info.key;
    // One line per message, whatever the user typed.
    QString shown = raw;
    shown.replace(QLatin1Char('\n'), QLatin1String("\\n"));
    const double maximum = info.maximumFor(params);
    switch (info.kind) {
    case SettingInfo::Kind::Integer: {
        bool ok = false;
        const qlonglong v = text.toLongLong(&ok);
        if (!ok || v < info.minimum || v > maximum)
            return QCoreApplication::translate("Setting", "%1: '%2' is not an integer from %3 to %4")
                .arg(option, shown)
                .arg(static_cast<qlonglong>(info.minimum))
                .arg(static_cast<qlonglong>(maximum));
        *normalised = QString::number(v);
        return {};
    }
    case SettingInfo::Kind::Real: {
        bool ok = false;
        const double v = text.toDouble(&ok);
        if (!ok || !std::isfinite(v) || v < info.minimum || v > maximum)
            return QCoreApplication::translate("Setting", "%1: '%2' is not a number from %3 to %4")
                .arg(option, shown, realToText(info.minimum), realToText(maximum));
        *normalised = realToText(v);
        return {};
    }
    case SettingInfo::Kind::Flag:
        if (text == QLatin1String("on") || text == QLatin1String("true") || text == QLatin1String("1") ||
            text.isEmpty()) {
            *normalised = QStringLiteral("on");
            return {};
        }
        if (text == QLatin1String("off") || text == QLatin1String("false") || text == QLatin1String("0")) {
            *normalised = QStringLiteral("off");
            return {};
        }
        return QCoreApplication::translate("Setting", "%1: '%2' is not on or off").arg(option, shown);
    case SettingInfo::Kind::Choice:
        if (!info.choices.contains(text))
            return QCoreApplication::translate("Setting", "%1: '%2' is not one of %3")
                .arg(option, shown, info.choices.join(QStringLiteral(", ")));
        *normalised = text;
        return {};
    case SettingInfo::Kind::Text:
        if (raw.contains(QLatin1Char('\n')))
            return QCoreApplication::translate("Setting", "%1: the text may not contain a line break").arg(option);
        *normalised = raw;
        return {};
    }
    return {};
}
} // namespace

QString checkSettingText(const SettingInfo& info, const QString& raw, const core::EncodingParams& params,
                         QString* normalised)
{
    QString text;
    if (QString error = checkKind(info, raw, params, &text); !error.isEmpty())
        return error;
    if (info.validate)
        if (QString reason = info.validate(text, params); !reason.isEmpty())
            return QLatin1String("--") + info.key + QLatin1String(": ") + reason;
    *normalised = text;
    return {};
}

} // namespace pe::ui

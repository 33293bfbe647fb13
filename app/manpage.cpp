#include "app/manpage.h"

#include "ui/framework/options.h"
#include "ui/framework/setting.h"
#include "ui/framework/view.h"
#include "ui/framework/viewregistry.h"

#include <QCoreApplication>
#include <QStringList>

namespace pe::app {

namespace {

/// Text as roff reads it: backslashes escaped, hyphens as minus signs (so that options can be
/// copied from the page), and no line starting with a control character.
QString roff(QString text)
{
    text.replace(QLatin1Char('\\'), QLatin1String("\\e"));
    text.replace(QLatin1Char('-'), QLatin1String("\\-"));
    QStringList lines = text.split(QLatin1Char('\n'));
    for (QString& line : lines)
        if (line.startsWith(QLatin1Char('.')) || line.startsWith(QLatin1Char('\'')))
            line.prepend(QLatin1String("\\&"));
    return lines.join(QLatin1Char('\n'));
}

/// One .TP entry: the option's names in bold, its value name in italics, then its help.
QString entry(const QStringList& names, const QString& valueName, const QString& help)
{
    QStringList shown;
    for (const QString& name : names)
        shown << (name.size() == 1 ? QStringLiteral("\\-") : QStringLiteral("\\-\\-")) + roff(name);
    QString line = QStringLiteral(".TP\n.B ") + shown.join(QStringLiteral(", "));
    if (!valueName.isEmpty())
        line += QStringLiteral(" \" \\fI") + roff(valueName) + QStringLiteral("\\fR\"");
    return line + QLatin1Char('\n') + roff(help) + QLatin1Char('\n');
}

QString options()
{
    QString text = QStringLiteral(".SS General\n");
    text += entry({QStringLiteral("h"), QStringLiteral("help")}, {},
                  QStringLiteral("Print the options and exit; with --view NAME, that view's options only."));
    text += entry({QStringLiteral("help-all")}, {}, QStringLiteral("Print the options, Qt's own included, and exit."));
    text += entry({QStringLiteral("v"), QStringLiteral("version")}, {}, QStringLiteral("Print the version and exit."));
    for (const QCommandLineOption& o : ui::options::sharedOptions())
        if (!(o.flags() & QCommandLineOption::HiddenFromHelp))
            text += entry(o.names(), o.valueName(), o.description());
    for (const ui::ViewDescriptor* type : ui::viewTypes()) {
        if (type->settings.empty() && type->extraCsv.empty())
            continue;
        text += QStringLiteral(".SS ") + roff(type->id) + QStringLiteral(" view\n");
        for (const ui::ExtraCsv& extra : type->extraCsv)
            text += entry({extra.option}, QStringLiteral("file"), extra.help.toString());
        for (const ui::SettingInfo& s : type->settings)
            text += entry({s.key}, s.kind == ui::SettingInfo::Kind::Flag ? QString() : s.valueName,
                          ui::options::settingHelpText(s, type->id));
    }
    return text.trimmed();
}

QString views()
{
    QString text;
    for (const ui::ViewDescriptor* type : ui::viewTypes())
        text += QStringLiteral(".TP\n.B ") + roff(type->id) + QLatin1Char('\n') + roff(type->translatedTitle()) +
                QStringLiteral(": ") + roff(type->translatedSummary()) + QLatin1Char('\n');
    return text.trimmed();
}

} // namespace

QString manPage(const QString& templateText)
{
    QString page = templateText;
    page.replace(QLatin1String("@OPTIONS@"), options());
    page.replace(QLatin1String("@VIEWS@"), views());
    page.replace(QLatin1String("@VERSION@"), QCoreApplication::applicationVersion());
    return page;
}

} // namespace pe::app

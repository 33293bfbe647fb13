#include "ui/framework/options.h"

#include "ui/framework/presets.h"
#include "ui/framework/sharedparams.h"
#include "ui/framework/view.h"
#include "ui/framework/viewregistry.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QProcess>

// --split: the second pane of View ▸ Side by side, on the command line and in presets.

namespace pe::ui::options {

namespace {
const QString kSplit = QStringLiteral("split");

QString tr(const char* text)
{
    return QCoreApplication::translate("Options", text);
}

/// Options of the whole command (outputs, the window), which the second pane cannot take.
bool isWholeCommandOption(const QString& name)
{
    static const QStringList names{QStringLiteral("export"),
                                   QStringLiteral("csv"),
                                   QStringLiteral("save-session"),
                                   QStringLiteral("session"),
                                   kSplit,
                                   QStringLiteral("window-screenshot"),
                                   QStringLiteral("lesson"),
                                   QStringLiteral("step"),
                                   QStringLiteral("list-presets"),
                                   QStringLiteral("list-lessons"),
                                   QStringLiteral("help"),
                                   QStringLiteral("help-all"),
                                   QStringLiteral("version"),
                                   QStringLiteral("quit-after"),
                                   QStringLiteral("force"),
                                   QStringLiteral("size"),
                                   QStringLiteral("scale"),
                                   QStringLiteral("animate"),
                                   QStringLiteral("frames"),
                                   QStringLiteral("fps"),
                                   QStringLiteral("chroma"),
                                   QStringLiteral("handout"),
                                   QStringLiteral("slides")};
    return names.contains(name) || name.startsWith(QLatin1String("csv-"));
}

/// "--key=value" of a parsed option, or "--key" for a flag.
QString given(const QCommandLineParser& parser, const QString& key, bool flag)
{
    return flag ? QStringLiteral("--") + key : QStringLiteral("--%1=%2").arg(key, parser.value(key));
}
} // namespace

QStringList splitArguments(const QStringList& arguments, QString* error)
{
    QStringList first;
    QString text;
    bool found = false;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString& a = arguments[i];
        if (a == QLatin1String("--split") && i + 1 < arguments.size()) {
            text = arguments[++i];
            found = true;
        } else if (a.startsWith(QLatin1String("--split="))) {
            text = a.mid(8);
            found = true;
        } else {
            first << a;
        }
    }
    if (!found)
        return {};
    auto fail = [error](const QString& message) {
        if (error)
            *error = message;
        return QStringList{};
    };
    const QStringList own = QProcess::splitCommand(text);
    if (own.isEmpty())
        return fail(tr("--split needs the options that make the second pane differ, e.g. --split \"--base 100\""));
    for (const QString& a : own) {
        if (!a.startsWith(QLatin1Char('-')))
            continue;
        const QString name = a.mid(a.startsWith(QLatin1String("--")) ? 2 : 1).section(QLatin1Char('='), 0, 0);
        if (isWholeCommandOption(name))
            return fail(tr("--split: --%1 belongs to the whole command, not to the second pane").arg(name));
    }
    const QString program = QStringLiteral("pe-explorer");
    QString presetError;
    const QStringList second = presets::expand(QStringList{program} + own, &presetError).mid(1);
    if (!presetError.isEmpty())
        return fail(tr("--split: %1").arg(presetError));

    QCommandLineParser parsedFirst;
    setUpParser(parsedFirst);
    QCommandLineParser parsedSecond;
    setUpParser(parsedSecond);
    // A first pane's command line the parser refuses is reported by its own parse.
    if (!parsedFirst.parse(QStringList{program} + first))
        return {};
    if (!parsedSecond.parse(QStringList{program} + second))
        return fail(tr("--split: %1").arg(parsedSecond.errorText()));
    const QString view = QStringLiteral("view");
    QStringList carried;
    // The session, the view and every shared parameter (with the embeddings, the tensor they name).
    QStringList keys{QStringLiteral("session"), QStringLiteral("tensor"), view};
    for (const shared::Parameter& p : shared::parameters())
        keys.insert(p.kind == shared::Parameter::Kind::Table ? 1 : keys.size(), p.key);
    for (const QString& key : keys)
        if (parsedFirst.isSet(key))
            carried << given(parsedFirst, key, false);
    const QString firstView = parsedFirst.isSet(view) ? parsedFirst.value(view) : QString();
    const bool sameView = !parsedSecond.isSet(view) || parsedSecond.value(view) == firstView;
    if (const ViewDescriptor* type = findViewType(firstView.isEmpty() ? QStringLiteral("heatmap") : firstView);
        type && sameView)
        for (const SettingInfo& s : type->settings)
            if (parsedFirst.isSet(s.key))
                carried << given(parsedFirst, s.key, s.kind == SettingInfo::Kind::Flag);
    return carried + second;
}

} // namespace pe::ui::options

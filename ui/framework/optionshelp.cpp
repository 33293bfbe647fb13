#include "ui/framework/options.h"

#include "ui/framework/optionnames.h"
#include "ui/framework/presets.h"
#include "ui/framework/sharedparams.h"
#include "ui/framework/view.h"
#include "ui/framework/viewregistry.h"

#include <QCommandLineParser>

#include <map>

// --help: the options every view shares, then every view's settings, derived from their declarations.

namespace pe::ui::options {

using namespace detail;

namespace {
/// The --help line of a setting: which views use it, what it does, its range and default.
QString settingHelp(const SettingInfo& s, const QStringList& viewIds)
{
    QString range;
    switch (s.kind) {
    case SettingInfo::Kind::Integer:
        range = tr(" From %1 to %2").arg(static_cast<qlonglong>(s.minimum)).arg(static_cast<qlonglong>(s.maximum));
        break;
    case SettingInfo::Kind::Real:
        range = tr(" From %1 to %2").arg(realToText(s.minimum), realToText(s.maximum));
        break;
    case SettingInfo::Kind::Choice:
        range = tr(" One of %1").arg(s.choices.join(QStringLiteral(", ")));
        break;
    case SettingInfo::Kind::Flag:
    case SettingInfo::Kind::Text:
        break;
    }
    QString text = viewIds.join(QStringLiteral(", ")) + QStringLiteral(": ") + s.translatedHelp();
    if (s.kind != SettingInfo::Kind::Flag && s.kind != SettingInfo::Kind::Text)
        text += range + tr(" (default %1).").arg(s.defaultText);
    return text;
}

/// The option of a shared parameter: its --help line is derived from its declaration.
QCommandLineOption sharedOption(const QString& key)
{
    const shared::Parameter* p = shared::find(key);
    return {p->key, p->helpText(), p->translatedValueName()};
}
} // namespace

QList<QCommandLineOption> sharedOptions()
{
    QList<QCommandLineOption> parameters;
    for (const shared::Parameter& p : shared::parameters())
        if (p.kind != shared::Parameter::Kind::Table)
            parameters << sharedOption(p.key);
    return QList<QCommandLineOption>{
               {kView, tr("View to show or export: %1 (default heatmap).").arg(viewIdList()), tr("name")}} +
           parameters +
           QList<QCommandLineOption>{
               {kSize, tr("Figure size in pixels, WxH (default 1600x900)."), tr("WxH")},
               {kScale, tr("PNG scale factor, 0.5 to 4 (default 1)."), tr("factor")},
               {kExport, tr("Write the figure to this file (.png, .svg or .pdf) and exit."), tr("file")},
               {kCsv, tr("Write the data behind the figure to this .csv file and exit."), tr("file")},
               {kForce, tr("Write CSV files even when they would be larger than 1 GB.")},
               {kPreset,
                tr("Start from a preset figure: %1. Options given besides it override the preset's.")
                    .arg(presets::idList()),
                tr("name")},
               {kListPresets, tr("List the presets (name, view, what they show) and exit.")},
               {QStringLiteral("list-views"), tr("List the views (name and what each teaches) and exit.")},
               {QStringLiteral("list-lessons"), tr("List the guided lessons (name and title) and exit.")},
               {QStringLiteral("lesson"),
                tr("Open a guided lesson (PageDown / PageUp or the arrow keys step through it); with --export or "
                   "--csv, "
                   "render its step instead."),
                tr("name")},
               {QStringLiteral("step"), tr("With --lesson: the step to open, from 1 (default 1)."), tr("K")},
               {kSession,
                tr("Start from a session file saved by File > Save session or --save-session; options given "
                   "besides it override the session's."),
                tr("file")},
               sharedOption(kEmbeddings),
               {kLang,
                tr("Language of the window, the messages and the exported figures: en, fr or zh (default: the one "
                   "chosen in View > Language, else the system's)."),
                tr("code")},
               {kColourMap,
                tr("Colour map of every map-like figure: auto (red-white-blue for signed values, viridis for the "
                   "others), viridis, cividis or diverging (default: the one chosen in View > Colour map, else auto)."),
                tr("map")},
               {kTheme,
                tr("Look of the figures: default, or high-contrast for projectors (thicker lines, bold black text; "
                   "default: as chosen in View > High contrast)."),
                tr("theme")},
               {kTensor,
                tr("With --embeddings and a file holding several tensors (.safetensors, .npz, .gguf, a model folder): "
                   "the "
                   "tensor to load (e.g. wpe.weight); by default the one named like a position table."),
                tr("name")},
               {kTranspose, tr("With --embeddings: read a table stored dimensions x positions, transposed. Without a "
                               "table, the heatmap's own --transpose (positions down the rows).")},
               {kModel,
                tr("Open a model: a folder (config.json and weights), a config.json, .safetensors, .npz or .gguf file, "
                   "a "
                   "model.safetensors.index.json, or a built-in name (--list-models). Its scheme's view opens with its "
                   "settings; options given besides it override them."),
                tr("path|name")},
               {QStringLiteral("list-models"), tr("List the built-in models (name, scheme, what they are) and exit.")},
               {QStringLiteral("split"),
                tr("Side by side: a second pane that differs from the first by these options, e.g. --split \"--base "
                   "100\" "
                   "or --split \"--view clock --d 64\". With --export, both panes go into one figure."),
                tr("options")},
               {QStringLiteral("animate"),
                tr("With --export FILE.mp4, .webm or .gif: an animation of the figure while PARAM goes from FROM to TO "
                   "(position, d, base, length, or a number setting of the view; the base is swept geometrically)."),
                tr("PARAM=FROM:TO")},
               {QStringLiteral("frames"), tr("With --animate: the number of frames, 2 to 10000 (default 60)."),
                tr("N")},
               {QStringLiteral("fps"), tr("With --animate: frames per second, more than 0, at most 120 (default 30)."),
                tr("F")},
               {QStringLiteral("chroma"),
                tr("With --animate and a video: 444 keeps the colour at full resolution (default, the frames match the "
                   "still figures); 420 halves it, for players that need it (web browsers' H.264, presentation "
                   "programs)."),
                tr("444|420")},
               {QStringLiteral("handout"),
                tr("With --lesson: write a printable handout (.pdf, one A4 page per step, answers at the end) and "
                   "exit."),
                tr("file")},
               {QStringLiteral("slides"),
                tr("With --lesson: write one PNG per step of the lesson into this folder and exit."), tr("folder")},
               {kSaveSession,
                tr("Write the state the command line describes to this session file (.json) and exit "
                   "(with --export or --csv, after writing them)."),
                tr("file")},
           };
}

void setUpParser(QCommandLineParser& parser)
{
    parser.setApplicationDescription(
        tr("Positional Encoding Explorer: live views of the sinusoidal positional encoding.\n"
           "Without --export or --csv the window opens with the given parameters."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QList<QCommandLineOption> shared = sharedOptions();
    parser.addOptions(shared);
    QStringList sharedNames;
    for (const QCommandLineOption& option : shared)
        sharedNames << option.names();
    QCommandLineOption quitAfter(kQuitAfter, tr("Close the window after this many milliseconds."), tr("ms"));
    quitAfter.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(quitAfter);
    QCommandLineOption manPage(QStringLiteral("man-page"),
                               tr("Print the man page made from this template (docs/pe-explorer.1.in) and exit."),
                               tr("template"));
    manPage.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(manPage);
    QCommandLineOption screenshot(kWindowScreenshot,
                                  tr("Open the window, save an image of it to this .png file once the view has "
                                     "drawn, and quit (for documentation)."),
                                  tr("file"));
    screenshot.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(screenshot);

    // One option per setting key, whichever views declare it, in tab order.
    std::vector<QString> keys;
    struct Uses {
        const SettingInfo* info = nullptr; ///< the first view's
        QStringList ids;
        std::vector<const SettingInfo*> infos; ///< one per id
    };
    std::map<QString, Uses> byKey;
    for (const ViewDescriptor* type : viewTypes()) {
        for (const ExtraCsv& extra : type->extraCsv)
            if (byKey.find(extra.option) == byKey.end()) {
                byKey[extra.option] = {nullptr, {type->id}, {}};
                keys.push_back(extra.option);
                parser.addOption({extra.option, type->id + QStringLiteral(": ") + extra.help.toString(), tr("file")});
            }
        for (const SettingInfo& s : type->settings) {
            auto [it, added] = byKey.try_emplace(s.key, Uses{&s, {}, {}});
            it->second.ids << type->id;
            it->second.infos.push_back(&s);
            if (added)
                keys.push_back(s.key);
        }
    }
    for (const QString& key : keys) {
        const Uses& uses = byKey[key];
        // A view's setting named as a shared option (the heatmap's --transpose) is that option:
        // its help says both; QCommandLineParser refuses a second option of the same name.
        if (!uses.info || sharedNames.contains(key))
            continue;
        // Views that share a key but mean different things by it (fourier's and split's --seed)
        // each describe their own.
        QString help = settingHelp(*uses.info, uses.ids);
        QStringList own;
        for (size_t i = 0; i < uses.infos.size(); ++i)
            own << settingHelp(*uses.infos[i], {uses.ids[static_cast<qsizetype>(i)]});
        if (std::any_of(uses.infos.begin(), uses.infos.end(),
                        [&](const SettingInfo* other) { return settingHelp(*other, uses.ids) != help; }))
            help = own.join(QLatin1Char(' '));
        if (uses.info->kind == SettingInfo::Kind::Flag)
            parser.addOption({key, help});
        else
            parser.addOption({key, help, uses.info->valueName});
    }
}

QString settingHelpText(const SettingInfo& setting, const QString& viewId)
{
    return settingHelp(setting, {viewId});
}

QString viewHelpText(const QString& viewId)
{
    const ViewDescriptor* type = findViewType(viewId);
    if (!type)
        return {};
    QCommandLineParser parser;
    parser.setApplicationDescription(type->translatedTitle() + QStringLiteral(" (--view ") + type->id +
                                     QStringLiteral("): ") + type->translatedSummary() + QLatin1Char('\n') +
                                     tr("The options of this view; --help without --view lists the shared ones "
                                        "(d, n, L, exports, ...)."));
    for (const ExtraCsv& extra : type->extraCsv)
        parser.addOption({extra.option, extra.help.toString(), tr("file")});
    for (const SettingInfo& s : type->settings) {
        const QString help = settingHelp(s, {type->id});
        if (s.kind == SettingInfo::Kind::Flag)
            parser.addOption({s.key, help});
        else
            parser.addOption({s.key, help, s.valueName});
    }
    return parser.helpText();
}

} // namespace pe::ui::options

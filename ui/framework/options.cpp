#include "ui/framework/options.h"

#include "ui/framework/appearance.h"
#include "ui/framework/appstate.h"
#include "ui/framework/coremessages.h"
#include "ui/framework/embeddings.h"
#include "ui/framework/language.h"
#include "ui/framework/models.h"
#include "ui/framework/presets.h"
#include "ui/framework/view.h"
#include "ui/framework/viewregistry.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>
#include <climits>
#include <cmath>
#include <set>

namespace pe::ui::options {

namespace {

const QString kView = QStringLiteral("view");
const QString kDim = QStringLiteral("d");
const QString kBase = QStringLiteral("base");
const QString kLength = QStringLiteral("length");
const QString kLayout = QStringLiteral("layout");
const QString kPosition = QStringLiteral("position");
const QString kSize = QStringLiteral("size");
const QString kScale = QStringLiteral("scale");
const QString kExport = QStringLiteral("export");
const QString kCsv = QStringLiteral("csv");
const QString kQuitAfter = QStringLiteral("quit-after");
const QString kForce = QStringLiteral("force");
const QString kWindowScreenshot = QStringLiteral("window-screenshot");
const QString kPreset = QStringLiteral("preset");
const QString kListPresets = QStringLiteral("list-presets");
const QString kSession = QStringLiteral("session");
const QString kSaveSession = QStringLiteral("save-session");
const QString kEmbeddings = QStringLiteral("embeddings");
const QString kTensor = QStringLiteral("tensor");
const QString kModel = QStringLiteral("model");
const QString kTranspose = QStringLiteral("transpose");
const QString kLang = QStringLiteral("lang");
const QString kColourMap = QStringLiteral("colormap");
const QString kTheme = QStringLiteral("theme");

// lupdate files a tr() call outside a class under the enclosing namespace: the same context here.
QString tr(const char* text)
{
    return QCoreApplication::translate("pe::ui::options", text);
}

/// A bad command line: the message names the option and the value.
struct Failure {
    QString message;
};

/// The value as typed, on one line.
QString shown(QString text)
{
    return text.replace(QLatin1Char('\n'), QLatin1String("\\n"));
}

long long parseInteger(const QCommandLineParser& parser, const QString& name)
{
    const QString text = parser.value(name);
    bool ok = false;
    const long long v = text.trimmed().toLongLong(&ok);
    if (!ok)
        throw Failure{tr("--%1: '%2' is not an integer").arg(name, shown(text))};
    return v;
}

double parseReal(const QCommandLineParser& parser, const QString& name)
{
    const QString text = parser.value(name);
    bool ok = false;
    const double v = text.trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(v))
        throw Failure{tr("--%1: '%2' is not a finite number").arg(name, shown(text))};
    return v;
}

core::EncodingParams parseParams(const QCommandLineParser& parser, core::EncodingParams p)
{
    if (parser.isSet(kDim)) {
        const long long d = parseInteger(parser, kDim);
        // Out-of-range values reach the core unchanged (up to int's range) so its message quotes them.
        p.dim = static_cast<int>(std::clamp<long long>(d, INT_MIN, INT_MAX));
    }
    if (parser.isSet(kBase))
        p.base = parseReal(parser, kBase);
    if (parser.isSet(kLength))
        p.length = static_cast<long>(parseInteger(parser, kLength));
    if (parser.isSet(kLayout)) {
        const auto layout = core::parseLayout(parser.value(kLayout).toStdString());
        if (!layout)
            throw Failure{QCoreApplication::translate(
                              "pe::ui::options", "--layout: '%1' is not a layout (use interleaved or concatenated)")
                              .arg(shown(parser.value(kLayout)))};
        p.layout = *layout;
    }
    try {
        core::validate(p);
    } catch (const core::ParameterError& e) {
        throw Failure{QStringLiteral("--%1: %2")
                          .arg(e.parameter() == "d"   ? kDim
                               : e.parameter() == "n" ? kBase
                                                      : kLength,
                               coremessages::translate(e.what()))};
    }
    return p;
}

QSize parseSize(const QCommandLineParser& parser)
{
    const QString text = parser.value(kSize);
    static const QRegularExpression re(QStringLiteral("^(\\d{1,6})[xX](\\d{1,6})$"));
    const QRegularExpressionMatch m = re.match(text);
    if (!m.hasMatch())
        throw Failure{tr("--size: '%1' is not a size like 1600x900").arg(shown(text))};
    return QSize(m.captured(1).toInt(), m.captured(2).toInt());
}

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

/// A file option whose value is another option ("--export --csv out.csv") lost its file name.
void checkFileValue(const QCommandLineParser& parser, const QString& option)
{
    const QString value = parser.value(option);
    if (value.startsWith(QLatin1String("--")) || value.isEmpty())
        throw Failure{tr("--%1 needs a file name (it was followed by '%2')").arg(option, shown(value))};
}

/// The value of a CSV output option, checked: a file name ending in .csv that can be written.
QString csvPathValue(const QCommandLineParser& parser, const QString& option)
{
    checkFileValue(parser, option);
    const QString path = parser.value(option);
    if (!path.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive))
        throw Failure{tr("--%1: '%2' must end in .csv").arg(option, shown(path))};
    if (const QString problem = exporter::checkWritable(path); !problem.isEmpty())
        throw Failure{tr("--%1: %2").arg(option, problem)};
    return path;
}

/// Two outputs of one command may not be the same file: one would silently overwrite the other.
void checkDistinctOutputs(const Request& r)
{
    QList<QPair<QString, QString>> outputs; // option, path
    if (!r.exportPath.isEmpty())
        outputs.append({kExport, r.exportPath});
    if (!r.csvPath.isEmpty())
        outputs.append({kCsv, r.csvPath});
    outputs.append(r.extraCsv);
    if (!r.saveSessionPath.isEmpty())
        outputs.append({kSaveSession, r.saveSessionPath});
    for (qsizetype i = 0; i < outputs.size(); ++i)
        for (qsizetype j = 0; j < i; ++j)
            if (QFileInfo(outputs[i].second).absoluteFilePath() == QFileInfo(outputs[j].second).absoluteFilePath() ||
                (QFileInfo::exists(outputs[i].second) &&
                 QFileInfo(outputs[i].second).canonicalFilePath() == QFileInfo(outputs[j].second).canonicalFilePath()))
                throw Failure{tr("--%1 and --%2 name the same file %3: give each output its own file")
                                  .arg(outputs[j].first, outputs[i].first, shown(outputs[i].second))};
}

} // namespace

QString languageArgument(const QStringList& arguments, QString* error)
{
    QString code;
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString& a = arguments[i];
        if (a == QLatin1String("--lang") || a == QLatin1String("-lang")) {
            if (i + 1 == arguments.size()) {
                *error = tr("--lang needs a language: en, fr or zh");
                return {};
            }
            code = arguments[++i];
        } else if (a.startsWith(QLatin1String("--lang="))) {
            code = a.mid(7);
        } else {
            continue;
        }
        if (!language::codes().contains(code)) {
            *error = tr("--lang: '%1' is not a language of pe-explorer (use en, fr or zh)").arg(shown(code));
            return {};
        }
    }
    return code;
}

QList<QCommandLineOption> sharedOptions()
{
    return {
        {kView, tr("View to show or export: %1 (default heatmap).").arg(viewIdList()), tr("name")},
        {kDim, tr("Dimension d, 1 to 8192 (default 512)."), tr("d")},
        {kBase, tr("Base n, greater than 1, at most 1e9 (default 10000)."), tr("n")},
        {kLength, tr("Sequence length L, 1 to 1048576 (default 100)."), tr("L")},
        {kLayout, tr("Column layout: interleaved or concatenated (default interleaved)."), tr("layout")},
        {kPosition, tr("Position t shown by position-based views, 0 to L-1 (default 0)."), tr("t")},
        {kSize, tr("Figure size in pixels, WxH (default 1600x900)."), tr("WxH")},
        {kScale, tr("PNG scale factor, 0.5 to 4 (default 1)."), tr("factor")},
        {kExport, tr("Write the figure to this file (.png, .svg or .pdf) and exit."), tr("file")},
        {kCsv, tr("Write the data behind the figure to this .csv file and exit."), tr("file")},
        {kForce, tr("Write CSV files even when they would be larger than 1 GB.")},
        {kPreset,
         tr("Start from a figure of the articles: %1. Options given besides it override the preset's.")
             .arg(presets::idList()),
         tr("name")},
        {kListPresets, tr("List the presets (name, view, what they show) and exit.")},
        {QStringLiteral("list-views"), tr("List the views (name and what each teaches) and exit.")},
        {QStringLiteral("list-lessons"), tr("List the guided lessons (name and title) and exit.")},
        {QStringLiteral("lesson"),
         tr("Open a guided lesson (PageDown / PageUp or the arrow keys step through it); with --export or --csv, "
            "render its step instead."),
         tr("name")},
        {QStringLiteral("step"), tr("With --lesson: the step to open, from 1 (default 1)."), tr("K")},
        {kSession,
         tr("Start from a session file saved by File > Save session or --save-session; options given "
            "besides it override the session's."),
         tr("file")},
        {kEmbeddings,
         tr("Analyse a position-embedding matrix (rows = positions, columns = dimensions) from a .npy, .npz, "
            ".safetensors, model.safetensors.index.json, .gguf, .csv or .tsv file, or a model folder, instead of "
            "the sinusoidal formula; d is the file's."),
         tr("file")},
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
         tr("With --embeddings and a file holding several tensors (.safetensors, .npz, .gguf, a model folder): the "
            "tensor to load (e.g. wpe.weight); by default the one named like a position table."),
         tr("name")},
        {kTranspose, tr("With --embeddings: read a table stored dimensions x positions, transposed. Without a "
                        "table, the heatmap's own --transpose (positions down the rows).")},
        {kModel,
         tr("Open a model: a folder (config.json and weights), a config.json, .safetensors, .npz or .gguf file, a "
            "model.safetensors.index.json, or a built-in name (--list-models). Its scheme's view opens with its "
            "settings; options given besides it override them."),
         tr("path|name")},
        {QStringLiteral("list-models"), tr("List the built-in models (name, scheme, what they are) and exit.")},
        {QStringLiteral("split"),
         tr("Side by side: a second pane that differs from the first by these options, e.g. --split \"--base 100\" "
            "or --split \"--view clock --d 64\". With --export, both panes go into one figure."),
         tr("options")},
        {QStringLiteral("animate"),
         tr("With --export FILE.mp4, .webm or .gif: an animation of the figure while PARAM goes from FROM to TO "
            "(position, d, base, length, or a number setting of the view; the base is swept geometrically)."),
         tr("PARAM=FROM:TO")},
        {QStringLiteral("frames"), tr("With --animate: the number of frames, 2 to 10000 (default 60)."), tr("N")},
        {QStringLiteral("fps"), tr("With --animate: frames per second, more than 0, at most 120 (default 30)."),
         tr("F")},
        {QStringLiteral("chroma"),
         tr("With --animate and a video: 444 keeps the colour at full resolution (default, the frames match the "
            "still figures); 420 halves it, for players that need it (web browsers' H.264, presentation programs)."),
         tr("444|420")},
        {QStringLiteral("handout"),
         tr("With --lesson: write a printable handout (.pdf, one A4 page per step, answers at the end) and exit."),
         tr("file")},
        {QStringLiteral("slides"), tr("With --lesson: write one PNG per step of the lesson into this folder and exit."),
         tr("folder")},
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
    parser.addOptions(sharedOptions());
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
        if (!uses.info)
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

QString parseRequest(const QCommandLineParser& parser, Request* out)
{
    Request r;
    try {
        // A file option followed by another option lost its value: say so before anything else.
        for (const QString& option : {kExport, kCsv, kSession, kSaveSession, kEmbeddings})
            if (parser.isSet(option))
                checkFileValue(parser, option);
        if (!parser.positionalArguments().isEmpty())
            throw Failure{tr("unexpected argument '%1'").arg(shown(parser.positionalArguments().constFirst()))};
        if (parser.isSet(kSession)) {
            checkFileValue(parser, kSession);
            QString error;
            r.session = session::load(parser.value(kSession), &error);
            if (!r.session)
                throw Failure{tr("--session: %1").arg(error)};
            r.viewId = r.session->viewId;
        }
        std::optional<models::Opened> model;
        if (parser.isSet(kModel)) {
            checkFileValue(parser, kModel);
            if (parser.isSet(kEmbeddings))
                throw Failure{tr("--model and --embeddings both give a table: use one of them")};
            QString error;
            model = models::open(parser.value(kModel), parser.value(kTensor), &error);
            if (!model)
                throw Failure{tr("--model: %1").arg(error)};
            r.model = model->spec;
            r.viewId = models::viewFor(r.model->scheme);
        }
        if (parser.isSet(kView)) {
            r.viewGiven = true;
            r.viewId = parser.value(kView);
            if (!findViewType(r.viewId))
                throw Failure{tr("--view: unknown view '%1' (available: %2)").arg(shown(r.viewId), viewIdList())};
        }
        const ViewDescriptor* type = findViewType(r.viewId);
        r.paramsGiven = parser.isSet(kDim) || parser.isSet(kBase) || parser.isSet(kLength) || parser.isSet(kLayout);
        if (parser.isSet(kTensor) && !parser.isSet(kEmbeddings) && !model &&
            !(r.session && !r.session->embeddingsFile.isEmpty()))
            throw Failure{tr("--tensor needs --embeddings FILE")};
        // --transpose reads the table given with --embeddings transposed; without one it is the
        // heatmap's setting of the same name (checked with the view's settings below).
        const bool tableTranspose = parser.isSet(kTranspose) && parser.isSet(kEmbeddings);
        if (model && model->table) {
            r.embeddings = model->table;
            r.embeddingsFile = model->tableFile;
            r.embeddingsTensor = model->tableTensor;
        } else if (parser.isSet(kEmbeddings) || (r.session && !r.session->embeddingsFile.isEmpty())) {
            r.embeddingsFile = parser.isSet(kEmbeddings) ? parser.value(kEmbeddings) : r.session->embeddingsFile;
            r.embeddingsTensor = parser.isSet(kTensor)       ? parser.value(kTensor)
                                 : parser.isSet(kEmbeddings) ? QString()
                                                             : r.session->embeddingsTensor;
            QString error;
            r.embeddingsTranspose = tableTranspose;
            r.embeddings = embeddings::load(r.embeddingsFile, r.embeddingsTensor, &error, r.embeddingsTranspose,
                                            &r.embeddingsNotes);
            if (!r.embeddings)
                throw Failure{tr("--embeddings: %1").arg(error)};
        }
        core::EncodingParams start = r.session ? r.session->params : core::EncodingParams{};
        if (model)
            start = models::params(*model, start);
        if (r.embeddings) {
            const long rows = r.embeddings->maxLength();
            if (parser.isSet(kDim) && parseInteger(parser, kDim) != r.embeddings->dim())
                throw Failure{tr("--d: the embeddings fix d = %1 (the columns of %2)")
                                  .arg(r.embeddings->dim())
                                  .arg(r.embeddingsFile)};
            if (parser.isSet(kLength) && parseInteger(parser, kLength) > rows)
                throw Failure{tr("--length: L = %1 is more than the %2 positions (rows) of %3")
                                  .arg(parser.value(kLength))
                                  .arg(rows)
                                  .arg(r.embeddingsFile)};
            start.dim = r.embeddings->dim();
            start.length = std::min(start.length, rows);
        }
        r.params = parseParams(parser, start);
        if (r.session) {
            r.hasPosition = true;
            r.position =
                std::min(r.session->position, std::max(r.params.length - 1, core::Limits::maxInspectedPosition));
            r.settings = r.session->settings.value(r.viewId);
        }
        if (model)
            for (auto [key, text] : models::settings(*r.model, *type, parser.value(kModel)).asKeyValueRange()) {
                QString normalised;
                if (QString e = checkSettingText(*type->setting(key), text, r.params, &normalised); !e.isEmpty())
                    throw Failure{tr("--model: %1").arg(e)};
                r.settings.insert(key, normalised);
            }
        if (parser.isSet(kPosition)) {
            r.hasPosition = true;
            r.position = static_cast<long>(parseInteger(parser, kPosition));
            try {
                if (type->positionsBeyondLength)
                    core::validateInspectedPosition(r.position);
                else
                    core::validatePosition(r.params, r.position);
            } catch (const core::ParameterError& e) {
                throw Failure{tr("--position: %1").arg(coremessages::translate(e.what()))};
            }
        }
        if (parser.isSet(kSize))
            r.figure.size = parseSize(parser);
        if (parser.isSet(kScale))
            r.figure.scale = parseReal(parser, kScale);
        if (const QString problem = exporter::checkOptions(r.figure); !problem.isEmpty())
            throw Failure{tr("--size/--scale: %1").arg(problem)};
        if (const QString problem = exporter::checkResources(r.figure); !problem.isEmpty())
            throw Failure{tr("--size/--scale: %1").arg(problem)};
        if (parser.isSet(kExport)) {
            checkFileValue(parser, kExport);
            r.exportPath = parser.value(kExport);
            if (!exporter::formatForPath(r.exportPath) && !parser.isSet(QStringLiteral("animate")))
                throw Failure{
                    tr("--export: '%1' has an unknown extension (use .png, .svg or .pdf)").arg(shown(r.exportPath))};
            if (const QString problem = exporter::checkWritable(r.exportPath); !problem.isEmpty())
                throw Failure{tr("--export: %1").arg(problem)};
        }
        if (parser.isSet(kCsv))
            r.csvPath = csvPathValue(parser, kCsv);
        if (parser.isSet(kTranspose) && !tableTranspose && !type->setting(kTranspose))
            throw Failure{tr("--transpose reads the table of --embeddings FILE transposed, or draws the heatmap "
                             "(--view heatmap) with positions down; neither applies to --view %1")
                              .arg(r.viewId)};
        // Settings and extra outputs: only the chosen view's are accepted.
        for (const ViewDescriptor* other : viewTypes()) {
            for (const ExtraCsv& extra : other->extraCsv) {
                if (!parser.isSet(extra.option))
                    continue;
                if (other->id != r.viewId)
                    throw Failure{tr("--%1 belongs to --view %2").arg(extra.option, other->id)};
                r.extraCsv.append({extra.option, csvPathValue(parser, extra.option)});
            }
            for (const SettingInfo& s : other->settings) {
                if (!parser.isSet(s.key) || (s.key == kTranspose && tableTranspose))
                    continue;
                const SettingInfo* own = type->setting(s.key);
                if (!own)
                    throw Failure{tr("--%1 belongs to --view %2, not to --view %3").arg(s.key, other->id, r.viewId)};
                QString normalised;
                const QString text = own->kind == SettingInfo::Kind::Flag ? QStringLiteral("on") : parser.value(s.key);
                if (QString e = checkSettingText(*own, text, r.params, &normalised); !e.isEmpty())
                    throw Failure{e};
                r.settings.insert(s.key, normalised);
            }
        }
        if (parser.isSet(kSaveSession)) {
            checkFileValue(parser, kSaveSession);
            r.saveSessionPath = parser.value(kSaveSession);
            if (!r.saveSessionPath.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
                throw Failure{tr("--save-session: '%1' must end in .json").arg(shown(r.saveSessionPath))};
            if (const QString problem = exporter::checkWritable(r.saveSessionPath); !problem.isEmpty())
                throw Failure{tr("--save-session: %1").arg(problem)};
        }
        if (parser.isSet(QStringLiteral("handout"))) {
            checkFileValue(parser, QStringLiteral("handout"));
            r.handoutPath = parser.value(QStringLiteral("handout"));
            if (!r.handoutPath.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive))
                throw Failure{tr("--handout: '%1' must end in .pdf").arg(shown(r.handoutPath))};
            if (const QString problem = exporter::checkWritable(r.handoutPath); !problem.isEmpty())
                throw Failure{tr("--handout: %1").arg(problem)};
        }
        if (parser.isSet(QStringLiteral("slides"))) {
            r.slidesDir = parser.value(QStringLiteral("slides"));
            if (const QString problem = exporter::checkWritable(QDir(r.slidesDir).filePath(QStringLiteral("x.png")));
                !problem.isEmpty())
                throw Failure{tr("--slides: %1").arg(problem)};
        }
        checkDistinctOutputs(r);
        if (r.writesFiles())
            if (QString e = models::missingTable(r.model.get(), r.embeddings != nullptr, r.viewId, r.settings);
                !e.isEmpty())
                throw Failure{e};
        if (type->checkSettings)
            if (QString e = type->checkSettings(r.settings, r.params); !e.isEmpty())
                throw Failure{e};
        if (QString e = animation::readOptions(parser, r, &r.animation); !e.isEmpty())
            throw Failure{e};
        r.force = parser.isSet(kForce);
        if (parser.isSet(kColourMap)) {
            r.colourMap = parser.value(kColourMap);
            if (!appearance::colourMapChoice().fromName(r.colourMap))
                throw Failure{
                    tr("--colormap: '%1' is not a colour map (use %2)")
                        .arg(shown(r.colourMap), appearance::colourMapChoice().names().join(QStringLiteral(", ")))};
        }
        if (parser.isSet(kTheme)) {
            r.theme = parser.value(kTheme);
            if (!appearance::themeChoice().fromName(r.theme))
                throw Failure{tr("--theme: '%1' is not a theme (use %2)")
                                  .arg(shown(r.theme), appearance::themeChoice().names().join(QStringLiteral(", ")))};
        }
        if (parser.isSet(kWindowScreenshot)) {
            r.windowScreenshotPath = parser.value(kWindowScreenshot);
            if (!r.windowScreenshotPath.endsWith(QLatin1String(".png"), Qt::CaseInsensitive))
                throw Failure{tr("--window-screenshot: '%1' must end in .png").arg(shown(r.windowScreenshotPath))};
            if (const QString problem = exporter::checkWritable(r.windowScreenshotPath); !problem.isEmpty())
                throw Failure{tr("--window-screenshot: %1").arg(problem)};
        }
        if (parser.isSet(kQuitAfter))
            r.quitAfterMs = static_cast<int>(std::clamp<long long>(parseInteger(parser, kQuitAfter), 0, 3600000));
    } catch (const Failure& f) {
        return f.message;
    }
    *out = r;
    return {};
}

void applyState(const Request& r, AppState* state)
{
    state->setEmbeddings(r.embeddings, r.embeddingsFile, r.embeddingsTensor);
    state->setParams(r.params);
    if (r.hasPosition)
        state->setPosition(r.position);
}

void applyAppearance(const Request& r, const QString& savedColourMap, const QString& savedTheme)
{
    auto& maps = appearance::colourMapChoice();
    maps.set(maps.fromName(r.colourMap.isEmpty() ? savedColourMap : r.colourMap).value_or(appearance::ColourMap{}));
    auto& themes = appearance::themeChoice();
    themes.set(themes.fromName(r.theme.isEmpty() ? savedTheme : r.theme).value_or(appearance::Theme{}));
}

QString applySettings(const Request& request, View* view, bool resetOthers)
{
    if (resetOthers)
        view->resetSettings();
    for (auto it = request.settings.cbegin(); it != request.settings.cend(); ++it)
        if (QString e = view->setSettingText(it.key(), it.value()); !e.isEmpty())
            return e;
    return {};
}

QString parseArguments(const QStringList& arguments, Request* request)
{
    QCommandLineParser parser;
    setUpParser(parser);
    QString error;
    const QStringList expanded = presets::expand(QStringList{QStringLiteral("pe-explorer")} + arguments, &error);
    if (!error.isEmpty())
        return error;
    if (!parser.parse(expanded))
        return parser.errorText();
    return parseRequest(parser, request);
}

QString applyArguments(const QStringList& arguments, AppState* state, const std::vector<View*>& views, QString* viewId)
{
    Request r;
    if (QString e = parseArguments(arguments, &r); !e.isEmpty())
        return e;
    // Everything a preset does not name goes back to its default, the position included; loaded
    // embeddings stay unless the preset names others.
    if (r.embeddings)
        state->setEmbeddings(r.embeddings, r.embeddingsFile, r.embeddingsTensor);
    state->setParams(r.params);
    state->setPosition(r.hasPosition ? r.position : 0);
    for (View* v : views)
        if (v->id() == r.viewId) {
            if (QString e = applySettings(r, v, true); !e.isEmpty())
                return e;
        }
    if (viewId)
        *viewId = r.viewId;
    return {};
}

} // namespace pe::ui::options

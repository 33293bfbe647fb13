#include "ui/framework/options.h"

#include "ui/framework/appearance.h"
#include "ui/framework/appstate.h"
#include "ui/framework/coremessages.h"
#include "ui/framework/embeddings.h"
#include "ui/framework/language.h"
#include "ui/framework/models.h"
#include "ui/framework/optionnames.h"
#include "ui/framework/presets.h"
#include "ui/framework/sharedparams.h"
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

using namespace detail;

namespace {

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

/// The shared parameters given on the command line, over `p`, checked by the core.
core::EncodingParams parseParams(const QCommandLineParser& parser, core::EncodingParams p)
{
    for (const shared::Parameter* parameter : shared::encodingParameters()) {
        if (!parser.isSet(parameter->key))
            continue;
        QString error;
        const std::optional<double> value = parameter->parse(parser.value(parameter->key), &error);
        if (!value)
            // Not tr(): lupdate would file it under "core", this function's return type.
            throw Failure{QCoreApplication::translate("pe::ui::options", "--%1: %2").arg(parameter->key, error)};
        // Out-of-range values reach the core unchanged so that its message quotes them.
        parameter->set(p, *value);
    }
    // The core names a parameter by its symbol: the message names its option.
    const QString kDim = shared::bySymbol(QStringLiteral("d"))->key;
    const QString kBase = shared::bySymbol(QStringLiteral("n"))->key;
    const QString kLength = shared::bySymbol(QStringLiteral("L"))->key;
    try {
        core::validate(p);
    } catch (const core::ParameterError& e) {
        throw Failure{QStringLiteral("--%1: %2")
                          .arg(e.parameter() == "d"   ? kDim
                               : e.parameter() == "n" ? kBase
                                                      : kLength,
                               coremessages::text(e))};
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
        const auto encodingParameters = shared::encodingParameters();
        r.paramsGiven = std::any_of(encodingParameters.begin(), encodingParameters.end(),
                                    [&](const shared::Parameter* p) { return parser.isSet(p->key); });
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
            // A table fixes d and bounds L (AppState::constrained does the same in the window).
            const QString kDim = shared::bySymbol(QStringLiteral("d"))->key;
            const QString kLength = shared::bySymbol(QStringLiteral("L"))->key;
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
                throw Failure{tr("--position: %1").arg(coremessages::text(e))};
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

#include "ui/framework/animation.h"

#include "ui/framework/appstate.h"
#include "ui/framework/controller.h"
#include "ui/framework/coremessages.h"
#include "ui/framework/exporter.h"
#include "ui/framework/options.h"
#include "ui/framework/setting.h"
#include "ui/framework/sharedparams.h"
#include "ui/framework/videowriter.h"
#include "ui/framework/view.h"
#include "ui/framework/viewregistry.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QRegularExpression>

#include <cmath>
#include <memory>

namespace pe::ui::animation {

namespace {

/// The shared parameter `key` when it is a number (position, d, n, L), else nullptr.
const shared::Parameter* sharedNumber(const QString& key)
{
    const shared::Parameter* p = shared::find(key);
    return p && p->kind != shared::Parameter::Kind::Choice && p->kind != shared::Parameter::Kind::Table ? p : nullptr;
}

QString tr(const char* text)
{
    return QCoreApplication::translate("pe::ui::animation", text);
}

bool isInteger(const QString& parameter, const ViewDescriptor& type)
{
    if (const shared::Parameter* p = sharedNumber(parameter))
        return p->kind != shared::Parameter::Kind::Real;
    if (const SettingInfo* s = type.setting(parameter))
        return s->kind == SettingInfo::Kind::Integer;
    return true;
}

QString valueText(const Sweep& sweep, const ViewDescriptor& type, double value)
{
    return isInteger(sweep.parameter, type) ? QString::number(static_cast<qlonglong>(value)) : realToText(value);
}

} // namespace

QStringList sharedParameters()
{
    // The position first, then d, n, L in their declared order.
    QStringList keys;
    for (const shared::Parameter& p : shared::parameters())
        if (sharedNumber(p.key))
            keys.insert(p.kind == shared::Parameter::Kind::Position ? 0 : keys.size(), p.key);
    return keys;
}

QStringList viewParameters(const ViewDescriptor& type)
{
    QStringList keys;
    for (const SettingInfo& s : type.settings)
        if (s.kind == SettingInfo::Kind::Integer || s.kind == SettingInfo::Kind::Real)
            keys << s.key;
    return keys;
}

QString parseSweep(const QString& text, Sweep* sweep)
{
    static const QRegularExpression re(QStringLiteral("^([A-Za-z][A-Za-z0-9_-]*)=([^:]+):([^:]+)$"));
    const QRegularExpressionMatch m = re.match(text.trimmed());
    if (!m.hasMatch())
        return tr("--animate: '%1' is not PARAM=FROM:TO (e.g. length=10:200)").arg(text);
    bool okFrom = false;
    bool okTo = false;
    const double from = m.captured(2).trimmed().toDouble(&okFrom);
    const double to = m.captured(3).trimmed().toDouble(&okTo);
    if (!okFrom || !okTo || !std::isfinite(from) || !std::isfinite(to))
        return tr("--animate: '%1': FROM and TO must be finite numbers").arg(text);
    sweep->parameter = m.captured(1);
    sweep->from = from;
    sweep->to = to;
    return {};
}

double valueAt(const Sweep& sweep, const ViewDescriptor& type, int k)
{
    const double f = sweep.frames > 1 ? static_cast<double>(k) / (sweep.frames - 1) : 0.0;
    if (const shared::Parameter* p = sharedNumber(sweep.parameter); p && p->logarithmic)
        return k == sweep.frames - 1 ? sweep.to : sweep.from * std::pow(sweep.to / sweep.from, f);
    const double v = k == sweep.frames - 1 ? sweep.to : sweep.from + (sweep.to - sweep.from) * f;
    return isInteger(sweep.parameter, type) ? std::round(v) : v;
}

FrameState frameState(const Sweep& sweep, const ViewDescriptor& type, int k, const core::EncodingParams& params,
                      long position, const QMap<QString, QString>& settings)
{
    FrameState s{params, position, settings};
    const double v = valueAt(sweep, type, k);
    const shared::Parameter* p = sharedNumber(sweep.parameter);
    if (p && p->kind == shared::Parameter::Kind::Position)
        s.position = static_cast<long>(v);
    else if (p)
        p->set(s.params, v);
    else
        s.settings.insert(sweep.parameter, valueText(sweep, type, v));
    return s;
}

QString checkSweep(const Sweep& sweep, const ViewDescriptor& type, const core::EncodingParams& params, long position,
                   const QMap<QString, QString>& settings, bool embeddings)
{
    if (sweep.frames < kMinFrames || sweep.frames > kMaxFrames)
        return tr("--frames: %1 is out of range: from %2 to %3").arg(sweep.frames).arg(kMinFrames).arg(kMaxFrames);
    if (!(sweep.fps > 0 && sweep.fps <= kMaxFps))
        return tr("--fps: %1 is out of range: more than 0, at most %2").arg(realToText(sweep.fps)).arg(kMaxFps);
    const SettingInfo* own = type.setting(sweep.parameter);
    if (!sharedParameters().contains(sweep.parameter)) {
        if (!own)
            return tr("--animate: '%1' is not a parameter of --view %2 (use %3)")
                .arg(sweep.parameter, type.id, (sharedParameters() + viewParameters(type)).join(QStringLiteral(", ")));
        if (own->kind != SettingInfo::Kind::Integer && own->kind != SettingInfo::Kind::Real)
            return tr("--animate: --%1 is not a number and cannot be swept").arg(sweep.parameter);
    }
    const shared::Parameter* p = sharedNumber(sweep.parameter);
    if (p && p->setByTable && embeddings)
        return tr("--animate: d is fixed by the embeddings file and cannot be swept");
    if (p && p->logarithmic && !(sweep.from > 0 && sweep.to > 0))
        return tr("--animate: the base is swept geometrically: FROM and TO must be positive");
    for (int k = 0; k < sweep.frames; ++k) {
        const FrameState s = frameState(sweep, type, k, params, position, settings);
        const QString where = tr("--animate: frame %1 (%2 = %3)")
                                  .arg(k)
                                  .arg(sweep.parameter, valueText(sweep, type, valueAt(sweep, type, k)));
        try {
            core::validate(s.params);
            if (type.positionsBeyondLength)
                core::validateInspectedPosition(s.position);
            else
                core::validatePosition(s.params, s.position);
        } catch (const core::ParameterError& e) {
            return where + QStringLiteral(": ") + coremessages::text(e);
        }
        for (auto it = s.settings.cbegin(); it != s.settings.cend(); ++it)
            if (const SettingInfo* info = type.setting(it.key())) {
                QString normalised;
                if (const QString e = checkSettingText(*info, it.value(), s.params, &normalised); !e.isEmpty())
                    return where + QStringLiteral(": ") + e;
            }
        if (type.checkSettings)
            if (const QString e = type.checkSettings(s.settings, s.params); !e.isEmpty())
                return where + QStringLiteral(": ") + e;
    }
    return {};
}

std::optional<QImage> drawFresh(const QString& viewId, const std::function<QString(AppState*, View*)>& setUp,
                                const exporter::FigureOptions& figure, QString* error)
{
    AppState state;
    Controller controller(&state);
    std::unique_ptr<View> view(findViewType(viewId)->create(nullptr));
    controller.addView(view.get());
    if (const QString e = setUp(&state, view.get()); !e.isEmpty()) {
        *error = e;
        return std::nullopt;
    }
    view->setAttribute(Qt::WA_DontShowOnScreen);
    view->resize(figure.size);
    view->show();
    controller.refreshNow(view.get());
    return exporter::renderImage(view.get(), figure, error);
}

bool write(const Sweep& sweep, const QString& path, const QSize& pixels, const RenderFrame& render,
           const Progress& progress, QString* error)
{
    VideoWriter writer;
    if (!writer.open(path, pixels, sweep.fps, sweep.halfChroma, error))
        return false;
    for (int k = 0; k < sweep.frames; ++k) {
        const std::optional<QImage> image = render(k, error);
        if (!image || !writer.addFrame(*image, error))
            return false;
        if (progress && !progress(k + 1)) {
            *error = tr("export of %1 cancelled").arg(path);
            return false;
        }
    }
    return writer.finish(error);
}

QString readOptions(const QCommandLineParser& parser, const options::Request& r, std::optional<Sweep>* out)
{
    out->reset();
    const QString animate = QStringLiteral("animate");
    const QString framesOption = QStringLiteral("frames");
    const QString fpsOption = QStringLiteral("fps");
    const QString chromaOption = QStringLiteral("chroma");
    if (!parser.isSet(animate)) {
        for (const QString& option : {framesOption, fpsOption, chromaOption})
            if (parser.isSet(option))
                return tr("--%1 needs --animate PARAM=FROM:TO").arg(option);
        return {};
    }
    Sweep sweep;
    if (const QString e = parseSweep(parser.value(animate), &sweep); !e.isEmpty())
        return e;
    if (parser.isSet(framesOption)) {
        bool ok = false;
        sweep.frames = parser.value(framesOption).trimmed().toInt(&ok);
        if (!ok)
            return tr("--frames: '%1' is not an integer").arg(parser.value(framesOption));
    }
    if (parser.isSet(fpsOption)) {
        bool ok = false;
        sweep.fps = parser.value(fpsOption).trimmed().toDouble(&ok);
        if (!ok || !std::isfinite(sweep.fps))
            return tr("--fps: '%1' is not a number").arg(parser.value(fpsOption));
    }
    if (parser.isSet(chromaOption)) {
        const QString chroma = parser.value(chromaOption);
        if (chroma != QLatin1String("444") && chroma != QLatin1String("420"))
            return tr("--chroma: '%1' is not 444 or 420").arg(chroma);
        sweep.halfChroma = chroma == QLatin1String("420");
    }
    if (r.exportPath.isEmpty())
        return tr("--animate needs --export FILE (.mp4, .webm or .gif)");
    const std::optional<VideoWriter::Container> container = VideoWriter::containerForPath(r.exportPath);
    if (!container)
        return tr("--export: '%1' is not an animation file (use .mp4, .webm or .gif)").arg(r.exportPath);
    if (!r.csvPath.isEmpty() || !r.extraCsv.isEmpty())
        return tr("--animate writes only the --export file: leave out the CSV outputs");
    if (const QString problem = VideoWriter::encoderProblem(*container); !problem.isEmpty())
        return tr("--export: %1").arg(problem);
    if (const QString problem = VideoWriter::sizeProblem(*container, r.figure.size * r.figure.scale, sweep.halfChroma);
        !problem.isEmpty())
        return tr("--size: %1").arg(problem);
    const ViewDescriptor* type = findViewType(r.viewId);
    if (const QString e =
            checkSweep(sweep, *type, r.params, r.hasPosition ? r.position : 0L, r.settings, r.embeddings != nullptr);
        !e.isEmpty())
        return e;
    *out = sweep;
    return {};
}

} // namespace pe::ui::animation

#include "ui/framework/models.h"

#include "core/encodings/learned.h"
#include "core/io/load.h"
#include "core/io/loaderror.h"
#include "core/models/builtins.h"
#include "core/models/modelconfig.h"
#include "core/models/openmodel.h"
#include "ui/framework/coremessages.h"
#include "ui/framework/numbers.h"
#include "ui/framework/view.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace pe::ui::models {

using core::models::ModelSpec;
using core::models::PositionScheme;

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("pe::ui::models", text);
}

QString number(double v)
{
    return QString::number(v, 'g', QLocale::FloatingPointShortest);
}

/// A number in a text the user reads (a model's summary), as the language writes it.
QString shown(double v)
{
    return numbers::real(v, 10);
}

/// The table without the rows before position 0 (OPT's 2, RoBERTa's padding), as a view of the
/// loaded one.
core::io::EmbeddingMatrix dropLeadingRows(core::io::EmbeddingMatrix matrix, long rows)
{
    auto owner = std::make_shared<core::io::EmbeddingMatrix>(std::move(matrix));
    const long n = owner->rows() - rows;
    const long cols = owner->cols();
    const std::size_t skip = static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols);
    core::io::EmbeddingMatrix out =
        owner->floatData() ? core::io::EmbeddingMatrix::viewFloats(n, cols, owner->floatData() + skip, owner)
                           : core::io::EmbeddingMatrix::viewDoubles(n, cols, owner->doubleData() + skip, owner);
    out.setOrigin(owner->source(), owner->tensorName());
    return out;
}

} // namespace

QString noTableMessage(const QString& name)
{
    return tr("%1 is a learned table, and the built-in model has no weights: open the model's folder with "
              "--model PATH to see its table")
        .arg(name);
}

std::optional<Opened> open(const QString& nameOrPath, const QString& tensor, QString* error)
{
    Opened out;
    try {
        if (QFileInfo::exists(nameOrPath)) {
            out.spec =
                std::make_shared<const ModelSpec>(core::models::openModel(QFile::encodeName(nameOrPath).toStdString()));
        } else if (auto builtin = core::models::builtinModel(nameOrPath.toStdString())) {
            out.spec = std::make_shared<const ModelSpec>(std::move(*builtin));
        } else {
            *error = tr("'%1' is neither a file or folder nor a built-in model (see --list-models)").arg(nameOrPath);
            return std::nullopt;
        }
        const ModelSpec& spec = *out.spec;
        if (spec.scheme == PositionScheme::Learned && !spec.weightsPath.empty()) {
            std::vector<std::string> notes;
            core::io::LoadOptions options;
            options.tensor = tensor.isEmpty() ? spec.tensor : tensor.toStdString();
            core::io::EmbeddingMatrix matrix = core::io::loadEmbeddings(spec.weightsPath, options, &notes);
            // The loader drops OPT's offset itself; a table still holding the leading rows
            // (RoBERTa's padding) loses them here.
            if (spec.rowOffset > 0 && matrix.rows() == spec.maxPositions + spec.rowOffset)
                matrix = dropLeadingRows(std::move(matrix), spec.rowOffset);
            if (matrix.cols() > core::Limits::maxDim) {
                *error = tr("%1: the table has %2 columns; pe-explorer shows at most %3 dimensions")
                             .arg(QString::fromStdString(spec.weightsPath))
                             .arg(matrix.cols())
                             .arg(core::Limits::maxDim);
                return std::nullopt;
            }
            out.tableFile = QString::fromStdString(spec.weightsPath);
            out.tableTensor = QString::fromStdString(matrix.tensorName());
            out.table = std::make_shared<core::LearnedEncoding>(std::move(matrix));
        }
        return out;
    } catch (const core::io::LoadError& e) {
        *error = coremessages::text(e);
    } catch (const std::bad_alloc&) {
        *error = tr("%1: not enough memory to load it").arg(nameOrPath);
    } catch (const std::exception& e) {
        *error = QStringLiteral("%1: %2").arg(nameOrPath, QString::fromStdString(e.what()));
    }
    return std::nullopt;
}

QString viewFor(PositionScheme scheme)
{
    switch (scheme) {
    case PositionScheme::Rope:
        return QStringLiteral("rope");
    case PositionScheme::Alibi:
        return QStringLiteral("alibi");
    case PositionScheme::T5:
        return QStringLiteral("t5");
    case PositionScheme::Learned:
    case PositionScheme::Sinusoidal:
        break;
    }
    return QStringLiteral("heatmap");
}

QString schemeName(PositionScheme scheme)
{
    return QString::fromStdString(core::models::schemeName(scheme));
}

QString summary(const ModelSpec& spec)
{
    switch (spec.scheme) {
    case PositionScheme::Learned:
        return tr("learned table, %1 positions x %2")
            .arg(numbers::integer(spec.maxPositions))
            .arg(numbers::integer(spec.hiddenSize));
    case PositionScheme::Sinusoidal:
        return tr("sinusoidal, %1 positions x %2")
            .arg(numbers::integer(spec.maxPositions))
            .arg(numbers::integer(spec.hiddenSize));
    case PositionScheme::Alibi:
        return tr("ALiBi, %1 heads").arg(spec.alibi.heads);
    case PositionScheme::T5:
        return (spec.t5.bidirectional ? tr("T5 buckets, %1 up to distance %2, encoder")
                                      : tr("T5 buckets, %1 up to distance %2, decoder"))
            .arg(spec.t5.numBuckets)
            .arg(spec.t5.maxDistance);
    case PositionScheme::Rope:
        break;
    }
    const core::RopeParams& r = spec.rope;
    QString text =
        tr("RoPE, head %1, base %2, context %3").arg(r.dim).arg(shown(r.base)).arg(numbers::integer(spec.maxPositions));
    if (r.rotaryDim > 0)
        text += tr(", %1 rotary dimensions").arg(r.rotaryDim);
    if (r.scaling != core::RopeScaling::None)
        text += tr(", %1 x%2 from %3")
                    .arg(QString::fromStdString(core::ropeScalingName(r.scaling)), shown(r.factor))
                    .arg(numbers::integer(r.originalLength));
    return text;
}

core::EncodingParams params(const Opened& model, core::EncodingParams p)
{
    const ModelSpec& spec = *model.spec;
    switch (spec.scheme) {
    case PositionScheme::Learned:
        if (model.table) {
            p.dim = model.table->dim();
            p.length = std::min(model.table->maxLength(), core::Limits::maxLength);
        }
        break;
    case PositionScheme::Sinusoidal:
        p.dim = std::clamp(spec.hiddenSize, core::Limits::minDim, core::Limits::maxDim);
        p.length = std::clamp(spec.maxPositions, core::Limits::minLength, core::Limits::maxLength);
        break;
    case PositionScheme::Rope:
        p.dim = std::clamp(spec.rope.dim, core::Limits::minDim, core::Limits::maxDim);
        p.base = spec.rope.base;
        p.length = std::clamp(spec.maxPositions, core::Limits::minLength, core::Limits::maxLength);
        break;
    case PositionScheme::T5:
        p.length = std::clamp(2 * spec.t5.maxDistance, core::Limits::minLength, core::Limits::maxLength);
        break;
    case PositionScheme::Alibi:
        break;
    }
    return p;
}

QMap<QString, QString> settings(const ModelSpec& spec, const ViewDescriptor& view, const QString& argument)
{
    QMap<QString, QString> s;
    auto put = [&](const char* key, const QString& text) {
        if (view.setting(QString::fromLatin1(key)))
            s.insert(QString::fromLatin1(key), text);
    };
    auto list = [](const std::vector<double>& values) {
        QStringList parts;
        for (const double v : values)
            parts << number(v);
        return parts.join(QLatin1Char(','));
    };
    if (spec.scheme == PositionScheme::Rope && view.id == QLatin1String("rope")) {
        const core::RopeParams& r = spec.rope;
        put("rope-scaling", QString::fromStdString(core::ropeScalingName(r.scaling)));
        if (r.rotaryDim > 0) {
            // The view takes int(d * factor) dimensions, as transformers does; r / d can land a
            // hair below r once multiplied (30 / 44), so the factor goes up to the next double
            // that gives r back.
            double fraction = static_cast<double>(r.rotaryDim) / r.dim;
            while (static_cast<int>(r.dim * fraction) < r.rotaryDim)
                fraction = std::nextafter(fraction, 2.0);
            put("partial-rotary-factor", number(fraction));
        }
        put("max-positions", QString::number(r.maxPositions));
        if (r.scaling != core::RopeScaling::None) {
            put("rope-factor", number(r.factor));
            put("original-length", QString::number(r.originalLength));
        }
        if (r.scaling == core::RopeScaling::Yarn) {
            put("beta-fast", number(r.betaFast));
            put("beta-slow", number(r.betaSlow));
            if (r.mscale)
                put("mscale", number(*r.mscale));
            if (r.mscaleAllDim)
                put("mscale-all-dim", number(*r.mscaleAllDim));
            put("yarn-truncate", r.truncate ? QStringLiteral("on") : QStringLiteral("off"));
        }
        if (r.attentionFactor)
            put("attention-factor", number(*r.attentionFactor));
        if (r.scaling == core::RopeScaling::Llama3) {
            put("low-freq-factor", number(r.lowFreqFactor));
            put("high-freq-factor", number(r.highFreqFactor));
        }
        // llama.cpp's rope_freqs.weight (GGUF), for a view that declares them.
        if (!r.freqFactors.empty())
            put("freq-factors", list(r.freqFactors));
        if (r.scaling == core::RopeScaling::LongRope) {
            put("short-factors", list(r.shortFactor));
            put("long-factors", list(r.longFactor));
        }
    } else if (view.id == QLatin1String("compare") && !argument.isEmpty() && !argument.contains(QLatin1Char(','))) {
        put("models", argument);
    } else if (spec.scheme == PositionScheme::Alibi && view.id == QLatin1String("alibi")) {
        put("heads", QString::number(spec.alibi.heads));
        put("head", QStringLiteral("1"));
    } else if (spec.scheme == PositionScheme::T5 && view.id == QLatin1String("t5")) {
        put("buckets", QString::number(spec.t5.numBuckets));
        put("max-distance", QString::number(spec.t5.maxDistance));
        put("bidirectional", spec.t5.bidirectional ? QStringLiteral("on") : QStringLiteral("off"));
    }
    return s;
}

QString missingTable(const ModelSpec* model, bool hasTable, const QString& viewId,
                     const QMap<QString, QString>& settings)
{
    if (hasTable)
        return {};
    if (model && model->scheme == PositionScheme::Learned)
        return noTableMessage(QString::fromStdString(model->name));
    bool learned = false;
    for (const QString& name : settings.value(QStringLiteral("schemes")).split(QLatin1Char(',')))
        learned = learned || name.trimmed().toLower() == QLatin1String("learned");
    if (viewId == QLatin1String("compare"))
        for (const QString& raw : settings.value(QStringLiteral("models")).split(QLatin1Char(','))) {
            // Only the configs: a learned model's weights are loaded when the chart is drawn.
            const QString name = raw.trimmed();
            std::optional<ModelSpec> spec;
            try {
                spec = QFileInfo::exists(name) ? core::models::openModel(QFile::encodeName(name).toStdString())
                                               : core::models::builtinModel(name.toStdString());
            } catch (const std::exception&) {
                continue; // the chart names the problem
            }
            if (spec && spec->scheme == PositionScheme::Learned && spec->weightsPath.empty())
                return tr("--models: %1").arg(noTableMessage(QString::fromStdString(spec->name)));
        }
    if (viewId == QLatin1String("compare") && learned)
        return tr("--schemes: 'learned' needs --embeddings FILE (a learned position-embedding table) or --model PATH "
                  "(a model's folder or weights)");
    return {};
}

QStringList builtinList()
{
    QStringList lines;
    for (const core::models::BuiltinModel& m : core::models::builtinModels()) {
        const auto spec = core::models::builtinModel(m.id);
        lines << QStringLiteral("%1\t%2\t%3: %4")
                     .arg(QString::fromStdString(m.id), models::schemeName(spec->scheme),
                          QString::fromStdString(m.hubId), summary(*spec));
    }
    return lines;
}

} // namespace pe::ui::models

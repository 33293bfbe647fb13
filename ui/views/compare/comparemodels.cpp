#include "ui/views/compare/comparemodels.h"

#include "core/encodings/alibi.h"
#include "core/encodings/rope.h"
#include "core/encodings/t5.h"
#include "core/similarity.h"
#include "ui/framework/coremessages.h"
#include "ui/framework/models.h"
#include "ui/views/compare/compareframe.h"

#include <QCoreApplication>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace pe::ui {

using core::models::PositionScheme;

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("pe::ui", text);
}

QString shown(double v)
{
    return QString::fromStdString(core::formatNumber(v));
}

void prepare(ModelTerm& term, const models::Opened& model, const core::EncodingParams& params)
{
    const core::models::ModelSpec& spec = *model.spec;
    term.scheme = spec.scheme;
    const QString name = QString::fromStdString(spec.name);
    switch (spec.scheme) {
    case PositionScheme::Learned:
        term.legend = tr("%1, learned: mean over t of pₜ·pₜ₊Δ").arg(name);
        if (!model.table)
            term.problem = tr("--models: %1").arg(models::noTableMessage(name));
        else if (model.table->maxLength() < params.length)
            term.problem = tr("--models: %1 has %2 positions, fewer than L = %3: lower --length")
                               .arg(name)
                               .arg(model.table->maxLength())
                               .arg(params.length);
        else
            term.learned = meanLaggedDots(*model.table, params.length);
        return;
    case PositionScheme::Sinusoidal: {
        core::EncodingParams p = params;
        p.dim = spec.hiddenSize;
        p.base = 10000.0;
        term.angles = core::pairFrequencies(p).omegas.matrix();
        term.legend = tr("%1, sinusoidal (d = %2): Σₖ cos(ωₖΔ)").arg(name).arg(spec.hiddenSize);
        return;
    }
    case PositionScheme::Rope: {
        core::RopeParams r = spec.rope;
        r.sequenceLength = params.length;
        try {
            term.angles = core::ropeAngles(r); // llama.cpp's per-pair factors included
        } catch (const core::ParameterError& e) {
            term.problem = tr("--models: %1: %2").arg(name, coremessages::text(e));
            return;
        }
        term.headDim = r.dim;
        term.legend =
            tr("%1, RoPE (head %2, base %3%4): all-ones q·R(Δ)k")
                .arg(name)
                .arg(r.dim)
                .arg(shown(r.base))
                .arg(r.scaling == core::RopeScaling::None
                         ? QString()
                         : tr(", %1 ×%2")
                               .arg(QString::fromStdString(core::ropeScalingName(r.scaling)), shown(r.factor)));
        return;
    }
    case PositionScheme::Alibi: {
        // The mean slope: what the heads do on average. Head 1 alone (the steepest) would hide
        // that most heads of a large model look far: BLOOM's 112 heads reach 2^-8.
        const std::vector<double> slopes = core::alibiSlopes(spec.alibi.heads);
        term.slope = std::accumulate(slopes.begin(), slopes.end(), 0.0) / static_cast<double>(slopes.size());
        term.legend = tr("%1, ALiBi: −m̄·Δ, m̄ = %2 the mean slope of its %3 heads (from %4 to %5)")
                          .arg(name, shown(term.slope))
                          .arg(spec.alibi.heads)
                          .arg(shown(*std::max_element(slopes.begin(), slopes.end())),
                               shown(*std::min_element(slopes.begin(), slopes.end())));
        return;
    }
    case PositionScheme::T5:
        term.t5 = spec.t5;
        term.legend = tr("%1, T5: bucket of a key Δ before the query (%2 buckets, max distance %3)")
                          .arg(name)
                          .arg(spec.t5.numBuckets)
                          .arg(spec.t5.maxDistance);
        return;
    }
}

} // namespace

QString parseModelList(const QString& text, QStringList* names)
{
    QStringList out;
    QSet<QString> seen;
    for (const QString& raw : text.split(QLatin1Char(','))) {
        const QString name = raw.trimmed();
        if (name.isEmpty())
            return tr("'%1' has an empty entry; separate the models by single commas (e.g. %2)")
                .arg(text, QStringLiteral("gpt2,llama-3.1-8b"));
        if (seen.contains(name))
            return tr("'%1' is listed twice").arg(name);
        seen.insert(name);
        out << name;
    }
    if (out.size() > kMaxCompareModels)
        return tr("%1 models; the chart compares at most %2").arg(out.size()).arg(kMaxCompareModels);
    if (names)
        *names = out;
    return {};
}

std::vector<ModelTerm> prepareModelTerms(const QStringList& names, const core::EncodingParams& params,
                                         const std::vector<ModelTerm>* reuse, long reuseLength)
{
    std::vector<ModelTerm> terms;
    for (const QString& name : names) {
        if (reuse && reuseLength == params.length) {
            const auto it =
                std::find_if(reuse->begin(), reuse->end(), [&](const ModelTerm& t) { return t.name == name; });
            if (it != reuse->end()) {
                terms.push_back(*it);
                continue;
            }
        }
        ModelTerm term;
        term.name = name;
        QString error;
        const std::optional<models::Opened> model = models::open(name, QString(), &error);
        if (!model)
            term.problem = tr("--models: %1").arg(error);
        else
            prepare(term, *model, params);
        if (term.legend.isEmpty())
            term.legend = name;
        terms.push_back(std::move(term));
    }
    return terms;
}

double modelTermAt(const ModelTerm& term, long offset)
{
    switch (term.scheme) {
    case PositionScheme::Learned:
        return offset < static_cast<long>(term.learned.size()) ? term.learned[static_cast<size_t>(offset)] : 0.0;
    case PositionScheme::Sinusoidal: {
        double sum = 0.0;
        for (Eigen::Index k = 0; k < term.angles.size(); ++k)
            sum += std::cos(term.angles[k] * static_cast<double>(offset));
        return sum;
    }
    case PositionScheme::Rope:
        return core::ropeScoreOnes(term.angles, static_cast<double>(offset), term.headDim);
    case PositionScheme::Alibi:
        return offset == 0 ? 0.0 : core::alibiBias(term.slope, offset);
    case PositionScheme::T5:
        return core::relativePositionBucket(-offset, term.t5);
    }
    return 0.0;
}

std::vector<double> modelTermProgression(const ModelTerm& term, long first, long step, long count)
{
    if (term.scheme == PositionScheme::Rope || term.scheme == PositionScheme::Sinusoidal) {
        const bool rope = term.scheme == PositionScheme::Rope;
        const Eigen::VectorXd sums =
            core::progressionCosineSums(term.angles, Eigen::VectorXd::Constant(term.angles.size(), rope ? 2.0 : 1.0),
                                        static_cast<double>(first), static_cast<double>(step), count);
        // The components a partial rotary leaves alone add their all-ones dot product.
        const double passThrough = rope ? term.headDim - 2.0 * static_cast<double>(term.angles.size()) : 0.0;
        std::vector<double> out(sums.begin(), sums.end());
        for (double& v : out)
            v += passThrough;
        return out;
    }
    std::vector<double> out(static_cast<size_t>(std::max(0L, count)));
    for (long j = 0; j < count; ++j)
        out[static_cast<size_t>(j)] = modelTermAt(term, first + j * step);
    return out;
}

} // namespace pe::ui

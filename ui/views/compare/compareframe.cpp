#include "ui/views/compare/compareframe.h"

#include "core/analysis/fourier/fft.h"
#include "core/analysis/similarity/similarity.h"
#include "core/encodings/alibi.h"
#include "core/encodings/naive.h"
#include "core/encodings/rope.h"
#include "core/encodings/t5.h"
#include "core/parallel.h"
#include "ui/framework/coremessages.h"
#include "ui/framework/numbers.h"

#include <QCoreApplication>
#include <QStringList>

#include "ui/framework/models.h"
#include <QSet>
#include <algorithm>
#include <cmath>
#include <iterator>
#include <limits>
#include <numeric>
#include <optional>

namespace pe::ui {

namespace {
// lupdate files a tr() call outside a class under the enclosing namespace: the same context here.
QString tr(const char* text)
{
    return QCoreApplication::translate("pe::ui", text);
}
} // namespace

QString schemeName(Scheme scheme)
{
    static constexpr const char* names[kSchemeCount] = {"sinusoidal", "learned", "fraction", "index",
                                                        "binary",     "rope",    "alibi",    "t5"};
    const auto i = static_cast<size_t>(scheme);
    return i < std::size(names) ? QString::fromLatin1(names[i]) : QString();
}

QString parseSchemes(const QString& text, std::vector<Scheme>* out)
{
    QStringList names;
    for (const Scheme s : kAllSchemes)
        names << schemeName(s);
    std::array<bool, kSchemeCount> seen{};
    const QStringList parts = text.split(QLatin1Char(','));
    for (const QString& raw : parts) {
        const QString name = raw.trimmed().toLower();
        if (name.isEmpty())
            return text.trimmed().isEmpty()
                       ? tr("the list is empty; name one or more of %1").arg(names.join(QLatin1Char(',')))
                       : tr("'%1' has an empty entry; separate the names by single commas (e.g. %2)")
                             .arg(text, QStringLiteral("sinusoidal,rope"));
        const qsizetype k = names.indexOf(name);
        if (k < 0)
            return tr("unknown scheme '%1' (choose from %2)").arg(raw.trimmed(), names.join(QLatin1Char(',')));
        if (seen[static_cast<size_t>(k)])
            return tr("'%1' is listed twice").arg(name);
        seen[static_cast<size_t>(k)] = true;
    }
    if (out) {
        out->clear();
        for (int k = 0; k < kSchemeCount; ++k)
            if (seen[static_cast<size_t>(k)])
                out->push_back(kAllSchemes[static_cast<size_t>(k)]);
    }
    return {};
}

std::vector<double> meanLaggedDots(const core::AbsoluteEncoding& table, long length, double directLimit)
{
    std::vector<double> sums(static_cast<size_t>(length), 0.0);
    const double products = 0.5 * static_cast<double>(length) * static_cast<double>(length) * table.dim();
    if (products <= directLimit) {
        // Direct sums: exact zeros stay zero, and no FFT rounding (GPT-2's 1024 x 768: 4e8 products).
        const Eigen::MatrixXd p = table.rows(0, length);
        core::parallelFor(length, 16, [&](long begin, long end) {
            for (long delta = begin; delta < end; ++delta) {
                const long n = length - delta;
                sums[static_cast<size_t>(delta)] =
                    (p.topRows(n).array() * p.bottomRows(n).array()).sum() / static_cast<double>(n);
            }
        });
        return sums;
    }
    const long n = 2 * length; // zero padding: no circular wrap-around
    for (int j = 0; j < table.dim(); ++j) {
        Eigen::VectorXd x = Eigen::VectorXd::Zero(n);
        x.head(length) = table.column(j, 0, length);
        Eigen::VectorXcd bins = core::realFft(x);
        for (Eigen::Index b = 0; b < bins.size(); ++b)
            bins[b] = std::norm(bins[b]);
        const Eigen::VectorXd r = core::inverseRealFft(bins, n);
        for (long delta = 0; delta < length; ++delta)
            sums[static_cast<size_t>(delta)] += r[delta];
    }
    for (long delta = 0; delta < length; ++delta)
        sums[static_cast<size_t>(delta)] /= static_cast<double>(length - delta);
    return sums;
}

CompareTerms::CompareTerms(const core::EncodingParams& params, std::shared_ptr<const core::AbsoluteEncoding> encoding,
                           const std::vector<Scheme>& schemes, const CompareTerms* reuse)
    : m_params(params)
    , m_encoding(std::move(encoding))
{
    m_slope = core::alibiSlopes(kCompareAlibiHeads).front();
    const auto wants = [&](Scheme s) { return std::find(schemes.begin(), schemes.end(), s) != schemes.end(); };
    if (!m_encoding || m_encoding->sinusoidal() || m_encoding->maxLength() < params.length) {
        m_learnedProblem = QCoreApplication::translate(
            "pe::ui", "--schemes: 'learned' needs --embeddings FILE (a learned position-embedding table)");
    } else if (wants(Scheme::Learned)) {
        if (reuse && reuse->m_learned && reuse->m_encoding == m_encoding && reuse->m_params.length == params.length)
            m_learned = reuse->m_learned;
        else
            m_learned = std::make_shared<const std::vector<double>>(meanLaggedDots(*m_encoding, params.length));
    }
    // The naive encodings: the mean lagged dot products of their rows, as for a learned table.
    const Scheme naive[] = {Scheme::Fraction, Scheme::Index, Scheme::Binary};
    const core::NaiveKind kinds[] = {core::NaiveKind::Fraction, core::NaiveKind::Index, core::NaiveKind::Binary};
    for (size_t k = 0; k < 3; ++k) {
        if (!wants(naive[k]) || params.length < 2)
            continue;
        if (reuse && reuse->m_naive[k] && reuse->m_params.length == params.length && reuse->m_params.dim == params.dim)
            m_naive[k] = reuse->m_naive[k];
        else
            m_naive[k] = std::make_shared<const std::vector<double>>(
                meanLaggedDots(core::NaiveEncoding(kinds[k], params.dim, params.length), params.length));
    }
    if (params.dim % 2 != 0) {
        m_ropeProblem = QCoreApplication::translate(
                            "pe::ui", "--schemes: 'rope' rotates pairs of dimensions, so d must be even (d = %1)")
                            .arg(numbers::integer(params.dim));
    } else {
        core::RopeParams rope;
        rope.dim = params.dim;
        rope.base = params.base;
        m_ropeAngles = core::ropeAngles(rope);
    }
    if (wants(Scheme::Sinusoidal))
        m_omegas = core::pairFrequencies(params).omegas.matrix();
}

bool CompareTerms::ropeIsTwiceSinusoidal() const
{
    if (m_omegas.size() == 0 || m_ropeAngles.size() != m_omegas.size())
        return false;
    const double ulps = 4 * std::numeric_limits<double>::epsilon();
    return ((m_ropeAngles - m_omegas).array().abs() <= ulps * m_omegas.array().abs()).all();
}

std::vector<double> CompareTerms::progression(Scheme scheme, long first, long step, long count) const
{
    if (scheme == Scheme::Sinusoidal || scheme == Scheme::Rope) {
        const Eigen::VectorXd& angles = scheme == Scheme::Rope ? m_ropeAngles : m_omegas;
        const double weight = scheme == Scheme::Rope ? 2.0 : 1.0;
        const Eigen::VectorXd sums =
            core::progressionCosineSums(angles, Eigen::VectorXd::Constant(angles.size(), weight),
                                        static_cast<double>(first), static_cast<double>(step), count);
        return std::vector<double>(sums.begin(), sums.end());
    }
    std::vector<double> out(static_cast<size_t>(std::max(0L, count)));
    for (long j = 0; j < count; ++j)
        out[static_cast<size_t>(j)] = at(scheme, first + j * step);
    return out;
}

QString CompareTerms::problem(Scheme scheme) const
{
    if (scheme == Scheme::Learned)
        return m_learnedProblem;
    if (scheme == Scheme::Rope)
        return m_ropeProblem;
    return {};
}

double CompareTerms::sinusoidal(const core::EncodingParams& params, long offset)
{
    return core::offsetDot(params, static_cast<double>(offset));
}

double CompareTerms::at(Scheme scheme, long offset) const
{
    switch (scheme) {
    case Scheme::Sinusoidal:
        return sinusoidal(m_params, offset);
    case Scheme::Learned:
        return m_learned ? (*m_learned)[static_cast<size_t>(offset)] : 0.0;
    case Scheme::Fraction:
    case Scheme::Index:
    case Scheme::Binary: {
        const auto& means = m_naive[static_cast<size_t>(scheme) - static_cast<size_t>(Scheme::Fraction)];
        return means ? (*means)[static_cast<size_t>(offset)] : 0.0;
    }
    case Scheme::Rope:
        return core::ropeScoreOnes(m_ropeAngles, static_cast<double>(offset));
    case Scheme::Alibi:
        return offset == 0 ? 0.0 : core::alibiBias(m_slope, offset);
    case Scheme::T5:
        // A key Delta positions before the query: offset key - query = -Delta.
        return core::relativePositionBucket(-offset, true, kCompareT5Buckets, kCompareT5MaxDistance);
    }
    return 0.0;
}

const CompareCurve* CompareFrame::curve(Scheme scheme) const
{
    for (const CompareCurve& c : curves)
        if (c.scheme == scheme)
            return &c;
    return nullptr;
}

namespace {

/// The offsets the chart evaluates, into f.offsets, f.step, f.everyOffset: every one while they fit
/// kCompareOffsetsPerPixel per pixel and the term budget, otherwise every step-th (0, s, 2s, ... and
/// L - 1). Returns the number of regular offsets and whether L - 1 comes apart after them.
std::pair<long, bool> chooseOffsets(CompareFrame& frame, int pixels, long perOffset)
{
    auto* f = &frame;
    // Every offset while they fit kCompareOffsetsPerPixel per pixel, otherwise every step-th
    // (0, s, 2s, ... and L - 1): whole steps keep the offsets integers for ALiBi and T5.
    const long length = f->params.length;
    long count =
        std::min<long>(length, static_cast<long>(std::max(kCompareMinOffsets, pixels * kCompareOffsetsPerPixel)));
    // The sinusoidal and RoPE terms cost d/2 cosines an offset: past the budget the chart samples
    // fewer offsets (the note says how many), so that a frame stays within its time.
    count = std::min(count, std::max<long>(kCompareMinSampled, static_cast<long>(kCompareTermBudget / perOffset)));
    f->step = count >= length ? 1 : (length - 1 + count - 2) / std::max(1L, count - 1);
    const long regular = (length - 1) / f->step + 1; // 0, s, ..., at most L - 1
    f->everyOffset = f->step == 1;
    f->offsets.resize(static_cast<size_t>(regular));
    for (long i = 0; i < regular; ++i)
        f->offsets[static_cast<size_t>(i)] = static_cast<double>(i * f->step);
    const bool lastApart = (regular - 1) * f->step != length - 1;
    if (lastApart)
        f->offsets.push_back(static_cast<double>(length - 1));

    return {regular, lastApart};
}

/// --models: one curve per model, each with its own settings.
std::shared_ptr<const CompareFrame>
computeModelCurves(const ComputeRequest<CompareSettings, CompareViewport, CompareFrame>& request,
                   std::shared_ptr<CompareFrame> f)
{
    QStringList names;
    if (const QString problem = parseModelList(f->settings.models, &names); !problem.isEmpty()) {
        f->problem = tr("--models: %1").arg(problem);
        return f;
    }
    const auto& previous = request.previous;
    const std::vector<ModelTerm>* reuse = previous && previous->models ? previous->models.get() : nullptr;
    auto terms = std::make_shared<std::vector<ModelTerm>>(
        prepareModelTerms(names, f->params, reuse, previous ? previous->params.length : 0));
    long perOffset = 0;
    for (const ModelTerm& t : *terms)
        perOffset += std::max<long>(1, t.angles.size());
    const auto [regular, lastApart] = chooseOffsets(*f, request.viewport.pixels, perOffset);
    for (size_t i = 0; i < terms->size(); ++i) {
        const ModelTerm& t = (*terms)[i];
        CompareCurve c;
        c.model = static_cast<int>(i);
        c.problem = t.problem;
        if (c.problem.isEmpty()) {
            c.y = modelTermProgression(t, 0, f->step, regular);
            if (lastApart)
                c.y.push_back(modelTermAt(t, f->params.length - 1));
        }
        for (const double v : c.y)
            c.maxAbs = std::max(c.maxAbs, std::abs(v));
        f->curves.push_back(std::move(c));
    }
    f->models = std::move(terms);
    return f;
}

} // namespace

std::shared_ptr<const CompareFrame>
computeCompare(const ComputeRequest<CompareSettings, CompareViewport, CompareFrame>& request)
{
    // The chart depends on d, n, L, the table of a learned encoding, the schemes and the pixels,
    // not on the position.
    if (const auto& p = request.previous;
        p && p->terms && p->params == request.inputs.params && p->terms->encoding() == request.inputs.encoding &&
        p->settings.schemes == request.settings.schemes && p->settings.models == request.settings.models &&
        p->viewport == request.viewport)
        return p;
    auto f = newFrame(request);
    if (!f->settings.models.trimmed().isEmpty())
        return computeModelCurves(request, f);
    std::vector<Scheme> schemes;
    f->problem = parseSchemes(f->settings.schemes, &schemes);
    if (!f->problem.isEmpty()) {
        f->problem = tr("--schemes: %1").arg(f->problem);
        return f;
    }
    const CompareTerms* reuse = request.previous ? request.previous->terms.get() : nullptr;
    f->terms = std::make_shared<const CompareTerms>(f->params, request.inputs.encoding, schemes, reuse);

    const long pairs = std::max(1, f->params.dim / 2);
    long perOffset = 0;
    for (const Scheme s : schemes)
        perOffset += (s == Scheme::Sinusoidal || s == Scheme::Rope) ? pairs : 1;
    const auto [regular, lastApart] = chooseOffsets(*f, request.viewport.pixels, perOffset);
    const long length = f->params.length;

    // RoPE's term is twice the sinusoidal one when its angles are the sinusoidal frequencies
    // (the usual case): doubling the sums is exact, and halves the frame's work.
    std::optional<std::size_t> sinusoidal; // its curve's index
    for (const Scheme s : schemes) {
        CompareCurve c;
        c.scheme = s;
        c.problem = f->terms->problem(s);
        if (c.problem.isEmpty() && s == Scheme::Rope && sinusoidal && f->terms->ropeIsTwiceSinusoidal()) {
            c.y = f->curves[*sinusoidal].y;
            for (double& v : c.y)
                v *= 2.0;
        } else if (c.problem.isEmpty()) {
            c.y = f->terms->progression(s, 0, f->step, regular);
            if (lastApart)
                c.y.push_back(f->terms->at(s, length - 1));
        }
        for (const double v : c.y)
            c.maxAbs = std::max(c.maxAbs, std::abs(v));
        if (s == Scheme::Sinusoidal && c.problem.isEmpty())
            sinusoidal = f->curves.size();
        f->curves.push_back(std::move(c));
    }
    return f;
}

} // namespace pe::ui

namespace pe::ui {

using core::models::PositionScheme;

namespace {

QString shown(double v)
{
    return numbers::real(v, 10);
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
                               .arg(numbers::integer(model.table->maxLength()))
                               .arg(numbers::integer(params.length));
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

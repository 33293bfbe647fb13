#include "ui/views/rope/ropeframe.h"

#include "core/formula/trig.h"
#include "core/parallel.h"
#include "core/sampling/sampling.h"
#include "ui/framework/coremessages.h"
#include "ui/framework/numbers.h"
#include "ui/framework/viewhelpers.h"
#include "ui/plotting/fastcolormap.h"
#include "ui/plotting/plotstyle.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <algorithm>
#include <cmath>

namespace pe::ui {

namespace {

/// sum_i weights_i cos(offsets_k angles_i) for every offset (the float fast path of
/// core::sinCosScaled, absolute error below 2e-7 sum_i |weights_i|), split over the cores.
std::vector<double> cosineSums(const Eigen::VectorXd& angles, const Eigen::VectorXd& weights,
                               const std::vector<double>& offsets)
{
    std::vector<double> out(offsets.size(), 0.0);
    core::parallelFor(static_cast<long>(offsets.size()), 2048, [&](long first, long end) {
        const long n = end - first;
        std::vector<float> s(static_cast<size_t>(n)), c(static_cast<size_t>(n)), reduced(static_cast<size_t>(n));
        std::vector<int> quadrant(static_cast<size_t>(n));
        for (Eigen::Index i = 0; i < angles.size(); ++i) {
            core::sinCosScaled(offsets.data() + first, n, angles[i], s.data(), c.data(), quadrant.data(),
                               reduced.data());
            const double w = weights[i];
            for (long t = 0; t < n; ++t)
                out[static_cast<size_t>(first + t)] += w * c[static_cast<size_t>(t)];
        }
    });
    return out;
}

/// sum_i weights_i cos(Delta angles_i) for Delta = 0 .. count-1: the rotation recurrence of
/// core::progressionCosineSums (a few multiplications a term, about 1e-14 each), several times
/// cheaper than a cosine per term.
std::vector<double> consecutiveSums(const Eigen::VectorXd& angles, const Eigen::VectorXd& weights, long count)
{
    const Eigen::VectorXd sums = core::progressionCosineSums(angles, weights, 0.0, 1.0, count);
    return std::vector<double>(sums.begin(), sums.end());
}

/// The decay curve: every offset when it fits, otherwise each pixel column's minimum and
/// maximum over its offsets (all of them within the term budget, evenly spaced samples past it).
void computeCurve(RopeFrame& f, int pixels)
{
    const long length = f.params.length;
    const Eigen::VectorXd twos = Eigen::VectorXd::Constant(f.angles.size(), 2.0);
    const double half = std::max<double>(1.0, static_cast<double>(f.angles.size()));
    const int columns = std::max(16, pixels);
    if (length <= 2L * columns) {
        std::vector<double> offsets(static_cast<size_t>(length));
        for (long t = 0; t < length; ++t)
            offsets[static_cast<size_t>(t)] = static_cast<double>(t);
        f.curveY = consecutiveSums(f.angles, twos, length);
        for (double& y : f.curveY)
            y += f.unrotated;
        f.curveX = std::move(offsets);
        return;
    }
    const core::BlockAxis axis = core::BlockAxis::fit(0, length, columns);
    f.offsetsPerColumn = axis.step;
    const long affordable = static_cast<long>(kRopeTermBudget / (axis.cells * half));
    f.samplesPerColumn = std::clamp<long>(affordable, 2, axis.step);
    f.curveExact = f.samplesPerColumn >= axis.step;
    std::vector<double> offsets;
    std::vector<size_t> begins;
    for (int cell = 0; cell < axis.cells; ++cell) {
        begins.push_back(offsets.size());
        const long a = axis.blockBegin(cell), m = axis.blockSize(cell);
        const long k = std::min(m, f.samplesPerColumn);
        for (long j = 0; j < k; ++j)
            offsets.push_back(static_cast<double>(k == 1 ? a : a + (j * (m - 1) + (k - 1) / 2) / (k - 1)));
    }
    begins.push_back(offsets.size());
    // Every offset sampled: 0 .. L-1 in order, the rotation recurrence's progression.
    const std::vector<double> scores =
        f.curveExact ? consecutiveSums(f.angles, twos, length) : cosineSums(f.angles, twos, offsets);
    for (int cell = 0; cell < axis.cells; ++cell) {
        const auto [lo, hi] = std::minmax_element(scores.begin() + static_cast<long>(begins[cell]),
                                                  scores.begin() + static_cast<long>(begins[cell + 1]));
        const double x = axis.blockCenter(cell);
        // Zigzag min, max, max, min ... so that consecutive columns join without crossing.
        const bool up = cell % 2 == 0;
        f.curveX.insert(f.curveX.end(), {x, x});
        f.curveY.insert(f.curveY.end(), {(up ? *lo : *hi) + f.unrotated, (up ? *hi : *lo) + f.unrotated});
    }
}

/// The L x L matrix at one cell per pixel. The score depends only on the offset, and the mean of
/// sum_i 2 cos(theta_i (k - q)) (plus the constant d - r) over a block of m_k keys and m_q queries is
/// sum_i 2 D_i(m_k) D_i(m_q) cos(theta_i (c_k - c_q)), D the Dirichlet factor and c the block
/// centres: one row of offsets per pair of block sizes, exact whatever the step.
void computeMatrix(RopeFrame& f, int pixels)
{
    const long length = f.params.length;
    const core::BlockAxis axis = core::BlockAxis::fit(0, length, std::max(16, pixels));
    f.step = axis.step;
    f.cells = axis.cells;
    const int n = axis.cells;
    const long last = axis.blockSize(n - 1);
    const long s = axis.step;
    auto weights = [&](long m1, long m2) {
        Eigen::VectorXd w(f.angles.size());
        for (Eigen::Index i = 0; i < w.size(); ++i)
            w[i] = 2.0 * core::dirichletFactor(f.angles[i], m1) * core::dirichletFactor(f.angles[i], m2);
        return w;
    };
    // Full blocks: offsets j s, j = 0 .. n-1. A full block against the last one: c_last - c_i.
    std::vector<double> full(static_cast<size_t>(n)), partial(static_cast<size_t>(n));
    for (int j = 0; j < n; ++j) {
        full[static_cast<size_t>(j)] = static_cast<double>(j) * static_cast<double>(s);
        partial[static_cast<size_t>(j)] = axis.blockCenter(n - 1) - axis.blockCenter(j);
    }
    std::vector<double> fullRow = cosineSums(f.angles, weights(s, s), full);
    std::vector<double> partialRow = last == s ? fullRow : cosineSums(f.angles, weights(s, last), partial);
    for (std::vector<double>* row : {&fullRow, &partialRow})
        for (double& v : *row)
            v += f.unrotated;
    const double corner = last == s ? fullRow[0] : cosineSums(f.angles, weights(last, last), {0.0})[0] + f.unrotated;

    int size = 0;
    QCPRange range;
    helpers::axisExtent(axis, &size, &range);
    auto data = std::make_unique<QCPColorMapData>(size, size, range, range);
    double* cellsOut = FastColorMap::cells(data.get());
    // Row q (past the last block, the last block's) is a window of the full row mirrored,
    // [fullRow(q), .., fullRow(1), fullRow(0), fullRow(1), ..], then the column of the last block
    // repeated; the last row of a short last block is partialRow, then the corner. Copies, not a
    // branchy function per cell: this fill was a third of the frame at 600 x 600.
    std::vector<double> mirrored(static_cast<size_t>(2 * n - 1));
    for (int m = 0; m < n; ++m)
        mirrored[static_cast<size_t>(n - 1 + m)] = mirrored[static_cast<size_t>(n - 1 - m)] =
            fullRow[static_cast<size_t>(m)];
    for (int q = 0; q < size; ++q) {
        const int qc = std::min(q, n - 1);
        double* row = cellsOut + static_cast<size_t>(q) * size;
        double lastColumn = corner;
        if (qc < n - 1 || last == s) {
            std::copy_n(mirrored.begin() + (n - 1 - qc), n - 1, row);
            if (qc < n - 1)
                lastColumn = last == s ? fullRow[static_cast<size_t>(n - 1 - qc)] : partialRow[static_cast<size_t>(qc)];
        } else {
            std::copy_n(partialRow.begin(), n - 1, row);
        }
        std::fill(row + (n - 1), row + size, lastColumn);
    }
    data->setCell(0, 0, cellsOut[0]);
    const double d = 2.0 * static_cast<double>(f.angles.size()) + f.unrotated;
    f.map = PreparedColorMap::make(std::move(data), plotstyle::diverging(), QCPRange(-d, d));
}

} // namespace

std::shared_ptr<const RopeFrame> computeRope(const ComputeRequest<RopeSettings, RopeViewport, RopeFrame>& request)
{
    // The figure depends on d, the base, L, the scaling and the pixels, not on the position.
    if (const auto& p = request.previous;
        p && p->params == request.inputs.params && p->settings == request.settings && p->viewport == request.viewport)
        return p;
    auto f = newFrame(request);
    f->problem = ropeProblem(f->params, f->settings);
    if (!f->problem.isEmpty())
        return f;
    f->rope = ropeParams(f->params, f->settings);
    f->attentionFactor = core::ropeAttentionFactor(f->rope);
    f->angles = core::ropeAngles(f->rope);
    f->wavelengths = core::ropeWavelengths(f->rope);
    f->originalWavelengths = (2 * M_PI) * core::ropeUnscaledAngles(f->rope).cwiseInverse();
    f->unrotated = static_cast<double>(f->rope.dim - core::ropeRotaryDim(f->rope));
    if (f->rope.scaling == core::RopeScaling::Yarn) {
        f->ramp = core::yarnRamp(f->rope);
        f->paperRamp = Eigen::VectorXd::Ones(f->angles.size()) - core::yarnPaperRamps(f->rope);
    }
    computeCurve(*f, request.viewport.curvePixels);
    computeMatrix(*f, request.viewport.matrixPixels);
    return f;
}

} // namespace pe::ui

// The RoPE view's settings as core::RopeParams, and what is wrong with them, naming the option.

namespace pe::ui {

namespace {

// lupdate files a tr() call outside a class under the enclosing namespace: the same context here.
QString tr(const char* text)
{
    return QCoreApplication::translate("pe::ui", text);
}

/// The factors of a list setting, r/2 ones when it is empty.
std::vector<double> factorsOrOnes(const QString& text, int pairs)
{
    std::vector<double> factors;
    if (!parseRopeFactors(text, &factors).isEmpty() || factors.empty())
        return std::vector<double>(static_cast<size_t>(std::max(0, pairs)), 1.0);
    return factors;
}

/// Why a factor list does not fit r/2 pairs, or empty.
QString factorProblem(const QString& option, const QString& text, int pairs)
{
    std::vector<double> factors;
    if (const QString problem = parseRopeFactors(text, &factors); !problem.isEmpty())
        return QStringLiteral("--%1: %2").arg(option, problem);
    if (!factors.empty() && static_cast<long>(factors.size()) != pairs)
        return tr("--%1: %2 factors given; LongRoPE needs one per rotary pair, r/2 = %3 (or none for all 1)")
            .arg(option)
            .arg(factors.size())
            .arg(pairs);
    return {};
}

} // namespace

QString parseRopeFactors(const QString& text, std::vector<double>* factors)
{
    factors->clear();
    QString body = text.trimmed();
    if (body.startsWith(QLatin1Char('[')) && body.endsWith(QLatin1Char(']')))
        body = body.mid(1, body.size() - 2);
    if (body.trimmed().isEmpty())
        return {};
    static const QRegularExpression separator(QStringLiteral("\\s*,\\s*|\\s+"));
    for (const QString& word : body.trimmed().split(separator, Qt::SkipEmptyParts)) {
        bool ok = false;
        const double v = word.toDouble(&ok);
        if (!ok || !std::isfinite(v))
            return tr("'%1' is not a number (give the factors separated by commas)").arg(word);
        if (v <= 0.0)
            return tr("the factor %1 is not greater than 0").arg(word);
        factors->push_back(v);
    }
    return {};
}

core::RopeParams ropeParams(const core::EncodingParams& params, const RopeSettings& settings)
{
    core::RopeParams r;
    r.dim = params.dim;
    r.base = params.base;
    r.scaling = settings.scaling;
    r.factor = settings.factor;
    r.originalLength = settings.originalLength;
    const int rotary = core::partialRotaryDim(params.dim, settings.partialRotaryFactor);
    r.rotaryDim = rotary == params.dim ? 0 : rotary;
    r.maxPositions = settings.maxPositions;
    r.sequenceLength = params.length;
    r.betaFast = settings.betaFast;
    r.betaSlow = settings.betaSlow;
    if (settings.mscale != 0.0)
        r.mscale = settings.mscale;
    if (settings.mscaleAllDim != 0.0)
        r.mscaleAllDim = settings.mscaleAllDim;
    if (settings.attentionFactor != 0.0)
        r.attentionFactor = settings.attentionFactor;
    r.truncate = settings.truncate;
    r.lowFreqFactor = settings.lowFreqFactor;
    r.highFreqFactor = settings.highFreqFactor;
    if (settings.scaling == core::RopeScaling::LongRope) {
        r.shortFactor = factorsOrOnes(settings.shortFactors, rotary / 2);
        r.longFactor = factorsOrOnes(settings.longFactors, rotary / 2);
    }
    if (std::vector<double> divisors; parseRopeFactors(settings.freqFactors, &divisors).isEmpty())
        r.freqFactors = divisors;
    return r;
}

QString ropeSettingsProblem(const core::EncodingParams& params, const RopeSettings& settings)
{
    using core::RopeScaling;
    const int rotary = core::partialRotaryDim(params.dim, settings.partialRotaryFactor);
    if (rotary < 2 || rotary % 2 != 0)
        return tr("--partial-rotary-factor: the rotary dimension r = int(d × %1) = %2 must be an even number "
                  "from 2 to d = %3")
            .arg(numbers::real(settings.partialRotaryFactor, 10))
            .arg(rotary)
            .arg(params.dim);
    if (settings.scaling == RopeScaling::Llama3 && settings.highFreqFactor <= settings.lowFreqFactor)
        return tr("--high-freq-factor: %1 must be greater than --low-freq-factor = %2")
            .arg(numbers::real(settings.highFreqFactor, 10), numbers::real(settings.lowFreqFactor, 10));
    if (settings.scaling == RopeScaling::LongRope) {
        if (settings.originalLength < 2)
            return tr("--original-length: LongRoPE's attention factor divides by ln L0, so L0 must be at least 2");
        for (const auto& [option, text] : {std::pair{QStringLiteral("short-factors"), settings.shortFactors},
                                           std::pair{QStringLiteral("long-factors"), settings.longFactors}})
            if (const QString problem = factorProblem(option, text, rotary / 2); !problem.isEmpty())
                return problem;
    }
    std::vector<double> divisors;
    if (const QString problem = parseRopeFactors(settings.freqFactors, &divisors); !problem.isEmpty())
        return QStringLiteral("--freq-factors: ") + problem;
    if (!divisors.empty() && static_cast<long>(divisors.size()) != rotary / 2)
        return tr("--freq-factors: %1 divisors given; llama.cpp's rope_freqs has one per rotary pair, r/2 = %2 "
                  "(or none)")
            .arg(divisors.size())
            .arg(rotary / 2);
    return {};
}

QString ropeProblem(const core::EncodingParams& params, const RopeSettings& settings)
{
    using core::RopeScaling;
    if (params.dim % 2 != 0)
        return tr("--d: RoPE rotates pairs of dimensions, so d must be even (d = %1); use --d %2 or --d %3")
            .arg(params.dim)
            .arg(params.dim - 1)
            .arg(params.dim + 1);
    if (const QString problem = ropeSettingsProblem(params, settings); !problem.isEmpty())
        return problem;
    const int rotary = core::partialRotaryDim(params.dim, settings.partialRotaryFactor);
    if (settings.scaling == RopeScaling::Ntk && rotary < 4)
        return tr("--d: NTK scaling raises s to the power d/(d-2), so it needs d >= 4 (d = %1)").arg(rotary);
    if (settings.scaling == RopeScaling::Dynamic && rotary < 4)
        return tr("--d: dynamic NTK scaling raises its ratio to the power r/(r-2), so it needs a rotary dimension "
                  "r >= 4 (r = %1)")
            .arg(rotary);
    try {
        ropeParams(params, settings).validate();
    } catch (const core::ParameterError& e) {
        return coremessages::text(e);
    }
    return {};
}

} // namespace pe::ui

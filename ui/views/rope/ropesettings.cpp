// The RoPE view's settings as core::RopeParams, and what is wrong with them, naming the option.

#include "ui/views/rope/ropeframe.h"

#include "ui/framework/coremessages.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <cmath>

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
            .arg(realToText(settings.partialRotaryFactor))
            .arg(rotary)
            .arg(params.dim);
    if (settings.scaling == RopeScaling::Llama3 && settings.highFreqFactor <= settings.lowFreqFactor)
        return tr("--high-freq-factor: %1 must be greater than --low-freq-factor = %2")
            .arg(realToText(settings.highFreqFactor), realToText(settings.lowFreqFactor));
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

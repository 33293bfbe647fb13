// Internal: part of core/encodings/rope.h (no header of its own).
// The context-extension scalings of RoPE, each as Hugging Face transformers computes it
// (src/transformers/modeling_rope_utils.py, `rope_parameters` version: see rope.h), in double.

#include "core/encodings/rope.h"

#include "core/formula/params.h"

#include <algorithm>
#include <cmath>

namespace pe::core {

namespace {

constexpr double kPi = 3.14159265358979323846;

[[noreturn]] void fail(ProblemCode code, const std::string& parameter, double value, double low, double high)
{
    throw ParameterError(rangeProblem(code, parameter, value, low, high));
}

bool positiveFinite(double v)
{
    return std::isfinite(v) && v > 0.0;
}

void checkFactors(const std::vector<double>& factors, const std::string& name, int pairs)
{
    if (static_cast<long>(factors.size()) != pairs)
        fail(ProblemCode::WrongCount, name, static_cast<double>(factors.size()), 0, static_cast<double>(pairs));
    for (size_t i = 0; i < factors.size(); ++i)
        if (!positiveFinite(factors[i])) {
            Problem p = rangeProblem(ProblemCode::FactorNotPositive, name, factors[i], 0, HUGE_VAL);
            p.index = static_cast<long long>(i);
            throw ParameterError(p);
        }
}

double betaFastOf(const RopeParams& p)
{
    return p.betaFast != 0.0 ? p.betaFast : 32.0; // rope_parameters.get("beta_fast") or 32
}

double betaSlowOf(const RopeParams& p)
{
    return p.betaSlow != 0.0 ? p.betaSlow : 1.0; // rope_parameters.get("beta_slow") or 1
}

// _compute_yarn_parameters, term for term as it mixes them (1 - (1 - ramp) is not ramp in
// floating point, and the interpolated frequency is 1 / (s * base^(2i/r)), not theta_i / s).
Eigen::VectorXd yarnAngles(const RopeParams& p)
{
    const int r = ropeRotaryDim(p);
    const Eigen::VectorXd ramp = yarnRamp(p);
    Eigen::VectorXd theta(r / 2);
    for (int i = 0; i < r / 2; ++i) {
        const double posFreq = std::pow(p.base, static_cast<double>(2 * i) / r);
        const double extrapolation = 1.0 / posFreq;
        const double interpolation = 1.0 / (p.factor * posFreq);
        const double extrapolationFactor = 1.0 - ramp[i];
        theta[i] = interpolation * (1.0 - extrapolationFactor) + extrapolation * extrapolationFactor;
    }
    return theta;
}

// _compute_llama3_parameters: torch.where on the wavelength, then the smoothed medium band.
Eigen::VectorXd llama3Angles(const RopeParams& p)
{
    const Eigen::VectorXd invFreq = ropeUnscaledAngles(p);
    const double oldContextLen = static_cast<double>(p.originalLength);
    const double lowFreqWavelen = oldContextLen / p.lowFreqFactor;
    const double highFreqWavelen = oldContextLen / p.highFreqFactor;
    Eigen::VectorXd out(invFreq.size());
    for (Eigen::Index i = 0; i < invFreq.size(); ++i) {
        const double wavelen = 2 * kPi / invFreq[i];
        double llama = wavelen > lowFreqWavelen ? invFreq[i] / p.factor : invFreq[i];
        const double smooth = (oldContextLen / wavelen - p.lowFreqFactor) / (p.highFreqFactor - p.lowFreqFactor);
        const double smoothed = (1 - smooth) * llama / p.factor + smooth * llama;
        const bool medium = !(wavelen < highFreqWavelen) && !(wavelen > lowFreqWavelen);
        out[i] = medium ? smoothed : llama;
    }
    return out;
}

// _compute_longrope_parameters: inv_freq = 1.0 / (ext_factors * base**inv_freq_shape).
Eigen::VectorXd longRopeAngles(const RopeParams& p)
{
    const int r = ropeRotaryDim(p);
    const std::vector<double>& ext = longRopeUsesLongFactors(p) ? p.longFactor : p.shortFactor;
    Eigen::VectorXd theta(r / 2);
    for (int i = 0; i < r / 2; ++i)
        theta[i] = 1.0 / (ext[static_cast<size_t>(i)] * std::pow(p.base, static_cast<double>(2 * i) / r));
    return theta;
}

} // namespace

void RopeParams::validate() const
{
    if (dim < 2 || dim > Limits::maxDim || dim % 2 != 0)
        fail(ProblemCode::EvenIntegerOutOfRange, "d", dim, 2, Limits::maxDim);
    if (rotaryDim != 0 && (rotaryDim < 2 || rotaryDim > dim || rotaryDim % 2 != 0))
        fail(ProblemCode::EvenIntegerOutOfRange, "r", rotaryDim, 2, dim);
    const int r = ropeRotaryDim(*this);
    if (scaling == RopeScaling::Ntk && r < 4)
        fail(ProblemCode::EvenIntegerOutOfRange, "d", r, 4, Limits::maxDim);
    if (scaling == RopeScaling::Dynamic && r < 4)
        fail(ProblemCode::EvenIntegerOutOfRange, "d", r, 4, Limits::maxDim);
    if (!std::isfinite(base) || base <= 1.0 || base > 1e9)
        fail(ProblemCode::NumberAboveOutOfRange, "base", base, 1, 1e9);
    if (!std::isfinite(factor) || factor < 1.0 || factor > 1000.0)
        fail(ProblemCode::NumberOutOfRange, "s", factor, 1, 1000);
    if (originalLength < 1 || originalLength > Limits::maxLength)
        fail(ProblemCode::IntegerOutOfRange, "L0", originalLength, 1, static_cast<double>(Limits::maxLength));
    if (maxPositions < 0 || maxPositions > kRopeMaxPositions)
        fail(ProblemCode::ZeroOrIntegerOutOfRange, "max_position_embeddings", static_cast<double>(maxPositions), 1,
             static_cast<double>(kRopeMaxPositions));
    if (sequenceLength < 0 || sequenceLength > kRopeMaxPositions)
        fail(ProblemCode::ZeroOrIntegerOutOfRange, "sequence_length", static_cast<double>(sequenceLength), 1,
             static_cast<double>(kRopeMaxPositions));
    if (scaling == RopeScaling::Yarn) {
        for (const auto& [name, v] : {std::pair<const char*, double>{"beta_fast", betaFast}, {"beta_slow", betaSlow}})
            if (!std::isfinite(v) || v < 0.0 || v > 1e6)
                fail(ProblemCode::NumberOutOfRange, name, v, 0, 1e6);
        for (const auto& [name, v] :
             {std::pair<const char*, std::optional<double>>{"mscale", mscale}, {"mscale_all_dim", mscaleAllDim}})
            if (v && (!std::isfinite(*v) || *v < 0.0 || *v > 1e3))
                fail(ProblemCode::NumberOutOfRange, name, *v, 0, 1e3);
    }
    if ((scaling == RopeScaling::Yarn || scaling == RopeScaling::LongRope) && attentionFactor &&
        (!positiveFinite(*attentionFactor) || *attentionFactor > 1e3))
        fail(ProblemCode::NumberAboveOutOfRange, "attention_factor", *attentionFactor, 0, 1e3);
    if (scaling == RopeScaling::Llama3) {
        if (!positiveFinite(lowFreqFactor) || lowFreqFactor > 1e6)
            fail(ProblemCode::NumberAboveOutOfRange, "low_freq_factor", lowFreqFactor, 0, 1e6);
        if (!std::isfinite(highFreqFactor) || highFreqFactor <= lowFreqFactor || highFreqFactor > 1e6)
            fail(ProblemCode::NumberAboveOutOfRange, "high_freq_factor", highFreqFactor, lowFreqFactor, 1e6);
    }
    if (scaling == RopeScaling::LongRope) {
        if (originalLength < 2)
            fail(ProblemCode::IntegerOutOfRange, "L0", originalLength, 2, static_cast<double>(Limits::maxLength));
        checkFactors(shortFactor, "short_factor", r / 2);
        checkFactors(longFactor, "long_factor", r / 2);
    }
    if (!freqFactors.empty())
        checkFactors(freqFactors, "rope_freqs", r / 2);
}

int partialRotaryDim(int headDim, double partialRotaryFactor)
{
    return static_cast<int>(std::trunc(headDim * partialRotaryFactor));
}

int ropeRotaryDim(const RopeParams& p)
{
    return p.rotaryDim == 0 ? p.dim : p.rotaryDim;
}

long ropeMaxPositions(const RopeParams& p)
{
    if (p.maxPositions > 0)
        return p.maxPositions;
    if (p.scaling == RopeScaling::Dynamic)
        return p.originalLength;
    return std::lround(static_cast<double>(p.originalLength) * p.factor);
}

double ropeNtkBase(int dim, double base, double factor)
{
    return base * std::pow(factor, static_cast<double>(dim) / (dim - 2));
}

double ropeDynamicBase(const RopeParams& p)
{
    const int r = ropeRotaryDim(p);
    const double maxPositions = static_cast<double>(ropeMaxPositions(p));
    // seq_len = max(seq_len, max_position_embeddings); None at initialisation
    const double seqLen = std::max(static_cast<double>(p.sequenceLength), maxPositions);
    return p.base * std::pow((p.factor * seqLen / maxPositions) - (p.factor - 1), static_cast<double>(r) / (r - 2));
}

bool longRopeUsesLongFactors(const RopeParams& p)
{
    return p.sequenceLength != 0 && p.sequenceLength > p.originalLength;
}

double longRopeFactor(const RopeParams& p)
{
    return p.maxPositions > 0 ? static_cast<double>(p.maxPositions) / static_cast<double>(p.originalLength) : p.factor;
}

double yarnCorrectionDim(double rotations, int dim, double base, long originalLength)
{
    return (dim * std::log(static_cast<double>(originalLength) / (rotations * 2 * kPi))) / (2 * std::log(base));
}

YarnRange yarnCorrectionRange(const RopeParams& p)
{
    const int r = ropeRotaryDim(p);
    YarnRange range;
    range.lowDim = yarnCorrectionDim(betaFastOf(p), r, p.base, p.originalLength);
    range.highDim = yarnCorrectionDim(betaSlowOf(p), r, p.base, p.originalLength);
    // Python's ints do not overflow; with a base barely above 1 the bounds pass any long, and
    // beyond 2^53 they no longer change the ramp of the r/2 <= 4096 pairs.
    constexpr double kLimit = 9007199254740992.0;
    range.low = static_cast<long>(std::min(std::max(std::floor(range.lowDim), 0.0), kLimit));
    range.high = static_cast<long>(std::max(std::min(std::ceil(range.highDim), r - 1.0), -kLimit));
    if (p.truncate) {
        range.lowBound = static_cast<double>(range.low);
        range.highBound = static_cast<double>(range.high);
    } else {
        range.lowBound = std::max(range.lowDim, 0.0);
        range.highBound = std::min(range.highDim, r - 1.0);
    }
    return range;
}

Eigen::VectorXd yarnRamp(const RopeParams& p)
{
    const YarnRange range = yarnCorrectionRange(p);
    const double low = range.lowBound;
    // The references add 0.001 to the upper bound only, so the denominator is 0.001 to rounding.
    const double high = range.lowBound == range.highBound ? range.highBound + 0.001 : range.highBound;
    const int pairs = ropeRotaryDim(p) / 2;
    Eigen::VectorXd ramp(pairs);
    for (int i = 0; i < pairs; ++i)
        ramp[i] = std::clamp((i - low) / (high - low), 0.0, 1.0);
    return ramp;
}

double yarnGetMscale(double factor, double mscale)
{
    if (factor <= 1.0)
        return 1.0;
    return 0.1 * mscale * std::log(factor) + 1.0;
}

double yarnAttentionFactor(double factor)
{
    return yarnGetMscale(factor, 1.0);
}

double ropeAttentionFactor(const RopeParams& p)
{
    switch (p.scaling) {
    case RopeScaling::Yarn:
        if (p.attentionFactor)
            return *p.attentionFactor;
        if (p.mscale.value_or(0.0) != 0.0 && p.mscaleAllDim.value_or(0.0) != 0.0)
            return yarnGetMscale(p.factor, *p.mscale) / yarnGetMscale(p.factor, *p.mscaleAllDim);
        return yarnGetMscale(p.factor, 1.0);
    case RopeScaling::LongRope: {
        if (p.attentionFactor)
            return *p.attentionFactor;
        const double f = longRopeFactor(p);
        if (f <= 1.0)
            return 1.0;
        return std::sqrt(1 + std::log(f) / std::log(static_cast<double>(p.originalLength)));
    }
    default:
        return 1.0;
    }
}

std::vector<Llama3Band> llama3Bands(const RopeParams& p)
{
    const Eigen::VectorXd theta = ropeUnscaledAngles(p);
    const double oldContextLen = static_cast<double>(p.originalLength);
    std::vector<Llama3Band> bands(static_cast<size_t>(theta.size()));
    for (Eigen::Index i = 0; i < theta.size(); ++i) {
        const double wavelen = 2 * kPi / theta[i];
        bands[static_cast<size_t>(i)] = wavelen < oldContextLen / p.highFreqFactor  ? Llama3Band::High
                                        : wavelen > oldContextLen / p.lowFreqFactor ? Llama3Band::Low
                                                                                    : Llama3Band::Medium;
    }
    return bands;
}

double yarnPaperRamp(double r, double alpha, double beta)
{
    if (r < alpha)
        return 0.0;
    if (r > beta)
        return 1.0;
    return (r - alpha) / (beta - alpha);
}

Eigen::VectorXd yarnPaperRamps(const RopeParams& p)
{
    p.validate();
    const Eigen::VectorXd theta = ropeUnscaledAngles(p);
    Eigen::VectorXd gamma(theta.size());
    for (Eigen::Index i = 0; i < theta.size(); ++i)
        gamma[i] = yarnPaperRamp(static_cast<double>(p.originalLength) / (2 * kPi / theta[i]));
    return gamma;
}

namespace {

Eigen::VectorXd scaledAngles(const RopeParams& p)
{
    const int r = ropeRotaryDim(p);
    switch (p.scaling) {
    case RopeScaling::None:
        return ropeBaseAngles(r, p.base);
    case RopeScaling::Pi:
        return ropeBaseAngles(r, p.base) / p.factor;
    case RopeScaling::Ntk:
        return ropeBaseAngles(r, ropeNtkBase(r, p.base, p.factor));
    case RopeScaling::Dynamic:
        return ropeBaseAngles(r, ropeDynamicBase(p));
    case RopeScaling::Yarn:
        return yarnAngles(p);
    case RopeScaling::Llama3:
        return llama3Angles(p);
    case RopeScaling::LongRope:
        return longRopeAngles(p);
    }
    return ropeBaseAngles(r, p.base);
}

} // namespace

Eigen::VectorXd ropeAngles(const RopeParams& p)
{
    p.validate();
    Eigen::VectorXd angles = scaledAngles(p);
    // llama.cpp's per-pair factors (GGUF rope_freqs.weight): ggml's rope passes theta / ff[i] to
    // rope_yarn (ggml-cpu/ops.cpp), whose scalings are linear in the angle, so dividing the
    // scaled angle is the same.
    for (size_t i = 0; i < p.freqFactors.size(); ++i)
        angles[static_cast<Eigen::Index>(i)] /= p.freqFactors[i];
    return angles;
}

} // namespace pe::core

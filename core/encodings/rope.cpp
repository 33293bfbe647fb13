#include "rope.h"

#include "core/offsetsums.h"
#include "core/params.h"
#include "core/trig.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace pe::core {

namespace {

constexpr double kPi = 3.14159265358979323846;

[[noreturn]] void fail(const std::string& parameter, const std::string& value, const std::string& rule)
{
    throw ParameterError(parameter, parameter + " = " + value + " is out of range: " + rule);
}

void requirePairs(const Eigen::VectorXd& angles, const Eigen::VectorXd& q, const Eigen::VectorXd& k)
{
    if (q.size() != 2 * angles.size())
        fail("q", "a vector of length " + std::to_string(q.size()),
             "q must have length d = " + std::to_string(2 * angles.size()));
    if (k.size() != 2 * angles.size())
        fail("k", "a vector of length " + std::to_string(k.size()),
             "k must have length d = " + std::to_string(2 * angles.size()));
}

// An invalid d is reported by validate(), not by an allocation of d ones.
Eigen::VectorXd onesOfLength(int dim)
{
    return Eigen::VectorXd::Ones(dim >= 2 && dim <= Limits::maxDim ? dim : 0);
}

} // namespace

void RopeParams::validate() const
{
    if (dim < 2 || dim > Limits::maxDim || dim % 2 != 0)
        fail("d", std::to_string(dim), "the RoPE dimension must be an even integer from 2 to 8192");
    if (scaling == RopeScaling::Ntk && dim < 4)
        fail("d", std::to_string(dim), "NTK scaling raises s to d/(d-2), so d must be an even integer from 4 to 8192");
    if (!std::isfinite(base) || base <= 1.0 || base > 1e9)
        fail("base", formatNumber(base), "the RoPE base must be a finite number greater than 1 and at most 1e9");
    if (!std::isfinite(factor) || factor < 1.0 || factor > 1000.0)
        fail("s", formatNumber(factor), "the scaling factor must be a number from 1 to 1000");
    if (originalLength < 1 || originalLength > Limits::maxLength)
        fail("L0", std::to_string(originalLength), "the original length must be an integer from 1 to 1048576");
}

Eigen::VectorXd ropeBaseAngles(int dim, double base)
{
    // 1 / base^(2i/d), written as the references write it (inv_freq = 1.0 / (base ** (arange(0, d, 2) / d))).
    Eigen::VectorXd theta(dim / 2);
    for (int i = 0; i < dim / 2; ++i)
        theta[i] = 1.0 / std::pow(base, static_cast<double>(2 * i) / dim);
    return theta;
}

double ropeNtkBase(int dim, double base, double factor)
{
    return base * std::pow(factor, static_cast<double>(dim) / (dim - 2));
}

double yarnCorrectionDim(double rotations, int dim, double base, long originalLength)
{
    return (dim * std::log(static_cast<double>(originalLength) / (rotations * 2 * kPi))) / (2 * std::log(base));
}

YarnRange yarnCorrectionRange(const RopeParams& p, double betaFast, double betaSlow)
{
    YarnRange r;
    r.lowDim = yarnCorrectionDim(betaFast, p.dim, p.base, p.originalLength);
    r.highDim = yarnCorrectionDim(betaSlow, p.dim, p.base, p.originalLength);
    // Python's ints do not overflow; with a base barely above 1 the bounds pass any long, and
    // beyond 2^53 they no longer change the ramp of the d/2 <= 4096 pairs.
    constexpr double kLimit = 9007199254740992.0;
    r.low = static_cast<long>(std::min(std::max(std::floor(r.lowDim), 0.0), kLimit));
    r.high = static_cast<long>(std::max(std::min(std::ceil(r.highDim), p.dim - 1.0), -kLimit));
    return r;
}

Eigen::VectorXd yarnRamp(const RopeParams& p)
{
    const YarnRange r = yarnCorrectionRange(p);
    const double low = r.low;
    // The references add 0.001 to the upper bound only, so the denominator is 0.001 to rounding.
    const double high = r.low == r.high ? r.high + 0.001 : r.high;
    Eigen::VectorXd ramp(p.dim / 2);
    for (int i = 0; i < p.dim / 2; ++i)
        ramp[i] = std::clamp((i - low) / (high - low), 0.0, 1.0);
    return ramp;
}

double yarnAttentionFactor(double factor)
{
    if (factor <= 1.0)
        return 1.0;
    return 0.1 * std::log(factor) + 1.0;
}

double ropeAttentionFactor(const RopeParams& p)
{
    return p.scaling == RopeScaling::Yarn ? yarnAttentionFactor(p.factor) : 1.0;
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
    const Eigen::VectorXd theta = ropeBaseAngles(p.dim, p.base);
    Eigen::VectorXd gamma(theta.size());
    for (Eigen::Index i = 0; i < theta.size(); ++i)
        gamma[i] = yarnPaperRamp(static_cast<double>(p.originalLength) / (2 * kPi / theta[i]));
    return gamma;
}

Eigen::VectorXd ropeAngles(const RopeParams& p)
{
    p.validate();
    switch (p.scaling) {
    case RopeScaling::None:
        return ropeBaseAngles(p.dim, p.base);
    case RopeScaling::Pi:
        return ropeBaseAngles(p.dim, p.base) / p.factor;
    case RopeScaling::Ntk:
        return ropeBaseAngles(p.dim, ropeNtkBase(p.dim, p.base, p.factor));
    case RopeScaling::Yarn:
        break;
    }
    // Term for term as _compute_yarn_parameters mixes them (1 - (1 - ramp) is not ramp in
    // floating point, and the interpolated frequency is 1 / (s * base^(2i/d)), not theta_i / s).
    const Eigen::VectorXd ramp = yarnRamp(p);
    Eigen::VectorXd theta(p.dim / 2);
    for (int i = 0; i < p.dim / 2; ++i) {
        const double posFreq = std::pow(p.base, static_cast<double>(2 * i) / p.dim);
        const double extrapolation = 1.0 / posFreq;
        const double interpolation = 1.0 / (p.factor * posFreq);
        const double extrapolationFactor = 1.0 - ramp[i];
        theta[i] = interpolation * (1.0 - extrapolationFactor) + extrapolation * extrapolationFactor;
    }
    return theta;
}

Eigen::VectorXd ropeWavelengths(const RopeParams& p)
{
    return (2 * kPi) * ropeAngles(p).cwiseInverse();
}

double ropeScore(const Eigen::VectorXd& angles, const Eigen::VectorXd& q, const Eigen::VectorXd& k, double offset)
{
    requirePairs(angles, q, k);
    double score = 0.0;
    for (Eigen::Index i = 0; i < angles.size(); ++i) {
        const double a = q[2 * i] * k[2 * i] + q[2 * i + 1] * k[2 * i + 1];
        const double b = q[2 * i + 1] * k[2 * i] - q[2 * i] * k[2 * i + 1];
        const double phi = offset * angles[i];
        score += a * std::cos(phi) + b * std::sin(phi);
    }
    return score;
}

double ropeScoreOnes(const Eigen::VectorXd& angles, double offset)
{
    double score = 0.0;
    for (Eigen::Index i = 0; i < angles.size(); ++i)
        score += 2.0 * std::cos(offset * angles[i]);
    return score;
}

double ropeScoreAt(const Eigen::VectorXd& angles, const Eigen::VectorXd& q, const Eigen::VectorXd& k, long query,
                   long key)
{
    return ropeScore(angles, q, k, static_cast<double>(key - query));
}

Eigen::VectorXd ropeScores(const Eigen::VectorXd& angles, long length, const Eigen::VectorXd& q,
                           const Eigen::VectorXd& k)
{
    const bool ones = q.size() == 0 && k.size() == 0;
    if (!ones)
        requirePairs(angles, q, k);
    if (length < 0)
        fail("L", std::to_string(length), "the number of offsets must not be negative");
    Eigen::VectorXd scores = Eigen::VectorXd::Zero(length);
    if (length == 0)
        return scores;
    std::vector<double> offsets(static_cast<size_t>(length));
    for (long t = 0; t < length; ++t)
        offsets[static_cast<size_t>(t)] = static_cast<double>(t);
    std::vector<float> s(offsets.size()), c(offsets.size()), reduced(offsets.size());
    std::vector<int> quadrant(offsets.size());
    for (Eigen::Index i = 0; i < angles.size(); ++i) {
        const double a = ones ? 2.0 : q[2 * i] * k[2 * i] + q[2 * i + 1] * k[2 * i + 1];
        const double b = ones ? 0.0 : q[2 * i + 1] * k[2 * i] - q[2 * i] * k[2 * i + 1];
        sinCosScaled(offsets.data(), length, angles[i], s.data(), c.data(), quadrant.data(), reduced.data());
        for (long t = 0; t < length; ++t)
            scores[t] += a * c[static_cast<size_t>(t)] + b * s[static_cast<size_t>(t)];
    }
    return scores;
}

Eigen::VectorXd progressionCosineSums(const Eigen::VectorXd& angles, const Eigen::VectorXd& weights, double first,
                                      double step, long count)
{
    if (weights.size() != angles.size())
        fail("weights", "a vector of length " + std::to_string(weights.size()),
             "one weight per angle (" + std::to_string(angles.size()) + ")");
    Eigen::VectorXd sums = Eigen::VectorXd::Zero(std::max(0L, count));
    if (count <= 0)
        return sums;
    std::vector<double> distances(static_cast<size_t>(count)); // the squared distances, not needed here
    detail::parallelProgressionSums(angles.array(), weights.array(), first, step, count, sums.data(), distances.data());
    return sums;
}

RopeEncoding::RopeEncoding(const RopeParams& params)
    : RopeEncoding(params, onesOfLength(params.dim), onesOfLength(params.dim))
{
}

RopeEncoding::RopeEncoding(const RopeParams& params, const Eigen::VectorXd& q, const Eigen::VectorXd& k)
    : m_params(params)
    , m_angles(ropeAngles(params))
    , m_q(q)
    , m_k(k)
{
    requirePairs(m_angles, m_q, m_k);
}

std::string RopeEncoding::describe() const
{
    std::string text = "RoPE, d = " + std::to_string(m_params.dim) + ", base = " + formatNumber(m_params.base);
    switch (m_params.scaling) {
    case RopeScaling::None:
        break;
    case RopeScaling::Pi:
        text += ", position interpolation s = " + formatNumber(m_params.factor);
        break;
    case RopeScaling::Ntk:
        text += ", NTK-aware s = " + formatNumber(m_params.factor) +
                " (base' = " + formatNumber(ropeNtkBase(m_params.dim, m_params.base, m_params.factor)) + ")";
        break;
    case RopeScaling::Yarn:
        text += ", YaRN s = " + formatNumber(m_params.factor) + ", L0 = " + std::to_string(m_params.originalLength) +
                ", attention factor " + formatNumber(yarnAttentionFactor(m_params.factor));
        break;
    }
    return text;
}

double RopeEncoding::atOffset(long offset) const
{
    return ropeScore(m_angles, m_q, m_k, static_cast<double>(offset));
}

} // namespace pe::core

#include "core/encodings/rope.h"
#include "core/enumnames.h"

#include "core/analysis/similarity/offsetsums.h"
#include "core/formula/params.h"
#include "core/formula/trig.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace pe::core {

namespace {

constexpr double kPi = 3.14159265358979323846;

/// `name` holds `count` items where `needed` are needed.
[[noreturn]] void failCount(const std::string& name, std::size_t count, std::size_t needed)
{
    throw ParameterError(
        rangeProblem(ProblemCode::WrongCount, name, static_cast<double>(count), 0, static_cast<double>(needed)));
}

// q and k of one length d, at least the rotary 2 * angles.size().
void requirePairs(const Eigen::VectorXd& angles, const Eigen::VectorXd& q, const Eigen::VectorXd& k)
{
    if (q.size() < 2 * angles.size())
        failCount("q", static_cast<std::size_t>(q.size()), 2 * angles.size());
    if (k.size() != q.size())
        failCount("k", static_cast<std::size_t>(k.size()), static_cast<std::size_t>(q.size()));
}

// The unrotated components (partial rotary) add their dot product, whatever the offset.
double passThrough(const Eigen::VectorXd& angles, const Eigen::VectorXd& q, const Eigen::VectorXd& k)
{
    const Eigen::Index tail = q.size() - 2 * angles.size();
    return tail > 0 ? q.tail(tail).dot(k.tail(tail)) : 0.0;
}

void requireLength(const RopeParams& params, const Eigen::VectorXd& v, const char* name)
{
    if (v.size() != params.dim)
        failCount(name, static_cast<std::size_t>(v.size()), static_cast<std::size_t>(params.dim));
}

// An invalid d is reported by validate(), not by an allocation of d ones.
Eigen::VectorXd onesOfLength(int dim)
{
    return Eigen::VectorXd::Ones(dim >= 2 && dim <= Limits::maxDim ? dim : 0);
}

} // namespace

Eigen::VectorXd ropeBaseAngles(int dim, double base)
{
    // 1 / base^(2i/d), written as the references write it (inv_freq = 1.0 / (base ** (arange(0, d, 2) / d))).
    Eigen::VectorXd theta(dim / 2);
    for (int i = 0; i < dim / 2; ++i)
        theta[i] = 1.0 / std::pow(base, static_cast<double>(2 * i) / dim);
    return theta;
}

Eigen::VectorXd ropeUnscaledAngles(const RopeParams& params)
{
    return ropeBaseAngles(ropeRotaryDim(params), params.base);
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
    return score + passThrough(angles, q, k);
}

double ropeScoreOnes(const Eigen::VectorXd& angles, double offset, int dim)
{
    double score = 0.0;
    for (Eigen::Index i = 0; i < angles.size(); ++i)
        score += 2.0 * std::cos(offset * angles[i]);
    return dim > 0 ? score + static_cast<double>(dim - 2 * angles.size()) : score;
}

double ropeScoreAt(const Eigen::VectorXd& angles, const Eigen::VectorXd& q, const Eigen::VectorXd& k, long query,
                   long key)
{
    return ropeScore(angles, q, k, static_cast<double>(key - query));
}

Eigen::VectorXd ropeScores(const Eigen::VectorXd& angles, long length, const Eigen::VectorXd& q,
                           const Eigen::VectorXd& k, int dim)
{
    const bool ones = q.size() == 0 && k.size() == 0;
    if (!ones)
        requirePairs(angles, q, k);
    if (length < 0)
        throw ParameterError(rangeProblem(ProblemCode::IntegerOutOfRange, "L", static_cast<double>(length), 0,
                                          static_cast<double>(Limits::maxLength)));
    const double unrotated =
        ones ? (dim > 0 ? static_cast<double>(dim - 2 * angles.size()) : 0.0) : passThrough(angles, q, k);
    Eigen::VectorXd scores = Eigen::VectorXd::Constant(length, unrotated);
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
        failCount("weights", static_cast<std::size_t>(weights.size()), angles.size());
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
    requireLength(params, m_q, "q");
    requireLength(params, m_k, "k");
}

std::string RopeEncoding::describe() const
{
    const RopeParams& p = m_params;
    std::string text = "RoPE, d = " + std::to_string(p.dim) + ", base = " + formatNumber(p.base);
    if (ropeRotaryDim(p) != p.dim)
        text += ", rotary dimension " + std::to_string(ropeRotaryDim(p));
    const std::string s = formatNumber(p.factor);
    const std::string l0 = std::to_string(p.originalLength);
    switch (p.scaling) {
    case RopeScaling::None:
        break;
    case RopeScaling::Pi:
        text += ", position interpolation s = " + s;
        break;
    case RopeScaling::Ntk:
        text +=
            ", NTK-aware s = " + s + " (base' = " + formatNumber(ropeNtkBase(ropeRotaryDim(p), p.base, p.factor)) + ")";
        break;
    case RopeScaling::Dynamic:
        text += ", dynamic NTK s = " + s + " (base' = " + formatNumber(ropeDynamicBase(p)) + ")";
        break;
    case RopeScaling::Yarn:
        text += ", YaRN s = " + s + ", L0 = " + l0 + ", attention factor " + formatNumber(ropeAttentionFactor(p));
        break;
    case RopeScaling::Llama3:
        text += ", Llama 3 s = " + s + ", L0 = " + l0 + ", frequency factors " + formatNumber(p.lowFreqFactor) +
                " and " + formatNumber(p.highFreqFactor);
        break;
    case RopeScaling::LongRope:
        text += std::string(", LongRoPE ") + (longRopeUsesLongFactors(p) ? "long" : "short") + " factors, L0 = " + l0 +
                ", attention factor " + formatNumber(ropeAttentionFactor(p));
        break;
    }
    return text;
}

double RopeEncoding::atOffset(long offset) const
{
    return ropeScore(m_angles, m_q, m_k, static_cast<double>(offset));
}

// The names of RopeScaling on the command line and in files (one table, both directions).
constexpr EnumName<RopeScaling> kRopeScalings[] = {
    {RopeScaling::None, "none"},        {RopeScaling::Pi, "pi"},     {RopeScaling::Ntk, "ntk"},
    {RopeScaling::Dynamic, "dynamic"},  {RopeScaling::Yarn, "yarn"}, {RopeScaling::Llama3, "llama3"},
    {RopeScaling::LongRope, "longrope"}};

PE_ENUM_NAMES(RopeScaling, kRopeScalings, ropeScalingName, parseRopeScaling, "none")

} // namespace pe::core

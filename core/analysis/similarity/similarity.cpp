#include "core/analysis/similarity/similarity.h"
#include "core/enumnames.h"

#include "core/analysis/similarity/offsetsums.h"

#include <Eigen/Dense>
#include <algorithm>
#include <cmath>

namespace pe::core {

using namespace detail;

PairFrequencies pairFrequencies(const EncodingParams& p)
{
    PairFrequencies f;
    const int full = p.dim / 2;
    f.omegas.resize(full);
    for (int k = 0; k < full; ++k)
        f.omegas[k] = omega(p, k);
    f.hasLoneSine = p.dim % 2 == 1;
    if (f.hasLoneSine)
        f.loneOmega = omega(p, full);
    return f;
}

double offsetDot(const EncodingParams& p, double offset)
{
    double sum = 0.0;
    for (int k = 0; k < p.dim / 2; ++k)
        sum += std::cos(reducedAngle(omega(p, k), offset));
    return sum;
}

double offsetSquaredDistance(const EncodingParams& p, double offset)
{
    double sum = 0.0;
    for (int k = 0; k < p.dim / 2; ++k) {
        const double s = std::sin(reducedAngle(0.5 * omega(p, k), offset));
        sum += s * s;
    }
    return 4.0 * sum;
}

double dot(const EncodingParams& p, long t, long s)
{
    double v = offsetDot(p, static_cast<double>(t - s));
    if (p.dim % 2 == 1) {
        const double w = omega(p, p.dim / 2);
        v += std::sin(reducedAngle(w, static_cast<double>(t))) * std::sin(reducedAngle(w, static_cast<double>(s)));
    }
    return v;
}

double squaredNorm(const EncodingParams& p, long t)
{
    double v = p.dim / 2;
    if (p.dim % 2 == 1) {
        const double s = std::sin(reducedAngle(omega(p, p.dim / 2), static_cast<double>(t)));
        v += s * s;
    }
    return v;
}

double squaredDistance(const EncodingParams& p, long t, long s)
{
    double v = offsetSquaredDistance(p, static_cast<double>(t - s));
    if (p.dim % 2 == 1)
        v += loneSquaredDifference(omega(p, p.dim / 2), t, s);
    return v;
}

double similarity(const EncodingParams& p, Metric metric, long t, long s)
{
    if (metric == Metric::Euclidean)
        return std::sqrt(squaredDistance(p, t, s));
    return finish(metric, dot(p, t, s), 0.0, squaredNorm(p, t), squaredNorm(p, s));
}

SimilarityTable::SimilarityTable(const EncodingParams& params, Metric metric)
    : m_params(params)
    , m_metric(metric)
    , m_freq(pairFrequencies(params))
{
    const long n = params.length;
    m_dot.resize(n);
    m_dist2.resize(n);
    for (long d = 0; d < n; ++d) {
        double c = 0.0, s2 = 0.0;
        for (Eigen::Index k = 0; k < m_freq.omegas.size(); ++k) {
            c += std::cos(reducedAngle(m_freq.omegas[k], static_cast<double>(d)));
            const double h = std::sin(reducedAngle(0.5 * m_freq.omegas[k], static_cast<double>(d)));
            s2 += h * h;
        }
        m_dot[d] = c;
        m_dist2[d] = 4.0 * s2;
    }
    if (m_freq.hasLoneSine) {
        m_lone.resize(n);
        for (long t = 0; t < n; ++t)
            m_lone[t] = std::sin(reducedAngle(m_freq.loneOmega, static_cast<double>(t)));
    }
}

double SimilarityTable::operator()(long t, long s) const
{
    const long d = std::abs(t - s);
    double dotValue = m_dot[d];
    double dist2 = m_dist2[d];
    double n2t = m_freq.fullPairs(), n2s = m_freq.fullPairs();
    if (m_freq.hasLoneSine) {
        const double a = m_lone[t], b = m_lone[s];
        dotValue += a * b;
        dist2 += (a - b) * (a - b);
        n2t += a * a;
        n2s += b * b;
    }
    return finish(m_metric, dotValue, dist2, n2t, n2s);
}

BlockAxis axisWithStep(long first, long end, long step)
{
    BlockAxis axis;
    axis.first = first;
    axis.end = std::max(first, end);
    axis.step = std::max(1L, step);
    axis.cells = static_cast<int>((axis.end - axis.first + axis.step - 1) / axis.step);
    return axis;
}

std::vector<ConsecutiveDistance> consecutiveDistances(const EncodingParams& p)
{
    std::vector<long> ts = {0, 10, 100, 500, p.length - 2};
    std::sort(ts.begin(), ts.end());
    ts.erase(std::unique(ts.begin(), ts.end()), ts.end());
    const double offsetPart = offsetSquaredDistance(p, 1.0);
    std::vector<ConsecutiveDistance> out;
    for (long t : ts) {
        if (t < 0 || t + 1 >= p.length)
            continue;
        double d2 = offsetPart;
        if (p.dim % 2 == 1)
            d2 += loneSquaredDifference(omega(p, p.dim / 2), t + 1, t);
        out.push_back({t, std::sqrt(d2)});
    }
    return out;
}

Eigen::MatrixXd similarityMatrix(const Eigen::MatrixXd& e, Metric metric)
{
    const Eigen::MatrixXd gram = e * e.transpose();
    if (metric == Metric::Dot)
        return gram;
    const Eigen::VectorXd n2 = gram.diagonal();
    Eigen::MatrixXd out(gram.rows(), gram.cols());
    for (Eigen::Index j = 0; j < gram.cols(); ++j)
        for (Eigen::Index i = 0; i < gram.rows(); ++i)
            out(i, j) = finish(metric, gram(i, j), n2[i] + n2[j] - 2.0 * gram(i, j), n2[i], n2[j]);
    return out;
}

// The names of Metric on the command line and in files (one table, both directions).
constexpr EnumName<Metric> kMetrics[] = {
    {Metric::Dot, "dot"}, {Metric::Cosine, "cosine"}, {Metric::Euclidean, "euclidean"}};

PE_ENUM_NAMES(Metric, kMetrics, metricName, parseMetric, "dot")

} // namespace pe::core

#include "similarity.h"

#include <Eigen/Dense>
#include <algorithm>
#include <cmath>
#include <limits>

namespace pe::core {

namespace {

/// sin(w m / 2) / (m sin(w / 2)): mean of e^{i w u} over u = 0 .. m-1, up to its phase.
double dirichlet(double w, long m)
{
    if (m <= 1)
        return 1.0;
    const double den = static_cast<double>(m) * std::sin(0.5 * w);
    if (std::abs(den) < 1e-300)
        return 1.0;
    return std::sin(reducedAngle(0.5 * w, static_cast<double>(m))) / den;
}

Eigen::ArrayXd dirichlet(const Eigen::ArrayXd& omegas, long m)
{
    Eigen::ArrayXd f(omegas.size());
    for (Eigen::Index k = 0; k < omegas.size(); ++k)
        f[k] = dirichlet(omegas[k], m);
    return f;
}

/// Mean of sin^2(w t) over t = a .. a+m-1.
double meanSinSquared(double w, long a, long m)
{
    if (m == 1) {
        const double s = std::sin(reducedAngle(w, static_cast<double>(a)));
        return s * s;
    }
    return std::max(0.0, 0.5 * (1.0 - blockMean(2.0 * w, false, a, m)));
}

/// (sin(w t) - sin(w s))^2 = (2 cos(w (t + s) / 2) sin(w (t - s) / 2))^2, exact for close t, s.
double loneSquaredDifference(double w, long t, long s)
{
    const double c = std::cos(reducedAngle(w, 0.5 * static_cast<double>(t + s)));
    const double h = std::sin(reducedAngle(w, 0.5 * static_cast<double>(t - s)));
    return 4.0 * c * c * h * h;
}

/// For the offsets c_q = c0 + q * step, q < count, with weights a_k:
///   dot[q]   = sum_k a_k cos(w_k c_q),
///   dist2[q] = sum_k 2 (1 - a_k) + 4 a_k sin^2(w_k c_q / 2)
/// (the mean of 4 sin^2(w_k D / 2) over a block pair whose factors multiply to a_k).
/// The half angle is advanced by a rotation and recomputed exactly every kAnchor steps, so
/// the rounding error stays below ~kAnchor * 1e-16 per term while most steps cost a few
/// multiplications instead of two double-precision sin/cos.
void progressionSums(const Eigen::ArrayXd& w, const Eigen::ArrayXd& a, double c0, double step, long count, double* dot,
                     double* dist2)
{
    constexpr long kAnchor = 32;
    const Eigen::Index n = w.size();
    if (n == 0) {
        std::fill(dot, dot + count, 0.0);
        std::fill(dist2, dist2 + count, 0.0);
        return;
    }
    const double constant = 2.0 * (1.0 - a).sum();
    const Eigen::ArrayXd half = 0.5 * w;
    Eigen::ArrayXd rc(n), rs(n), zc(n), zs(n), tmp(n);
    for (Eigen::Index k = 0; k < n; ++k) {
        const double r = reducedAngle(half[k], step);
        rc[k] = std::cos(r);
        rs[k] = std::sin(r);
    }
    for (long q = 0; q < count; ++q) {
        if (q % kAnchor == 0) {
            const double c = c0 + static_cast<double>(q) * step;
            for (Eigen::Index k = 0; k < n; ++k) {
                const double h = reducedAngle(half[k], c);
                zc[k] = std::cos(h);
                zs[k] = std::sin(h);
            }
        }
        dot[q] = (a * (zc * zc - zs * zs)).sum();
        dist2[q] = constant + 4.0 * (a * zs * zs).sum();
        tmp = zc * rc - zs * rs;
        zs = zs * rc + zc * rs;
        zc = tmp;
    }
}

double finish(Metric metric, double dotValue, double dist2, double norm2a, double norm2b)
{
    switch (metric) {
    case Metric::Dot:
        return dotValue;
    case Metric::Euclidean:
        return std::sqrt(std::max(0.0, dist2));
    case Metric::Cosine: {
        const double den = std::sqrt(norm2a * norm2b);
        return den > 0.0 ? dotValue / den : 0.0;
    }
    }
    return dotValue;
}

} // namespace

std::string metricName(Metric metric)
{
    switch (metric) {
    case Metric::Dot:
        return "dot";
    case Metric::Cosine:
        return "cosine";
    case Metric::Euclidean:
        return "euclidean";
    }
    return "dot";
}

std::optional<Metric> parseMetric(std::string_view name)
{
    if (name == "dot")
        return Metric::Dot;
    if (name == "cosine")
        return Metric::Cosine;
    if (name == "euclidean")
        return Metric::Euclidean;
    return std::nullopt;
}

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

SimilarityGrid sampleSimilarity(const EncodingParams& p, Metric metric, const BlockAxis& rows, const BlockAxis& cols)
{
    SimilarityGrid grid;
    grid.rows = rows;
    grid.cols = cols;
    grid.metric = metric;
    const int nr = rows.cells, nc = cols.cells;
    grid.values.resize(nr, nc);
    if (nr == 0 || nc == 0)
        return grid;
    const PairFrequencies fr = pairFrequencies(p);
    const double full = fr.fullPairs();

    Eigen::MatrixXd dotFull(nr, nc), dist2Full(nr, nc);
    std::vector<double> bufDot, bufDist;
    auto run = [&](const Eigen::ArrayXd& a, double c0, double step, long count) {
        bufDot.resize(count);
        bufDist.resize(count);
        progressionSums(fr.omegas, a, c0, step, count, bufDot.data(), bufDist.data());
    };

    const long m = rows.step;
    const bool fast = rows.step == cols.step;
    // Rows and columns of regular size; only the last block of an axis can be shorter.
    const int rr = rows.blockSize(nr - 1) == rows.step ? nr : nr - 1;
    const int rc = cols.blockSize(nc - 1) == cols.step ? nc : nc - 1;
    const Eigen::ArrayXd fCols = dirichlet(fr.omegas, cols.step);
    if (fast && rr > 0 && rc > 0) {
        // Regular cells depend on i - j only: one progression over the rr + rc - 1 diagonals.
        run(fCols * fCols, rows.blockCenter(0) - cols.blockCenter(rc - 1), static_cast<double>(m), rr + rc - 1);
        for (int j = 0; j < rc; ++j)
            for (int i = 0; i < rr; ++i) {
                dotFull(i, j) = bufDot[i - j + rc - 1];
                dist2Full(i, j) = bufDist[i - j + rc - 1];
            }
    }
    for (int i = 0; i < nr; ++i) {
        if (fast && i < rr && rc == nc)
            continue;
        const Eigen::ArrayXd fRow = dirichlet(fr.omegas, rows.blockSize(i));
        const int j0 = fast && i < rr ? rc : 0; // the regular part is done
        // Regular columns of this row: offsets rowCentre - colCentre(j) fall by cols.step.
        if (j0 < rc) {
            run(fRow * fCols, rows.blockCenter(i) - cols.blockCenter(j0), -static_cast<double>(cols.step), rc - j0);
            for (int j = j0; j < rc; ++j) {
                dotFull(i, j) = bufDot[j - j0];
                dist2Full(i, j) = bufDist[j - j0];
            }
        }
        if (rc < nc) {
            run(fRow * dirichlet(fr.omegas, cols.blockSize(nc - 1)), rows.blockCenter(i) - cols.blockCenter(nc - 1),
                1.0, 1);
            dotFull(i, nc - 1) = bufDot[0];
            dist2Full(i, nc - 1) = bufDist[0];
        }
    }

    // The lone sine of an odd d: separable block means.
    Eigen::VectorXd sr = Eigen::VectorXd::Zero(nr), qr = Eigen::VectorXd::Zero(nr);
    Eigen::VectorXd sc = Eigen::VectorXd::Zero(nc), qc = Eigen::VectorXd::Zero(nc);
    if (fr.hasLoneSine) {
        const double w = fr.loneOmega;
        for (int i = 0; i < nr; ++i) {
            sr[i] = blockMean(w, true, rows.blockBegin(i), rows.blockSize(i));
            qr[i] = meanSinSquared(w, rows.blockBegin(i), rows.blockSize(i));
        }
        for (int j = 0; j < nc; ++j) {
            sc[j] = blockMean(w, true, cols.blockBegin(j), cols.blockSize(j));
            qc[j] = meanSinSquared(w, cols.blockBegin(j), cols.blockSize(j));
        }
    }

    double lo = std::numeric_limits<double>::infinity(), hi = -lo;
    for (int j = 0; j < nc; ++j)
        for (int i = 0; i < nr; ++i) {
            double dv = dotFull(i, j), d2 = dist2Full(i, j);
            if (fr.hasLoneSine) {
                dv += sr[i] * sc[j];
                if (rows.blockSize(i) == 1 && cols.blockSize(j) == 1)
                    d2 += loneSquaredDifference(fr.loneOmega, rows.blockBegin(i), cols.blockBegin(j));
                else
                    d2 += std::max(0.0, qr[i] + qc[j] - 2.0 * sr[i] * sc[j]);
            }
            const double v = finish(metric, dv, d2, full + qr[i], full + qc[j]);
            grid.values(i, j) = static_cast<float>(v);
            lo = std::min(lo, v);
            hi = std::max(hi, v);
        }
    grid.minValue = lo;
    grid.maxValue = hi;
    return grid;
}

OffsetCurve offsetCurve(const EncodingParams& p, Metric metric, const BlockAxis& offsets)
{
    OffsetCurve curve;
    curve.offsets = offsets;
    curve.metric = metric;
    const int n = offsets.cells;
    curve.values.resize(n);
    if (n == 0)
        return curve;
    const PairFrequencies fr = pairFrequencies(p);
    const double full = fr.fullPairs();
    std::vector<double> dotv(n), dist2(n);
    // Mean over a block of offsets of cos(w D): one Dirichlet factor (row 0 is a single position).
    const int regular = offsets.blockSize(n - 1) == offsets.step ? n : n - 1;
    if (regular > 0)
        progressionSums(fr.omegas, dirichlet(fr.omegas, offsets.step), offsets.blockCenter(0),
                        static_cast<double>(offsets.step), regular, dotv.data(), dist2.data());
    if (regular < n)
        progressionSums(fr.omegas, dirichlet(fr.omegas, offsets.blockSize(n - 1)), offsets.blockCenter(n - 1), 1.0, 1,
                        dotv.data() + n - 1, dist2.data() + n - 1);
    for (int i = 0; i < n; ++i) {
        // PE(0) has sin(w_F 0) = 0 in the lone column: no dot term, sin^2(w_F D) in the distance.
        const double q =
            fr.hasLoneSine ? meanSinSquared(fr.loneOmega, offsets.blockBegin(i), offsets.blockSize(i)) : 0.0;
        curve.values[i] = finish(metric, dotv[i], dist2[i] + q, full, full + q);
    }
    return curve;
}

FalseNeighbour firstFalseNeighbour(const EncodingParams& p, Metric metric, long maxSearch)
{
    FalseNeighbour result;
    const long last = std::min(p.length - 2, maxSearch);
    if (last < 1)
        return result;
    const PairFrequencies fr = pairFrequencies(p);
    const double full = fr.fullPairs();
    const Eigen::ArrayXd ones = Eigen::ArrayXd::Ones(fr.omegas.size());
    // "Score" grows with likeness: the metric for dot and cosine, minus the squared distance.
    auto score = [&](double dotValue, double dist2, long offset, double* value) {
        double q = 0.0;
        if (fr.hasLoneSine) {
            const double s = std::sin(reducedAngle(fr.loneOmega, static_cast<double>(offset)));
            q = s * s;
        }
        *value = finish(metric, dotValue, dist2 + q, full, full + q);
        return isSimilarity(metric) ? *value : -(dist2 + q);
    };
    constexpr long kChunk = 1024;
    std::vector<double> dotv(kChunk), dist2(kChunk);
    double prevScore = 0.0, curScore = 0.0, curValue = 0.0;
    for (long start = 0; start <= last + 1; start += kChunk) {
        const long count = std::min(kChunk, last + 2 - start);
        progressionSums(fr.omegas, ones, static_cast<double>(start), 1.0, count, dotv.data(), dist2.data());
        for (long q = 0; q < count; ++q) {
            const long offset = start + q;
            double value = 0.0;
            const double s = score(dotv[q], dist2[q], offset, &value);
            if (offset >= 2) {
                result.searched = offset - 1;
                // curScore belongs to offset - 1.
                if (prevScore < curScore && curScore >= s) {
                    result.found = true;
                    result.offset = offset - 1;
                    result.value = curValue;
                    return result;
                }
            }
            prevScore = curScore;
            curScore = s;
            curValue = value;
        }
    }
    return result;
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

} // namespace pe::core

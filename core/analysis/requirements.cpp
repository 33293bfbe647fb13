#include "core/analysis/requirements.h"

#include "core/formula/formula.h"
#include "core/parallel.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <numeric>

namespace pe::core {

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

/// 4 sum_k sin^2(w_k D / 2) over the full pairs, for D = 0 .. positions-1 (D = 0 gives 0).
std::vector<double> pairSquaredDistances(const EncodingParams& params, long positions)
{
    const int full = params.dim / 2;
    std::vector<DDouble> halves(static_cast<std::size_t>(full));
    for (int k = 0; k < full; ++k)
        halves[static_cast<std::size_t>(k)] = dd::ldexp(omegaExact(params, k), -1);
    const AngleBlocks blocks(std::move(halves));
    std::vector<double> out(static_cast<std::size_t>(positions), 0.0);
    if (full == 0)
        return out;
    const long runs = (positions + AngleBlocks::kBlock - 1) / AngleBlocks::kBlock;
    parallelFor(runs, 16, [&](long b0, long b1) {
        double sines[AngleBlocks::kBlock];
        for (long b = b0; b < b1; ++b) {
            const long first = b * AngleBlocks::kBlock;
            const long count = std::min(AngleBlocks::kBlock, positions - first);
            double* o = out.data() + first;
            for (int k = 0; k < full; ++k) {
                blocks.fillOne(k, true, first, count, sines);
                for (long i = 0; i < count; ++i)
                    o[i] += 4.0 * sines[i] * sines[i];
            }
        }
    });
    return out;
}

/// The smallest (l[t + D] - l[t])^2 over t in [0, n - D): the lone sine's part for offset D.
/// (l[t+D] - l[t])^2 = 4 sin^2(w D / 2) cos^2(w t + w D / 2) is smallest near the zeros of
/// the cosine, so only the integers around them and the two ends are candidates.
double loneMinimum(const std::vector<double>& lone, double w, long offset)
{
    const long last = static_cast<long>(lone.size()) - 1 - offset; // t in [0, last]
    auto at = [&](long t) {
        const double v = lone[static_cast<std::size_t>(t + offset)] - lone[static_cast<std::size_t>(t)];
        return v * v;
    };
    double best = std::min(at(0), at(last));
    const double phase = 0.5 * w * static_cast<double>(offset);
    const double halfPi = 0.5 * M_PI;
    // Zeros: w t + phase = pi/2 + m pi.
    const long m0 = static_cast<long>(std::floor((phase - halfPi) / M_PI));
    const long m1 = static_cast<long>(std::ceil((w * static_cast<double>(last) + phase - halfPi) / M_PI));
    for (long m = m0; m <= m1; ++m) {
        const double t = (halfPi + static_cast<double>(m) * M_PI - phase) / w;
        for (long c : {static_cast<long>(std::floor(t)) - 1, static_cast<long>(std::floor(t)),
                       static_cast<long>(std::floor(t)) + 1, static_cast<long>(std::floor(t)) + 2})
            if (c >= 0 && c <= last)
                best = std::min(best, at(c));
    }
    return best;
}

/// S(D) = 4 sum_k sin^2(w_k D / 2) over the full pairs, from exact reductions of w_k D / 2.
double offsetSquaredSum(const std::vector<DDouble>& halves, long offset)
{
    double s = 0.0;
    for (const DDouble& h : halves) {
        const double v = std::sin(reducedAngle(h, static_cast<double>(offset)));
        s += 4.0 * v * v;
    }
    return s;
}

/// A lower bound of S(D) over D in [first, end): per pair, the smallest sin^2 over the interval
/// of half-angles, less a margin that covers the rounding of the angle and of the sine.
double offsetSquaredSumBound(const std::vector<double>& halves, long first, long end)
{
    double bound = 0.0;
    for (double h : halves) {
        const double a = h * static_cast<double>(first);
        const double width = h * static_cast<double>(end - 1 - first);
        if (width >= M_PI)
            continue;                         // the interval holds a multiple of pi: sin^2 reaches 0
        const double a0 = std::fmod(a, M_PI); // sin^2 has period pi
        const double a1 = a0 + width;
        if (a1 >= M_PI)
            continue;
        // sin^2 rises on [0, pi/2] and falls on [pi/2, pi]: its minimum is at an end.
        const double s0 = std::sin(a0), s1 = std::sin(a1);
        const double margin = (a + width) * 1e-15 + 1e-15;
        bound += 4.0 * std::max(0.0, std::min(s0 * s0, s1 * s1) - margin);
    }
    return bound;
}

/// Even d: the offset D in [1, positions) with the smallest S(D) (the first of equal ones), by
/// branch and bound: blocks of offsets whose bound exceeds the best S found so far are skipped,
/// the others split into 16 until single offsets are evaluated exactly. Far offsets of the slow
/// pairs are far from every multiple of their period, so nearly every block is skipped and the
/// search costs a few thousand sums instead of `positions`.
std::pair<long, double> closestOffset(const EncodingParams& params, long positions)
{
    const int full = params.dim / 2;
    std::vector<DDouble> exact(static_cast<std::size_t>(full));
    std::vector<double> halves(static_cast<std::size_t>(full));
    for (int k = 0; k < full; ++k) {
        exact[static_cast<std::size_t>(k)] = dd::ldexp(omegaExact(params, k), -1);
        halves[static_cast<std::size_t>(k)] = exact[static_cast<std::size_t>(k)].hi;
    }
    long bestOffset = 1;
    double best = offsetSquaredSum(exact, 1);
    constexpr long kSplit = 16;
    long top = 1;
    while (top * kSplit < positions)
        top *= kSplit;
    // Blocks [first, first + size) in increasing order of offset, depth first.
    std::vector<std::pair<long, long>> stack;
    for (long first = ((positions - 1) / top) * top; first >= 0; first -= top)
        stack.emplace_back(first, top);
    while (!stack.empty()) {
        const auto [first, size] = stack.back();
        stack.pop_back();
        const long lo = std::max(1L, first), hi = std::min(positions, first + size);
        if (lo >= hi)
            continue;
        if (hi - lo > 1 && offsetSquaredSumBound(halves, lo, hi) > best)
            continue;
        if (size <= kSplit) {
            for (long offset = lo; offset < hi; ++offset) {
                const double s = offsetSquaredSum(exact, offset);
                if (s < best) {
                    best = s;
                    bestOffset = offset;
                }
            }
            continue;
        }
        const long sub = size / kSplit;
        for (long f = first + size - sub; f >= first; f -= sub)
            stack.emplace_back(f, sub);
    }
    return {bestOffset, best};
}

} // namespace

MinDistance minDistanceSinusoidal(const EncodingParams& params, long positions)
{
    MinDistance r;
    r.positions = positions;
    r.distance = kInf;
    if (positions < 2)
        return r;
    if (params.dim % 2 == 0) {
        const auto [offset, squared] = closestOffset(params, positions);
        r.second = offset;
        r.distance = std::sqrt(squared);
        return r;
    }
    const std::vector<double> pairs = pairSquaredDistances(params, positions);
    // The lone sine of an odd d: its values at every position.
    const int lonePair = params.dim / 2;
    const AngleBlocks loneBlock({omegaExact(params, lonePair)});
    std::vector<double> lone(static_cast<std::size_t>(positions));
    loneBlock.fillOne(0, true, 0, positions, lone.data());
    if (lonePair == 0) {
        // d = 1: the closest two of the sines, by sorting.
        std::vector<long> order(lone.size());
        std::iota(order.begin(), order.end(), 0L);
        std::sort(order.begin(), order.end(), [&](long a, long b) {
            return lone[static_cast<std::size_t>(a)] < lone[static_cast<std::size_t>(b)];
        });
        for (std::size_t i = 1; i < order.size(); ++i) {
            const double gap = lone[static_cast<std::size_t>(order[i])] - lone[static_cast<std::size_t>(order[i - 1])];
            if (gap < r.distance) {
                r.distance = gap;
                r.first = std::min(order[i], order[i - 1]);
                r.second = std::max(order[i], order[i - 1]);
            }
        }
        return r;
    }
    const double w = omega(params, lonePair);
    std::vector<long> offsets(static_cast<std::size_t>(positions - 1));
    std::iota(offsets.begin(), offsets.end(), 1L);
    std::sort(offsets.begin(), offsets.end(),
              [&](long a, long b) { return pairs[static_cast<std::size_t>(a)] < pairs[static_cast<std::size_t>(b)]; });
    double best = kInf;
    for (long offset : offsets) {
        const double p = pairs[static_cast<std::size_t>(offset)];
        if (p >= best)
            break; // the lone term is >= 0: no later offset can do better
        const double total = p + loneMinimum(lone, w, offset);
        if (total < best) {
            best = total;
            r.second = offset;
        }
    }
    // The pair of that offset: the t of the smallest lone term, found by a plain scan.
    double bestLone = kInf;
    for (long t = 0; t + r.second < positions; ++t) {
        const double v = lone[static_cast<std::size_t>(t + r.second)] - lone[static_cast<std::size_t>(t)];
        if (v * v < bestLone) {
            bestLone = v * v;
            r.first = t;
        }
    }
    r.distance = std::sqrt(pairs[static_cast<std::size_t>(r.second)] + bestLone);
    r.second += r.first;
    return r;
}

MinDistance minDistanceRows(const Eigen::MatrixXd& rows)
{
    MinDistance r;
    r.positions = rows.rows();
    r.distance = kInf;
    if (rows.rows() < 2)
        return r;
    // The Gram matrix a band of rows at a time (a 4096-row table's whole Gram matrix would
    // take 128 MB): |a - b|^2 = |a|^2 + |b|^2 - 2 a.b.
    const Eigen::VectorXd norms = rows.rowwise().squaredNorm();
    constexpr Eigen::Index kBand = 256;
    double best = kInf;
    for (Eigen::Index t0 = 1; t0 < rows.rows(); t0 += kBand) {
        const Eigen::Index n = std::min(kBand, rows.rows() - t0);
        const Eigen::MatrixXd band = rows.middleRows(t0, n) * rows.topRows(t0 + n - 1).transpose();
        for (Eigen::Index i = 0; i < n; ++i) {
            const Eigen::Index t = t0 + i;
            for (Eigen::Index s = 0; s < t; ++s) {
                const double d2 = norms[s] + norms[t] - 2.0 * band(i, s);
                if (d2 < best) {
                    best = d2;
                    r.first = static_cast<long>(s);
                    r.second = static_cast<long>(t);
                }
            }
        }
    }
    r.distance = (rows.row(r.second) - rows.row(r.first)).norm();
    return r;
}

OffsetSpread offsetSpread(const RowBlocks& rows, int dim, long offset, long from, long to, long maxSamples)
{
    OffsetSpread r;
    r.offset = offset;
    r.from = from;
    r.to = std::max(from, to);
    const long n = r.to - r.from;
    if (n <= 0 || dim <= 0)
        return r;
    // Runs [start, start + run) of positions to measure.
    const long run = AngleBlocks::kBlock;
    std::vector<long> starts;
    if (n <= std::max(maxSamples, run)) {
        for (long t = from; t < r.to; t += run)
            starts.push_back(t);
    } else {
        const long runs = std::max(2L, maxSamples / run);
        for (long i = 0; i < runs; ++i)
            starts.push_back(from + (n - run) * i / (runs - 1));
    }
    constexpr int kColumns = 64; // columns at a time: a and b stay in the cache
    std::vector<double> a(static_cast<std::size_t>(run) * kColumns), b(a.size()), values;
    std::vector<double> sums(static_cast<std::size_t>(run));
    for (long start : starts) {
        const long count = std::min(run, r.to - start);
        std::fill(sums.begin(), sums.end(), 0.0);
        for (int c0 = 0; c0 < dim; c0 += kColumns) {
            const int c1 = std::min(dim, c0 + kColumns);
            rows(start, count, c0, c1, a.data(), run);
            rows(start + offset, count, c0, c1, b.data(), run);
            for (int j = 0; j < c1 - c0; ++j)
                for (long i = 0; i < count; ++i) {
                    const double v =
                        a[static_cast<std::size_t>(j) * run + i] - b[static_cast<std::size_t>(j) * run + i];
                    sums[static_cast<std::size_t>(i)] += v * v;
                }
        }
        for (long i = 0; i < count; ++i)
            values.push_back(std::sqrt(sums[static_cast<std::size_t>(i)]));
    }
    r.samples = static_cast<long>(values.size());
    r.minimum = *std::min_element(values.begin(), values.end());
    r.maximum = *std::max_element(values.begin(), values.end());
    // Sums of deviations from the first value: a plain sum of many equal values would carry
    // more rounding error than the spread being measured.
    const double shift = values.front();
    double deviations = 0.0;
    for (double v : values)
        deviations += v - shift;
    const double meanDeviation = deviations / static_cast<double>(values.size());
    r.mean = shift + meanDeviation;
    double squares = 0.0;
    for (double v : values)
        squares += (v - shift - meanDeviation) * (v - shift - meanDeviation);
    r.stddev = std::sqrt(squares / static_cast<double>(values.size()));
    return r;
}

DeterminismCheck checkDeterminism(const RowBlocks& rows, int dim, long positions)
{
    DeterminismCheck r;
    r.positions = positions;
    r.dim = dim;
    const std::size_t size = static_cast<std::size_t>(positions) * static_cast<std::size_t>(dim);
    std::vector<double> once(size), again(size), row(static_cast<std::size_t>(dim));
    rows(0, positions, 0, dim, once.data(), positions);
    for (long t = 0; t < positions; ++t) {
        rows(t, 1, 0, dim, row.data(), 1);
        for (int j = 0; j < dim; ++j)
            again[static_cast<std::size_t>(j) * positions + t] = row[static_cast<std::size_t>(j)];
    }
    r.identical = std::memcmp(once.data(), again.data(), size * sizeof(double)) == 0;
    return r;
}

} // namespace pe::core

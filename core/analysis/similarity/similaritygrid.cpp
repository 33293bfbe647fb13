// Internal: part of core/analysis/similarity/similarity.h (no header of its own).
// The viewport side of similarity.h: block-mean grids, the offset curve and the
// false-neighbour search, all built on the progression sums of offsetsums.h.

#include "core/analysis/similarity/similarity.h"

#include "core/analysis/similarity/offsetsums.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace pe::core {

using namespace detail;

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

    // The lone sine of an odd d: separable block means.
    const bool lone = fr.hasLoneSine;
    Eigen::VectorXd sr = Eigen::VectorXd::Zero(nr), qr = Eigen::VectorXd::Zero(nr);
    Eigen::VectorXd sc = Eigen::VectorXd::Zero(nc), qc = Eigen::VectorXd::Zero(nc);
    if (lone) {
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
    // Cell (i, j) from the full-pair sums: adds the lone sine's terms and finishes the metric.
    auto put = [&](int i, int j, double dv, double d2) {
        if (lone) {
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
    };

    std::vector<double> bufDot, bufDist;
    auto run = [&](const Eigen::ArrayXd& a, double c0, double step, long count) {
        bufDot.resize(count);
        bufDist.resize(count);
        parallelProgressionSums(fr.omegas, a, c0, step, count, bufDot.data(), bufDist.data());
    };

    const long m = rows.step;
    // Rows and columns of regular size; only the last block of an axis can be shorter.
    const int rr = rows.blockSize(nr - 1) == rows.step ? nr : nr - 1;
    const int rc = cols.blockSize(nc - 1) == cols.step ? nc : nc - 1;
    const Eigen::ArrayXd fCols = dirichlet(fr.omegas, cols.step);
    if (rows.step == cols.step) {
        // Every cell of a regular row and a regular column depends on i - j only: one
        // progression over the rr + rc - 1 diagonals. A ragged last column (row) is one more
        // progression down its rows (along its columns), and the corner a single sum, so a
        // frame costs O((rows + cols) F + cells) whatever the block sizes.
        if (rr > 0 && rc > 0) {
            run(fCols * fCols, rows.blockCenter(0) - cols.blockCenter(rc - 1), static_cast<double>(m), rr + rc - 1);
            if (!lone) {
                // Without the lone sine a whole diagonal shares one value: finish it once, and
                // column j of the regular block is the contiguous run of diagonals rc-1-j ...
                std::vector<float> diagonal(bufDot.size());
                for (std::size_t q = 0; q < bufDot.size(); ++q) {
                    const double v = finish(metric, bufDot[q], bufDist[q], full, full);
                    diagonal[q] = static_cast<float>(v);
                    lo = std::min(lo, v);
                    hi = std::max(hi, v);
                }
                for (int j = 0; j < rc; ++j)
                    std::copy_n(diagonal.data() + (rc - 1 - j), rr, grid.values.col(j).data());
            } else
                for (int j = 0; j < rc; ++j)
                    for (int i = 0; i < rr; ++i)
                        put(i, j, bufDot[i - j + rc - 1], bufDist[i - j + rc - 1]);
        }
        const Eigen::ArrayXd fLastCol = dirichlet(fr.omegas, cols.blockSize(nc - 1));
        const Eigen::ArrayXd fLastRow = dirichlet(fr.omegas, rows.blockSize(nr - 1));
        if (rc < nc && rr > 0) {
            run(fCols * fLastCol, rows.blockCenter(0) - cols.blockCenter(nc - 1), static_cast<double>(m), rr);
            for (int i = 0; i < rr; ++i)
                put(i, nc - 1, bufDot[i], bufDist[i]);
        }
        if (rr < nr && rc > 0) {
            run(fLastRow * fCols, rows.blockCenter(nr - 1) - cols.blockCenter(0), -static_cast<double>(m), rc);
            for (int j = 0; j < rc; ++j)
                put(nr - 1, j, bufDot[j], bufDist[j]);
        }
        if (rr < nr && rc < nc) {
            run(fLastRow * fLastCol, rows.blockCenter(nr - 1) - cols.blockCenter(nc - 1), 1.0, 1);
            put(nr - 1, nc - 1, bufDot[0], bufDist[0]);
        }
    } else {
        // Unequal steps (not used by the view): one progression per row.
        for (int i = 0; i < nr; ++i) {
            const Eigen::ArrayXd fRow = dirichlet(fr.omegas, rows.blockSize(i));
            if (rc > 0) {
                run(fRow * fCols, rows.blockCenter(i) - cols.blockCenter(0), -static_cast<double>(cols.step), rc);
                for (int j = 0; j < rc; ++j)
                    put(i, j, bufDot[j], bufDist[j]);
            }
            if (rc < nc) {
                run(fRow * dirichlet(fr.omegas, cols.blockSize(nc - 1)), rows.blockCenter(i) - cols.blockCenter(nc - 1),
                    1.0, 1);
                put(i, nc - 1, bufDot[0], bufDist[0]);
            }
        }
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
        parallelProgressionSums(fr.omegas, dirichlet(fr.omegas, offsets.step), offsets.blockCenter(0),
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

FalseNeighbourSearch::FalseNeighbourSearch(Metric metric, double threshold)
    : m_similarity(isSimilarity(metric))
{
    m_result.threshold = threshold;
}

bool FalseNeighbourSearch::add(double value)
{
    if (m_result.found)
        return true;
    const double like = m_similarity ? value : -value;
    const long offset = m_count++;
    if (offset >= 2) {
        // m_current belongs to offset - 1, the extreme runs over 0 .. offset - 1.
        m_result.searched = offset - 1;
        if (m_previous < m_current && m_current >= like) {
            const double fall = m_first - m_extreme;
            const double rise = m_current - m_extreme;
            if (fall > 0 && rise > m_result.threshold * fall) {
                m_result.found = true;
                m_result.offset = offset - 1;
                m_result.value = m_currentValue;
                m_result.nearer = m_extremeAt;
                m_result.nearerValue = m_extremeValue;
                m_result.relativeRise = rise / fall;
                return true;
            }
        }
    }
    if (offset == 0 || like < m_extreme) {
        m_extreme = like;
        m_extremeAt = offset;
        m_extremeValue = value;
    }
    if (offset == 0)
        m_first = like;
    m_previous = m_current;
    m_current = like;
    m_currentValue = value;
    return false;
}

FalseNeighbour firstFalseNeighbour(const EncodingParams& p, Metric metric, double threshold, long maxSearch)
{
    FalseNeighbourSearch search(metric, threshold);
    const long last = std::min(p.length - 2, maxSearch);
    if (last < 1)
        return search.result();
    const PairFrequencies fr = pairFrequencies(p);
    const double full = fr.fullPairs();
    const Eigen::ArrayXd ones = Eigen::ArrayXd::Ones(fr.omegas.size());
    // The bump is usually within a few hundred offsets: chunks start small and double.
    constexpr long kFirstChunk = 64, kMaxChunk = 4096;
    std::vector<double> dotv(kMaxChunk), dist2(kMaxChunk);
    for (long start = 0, chunk = kFirstChunk; start <= last + 1;
         start += chunk, chunk = std::min(2 * chunk, kMaxChunk)) {
        const long count = std::min(chunk, last + 2 - start);
        parallelProgressionSums(fr.omegas, ones, 0.0, 1.0, start, start + count, dotv.data(), dist2.data());
        for (long q = 0; q < count; ++q) {
            double lone = 0.0;
            if (fr.hasLoneSine) {
                const double s = std::sin(reducedAngle(fr.loneOmega, static_cast<double>(start + q)));
                lone = s * s;
            }
            if (search.add(finish(metric, dotv[q], dist2[q] + lone, full, full + lone)))
                return search.result();
        }
    }
    return search.result();
}

} // namespace pe::core

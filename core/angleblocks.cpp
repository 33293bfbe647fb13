#include "angleblocks.h"

#include "encoding.h"

#include <algorithm>
#include <cmath>

namespace pe::core {

AngleBlocks::AngleBlocks(std::vector<DDouble> omegas)
    : m_omegas(std::move(omegas))
    , m_sin(m_omegas.size() * kBlock)
    , m_cos(m_omegas.size() * kBlock)
{
    for (std::size_t k = 0; k < m_omegas.size(); ++k)
        for (long j = 0; j < kBlock; ++j) {
            const double a = reducedAngle(m_omegas[k], static_cast<double>(j));
            m_sin[k * kBlock + j] = std::sin(a);
            m_cos[k * kBlock + j] = std::cos(a);
        }
}

void AngleBlocks::fill(long first, long count, double* sines, double* cosines, long ld) const
{
    const long end = first + count;
    for (long b = first / kBlock * kBlock; b < end; b += kBlock) {
        const long from = std::max(first, b), to = std::min(end, b + kBlock);
        for (std::size_t k = 0; k < m_omegas.size(); ++k) {
            const double a = reducedAngle(m_omegas[k], static_cast<double>(b));
            const double sb = std::sin(a), cb = std::cos(a);
            const double* st = m_sin.data() + k * kBlock - b;
            const double* ct = m_cos.data() + k * kBlock - b;
            double* s = sines + k * ld - first;
            double* c = cosines + k * ld - first;
            for (long t = from; t < to; ++t) {
                s[t] = sb * ct[t] + cb * st[t];
                c[t] = cb * ct[t] - sb * st[t];
            }
        }
    }
}

void AngleBlocks::fill(int k, long first, long count, double* sines, double* cosines) const
{
    const long end = first + count;
    const DDouble& w = m_omegas[static_cast<std::size_t>(k)];
    const double* st = m_sin.data() + static_cast<std::size_t>(k) * kBlock;
    const double* ct = m_cos.data() + static_cast<std::size_t>(k) * kBlock;
    for (long b = first / kBlock * kBlock; b < end; b += kBlock) {
        const long from = std::max(first, b), to = std::min(end, b + kBlock);
        const double a = reducedAngle(w, static_cast<double>(b));
        const double sb = std::sin(a), cb = std::cos(a);
        for (long t = from; t < to; ++t) {
            sines[t - first] = sb * ct[t - b] + cb * st[t - b];
            cosines[t - first] = cb * ct[t - b] - sb * st[t - b];
        }
    }
}

void AngleBlocks::fillOne(int k, bool sine, long first, long count, double* out) const
{
    const long end = first + count;
    const DDouble& w = m_omegas[static_cast<std::size_t>(k)];
    const double* st0 = m_sin.data() + static_cast<std::size_t>(k) * kBlock;
    const double* ct0 = m_cos.data() + static_cast<std::size_t>(k) * kBlock;
    for (long b = first / kBlock * kBlock; b < end; b += kBlock) {
        const long from = std::max(first, b), to = std::min(end, b + kBlock);
        const double a = reducedAngle(w, static_cast<double>(b));
        const double sb = std::sin(a), cb = std::cos(a);
        const double* st = st0 - b;
        const double* ct = ct0 - b;
        double* o = out - first;
        // The same operations as fill(), so that both give the same bits.
        if (sine)
            for (long t = from; t < to; ++t)
                o[t] = sb * ct[t] + cb * st[t];
        else
            for (long t = from; t < to; ++t)
                o[t] = cb * ct[t] - sb * st[t];
    }
}

RowBlocks sinusoidalRows(const EncodingParams& params)
{
    const int pairs = pairCount(params.dim);
    std::vector<DDouble> omegas(static_cast<std::size_t>(pairs));
    for (int k = 0; k < pairs; ++k)
        omegas[static_cast<std::size_t>(k)] = omegaExact(params, k);
    auto blocks = std::make_shared<const AngleBlocks>(std::move(omegas));
    std::vector<int> pairOf(static_cast<std::size_t>(params.dim));
    std::vector<char> sineOf(static_cast<std::size_t>(params.dim));
    for (int j = 0; j < params.dim; ++j) {
        const Column c = columnAt(params, j);
        pairOf[static_cast<std::size_t>(j)] = c.pair;
        sineOf[static_cast<std::size_t>(j)] = c.sine;
    }
    return [blocks, pairOf, sineOf](long first, long count, int col0, int colEnd, double* out, long ld) {
        for (int j = col0; j < colEnd; ++j) {
            const std::size_t u = static_cast<std::size_t>(j);
            double* o = out + static_cast<std::size_t>(j - col0) * ld;
            // The interleaved layout's sine and cosine side by side: one reduction for both.
            if (j + 1 < colEnd && sineOf[u] && !sineOf[u + 1] && pairOf[u] == pairOf[u + 1]) {
                blocks->fill(pairOf[u], first, count, o, o + ld);
                ++j;
            } else {
                blocks->fillOne(pairOf[u], sineOf[u] != 0, first, count, o);
            }
        }
    };
}

RowBlocks matrixRows(std::shared_ptr<const Eigen::MatrixXd> rows)
{
    return [rows](long first, long count, int col0, int colEnd, double* out, long ld) {
        for (int j = col0; j < colEnd; ++j)
            for (long i = 0; i < count; ++i)
                out[static_cast<std::size_t>(j - col0) * ld + i] = (*rows)(first + i, j);
    };
}

} // namespace pe::core

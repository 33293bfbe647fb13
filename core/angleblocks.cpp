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
    return [blocks, pairOf, sineOf](long first, long count, double* out, long ld) {
        const std::size_t pairs = static_cast<std::size_t>(blocks->size());
        std::vector<double> s(pairs * count), c(pairs * count);
        blocks->fill(first, count, s.data(), c.data(), count);
        for (std::size_t j = 0; j < pairOf.size(); ++j) {
            const double* from = (sineOf[j] ? s.data() : c.data()) + pairOf[j] * count;
            std::copy(from, from + count, out + j * ld);
        }
    };
}

RowBlocks matrixRows(std::shared_ptr<const Eigen::MatrixXd> rows)
{
    return [rows](long first, long count, double* out, long ld) {
        for (Eigen::Index j = 0; j < rows->cols(); ++j)
            for (long i = 0; i < count; ++i)
                out[j * ld + i] = (*rows)(first + i, j);
    };
}

} // namespace pe::core

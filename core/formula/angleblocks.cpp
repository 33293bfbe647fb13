#include "core/formula/angleblocks.h"

#include "core/formula/formula.h"
#include "core/formula/vectorclones.h"
#include "core/parallel.h"

#include <algorithm>
#include <cmath>

namespace pe::core {

AngleBlocks::AngleBlocks(std::vector<DDouble> omegas)
    : m_omegas(std::move(omegas))
    , m_sin(new double[m_omegas.size() * kBlock])
    , m_cos(new double[m_omegas.size() * kBlock])
    , m_sinBlocks(new double[m_omegas.size() * kBlocksPerSuper])
    , m_cosBlocks(new double[m_omegas.size() * kBlocksPerSuper])
{
    // Each pair's table on its own, the pairs shared by the cores (32 reductions each).
    parallelFor(static_cast<long>(m_omegas.size()), 64, [&](long k0, long k1) {
        for (long k = k0; k < k1; ++k)
            tabulate(static_cast<std::size_t>(k));
    });
}

void AngleBlocks::tabulate(std::size_t k)
{
    tabulateSteps(m_omegas[k], 1.0, kBlock, m_sin.get() + k * kBlock, m_cos.get() + k * kBlock);
    tabulateSteps(m_omegas[k], static_cast<double>(kBlock), kBlocksPerSuper, m_sinBlocks.get() + k * kBlocksPerSuper,
                  m_cosBlocks.get() + k * kBlocksPerSuper);
}

void AngleBlocks::tabulateSteps(const DDouble& w, double step, long count, double* sines, double* cosines)
{
    // w step j = w step (16 q + r): exact reductions for the 16 values of r and of 16 q (32
    // instead of 256), then one angle addition, as the blocks themselves do. step j stays an
    // integer below 2^53: the products are exact.
    constexpr long kStep = 16;
    static_assert(kBlock % kStep == 0 && kBlocksPerSuper % kStep == 0);
    double sr[kStep], cr[kStep];
    for (long r = 0; r < kStep; ++r) {
        const double a = reducedAngle(w, step * static_cast<double>(r));
        sr[r] = std::sin(a);
        cr[r] = std::cos(a);
    }
    for (long q = 0; q < count; q += kStep) {
        const double a = reducedAngle(w, step * static_cast<double>(q));
        const double sq = std::sin(a), cq = std::cos(a);
        for (long r = 0; r < kStep; ++r) {
            sines[q + r] = q == 0 ? sr[r] : sq * cr[r] + cq * sr[r];
            cosines[q + r] = q == 0 ? cr[r] : cq * cr[r] - sq * sr[r];
        }
    }
}

namespace {
using PairTables = AngleBlocks::PairTables;

/// Calls body(t, sin(w b), cos(w b), sin(w (t - b)), cos(w (t - b))) for t in [first, first +
/// count), b the start of t's block: every fill shares this walk, so they give the same bits.
/// A block start b = B + kBlock m, B a multiple of kBlock kBlocksPerSuper, gets its angle from
/// B's exact reduction and one more angle addition with the tabulated w kBlock m: one
/// reduction per super-block a call covers instead of one per block.
template <class Body>
inline __attribute__((always_inline)) void forEachPosition(const DDouble& w, const PairTables& tables, long first,
                                                           long count, Body body)
{
    constexpr long kBlock = AngleBlocks::kBlock;
    constexpr long kSuper = kBlock * AngleBlocks::kBlocksPerSuper;
    const long end = first + count;
    long super = -1;
    double sSuper = 0, cSuper = 1;
    for (long b = first / kBlock * kBlock; b < end; b += kBlock) {
        const long from = std::max(first, b), to = std::min(end, b + kBlock);
        if (b / kSuper * kSuper != super) {
            super = b / kSuper * kSuper;
            const double a = reducedAngle(w, static_cast<double>(super));
            sSuper = std::sin(a);
            cSuper = std::cos(a);
        }
        const long m = (b - super) / kBlock;
        const double sb = m == 0 ? sSuper : sSuper * tables.blockCosines[m] + cSuper * tables.blockSines[m];
        const double cb = m == 0 ? cSuper : cSuper * tables.blockCosines[m] - sSuper * tables.blockSines[m];
        for (long t = from; t < to; ++t)
            body(t, sb, cb, tables.sines[t - b], tables.cosines[t - b]);
    }
}
} // namespace

namespace {
// Free functions, so that they can be compiled for wider vectors (no contraction: the same
// bits on every processor).
PE_VECTOR_CLONES void fillBoth(const DDouble& w, const PairTables& tables, long first, long count, double* sines,
                               double* cosines)
{
    forEachPosition(w, tables, first, count, [&](long t, double sb, double cb, double s, double c) {
        sines[t - first] = sb * c + cb * s;
        cosines[t - first] = cb * c - sb * s;
    });
}

PE_VECTOR_CLONES void fillSines(const DDouble& w, const PairTables& tables, long first, long count, double* out)
{
    forEachPosition(w, tables, first, count,
                    [&](long t, double sb, double cb, double s, double c) { out[t - first] = sb * c + cb * s; });
}

PE_VECTOR_CLONES void fillCosines(const DDouble& w, const PairTables& tables, long first, long count, double* out)
{
    forEachPosition(w, tables, first, count,
                    [&](long t, double sb, double cb, double s, double c) { out[t - first] = cb * c - sb * s; });
}
} // namespace

PairTables AngleBlocks::pairTables(int k) const
{
    const std::size_t at = static_cast<std::size_t>(k) * kBlock, blocks = static_cast<std::size_t>(k) * kBlocksPerSuper;
    return {m_sin.get() + at, m_cos.get() + at, m_sinBlocks.get() + blocks, m_cosBlocks.get() + blocks};
}

void AngleBlocks::fill(int k, long first, long count, double* sines, double* cosines) const
{
    fillBoth(m_omegas[static_cast<std::size_t>(k)], pairTables(k), first, count, sines, cosines);
}

void AngleBlocks::fillOne(int k, bool sine, long first, long count, double* out) const
{
    const DDouble& w = m_omegas[static_cast<std::size_t>(k)];
    const PairTables tables = pairTables(k);
    (sine ? fillSines : fillCosines)(w, tables, first, count, out);
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

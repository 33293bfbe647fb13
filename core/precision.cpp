#include "precision.h"

#include "parallel.h"

#include <algorithm>
#include <map>
#include <mutex>
#include <tuple>

namespace pe::core {

namespace {

constexpr long kRun = AngleBlocks::kBlock;
constexpr int kColumns = 64; ///< columns rounded at a time: values and codes stay in the cache

struct RowHash {
    std::uint64_t a = 0xcbf29ce484222325ull; // FNV-1a offset basis
    std::uint64_t b = 0x84222325cbf29ce4ull;
    void add(std::uint32_t code)
    {
        a = (a ^ code) * 0x100000001b3ull;
        b = ((b << 7) | (b >> 57)) ^ (code * 0x9e3779b97f4a7c15ull + 0x632be59bd9b4e019ull);
    }
};

/// The canonical codes of one row.
std::vector<std::uint32_t> rowCodes(const RowBlocks& rows, int dim, long t, Dtype dtype)
{
    std::vector<double> values(static_cast<std::size_t>(dim));
    rows(t, 1, 0, dim, values.data(), 1);
    std::vector<std::uint32_t> codes(values.size());
    canonicalCodes(dtype, values.data(), dim, codes.data());
    return codes;
}

} // namespace

CollisionCounts countCollisions(const RowBlocks& rows, int dim, long positions, Dtype dtype)
{
    return *countCollisions(rows, dim, positions, dtype, {});
}

std::optional<CollisionCounts> countCollisions(const RowBlocks& rows, int dim, long positions, Dtype dtype,
                                               const std::function<bool(double)>& progress)
{
    CollisionCounts r;
    r.dtype = dtype;
    r.positions = positions;
    r.dim = dim;
    r.apartByColumn.assign(static_cast<std::size_t>(dim), 0);
    r.apartByPair.assign(static_cast<std::size_t>(std::max(0L, positions - 1)), 0);
    if (positions <= 0 || dim <= 0)
        return r;
    std::vector<RowHash> hashes(static_cast<std::size_t>(positions));
    std::mutex merge;
    const long runs = (positions + kRun - 1) / kRun;
    // Chunks of at least 2^20 values keep small cases on one thread.
    const long minRuns = std::max(1L, (1L << 20) / (kRun * dim));
    // Batches of about 2^24 values: the progress is reported (and a stop honoured) between them.
    const long batchRuns = std::max(minRuns, (1L << 24) / (kRun * dim));
    auto countRuns = [&](long r0, long r1) {
        std::vector<double> values(static_cast<std::size_t>(kRun) * kColumns);
        std::vector<std::uint32_t> codes(values.size());
        std::vector<long> apart(static_cast<std::size_t>(dim), 0);
        // The codes of the row before the current run, for its first pair.
        std::vector<std::uint32_t> previous;
        if (r0 > 0)
            previous = rowCodes(rows, dim, r0 * kRun - 1, dtype);
        previous.resize(static_cast<std::size_t>(dim));
        for (long run = r0; run < r1; ++run) {
            const long first = run * kRun;
            const long count = std::min(kRun, positions - first);
            int* pair = r.apartByPair.data() + first;
            RowHash* h = hashes.data() + first;
            for (int c0 = 0; c0 < dim; c0 += kColumns) {
                const int c1 = std::min(dim, c0 + kColumns);
                rows(first, count, c0, c1, values.data(), kRun);
                canonicalCodes(dtype, values.data(), static_cast<long>(c1 - c0) * kRun, codes.data());
                for (int j = c0; j < c1; ++j) {
                    const std::uint32_t* c = codes.data() + static_cast<std::size_t>(j - c0) * kRun;
                    std::uint32_t& before = previous[static_cast<std::size_t>(j)];
                    long differ = 0;
                    if (first > 0) {
                        const bool d0 = c[0] != before;
                        pair[-1] += d0;
                        differ += d0;
                    }
                    for (long i = 1; i < count; ++i) {
                        const bool d = c[i] != c[i - 1];
                        pair[i - 1] += d;
                        differ += d;
                    }
                    apart[static_cast<std::size_t>(j)] += differ;
                    for (long i = 0; i < count; ++i)
                        h[i].add(c[i]);
                    before = c[count - 1];
                }
            }
        }
        std::lock_guard<std::mutex> lock(merge);
        for (int j = 0; j < dim; ++j)
            r.apartByColumn[static_cast<std::size_t>(j)] += apart[static_cast<std::size_t>(j)];
    };
    for (long b0 = 0; b0 < runs; b0 += batchRuns) {
        const long b1 = std::min(runs, b0 + batchRuns);
        parallelFor(b1 - b0, minRuns, [&](long r0, long r1) { countRuns(b0 + r0, b0 + r1); });
        if (progress && !progress(static_cast<double>(b1) / static_cast<double>(runs)))
            return std::nullopt;
    }
    r.neighbourCollisions = std::count(r.apartByPair.begin(), r.apartByPair.end(), 0);

    // Duplicates: positions grouped by hash, each group then split by its actual codes.
    std::vector<std::tuple<std::uint64_t, std::uint64_t, long>> keys(static_cast<std::size_t>(positions));
    for (long t = 0; t < positions; ++t)
        keys[static_cast<std::size_t>(t)] = {hashes[static_cast<std::size_t>(t)].a,
                                             hashes[static_cast<std::size_t>(t)].b, t};
    std::sort(keys.begin(), keys.end());
    for (std::size_t i = 0; i < keys.size();) {
        std::size_t e = i + 1;
        while (e < keys.size() && std::get<0>(keys[e]) == std::get<0>(keys[i]) &&
               std::get<1>(keys[e]) == std::get<1>(keys[i]))
            ++e;
        if (e - i > 1) {
            // Positions ascend within the group: the first of each distinct row is its original.
            std::map<std::vector<std::uint32_t>, long> seen;
            for (std::size_t k = i; k < e; ++k) {
                const long t = std::get<2>(keys[k]);
                const auto [it, inserted] = seen.emplace(rowCodes(rows, dim, t, dtype), t);
                if (!inserted) {
                    r.duplicates.push_back(t);
                    if (r.firstDuplicate < 0 || t < r.firstDuplicate) {
                        r.firstDuplicate = t;
                        r.firstDuplicateOf = it->second;
                    }
                }
            }
        }
        i = e;
    }
    std::sort(r.duplicates.begin(), r.duplicates.end());
    r.duplicatePositions = static_cast<long>(r.duplicates.size());
    return r;
}

CollisionBins binCollisions(const CollisionCounts& counts, int bins)
{
    CollisionBins b;
    const long n = counts.positions;
    if (n <= 0 || bins <= 0)
        return b;
    b.step = std::max(1L, (n + bins - 1) / bins);
    const long cells = (n + b.step - 1) / b.step;
    b.fewestApart.assign(static_cast<std::size_t>(cells), -1);
    b.duplicates.assign(static_cast<std::size_t>(cells), 0);
    for (std::size_t t = 0; t < counts.apartByPair.size(); ++t) {
        int& cell = b.fewestApart[t / static_cast<std::size_t>(b.step)];
        const int v = counts.apartByPair[t];
        cell = cell < 0 ? v : std::min(cell, v);
    }
    for (long t : counts.duplicates)
        ++b.duplicates[static_cast<std::size_t>(t / b.step)];
    return b;
}

} // namespace pe::core

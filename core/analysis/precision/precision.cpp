#include "core/analysis/precision/precision.h"

#include "core/formula/vectorclones.h"
#include "core/parallel.h"

#include <algorithm>
#include <limits>
#include <map>
#include <mutex>
#include <utility>

namespace pe::core {

namespace {

constexpr long kRun = 4 * AngleBlocks::kBlock; ///< positions rounded at a time, whole blocks
constexpr long kTileRuns = 8;                  ///< runs whose counts are kept while blocks of columns pass over them
constexpr int kColumns = 4; ///< columns rounded at a time: values, codes and tables stay in the first-level cache

/// The key of column j in the rows' hash: hash(row) = sum_j code_j key_j (mod 2^32), odd keys
/// (multilinear hashing). A sum column by column vectorises across positions, where a chained
/// hash would not. Two different rows share a hash with probability about 2^-32: some 128
/// pairs among a million positions, each then told apart by comparing the rows (two rows of
/// d components, far less than the count itself). A second hash cost 5 % of the count.
std::uint32_t columnKey(std::uint64_t index)
{
    std::uint64_t z = (index + 1) * 0x9e3779b97f4a7c15ull; // splitmix64
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return static_cast<std::uint32_t>(z ^ (z >> 31)) | 1u;
}

/// kColumns columns of a run of `count` positions: codes column-major (leading dimension
/// kRun), and the codes of the position before the run when there is one (else null). Adds to
/// pair[t] the columns telling the neighbours (t, t + 1) apart (pair[-1]: the pair with the
/// position before), to apart[j] the pairs column j tells apart, and the columns' terms to
/// the hash. Columns past the encoding's are all zero codes with zero keys: they add nothing.
PE_VECTOR_CLONES void addColumns(const std::uint32_t* codes, long count, const std::uint32_t* before, int* pair,
                                 std::uint32_t* hash, const std::uint32_t* key, long* apart)
{
    // Each comparison of neighbours counts twice: for its pair and for its column.
    int differ[kColumns] = {};
    if (before) {
        for (int j = 0; j < kColumns; ++j) {
            const int d = codes[j * kRun] != before[j] ? 1 : 0;
            differ[j] += d;
            pair[-1] += d;
        }
    }
    for (long i = 1; i < count; ++i) {
        int d = 0;
        for (int j = 0; j < kColumns; ++j) {
            const int dj = codes[j * kRun + i] != codes[j * kRun + i - 1] ? 1 : 0;
            differ[j] += dj;
            d += dj;
        }
        pair[i - 1] += d;
    }
    for (int j = 0; j < kColumns; ++j)
        apart[j] += differ[j];
    for (long i = 0; i < count; ++i) {
        std::uint32_t h = hash[i];
        for (int j = 0; j < kColumns; ++j)
            h += codes[j * kRun + i] * key[j];
        hash[i] = h;
    }
}

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
    std::vector<std::uint32_t> hash(static_cast<std::size_t>(positions));
    // Columns padded to whole blocks of kColumns; the padding's keys are zero.
    const int padded = (dim + kColumns - 1) / kColumns * kColumns;
    std::vector<std::uint32_t> key(static_cast<std::size_t>(padded), 0u);
    for (std::size_t j = 0; j < static_cast<std::size_t>(dim); ++j)
        key[j] = columnKey(j);
    std::mutex merge;
    const long runs = (positions + kRun - 1) / kRun;
    // Chunks of at least 2^20 values keep small cases on one thread.
    const long minRuns = std::max(1L, (1L << 20) / (kRun * dim));
    // Batches of about 2^26 values (some 50 ms): the progress is reported (and a stop honoured)
    // between them.
    const long batchRuns = std::max(minRuns, (1L << 26) / (kRun * dim));
    auto countRuns = [&](long r0, long r1) {
        std::vector<double> values(static_cast<std::size_t>(kRun) * kColumns);
        std::vector<std::uint32_t> codes(values.size());
        std::vector<long> apart(static_cast<std::size_t>(padded), 0);
        // The codes of the row before the current run, for its first pair.
        std::vector<std::uint32_t> previous;
        if (r0 > 0)
            previous = rowCodes(rows, dim, r0 * kRun - 1, dtype);
        previous.resize(static_cast<std::size_t>(padded), 0u);
        // Runs in tiles, a block of columns at a time over the tile: a tile's hash and pairs
        // stay in the second-level cache, and so do the tables behind a block of columns.
        for (long tile = r0; tile < r1; tile += kTileRuns) {
            const long tileEnd = std::min(r1, tile + kTileRuns);
            for (int c0 = 0; c0 < dim; c0 += kColumns) {
                const int c1 = std::min(dim, c0 + kColumns);
                const std::size_t u = static_cast<std::size_t>(c0);
                for (long run = tile; run < tileEnd; ++run) {
                    const long first = run * kRun;
                    const long count = std::min(kRun, positions - first);
                    rows(first, count, c0, c1, values.data(), kRun);
                    canonicalCodes(dtype, values.data(), static_cast<long>(c1 - c0) * kRun, codes.data());
                    // A last block short of kColumns: the columns past dim hold zeros.
                    std::fill(codes.begin() + static_cast<std::ptrdiff_t>(c1 - c0) * kRun, codes.end(), 0u);
                    addColumns(codes.data(), count, first > 0 ? &previous[u] : nullptr, r.apartByPair.data() + first,
                               hash.data() + first, &key[u], &apart[u]);
                    for (int j = c0; j < c1; ++j)
                        previous[static_cast<std::size_t>(j)] =
                            codes[static_cast<std::size_t>(j - c0) * kRun + count - 1];
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

    // Duplicates: positions bucketed by the top bits of their hash, in ascending order; in
    // each bucket, positions with equal hashes are split by their actual codes. Two
    // small arrays instead of a sort of every (hash, position) pair: on a million positions
    // this part runs on one core, and fresh memory is slow to touch.
    constexpr int kBucketBits = 16;
    std::vector<std::uint32_t> starts((std::size_t{1} << kBucketBits) + 1, 0u);
    for (std::uint32_t h : hash)
        ++starts[(h >> (32 - kBucketBits)) + 1];
    for (std::size_t b = 1; b < starts.size(); ++b)
        starts[b] += starts[b - 1];
    static_assert(Limits::maxLength <= std::numeric_limits<std::uint32_t>::max());
    std::vector<std::uint32_t> order(static_cast<std::size_t>(positions));
    {
        std::vector<std::uint32_t> next(starts.begin(), starts.end() - 1);
        for (std::size_t t = 0; t < order.size(); ++t)
            order[next[hash[t] >> (32 - kBucketBits)]++] = static_cast<std::uint32_t>(t);
    }
    std::vector<std::pair<std::uint32_t, long>> bucket;
    for (std::size_t b = 0; b + 1 < starts.size(); ++b) {
        if (starts[b + 1] - starts[b] < 2)
            continue;
        bucket.clear();
        for (std::uint32_t i = starts[b]; i < starts[b + 1]; ++i) {
            const std::uint32_t t = order[i];
            bucket.emplace_back(hash[t], static_cast<long>(t));
        }
        std::sort(bucket.begin(), bucket.end()); // by hash, positions ascending among equal hashes
        for (std::size_t i = 0; i < bucket.size();) {
            std::size_t e = i + 1;
            while (e < bucket.size() && bucket[e].first == bucket[i].first)
                ++e;
            if (e - i > 1) {
                // The first of each distinct row is its original.
                std::map<std::vector<std::uint32_t>, long> seen;
                for (std::size_t k = i; k < e; ++k) {
                    const long t = bucket[k].second;
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

#include "core/encodings/embeddingsource.h"
#include "core/enumnames.h"

#include "core/formula/formula.h"

#include <algorithm>
#include <cmath>
#include <list>
#include <mutex>
#include <vector>

namespace pe::core {

void validate(const SourceParams& p)
{
    if (!std::isfinite(p.noise) || p.noise < 0.0 || p.noise > kMaxNoise)
        throw ParameterError(rangeProblem(ProblemCode::NumberOutOfRange, "noise", p.noise, 0, kMaxNoise));
    if (!std::isfinite(p.scale) || p.scale <= 0.0 || p.scale > 100.0)
        throw ParameterError(rangeProblem(ProblemCode::NumberAboveOutOfRange, "scale", p.scale, 0, 100));
}

NormalStream::NormalStream(std::uint64_t seed)
    : m_engine(seed)
{
}

double NormalStream::next()
{
    if (m_hasSpare) {
        m_hasSpare = false;
        return m_spare;
    }
    constexpr double k53 = 1.0 / 9007199254740992.0; // 2^-53
    // u in (0, 1] keeps the logarithm finite; v in [0, 1).
    const double u = static_cast<double>((m_engine() >> 11) + 1) * k53;
    const double v = static_cast<double>(m_engine() >> 11) * k53;
    const double r = std::sqrt(-2.0 * std::log(u));
    const double a = kTwoPi * v;
    m_spare = r * std::sin(a);
    m_hasSpare = true;
    return r * std::cos(a);
}

std::uint64_t columnSeed(std::uint64_t seed, int column)
{
    std::uint64_t z = seed + 0x9E3779B97F4A7C15ULL * (static_cast<std::uint64_t>(column) + 1);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

Eigen::VectorXd encodingColumn(const EncodingParams& params, int j, long count)
{
    const Column c = columnAt(params, j);
    const double w = omega(params, c.pair);
    Eigen::VectorXd v(count);
    // Exact angles every kBlock positions, a rotation by w in between: a few ulps of error
    // instead of one sine per position (the column of a long L was most of an analysis).
    // Blocks start at multiples of kBlock, so a value does not depend on count.
    constexpr long kBlock = 16;
    const double step = reducedAngle(w, 1.0);
    const double cw = std::cos(step), sw = std::sin(step);
    for (long t0 = 0; t0 < count; t0 += kBlock) {
        const double a = reducedAngle(w, static_cast<double>(t0));
        double cs = std::cos(a), sn = std::sin(a);
        const long t1 = std::min(count, t0 + kBlock);
        for (long t = t0; t < t1; ++t) {
            v[t] = c.sine ? sn : cs;
            const double nc = cs * cw - sn * sw;
            sn = sn * cw + cs * sw;
            cs = nc;
        }
    }
    return v;
}

namespace {

class SinusoidalSource : public EmbeddingSource {
public:
    explicit SinusoidalSource(const EncodingParams& p)
        : m_params(p)
    {
    }
    int dim() const override { return m_params.dim; }
    std::string name() const override { return "sinusoidal"; }
    Eigen::VectorXd column(int j, long count) const override { return encodingColumn(m_params, j, count); }

private:
    EncodingParams m_params;
};

/// Column j's standard normal numbers for the last columns asked for. They depend on the seed
/// and j only (not on n, d, L or the noise strength), so a new base, d, L, window or noise
/// reuses them; generating them (Box-Muller) cost more than the rest of a column's analysis.
/// Entries are immutable and shared; a longer request regenerates the column's prefix.
class NoiseCache {
public:
    using Values = std::shared_ptr<const std::vector<double>>;

    static NoiseCache& instance()
    {
        static NoiseCache* cache = new NoiseCache; // never destroyed: used from worker threads
        return *cache;
    }

    Values get(std::uint64_t seed, int column, long count)
    {
        {
            const std::lock_guard<std::mutex> lock(m_mutex);
            for (auto it = m_entries.begin(); it != m_entries.end(); ++it)
                if (it->seed == seed && it->column == column && static_cast<long>(it->values->size()) >= count) {
                    m_entries.splice(m_entries.begin(), m_entries, it);
                    return it->values;
                }
        }
        auto values = std::make_shared<std::vector<double>>(count);
        NormalStream normal(columnSeed(seed, column));
        for (double& v : *values)
            v = normal.next();
        const std::lock_guard<std::mutex> lock(m_mutex);
        m_entries.remove_if([&](const Entry& e) { return e.seed == seed && e.column == column; });
        m_entries.push_front({seed, column, values});
        std::size_t total = 0;
        for (auto it = m_entries.begin(); it != m_entries.end(); ++it) {
            total += (*it).values->size();
            if (total > kMaxValues && it != m_entries.begin()) {
                m_entries.erase(it, m_entries.end());
                break;
            }
        }
        return values;
    }

private:
    /// 32 MB: every column of a frame at the largest sizes (the view's sample budget).
    static constexpr std::size_t kMaxValues = std::size_t(1) << 22;
    struct Entry {
        std::uint64_t seed;
        int column;
        Values values;
    };
    std::mutex m_mutex;
    std::list<Entry> m_entries; // most recently used first
};

class LearnedLikeSource : public EmbeddingSource {
public:
    LearnedLikeSource(const EncodingParams& p, const SourceParams& s)
        : m_params(p)
        , m_source(s)
    {
    }
    int dim() const override { return m_params.dim; }
    std::string name() const override { return "learned-like"; }
    Eigen::VectorXd column(int j, long count) const override
    {
        Eigen::VectorXd v = encodingColumn(m_params, j, count);
        const NoiseCache::Values noise = NoiseCache::instance().get(m_source.seed, j, count);
        v = m_source.scale * v + m_source.noise * Eigen::Map<const Eigen::VectorXd>(noise->data(), count);
        return v;
    }

private:
    EncodingParams m_params;
    SourceParams m_source;
};

} // namespace

std::shared_ptr<const EmbeddingSource> makeSource(const EncodingParams& params, const SourceParams& source)
{
    if (source.kind == SourceKind::LearnedLike)
        return std::make_shared<LearnedLikeSource>(params, source);
    return std::make_shared<SinusoidalSource>(params);
}

// The names of SourceKind on the command line and in files (one table, both directions).
constexpr EnumName<SourceKind> kSources[] = {{SourceKind::Sinusoidal, "sinusoidal"},
                                             {SourceKind::LearnedLike, "learned-like"}};

PE_ENUM_NAMES(SourceKind, kSources, sourceName, parseSource, "learned-like")

} // namespace pe::core

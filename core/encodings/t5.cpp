#include "core/encodings/t5.h"

#include "core/formula/params.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace pe::core {

namespace {

[[noreturn]] void fail(const std::string& parameter, double value, double low, double high)
{
    throw ParameterError(rangeProblem(ProblemCode::IntegerOutOfRange, parameter, value, low, high));
}

// The buckets of one direction and max_exact, as the reference derives them.
struct Split {
    int buckets;
    int maxExact;
};

Split split(const T5Params& p)
{
    const int buckets = p.bidirectional ? p.numBuckets / 2 : p.numBuckets;
    return {buckets, buckets / 2};
}

// Steps shared by both arithmetics: direction, distance n >= 0, the exact buckets. Returns
// true with `bucket` set when the bucket is exact (n < max_exact).
bool exactPart(long offset, const T5Params& p, const Split& s, int& base, long& n, int& bucket)
{
    base = 0;
    if (p.bidirectional) {
        if (offset > 0)
            base = s.buckets;
        n = std::labs(offset);
    } else {
        n = -std::min(offset, 0L);
    }
    if (n < s.maxExact) {
        bucket = base + static_cast<int>(n);
        return true;
    }
    return false;
}

} // namespace

void T5Params::validate() const
{
    const int minBuckets = bidirectional ? 4 : 2;
    if (numBuckets < minBuckets || numBuckets > 1024)
        fail("buckets", numBuckets, minBuckets, 1024);
    const int maxExact = split(*this).maxExact;
    if (maxDistance < 1 || maxDistance > Limits::maxLength || maxDistance <= maxExact)
        fail("max_distance", maxDistance, maxExact + 1, static_cast<double>(Limits::maxLength));
}

namespace {
/// The bucket of `offset`: its exact bucket for small distances, otherwise max_exact plus the
/// logarithmic part largePart(n, split) (truncated toward zero), capped at the last bucket.
template <class LargePart> int bucketOf(long offset, const T5Params& p, LargePart largePart)
{
    p.validate();
    const Split s = split(p);
    int base = 0;
    long n = 0;
    int bucket = 0;
    if (exactPart(offset, p, s, base, n, bucket))
        return bucket;
    const long large = s.maxExact + largePart(n, s);
    return base + static_cast<int>(std::min(large, static_cast<long>(s.buckets - 1)));
}
} // namespace

int relativePositionBucket(long offset, const T5Params& p)
{
    return bucketOf(offset, p, [&p](long n, const Split& s) {
        // torch float32 semantics, operand by operand: relative_position.float() / max_exact (the
        // int scalar becomes a float), torch.log in float, divided by the double
        // math.log(max_distance / max_exact) cast to float, times the int (num_buckets - max_exact)
        // as a float, then .to(torch.long), which truncates toward zero. Double arithmetic would
        // round up to the exact integer where float lands just below it.
        const float ratio = static_cast<float>(n) / static_cast<float>(s.maxExact);
        const float logRatio = std::log(ratio);
        const float logRange = static_cast<float>(std::log(static_cast<double>(p.maxDistance) / s.maxExact));
        const float scaled = logRatio / logRange * static_cast<float>(s.buckets - s.maxExact);
        return static_cast<long>(scaled);
    });
}

int relativePositionBucket(long offset, bool bidirectional, int numBuckets, long maxDistance)
{
    return relativePositionBucket(offset, T5Params{bidirectional, numBuckets, maxDistance});
}

int relativePositionBucketDouble(long offset, const T5Params& p)
{
    return bucketOf(offset, p, [&p](long n, const Split& s) {
        const double scaled = std::log(static_cast<double>(n) / s.maxExact) /
                              std::log(static_cast<double>(p.maxDistance) / s.maxExact) * (s.buckets - s.maxExact);
        return static_cast<long>(scaled);
    });
}

T5Encoding::T5Encoding(const T5Params& params)
    : m_params(params)
{
    m_params.validate();
}

std::string T5Encoding::describe() const
{
    return std::string("T5 buckets, ") + (m_params.bidirectional ? "bidirectional" : "unidirectional") + ", " +
           std::to_string(m_params.numBuckets) + " buckets, max distance " + std::to_string(m_params.maxDistance);
}

double T5Encoding::atOffset(long offset) const
{
    return relativePositionBucket(offset, m_params);
}

} // namespace pe::core

#include "core/analysis/precision/lowprecision.h"

#include "core/enumnames.h"
#include "core/formula/vectorclones.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <type_traits>

namespace pe::core {

namespace {

constexpr EnumName<Dtype> kDtypeNames[] = {
    {Dtype::Float32, "float32"},
    {Dtype::Float16, "float16"},
    {Dtype::BFloat16, "bfloat16"},
};

/// A binary format with `Fraction` stored fraction bits and `Exponent` exponent bits.
template <int Fraction, int Exponent> struct Format {
    static constexpr int kFraction = Fraction;
    static constexpr int kExponent = Exponent;
    static constexpr int kBias = (1 << (Exponent - 1)) - 1;
    static constexpr int kMinExponent = 1 - kBias; ///< of the smallest normal number
    static constexpr int kMaxExponent = kBias;
    static constexpr std::uint32_t kInfinity = ((1u << Exponent) - 1u) << Fraction;
    static constexpr std::uint32_t kSign = 1u << (Fraction + Exponent);

    static std::uint32_t round(double x)
    {
        std::uint64_t b = 0;
        std::memcpy(&b, &x, sizeof b);
        const std::uint32_t sign = (b >> 63) != 0 ? kSign : 0u;
        const std::uint64_t magnitude = b & 0x7fffffffffffffffull;
        const int biased = static_cast<int>(magnitude >> 52);
        if (biased == 0x7ff) // inf or NaN
            return sign | kInfinity | ((magnitude & 0xfffffffffffffull) != 0 ? 1u << (Fraction - 1) : 0u);
        if (biased == 0) // zero or a double subnormal: far below half the smallest subnormal here
            return sign;
        const int e = biased - 1023;
        if (e > kMaxExponent)
            return sign | kInfinity;
        // The 53-bit significand; keep Fraction + 1 bits of it (fewer below the normal range).
        const std::uint64_t m = (magnitude & 0xfffffffffffffull) | (1ull << 52);
        int shift = 52 - Fraction;
        if (e < kMinExponent)
            shift += kMinExponent - e;
        if (shift > 53) // below half the smallest subnormal
            return sign;
        std::uint64_t q = m >> shift;
        const std::uint64_t rest = m & ((1ull << shift) - 1);
        const std::uint64_t half = 1ull << (shift - 1);
        if (rest > half || (rest == half && (q & 1) != 0))
            ++q;
        // A carry out of the significand lands in the exponent field, as it should (up to inf).
        const std::uint32_t code = e < kMinExponent ? static_cast<std::uint32_t>(q)
                                                    : (static_cast<std::uint32_t>(e + kBias) << Fraction) +
                                                          static_cast<std::uint32_t>(q - (1ull << Fraction));
        return sign | (code >= kInfinity ? kInfinity : code);
    }

    static double value(std::uint32_t bits)
    {
        const double sign = (bits & kSign) != 0 ? -1.0 : 1.0;
        const std::uint32_t field = (bits >> Fraction) & ((1u << Exponent) - 1u);
        const std::uint32_t fraction = bits & ((1u << Fraction) - 1u);
        if (field == (1u << Exponent) - 1u)
            return fraction != 0 ? std::nan("") : sign * HUGE_VAL;
        if (field == 0)
            return sign * std::ldexp(static_cast<double>(fraction), kMinExponent - Fraction);
        return sign *
               std::ldexp(static_cast<double>(fraction | (1u << Fraction)), static_cast<int>(field) - kBias - Fraction);
    }
};

using Binary32 = Format<23, 8>;
using Binary16 = Format<10, 5>;
using BFloat = Format<7, 8>;

/// f(format) for the format of `dtype` (an empty value of Binary16, BFloat or Binary32), so
/// that each function names the formats once.
template <class Function> auto withFormat(Dtype dtype, Function&& f)
{
    switch (dtype) {
    case Dtype::Float16:
        return f(Binary16{});
    case Dtype::BFloat16:
        return f(BFloat{});
    case Dtype::Float32:
        break;
    }
    return f(Binary32{});
}

} // namespace

std::string dtypeName(Dtype dtype)
{
    return nameIn(kDtypeNames, dtype, "float32");
}

std::optional<Dtype> parseDtype(std::string_view name)
{
    return valueIn(kDtypeNames, name);
}

int significantBits(Dtype dtype)
{
    return withFormat(dtype, [](auto format) { return decltype(format)::kFraction + 1; });
}

std::uint32_t roundedBits(Dtype dtype, double x)
{
    return withFormat(dtype, [x](auto format) { return decltype(format)::round(x); });
}

double valueOfBits(Dtype dtype, std::uint32_t bits)
{
    return withFormat(dtype, [bits](auto format) { return decltype(format)::value(bits); });
}

namespace {

/// canonicalCodes for one format over n values, in runs of kRun: a branch-free loop the
/// compiler vectorises gives every value in the format's normal range from integer operations
/// on the double's bits, which round to nearest even in one addition: adding half an ulp minus
/// one, plus the last kept bit, carries exactly when the discarded part is above half, or half
/// with an odd last bit (a carry out of the largest finite value gives infinity's code).
/// Formats of at most 20 fraction bits work on the double's high word, in twice as many lanes,
/// with a sticky last bit standing for the low word's (set when any of those is): the
/// discarded part then compares with half as the whole one does. The rare run holding a zero,
/// a value outside the normal range, an infinity or a NaN is then patched through the general
/// path.
template <class F> inline __attribute__((always_inline)) void codesOf(const double* x, long n, std::uint32_t* out)
{
    constexpr long kRun = 256;
    constexpr bool kHighWord = F::kFraction <= 20;
    using Word = std::conditional_t<kHighWord, std::uint32_t, std::uint64_t>;
    constexpr int kDropped = kHighWord ? 32 : 0; ///< low bits of the double not read
    constexpr int kWordBits = 64 - kDropped;
    constexpr int kShift = 52 - kDropped - F::kFraction;
    constexpr Word kMagnitude = ~Word{0} >> 1;
    constexpr Word kSmallest = static_cast<Word>(1023 + F::kMinExponent) << (52 - kDropped);
    constexpr Word kBeyond = static_cast<Word>(1023 + F::kMaxExponent + 1) << (52 - kDropped);
    constexpr Word kRebias = static_cast<Word>(1023 - F::kBias) << F::kFraction;
    constexpr Word kHalf = Word{1} << (kShift - 1);
    constexpr int kSignShift = F::kFraction + F::kExponent;
    static_assert((1u << kSignShift) == F::kSign);
    static_assert(kShift >= 2, "the sticky bit must lie below the half");
    auto general = [](Word a) { return a - kSmallest >= kBeyond - kSmallest; };
    auto wordOf = [](double v) {
        std::uint64_t b = 0;
        std::memcpy(&b, &v, sizeof b);
        return static_cast<Word>(b >> kDropped) | (kHighWord && static_cast<std::uint32_t>(b) != 0 ? 1u : 0u);
    };
    for (long r0 = 0; r0 < n; r0 += kRun) {
        const long r1 = std::min(n, r0 + kRun);
        int generals = 0;
        for (long i = r0; i < r1; ++i) {
            const Word w = wordOf(x[i]);
            const Word a = w & kMagnitude;
            const Word q = (a + (kHalf - 1) + ((a >> kShift) & 1)) >> kShift;
            out[i] = static_cast<std::uint32_t>(q - kRebias) |
                     (static_cast<std::uint32_t>(w >> (kWordBits - 1)) << kSignShift);
            generals += general(a) ? 1 : 0;
        }
        if (generals == 0)
            continue;
        for (long i = r0; i < r1; ++i) {
            if (general(wordOf(x[i]) & kMagnitude)) {
                const std::uint32_t bits = F::round(x[i]);
                out[i] = bits == F::kSign ? 0u : bits; // -0 is +0
            }
        }
    }
}

PE_VECTOR_CLONES void codesBinary32(const double* x, long n, std::uint32_t* out)
{
    codesOf<Binary32>(x, n, out);
}
PE_VECTOR_CLONES void codesBinary16(const double* x, long n, std::uint32_t* out)
{
    codesOf<Binary16>(x, n, out);
}
PE_VECTOR_CLONES void codesBFloat(const double* x, long n, std::uint32_t* out)
{
    codesOf<BFloat>(x, n, out);
}

} // namespace

void canonicalCodes(Dtype dtype, const double* x, long n, std::uint32_t* out)
{
    // Values in the normal range never round to a signed zero, so only the general path
    // canonicalises.
    switch (dtype) {
    case Dtype::Float16:
        return codesBinary16(x, n, out);
    case Dtype::BFloat16:
        return codesBFloat(x, n, out);
    case Dtype::Float32:
        break;
    }
    codesBinary32(x, n, out);
}

} // namespace pe::core

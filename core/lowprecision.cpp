#include "lowprecision.h"

#include "enumnames.h"

#include <cmath>
#include <cstring>

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

void canonicalCodes(Dtype dtype, const double* x, long n, std::uint32_t* out)
{
    // One loop per format, so that the format's constants are folded into it. Results in the
    // format's normal range (and overflow) come from integer operations on the double's bits,
    // which round to nearest even in one addition: adding half an ulp minus one, plus the
    // last kept bit, carries exactly when the discarded part is above half, or half with an
    // odd last bit. Zeros, subnormals, infinities and NaN take the general path.
    withFormat(dtype, [&](auto format) {
        using F = decltype(format);
        constexpr int kShift = 52 - F::kFraction;
        constexpr std::uint64_t kSmallest = static_cast<std::uint64_t>(1023 + F::kMinExponent) << 52;
        constexpr std::uint64_t kRebias = static_cast<std::uint64_t>(1023 - F::kBias) << F::kFraction;
        for (long i = 0; i < n; ++i) {
            std::uint64_t b = 0;
            std::memcpy(&b, &x[i], sizeof b);
            const std::uint64_t a = b & 0x7fffffffffffffffull;
            std::uint32_t bits;
            if (a >= kSmallest && a < 0x7ff0000000000000ull) {
                const std::uint64_t q = (a + ((1ull << (kShift - 1)) - 1) + ((a >> kShift) & 1)) >> kShift;
                const std::uint64_t code = q - kRebias;
                bits = (code >= F::kInfinity ? F::kInfinity : static_cast<std::uint32_t>(code)) |
                       ((b >> 63) != 0 ? F::kSign : 0u);
            } else {
                bits = F::round(x[i]);
            }
            out[i] = bits == F::kSign ? 0u : bits;
        }
    });
}

} // namespace pe::core

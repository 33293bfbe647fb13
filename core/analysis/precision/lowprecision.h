#pragma once
/// @file lowprecision.h
/// Rounding to the floating-point formats models store their vectors in: IEEE binary32
/// (float32), IEEE binary16 (float16: 1 sign, 5 exponent, 10 fraction bits) and bfloat16
/// (1 sign, 8 exponent, 7 fraction bits: float32's range with 8 significant bits).
/// Every rounding goes from the double directly to the target format, round to nearest with
/// ties to even, with subnormals, and overflow to infinity (IEEE 754-2008, section 4.3.1):
/// never through float32 first, which would round twice.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace pe::core {

enum class Dtype {
    Float32, ///< IEEE binary32: 24 significant bits, spacing 2^-24 just below 1
    Float16, ///< IEEE binary16: 11 significant bits, spacing 2^-11 just below 1, max 65504
    BFloat16 ///< bfloat16: 8 significant bits, spacing 2^-8 just below 1, float32's range
};

std::string dtypeName(Dtype dtype);
std::optional<Dtype> parseDtype(std::string_view name);

/// Significant bits of the format (the implicit leading bit included): 24, 11, 8.
int significantBits(Dtype dtype);

/// The bits of x rounded to the format (round to nearest, ties to even; +-inf past the largest
/// finite value; NaN stays NaN), in the low 32 (float32) or 16 bits. -0 and +0 keep their sign.
std::uint32_t roundedBits(Dtype dtype, double x);

/// The value of a format's bit pattern, exactly (every value of these formats is a double).
double valueOfBits(Dtype dtype, std::uint32_t bits);

/// x rounded to the format, as a double: valueOfBits(dtype, roundedBits(dtype, x)).
inline double roundTo(Dtype dtype, double x)
{
    return valueOfBits(dtype, roundedBits(dtype, x));
}

/// The bits with -0 replaced by +0, so that equal values have equal codes (the formats
/// here have no other pair of equal values with different bits, NaN aside).
inline std::uint32_t canonicalBits(Dtype dtype, std::uint32_t bits)
{
    const std::uint32_t sign = dtype == Dtype::Float32 ? 0x80000000u : 0x8000u;
    return bits == sign ? 0u : bits;
}

} // namespace pe::core

namespace pe::core {

/// out[i] = canonicalBits(dtype, roundedBits(dtype, x[i])) for i < n: the codes that compare
/// equal exactly when the rounded values do (the bulk loop of the precision measurements).
void canonicalCodes(Dtype dtype, const double* x, long n, std::uint32_t* out);

} // namespace pe::core

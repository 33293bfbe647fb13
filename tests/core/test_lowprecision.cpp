// Rounding to float32, float16 and bfloat16 straight from double (round to nearest, ties to
// even, subnormals, overflow), against values computed independently.

#include "core/analysis/precision/lowprecision.h"

#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <random>
#include <vector>

using namespace pe::core;

namespace {

struct Case {
    double x;
    std::uint32_t bits;
};

// Made with NumPy 1.24: np.array([x], dtype=np.float64).astype(np.float16).view(np.uint16),
// whose double -> half conversion rounds once, to nearest even.
const Case kFloat16[] = {
    {0.0, 0x0000},
    {-0.0, 0x8000},
    {1.0, 0x3c00},
    {-1.0, 0xbc00},
    {0.1, 0x2e66},
    {0.3333333333333333, 0x3555},
    {0.999, 0x3bfe},
    {0.99951171875, 0x3bff},
    {0.999755859375, 0x3c00}, // the tie between 1 - 2^-11 (odd) and 1: to 1
    {0.99975586, 0x3c00},
    {0.9997558593750001, 0x3c00},
    {1.00048828125, 0x3c00}, // 1 + 2^-11: a tie, to the even 1
    {1.00146484375, 0x3c02}, // 1 + 3 2^-11: a tie, to the even 1 + 2^-9
    {1.0004882812509095, 0x3c01},
    {65504.0, 0x7bff},
    {65519.99, 0x7bff},
    {65520.0, 0x7c00}, // the tie between the largest finite and 2^16: to infinity
    {1000000.0, 0x7c00},
    {-70000.0, 0xfc00},
    {6.103515625e-05, 0x0400},        // 2^-14, the smallest normal
    {5.960464477539063e-08, 0x0001},  // 2^-24, the smallest subnormal
    {2.9802322387695312e-08, 0x0000}, // 2^-25: a tie, to 0
    {2.980232536792755e-08, 0x0001},
    {4.470348358154297e-08, 0x0001},
    {1.4901161193847656e-08, 0x0000},
    {8.940696716308594e-08, 0x0002},  // 1.5 2^-24: a tie, to 2 2^-24
    {1.4901161193847656e-07, 0x0002}, // 2.5 2^-24: a tie, to 2 2^-24
    {6.1e-05, 0x03ff},
    {6.0975e-05, 0x03ff},
    {1e-08, 0x0000},
    {0.8414709848078965, 0x3abb},
    {-0.9993608074382127, 0xbbff},
    {-0.5752416837547892, 0xb89a},
    {-0.8414709848078965, 0xbabb},
};

// Made with Python's exact rationals: q = round(Fraction(|x|) / ulp) (round() on a Fraction
// rounds half to even), ulp = 2^(max(floor(log2|x|), -126) - 7), then the bits from q and the
// exponent (bias 127); the same method reproduces NumPy's float16 on 20000 random values.
const Case kBFloat16[] = {
    {0.0, 0x0000},
    {-0.0, 0x8000},
    {1.0, 0x3f80},
    {-1.0, 0xbf80},
    {0.1, 0x3dcd},
    {0.3333333333333333, 0x3eab},
    {0.999, 0x3f80},
    {1.00390625, 0x3f80},         // 1 + 2^-8: a tie, to 1
    {1.01171875, 0x3f82},         // 1 + 3 2^-8: a tie, to 1 + 2^-6
    {1.0039062500009095, 0x3f81}, // just above the tie; through float32 first it would be 1
    {1.0039062499990905, 0x3f80},
    {0.99609375, 0x3f7f},
    {0.998046875, 0x3f80},
    {0.9980468750000001, 0x3f80},
    {3.3895313892515355e+38, 0x7f7f},
    {3.3961775292304956e+38, 0x7f80},
    {3.402e+38, 0x7f80},
    {1e+39, 0x7f80},
    {1.1754943508222875e-38, 0x0080},
    {9.183549615799121e-41, 0x0001},
    {4.591774807899561e-41, 0x0000},
    {4.591775267077042e-41, 0x0001},
    {6.887662211849341e-41, 0x0001},
    {1e-45, 0x0000},
    {0.8414709848078965, 0x3f57},
    {-0.9993608074382127, 0xbf80},
    {1.0039062509349606, 0x3f81},
    {255.5, 0x4380},
    {256.5, 0x4380},
    {257.0, 0x4380},
    {-12345.678, 0xc641},
};

} // namespace

TEST(LowPrecision, Float16MatchesNumpy)
{
    for (const Case& c : kFloat16) {
        EXPECT_EQ(roundedBits(Dtype::Float16, c.x), c.bits) << c.x;
        // The value of the bits reads back to the same bits.
        EXPECT_EQ(roundedBits(Dtype::Float16, valueOfBits(Dtype::Float16, c.bits)), c.bits) << c.x;
    }
    EXPECT_EQ(valueOfBits(Dtype::Float16, 0x7bff), 65504.0);
    EXPECT_EQ(valueOfBits(Dtype::Float16, 0x0001), std::ldexp(1.0, -24));
    EXPECT_EQ(valueOfBits(Dtype::Float16, 0x3555), 0.333251953125);
}

TEST(LowPrecision, BFloat16MatchesExactRationals)
{
    for (const Case& c : kBFloat16)
        EXPECT_EQ(roundedBits(Dtype::BFloat16, c.x), c.bits) << c.x;
    EXPECT_EQ(valueOfBits(Dtype::BFloat16, 0x3f81), 1.0078125);
}

TEST(LowPrecision, Float32IsTheCompilersConversion)
{
    std::mt19937_64 rng(7);
    std::uniform_real_distribution<double> mantissa(-2.0, 2.0);
    std::uniform_int_distribution<int> exponent(-160, 130);
    for (int i = 0; i < 200000; ++i) {
        const double x = std::ldexp(mantissa(rng), exponent(rng));
        const float f = static_cast<float>(x);
        std::uint32_t expected = 0;
        std::memcpy(&expected, &f, sizeof f);
        ASSERT_EQ(roundedBits(Dtype::Float32, x), expected) << x;
        ASSERT_EQ(roundTo(Dtype::Float32, x), static_cast<double>(f)) << x;
    }
}

#if defined(__FLT16_MAX__) && defined(__x86_64__)
TEST(LowPrecision, Float16IsTheCompilersConversion)
{
    // GCC's _Float16 converts from double in one rounding too.
    std::mt19937_64 rng(11);
    std::uniform_real_distribution<double> mantissa(-2.0, 2.0);
    std::uniform_int_distribution<int> exponent(-28, 17);
    for (int i = 0; i < 200000; ++i) {
        const double x = std::ldexp(mantissa(rng), exponent(rng));
        const _Float16 h = static_cast<_Float16>(x);
        std::uint16_t expected = 0;
        std::memcpy(&expected, &h, sizeof h);
        ASSERT_EQ(roundedBits(Dtype::Float16, x), expected) << x;
    }
}
#endif

TEST(LowPrecision, CanonicalCodesMergeTheZeros)
{
    const double x[] = {-0.0, 0.0, -1e-50, 1.0, -1.0};
    for (Dtype dtype : {Dtype::Float32, Dtype::Float16, Dtype::BFloat16}) {
        std::uint32_t codes[5];
        canonicalCodes(dtype, x, 5, codes);
        EXPECT_EQ(codes[0], 0u);
        EXPECT_EQ(codes[1], 0u);
        EXPECT_EQ(codes[2], 0u); // rounds to -0
        EXPECT_EQ(codes[3], roundedBits(dtype, 1.0));
        EXPECT_NE(codes[4], codes[3]);
    }
}

/// The bulk loop (integer rounding on the double's bits, the high word only for float16 and
/// bfloat16, vector clones) against the one-value rounding, over every kind of double: values
/// at and one or two double ulps either side of a tie of each format (whose deciding bits are
/// in the low word), values across every binade, subnormal and overflowing ones, zeros, any
/// bit pattern, in runs long and short.
TEST(LowPrecision, CanonicalCodesAreTheOneValueRounding)
{
    std::mt19937_64 rng(20261127);
    std::vector<double> x(1 << 18);
    for (std::size_t i = 0; i < x.size(); ++i) {
        const std::uint64_t bits = rng();
        switch (rng() % 5) {
        case 0: { // any bit pattern: NaNs, infinities, subnormals included
            double v = 0;
            std::memcpy(&v, &bits, sizeof v);
            x[i] = v;
            break;
        }
        case 1: { // a tie of a format (fraction bits + one more set), nudged by -2 .. 2 double ulps
            const int fraction = std::array<int, 3>{10, 7, 23}[rng() % 3];
            const std::uint64_t kept = (bits >> (63 - fraction)) | 1u; // fraction + 1 bits
            double v = std::ldexp(static_cast<double>((kept << 1) | 1u), static_cast<int>(rng() % 80) - 60);
            std::uint64_t b = 0;
            std::memcpy(&b, &v, sizeof b);
            b += static_cast<std::uint64_t>(static_cast<std::int64_t>(rng() % 5) - 2);
            std::memcpy(&v, &b, sizeof v);
            x[i] = (rng() & 1) ? -v : v;
            break;
        }
        case 2: // every binade from far below the subnormals to past the largest float32
            x[i] = std::ldexp(1.0 + static_cast<double>(bits >> 12) * 0x1p-52, static_cast<int>(rng() % 320) - 170);
            break;
        case 3:
            x[i] = std::sin(static_cast<double>(bits % 100000));
            break;
        default:
            x[i] = (bits & 1) ? -0.0 : 0.0;
        }
    }
    for (Dtype dtype : {Dtype::Float32, Dtype::Float16, Dtype::BFloat16})
        for (long n : {static_cast<long>(x.size()), 1L, 255L, 257L}) {
            std::vector<std::uint32_t> codes(static_cast<std::size_t>(n));
            canonicalCodes(dtype, x.data(), n, codes.data());
            for (long i = 0; i < n; ++i)
                ASSERT_EQ(codes[static_cast<std::size_t>(i)], canonicalBits(dtype, roundedBits(dtype, x[i])))
                    << dtypeName(dtype) << " " << std::hexfloat << x[i];
        }
}

TEST(LowPrecision, NamesReadBack)
{
    for (Dtype dtype : {Dtype::Float32, Dtype::Float16, Dtype::BFloat16})
        EXPECT_EQ(parseDtype(dtypeName(dtype)), dtype);
    EXPECT_EQ(dtypeName(Dtype::BFloat16), "bfloat16");
    EXPECT_FALSE(parseDtype("foo").has_value());
    EXPECT_EQ(significantBits(Dtype::Float16), 11);
}

#pragma once
/// @file io/detail.h
/// Internal to the loaders (not part of the public API): byte order, half / bfloat16
/// conversion, overflow-checked sizes, and turning raw array bytes into an EmbeddingMatrix.

#include "core/io/embeddingmatrix.h"

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

namespace pe::core::io::detail {

/// Headers (npy dict, safetensors JSON) above this size are refused.
constexpr std::uint64_t maxHeaderBytes = 100ull * 1000 * 1000;

constexpr bool hostLittleEndian()
{
#if defined(__BYTE_ORDER__) && defined(__ORDER_LITTLE_ENDIAN__)
    return __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__;
#else
#error "unknown byte order"
#endif
}

inline std::uint16_t readLe16(const std::uint8_t* p)
{
    return static_cast<std::uint16_t>(p[0] | (p[1] << 8));
}
inline std::uint32_t readLe32(const std::uint8_t* p)
{
    return static_cast<std::uint32_t>(p[0]) | (static_cast<std::uint32_t>(p[1]) << 8) |
           (static_cast<std::uint32_t>(p[2]) << 16) | (static_cast<std::uint32_t>(p[3]) << 24);
}
inline std::uint64_t readLe64(const std::uint8_t* p)
{
    return static_cast<std::uint64_t>(readLe32(p)) | (static_cast<std::uint64_t>(readLe32(p + 4)) << 32);
}

/// Exact: every finite binary16 value is a float (subnormals included).
inline float halfToFloat(std::uint16_t h)
{
    const std::uint32_t sign = static_cast<std::uint32_t>(h & 0x8000u) << 16;
    const std::uint32_t exponent = (h >> 10) & 0x1fu;
    std::uint32_t mantissa = h & 0x3ffu;
    std::uint32_t bits;
    if (exponent == 0x1f) {
        bits = sign | 0x7f800000u | (mantissa << 13);
    } else if (exponent != 0) {
        bits = sign | ((exponent + 127 - 15) << 23) | (mantissa << 13);
    } else if (mantissa == 0) {
        bits = sign;
    } else {
        // A subnormal half is a normal float: shift the leading 1 into the implicit bit.
        int e = -1;
        do {
            ++e;
            mantissa <<= 1;
        } while ((mantissa & 0x400u) == 0);
        bits = sign | (static_cast<std::uint32_t>(127 - 15 - e) << 23) | ((mantissa & 0x3ffu) << 13);
    }
    float f;
    std::memcpy(&f, &bits, sizeof f);
    return f;
}

/// Exact: bfloat16 is the upper half of a float.
inline float bf16ToFloat(std::uint16_t b)
{
    const std::uint32_t bits = static_cast<std::uint32_t>(b) << 16;
    float f;
    std::memcpy(&f, &bits, sizeof f);
    return f;
}

/// a * b into @p out; false on overflow.
inline bool checkedMul(std::uint64_t a, std::uint64_t b, std::uint64_t& out)
{
    return !__builtin_mul_overflow(a, b, &out);
}

std::size_t scalarSize(ScalarType type);

/// "[1024, 768]".
std::string shapeText(const std::vector<std::uint64_t>& shape);

/// Raw array bytes as a file describes them.
struct RawArray {
    const std::uint8_t* data = nullptr; ///< exactly rows * cols * scalarSize(type) bytes
    std::uint64_t rows = 0;
    std::uint64_t cols = 0;
    ScalarType type = ScalarType::F32;
    bool bigEndian = false;
    bool fortranOrder = false;
};

/// Checks rows/cols (non-empty, within long and int limits) against the caller, converts (or,
/// with an @p owner, views in place when the bytes are native f4/f8 in C order and aligned),
/// and refuses NaN and Inf naming the first one's row and column. Throws LoadError.
EmbeddingMatrix materialize(const RawArray& raw, const std::shared_ptr<const void>& owner, const std::string& source);

/// Throws LoadError unless rows and cols are positive and fit the matrix's index types.
void checkShape(std::uint64_t rows, std::uint64_t cols, const std::string& source);

/// Throws LoadError naming the first NaN or Inf (row-major order).
void checkFinite(const EmbeddingMatrix& m, const std::string& source);

/// The file name part of a path ("/a/b/gpt2.npy" -> "gpt2.npy").
std::string fileName(const std::string& path);

} // namespace pe::core::io::detail

#pragma once
/// @file io/gguf.h
/// GGUF files (llama.cpp's format, versions 2 and 3): a header with metadata key/value pairs
/// ("general.architecture", "llama.rope.freq_base", ...) and a tensor directory, then the tensor
/// data, aligned to general.alignment (default 32). Only the header is read to list; a tensor's
/// bytes are read when it is loaded. Loadable tensors are F32, F16, BF16 (and F64); other types
/// are refused by name (Q4_0, Q8_0, ...). The layout and its checks follow llama.cpp's reader,
/// gguf_init_from_file_impl in ggml/src/gguf.cpp; type ids and block sizes are those of
/// gguf-py/gguf/constants.py (GGMLQuantizationType, GGML_QUANT_SIZES).

#include "core/io/embeddingmatrix.h"

#include <cstdint>
#include <map>
#include <string>
#include <variant>
#include <vector>

namespace pe::core::io {

/// One metadata value: integers (any width, signedness kept), floats, bool, string, or an array
/// of them (arrays of arrays are kept flat as their element count only). An Array's element
/// count is in u; arrays of more than 4 194 304 items keep their count only (no items).
struct GgufValue {
    enum class Kind { Unsigned, Signed, Float, Bool, String, Array };
    Kind kind = Kind::Unsigned;
    std::uint64_t u = 0;
    std::int64_t i = 0;
    double f = 0.0;
    bool b = false;
    std::string s;
    std::vector<GgufValue> items;

    /// The value as a double (integers, floats, bools), or throws LoadError-free std::nullopt.
    bool isNumber() const { return kind == Kind::Unsigned || kind == Kind::Signed || kind == Kind::Float; }
    double number() const
    {
        return kind == Kind::Unsigned ? static_cast<double>(u) : kind == Kind::Signed ? static_cast<double>(i) : f;
    }
};

/// One tensor of the directory. shape is in GGUF order (ne[0] first: the fastest-varying
/// dimension, i.e. a [N, d] table of NumPy is shape {d, N} here).
struct GgufTensor {
    std::string name;
    std::vector<std::uint64_t> shape;
    std::uint32_t type = 0;   ///< ggml_type: 0 F32, 1 F16, 30 BF16, ...
    std::string typeName;     ///< "F32", "F16", "BF16", "Q4_0", ...
    std::uint64_t offset = 0; ///< from the start of the data section
};

struct GgufHeader {
    std::uint32_t version = 0;
    std::map<std::string, GgufValue> metadata;
    std::vector<GgufTensor> tensors;
    std::uint64_t dataStart = 0; ///< file offset of the data section
};

/// Reads and checks the header of the GGUF file at @p path (every tensor must lie inside the
/// file). Throws LoadError.
GgufHeader readGgufHeader(const std::string& path);
/// The same for bytes in memory (the fuzzer).
GgufHeader parseGgufHeader(const void* data, std::size_t size, const std::string& source = "<buffer>");

/// Loads the 2-D tensor @p name (rows = positions: GGUF's ne[1], columns ne[0]) as an owned copy;
/// an empty name takes the position table (position_embd.weight). Throws LoadError.
EmbeddingMatrix loadGgufTensor(const std::string& path, const std::string& name = {});

} // namespace pe::core::io

#pragma once
/// @file io/safetensors.h
/// Hugging Face .safetensors files: an 8-byte little-endian header length N, N bytes of JSON
/// {"name": {"dtype": "F32", "shape": [r, c], "data_offsets": [begin, end]}, ...,
/// "__metadata__": {...}}, then the little-endian row-major data (offsets count from the
/// byte after the header). Matrices are the 2-D tensors of dtype F16, BF16, F32 or F64.

#include "core/io/embeddingmatrix.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace pe::core::io {

/// One 2-D floating-point tensor of a .safetensors file, for a picker.
struct TensorInfo {
    std::string name;
    long rows = 0;
    long cols = 0;
    std::string dtype; ///< "F16", "BF16", "F32" or "F64"
};

/// One tensor of a .safetensors header, any dtype and rank. Offsets count from the file's start.
struct SafetensorsTensor {
    std::string name;
    std::string dtype;
    std::vector<std::uint64_t> shape;
    std::uint64_t begin = 0;
    std::uint64_t end = 0;
};

class FileReader;
/// Reads and validates only the header of @p file (sorted by name). Throws LoadError.
std::vector<SafetensorsTensor> readSafetensorsHeader(const FileReader& file);

/// The loadable 2-D tensors of the .safetensors bytes [data, data + size), sorted by name. The
/// whole header is validated first (every tensor's offsets and sizes). Throws LoadError.
std::vector<TensorInfo> listSafetensorsMatrices(const void* data, std::size_t size,
                                                const std::string& source = "<buffer>");
/// The same for a file (only its header is read).
std::vector<TensorInfo> listSafetensorsMatricesFile(const std::string& path);

/// Loads the tensor named @p tensor; with an empty name, the file's only 2-D tensor (the error
/// otherwise lists them: "wpe.weight [1024, 768], wte.weight [50257, 768]"). With an @p owner
/// keeping the bytes alive, aligned F32/F64 data is viewed in place. Throws LoadError.
EmbeddingMatrix loadSafetensors(const void* data, std::size_t size, const std::string& source = "<buffer>",
                                const std::string& tensor = {}, std::shared_ptr<const void> owner = {});
/// The same for a file: only its header and the tensor's bytes are read, into memory the matrix
/// owns (nothing stays mapped; F32/F64 are viewed in place in that copy).
EmbeddingMatrix loadSafetensorsFile(const std::string& path, const std::string& tensor = {});

} // namespace pe::core::io

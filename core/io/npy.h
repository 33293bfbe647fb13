#pragma once
/// @file io/npy.h
/// NumPy .npy files (format versions 1.0, 2.0 and 3.0) holding a 2-D array of little- or
/// big-endian f2 (half), f4 or f8, in C or Fortran order.

#include "core/problem.h"

#include "core/io/embeddingmatrix.h"
#include <optional>

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace pe::core::io {

/// What a .npy header says (any number of dimensions).
struct NpyHeader {
    std::vector<std::uint64_t> shape;
    ScalarType type = ScalarType::F32;
    std::string descr; ///< as written: "<f4"
    bool bigEndian = false;
    bool fortranOrder = false;
    std::uint64_t dataOffset = 0;       ///< where the data starts (the header's end)
    std::uint64_t dataBytes = 0;        ///< shape x scalar size (0 when unsupported)
    std::optional<Problem> unsupported; ///< why the dtype cannot be read (none when it can)
};

/// The end of the header (magic, version, length, dict) from its first bytes (12 are enough).
std::uint64_t npyHeaderEnd(const void* data, std::size_t size, const std::string& source);
/// Parses the header at the start of [data, data + size) (the data need not follow).
NpyHeader parseNpyHeader(const void* data, std::size_t size, const std::string& source);
/// Throws LoadError unless a file of @p size bytes holds exactly the data @p h describes.
void checkNpyDataSize(const NpyHeader& h, std::uint64_t size, const std::string& source);

/// Parses the .npy bytes [data, data + size). @p source names the bytes in errors. With an
/// @p owner that keeps the bytes alive, little-endian f4/f8 C-order data is viewed in place;
/// without one every value is copied. Throws LoadError.
EmbeddingMatrix loadNpy(const void* data, std::size_t size, const std::string& source = "<buffer>",
                        std::shared_ptr<const void> owner = {});

/// Reads @p path into memory the matrix owns and parses it (nothing stays mapped).
EmbeddingMatrix loadNpyFile(const std::string& path);

} // namespace pe::core::io

#pragma once
/// @file io/npy.h
/// NumPy .npy files (format versions 1.0, 2.0 and 3.0) holding a 2-D array of little- or
/// big-endian f2 (half), f4 or f8, in C or Fortran order.

#include "core/io/embeddingmatrix.h"

#include <cstddef>
#include <memory>
#include <string>

namespace pe::core::io {

/// Parses the .npy bytes [data, data + size). @p source names the bytes in errors. With an
/// @p owner that keeps the bytes alive, little-endian f4/f8 C-order data is viewed in place;
/// without one every value is copied. Throws LoadError.
EmbeddingMatrix loadNpy(const void* data, std::size_t size, const std::string& source = "<buffer>",
                        std::shared_ptr<const void> owner = {});

/// Maps @p path read-only and parses it (f4/f8 little-endian C-order data stays in the mapping).
EmbeddingMatrix loadNpyFile(const std::string& path);

} // namespace pe::core::io

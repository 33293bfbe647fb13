#pragma once
// Shared by the fuzz targets: what every successfully loaded matrix must satisfy, checked by
// reading every value (so ASan sees every byte the matrix points at), and a copy of the input
// that keeps itself alive, for the zero-copy paths.

#include "core/io/embeddingmatrix.h"

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <vector>

namespace pe::core::io::fuzz {

inline void check(const EmbeddingMatrix& m)
{
    if (m.rows() <= 0 || m.cols() <= 0)
        std::abort();
    for (long r = 0; r < m.rows(); ++r)
        for (long c = 0; c < m.cols(); ++c)
            if (!std::isfinite(m.value(r, c)))
                std::abort();
    // The Eigen paths read the same storage with their own indexing.
    if (m.column(m.cols() - 1).size() != m.rows() || m.block(m.rows() - 1, 1).cols() != m.cols())
        std::abort();
}

/// The input in a heap buffer (malloc-aligned) owned by the returned pointer.
inline std::shared_ptr<const std::vector<std::uint8_t>> ownedCopy(const std::uint8_t* data, std::size_t size)
{
    return std::make_shared<const std::vector<std::uint8_t>>(data, data + size);
}

} // namespace pe::core::io::fuzz

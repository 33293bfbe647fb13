#pragma once
/// @file io/mappedfile.h
/// A file opened read-only and memory-mapped (PROT_READ, MAP_PRIVATE): the loaders parse the
/// mapping in place, and matrices that can be read as they are keep the mapping alive.

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

namespace pe::core::io {

/// A read-only view of a whole file. The bytes stay valid while @ref owner (or a copy) lives.
struct MappedFile {
    const std::uint8_t* data = nullptr;
    std::size_t size = 0;
    /// Unmaps the file when the last copy goes.
    std::shared_ptr<const void> owner;
};

/// Maps @p path. Throws LoadError when it cannot be opened, is not a regular file or is empty.
MappedFile mapFile(const std::string& path);

} // namespace pe::core::io

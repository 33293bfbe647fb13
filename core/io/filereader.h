#pragma once
/// @file io/filereader.h
/// A file opened read-only and read with pread(2): the loaders read a header, then only the bytes
/// of the table they load, into memory they own. Nothing is mapped, so a file rewritten or
/// truncated later (np.save writes in place) cannot fault a matrix already loaded, and a file
/// shortened while it is read gives a LoadError, not SIGBUS.

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace pe::core::io {

class FileReader {
public:
    /// Opens @p path. Throws LoadError when it cannot be opened, is not a regular file or is empty.
    explicit FileReader(const std::string& path);
    ~FileReader();
    FileReader(const FileReader&) = delete;
    FileReader& operator=(const FileReader&) = delete;

    const std::string& path() const { return m_path; }
    /// The size when the file was opened.
    std::uint64_t size() const { return m_size; }

    /// Reads [offset, offset + length) into @p out. Throws LoadError when the file now ends
    /// before (it changed while being read) or the read fails.
    void read(std::uint64_t offset, std::uint64_t length, void* out) const;
    /// The same into a new buffer (malloc-aligned, so any scalar type can be viewed in it).
    std::shared_ptr<std::vector<std::uint8_t>> read(std::uint64_t offset, std::uint64_t length) const;
    /// The whole file.
    std::shared_ptr<std::vector<std::uint8_t>> readAll() const { return read(0, m_size); }

private:
    std::string m_path;
    int m_fd = -1;
    std::uint64_t m_size = 0;
};

} // namespace pe::core::io

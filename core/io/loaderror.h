#pragma once
/// @file io/loaderror.h
/// The one exception every embedding loader throws: the file (or buffer name) and the one
/// problem found, e.g. "gpt2.npy: truncated data: the header needs 3145728 bytes, 1000 remain".

#include <stdexcept>
#include <string>

namespace pe::core::io {

/// A file that cannot be loaded as a position-embedding matrix. what() is "<source>: <problem>".
class LoadError : public std::runtime_error {
public:
    LoadError(const std::string& source, const std::string& problem)
        : std::runtime_error(source + ": " + problem)
        , m_source(source)
        , m_problem(problem)
    {
    }

    /// The file path (or the name given to a buffer loader).
    const std::string& source() const { return m_source; }
    /// The problem alone, without the source.
    const std::string& problem() const { return m_problem; }

private:
    std::string m_source;
    std::string m_problem;
};

} // namespace pe::core::io

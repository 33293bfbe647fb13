#pragma once
/// @file io/loaderror.h
/// The one exception every embedding loader throws: the file (or buffer name) and the one
/// problem found, as data (core/problem.h), e.g. TruncatedData, 3145728 bytes needed, 1000 there.

#include "core/problem.h"

#include <cstdint>
#include <stdexcept>
#include <string>

namespace pe::core::io {

/// A file that cannot be loaded as a position-embedding matrix. what() is "<source>: <problem>",
/// the problem in English (describe()).
class LoadError : public std::runtime_error {
public:
    LoadError(const std::string& source, Problem problem)
        : std::runtime_error(source + ": " + describe(problem))
        , m_source(source)
        , m_details(std::move(problem))
    {
    }

    /// The file path (or the name given to a buffer loader).
    const std::string& source() const { return m_source; }
    /// The problem alone, in English, without the source.
    std::string problem() const { return describe(m_details); }
    /// The problem as data.
    const Problem& details() const { return m_details; }

private:
    std::string m_source;
    Problem m_details;
};

/// A problem of code `code` and nothing else.
inline Problem problemOf(ProblemCode code)
{
    Problem p;
    p.code = code;
    return p;
}

/// A problem of code `code` that core words `wording` in English (the code's values do not
/// carry all it says).
inline Problem problemOf(ProblemCode code, std::string wording)
{
    Problem p;
    p.code = code;
    p.wording = std::move(wording);
    return p;
}

/// A problem about the file format `format` (".npy", ".safetensors", "GGUF").
inline Problem formatProblem(ProblemCode code, const std::string& format)
{
    Problem p;
    p.code = code;
    p.name = format;
    return p;
}

/// A header that needs `needed` bytes where `there` are.
inline Problem truncatedHeader(std::uint64_t needed, std::uint64_t there)
{
    Problem p;
    p.code = ProblemCode::TruncatedHeader;
    p.high = static_cast<double>(needed);
    p.value = static_cast<double>(there);
    return p;
}

/// A problem the system reported with errno `error`.
inline Problem systemProblem(ProblemCode code, int error)
{
    Problem p;
    p.code = code;
    p.error = error;
    return p;
}

/// The extension `extension` (empty: none) is not one of `accepted` (".csv, .tsv").
inline Problem unknownExtension(const std::string& extension, const std::string& accepted)
{
    Problem p;
    p.code = ProblemCode::UnknownExtension;
    p.text = extension;
    p.name = accepted;
    return p;
}

} // namespace pe::core::io

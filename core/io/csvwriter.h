#pragma once
/// @file io/csvwriter.h
/// The one CSV writer: every number with the shortest digits that read back to the same value
/// of its own type (std::to_chars), integers exactly, buffered, into any byte sink.

#include <cstddef>
#include <functional>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

namespace pe::core::io {

/// Receives bytes; returns false when they could not be written (the writer then stops).
using ByteSink = std::function<bool(const char* data, std::size_t size)>;

class CsvWriter {
public:
    explicit CsvWriter(ByteSink sink, std::size_t bufferSize = 1 << 20);
    ~CsvWriter();
    CsvWriter(const CsvWriter&) = delete;
    CsvWriter& operator=(const CsvWriter&) = delete;

    /// The header row; a name with a comma, quote or line break is quoted.
    void header(std::initializer_list<std::string_view> names);
    void header(const std::vector<std::string>& names);

    void cell(long long value);
    void cell(long value) { cell(static_cast<long long>(value)); }
    void cell(int value) { cell(static_cast<long long>(value)); }
    void cell(unsigned long long value);
    void cell(double value);
    void cell(float value);
    /// A text cell, quoted when needed.
    void cell(std::string_view text);
    void cell(const char* text) { cell(std::string_view(text)); }
    /// An empty cell.
    void empty();
    void endRow();

    /// False once the sink has refused bytes: long writers stop early.
    bool ok() const { return m_ok; }
    /// Bytes handed to the sink so far (for progress).
    std::size_t bytesWritten() const { return m_written; }
    /// Writes what is buffered; returns ok().
    bool finish();

private:
    void separator();
    void append(const char* data, std::size_t size);
    void flushBuffer();

    ByteSink m_sink;
    std::vector<char> m_buffer;
    std::size_t m_used = 0;
    std::size_t m_written = 0;
    bool m_rowStarted = false;
    bool m_ok = true;
};

} // namespace pe::core::io

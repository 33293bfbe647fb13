#pragma once
/// @file csvwriter.h
/// The one CSV writer: rows of named columns into a sink (an AtomicFile, memory, a pipe),
/// through a buffer (1 MiB by default). Numbers get the fewest digits that read back to the
/// same value of their own type (std::to_chars): a double as the shortest double, a float as
/// the shortest float ("0.1", not "0.10000000149011612"), integers exactly; NaN is "nan",
/// infinities "inf" and "-inf". Text is quoted (RFC 4180) when it holds a comma, a quote or a
/// line break. The first sink failure stops all output and makes finish() return false.
///
///     CsvWriter w(file.sink());
///     w.header({"position", "dim0"});
///     w.cell(7L); w.cell(0.5); w.endRow();
///     if (!w.finish() || !file.commit()) report(file.error());

#include <cstddef>
#include <functional>
#include <initializer_list>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace pe::core::io {

class CsvWriter {
public:
    /// Receives the bytes in order; returns false on failure (then no more bytes come).
    using Sink = std::function<bool(const char* data, std::size_t size)>;

    static constexpr std::size_t kDefaultBufferSize = std::size_t(1) << 20;

    explicit CsvWriter(Sink sink, std::size_t bufferSize = kDefaultBufferSize);
    /// Does not flush: call finish(), which is where a failure shows.
    ~CsvWriter();
    CsvWriter(const CsvWriter&) = delete;
    CsvWriter& operator=(const CsvWriter&) = delete;

    /// The header row: column names, quoted where needed, then the end of the row.
    void header(std::initializer_list<std::string_view> names);
    void header(const std::vector<std::string>& names);

    /// One cell of the current row (a comma goes before every cell but the first).
    void cell(int value);
    void cell(long value);
    void cell(long long value);
    void cell(unsigned value);
    void cell(unsigned long value);
    void cell(unsigned long long value);
    void cell(double value);
    void cell(float value);
    void cell(std::string_view text);
    void cell(const char* text) { cell(std::string_view(text)); }
    /// An empty cell.
    void empty();

    /// Ends the current row ("\n").
    void endRow();

    /// Ends an unfinished row, hands the buffer to the sink; true when every byte was accepted.
    bool finish();

    /// False once the sink has failed.
    bool ok() const { return m_ok; }
    /// Bytes accepted by the sink so far (buffered bytes not yet included).
    std::size_t bytesWritten() const { return m_written; }

private:
    char* room(std::size_t size);
    void separator();
    void append(const char* data, std::size_t size);
    void flush();
    template <typename T> void number(T value);

    Sink m_sink;
    std::unique_ptr<char[]> m_buffer;
    std::size_t m_capacity = 0;
    std::size_t m_used = 0;
    std::size_t m_written = 0;
    bool m_ok = true;
    bool m_inRow = false;
};

} // namespace pe::core::io

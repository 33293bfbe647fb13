#include "csvwriter.h"

#include <charconv>
#include <cmath>
#include <cstring>

namespace pe::core::io {

namespace {
bool needsQuotes(std::string_view s)
{
    return s.find_first_of(",\"\r\n") != std::string_view::npos;
}
} // namespace

CsvWriter::CsvWriter(ByteSink sink, std::size_t bufferSize)
    : m_sink(std::move(sink))
    , m_buffer(std::max<std::size_t>(bufferSize, 256))
{
}

CsvWriter::~CsvWriter() = default;

void CsvWriter::header(std::initializer_list<std::string_view> names)
{
    for (std::string_view n : names)
        cell(n);
    endRow();
}

void CsvWriter::header(const std::vector<std::string>& names)
{
    for (const std::string& n : names)
        cell(std::string_view(n));
    endRow();
}

void CsvWriter::separator()
{
    if (m_rowStarted)
        append(",", 1);
    m_rowStarted = true;
}

void CsvWriter::cell(long long value)
{
    separator();
    char text[32];
    const auto r = std::to_chars(text, text + sizeof text, value);
    append(text, static_cast<std::size_t>(r.ptr - text));
}

void CsvWriter::cell(unsigned long long value)
{
    separator();
    char text[32];
    const auto r = std::to_chars(text, text + sizeof text, value);
    append(text, static_cast<std::size_t>(r.ptr - text));
}

void CsvWriter::cell(double value)
{
    separator();
    if (std::isnan(value)) {
        append("nan", 3);
        return;
    }
    if (std::isinf(value)) {
        value > 0 ? append("inf", 3) : append("-inf", 4);
        return;
    }
    char text[40];
    const auto r = std::to_chars(text, text + sizeof text, value);
    append(text, static_cast<std::size_t>(r.ptr - text));
}

void CsvWriter::cell(float value)
{
    separator();
    if (std::isnan(value)) {
        append("nan", 3);
        return;
    }
    if (std::isinf(value)) {
        value > 0 ? append("inf", 3) : append("-inf", 4);
        return;
    }
    char text[32];
    const auto r = std::to_chars(text, text + sizeof text, value);
    append(text, static_cast<std::size_t>(r.ptr - text));
}

void CsvWriter::cell(std::string_view s)
{
    separator();
    if (!needsQuotes(s)) {
        append(s.data(), s.size());
        return;
    }
    append("\"", 1);
    for (char c : s) {
        if (c == '"')
            append("\"\"", 2);
        else
            append(&c, 1);
    }
    append("\"", 1);
}

void CsvWriter::empty()
{
    separator();
}

void CsvWriter::endRow()
{
    append("\n", 1);
    m_rowStarted = false;
}

void CsvWriter::append(const char* data, std::size_t size)
{
    if (!m_ok)
        return;
    if (m_used + size > m_buffer.size()) {
        flushBuffer();
        if (size > m_buffer.size()) {
            m_ok = m_sink(data, size);
            m_written += size;
            return;
        }
    }
    std::memcpy(m_buffer.data() + m_used, data, size);
    m_used += size;
}

void CsvWriter::flushBuffer()
{
    if (m_used == 0 || !m_ok)
        return;
    m_ok = m_sink(m_buffer.data(), m_used);
    m_written += m_used;
    m_used = 0;
}

bool CsvWriter::finish()
{
    flushBuffer();
    return m_ok;
}

} // namespace pe::core::io

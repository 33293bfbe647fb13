#include "core/io/csvwriter.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstring>

namespace pe::core::io {

namespace {

// Longest shortest-form number: "-2.2250738585072014e-308" (24) or a 20-digit integer, plus
// the comma; 32 leaves room.
constexpr std::size_t kMaxNumber = 32;

bool needsQuotes(std::string_view text)
{
    return text.find_first_of(",\"\n\r") != std::string_view::npos;
}

} // namespace

CsvWriter::CsvWriter(Sink sink, std::size_t bufferSize)
    : m_sink(std::move(sink))
    , m_capacity(std::max(bufferSize, 2 * kMaxNumber))
{
    m_buffer.reset(new char[m_capacity]);
}

CsvWriter::~CsvWriter() = default;

void CsvWriter::flush()
{
    if (m_used == 0 || !m_ok)
        return;
    if (m_sink(m_buffer.get(), m_used))
        m_written += m_used;
    else
        m_ok = false;
    m_used = 0;
}

char* CsvWriter::room(std::size_t size)
{
    if (m_used + size > m_capacity)
        flush();
    return m_buffer.get() + m_used;
}

void CsvWriter::append(const char* data, std::size_t size)
{
    if (m_used + size > m_capacity)
        flush();
    if (!m_ok)
        return;
    if (size > m_capacity) {
        // Larger than the whole buffer: straight through.
        if (m_sink(data, size))
            m_written += size;
        else
            m_ok = false;
        return;
    }
    std::memcpy(m_buffer.get() + m_used, data, size);
    m_used += size;
}

void CsvWriter::separator()
{
    if (m_inRow)
        append(",", 1);
    m_inRow = true;
}

template <typename T> void CsvWriter::number(T value)
{
    if (!m_ok)
        return;
    char* p = room(kMaxNumber);
    if (!m_ok)
        return;
    char* const start = p;
    if (m_inRow)
        *p++ = ',';
    m_inRow = true;
    if constexpr (std::is_floating_point_v<T>) {
        // to_chars would write "-nan" for a negative NaN; one spelling reads back everywhere.
        if (std::isnan(value)) {
            std::memcpy(p, "nan", 3);
            p += 3;
            m_used += static_cast<std::size_t>(p - start);
            return;
        }
    }
    p = std::to_chars(p, start + kMaxNumber, value).ptr;
    m_used += static_cast<std::size_t>(p - start);
}

void CsvWriter::cell(int value)
{
    number(value);
}
void CsvWriter::cell(long value)
{
    number(value);
}
void CsvWriter::cell(long long value)
{
    number(value);
}
void CsvWriter::cell(unsigned value)
{
    number(value);
}
void CsvWriter::cell(unsigned long value)
{
    number(value);
}
void CsvWriter::cell(unsigned long long value)
{
    number(value);
}
void CsvWriter::cell(double value)
{
    number(value);
}
void CsvWriter::cell(float value)
{
    number(value);
}

void CsvWriter::empty()
{
    if (m_ok)
        separator();
}

void CsvWriter::cell(std::string_view text)
{
    if (!m_ok)
        return;
    separator();
    if (!needsQuotes(text)) {
        append(text.data(), text.size());
        return;
    }
    append("\"", 1);
    std::size_t from = 0;
    for (std::size_t q = text.find('"'); q != std::string_view::npos; q = text.find('"', from)) {
        append(text.data() + from, q + 1 - from);
        append("\"", 1);
        from = q + 1;
    }
    append(text.data() + from, text.size() - from);
    append("\"", 1);
}

void CsvWriter::endRow()
{
    append("\n", 1);
    m_inRow = false;
}

void CsvWriter::header(std::initializer_list<std::string_view> names)
{
    for (std::string_view name : names)
        cell(name);
    endRow();
}

void CsvWriter::header(const std::vector<std::string>& names)
{
    for (const std::string& name : names)
        cell(std::string_view(name));
    endRow();
}

bool CsvWriter::finish()
{
    if (m_inRow)
        endRow();
    flush();
    return m_ok;
}

} // namespace pe::core::io

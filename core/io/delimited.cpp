#include "delimited.h"

#include "detail.h"
#include "load.h"
#include "loaderror.h"
#include "mappedfile.h"

#include <algorithm>
#include <charconv>
#include <optional>
#include <string_view>
#include <vector>

namespace pe::core::io {

namespace {

std::string_view trim(std::string_view s, char separator)
{
    // A tab is a separator in .tsv files, padding in .csv ones.
    const auto pad = [separator](char c) { return c == ' ' || (c == '\t' && separator != '\t'); };
    while (!s.empty() && pad(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && pad(s.back()))
        s.remove_suffix(1);
    return s;
}

bool blank(std::string_view line)
{
    return std::all_of(line.begin(), line.end(), [](char c) { return c == ' ' || c == '\t'; });
}

std::vector<std::string_view> splitFields(std::string_view line, char separator)
{
    std::vector<std::string_view> fields;
    for (;;) {
        const auto at = line.find(separator);
        fields.push_back(trim(line.substr(0, at), separator));
        if (at == std::string_view::npos)
            return fields;
        line.remove_prefix(at + 1);
    }
}

enum class Parse { Ok, NotANumber, OutOfRange };

Parse parseNumber(std::string_view field, double& value)
{
    // from_chars takes no '+'; spreadsheets write one.
    if (field.size() > 1 && field.front() == '+' && field[1] != '-' && field[1] != '+')
        field.remove_prefix(1);
    if (field.empty())
        return Parse::NotANumber;
    const auto [end, ec] = std::from_chars(field.data(), field.data() + field.size(), value);
    if (ec == std::errc::result_out_of_range)
        return Parse::OutOfRange;
    if (ec != std::errc() || end != field.data() + field.size())
        return Parse::NotANumber;
    return Parse::Ok;
}

std::string quoted(std::string_view field)
{
    // Keep messages one short line whatever the file holds.
    std::string s(field.substr(0, 40));
    for (char& c : s)
        if (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) >= 0x7f)
            c = '?';
    return "'" + s + (field.size() > 40 ? "...'" : "'");
}

} // namespace

EmbeddingMatrix loadDelimited(const void* data, std::size_t size, char separator, const std::string& source)
{
    if (size == 0)
        throw LoadError(source, "empty file");
    std::string_view text(static_cast<const char*>(data), size);
    if (text.substr(0, 3) == "\xEF\xBB\xBF")
        text.remove_prefix(3);

    std::vector<double> values;
    std::size_t cols = 0;
    std::size_t rows = 0;
    std::size_t lineNumber = 0;
    std::optional<std::size_t> firstBlankLine;
    std::optional<std::size_t> headerFields;
    while (!text.empty()) {
        const auto newline = text.find('\n');
        std::string_view line = text.substr(0, newline);
        text.remove_prefix(newline == std::string_view::npos ? text.size() : newline + 1);
        ++lineNumber;
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        if (blank(line)) {
            if (!firstBlankLine)
                firstBlankLine = lineNumber;
            continue;
        }
        if (firstBlankLine)
            throw LoadError(source, "blank line " + std::to_string(*firstBlankLine) + " inside the data");

        const auto fields = splitFields(line, separator);
        std::vector<double> row(fields.size());
        std::optional<std::size_t> bad;
        Parse problem = Parse::Ok;
        for (std::size_t i = 0; i < fields.size() && !bad; ++i) {
            problem = parseNumber(fields[i], row[i]);
            if (problem != Parse::Ok)
                bad = i;
        }
        if (bad && lineNumber == 1 && problem == Parse::NotANumber) {
            headerFields = fields.size();
            continue;
        }
        const std::string where = "line " + std::to_string(lineNumber) + ", field " + std::to_string(*bad + 1);
        if (bad && fields[*bad].empty())
            throw LoadError(source, "empty field at " + where);
        if (bad && problem == Parse::OutOfRange)
            throw LoadError(source, "value " + quoted(fields[*bad]) + " out of range at " + where);
        if (bad)
            throw LoadError(source, "not a number: " + quoted(fields[*bad]) + " at " + where);
        if (rows == 0)
            cols = fields.size();
        const std::size_t expected = rows == 0 && headerFields ? *headerFields : cols;
        if (fields.size() != expected)
            throw LoadError(source, "line " + std::to_string(lineNumber) + " has " + std::to_string(fields.size()) +
                                        " fields, " + (rows == 0 ? "the header has " : "the first row has ") +
                                        std::to_string(expected));
        values.insert(values.end(), row.begin(), row.end());
        ++rows;
    }

    if (rows == 0)
        throw LoadError(source, "empty matrix (0 rows)");
    detail::checkShape(rows, cols, source);
    EmbeddingMatrix m =
        EmbeddingMatrix::fromDoubles(static_cast<long>(rows), static_cast<long>(cols), std::move(values));
    detail::checkFinite(m, source);
    m.setOrigin(source, "");
    return m;
}

EmbeddingMatrix loadDelimitedFile(const std::string& path)
{
    const std::string extension = extensionOf(path);
    if (extension != ".csv" && extension != ".tsv")
        throw LoadError(path, "unknown extension '" + extension + "': .csv or .tsv is needed");
    const MappedFile file = mapFile(path);
    return loadDelimited(file.data, file.size, extension == ".csv" ? ',' : '\t', path);
}

} // namespace pe::core::io

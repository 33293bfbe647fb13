#include "core/io/delimited.h"

#include "core/io/detail.h"
#include "core/io/filereader.h"
#include "core/io/load.h"
#include "core/io/loaderror.h"

#include <algorithm>
#include <charconv>
#include <deque>
#include <optional>
#include <string_view>
#include <vector>

namespace pe::core::io {

namespace {

struct Dialect {
    char separator = ',';
    char decimal = '.';
};

std::string_view trim(std::string_view s, char separator)
{
    // A tab is a separator in tab-separated files, padding in the others.
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

struct Field {
    std::string_view text; ///< without its quotes
    bool quoted = false;
};

/// Splits at separators outside double quotes; a quoted field loses its quotes ("" is one ").
// `unescaped` is a deque: fields view its strings, which must not move when more are added.
std::vector<Field> splitFields(std::string_view line, char separator, std::deque<std::string>& unescaped)
{
    std::vector<Field> fields;
    std::size_t start = 0;
    bool inQuotes = false;
    for (std::size_t i = 0; i <= line.size(); ++i) {
        if (i < line.size() && line[i] == '"')
            inQuotes = !inQuotes;
        if (i < line.size() && (inQuotes || line[i] != separator))
            continue;
        Field f;
        f.text = trim(line.substr(start, i - start), separator);
        if (f.text.size() >= 2 && f.text.front() == '"' && f.text.back() == '"') {
            f.quoted = true;
            f.text = f.text.substr(1, f.text.size() - 2);
            if (f.text.find('"') != std::string_view::npos) {
                std::string s;
                for (std::size_t k = 0; k < f.text.size(); ++k)
                    if (f.text[k] != '"' || (k + 1 < f.text.size() && f.text[++k] == '"'))
                        s += f.text[k];
                unescaped.push_back(std::move(s));
                f.text = unescaped.back();
            }
        }
        fields.push_back(f);
        start = i + 1;
    }
    return fields;
}

enum class Parse { Ok, NotANumber, OutOfRange };

Parse parseNumber(std::string_view field, char decimal, double& value)
{
    // from_chars takes no '+'; spreadsheets write one.
    if (field.size() > 1 && field.front() == '+' && field[1] != '-' && field[1] != '+')
        field.remove_prefix(1);
    if (field.empty() || field.size() > 400)
        return Parse::NotANumber;
    char buffer[400];
    if (decimal != '.') {
        // "0,5" -> "0.5"; a '.' beside a decimal comma would be a thousands separator.
        if (field.find('.') != std::string_view::npos)
            return Parse::NotANumber;
        std::copy(field.begin(), field.end(), buffer);
        std::replace(buffer, buffer + field.size(), decimal, '.');
        field = std::string_view(buffer, field.size());
    }
    const auto [end, ec] = std::from_chars(field.data(), field.data() + field.size(), value);
    if (ec == std::errc::result_out_of_range)
        return Parse::OutOfRange;
    if (ec != std::errc() || end != field.data() + field.size())
        return Parse::NotANumber;
    return Parse::Ok;
}

std::string shown(std::string_view field)
{
    // Keep messages one short line whatever the file holds.
    std::string s(field.substr(0, 40));
    for (char& c : s)
        if (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) >= 0x7f)
            c = '?';
    return s + (field.size() > 40 ? "..." : "");
}

std::string separatorName(char c)
{
    return c == '\t' ? std::string("tab") : "'" + std::string(1, c) + "'";
}

/// What parsing found besides the values.
struct Table {
    std::vector<double> values;
    std::size_t rows = 0;
    std::size_t cols = 0;
    bool header = false;
    bool indexColumn = false;
    bool anyQuoted = false;
    bool decimalSeen = false; ///< a field held the decimal mark
};

/// Parses up to @p maxRows rows (0: all) of @p text. Throws LoadError.
Table parse(std::string_view text, Dialect d, const std::string& source, std::size_t maxRows)
{
    Table t;
    std::size_t lineNumber = 0;
    std::optional<std::size_t> firstBlankLine;
    std::optional<std::size_t> headerFields;
    bool headerIndexName = false;
    std::deque<std::string> unescaped;
    while (!text.empty() && (maxRows == 0 || t.rows < maxRows)) {
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
        if (firstBlankLine) {
            Problem blankLine = problemOf(ProblemCode::BlankLine);
            blankLine.line = static_cast<long long>(*firstBlankLine);
            throw LoadError(source, blankLine);
        }

        unescaped.clear();
        const auto fields = splitFields(line, d.separator, unescaped);
        std::vector<double> row(fields.size());
        std::optional<std::size_t> bad;
        Parse problem = Parse::Ok;
        for (std::size_t i = 0; i < fields.size() && !bad; ++i) {
            problem = parseNumber(fields[i].text, d.decimal, row[i]);
            if (problem != Parse::Ok)
                bad = i;
        }
        if (bad && lineNumber == 1 && problem == Parse::NotANumber) {
            headerFields = fields.size();
            headerIndexName = fields.size() > 1 && fields.front().text.empty();
            t.header = true;
            continue;
        }
        if (bad) {
            Problem where;
            where.code = fields[*bad].text.empty()      ? ProblemCode::EmptyField
                         : problem == Parse::OutOfRange ? ProblemCode::NumberTooLarge
                                                        : ProblemCode::NotANumber;
            where.text = shown(fields[*bad].text);
            where.line = static_cast<long long>(lineNumber);
            where.column = static_cast<long long>(*bad + 1);
            throw LoadError(source, where);
        }
        if (t.rows == 0)
            t.cols = fields.size();
        const std::size_t expected = t.rows == 0 && headerFields ? *headerFields : t.cols;
        if (fields.size() != expected) {
            Problem ragged = problemOf(ProblemCode::RaggedRow);
            ragged.line = static_cast<long long>(lineNumber);
            ragged.value = static_cast<double>(fields.size());
            ragged.high = static_cast<double>(expected);
            throw LoadError(source, ragged);
        }
        for (const Field& f : fields) {
            t.anyQuoted = t.anyQuoted || f.quoted;
            t.decimalSeen = t.decimalSeen || f.text.find(d.decimal) != std::string_view::npos;
        }
        t.values.insert(t.values.end(), row.begin(), row.end());
        ++t.rows;
    }
    // pandas' to_csv writes the index first, under an empty name: 0, 1, 2, ... as integers.
    if (headerIndexName && t.rows > 0 && t.cols > 1) {
        bool index = true;
        for (std::size_t r = 0; r < t.rows && index; ++r)
            index = t.values[r * t.cols] == static_cast<double>(r);
        t.indexColumn = index;
    }
    return t;
}

/// The dialect of @p text: every one that reads its first rows without an error, the ones
/// with the most columns kept; one must remain. @p given forces the separator; otherwise the
/// separators tried are @p fallback and those the text holds.
Dialect detect(std::string_view text, char given, char fallback, const std::string& source,
               std::vector<std::string>* notes)
{
    std::vector<Dialect> tried;
    for (char separator : {',', ';', '\t'}) {
        if (given ? separator != given : separator != fallback && text.find(separator) == std::string_view::npos)
            continue;
        tried.push_back({separator, '.'});
        if (separator != ',')
            tried.push_back({separator, ','});
    }
    std::vector<std::pair<Dialect, std::size_t>> readable;
    for (const Dialect& d : tried) {
        try {
            const Table t = parse(text, d, source, 64);
            // A decimal comma counts only where a comma was read as one.
            if (t.rows > 0 && (d.decimal == '.' || t.decimalSeen))
                readable.emplace_back(d, t.cols);
        } catch (const LoadError&) {
        }
    }
    std::size_t most = 0;
    for (const auto& r : readable)
        most = std::max(most, r.second);
    std::vector<Dialect> best;
    for (const auto& r : readable)
        if (r.second == most)
            best.push_back(r.first);
    const bool semicolons = text.find(';') != std::string_view::npos;
    const bool commas = text.find(',') != std::string_view::npos;
    if (best.size() > 1) {
        std::string list;
        for (const Dialect& d : best)
            list += (list.empty() ? "" : " | ") + std::string("'") + d.separator + "' '" + d.decimal + "'";
        Problem ambiguous = problemOf(ProblemCode::AmbiguousDialect);
        ambiguous.text = list;
        throw LoadError(source, ambiguous);
    }
    if (best.empty()) {
        // Nothing reads: the usual dialect gives the precise message of the first problem.
        if (given)
            fallback = given;
        try {
            parse(text, {fallback, '.'}, source, 0);
        } catch (const LoadError& e) {
            if (!semicolons || fallback == ';')
                throw;
            Problem assumed = e.details();
            assumed.detail = "separator " + separatorName(fallback) + " and decimal mark '.' assumed; ';' " +
                             (commas ? "and ',' were seen" : "was seen") + " too, but no one dialect reads every row";
            throw LoadError(source, assumed);
        }
        return {fallback, '.'};
    }
    const Dialect d = best.front();
    if (notes && (d.separator != (given ? given : fallback) || d.decimal != '.'))
        notes->push_back("separator " + separatorName(d.separator) + ", decimal mark '" + std::string(1, d.decimal) +
                         "'");
    return d;
}

EmbeddingMatrix load(const void* data, std::size_t size, char separator, char fallback, const std::string& source,
                     std::vector<std::string>* notes)
{
    if (size == 0)
        throw LoadError(source, problemOf(ProblemCode::EmptyFile));
    std::string_view text(static_cast<const char*>(data), size);
    if (text.substr(0, 3) == "\xEF\xBB\xBF")
        text.remove_prefix(3);

    const Dialect d = detect(text, separator, fallback, source, notes);
    Table t = parse(text, d, source, 0);
    if (t.rows == 0) {
        Problem empty = problemOf(ProblemCode::EmptyMatrix);
        empty.value = 0;
        empty.high = static_cast<double>(t.cols);
        throw LoadError(source, empty);
    }
    if (t.indexColumn) {
        std::vector<double> kept;
        kept.reserve(t.rows * (t.cols - 1));
        for (std::size_t r = 0; r < t.rows; ++r)
            kept.insert(kept.end(), t.values.begin() + static_cast<long>(r * t.cols + 1),
                        t.values.begin() + static_cast<long>((r + 1) * t.cols));
        t.values = std::move(kept);
        --t.cols;
    }
    if (notes) {
        if (t.header)
            notes->push_back("the first row is a header of column names");
        if (t.indexColumn)
            notes->push_back("the first column is pandas' index (0 to " + std::to_string(t.rows - 1) + "): dropped");
        if (t.anyQuoted)
            notes->push_back("numbers in double quotes");
    }
    detail::checkShape(t.rows, t.cols, source);
    EmbeddingMatrix m =
        EmbeddingMatrix::fromDoubles(static_cast<long>(t.rows), static_cast<long>(t.cols), std::move(t.values));
    detail::checkFinite(m, source);
    m.setOrigin(source, "");
    return m;
}

} // namespace

EmbeddingMatrix loadDelimited(const void* data, std::size_t size, char separator, const std::string& source,
                              std::vector<std::string>* notes)
{
    return load(data, size, separator, ',', source, notes);
}

EmbeddingMatrix loadDelimitedFile(const std::string& path, std::vector<std::string>* notes)
{
    const std::string extension = extensionOf(path);
    if (extension != ".csv" && extension != ".tsv")
        throw LoadError(path, unknownExtension(extension, ".csv, .tsv"));
    const auto bytes = FileReader(path).readAll();
    return load(bytes->data(), bytes->size(), 0, extension == ".tsv" ? '\t' : ',', path, notes);
}

} // namespace pe::core::io

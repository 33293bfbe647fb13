#include "core/io/npy.h"

#include "core/io/detail.h"
#include "core/io/filereader.h"
#include "core/io/loaderror.h"

#include <cstdint>
#include <string_view>
#include <vector>

namespace pe::core::io {

namespace {

using detail::RawArray;

/// The dtype `dtype` is none of f2, f4, f8.
Problem dtypeProblem(const std::string& dtype)
{
    Problem p =
        problemOf(ProblemCode::UnsupportedDtype, "unsupported dtype '" + dtype + "' (f2, f4 and f8 are supported)");
    p.text = dtype;
    return p;
}

/// The Python literals a .npy header dict uses.
struct PyValue {
    enum class Kind { String, Bool, None, Int, Sequence };
    Kind kind = Kind::None;
    std::string text;           ///< String
    bool flag = false;          ///< Bool
    std::uint64_t number = 0;   ///< Int (magnitude)
    bool negative = false;      ///< Int
    std::vector<PyValue> items; ///< Sequence (tuple or list)
};

/// A recursive-descent parser over the header text; every read is bounds-checked.
class HeaderParser {
public:
    HeaderParser(std::string_view text, const std::string& source)
        : m_text(text)
        , m_source(source)
    {
    }

    std::vector<std::pair<std::string, PyValue>> parseDict()
    {
        skipSpace();
        expect('{');
        std::vector<std::pair<std::string, PyValue>> entries;
        skipSpace();
        while (peek() != '}') {
            PyValue key = parseValue(0);
            if (key.kind != PyValue::Kind::String)
                fail("a header key is not a string");
            skipSpace();
            expect(':');
            PyValue value = parseValue(0);
            entries.emplace_back(key.text, std::move(value));
            skipSpace();
            if (peek() == ',') {
                ++m_pos;
                skipSpace();
            } else if (peek() != '}') {
                fail("expected ',' or '}'");
            }
        }
        ++m_pos;
        // After the dict only the padding: spaces and the final newline.
        while (m_pos < m_text.size()) {
            const char c = m_text[m_pos++];
            if (c != ' ' && c != '\n' && c != '\t' && c != '\r')
                fail("unexpected text after the header dict");
        }
        return entries;
    }

private:
    [[noreturn]] void fail(const std::string& what) const
    {
        Problem p = problemOf(ProblemCode::MalformedHeader,
                              "malformed header: " + what + " (header offset " + std::to_string(m_pos) + ")");
        p.offset = static_cast<long long>(m_pos);
        throw LoadError(m_source, p);
    }

    char peek() const
    {
        if (m_pos >= m_text.size())
            fail("header ends early");
        return m_text[m_pos];
    }

    void expect(char c)
    {
        if (peek() != c)
            fail(std::string("expected '") + c + "'");
        ++m_pos;
    }

    void skipSpace()
    {
        while (m_pos < m_text.size() &&
               (m_text[m_pos] == ' ' || m_text[m_pos] == '\t' || m_text[m_pos] == '\n' || m_text[m_pos] == '\r'))
            ++m_pos;
    }

    bool consumeWord(std::string_view word)
    {
        if (m_text.substr(m_pos, word.size()) != word)
            return false;
        m_pos += word.size();
        return true;
    }

    PyValue parseValue(int depth)
    {
        // Shapes and descrs nest two levels at most; the limit keeps hostile headers off the stack.
        if (depth > 8)
            fail("nesting too deep");
        skipSpace();
        PyValue v;
        const char c = peek();
        if (c == '\'' || c == '"') {
            v.kind = PyValue::Kind::String;
            ++m_pos;
            for (;;) {
                char ch = peek();
                ++m_pos;
                if (ch == c)
                    break;
                if (ch == '\\') {
                    ch = peek();
                    ++m_pos;
                }
                v.text += ch;
            }
        } else if (c == '(' || c == '[') {
            const char close = c == '(' ? ')' : ']';
            v.kind = PyValue::Kind::Sequence;
            ++m_pos;
            skipSpace();
            while (peek() != close) {
                v.items.push_back(parseValue(depth + 1));
                skipSpace();
                if (peek() == ',') {
                    ++m_pos;
                    skipSpace();
                } else if (peek() != close) {
                    fail(std::string("expected ',' or '") + close + "'");
                }
            }
            ++m_pos;
        } else if (c == '-' || (c >= '0' && c <= '9')) {
            v.kind = PyValue::Kind::Int;
            if (c == '-') {
                v.negative = true;
                ++m_pos;
            }
            if (peek() < '0' || peek() > '9')
                fail("expected a digit");
            while (m_pos < m_text.size() && m_text[m_pos] >= '0' && m_text[m_pos] <= '9') {
                const std::uint64_t digit = static_cast<std::uint64_t>(m_text[m_pos] - '0');
                if (!detail::checkedMul(v.number, 10, v.number) || __builtin_add_overflow(v.number, digit, &v.number))
                    fail("integer too large");
                ++m_pos;
            }
            // Python 2 wrote long integers as 1024L.
            if (m_pos < m_text.size() && m_text[m_pos] == 'L')
                ++m_pos;
        } else if (consumeWord("True")) {
            v.kind = PyValue::Kind::Bool;
            v.flag = true;
        } else if (consumeWord("False")) {
            v.kind = PyValue::Kind::Bool;
        } else if (consumeWord("None")) {
            v.kind = PyValue::Kind::None;
        } else {
            fail("unexpected character");
        }
        return v;
    }

    std::string_view m_text;
    const std::string& m_source;
    std::size_t m_pos = 0;
};

/// Interprets a descr such as "<f4", ">f8", "|f2".
void parseDescr(const PyValue& descr, RawArray& raw, const std::string& source)
{
    if (descr.kind != PyValue::Kind::String) {
        Problem p = dtypeProblem("structured");
        p.wording = "unsupported dtype: a structured dtype (descr is not a string)";
        throw LoadError(source, p);
    }
    const std::string& d = descr.text;
    std::string kind = d;
    raw.bigEndian = !detail::hostLittleEndian();
    if (!d.empty() && (d[0] == '<' || d[0] == '>' || d[0] == '|' || d[0] == '=')) {
        if (d[0] == '<')
            raw.bigEndian = false;
        else if (d[0] == '>')
            raw.bigEndian = true;
        kind = d.substr(1);
    }
    if (kind == "f2")
        raw.type = ScalarType::F16;
    else if (kind == "f4")
        raw.type = ScalarType::F32;
    else if (kind == "f8")
        raw.type = ScalarType::F64;
    else
        throw LoadError(source, dtypeProblem(d));
}

} // namespace

std::uint64_t npyHeaderEnd(const void* data, std::size_t size, const std::string& source)
{
    const auto* bytes = static_cast<const std::uint8_t*>(data);
    static const std::uint8_t magic[6] = {0x93, 'N', 'U', 'M', 'P', 'Y'};
    if (size == 0)
        throw LoadError(source, problemOf(ProblemCode::EmptyFile));
    for (std::size_t i = 0; i < 6; ++i) {
        if (i >= size)
            throw LoadError(
                source, problemOf(ProblemCode::TruncatedHeader, "truncated header (the file ends inside the magic)"));
        if (bytes[i] != magic[i])
            throw LoadError(source, formatProblem(ProblemCode::WrongMagic, ".npy"));
    }
    if (size < 8)
        throw LoadError(source, problemOf(ProblemCode::TruncatedHeader, "truncated header (no version)"));
    const int major = bytes[6];
    const int minor = bytes[7];
    if (major < 1 || major > 3 || minor != 0) {
        Problem p = formatProblem(ProblemCode::UnsupportedVersion, ".npy");
        p.text = std::to_string(major) + "." + std::to_string(minor);
        throw LoadError(source, p);
    }
    const std::size_t prefix = major == 1 ? 10 : 12;
    if (size < prefix)
        throw LoadError(source, problemOf(ProblemCode::TruncatedHeader, "truncated header (no header length)"));
    const std::uint64_t headerLength = major == 1 ? detail::readLe16(bytes + 8) : detail::readLe32(bytes + 8);
    if (headerLength > detail::maxHeaderBytes) {
        Problem p = problemOf(ProblemCode::HeaderTooLarge);
        p.value = static_cast<double>(headerLength);
        throw LoadError(source, p);
    }
    return prefix + headerLength;
}

NpyHeader parseNpyHeader(const void* data, std::size_t size, const std::string& source)
{
    const auto* bytes = static_cast<const std::uint8_t*>(data);
    const std::uint64_t end = npyHeaderEnd(data, size, source);
    const std::size_t prefix = bytes[6] == 1 ? 10 : 12;
    if (end > size) {
        Problem p = problemOf(ProblemCode::TruncatedHeader);
        p.high = static_cast<double>(end - prefix);
        p.value = static_cast<double>(size - prefix);
        throw LoadError(source, p);
    }

    const std::string_view text(reinterpret_cast<const char*>(bytes + prefix), static_cast<std::size_t>(end - prefix));
    HeaderParser parser(text, source);
    const auto entries = parser.parseDict();

    const PyValue* descr = nullptr;
    const PyValue* fortran = nullptr;
    const PyValue* shape = nullptr;
    for (const auto& [key, value] : entries) {
        const PyValue** slot = key == "descr"           ? &descr
                               : key == "fortran_order" ? &fortran
                               : key == "shape"         ? &shape
                                                        : nullptr;
        if (!slot)
            throw LoadError(source,
                            problemOf(ProblemCode::MalformedHeader, "malformed header: unexpected key '" + key + "'"));
        if (*slot)
            throw LoadError(
                source, problemOf(ProblemCode::MalformedHeader, "malformed header: key '" + key + "' appears twice"));
        *slot = &value;
    }
    if (!descr || !fortran || !shape)
        throw LoadError(source, problemOf(ProblemCode::MalformedHeader, std::string("malformed header: no '") +
                                                                            (!descr     ? "descr"
                                                                             : !fortran ? "fortran_order"
                                                                                        : "shape") +
                                                                            "' key"));

    NpyHeader h;
    RawArray raw;
    try {
        parseDescr(*descr, raw, source);
    } catch (const LoadError& e) {
        // Listed all the same (an .npz may hold int64 position ids beside the table).
        h.unsupported = e.details();
    }
    if (fortran->kind != PyValue::Kind::Bool)
        throw LoadError(
            source, problemOf(ProblemCode::MalformedHeader, "malformed header: fortran_order is not True or False"));
    if (shape->kind != PyValue::Kind::Sequence)
        throw LoadError(source, problemOf(ProblemCode::MalformedHeader, "malformed header: shape is not a tuple"));
    h.descr = descr->kind == PyValue::Kind::String ? descr->text : std::string("structured");
    h.type = raw.type;
    h.bigEndian = raw.bigEndian;
    h.fortranOrder = fortran->flag;
    h.dataOffset = end;
    for (const PyValue& item : shape->items) {
        if (item.kind != PyValue::Kind::Int || item.negative)
            throw LoadError(source,
                            problemOf(ProblemCode::MalformedHeader,
                                      "malformed header: shape holds something other than a non-negative integer"));
        h.shape.push_back(item.number);
    }
    h.dataBytes = !h.unsupported ? detail::scalarSize(h.type) : 0;
    for (std::uint64_t d : h.shape)
        if (!detail::checkedMul(h.dataBytes, d, h.dataBytes))
            h.dataBytes = UINT64_MAX; // checkNpyDataSize says so, after the callers' shape checks
    return h;
}

EmbeddingMatrix loadNpy(const void* data, std::size_t size, const std::string& source,
                        std::shared_ptr<const void> owner)
{
    const auto* bytes = static_cast<const std::uint8_t*>(data);
    const NpyHeader h = parseNpyHeader(data, size, source);
    if (h.unsupported)
        throw LoadError(source, *h.unsupported);
    if (h.shape.size() != 2) {
        Problem p = problemOf(ProblemCode::NotTwoDimensional);
        p.text = detail::shapeText(h.shape);
        p.value = static_cast<double>(h.shape.size());
        throw LoadError(source, p);
    }
    RawArray raw;
    raw.type = h.type;
    raw.bigEndian = h.bigEndian;
    raw.fortranOrder = h.fortranOrder;
    raw.rows = h.shape[0];
    raw.cols = h.shape[1];
    detail::checkShape(raw.rows, raw.cols, source);
    checkNpyDataSize(h, size, source);
    raw.data = bytes + h.dataOffset;
    EmbeddingMatrix m = detail::materialize(raw, owner, source);
    m.setOrigin(source, "");
    return m;
}

void checkNpyDataSize(const NpyHeader& h, std::uint64_t size, const std::string& source)
{
    if (h.dataBytes == UINT64_MAX)
        throw LoadError(source, problemOf(ProblemCode::SizeMismatch, "the header lies about sizes: shape " +
                                                                         detail::shapeText(h.shape) + " overflows"));
    const std::uint64_t available = size - h.dataOffset;
    if (available < h.dataBytes) {
        Problem p = problemOf(ProblemCode::TruncatedData);
        p.text = detail::shapeText(h.shape);
        p.high = static_cast<double>(h.dataBytes);
        p.value = static_cast<double>(available);
        throw LoadError(source, p);
    }
    if (available > h.dataBytes)
        throw LoadError(source, problemOf(ProblemCode::SizeMismatch,
                                          "the header lies about sizes: data size " + std::to_string(available) +
                                              " bytes != shape " + detail::shapeText(h.shape) + " x " +
                                              std::to_string(detail::scalarSize(h.type)) +
                                              " bytes = " + std::to_string(h.dataBytes)));
}

EmbeddingMatrix loadNpyFile(const std::string& path)
{
    // The whole file is the table: read it into memory the matrix owns (views it in place there).
    const auto bytes = FileReader(path).readAll();
    return loadNpy(bytes->data(), bytes->size(), path, bytes);
}

} // namespace pe::core::io

#include "npy.h"

#include "detail.h"
#include "loaderror.h"
#include "mappedfile.h"

#include <cstdint>
#include <string_view>
#include <vector>

namespace pe::core::io {

namespace {

using detail::RawArray;

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
        throw LoadError(m_source, "malformed header: " + what + " (header offset " + std::to_string(m_pos) + ")");
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
    if (descr.kind != PyValue::Kind::String)
        throw LoadError(source, "unsupported dtype: a structured dtype (descr is not a string)");
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
        throw LoadError(source, "unsupported dtype '" + d + "' (f2, f4 and f8 are supported)");
}

} // namespace

EmbeddingMatrix loadNpy(const void* data, std::size_t size, const std::string& source,
                        std::shared_ptr<const void> owner)
{
    const auto* bytes = static_cast<const std::uint8_t*>(data);
    static const std::uint8_t magic[6] = {0x93, 'N', 'U', 'M', 'P', 'Y'};
    if (size == 0)
        throw LoadError(source, "empty file");
    for (std::size_t i = 0; i < 6; ++i) {
        if (i >= size)
            throw LoadError(source, "truncated header (the file ends inside the magic)");
        if (bytes[i] != magic[i])
            throw LoadError(source, "wrong magic: not a .npy file");
    }
    if (size < 8)
        throw LoadError(source, "truncated header (no version)");
    const int major = bytes[6];
    const int minor = bytes[7];
    if (major < 1 || major > 3 || minor != 0)
        throw LoadError(source, "unsupported .npy version " + std::to_string(major) + "." + std::to_string(minor));
    const std::size_t prefix = major == 1 ? 10 : 12;
    if (size < prefix)
        throw LoadError(source, "truncated header (no header length)");
    const std::uint64_t headerLength = major == 1 ? detail::readLe16(bytes + 8) : detail::readLe32(bytes + 8);
    if (headerLength > detail::maxHeaderBytes)
        throw LoadError(source, "header larger than 100 MB (" + std::to_string(headerLength) + " bytes)");
    if (headerLength > size - prefix)
        throw LoadError(source, "truncated header: it claims " + std::to_string(headerLength) + " bytes, " +
                                    std::to_string(size - prefix) + " remain");

    const std::string_view text(reinterpret_cast<const char*>(bytes + prefix), static_cast<std::size_t>(headerLength));
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
            throw LoadError(source, "malformed header: unexpected key '" + key + "'");
        if (*slot)
            throw LoadError(source, "malformed header: key '" + key + "' appears twice");
        *slot = &value;
    }
    if (!descr || !fortran || !shape)
        throw LoadError(source, std::string("malformed header: no '") +
                                    (!descr     ? "descr"
                                     : !fortran ? "fortran_order"
                                                : "shape") +
                                    "' key");

    RawArray raw;
    parseDescr(*descr, raw, source);
    if (fortran->kind != PyValue::Kind::Bool)
        throw LoadError(source, "malformed header: fortran_order is not True or False");
    raw.fortranOrder = fortran->flag;
    if (shape->kind != PyValue::Kind::Sequence)
        throw LoadError(source, "malformed header: shape is not a tuple");
    std::vector<std::uint64_t> dims;
    for (const PyValue& item : shape->items) {
        if (item.kind != PyValue::Kind::Int || item.negative)
            throw LoadError(source, "malformed header: shape holds something other than a non-negative integer");
        dims.push_back(item.number);
    }
    if (dims.size() != 2)
        throw LoadError(source, std::to_string(dims.size()) + "-D shape " + detail::shapeText(dims) +
                                    ": a 2-D matrix (positions x dimensions) is needed");
    raw.rows = dims[0];
    raw.cols = dims[1];
    detail::checkShape(raw.rows, raw.cols, source);

    std::uint64_t count = 0;
    std::uint64_t needed = 0;
    if (!detail::checkedMul(raw.rows, raw.cols, count) ||
        !detail::checkedMul(count, detail::scalarSize(raw.type), needed))
        throw LoadError(source, "the header lies about sizes: shape " + detail::shapeText(dims) + " overflows");
    const std::uint64_t offset = prefix + headerLength;
    const std::uint64_t available = size - offset;
    if (available < needed)
        throw LoadError(source, "truncated data: shape " + detail::shapeText(dims) + " of '" + descr->text +
                                    "' needs " + std::to_string(needed) + " bytes, " + std::to_string(available) +
                                    " remain");
    if (available > needed)
        throw LoadError(source, "the header lies about sizes: data size " + std::to_string(available) +
                                    " bytes != shape " + detail::shapeText(dims) + " x " +
                                    std::to_string(detail::scalarSize(raw.type)) +
                                    " bytes = " + std::to_string(needed));
    raw.data = bytes + offset;
    EmbeddingMatrix m = detail::materialize(raw, owner, source);
    m.setOrigin(source, "");
    return m;
}

EmbeddingMatrix loadNpyFile(const std::string& path)
{
    const MappedFile file = mapFile(path);
    return loadNpy(file.data, file.size, path, file.owner);
}

} // namespace pe::core::io

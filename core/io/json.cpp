#include "core/io/json.h"

#include <charconv>
#include <cmath>
#include <set>

namespace pe::core::io {

const JsonValue* JsonValue::find(std::string_view key) const
{
    for (const auto& [name, value] : members)
        if (name == key)
            return &value;
    return nullptr;
}

bool JsonValue::isNumber() const
{
    // The parser keeps as Other only number literals (which start with '-' or a digit) and the
    // three words.
    return kind == Kind::Integer ||
           (kind == Kind::Other && !text.empty() && (text[0] == '-' || (text[0] >= '0' && text[0] <= '9')));
}

std::optional<double> JsonValue::number() const
{
    if (!isNumber())
        return std::nullopt;
    if (kind == Kind::Integer) {
        const auto m = static_cast<double>(magnitude);
        return negative ? -m : m;
    }
    // from_chars is locale-independent and correctly rounded; it reports out-of-range instead
    // of returning infinity, which the JSON grammar allows (1e400), so that case is spelt out.
    double v = 0.0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec == std::errc::result_out_of_range) {
        // Overflow or underflow: the decimal exponent of the first significant digit says which.
        long long magnitude = 0; // digits before the point (first significant one on), or minus the zeros after it
        bool significant = false, point = false;
        std::size_t i = text[0] == '-' ? 1 : 0;
        for (; i < text.size() && text[i] != 'e' && text[i] != 'E'; ++i) {
            if (text[i] == '.') {
                point = true;
            } else if (text[i] != '0' || significant) {
                if (!significant && point)
                    break;
                significant = true;
                if (point)
                    break;
                ++magnitude;
            } else if (point) {
                --magnitude;
            }
        }
        long long exponent = 0;
        const auto e = text.find_first_of("eE");
        if (e != std::string::npos) {
            std::size_t j = e + 1;
            const bool minus = j < text.size() && text[j] == '-';
            if (j < text.size() && (text[j] == '-' || text[j] == '+'))
                ++j;
            for (; j < text.size() && exponent < 1000000000LL; ++j)
                exponent = exponent * 10 + (text[j] - '0');
            exponent = minus ? -exponent : exponent;
        }
        const double out = magnitude + exponent > 0 ? HUGE_VAL : 0.0;
        return text[0] == '-' ? -out : out;
    }
    if (ec != std::errc() || end != text.data() + text.size())
        return std::nullopt;
    return v;
}

std::optional<bool> JsonValue::boolean() const
{
    if (kind != Kind::Other)
        return std::nullopt;
    if (text == "true")
        return true;
    if (text == "false")
        return false;
    return std::nullopt;
}

namespace {

class Parser {
public:
    explicit Parser(std::string_view text)
        : m_text(text)
    {
    }

    JsonValue parseDocument()
    {
        JsonValue v = parseValue(0);
        skipSpace();
        if (m_pos != m_text.size())
            fail("unexpected text after the value");
        return v;
    }

private:
    [[noreturn]] void fail(const std::string& what) const { throw JsonError(what, m_pos); }

    bool atEnd() const { return m_pos >= m_text.size(); }

    char peek() const
    {
        if (atEnd())
            fail("unexpected end of JSON");
        return m_text[m_pos];
    }

    char next()
    {
        const char c = peek();
        ++m_pos;
        return c;
    }

    void skipSpace()
    {
        while (!atEnd() &&
               (m_text[m_pos] == ' ' || m_text[m_pos] == '\t' || m_text[m_pos] == '\n' || m_text[m_pos] == '\r'))
            ++m_pos;
    }

    void expect(char c)
    {
        if (next() != c) {
            --m_pos;
            fail(std::string("expected '") + c + "'");
        }
    }

    JsonValue parseValue(int depth)
    {
        if (depth > maxJsonDepth)
            fail("nesting deeper than " + std::to_string(maxJsonDepth));
        skipSpace();
        const char c = peek();
        if (c == '{')
            return parseObject(depth);
        if (c == '[')
            return parseArray(depth);
        if (c == '"') {
            JsonValue v;
            v.kind = JsonValue::Kind::String;
            v.text = parseString();
            return v;
        }
        if (c == '-' || (c >= '0' && c <= '9'))
            return parseNumber();
        for (std::string_view word : {"true", "false", "null"}) {
            if (m_text.substr(m_pos, word.size()) == word) {
                m_pos += word.size();
                JsonValue v;
                v.text = std::string(word);
                return v;
            }
        }
        fail("unexpected character");
    }

    /// Starts a container of this kind at its opening bracket; true when it is empty (the
    /// closing bracket is then read too).
    bool openContainer(JsonValue& v, JsonValue::Kind kind, char opening, char closing)
    {
        v.kind = kind;
        expect(opening);
        skipSpace();
        if (peek() != closing)
            return false;
        ++m_pos;
        return true;
    }

    /// After an element: true at the closing bracket, false after a comma.
    bool closeOrNext(char closing)
    {
        skipSpace();
        const char c = next();
        if (c == closing)
            return true;
        if (c != ',') {
            --m_pos;
            fail("expected ',' or '" + std::string(1, closing) + "'");
        }
        return false;
    }

    JsonValue parseObject(int depth)
    {
        JsonValue v;
        if (openContainer(v, JsonValue::Kind::Object, '{', '}'))
            return v;
        // A set keeps the duplicate check linear-logarithmic in objects with many tensors.
        std::set<std::string> keys;
        do {
            skipSpace();
            if (peek() != '"')
                fail("expected a string key");
            std::string key = parseString();
            if (!keys.insert(key).second)
                fail("duplicate key \"" + key + "\"");
            skipSpace();
            expect(':');
            JsonValue member = parseValue(depth + 1);
            v.members.emplace_back(std::move(key), std::move(member));
        } while (!closeOrNext('}'));
        return v;
    }

    JsonValue parseArray(int depth)
    {
        JsonValue v;
        if (openContainer(v, JsonValue::Kind::Array, '[', ']'))
            return v;
        do
            v.items.push_back(parseValue(depth + 1));
        while (!closeOrNext(']'));
        return v;
    }

    unsigned hex4()
    {
        unsigned code = 0;
        for (int i = 0; i < 4; ++i) {
            const char h = next();
            code <<= 4;
            if (h >= '0' && h <= '9')
                code |= static_cast<unsigned>(h - '0');
            else if (h >= 'a' && h <= 'f')
                code |= static_cast<unsigned>(h - 'a' + 10);
            else if (h >= 'A' && h <= 'F')
                code |= static_cast<unsigned>(h - 'A' + 10);
            else
                fail("bad \\u escape");
        }
        return code;
    }

    static void appendUtf8(std::string& out, unsigned code)
    {
        if (code < 0x80) {
            out += static_cast<char>(code);
        } else if (code < 0x800) {
            out += static_cast<char>(0xc0 | (code >> 6));
            out += static_cast<char>(0x80 | (code & 0x3f));
        } else if (code < 0x10000) {
            out += static_cast<char>(0xe0 | (code >> 12));
            out += static_cast<char>(0x80 | ((code >> 6) & 0x3f));
            out += static_cast<char>(0x80 | (code & 0x3f));
        } else {
            out += static_cast<char>(0xf0 | (code >> 18));
            out += static_cast<char>(0x80 | ((code >> 12) & 0x3f));
            out += static_cast<char>(0x80 | ((code >> 6) & 0x3f));
            out += static_cast<char>(0x80 | (code & 0x3f));
        }
    }

    std::string parseString()
    {
        expect('"');
        std::string out;
        for (;;) {
            const char c = next();
            if (c == '"')
                return out;
            if (static_cast<unsigned char>(c) < 0x20) {
                --m_pos;
                fail("control character in a string");
            }
            if (c != '\\') {
                out += c;
                continue;
            }
            const char e = next();
            switch (e) {
            case '"':
            case '\\':
            case '/':
                out += e;
                break;
            case 'b':
                out += '\b';
                break;
            case 'f':
                out += '\f';
                break;
            case 'n':
                out += '\n';
                break;
            case 'r':
                out += '\r';
                break;
            case 't':
                out += '\t';
                break;
            case 'u': {
                unsigned code = hex4();
                if (code >= 0xdc00 && code <= 0xdfff)
                    fail("lone low surrogate");
                if (code >= 0xd800 && code <= 0xdbff) {
                    if (next() != '\\' || next() != 'u')
                        fail("high surrogate without a low one");
                    const unsigned low = hex4();
                    if (low < 0xdc00 || low > 0xdfff)
                        fail("high surrogate without a low one");
                    code = 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00);
                }
                appendUtf8(out, code);
                break;
            }
            default:
                --m_pos;
                fail("bad escape");
            }
        }
    }

    bool digitAt(std::size_t i) const { return i < m_text.size() && m_text[i] >= '0' && m_text[i] <= '9'; }

    JsonValue parseNumber()
    {
        const std::size_t start = m_pos;
        JsonValue v;
        v.kind = JsonValue::Kind::Integer;
        if (m_text[m_pos] == '-') {
            v.negative = true;
            ++m_pos;
        }
        if (!digitAt(m_pos))
            fail("expected a digit");
        bool fits = true;
        if (m_text[m_pos] == '0') {
            ++m_pos;
            if (digitAt(m_pos))
                fail("leading zero");
        } else {
            while (digitAt(m_pos)) {
                const auto digit = static_cast<std::uint64_t>(m_text[m_pos] - '0');
                if (__builtin_mul_overflow(v.magnitude, 10, &v.magnitude) ||
                    __builtin_add_overflow(v.magnitude, digit, &v.magnitude))
                    fits = false;
                ++m_pos;
            }
        }
        bool integral = true;
        if (!atEnd() && m_text[m_pos] == '.') {
            integral = false;
            ++m_pos;
            if (!digitAt(m_pos))
                fail("expected a digit after '.'");
            while (digitAt(m_pos))
                ++m_pos;
        }
        if (!atEnd() && (m_text[m_pos] == 'e' || m_text[m_pos] == 'E')) {
            integral = false;
            ++m_pos;
            if (!atEnd() && (m_text[m_pos] == '+' || m_text[m_pos] == '-'))
                ++m_pos;
            if (!digitAt(m_pos))
                fail("expected a digit in the exponent");
            while (digitAt(m_pos))
                ++m_pos;
        }
        if (!integral || !fits) {
            v = JsonValue();
            v.text = std::string(m_text.substr(start, m_pos - start));
        }
        return v;
    }

    std::string_view m_text;
    std::size_t m_pos = 0;
};

} // namespace

Problem jsonProblem(const JsonError& e, std::string_view text)
{
    Problem p;
    p.code = ProblemCode::JsonSyntax;
    p.offset = static_cast<long long>(e.offset());
    p.line = 1;
    std::size_t lineStart = 0;
    for (std::size_t i = 0; i < e.offset() && i < text.size(); ++i)
        if (text[i] == '\n') {
            ++p.line;
            lineStart = i + 1;
        }
    p.column = static_cast<long long>(e.offset() - lineStart + 1);
    p.detail = e.reason();
    return p;
}

JsonValue parseJson(std::string_view text)
{
    return Parser(text).parseDocument();
}

} // namespace pe::core::io

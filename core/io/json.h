#pragma once
/// @file io/json.h
/// A small, strict JSON parser for the .safetensors header: objects, arrays, strings (with
/// every escape, \uXXXX surrogate pairs decoded to UTF-8), integers; other values (fractions,
/// exponents, true, false, null, integers beyond 64 bits) are checked and kept only as text.
/// Duplicate keys, trailing commas, control characters in strings and nesting deeper than
/// @ref maxJsonDepth are errors.

#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace pe::core::io {

constexpr int maxJsonDepth = 64;

/// A syntax error; what() says what and where (byte offset in the text).
class JsonError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

struct JsonValue {
    enum class Kind { Object, Array, String, Integer, Other };
    Kind kind = Kind::Other;
    std::string text;             ///< String: the decoded string; Other: the literal as written
    std::uint64_t magnitude = 0;  ///< Integer: |value|
    bool negative = false;        ///< Integer: value < 0
    std::vector<JsonValue> items; ///< Array
    std::vector<std::pair<std::string, JsonValue>> members; ///< Object, in file order

    /// The member named @p key of an object, or nullptr.
    const JsonValue* find(std::string_view key) const;
    /// True for an Integer >= 0.
    bool isUnsigned() const { return kind == Kind::Integer && !negative; }
};

/// Parses exactly one value; only whitespace may follow it. Throws JsonError.
JsonValue parseJson(std::string_view text);

} // namespace pe::core::io

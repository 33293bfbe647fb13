#pragma once
/// @file io/json.h
/// A small, strict JSON parser for the .safetensors header: objects, arrays, strings (with
/// every escape, \uXXXX surrogate pairs decoded to UTF-8), integers; other values (fractions,
/// exponents, true, false, null, integers beyond 64 bits) are checked and kept only as text.
/// Duplicate keys, trailing commas, control characters in strings and nesting deeper than
/// @ref maxJsonDepth are errors. number(), boolean() and isNull() read the values a config.json
/// needs (rope_theta 500000.0, factor 8.0, alibi true) from that text without changing the grammar.

#include "core/problem.h"

#include <cstdint>
#include <optional>
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
    JsonError(const std::string& reason, std::size_t offset)
        : std::runtime_error(reason + " at byte " + std::to_string(offset))
        , m_reason(reason)
        , m_offset(offset)
    {
    }
    /// What is wrong, in English, without the place.
    const std::string& reason() const { return m_reason; }
    /// The byte of the text where it went wrong.
    std::size_t offset() const { return m_offset; }

private:
    std::string m_reason;
    std::size_t m_offset;
};

/// The error @p e in @p text as a JsonSyntax problem: its line and column (from 1) and byte.
Problem jsonProblem(const JsonError& e, std::string_view text);

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
    /// True for an Integer, or an Other holding a number literal (fraction, exponent, an integer
    /// beyond 64 bits).
    bool isNumber() const;
    /// The value of a number as the nearest double (strtod's correctly rounded conversion of
    /// the literal, "1e400" giving infinity), or nullopt for anything else.
    std::optional<double> number() const;
    /// true or false, or nullopt for anything else.
    std::optional<bool> boolean() const;
    /// True for the literal null.
    bool isNull() const { return kind == Kind::Other && text == "null"; }
};

/// Parses exactly one value; only whitespace may follow it. Throws JsonError.
JsonValue parseJson(std::string_view text);

} // namespace pe::core::io

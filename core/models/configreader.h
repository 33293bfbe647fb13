#pragma once
// Checked reads of config.json values: a key that is absent or null gives nullopt, a key of the
// wrong kind or out of range throws io::LoadError naming it. Internal to core/models.

#include "core/io/json.h"
#include "core/io/loaderror.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pe::core::models::detail {

class ConfigReader {
public:
    ConfigReader(const io::JsonValue& object, std::string source, std::string prefix = {})
        : m_object(object)
        , m_source(std::move(source))
        , m_prefix(std::move(prefix))
    {
    }

    /// The member, or nullptr when absent or null.
    const io::JsonValue* get(std::string_view key) const;
    bool has(std::string_view key) const { return get(key) != nullptr; }

    std::optional<double> number(std::string_view key) const;
    /// A finite number > 0.
    std::optional<double> positive(std::string_view key) const;
    /// A whole number from 1 to @p maximum (8.0 is accepted: Python writes floats for ints).
    std::optional<long> count(std::string_view key, long maximum) const;
    std::optional<bool> flag(std::string_view key) const;
    std::optional<std::string> text(std::string_view key) const;
    /// An array of finite numbers > 0.
    std::optional<std::vector<double>> numbers(std::string_view key) const;
    /// A nested object, read with the key as prefix in messages.
    std::optional<ConfigReader> object(std::string_view key) const;

    /// Throws `problem` about `key` (its name set to the key with its prefix); `english` is core's
    /// wording of it after "key: ".
    [[noreturn]] void fail(std::string_view key, Problem problem, const std::string& english) const;
    /// Throws ConfigKeyInvalid about `key`, worded `english`.
    [[noreturn]] void fail(std::string_view key, const std::string& english) const;
    const std::string& source() const { return m_source; }

private:
    const io::JsonValue& m_object;
    std::string m_source;
    std::string m_prefix;
};

/// A number as a short text for messages ("0.25", "500000").
std::string shortNumber(double v);

/// A key that is not of the JSON type `jsonType` (number, string, boolean, array, object).
Problem wrongType(const std::string& jsonType);
/// A key = `value` outside `low` (excluded or not; NaN: no bound) .. `high` (NaN: no bound).
Problem outOfRange(double value, double low, bool lowExcluded, double high);
/// A missing key that `neededBy` needs (empty: the positions).
Problem missing(const std::string& neededBy);

} // namespace pe::core::models::detail

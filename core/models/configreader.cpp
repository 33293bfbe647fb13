#include "core/models/configreader.h"

#include <cmath>
#include <cstdio>

namespace pe::core::models::detail {

std::string shortNumber(double v)
{
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.10g", v);
    return buffer;
}

void ConfigReader::fail(std::string_view key, const std::string& problem) const
{
    throw io::LoadError(m_source, m_prefix + std::string(key) + ": " + problem);
}

const io::JsonValue* ConfigReader::get(std::string_view key) const
{
    if (m_object.kind != io::JsonValue::Kind::Object)
        return nullptr;
    const io::JsonValue* v = m_object.find(key);
    return v && !v->isNull() ? v : nullptr;
}

std::optional<double> ConfigReader::number(std::string_view key) const
{
    const io::JsonValue* v = get(key);
    if (!v)
        return std::nullopt;
    const std::optional<double> n = v->number();
    if (!n || !std::isfinite(*n))
        fail(key, "expected a finite number");
    return n;
}

std::optional<double> ConfigReader::positive(std::string_view key) const
{
    const std::optional<double> n = number(key);
    if (n && !(*n > 0.0))
        fail(key, shortNumber(*n) + " is not greater than 0");
    return n;
}

std::optional<long> ConfigReader::count(std::string_view key, long maximum) const
{
    const std::optional<double> n = number(key);
    if (!n)
        return std::nullopt;
    if (*n != std::floor(*n) || *n < 1.0 || *n > static_cast<double>(maximum))
        fail(key, shortNumber(*n) + " is not a whole number from 1 to " + std::to_string(maximum));
    return static_cast<long>(*n);
}

std::optional<bool> ConfigReader::flag(std::string_view key) const
{
    const io::JsonValue* v = get(key);
    if (!v)
        return std::nullopt;
    const std::optional<bool> b = v->boolean();
    if (!b)
        fail(key, "expected true or false");
    return b;
}

std::optional<std::string> ConfigReader::text(std::string_view key) const
{
    const io::JsonValue* v = get(key);
    if (!v)
        return std::nullopt;
    if (v->kind != io::JsonValue::Kind::String)
        fail(key, "expected a string");
    return v->text;
}

std::optional<std::vector<double>> ConfigReader::numbers(std::string_view key) const
{
    const io::JsonValue* v = get(key);
    if (!v)
        return std::nullopt;
    if (v->kind != io::JsonValue::Kind::Array)
        fail(key, "expected a list of numbers");
    std::vector<double> out;
    out.reserve(v->items.size());
    for (const io::JsonValue& item : v->items) {
        const std::optional<double> n = item.number();
        if (!n || !std::isfinite(*n) || !(*n > 0.0))
            fail(key, "item " + std::to_string(out.size()) + " is not a finite number greater than 0");
        out.push_back(*n);
    }
    return out;
}

std::optional<ConfigReader> ConfigReader::object(std::string_view key) const
{
    const io::JsonValue* v = get(key);
    if (!v)
        return std::nullopt;
    if (v->kind != io::JsonValue::Kind::Object)
        fail(key, "expected an object");
    return ConfigReader(*v, m_source, m_prefix + std::string(key) + ".");
}

} // namespace pe::core::models::detail

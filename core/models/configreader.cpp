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

void ConfigReader::fail(std::string_view key, Problem problem, const std::string& english) const
{
    problem.name = m_prefix + std::string(key);
    problem.wording = problem.name + ": " + english;
    throw io::LoadError(m_source, problem);
}

void ConfigReader::fail(std::string_view key, const std::string& english) const
{
    fail(key, io::problemOf(ProblemCode::ConfigKeyInvalid), english);
}

Problem wrongType(const std::string& jsonType)
{
    Problem p = io::problemOf(ProblemCode::ConfigKeyWrongType);
    p.text = jsonType;
    return p;
}

Problem outOfRange(double value, double low, bool lowExcluded, double high)
{
    Problem p = io::problemOf(ProblemCode::ConfigKeyOutOfRange);
    p.value = value;
    p.low = low;
    p.lowExcluded = lowExcluded;
    p.high = high;
    return p;
}

Problem missing(const std::string& neededBy)
{
    Problem p = io::problemOf(ProblemCode::ConfigKeyMissing);
    p.text = neededBy;
    return p;
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
        fail(key, wrongType("number"), "expected a finite number");
    return n;
}

std::optional<double> ConfigReader::positive(std::string_view key) const
{
    const std::optional<double> n = number(key);
    if (n && !(*n > 0.0))
        fail(key, outOfRange(*n, 0, true, std::nan("")), shortNumber(*n) + " is not greater than 0");
    return n;
}

std::optional<long> ConfigReader::count(std::string_view key, long maximum) const
{
    const std::optional<double> n = number(key);
    if (!n)
        return std::nullopt;
    if (*n != std::floor(*n) || *n < 1.0 || *n > static_cast<double>(maximum))
        fail(key, outOfRange(*n, 1, false, static_cast<double>(maximum)),
             shortNumber(*n) + " is not a whole number from 1 to " + std::to_string(maximum));
    return static_cast<long>(*n);
}

std::optional<bool> ConfigReader::flag(std::string_view key) const
{
    const io::JsonValue* v = get(key);
    if (!v)
        return std::nullopt;
    const std::optional<bool> b = v->boolean();
    if (!b)
        fail(key, wrongType("boolean"), "expected true or false");
    return b;
}

std::optional<std::string> ConfigReader::text(std::string_view key) const
{
    const io::JsonValue* v = get(key);
    if (!v)
        return std::nullopt;
    if (v->kind != io::JsonValue::Kind::String)
        fail(key, wrongType("string"), "expected a string");
    return v->text;
}

std::optional<std::vector<double>> ConfigReader::numbers(std::string_view key) const
{
    const io::JsonValue* v = get(key);
    if (!v)
        return std::nullopt;
    if (v->kind != io::JsonValue::Kind::Array)
        fail(key, wrongType("array"), "expected a list of numbers");
    std::vector<double> out;
    out.reserve(v->items.size());
    for (const io::JsonValue& item : v->items) {
        const std::optional<double> n = item.number();
        if (!n || !std::isfinite(*n) || !(*n > 0.0)) {
            Problem p = outOfRange(n.value_or(std::nan("")), 0, true, std::nan(""));
            p.index = static_cast<long long>(out.size());
            fail(key, p, "item " + std::to_string(out.size()) + " is not a finite number greater than 0");
        }
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
        fail(key, wrongType("object"), "expected an object");
    return ConfigReader(*v, m_source, m_prefix + std::string(key) + ".");
}

} // namespace pe::core::models::detail

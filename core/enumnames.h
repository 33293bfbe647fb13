#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace pe::core {

/// One value of an enumeration and its name on the command line and in files. A table of
/// these serves both directions (name and parse), so the two cannot disagree.
template <class E> struct EnumName {
    E value;
    std::string_view name;
};

/// The name of `value` in `table`, or `fallback` when the table lacks it.
template <class E, std::size_t N> std::string nameIn(const EnumName<E> (&table)[N], E value, std::string_view fallback)
{
    for (const EnumName<E>& e : table)
        if (e.value == value)
            return std::string(e.name);
    return std::string(fallback);
}

/// The value named `name` in `table`, or std::nullopt.
template <class E, std::size_t N> std::optional<E> valueIn(const EnumName<E> (&table)[N], std::string_view name)
{
    for (const EnumName<E>& e : table)
        if (e.name == name)
            return e.value;
    return std::nullopt;
}

} // namespace pe::core

/// Defines `std::string nameFunction(Enum)` (fallback when the table lacks the value) and
/// `std::optional<Enum> parseFunction(std::string_view)`, both from `table`.
#define PE_ENUM_NAMES(Enum, table, nameFunction, parseFunction, fallback)                                              \
    std::string nameFunction(Enum value)                                                                               \
    {                                                                                                                  \
        return nameIn(table, value, fallback);                                                                         \
    }                                                                                                                  \
    std::optional<Enum> parseFunction(std::string_view name)                                                           \
    {                                                                                                                  \
        return valueIn(table, name);                                                                                   \
    }

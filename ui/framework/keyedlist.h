#pragma once

#include <QString>
#include <QStringList>

#include <vector>

namespace pe::ui {

/// The first item of `list` whose `key` member equals `value`, or nullptr: the look-up of the
/// tables that are searched by name (presets by id, lessons by name, a view's settings by key).
template <class T, class Key, class Value>
const T* findByKey(const std::vector<T>& list, Key T::*key, const Value& value)
{
    for (const T& item : list)
        if (item.*key == value)
            return &item;
    return nullptr;
}

/// The `key` members of `list`, comma-separated, in order (for messages naming the valid ones).
template <class T> QString keyList(const std::vector<T>& list, QString T::*key)
{
    QStringList keys;
    for (const T& item : list)
        keys << item.*key;
    return keys.join(QStringLiteral(", "));
}

} // namespace pe::ui

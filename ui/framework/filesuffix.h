#pragma once

#include <QFileInfo>
#include <QLatin1String>
#include <QString>

#include <initializer_list>
#include <optional>
#include <utility>

namespace pe::ui {

/// The value `table` gives the extension of `path` (compared in lower case: "a.PNG" is "png"),
/// or nullopt when it names none: the formats the exporter and the video writer read off a
/// file name.
template <class T>
std::optional<T> bySuffix(const QString& path, std::initializer_list<std::pair<QLatin1String, T>> table)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    for (const auto& [name, value] : table)
        if (suffix == name)
            return value;
    return std::nullopt;
}

} // namespace pe::ui

#pragma once

#include "ui/framework/view.h"

#include <QByteArray>

namespace pe::ui::declarations {

/// Where the data file of view `view` lives in the sources, for messages:
/// "ui/views/<view>/<view>.json".
QString sourcePath(const QString& view);

/// Reads a view's data file: its name, tab order, title, summary, whether it shows positions
/// past L - 1, extra CSV outputs, presets and settings (key, kind, label, help, metavar, range when it is a plain
/// number, choices), each text with its translations ("title_fr", "help_zh"...). What is wrong with it (bad JSON, a
/// missing text, an unknown key, a choice setting without choices...) goes to *problems, one line each naming `source`;
/// the rest is still read.
ViewDescriptor fromJson(const QByteArray& json, const QString& source, QStringList* problems);

/// The declaration of `view`, read once from the resources (ui/CMakeLists.txt builds every
/// ui/views/<name>/<name>.json into them); ViewDescriptor::problems says what is wrong with it.
const ViewDescriptor& find(const QString& view);

} // namespace pe::ui::declarations

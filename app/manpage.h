#pragma once

#include <QString>

namespace pe::app {

/// The man page: `templateText` (docs/pe-explorer.1.in) with @OPTIONS@ replaced by every shared
/// option and every view's own options (one subsection per view, in tab order), @VIEWS@ by each
/// view's name and summary, and @VERSION@ by the program's version. Generated from the same
/// declarations as --help, so that no option or view is missing (`--man-page TEMPLATE`).
QString manPage(const QString& templateText);

} // namespace pe::app

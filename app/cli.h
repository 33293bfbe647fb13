#pragma once

#include <QStringList>

namespace pe::app {

/// True when the arguments ask for a file export and no window: decided before the
/// QApplication exists, so that the offscreen platform can be chosen.
bool isHeadless(int argc, char** argv);

/// Parses the arguments (QCoreApplication::arguments()), then either prints (help, version,
/// presets), exports the requested files, or opens the main window and runs the event loop.
/// Returns the exit code. noDisplay: there is no display to open the window on.
int run(const QStringList& arguments, bool noDisplay = false);

} // namespace pe::app

#pragma once

#include <QString>
#include <QStringList>

namespace pe::app {

/// True when the arguments ask for a file export and no window: decided before the
/// QApplication exists, so that the offscreen platform can be chosen.
bool isHeadless(int argc, char** argv);

/// Parses the arguments (QCoreApplication::arguments()), then either prints (help, version,
/// presets), exports the requested files, or opens the main window and runs the event loop.
/// Returns the exit code. noDisplay: why there is no display to open the window on (the run
/// then renders offscreen and prints it, exit 1, only once the arguments are found valid and
/// ask for the window), or empty.
int run(const QStringList& arguments, const QString& noDisplay = {});

} // namespace pe::app

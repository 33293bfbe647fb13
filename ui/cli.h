#pragma once

#include <QStringList>

namespace pe::ui::cli {

/// Exit code for bad input (unknown option or view, bad value, unwritable path).
constexpr int kBadInput = 2;

/// True when the arguments ask for a file export and no window: decided before the
/// QApplication exists, so that the offscreen platform can be chosen.
bool isHeadless(int argc, char** argv);

/// Parses the arguments (QCoreApplication::arguments()), then either exports the requested
/// files and returns, or opens the main window and runs the event loop. Returns the exit code.
/// noDisplay: there is no display to open the window on (only exports can run).
int run(const QStringList& arguments, bool noDisplay = false);

} // namespace pe::ui::cli

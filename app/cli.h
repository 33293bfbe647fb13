#pragma once

#include <QStringList>

#include <vector>

namespace pe::ui {
class AppState;
class View;
} // namespace pe::ui

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

/// Applies command-line arguments (without the program name; --preset allowed) to a running
/// window's state and views, through the same parser as the command line: the Presets menu.
/// Parameters the arguments do not name return to their defaults. Returns an error message, or
/// an empty string and the --view id in *viewId.
QString applyArguments(const QStringList& arguments, AppState* state, const std::vector<View*>& views,
                       QString* viewId);

} // namespace pe::ui::cli

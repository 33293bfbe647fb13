#pragma once

class QString;

namespace pe::ui::options {
struct Request;
}

namespace pe::app {

/// Renders the request's view offscreen through the same state, controller and view as the
/// window, then writes the files it asks for. With `second` (--split), the figure shows both
/// panes side by side and a saved session holds both; CSV files are the first pane's. Returns
/// the exit code.
int exportFiles(const ui::options::Request& request, const ui::options::Request* second = nullptr);

/// Prints the one "pe-explorer: error: ..." line of a bad command line (or failed export) on stderr.
void printError(const QString& message);

} // namespace pe::app

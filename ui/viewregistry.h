#pragma once

#include <vector>

class QWidget;

namespace pe::ui {

class AppState;
class View;

/// Every view of the application, in tab order. The window and the command line both use
/// this list, so a view added here is reachable from both.
std::vector<View*> createViews(AppState* state, QWidget* parent);

} // namespace pe::ui

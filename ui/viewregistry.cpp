#include "viewregistry.h"

#include "binaryview.h"
#include "clockview.h"
#include "heatmapview.h"

namespace pe::ui {

std::vector<View*> createViews(AppState* state, QWidget* parent)
{
    return {
        new HeatmapView(state, parent),
        new ClockView(state, parent),
        new BinaryView(state, parent),
    };
}

} // namespace pe::ui

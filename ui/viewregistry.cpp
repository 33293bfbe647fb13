#include "viewregistry.h"

#include "heatmapview.h"
#include "inspectorview.h"
#include "wavelengthsview.h"

namespace pe::ui {

std::vector<View*> createViews(AppState* state, QWidget* parent)
{
    return {
        new HeatmapView(state, parent),
        new WavelengthsView(state, parent),
        new InspectorView(state, parent),
    };
}

} // namespace pe::ui

#include "viewregistry.h"

#include "heatmapview.h"
#include "inspectorview.h"
#include "rotationview.h"
#include "wavelengthsview.h"
#include "wavesview.h"

namespace pe::ui {

std::vector<View*> createViews(AppState* state, QWidget* parent)
{
    return {
        new HeatmapView(state, parent),
        new RotationView(state, parent),
        new WavesView(state, parent),
        new WavelengthsView(state, parent),
        new InspectorView(state, parent),
    };
}

} // namespace pe::ui

#include "viewregistry.h"

#include "distanceview.h"
#include "fourierview.h"
#include "heatmapview.h"

namespace pe::ui {

std::vector<View*> createViews(AppState* state, QWidget* parent)
{
    return {
        new HeatmapView(state, parent),
        new DistanceView(state, parent),
        new FourierView(state, parent),
    };
}

} // namespace pe::ui

#include "viewregistry.h"

#include "binaryview.h"
#include "clockview.h"
#include "distanceview.h"
#include "fourierview.h"
#include "heatmapview.h"
#include "inspectorview.h"
#include "rotationview.h"
#include "wavelengthsview.h"
#include "wavesview.h"

namespace pe::ui {

std::vector<View*> createViews(AppState* state, QWidget* parent)
{
    // Tab order: the matrix, the four intuitions of the articles, then their proofs and tables.
    return {
        new HeatmapView(state, parent),
        new ClockView(state, parent),
        new BinaryView(state, parent),
        new DistanceView(state, parent),
        new FourierView(state, parent),
        new RotationView(state, parent),
        new WavesView(state, parent),
        new WavelengthsView(state, parent),
        new InspectorView(state, parent),
    };
}

} // namespace pe::ui

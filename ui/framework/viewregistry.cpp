#include "ui/framework/viewregistry.h"

#include "ui/views/binary/binaryview.h"
#include "ui/views/clock/clockview.h"
#include "ui/views/distance/distanceview.h"
#include "ui/views/fourier/fourierview.h"
#include "ui/views/heatmap/heatmapview.h"
#include "ui/views/inspector/inspectorview.h"
#include "ui/views/rotation/rotationview.h"
#include "ui/views/wavelengths/wavelengthsview.h"
#include "ui/views/waves/wavesview.h"

#include <type_traits>

namespace pe::ui {

namespace {

template <class V, class = void> struct HasExtraCsv : std::false_type {
};
template <class V> struct HasExtraCsv<V, std::void_t<decltype(V::extraCsvOptionNames())>> : std::true_type {
};

/// A view class with static typeId() and commandLineOptions(), and extraCsvOptionNames() when
/// it writes extra CSV files.
template <class V> ViewType typeOf()
{
    ViewType t;
    t.id = V::typeId();
    t.create = [](AppState* state, QWidget* parent) -> View* { return new V(state, parent); };
    t.cliOptions = &V::commandLineOptions;
    if constexpr (HasExtraCsv<V>::value)
        t.extraCsvOptions = &V::extraCsvOptionNames;
    else
        t.extraCsvOptions = [] { return QStringList(); };
    return t;
}

} // namespace

const std::vector<ViewType>& viewTypes()
{
    // Tab order: the matrix, the four intuitions of the articles, then their proofs and tables.
    static const std::vector<ViewType> types = {
        typeOf<HeatmapView>(),  typeOf<ClockView>(),       typeOf<BinaryView>(),
        typeOf<DistanceView>(), typeOf<FourierView>(),     typeOf<RotationView>(),
        typeOf<WavesView>(),    typeOf<WavelengthsView>(), typeOf<InspectorView>(),
    };
    return types;
}

const ViewType* findViewType(const QString& id)
{
    for (const ViewType& t : viewTypes())
        if (t.id == id)
            return &t;
    return nullptr;
}

std::vector<View*> createViews(AppState* state, QWidget* parent)
{
    std::vector<View*> views;
    for (const ViewType& t : viewTypes())
        views.push_back(t.create(state, parent));
    return views;
}

} // namespace pe::ui

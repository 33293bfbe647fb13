#include "ui/views/distance/distanceframe.h"

#include "core/parallel.h"
#include "ui/framework/viewhelpers.h"
#include "ui/plotting/fastcolormap.h"

#include <algorithm>
#include <limits>

namespace pe::ui {

namespace {
std::unique_ptr<QCPColorMapData> toColorMapData(const core::SimilarityGrid& g)
{
    int nx = 0, ny = 0;
    QCPRange rx, ry;
    helpers::axisExtent(g.cols, &nx, &rx);
    helpers::axisExtent(g.rows, &ny, &ry);
    auto data = std::make_unique<QCPColorMapData>(nx, ny, rx, ry);
    double* cells = FastColorMap::cells(data.get());
    const int lastRow = g.rows.cells - 1, lastCol = g.cols.cells - 1;
    // Keys (s, the columns of the grid) are the fast index of the map's cells.
    core::parallelFor(ny, 200, [&](long first, long end) {
        for (long y = first; y < end; ++y) {
            const int i = std::min(static_cast<int>(y), lastRow);
            double* row = cells + y * nx;
            for (int x = 0; x < nx; ++x)
                row[x] = g.values(i, std::min(x, lastCol));
        }
    });
    data->setCell(0, 0, cells[0]); // the bookkeeping setCell does (modified flag)
    return data;
}
} // namespace

std::shared_ptr<const DistanceFrame> computeDistance(const DistanceRequest& request)
{
    // The closed forms of the sinusoidal encoding: g(D) = sum_k cos(w_k D).
    const core::EncodingParams& params = helpers::sinusoidalParams(request.inputs);
    const core::Metric metric = request.settings.metric;
    const DistanceViewport& v = request.viewport;
    const std::shared_ptr<const DistanceFrame>& previous = request.previous;
    const bool sameEncoding = previous && previous->params == params && previous->metric == metric;
    if (sameEncoding && previous->viewport == v)
        return previous;

    auto r = std::make_shared<DistanceFrame>();
    r->viewport = v;
    r->params = params;
    r->metric = metric;
    // The same step on both axes keeps cells square in positions and lets the core share
    // one offset sum per diagonal.
    const long step =
        std::max(core::BlockAxis::fit(v.s0, v.s1, v.wPx).step, core::BlockAxis::fit(v.t0, v.t1, v.hPx).step);
    r->grid = core::sampleSimilarity(params, metric, core::axisWithStep(v.t0, v.t1, step),
                                     core::axisWithStep(v.s0, v.s1, step));
    r->data = toColorMapData(r->grid);
    double lo = r->grid.minValue, hi = r->grid.maxValue;
    if (!(hi > lo))
        hi = lo + 1.0;
    r->range = QCPRange(lo, hi);
    r->image = FastColorMap::colorize(r->data.get(), v.gradient, r->range);

    r->curve = core::offsetCurve(params, metric, core::BlockAxis::fit(v.d0, v.d1, v.cPx));
    r->curveData = QSharedPointer<QCPGraphDataContainer>::create();
    QVector<QCPGraphData> points(r->curve.offsets.cells);
    double ylo = std::numeric_limits<double>::infinity(), yhi = -ylo;
    for (int i = 0; i < r->curve.offsets.cells; ++i) {
        points[i] = QCPGraphData(r->curve.offsets.blockCenter(i), r->curve.values[i]);
        ylo = std::min(ylo, r->curve.values[i]);
        yhi = std::max(yhi, r->curve.values[i]);
    }
    r->curveData->set(points, true);
    r->curveRange = QCPRange(ylo, yhi);
    if (sameEncoding) {
        r->peak = previous->peak;
        r->consecutive = previous->consecutive;
    } else {
        r->peak = core::firstFalseNeighbour(params, metric);
        r->consecutive = core::consecutiveDistances(params);
    }
    return r;
}

} // namespace pe::ui

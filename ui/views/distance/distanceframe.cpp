#include "ui/views/distance/distanceframe.h"

#include "core/parallel.h"
#include "ui/plotting/fastcolormap.h"
#include "ui/framework/viewhelpers.h"

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

std::shared_ptr<const DistanceFrame> computeDistanceFrame(const DistanceFrame::Inputs& inputs,
                                                          const QCPColorGradient& gradient,
                                                          const std::shared_ptr<const DistanceFrame>& previous)
{
    const core::EncodingParams& params = inputs.params;
    const core::Metric metric = inputs.metric;
    const long s0 = inputs.s0, s1 = inputs.s1, t0 = inputs.t0, t1 = inputs.t1, d0 = inputs.d0, d1 = inputs.d1;
    const int wPx = inputs.wPx, hPx = inputs.hPx, cPx = inputs.cPx;
    auto r = std::make_shared<DistanceFrame>();
    r->inputs = inputs;
    r->params = params;
    r->metric = metric;
    // The same step on both axes keeps cells square in positions and lets the core share
    // one offset sum per diagonal.
    const long step = std::max(core::BlockAxis::fit(s0, s1, wPx).step, core::BlockAxis::fit(t0, t1, hPx).step);
    r->grid =
        core::sampleSimilarity(params, metric, core::axisWithStep(t0, t1, step), core::axisWithStep(s0, s1, step));
    r->data = toColorMapData(r->grid);
    double lo = r->grid.minValue, hi = r->grid.maxValue;
    if (!(hi > lo))
        hi = lo + 1.0;
    r->range = QCPRange(lo, hi);
    r->gradient = gradient;
    r->image = FastColorMap::colorize(r->data.get(), gradient, r->range);

    r->curve = core::offsetCurve(params, metric, core::BlockAxis::fit(d0, d1, cPx));
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
    if (previous && previous->params == params && previous->metric == metric) {
        r->peak = previous->peak;
        r->consecutive = previous->consecutive;
    } else {
        r->peak = core::firstFalseNeighbour(params, metric);
        r->consecutive = core::consecutiveDistances(params);
    }
    return r;
}

} // namespace pe::ui

#include "ui/views/heatmap/heatmapframe.h"

#include "core/parallel.h"
#include "ui/framework/viewhelpers.h"
#include "ui/plotting/fastcolormap.h"

namespace pe::ui {

namespace {

std::unique_ptr<QCPColorMapData> toColorMapData(const core::EncodingGrid& grid, bool transposed)
{
    int np = 0, nd = 0;
    QCPRange rp, rd;
    helpers::axisExtent(grid.positions, &np, &rp);
    helpers::axisExtent(grid.dims, &nd, &rd);
    // Keys are the fast index of QCPColorMapData: walk them innermost so that both the map
    // and the (column-major) grid are read and written in order.
    Eigen::MatrixXf swapped;
    if (transposed)
        swapped = grid.values.transpose();
    const Eigen::MatrixXf& keysFast = transposed ? swapped : grid.values;
    const int nk = transposed ? nd : np;
    const int nv = transposed ? np : nd;
    auto data = transposed ? std::make_unique<QCPColorMapData>(nd, np, rd, rp)
                           : std::make_unique<QCPColorMapData>(np, nd, rp, rd);
    double* cells = FastColorMap::cells(data.get());
    const int last = static_cast<int>(keysFast.rows()) - 1;
    core::parallelFor(nv, 200, [&](long first, long end) {
        for (long v = first; v < end; ++v) {
            const float* column = keysFast.col(std::min<long>(v, keysFast.cols() - 1)).data();
            double* row = cells + v * nk;
            for (int k = 0; k < nk; ++k)
                row[k] = column[std::min(k, last)];
        }
    });
    data->setCell(0, 0, cells[0]); // the bookkeeping setCell does (modified flag)
    return data;
}

} // namespace

std::shared_ptr<const HeatmapFrame>
computeHeatmap(const ComputeRequest<HeatmapSettings, HeatmapViewport, HeatmapFrame>& request)
{
    const HeatmapViewport& v = request.viewport;
    auto frame = std::make_shared<HeatmapFrame>();
    frame->params = request.inputs.params;
    frame->transposed = request.settings.transposed;
    frame->grid =
        core::sampleEncoding(frame->params, core::BlockAxis::fit(v.firstPosition, v.endPosition, v.positionPixels),
                             core::BlockAxis::fit(v.firstDim, v.endDim, v.dimPixels));
    frame->map = PreparedColorMap::make(toColorMapData(frame->grid, frame->transposed), v.gradient, v.range);
    return frame;
}

} // namespace pe::ui

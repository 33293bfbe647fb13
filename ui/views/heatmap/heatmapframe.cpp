#include "ui/views/heatmap/heatmapframe.h"

#include "core/parallel.h"
#include "ui/framework/viewhelpers.h"
#include "ui/plotting/fastcolormap.h"

namespace pe::ui {

namespace {

/// The map's key (or value) range for `pixels` equal pixels over `range`: the centres of the
/// first and last pixel, so that the image covers the axis range exactly, one pixel a pixel.
QCPRange pixelCentres(const QCPRange& range, int pixels)
{
    const double half = 0.5 * range.size() / std::max(1, pixels);
    return QCPRange(range.lower + half, range.upper - half);
}

std::unique_ptr<QCPColorMapData> toColorMapData(const HeatmapFrame& f)
{
    const Eigen::MatrixXf& m = f.pixels; // positions x dims
    const int np = static_cast<int>(m.rows()), nd = static_cast<int>(m.cols());
    const QCPRange rp = pixelCentres(f.positionRange, np), rd = pixelCentres(f.dimRange, nd);
    // Keys are the fast index of QCPColorMapData: walk them innermost so that both the map
    // and the (column-major) matrix are read and written in order.
    Eigen::MatrixXf swapped;
    if (f.transposed)
        swapped = m.transpose();
    const Eigen::MatrixXf& keysFast = f.transposed ? swapped : m;
    const int nk = static_cast<int>(keysFast.rows());
    const int nv = static_cast<int>(keysFast.cols());
    // QCPColorMapData swallows a failed allocation and then writes to it: out of memory (a
    // 10000 x 10000 export under a memory limit) is thrown here instead, as every other
    // allocation throws, for the caller to say so.
    // (::operator new called by name: a new-expression paired with its delete may be elided.)
    ::operator delete(
        ::operator new(sizeof(double) * static_cast<size_t>(std::max(nk, 1)) * static_cast<size_t>(std::max(nv, 1))));
    auto data = f.transposed ? std::make_unique<QCPColorMapData>(nd, np, rd, rp)
                             : std::make_unique<QCPColorMapData>(np, nd, rp, rd);
    double* cells = FastColorMap::cells(data.get());
    core::parallelFor(nv, 200, [&](long first, long end) {
        for (long v = first; v < end; ++v) {
            const float* column = keysFast.col(v).data();
            double* row = cells + v * nk;
            for (int k = 0; k < nk; ++k)
                row[k] = column[k];
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
    const core::BlockAxis positions = core::BlockAxis::fitFine(v.firstPosition, v.endPosition, v.positionPixels);
    const core::BlockAxis dims = core::BlockAxis::fitFine(v.firstDim, v.endDim, v.dimPixels);
    // A loaded table shows its own values (block means of its entries), coloured over a range
    // symmetric around 0; the formula has the closed form and [-1, 1].
    const std::shared_ptr<const core::AbsoluteEncoding>& encoding = request.inputs.encoding;
    const bool table = encoding && !encoding->sinusoidal();
    // The formula's positions smoothed rather than box-averaged: a box keeps enough of the waves
    // a few times faster than the pixels to draw false arcs on a long matrix.
    frame->grid = table ? core::sampleAbsolute(*encoding, positions, dims)
                        : core::sampleEncoding(frame->params, positions, dims, core::CellFilter::Smooth);
    frame->range = v.range;
    if (table && frame->grid.values.size() > 0) {
        const double m = frame->grid.values.cwiseAbs().maxCoeff();
        if (m > 0)
            frame->range = QCPRange(-m, m);
    }
    frame->positionRange = QCPRange(v.positionLo, v.positionHi);
    frame->dimRange = QCPRange(v.dimLo, v.dimHi);
    frame->pixels = core::areaResample(frame->grid.values,
                                       core::areaWeights(positions, v.positionLo, v.positionHi, v.positionPixels),
                                       core::areaWeights(dims, v.dimLo, v.dimHi, v.dimPixels));
    frame->map = PreparedColorMap::make(toColorMapData(*frame), v.gradient, frame->range);
    return frame;
}

} // namespace pe::ui

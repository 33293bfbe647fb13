#include "ui/views/binary/binaryframe.h"

#include "ui/framework/viewhelpers.h"

#include <qcustomplot.h>

#include <algorithm>

namespace pe::ui {

BinaryFrame::~BinaryFrame() = default;

int bitSlot(int j, int count, core::BitOrder order)
{
    return order == core::BitOrder::MsbFirst ? count - 1 - j : j;
}

namespace {

/// `frame` at another position t: everything but the colour-map data, which the plot already
/// shows.
std::shared_ptr<BinaryFrame> atPosition(const BinaryFrame& f, long position)
{
    auto moved = std::make_shared<BinaryFrame>();
    moved->params = f.params;
    moved->binary = f.binary;
    moved->position = position;
    moved->table = f.table;
    moved->positions = f.positions;
    moved->bits = f.bits;
    moved->pe = f.pe;
    moved->counts = f.counts;
    moved->steps = f.steps;
    moved->rowsPx = f.rowsPx;
    moved->dimsPx = f.dimsPx;
    moved->positionOnly = true;
    return moved;
}

/// Builds the colour-map data of the PE heatmap and, with `bits`, of the bits heatmap:
/// positions downwards, so rows are flipped while filling rather than with a reversed axis.
/// Without `bits` the plot keeps the bits heatmap it shows.
void buildMapData(BinaryFrame& f, bool bits)
{
    int rows = 0;
    QCPRange rowRange;
    helpers::axisExtent(f.positions, &rows, &rowRange);
    const QCPRange down(-rowRange.upper, -rowRange.lower);
    auto row = [&](int i) { return rows - 1 - i; };
    const int b = f.binary.bits;
    if (bits) {
        f.bitData = std::make_unique<QCPColorMapData>(b, rows, QCPRange(0, b - 1), down);
        for (int i = 0; i < rows; ++i)
            for (int j = 0; j < b; ++j)
                f.bitData->setCell(bitSlot(j, b, f.binary.order), row(i),
                                   f.bits(std::min(i, f.positions.cells - 1), j));
    }
    int cols = 0;
    QCPRange colRange;
    helpers::axisExtent(f.pe.dims, &cols, &colRange);
    f.peData = std::make_unique<QCPColorMapData>(cols, rows, colRange, down);
    for (int i = 0; i < rows; ++i)
        for (int j = 0; j < cols; ++j)
            f.peData->setCell(j, row(i),
                              f.pe.values(std::min(i, f.pe.positions.cells - 1), std::min(j, f.pe.dims.cells - 1)));
}

bool sameBinary(const core::BinaryParams& a, const core::BinaryParams& b)
{
    return a.bits == b.bits && a.exactBinary == b.exactBinary && a.order == b.order && a.showSteps == b.showSteps;
}

} // namespace

std::shared_ptr<const BinaryFrame>
computeBinary(const ComputeRequest<BinarySettings, BinaryViewport, BinaryFrame>& request)
{
    const core::EncodingParams& params = request.inputs.params;
    const core::BinaryParams& binary = request.settings;
    const int rowsPx = request.viewport.rowsPx;
    const int dimsPx = request.viewport.dimsPx;
    const BinaryFrame* shown = request.previous.get();
    // Only t moved: the heatmaps, table and bars stay as they are.
    if (shown && shown->rowsPx == rowsPx && shown->dimsPx == dimsPx && shown->params == params &&
        sameBinary(shown->binary, binary))
        return atPosition(*shown, request.inputs.position);
    auto f = std::make_shared<BinaryFrame>();
    f->rowsPx = rowsPx;
    f->dimsPx = dimsPx;
    f->params = params;
    f->binary = binary;
    f->position = request.inputs.position;
    f->table = core::countingTable(params, binary);
    f->positions = core::BlockAxis::fit(0, params.length, rowsPx);
    // The bits heatmap depends on L, b, the bit order and its height only: a new n or d
    // leaves the one on screen (and its image) as it is.
    const bool sameBits = shown && shown->rowsPx == rowsPx && shown->params.length == params.length &&
                          shown->binary.bits == binary.bits && shown->binary.order == binary.order &&
                          shown->bits.rows() > 0;
    f->bits = sameBits ? shown->bits : core::bitGrid(f->positions, binary.bits);
    f->pe = core::sampleColumns(core::binaryColumnSpec(params, binary.exactBinary), f->positions,
                                core::BlockAxis::fit(0, params.dim, dimsPx));
    f->counts = core::changeCounts(params, binary);
    f->steps = core::neighbourSteps(params, binary);
    buildMapData(*f, !sameBits);
    return f;
}

} // namespace pe::ui

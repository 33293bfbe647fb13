#pragma once

#include "core/analysis/binary.h"
#include "core/sampling/sampling.h"
#include "ui/framework/typedview.h"

#include <memory>

class QCPColorMapData;

namespace pe::ui {

/// The binary view's own settings: the number of bits, the exact binary frequencies and the
/// order bits are written in (core's own struct, with its defaults).
using BinarySettings = core::BinaryParams;

/// The heatmap sizes in device pixels: one cell per pixel at most.
struct BinaryViewport {
    int rowsPx = 0; ///< height of the heatmaps (rows are positions)
    int dimsPx = 0; ///< width of the PE heatmap (columns are dimensions)
};

/// Everything the binary view draws, computed off the GUI thread.
struct BinaryFrame : Frame {
    core::EncodingParams params;
    core::BinaryParams binary;
    long position = 0;
    core::CountingTable table;
    core::BlockAxis positions; ///< rows of both heatmaps
    Eigen::MatrixXf bits;      ///< positions.cells x b, 1 - 2 * mean(bit j), bit 0 first
    core::EncodingGrid pe;     ///< the PE (with the view's frequencies) over the same rows
    core::ChangeCounts counts;
    core::NeighbourSteps steps;                       ///< distances from t to t + 1 over the counting table
    mutable std::unique_ptr<QCPColorMapData> bitData; ///< handed over to the plot once
    mutable std::unique_ptr<QCPColorMapData> peData;
    int rowsPx = 0, dimsPx = 0; ///< the heatmap sizes in pixels the frame was computed for
    bool positionOnly = false;  ///< a frame drawn before, at a new position t

    ~BinaryFrame() override;
};

/// Column of bit (or pair) j when `count` of them are written in the given order.
int bitSlot(int j, int count, core::BitOrder order);

/// Pure: the counting table, both heatmaps (at most one cell per pixel of the viewport) and
/// the change counts. When only t moved since request.previous, that frame is reused as it is;
/// a new n or d keeps its bits heatmap.
std::shared_ptr<const BinaryFrame>
computeBinary(const ComputeRequest<BinarySettings, BinaryViewport, BinaryFrame>& request);

} // namespace pe::ui

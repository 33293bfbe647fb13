#pragma once

#include "core/sampling.h"
#include "ui/framework/typedview.h"

#include <memory>

#include <qcustomplot.h>

namespace pe::ui {

struct PreparedColorMap;

/// The heatmap's own settings.
struct HeatmapSettings {
    bool transposed = false; ///< positions on the vertical axis
};

/// What the heatmap shows: index ranges and the pixels available for them.
struct HeatmapViewport {
    long firstPosition = 0, endPosition = 1;
    int firstDim = 0, endDim = 1;
    int positionPixels = 16, dimPixels = 16;
    QCPColorGradient gradient;
    QCPRange range;
};

/// One computed heatmap: the block means of the matrix over the visible cells, coloured.
struct HeatmapFrame : Frame {
    core::EncodingParams params;
    core::EncodingGrid grid;
    bool transposed = false;
    QCPRange range; ///< of the colours: [-1, 1] for the formula, symmetric around 0 for a table
    std::shared_ptr<PreparedColorMap> map;
};

/// Pure: the block means of the visible part of the encoding, at most one cell per pixel,
/// and their image.
std::shared_ptr<const HeatmapFrame>
computeHeatmap(const ComputeRequest<HeatmapSettings, HeatmapViewport, HeatmapFrame>& request);

} // namespace pe::ui

#pragma once

#include "core/sampling/sampling.h"
#include "ui/framework/typedview.h"

#include <memory>

#include <qcustomplot.h>

namespace pe::ui {

struct PreparedColorMap;

/// The heatmap's own settings.
struct HeatmapSettings {
    bool transposed = false; ///< positions on the vertical axis
    bool annotated = false;  ///< labels for the fast and slow dimensions and the first positions
};

/// What the heatmap shows: index ranges and the pixels available for them.
struct HeatmapViewport {
    long firstPosition = 0, endPosition = 1;
    int firstDim = 0, endDim = 1;
    int positionPixels = 16, dimPixels = 16;
    /// The visible axis ranges, in index coordinates (index i covers [i - 1/2, i + 1/2)).
    double positionLo = -0.5, positionHi = 0.5, dimLo = -0.5, dimHi = 0.5;
    QCPColorGradient gradient;
    QCPRange range;
};

/// One computed heatmap: the block means of the matrix over cells no wider than a pixel, each
/// pixel the average of the cells it covers (core::areaWeights), coloured.
struct HeatmapFrame : Frame {
    core::EncodingParams params;
    core::EncodingGrid grid; ///< the cells
    Eigen::MatrixXf pixels;  ///< position pixels x dimension pixels
    QCPRange positionRange;  ///< the axis ranges the pixels cover
    QCPRange dimRange;
    bool transposed = false;
    QCPRange range; ///< of the colours: [-1, 1] for the formula, symmetric around 0 for a table
    std::shared_ptr<PreparedColorMap> map;
};

/// Pure: the block means of the visible part of the encoding, at least one cell per pixel,
/// averaged onto the pixels (a box filter), and their image.
std::shared_ptr<const HeatmapFrame>
computeHeatmap(const ComputeRequest<HeatmapSettings, HeatmapViewport, HeatmapFrame>& request);

} // namespace pe::ui

#pragma once

#include "ui/plotting/spritegraph.h"

#include <QLineF>

#include <vector>

namespace pe::ui {

/// The figures' graph: scatter markers from sprites (SpriteGraph) and lines stroked the way
/// Qt's raster engine draws fastest, with the same look.
///
/// Qt strokes a wide antialiased polyline as one path and fills it with its general
/// rasteriser (0.2 ms for a 1100-pixel curve of 8 segments, 1.5 px), and a dashed or dotted
/// one through its dash stroker (0.4 to 0.65 ms), while a single straight segment takes its
/// line rasteriser (0.03 ms for all 8 segments one by one). So on pixel painters:
/// - a pen of at most one pixel: the whole polyline in one call (Qt's cosmetic stroker, which
///   also draws dashes fast);
/// - a wider solid pen: segment by segment (QCustomPlot's phFastPolylines, for every plot);
/// - a wider dashed or dotted pen: the dashes cut out here from the pen's own dash pattern and
///   offset, each drawn as a segment with the pen's caps (as Qt's dash stroker caps each dash).
/// Vector painters (SVG, PDF) keep QCustomPlot's polyline. A NaN breaks the line and starts the
/// dash pattern again, as separate polylines do.
class FastGraph : public SpriteGraph {
    Q_OBJECT
public:
    using SpriteGraph::SpriteGraph;

    /// The dashes of `pen`'s pattern (in units of its width, from its dash offset) along the
    /// polyline `points[0 .. count-1]`, in order; a dash that turns a corner is two segments.
    static std::vector<QLineF> dashes(const QPen& pen, const QPointF* points, int count);

protected:
    void drawLinePlot(QCPPainter* painter, const QVector<QPointF>& lines) const override;
};

} // namespace pe::ui

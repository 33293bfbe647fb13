#pragma once

#include <qcustomplot.h>

namespace pe::ui {

/// A QCPGraph that strokes a thin line (pen width at most one pixel) in one call.
///
/// With QCP::phFastPolylines, which wide antialiased curves need (Qt strokes a 2-pixel
/// polyline as one path, several times slower than its segments one by one), QCPGraph draws
/// every segment with its own drawLine() call. For a one-pixel pen, Qt's cosmetic stroker
/// draws a whole polyline in one pass, and the per-call cost of a thousand segments (a band
/// edge at one sample per pixel) is most of the graph's time. Vector painters and wider pens
/// keep QCPGraph's own drawing.
class PolylineGraph : public QCPGraph {
    Q_OBJECT
public:
    using QCPGraph::QCPGraph;

protected:
    void drawLinePlot(QCPPainter* painter, const QVector<QPointF>& lines) const override;
};

} // namespace pe::ui

#pragma once

#include <qcustomplot.h>

namespace pe::ui {

/// A QCPGraph whose scatter markers are blitted from the shared DotSprites cache (one
/// antialiased pixmap per style) on raster painters (the screen, PNG export), instead of
/// rasterising one antialiased shape per point: hundreds of discs cost a few hundred
/// microseconds instead of several milliseconds. Vectorised painters (SVG, PDF) and scaled
/// painters still get real shapes, so those exports stay vector and sharp.
class SpriteGraph : public QCPGraph {
    Q_OBJECT
public:
    SpriteGraph(QCPAxis* keyAxis, QCPAxis* valueAxis);

protected:
    void drawScatterPlot(QCPPainter* painter, const QVector<QPointF>& scatters,
                         const QCPScatterStyle& style) const override;
};

} // namespace pe::ui

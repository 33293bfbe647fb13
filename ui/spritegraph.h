#pragma once

#include <qcustomplot.h>

#include <QHash>

namespace pe::ui {

/// A QCPGraph whose scatter markers are blitted from one cached, antialiased pixmap per style
/// on raster painters (the screen, PNG export), instead of rasterising one antialiased ellipse
/// per point: hundreds of discs cost a few hundred microseconds instead of several
/// milliseconds. Vectorised painters (SVG, PDF) and scaled painters still get real shapes, so
/// those exports stay vector and sharp.
class SpriteGraph : public QCPGraph {
    Q_OBJECT
public:
    SpriteGraph(QCPAxis* keyAxis, QCPAxis* valueAxis);

protected:
    void drawScatterPlot(QCPPainter* painter, const QVector<QPointF>& scatters,
                         const QCPScatterStyle& style) const override;

private:
    const QPixmap& sprite(const QCPScatterStyle& style, qreal ratio) const;

    mutable QHash<QString, QPixmap> m_sprites;
};

} // namespace pe::ui

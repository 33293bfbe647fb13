#pragma once

#include <qcustomplot.h>

#include <QPixmap>

namespace pe::ui {

/// A QCPGraph whose scatter symbols are drawn from one cached image on raster painters.
///
/// QCustomPlot strokes and fills every symbol (an antialiased ellipse for ssDisc) on each
/// replot; for a few dozen dots this was a visible part of a frame. Here the symbol is drawn
/// once into a pixmap (per style and device pixel ratio) and blitted at each point. Vector
/// painters (SVG/PDF export, QCPPainter::pmVectorized) still get QCustomPlot's real shapes.
class SpriteGraph : public QCPGraph {
    Q_OBJECT
public:
    SpriteGraph(QCPAxis* keyAxis, QCPAxis* valueAxis);

protected:
    void drawScatterPlot(QCPPainter* painter, const QVector<QPointF>& scatters,
                         const QCPScatterStyle& style) const override;

private:
    const QPixmap& sprite(const QCPScatterStyle& style, qreal dpr) const;

    mutable QPixmap m_sprite;
    mutable QCPScatterStyle m_spriteStyle;
    mutable qreal m_spriteDpr = 0;
    mutable bool m_spriteValid = false;
};

} // namespace pe::ui

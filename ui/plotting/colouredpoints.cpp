#include "ui/plotting/colouredpoints.h"

namespace pe::ui {

ColouredPoints::ColouredPoints(QCPAxis* keyAxis, QCPAxis* valueAxis)
    : SimplePlottable(keyAxis, valueAxis)
{
}

void ColouredPoints::setPoints(const QVector<QPointF>& points, const QVector<double>& values)
{
    m_points = points;
    m_values = values;
    m_values.resize(m_points.size());
}

QColor ColouredPoints::colourOf(double value) const
{
    return QColor::fromRgb(m_gradient.color(value, m_range));
}

std::optional<QCPRange> ColouredPoints::range(Along along) const
{
    return unitedRange(m_points, [along](const QPointF& p) {
        const double v = along == Along::Keys ? p.x() : p.y();
        return QCPRange(v, v);
    });
}

void ColouredPoints::draw(QCPPainter* painter)
{
    if (m_points.isEmpty())
        return;
    QVector<QPointF> px(m_points.size());
    QVector<QColor> colours(m_points.size());
    for (int i = 0; i < m_points.size(); ++i) {
        px[i] = coordsToPixels(m_points[i].x(), m_points[i].y());
        colours[i] = colourOf(m_values[i]);
    }
    applyDefaultAntialiasingHint(painter);
    const bool pixels = DotSprites::drawsPixels(painter);
    // Segments first, in the colour of their later point, then the dots on top. One pixel wide:
    // Qt's raster engine draws such lines directly (cosmetic stroker), while wider antialiased
    // pens go through its path stroker and polygon filling, several times the cost per segment.
    for (int i = 1; i < px.size(); ++i) {
        QColor c = colours[i];
        c.setAlpha(230);
        painter->setPen(QPen(c, 1));
        painter->drawLine(px[i - 1], px[i]);
    }
    const double r = m_dotSize / 2;
    const bool sprites = pixels && painter->antialiasing();
    for (int i = 0; i < px.size(); ++i) {
        const QColor& c = colours[i];
        if (sprites) {
            m_sprites.draw(painter, px[i], c, c.darker(130), m_dotSize, 0.8);
            continue;
        }
        painter->setPen(QPen(c.darker(130), 0.8));
        painter->setBrush(c);
        painter->drawEllipse(px[i], r, r);
    }
}

void ColouredPoints::drawLegendIcon(QCPPainter* painter, const QRectF& rect) const
{
    painter->setBrush(colourOf(m_range.upper));
    painter->setPen(Qt::NoPen);
    painter->drawEllipse(rect.center(), rect.height() / 3, rect.height() / 3);
}

} // namespace pe::ui

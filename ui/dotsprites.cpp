#include "dotsprites.h"

#include <qcustomplot.h>

#include <QPainter>
#include <cmath>

namespace pe::ui {

namespace {
constexpr int kMaxSprites = 4096; // a few gradients' worth of colours and sizes
}

bool DotSprites::drawsPixels(const QCPPainter* painter)
{
    if (painter->modes().testFlag(QCPPainter::pmVectorized))
        return false;
    const QPaintEngine* engine = painter->paintEngine();
    return engine && engine->type() == QPaintEngine::Raster;
}

const QPixmap& DotSprites::sprite(const QColor& fill, const QColor& edge, double diameter, double edgeWidth, qreal dpr)
{
    const Key key{fill.rgba(), edge.rgba(), static_cast<float>(diameter), static_cast<float>(edgeWidth),
                  static_cast<float>(dpr)};
    auto it = m_cache.constFind(key);
    if (it != m_cache.constEnd())
        return *it;
    if (m_cache.size() >= kMaxSprites)
        m_cache.clear();
    // An odd number of pixels around the centre, with room for the outline's antialiasing.
    const int side = 2 * static_cast<int>(std::ceil((diameter + edgeWidth) / 2 + 1)) + 1;
    QPixmap pixmap(QSize(side, side) * dpr);
    pixmap.setDevicePixelRatio(dpr);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(edge, edgeWidth));
    p.setBrush(fill);
    p.drawEllipse(QPointF(side / 2.0, side / 2.0), diameter / 2, diameter / 2);
    p.end();
    return *m_cache.insert(key, pixmap);
}

void DotSprites::draw(QCPPainter* painter, const QPointF& centre, const QColor& fill, const QColor& edge,
                      double diameter, double edgeWidth)
{
    const QPaintDevice* device = painter->device();
    const qreal dpr = device ? device->devicePixelRatioF() : 1.0;
    const QPixmap& s = sprite(fill, edge, diameter, edgeWidth, dpr);
    const double half = s.width() / dpr / 2.0;
    // Whole device pixels: a fractional offset would resample the sprite.
    const QPointF topLeft(std::round((centre.x() - half) * dpr) / dpr, std::round((centre.y() - half) * dpr) / dpr);
    painter->drawPixmap(topLeft, s);
}

} // namespace pe::ui

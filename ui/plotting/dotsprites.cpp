#include "ui/plotting/dotsprites.h"

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
    blit(painter, centre, sprite(fill, edge, diameter, edgeWidth, dpr), dpr);
}

void DotSprites::blit(QCPPainter* painter, const QPointF& centre, const QPixmap& sprite, qreal dpr)
{
    const double half = sprite.width() / dpr / 2.0;
    // Whole device pixels: a fractional offset would resample the sprite.
    const QPointF topLeft(std::round((centre.x() - half) * dpr) / dpr, std::round((centre.y() - half) * dpr) / dpr);
    painter->drawPixmap(topLeft, sprite);
}

const QPixmap& DotSprites::styleSprite(const QCPScatterStyle& style, const QPen& pen, qreal dpr)
{
    const QPen outline = style.isPenDefined() ? style.pen() : pen;
    const StyleKey key{static_cast<int>(style.shape()),
                       static_cast<float>(style.size()),
                       static_cast<float>(outline.widthF()),
                       static_cast<float>(dpr),
                       outline.color().rgba(),
                       style.brush().color().rgba(),
                       static_cast<int>(style.brush().style())};
    auto it = m_styles.constFind(key);
    if (it != m_styles.constEnd())
        return *it;
    if (m_styles.size() >= kMaxSprites)
        m_styles.clear();
    // Room for the shape, its pen and the antialiasing fringe; odd so the centre is a pixel centre.
    const int side = 2 * static_cast<int>(std::ceil((style.size() + outline.widthF()) / 2 + 1)) + 1;
    QPixmap pixmap(QSize(side, side) * dpr);
    pixmap.setDevicePixelRatio(dpr);
    pixmap.fill(Qt::transparent);
    {
        QCPPainter p(&pixmap);
        p.setRenderHint(QPainter::Antialiasing, true);
        p.setAntialiasing(true);
        QCPScatterStyle drawn = style;
        drawn.setPen(outline);
        drawn.applyTo(&p, outline);
        drawn.drawShape(&p, side / 2.0, side / 2.0);
    }
    return *m_styles.insert(key, pixmap);
}

void DotSprites::drawScatters(QCPPainter* painter, const QVector<QPointF>& centres, const QCPScatterStyle& style,
                              const QPen& pen)
{
    const QPaintDevice* device = painter->device();
    const qreal dpr = device ? device->devicePixelRatioF() : 1.0;
    const QPixmap& s = styleSprite(style, pen, dpr);
    for (const QPointF& c : centres)
        blit(painter, c, s, dpr);
}

DotSprites& DotSprites::shared()
{
    static DotSprites cache;
    return cache;
}

} // namespace pe::ui

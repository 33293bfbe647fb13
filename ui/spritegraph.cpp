#include "spritegraph.h"

#include <cmath>

namespace pe::ui {

namespace {
bool sameStyle(const QCPScatterStyle& a, const QCPScatterStyle& b)
{
    return a.shape() == b.shape() && a.size() == b.size() && a.pen() == b.pen() && a.brush() == b.brush();
}
} // namespace

SpriteGraph::SpriteGraph(QCPAxis* keyAxis, QCPAxis* valueAxis)
    : QCPGraph(keyAxis, valueAxis)
{
}

const QPixmap& SpriteGraph::sprite(const QCPScatterStyle& style, qreal dpr) const
{
    if (m_spriteValid && m_spriteDpr == dpr && sameStyle(style, m_spriteStyle))
        return m_sprite;
    // Room for the symbol and its pen; the symbol is centred on the pixmap's centre.
    const int side = static_cast<int>(std::ceil(style.size() + style.pen().widthF() + 2.0)) | 1;
    QPixmap pixmap(QSize(side, side) * dpr);
    pixmap.setDevicePixelRatio(dpr);
    pixmap.fill(Qt::transparent);
    {
        QCPPainter p(&pixmap);
        p.setAntialiasing(true);
        style.applyTo(&p, pen());
        style.drawShape(&p, side / 2.0, side / 2.0);
    }
    m_sprite = pixmap;
    m_spriteStyle = style;
    m_spriteDpr = dpr;
    m_spriteValid = true;
    return m_sprite;
}

void SpriteGraph::drawScatterPlot(QCPPainter* painter, const QVector<QPointF>& scatters,
                                  const QCPScatterStyle& style) const
{
    const bool simple = style.shape() != QCPScatterStyle::ssNone && style.shape() != QCPScatterStyle::ssPixmap &&
                        style.shape() != QCPScatterStyle::ssCustom;
    if (painter->modes().testFlag(QCPPainter::pmVectorized) || !simple || !painter->device()) {
        QCPGraph::drawScatterPlot(painter, scatters, style);
        return;
    }
    const qreal dpr = painter->device()->devicePixelRatioF();
    const QPixmap& image = sprite(style, dpr);
    const double half = image.width() / dpr / 2.0;
    for (const QPointF& p : scatters)
        painter->drawPixmap(QPointF(std::round(p.x() - half), std::round(p.y() - half)), image);
}

} // namespace pe::ui

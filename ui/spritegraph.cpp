#include "spritegraph.h"

#include <cmath>

namespace pe::ui {

SpriteGraph::SpriteGraph(QCPAxis* keyAxis, QCPAxis* valueAxis)
    : QCPGraph(keyAxis, valueAxis)
{
}

void SpriteGraph::drawScatterPlot(QCPPainter* painter, const QVector<QPointF>& scatters,
                                  const QCPScatterStyle& style) const
{
    const QTransform::TransformationType type = painter->transform().type();
    if (painter->modes().testFlag(QCPPainter::pmVectorized) || type > QTransform::TxTranslate ||
        style.shape() == QCPScatterStyle::ssPixmap || style.shape() == QCPScatterStyle::ssCustom) {
        QCPGraph::drawScatterPlot(painter, scatters, style);
        return;
    }
    const qreal ratio = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
    const QPixmap& pm = sprite(style, ratio);
    const QPointF half(pm.width() / ratio / 2.0, pm.height() / ratio / 2.0);
    for (const QPointF& p : scatters)
        painter->drawPixmap(QPointF(std::round(p.x() - half.x()), std::round(p.y() - half.y())), pm);
}

const QPixmap& SpriteGraph::sprite(const QCPScatterStyle& style, qreal ratio) const
{
    const QPen pen = style.isPenDefined() ? style.pen() : mPen;
    const QString key = QStringLiteral("%1 %2 %3 %4 %5 %6 %7")
                            .arg(style.shape())
                            .arg(style.size())
                            .arg(pen.color().rgba())
                            .arg(pen.widthF())
                            .arg(style.brush().style())
                            .arg(style.brush().color().rgba())
                            .arg(ratio);
    auto it = m_sprites.constFind(key);
    if (it != m_sprites.constEnd())
        return *it;
    // Room for the shape, its pen and the antialiasing fringe; odd so the centre is a pixel centre.
    const int side = 2 * static_cast<int>(std::ceil((style.size() + pen.widthF()) / 2.0 + 1)) + 1;
    QPixmap pm(QSize(side, side) * ratio);
    pm.setDevicePixelRatio(ratio);
    pm.fill(Qt::transparent);
    {
        QCPPainter painter(&pm);
        painter.setRenderHint(QPainter::Antialiasing, true);
        painter.setAntialiasing(true);
        QCPScatterStyle drawn = style;
        drawn.setPen(pen);
        drawn.applyTo(&painter, pen);
        drawn.drawShape(&painter, side / 2.0, side / 2.0);
    }
    if (m_sprites.size() > 32)
        m_sprites.clear();
    return *m_sprites.insert(key, pm);
}

} // namespace pe::ui

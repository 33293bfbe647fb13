#include "ui/plotting/spritegraph.h"

#include "ui/plotting/dotsprites.h"

namespace pe::ui {

SpriteGraph::SpriteGraph(QCPAxis* keyAxis, QCPAxis* valueAxis)
    : QCPGraph(keyAxis, valueAxis)
{
}

void SpriteGraph::drawScatterPlot(QCPPainter* painter, const QVector<QPointF>& scatters,
                                  const QCPScatterStyle& style) const
{
    if (!DotSprites::drawsPixels(painter) || painter->transform().type() > QTransform::TxTranslate ||
        style.shape() == QCPScatterStyle::ssPixmap || style.shape() == QCPScatterStyle::ssCustom) {
        QCPGraph::drawScatterPlot(painter, scatters, style);
        return;
    }
    DotSprites::shared().drawScatters(painter, scatters, style, mPen);
}

} // namespace pe::ui

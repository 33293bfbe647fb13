#include "ui/views/waves/polylinegraph.h"

#include <cmath>

namespace pe::ui {

void PolylineGraph::drawLinePlot(QCPPainter* painter, const QVector<QPointF>& lines) const
{
    const QPen pen = this->pen();
    const bool thin = pen.style() == Qt::SolidLine && (pen.isCosmetic() || pen.widthF() <= 1.0);
    if (!thin || painter->modes().testFlag(QCPPainter::pmVectorized) || lines.size() < 2 || pen.color().alpha() == 0) {
        QCPGraph::drawLinePlot(painter, lines);
        return;
    }
    applyDefaultAntialiasingHint(painter);
    painter->setPen(pen);
    painter->setBrush(Qt::NoBrush);
    // NaNs break the line, as in QCPGraph.
    int start = 0;
    const int n = static_cast<int>(lines.size());
    for (int i = 0; i <= n; ++i) {
        const bool gap = i == n || std::isnan(lines[i].x()) || std::isnan(lines[i].y());
        if (!gap)
            continue;
        if (i - start >= 2)
            painter->drawPolyline(lines.constData() + start, i - start);
        start = i + 1;
    }
}

} // namespace pe::ui

#include "ui/plotting/fastgraph.h"

#include <algorithm>
#include <cmath>

namespace pe::ui {

namespace {
bool isGap(const QPointF& p)
{
    return std::isnan(p.x()) || std::isnan(p.y()) || std::isinf(p.y());
}
} // namespace

std::vector<QLineF> FastGraph::dashes(const QPen& pen, const QPointF* points, int count)
{
    std::vector<QLineF> out;
    const double unit = pen.isCosmetic() || pen.widthF() <= 0 ? 1.0 : pen.widthF();
    std::vector<double> pattern; // in pixels; a negative entry (not a valid pattern) counts as 0
    double period = 0;
    for (qreal v : pen.dashPattern()) {
        pattern.push_back(std::max<qreal>(v, 0) * unit);
        period += pattern.back();
    }
    if (pattern.empty() || period <= 0 || count < 2)
        return out;
    const int entries = static_cast<int>(pattern.size());
    // Where in the pattern the line starts: index of the current entry and length used of it.
    int entry = 0;
    double used = std::fmod(pen.dashOffset() * unit, period);
    if (used < 0)
        used += period;
    while (used >= pattern[static_cast<std::size_t>(entry)]) {
        used -= pattern[static_cast<std::size_t>(entry)];
        entry = (entry + 1) % entries;
    }
    for (int i = 1; i < count; ++i) {
        const QPointF a = points[i - 1], b = points[i];
        const double length = std::hypot(b.x() - a.x(), b.y() - a.y());
        double s = 0;
        while (s < length) {
            const double size = pattern[static_cast<std::size_t>(entry)];
            const double step = std::min(size - used, length - s); // what is left of the entry
            if (entry % 2 == 0 && step > 0)                        // even entries are dashes, odd ones spaces
                out.emplace_back(a + (b - a) * (s / length), a + (b - a) * ((s + step) / length));
            s += step;
            used += step;
            if (used >= size) {
                used = 0;
                entry = (entry + 1) % entries;
            }
        }
    }
    return out;
}

void FastGraph::drawLinePlot(QCPPainter* painter, const QVector<QPointF>& lines) const
{
    QPen pen = painter->pen(); // the graph's pen, or its selection decorator's
    if (pen.style() == Qt::NoPen || pen.color().alpha() == 0 || lines.size() < 2)
        return;
    if (painter->modes().testFlag(QCPPainter::pmVectorized)) {
        QCPGraph::drawLinePlot(painter, lines);
        return;
    }
    applyDefaultAntialiasingHint(painter);
    painter->setBrush(Qt::NoBrush);
    // QCustomPlot draws a pen of exactly one pixel as a cosmetic one (same look, faster).
    if (std::abs(pen.widthF() - 1.0) < 1e-9)
        pen.setWidth(0);
    const bool thin = pen.isCosmetic() || pen.widthF() <= 1.0;
    QPen solid = pen;
    solid.setStyle(Qt::SolidLine);
    painter->setPen(thin ? pen : solid);
    const int n = static_cast<int>(lines.size());
    int start = 0;
    for (int i = 0; i <= n; ++i) {
        if (i < n && !isGap(lines[i]))
            continue;
        const QPointF* run = lines.constData() + start;
        const int count = i - start;
        start = i + 1;
        if (count < 2)
            continue;
        if (thin) {
            painter->drawPolyline(run, count);
        } else if (pen.style() == Qt::SolidLine) {
            for (int k = 1; k < count; ++k)
                painter->drawLine(run[k - 1], run[k]);
        } else {
            for (const QLineF& dash : dashes(pen, run, count))
                painter->drawLine(dash);
        }
    }
}

} // namespace pe::ui

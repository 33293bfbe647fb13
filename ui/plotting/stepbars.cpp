#include "ui/plotting/stepbars.h"

#include <algorithm>

namespace pe::ui {

StepBars::StepBars(QCPAxis* keyAxis, QCPAxis* valueAxis)
    : SimplePlottable(keyAxis, valueAxis)
{
}

std::optional<QCPRange> StepBars::range(Along along) const
{
    if (m_tops.isEmpty())
        return std::nullopt;
    if (along == Along::Keys)
        return QCPRange(-0.5, m_tops.size() - 0.5);
    QCPRange r(m_base, m_base);
    for (double v : m_tops)
        r.expand(v);
    return r;
}

void StepBars::draw(QCPPainter* painter)
{
    if (m_tops.isEmpty())
        return;
    QCPAxis* keys = keyAxis();
    QCPAxis* values = valueAxis();
    const double base = values->coordToPixel(m_base);
    // The outline left to right, one step per pixel column: the highest bar of the column.
    QPolygonF outline;
    outline.reserve(2 * std::min<qsizetype>(m_tops.size(), 4096) + 2);
    auto top = [&](int i) { return values->coordToPixel(std::max(m_base, m_tops[i])); };
    double columnStart = keys->coordToPixel(-0.5);
    outline << QPointF(columnStart, base);
    double columnTop = top(0);
    for (int i = 1; i <= m_tops.size(); ++i) {
        const double edge = keys->coordToPixel(i - 0.5);
        const bool last = i == m_tops.size();
        if (!last && std::floor(edge) == std::floor(columnStart)) { // still the same pixel column
            columnTop = std::min(columnTop, top(i));                // pixels grow downwards
            continue;
        }
        outline << QPointF(columnStart, columnTop) << QPointF(edge, columnTop);
        columnStart = edge;
        if (!last)
            columnTop = top(i);
    }
    outline << QPointF(columnStart, base);
    painter->setAntialiasing(false); // axis-parallel edges look the same without it
    painter->setPen(Qt::NoPen);
    painter->setBrush(brush());
    painter->drawPolygon(outline);
}

} // namespace pe::ui

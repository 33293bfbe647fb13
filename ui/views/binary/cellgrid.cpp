#include "ui/views/binary/cellgrid.h"

namespace pe::ui {

CellGrid::CellGrid(QCPAxis* keyAxis, QCPAxis* valueAxis)
    : QCPAbstractPlottable(keyAxis, valueAxis)
{
    setSelectable(QCP::stNone);
}

double CellGrid::selectTest(const QPointF&, bool, QVariant*) const
{
    return -1;
}

QCPRange CellGrid::getKeyRange(bool& foundRange, QCP::SignDomain) const
{
    foundRange = !m_cells.isEmpty();
    QCPRange r;
    for (int i = 0; i < m_cells.size(); ++i) {
        const QRectF& c = m_cells[i].rect;
        if (i == 0)
            r = QCPRange(c.left(), c.right());
        r.expand(QCPRange(c.left(), c.right()));
    }
    return r;
}

QCPRange CellGrid::getValueRange(bool& foundRange, QCP::SignDomain, const QCPRange&) const
{
    foundRange = !m_cells.isEmpty();
    QCPRange r;
    for (int i = 0; i < m_cells.size(); ++i) {
        const QRectF& c = m_cells[i].rect;
        if (i == 0)
            r = QCPRange(c.top(), c.bottom());
        r.expand(QCPRange(c.top(), c.bottom()));
    }
    return r;
}

void CellGrid::draw(QCPPainter* painter)
{
    const QRectF clip = clipRect();
    painter->setPen(Qt::NoPen);
    painter->setAntialiasing(false);
    QFontMetricsF metrics(m_font);
    painter->setFont(m_font);
    const bool cached = CachedTextLines::applies(painter);
    const double lineHeight = QFontMetrics(m_font).height();
    auto pixels = [this](const Cell& c) {
        return QRectF(coordsToPixels(c.rect.left(), c.rect.top()), coordsToPixels(c.rect.right(), c.rect.bottom()))
            .normalized();
    };
    // A column of numbers with only some of them printed reads worse than none.
    QSet<int> tooSmall;
    for (const Cell& c : m_cells) {
        if (c.text.isEmpty() || tooSmall.contains(c.group))
            continue;
        const QRectF px = pixels(c);
        if (px.height() < metrics.height() * 0.9 || px.width() < m_text.width(c.text, m_font) + 2)
            tooSmall.insert(c.group);
    }
    for (const Cell& c : m_cells) {
        const QRectF px = pixels(c);
        if (!px.intersects(clip))
            continue;
        painter->setPen(Qt::NoPen);
        painter->setBrush(c.fill);
        painter->drawRect(px);
        if (c.text.isEmpty() || tooSmall.contains(c.group))
            continue;
        painter->setPen(c.textColour);
        if (cached)
            m_text.draw(painter, px.left(), px.width(), std::round(px.center().y() - lineHeight / 2), c.text, m_font);
        else
            painter->drawText(px, Qt::AlignCenter, c.text);
    }
}

void CellGrid::drawLegendIcon(QCPPainter* painter, const QRectF& rect) const
{
    painter->fillRect(rect, m_cells.isEmpty() ? QColor(Qt::gray) : m_cells.front().fill);
}

} // namespace pe::ui

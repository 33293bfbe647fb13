#include "ui/views/binary/cellgrid.h"

namespace pe::ui {

CellGrid::CellGrid(QCPAxis* keyAxis, QCPAxis* valueAxis)
    : SimplePlottable(keyAxis, valueAxis)
{
}

std::optional<QCPRange> CellGrid::range(Along along) const
{
    return unitedRange(m_cells, [along](const Cell& c) {
        return along == Along::Keys ? QCPRange(c.rect.left(), c.rect.right()) : QCPRange(c.rect.top(), c.rect.bottom());
    });
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

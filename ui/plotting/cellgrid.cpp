#include "ui/plotting/cellgrid.h"

#include "ui/plotting/dotsprites.h"
#include "ui/plotting/textmetrics.h"

#include <QHash>

#include <algorithm>

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

QSizeF CellGrid::leastSize(int group)
{
    // Pixels per unit along each axis that the group's largest text asks for.
    const QFontMetricsF metrics(m_font);
    double perKey = 0, perValue = 0;
    for (const Cell& c : m_cells)
        if (c.group == group && !c.text.isEmpty() && c.rect.width() > 0 && c.rect.height() > 0) {
            perKey = std::max(perKey, (textmetrics::width(m_font, c.text) + 2) / c.rect.width());
            perValue = std::max(perValue, metrics.height() * kLineShare / std::abs(c.rect.height()));
        }
    return {perKey * keyAxis()->range().size(), perValue * valueAxis()->range().size()};
}

void CellGrid::draw(QCPPainter* painter)
{
    const QRectF clip = clipRect();
    painter->setPen(Qt::NoPen);
    painter->setAntialiasing(false);
    const QFontMetricsF metrics(m_font);
    const bool cached = DotSprites::drawsPixels(painter);
    auto pixels = [this](const Cell& c) {
        return QRectF(coordsToPixels(c.rect.left(), c.rect.top()), coordsToPixels(c.rect.right(), c.rect.bottom()))
            .normalized();
    };
    // A group's texts show at the figure's font, all of them or none (the text floor: never
    // smaller). A column of numbers with only some of them printed would read worse than none;
    // the figure keeps room for the texts it needs (leastSize()).
    QHash<int, bool> fits;
    for (const Cell& c : m_cells)
        if (!c.text.isEmpty()) {
            const QRectF px = pixels(c);
            const bool fit =
                px.height() >= metrics.height() * kLineShare && px.width() >= textmetrics::width(m_font, c.text) + 2;
            fits[c.group] = fits.value(c.group, true) && fit;
        }
    for (const Cell& c : m_cells) {
        const QRectF px = pixels(c);
        if (!px.intersects(clip))
            continue;
        painter->setPen(Qt::NoPen);
        painter->setBrush(c.fill);
        painter->drawRect(px);
        if (c.text.isEmpty() || !fits.value(c.group))
            continue;
        painter->setPen(c.textColour);
        painter->setFont(m_font);
        if (cached)
            textmetrics::draw(painter, px.left(), px.width(), std::round(px.center().y() - metrics.height() / 2.0),
                              c.text, m_font);
        else
            painter->drawText(px, Qt::AlignCenter, c.text);
    }
}

void CellGrid::drawLegendIcon(QCPPainter* painter, const QRectF& rect) const
{
    painter->fillRect(rect, m_cells.isEmpty() ? QColor(Qt::gray) : m_cells.front().fill);
}

} // namespace pe::ui

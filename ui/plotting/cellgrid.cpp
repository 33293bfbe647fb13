#include "ui/plotting/cellgrid.h"

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

void CellGrid::draw(QCPPainter* painter)
{
    const QRectF clip = clipRect();
    painter->setPen(Qt::NoPen);
    painter->setAntialiasing(false);
    const QFontMetricsF metrics(m_font);
    const bool cached = CachedTextLines::applies(painter);
    auto pixels = [this](const Cell& c) {
        return QRectF(coordsToPixels(c.rect.left(), c.rect.top()), coordsToPixels(c.rect.right(), c.rect.bottom()))
            .normalized();
    };
    // Each group's texts share one size: the figure's font, or smaller where a cell is too small
    // for it (the digits of a long count at a large text size), so that the 0s and 1s stay
    // readable in the cells. Below kMinPixels of line height on the device (a 2x projector has
    // twice as many as its logical size) the group goes without: a column of numbers with only
    // some of them printed would read worse than none.
    constexpr double kMinPixels = 8.0;
    const double deviceScale = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
    QHash<int, double> scale;
    for (const Cell& c : m_cells) {
        if (c.text.isEmpty())
            continue;
        const QRectF px = pixels(c);
        const double fit =
            std::min(px.height() / (metrics.height() * 0.9), px.width() / (m_text.width(c.text, m_font) + 2));
        auto it = scale.find(c.group);
        if (it == scale.end())
            scale.insert(c.group, std::min(1.0, fit));
        else
            *it = std::min(*it, fit);
    }
    QHash<int, QFont> fonts;
    for (auto it = scale.cbegin(); it != scale.cend(); ++it) {
        if (it.value() >= 1.0) {
            fonts.insert(it.key(), m_font);
        } else if (m_font.pointSizeF() > 0 && metrics.height() * it.value() * deviceScale >= kMinPixels) {
            QFont small = m_font;
            small.setPointSizeF(m_font.pointSizeF() * it.value());
            fonts.insert(it.key(), small);
        }
    }
    for (const Cell& c : m_cells) {
        const QRectF px = pixels(c);
        if (!px.intersects(clip))
            continue;
        painter->setPen(Qt::NoPen);
        painter->setBrush(c.fill);
        painter->drawRect(px);
        const auto font = fonts.constFind(c.group);
        if (c.text.isEmpty() || font == fonts.cend())
            continue;
        painter->setPen(c.textColour);
        painter->setFont(*font);
        if (cached)
            m_text.draw(painter, px.left(), px.width(),
                        std::round(px.center().y() - QFontMetrics(*font).height() / 2.0), c.text, *font);
        else
            painter->drawText(px, Qt::AlignCenter, c.text);
    }
}

void CellGrid::drawLegendIcon(QCPPainter* painter, const QRectF& rect) const
{
    painter->fillRect(rect, m_cells.isEmpty() ? QColor(Qt::gray) : m_cells.front().fill);
}

} // namespace pe::ui

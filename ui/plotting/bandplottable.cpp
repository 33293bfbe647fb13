#include "ui/plotting/bandplottable.h"

#include "ui/plotting/rasterpieces.h"

#include <algorithm>

namespace pe::ui {

BandPlottable::BandPlottable(QCPAxis* keyAxis, QCPAxis* valueAxis)
    : SimplePlottable(keyAxis, valueAxis)
{
    setPen(Qt::NoPen);
}

void BandPlottable::setBand(QSharedPointer<const BandData> band)
{
    m_band = std::move(band);
}

std::optional<QCPRange> BandPlottable::range(Along along) const
{
    if (!m_band || m_band->keys.isEmpty())
        return std::nullopt;
    if (along == Along::Keys)
        return QCPRange(m_band->keys.first() - m_band->halfWidth, m_band->keys.last() + m_band->halfWidth);
    return QCPRange(*std::min_element(m_band->lo.begin(), m_band->lo.end()),
                    *std::max_element(m_band->hi.begin(), m_band->hi.end()));
}

void BandPlottable::draw(QCPPainter* painter)
{
    QCPAxis* x = keyAxis();
    QCPAxis* y = valueAxis();
    if (!m_band || !x || !y || m_band->keys.isEmpty())
        return;
    const BandData& b = *m_band;
    const QCPRange visible = x->range();
    // Only the blocks the key range shows.
    const auto first = std::lower_bound(b.keys.begin(), b.keys.end(), visible.lower - b.halfWidth) - b.keys.begin();
    const auto last = std::upper_bound(b.keys.begin(), b.keys.end(), visible.upper + b.halfWidth) - b.keys.begin();
    // Pixel columns with the same extent merge into one rectangle (a fast column's band is one
    // rectangle from -1 to 1); the rest are vertical 1-pixel lines, the raster engine's cosmetic
    // line path (drawRects hands every rectangle to Qt's thread pool, about 20 µs each). Both
    // are cut into pieces short enough to stay off that pool too (see rasterpieces.h).
    // Neighbouring blocks share an edge key (centre + half width), so their rounded edges meet
    // without gaps or overlaps.
    QVector<QRect> rects;
    QVector<QLine> lines;
    lines.reserve(static_cast<int>(last - first) + 16);
    int runX = 0, runEnd = 0, runTop = 0, runBottom = -1;
    auto flush = [&] {
        if (runEnd - runX > 1)
            appendRectPieces(&rects, QRect(QPoint(runX, runTop), QPoint(runEnd - 1, runBottom)));
        else if (runEnd > runX)
            appendColumnPieces(&lines, runX, runTop, runBottom);
    };
    for (auto i = first; i < last; ++i) {
        const int left = qRound(x->coordToPixel(b.keys[i] - b.halfWidth));
        const int right = qRound(x->coordToPixel(b.keys[i] + b.halfWidth));
        const int top = qRound(y->coordToPixel(b.hi[i]));
        const int bottom = qRound(y->coordToPixel(b.lo[i]));
        const int x0 = std::min(left, right), x1 = std::max(left, right);
        const int y0 = std::min(top, bottom), y1 = std::max(top, bottom);
        if (x1 <= x0)
            continue;
        if (x0 == runEnd && y0 == runTop && y1 == runBottom) {
            runEnd = x1;
            continue;
        }
        flush();
        runX = x0;
        runEnd = x1;
        runTop = y0;
        runBottom = y1;
    }
    flush();
    painter->setAntialiasing(false);
    painter->setPen(Qt::NoPen);
    for (const QRect& r : rects)
        painter->fillRect(r, brush().color());
    QPen pen(brush().color(), 0);
    pen.setCosmetic(true);
    pen.setCapStyle(Qt::SquareCap);
    painter->setPen(pen);
    painter->setBrush(Qt::NoBrush);
    painter->drawLines(lines.constData(), static_cast<int>(lines.size()));
}

void BandPlottable::drawLegendIcon(QCPPainter* painter, const QRectF& rect) const
{
    painter->setPen(Qt::NoPen);
    painter->setBrush(brush());
    painter->drawRect(rect);
}

} // namespace pe::ui

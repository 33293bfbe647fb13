#include "bandplottable.h"

#include <algorithm>

namespace pe::ui {

BandPlottable::BandPlottable(QCPAxis* keyAxis, QCPAxis* valueAxis)
    : QCPAbstractPlottable(keyAxis, valueAxis)
{
    setPen(Qt::NoPen);
    setSelectable(QCP::stNone);
}

void BandPlottable::setBand(QSharedPointer<const BandData> band)
{
    m_band = std::move(band);
}

double BandPlottable::selectTest(const QPointF&, bool, QVariant*) const
{
    return -1;
}

QCPRange BandPlottable::getKeyRange(bool& foundRange, QCP::SignDomain) const
{
    foundRange = m_band && !m_band->keys.isEmpty();
    if (!foundRange)
        return {};
    return QCPRange(m_band->keys.first() - m_band->halfWidth, m_band->keys.last() + m_band->halfWidth);
}

QCPRange BandPlottable::getValueRange(bool& foundRange, QCP::SignDomain, const QCPRange&) const
{
    foundRange = m_band && !m_band->keys.isEmpty();
    if (!foundRange)
        return {};
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
    QVector<QRectF> rects;
    rects.reserve(static_cast<int>(last - first));
    for (auto i = first; i < last; ++i) {
        const double left = x->coordToPixel(b.keys[i] - b.halfWidth);
        const double right = x->coordToPixel(b.keys[i] + b.halfWidth);
        const double top = y->coordToPixel(b.hi[i]);
        const double bottom = y->coordToPixel(b.lo[i]);
        rects.append(QRectF(QPointF(std::min(left, right), std::min(top, bottom)),
                            QPointF(std::max(left, right), std::max(top, bottom) + 1)));
    }
    painter->setAntialiasing(false);
    painter->setPen(Qt::NoPen);
    painter->setBrush(brush());
    painter->drawRects(rects.constData(), static_cast<int>(rects.size()));
}

void BandPlottable::drawLegendIcon(QCPPainter* painter, const QRectF& rect) const
{
    painter->setPen(Qt::NoPen);
    painter->setBrush(brush());
    painter->drawRect(rect);
}

} // namespace pe::ui

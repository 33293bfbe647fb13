#include "ui/plotting/simpleplottable.h"

namespace pe::ui {

SimplePlottable::SimplePlottable(QCPAxis* keyAxis, QCPAxis* valueAxis)
    : QCPAbstractPlottable(keyAxis, valueAxis)
{
    setSelectable(QCP::stNone);
}

double SimplePlottable::selectTest(const QPointF&, bool, QVariant*) const
{
    return -1;
}

QCPRange SimplePlottable::getKeyRange(bool& foundRange, QCP::SignDomain) const
{
    const std::optional<QCPRange> r = range(Along::Keys);
    foundRange = r.has_value();
    return r.value_or(QCPRange());
}

QCPRange SimplePlottable::getValueRange(bool& foundRange, QCP::SignDomain, const QCPRange&) const
{
    const std::optional<QCPRange> r = range(Along::Values);
    foundRange = r.has_value();
    return r.value_or(QCPRange());
}

void SimplePlottable::drawLegendIcon(QCPPainter* painter, const QRectF& rect) const
{
    painter->fillRect(rect, brush());
}

} // namespace pe::ui

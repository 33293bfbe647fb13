#include "ui/plotting/cachedlegenditem.h"

#include "ui/plotting/dotsprites.h"

#include <QtMath>

#include <vector>

namespace pe::ui {

namespace {
/// QCPAbstractPlottable::drawLegendIcon is protected (QCustomPlot's own legend item is a friend).
struct IconAccess : QCPAbstractPlottable {
    static void draw(const QCPAbstractPlottable* plottable, QCPPainter* painter, const QRectF& rect)
    {
        (plottable->*(&IconAccess::drawLegendIcon))(painter, rect);
    }
};
} // namespace

bool CachedLegendItem::adoptAll(const QList<QCPLayoutElement*>& elements)
{
    std::vector<QCPLegend*> legends;
    for (QCPLayoutElement* e : elements)
        if (auto* legend = qobject_cast<QCPLegend*>(e))
            legends.push_back(legend);
    bool replaced = false;
    for (QCPLegend* legend : legends)
        replaced = adopt(legend) || replaced;
    return replaced;
}

bool CachedLegendItem::adopt(QCPLegend* legend)
{
    bool replaced = false;
    for (int i = 0; i < legend->elementCount(); ++i) {
        auto* item = qobject_cast<QCPPlottableLegendItem*>(legend->elementAt(i));
        if (!item || dynamic_cast<CachedLegendItem*>(item) || !item->plottable())
            continue;
        int row = 0, column = 0;
        legend->indexToRowCol(i, row, column);
        auto* cached = new CachedLegendItem(legend, item->plottable());
        cached->setFont(item->font());
        cached->setTextColor(item->textColor());
        cached->setSelectedFont(item->selectedFont());
        cached->setSelectedTextColor(item->selectedTextColor());
        cached->setSelectable(item->selectable());
        cached->setSelected(item->selected());
        cached->setMargins(item->margins());
        cached->setLayer(item->layer());
        cached->setVisible(item->visible());
        legend->take(item);
        delete item;
        legend->addElement(row, column, cached);
        replaced = true;
    }
    return replaced;
}

QSize CachedLegendItem::minimumOuterSizeHint() const
{
    // As QCPPlottableLegendItem::minimumOuterSizeHint, with the name measured once.
    if (!mPlottable)
        return {};
    const QRect text = textmetrics::bounds(getFont(), mPlottable->name());
    const QSize icon = mParentLegend->iconSize();
    return QSize(icon.width() + mParentLegend->iconTextPadding() + text.width(), qMax(text.height(), icon.height()))
        .grownBy(mMargins);
}

void CachedLegendItem::draw(QCPPainter* painter)
{
    if (!mPlottable)
        return;
    if (!DotSprites::drawsPixels(painter)) {
        QCPPlottableLegendItem::draw(painter);
        return;
    }
    // As QCPPlottableLegendItem::draw: the name's lines from the top of the item, left-aligned
    // past the icon; the icon clipped to its rectangle, then its border.
    const QSize iconSize = mParentLegend->iconSize();
    const QRect iconRect(mRect.topLeft(), iconSize);
    painter->setPen(QPen(getTextColor()));
    textmetrics::draw(painter, mRect.x() + iconSize.width() + mParentLegend->iconTextPadding(), 0, mRect.y(),
                      mPlottable->name(), getFont(), Qt::AlignLeft);
    painter->save();
    painter->setClipRect(iconRect, Qt::IntersectClip);
    IconAccess::draw(mPlottable, painter, iconRect);
    painter->restore();
    if (getIconBorderPen().style() != Qt::NoPen) {
        painter->setPen(getIconBorderPen());
        painter->setBrush(Qt::NoBrush);
        const int halfPen = qCeil(painter->pen().widthF() * 0.5) + 1;
        painter->setClipRect(mOuterRect.adjusted(-halfPen, -halfPen, halfPen, halfPen));
        painter->drawRect(iconRect);
    }
}

} // namespace pe::ui

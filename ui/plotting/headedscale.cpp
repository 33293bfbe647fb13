#include "ui/plotting/headedscale.h"

#include "ui/plotting/textmetrics.h"

#include <QFontMetrics>

#include <algorithm>

namespace pe::ui {

HeadedColorScale::HeadedColorScale(QCustomPlot* plot)
    : QCPColorScale(plot)
{
}

void HeadedColorScale::setHeading(const QString& heading)
{
    m_heading = heading;
}

QRect HeadedColorScale::headingRect() const
{
    if (m_heading.isEmpty() || !axis() || !axis()->axisRect())
        return {};
    const QRect bounds = textmetrics::bounds(axis()->tickLabelFont(), m_heading);
    const QRect bar = axis()->axisRect()->rect();
    return QRect(bar.left(), bar.top() - above() - bounds.height(), bounds.width(), bounds.height());
}

int HeadedColorScale::above() const
{
    // Over the top tick label, which stands centred on the bar's top end.
    return (QFontMetrics(axis()->tickLabelFont()).height() + 1) / 2 + kGap;
}

int HeadedColorScale::calculateAutoMargin(QCP::MarginSide side)
{
    const int own = QCPColorScale::calculateAutoMargin(side);
    if (side != QCP::msTop || m_heading.isEmpty() || !axis())
        return own;
    return std::max(own, textmetrics::bounds(axis()->tickLabelFont(), m_heading).height() + above());
}

void HeadedColorScale::draw(QCPPainter* painter)
{
    QCPColorScale::draw(painter);
    const QRect box = headingRect();
    if (box.isEmpty())
        return;
    painter->setFont(axis()->tickLabelFont());
    painter->setPen(axis()->tickLabelColor());
    painter->drawText(box, Qt::AlignLeft | Qt::AlignBottom | Qt::TextDontClip, m_heading);
}

} // namespace pe::ui

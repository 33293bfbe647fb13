#include "ui/plotting/cardelement.h"

#include "ui/plotting/figurepanels.h"

#include <algorithm>

namespace pe::ui {

namespace {
QColor colourOf(CardElement::Verdict verdict)
{
    switch (verdict) {
    case CardElement::Verdict::Pass:
        return panels::okabeIto(2); // bluish green
    case CardElement::Verdict::Fail:
        return panels::okabeIto(3); // vermilion
    case CardElement::Verdict::Pending:
        return QColor(150, 150, 150);
    case CardElement::Verdict::Caveat:
        break;
    }
    return panels::okabeIto(1); // orange
}

QFont fontOf(const QCustomPlot* plot, double points, bool bold)
{
    QFont f = plot->font();
    f.setPointSizeF(points);
    f.setBold(bold);
    return f;
}
} // namespace

CardElement::CardElement(QCustomPlot* plot)
    : QCPLayoutElement(plot)
{
    setMargins(QMargins(6, 6, 6, 6));
}

QString CardElement::mark(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Pass:
        return QStringLiteral("✓");
    case Verdict::Fail:
        return QStringLiteral("✗");
    case Verdict::Pending:
        return QStringLiteral("…");
    case Verdict::Caveat:
        break;
    }
    return QStringLiteral("!");
}

void CardElement::setContent(const QString& title, Verdict verdict, const QString& headline, const QString& details)
{
    m_title = title;
    m_verdict = verdict;
    m_headline = headline;
    m_details = details;
}

QSize CardElement::minimumOuterSizeHint() const
{
    return QSize(160, 150) + QSize(margins().left() + margins().right(), margins().top() + margins().bottom());
}

void CardElement::draw(QCPPainter* painter)
{
    const QColor colour = colourOf(m_verdict);
    const QRectF box = QRectF(rect()).adjusted(1, 1, -1, -1);
    painter->setRenderHint(QPainter::Antialiasing, true);
    QColor fill = colour;
    fill.setAlpha(22);
    painter->setPen(QPen(colour, 2.5));
    painter->setBrush(fill);
    painter->drawRoundedRect(box, 8, 8);

    const double pad = 10;
    const double width = box.width() - 2 * pad;
    const QFont titleFont = fontOf(mParentPlot, 14, true);
    const QFontMetricsF titleMetrics(titleFont);
    const double disc = titleMetrics.height() * 1.3;
    const QRectF discRect(box.left() + pad, box.top() + pad, disc, disc);
    painter->setPen(Qt::NoPen);
    painter->setBrush(colour);
    painter->drawEllipse(discRect);
    painter->setPen(Qt::white);
    painter->setFont(fontOf(mParentPlot, 15, true));
    painter->drawText(discRect, Qt::AlignCenter, mark(m_verdict));

    // The title beside the mark, on as many lines as it needs.
    constexpr int kWrap = Qt::AlignLeft | Qt::TextWordWrap;
    painter->setPen(Qt::black);
    painter->setFont(titleFont);
    const double titleLeft = discRect.right() + 8;
    QRectF titleRect = painter->boundingRect(
        QRectF(titleLeft, box.top() + pad, box.right() - pad - titleLeft, box.height()), kWrap, m_title);
    if (titleRect.height() < disc)
        titleRect.moveTop(discRect.center().y() - titleRect.height() / 2);
    painter->drawText(titleRect, kWrap, m_title);

    double y = std::max(discRect.bottom(), titleRect.bottom()) + 8;
    painter->setFont(fontOf(mParentPlot, 14, true));
    painter->setPen(colour.darker(140));
    const QRectF headlineRect =
        painter->boundingRect(QRectF(box.left() + pad, y, width, box.bottom() - y), kWrap, m_headline);
    painter->drawText(headlineRect, kWrap, m_headline);
    y = headlineRect.bottom() + 6;

    painter->setFont(fontOf(mParentPlot, 12, false));
    painter->setPen(QColor(0x20, 0x20, 0x20));
    painter->drawText(QRectF(box.left() + pad, y, width, box.bottom() - pad - y), kWrap, m_details);
}

} // namespace pe::ui

#include "ui/plotting/cardelement.h"

#include "ui/plotting/plotstyle.h"

#include "ui/plotting/cachedtext.h"
#include "ui/plotting/figurepanels.h"

#include <algorithm>
#include <cmath>

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

constexpr int kWrap = Qt::AlignLeft | Qt::TextWordWrap;
constexpr double kPad = 10;

/// The widest word of `text` in `metrics`.
double widestWord(const QFontMetricsF& metrics, const QString& text)
{
    double widest = 0;
    for (const QString& line : text.split(QLatin1Char('\n')))
        for (const QString& piece : lineBreakPieces(line))
            widest = std::max(widest, metrics.horizontalAdvance(piece.trimmed()));
    return widest;
}
} // namespace

CardElement::CardElement(QCustomPlot* plot)
    : QCPLayoutElement(plot)
    , m_textScale(plotstyle::textScale()) // as every font made now (plotstyle::sized)
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

QFont CardElement::font(double points, bool bold) const
{
    QFont f = mParentPlot->font();
    f.setPointSizeF(points * m_textScale);
    f.setBold(bold);
    return f;
}

QRectF CardElement::bound(QPainter* painter, const QFont& font, const QRectF& rect, const QString& text)
{
    // The painter's own measure when drawing: an export's device may break a line elsewhere.
    QRectF bounds;
    if (painter) {
        painter->setFont(font);
        bounds = painter->boundingRect(rect, kWrap, keptTogether(text));
    } else {
        bounds = QFontMetricsF(font).boundingRect(rect, kWrap, keptTogether(text));
    }
    // As wide as the room, not as the text: drawn into its bounding rectangle, a line as wide as
    // that rectangle could break once more (and the text is clipped to it).
    return QRectF(rect.left(), bounds.top(), rect.width(), bounds.height());
}

CardElement::Geometry CardElement::measure(double width, QPainter* painter) const
{
    Geometry g;
    g.pad = kPad * std::min(1.0, m_textScale);
    const QFont bold = font(14, true);
    g.disc = QFontMetricsF(bold).height() * 1.3;
    const double titleLeft = g.pad + g.disc + 8;
    g.title = bound(painter, bold, QRectF(titleLeft, g.pad, std::max(1.0, width - g.pad - titleLeft), 1e6), m_title);
    if (g.title.height() < g.disc)
        g.title.moveTop(g.pad + g.disc / 2 - g.title.height() / 2);
    const double y = std::max(g.pad + g.disc, g.title.bottom()) + 8 * std::min(1.0, m_textScale);
    g.headline = bound(painter, bold, QRectF(g.pad, y, std::max(1.0, width - 2 * g.pad), 1e6), m_headline);
    g.detailsTop = g.headline.bottom() + 6 * std::min(1.0, m_textScale);
    return g;
}

QSize CardElement::minimumOuterSizeHint() const
{
    const MeasuredFor key{m_title, m_headline, QString(), m_textScale, QSizeF(rect().width(), 0), 0};
    if (key == m_minimumFor)
        return m_minimum;
    m_minimumFor = key;
    // Wide enough for the mark and a few words of the title, or the headline's or the details'
    // widest word (a formula kept whole, keptTogether, overflowed a narrow card); tall enough
    // for the title and headline at the width the card has now (the details give way).
    const QFontMetricsF title(font(14, true));
    const double pad = kPad * std::min(1.0, m_textScale);
    const double disc = title.height() * 1.3;
    const double minWidth =
        std::max({2 * pad + disc + 8 + std::max(title.averageCharWidth() * 10, widestWord(title, m_title)),
                  2 * pad + widestWord(QFontMetricsF(font(14, true)), m_headline),
                  2 * pad + widestWord(QFontMetricsF(font(12, false)), m_details)}) +
        2; // the frame
    const double width = std::max(minWidth, static_cast<double>(rect().width()) - 2);
    const Geometry g = measure(width);
    const QSize inner(static_cast<int>(std::ceil(minWidth)), static_cast<int>(std::ceil(g.detailsTop + pad)) + 2);
    m_minimum = inner + QSize(margins().left() + margins().right(), margins().top() + margins().bottom());
    return m_minimum;
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

    // Laid out again only when the texts, the box or the device changed (a hover replots).
    const MeasuredFor key{m_title, m_headline, m_details, m_textScale, box.size(), painter->device()->logicalDpiY()};
    const QStringList paragraphs = m_details.split(QLatin1Char('\n'));
    const QFont detailsFont = font(12, false);
    if (!(key == m_drawnFor)) {
        m_drawnFor = key;
        m_drawnGeometry = measure(box.width(), painter);
        const Geometry& g = m_drawnGeometry;
        // The details, paragraph by paragraph while they fit whole: a paragraph cut in the
        // middle (or drawn over the frame) would read as a different statement.
        const double width = std::max(1.0, box.width() - 2 * g.pad);
        const double bottom = box.height() - g.pad;
        QList<QRectF> rects;
        double y = g.detailsTop;
        for (const QString& paragraph : paragraphs) {
            const QRectF r = bound(painter, detailsFont, QRectF(g.pad, y, width, 1e6), paragraph);
            if (r.bottom() > bottom)
                break;
            rects << QRectF(g.pad, y, width, r.height());
            y = r.bottom();
        }
        // An introduction ("… over t:") goes with what it introduces.
        while (!rects.isEmpty() && rects.size() < paragraphs.size() &&
               (paragraphs[rects.size() - 1].trimmed().endsWith(QLatin1Char(':')) ||
                paragraphs[rects.size() - 1].trimmed().endsWith(QChar(0xFF1A)))) // "："
            rects.removeLast();
        m_drawnParagraphs = rects;
        m_paragraphsShown = static_cast<int>(rects.size());
    }
    const Geometry& g = m_drawnGeometry;
    const QPointF origin = box.topLeft();
    const QRectF discRect(origin + QPointF(g.pad, g.pad), QSizeF(g.disc, g.disc));
    painter->setPen(Qt::NoPen);
    painter->setBrush(colour);
    painter->drawEllipse(discRect);
    painter->setPen(Qt::white);
    painter->setFont(font(15, true));
    painter->drawText(discRect, Qt::AlignCenter, mark(m_verdict));

    // The title beside the mark, on as many lines as it needs; the headline under both.
    painter->setPen(Qt::black);
    painter->setFont(font(14, true));
    painter->drawText(g.title.translated(origin), kWrap, keptTogether(m_title));
    painter->setPen(colour.darker(140));
    painter->drawText(g.headline.translated(origin), kWrap, keptTogether(m_headline));

    painter->setPen(QColor(0x20, 0x20, 0x20));
    painter->setFont(detailsFont);
    for (int i = 0; i < m_paragraphsShown; ++i)
        painter->drawText(m_drawnParagraphs[i].translated(origin), kWrap, keptTogether(paragraphs[i]));
}

} // namespace pe::ui

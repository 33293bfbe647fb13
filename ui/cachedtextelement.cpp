#include "cachedtextelement.h"

#include <QStyle>

namespace pe::ui {

CachedTextElement::CachedTextElement(QCustomPlot* plot, const QString& text, const QFont& font)
    : QCPTextElement(plot, text, font)
{
}

CachedTextElement* CachedTextElement::replace(QCPTextElement* element)
{
    auto* grid = qobject_cast<QCPLayoutGrid*>(element->layout());
    Q_ASSERT(grid);
    int row = 0, column = 0;
    for (int i = 0; i < grid->elementCount(); ++i)
        if (grid->elementAt(i) == element)
            grid->indexToRowCol(i, row, column);
    auto* cached = new CachedTextElement(element->parentPlot(), element->text(), element->font());
    cached->setTextFlags(element->textFlags());
    cached->setTextColor(element->textColor());
    cached->setMargins(element->margins());
    cached->setLayer(element->layer());
    grid->remove(element);
    grid->addElement(row, column, cached);
    return cached;
}

QSize CachedTextElement::textSize() const
{
    if (m_measuredText != mText || m_measuredFont != mFont || m_size.isEmpty()) {
        m_measuredText = mText;
        m_measuredFont = mFont;
        m_size = QFontMetrics(mFont).boundingRect(0, 0, 0, 0, Qt::TextDontClip, mText).size();
    }
    return m_size;
}

QSize CachedTextElement::minimumOuterSizeHint() const
{
    QSize result = textSize();
    result.rwidth() += mMargins.left() + mMargins.right();
    result.rheight() += mMargins.top() + mMargins.bottom();
    return result;
}

QSize CachedTextElement::maximumOuterSizeHint() const
{
    QSize result = textSize();
    result.setWidth(QWIDGETSIZE_MAX);
    result.rheight() += mMargins.top() + mMargins.bottom();
    return result;
}

void CachedTextElement::draw(QCPPainter* painter)
{
    const bool raster = !painter->modes().testFlag(QCPPainter::pmVectorized) && !painter->transform().isScaling() &&
                        !mSelected && painter->device();
    if (!raster || mText.isEmpty()) {
        QCPTextElement::draw(painter);
        return;
    }
    const qreal dpr = painter->device()->devicePixelRatioF();
    const QSize size = textSize();
    if (m_pixmapText != mText || m_pixmapFont != mFont || m_pixmapColour != mTextColor || m_pixmapFlags != mTextFlags ||
        !qFuzzyCompare(m_pixmap.devicePixelRatioF(), dpr)) {
        m_pixmap = QPixmap((QSizeF(size) * dpr).toSize());
        m_pixmap.setDevicePixelRatio(dpr);
        m_pixmap.fill(Qt::transparent);
        QPainter p(&m_pixmap);
        p.setFont(mFont);
        p.setPen(mTextColor);
        // Horizontal alignment inside the text's own box (lines of a multi-line text).
        p.drawText(QRect(QPoint(0, 0), size), (mTextFlags & Qt::AlignHorizontal_Mask) | Qt::AlignTop, mText);
        m_pixmapText = mText;
        m_pixmapFont = mFont;
        m_pixmapColour = mTextColor;
        m_pixmapFlags = mTextFlags;
    }
    // The box placed in mRect as QPainter::drawText(mRect, mTextFlags, ...) places it.
    const QRect box = QStyle::alignedRect(
        Qt::LeftToRight, Qt::Alignment(mTextFlags & (Qt::AlignHorizontal_Mask | Qt::AlignVertical_Mask)), size, mRect);
    mTextBoundingRect = box;
    painter->drawPixmap(box.topLeft(), m_pixmap);
}

} // namespace pe::ui

#include "cachedtextelement.h"

#include <QStyle>

namespace pe::ui {

CachedTextElement::CachedTextElement(QCustomPlot* plot, const QString& text, const QFont& font)
    : QCPTextElement(plot, text, font)
{
}

QSize CachedTextElement::textSize() const
{
    if (m_size.isEmpty() || m_sizeText != mText || m_sizeFont != mFont) {
        m_size = QFontMetrics(mFont).boundingRect(0, 0, 0, 0, Qt::TextDontClip, mText).size();
        m_sizeText = mText;
        m_sizeFont = mFont;
    }
    return m_size;
}

QSize CachedTextElement::minimumOuterSizeHint() const
{
    const QSize s = textSize();
    return {s.width() + mMargins.left() + mMargins.right(), s.height() + mMargins.top() + mMargins.bottom()};
}

QSize CachedTextElement::maximumOuterSizeHint() const
{
    return {QWIDGETSIZE_MAX, textSize().height() + mMargins.top() + mMargins.bottom()};
}

void CachedTextElement::draw(QCPPainter* painter)
{
    const bool raster = !painter->modes().testFlag(QCPPainter::pmVectorized) && painter->device() &&
                        painter->transform().type() <= QTransform::TxTranslate;
    if (!raster || mText.isEmpty()) {
        QCPTextElement::draw(painter);
        return;
    }
    const QFont font = mainFont();
    const QColor color = mainTextColor();
    const qreal dpr = painter->device()->devicePixelRatioF();
    const QSize size = textSize();
    if (m_image.isNull() || m_imageText != mText || m_imageFont != font || m_imageColor != color ||
        m_imageFlags != mTextFlags || m_image.devicePixelRatio() != dpr) {
        m_image = QPixmap(size * dpr);
        m_image.setDevicePixelRatio(dpr);
        m_image.fill(Qt::transparent);
        QPainter p(&m_image);
        p.setFont(font);
        p.setPen(color);
        // The same flags as QCPTextElement::draw, inside a rect of exactly the text's size.
        p.drawText(QRect(QPoint(0, 0), size), mTextFlags, mText);
        m_imageText = mText;
        m_imageFont = font;
        m_imageColor = color;
        m_imageFlags = mTextFlags;
    }
    mTextBoundingRect = QStyle::alignedRect(Qt::LeftToRight, Qt::Alignment(mTextFlags & (Qt::AlignHorizontal_Mask | Qt::AlignVertical_Mask)), size, mRect);
    painter->drawPixmap(mTextBoundingRect.topLeft(), m_image);
}

} // namespace pe::ui

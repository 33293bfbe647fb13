#include "cachedtext.h"

#include "dotsprites.h"
#include "plotstyle.h"

#include <QStyle>

namespace pe::ui {

namespace {
constexpr int kMaxLines = 2048; // a few frames' worth of changing numbers, a full counting table
}

bool CachedTextLines::applies(const QCPPainter* painter)
{
    return DotSprites::drawsPixels(painter);
}

const QStaticText& CachedTextLines::line(const QString& text, const QFont& font)
{
    if (font != m_font) {
        m_lines.clear();
        m_font = font;
    }
    auto it = m_lines.constFind(text);
    if (it != m_lines.constEnd())
        return *it;
    if (m_lines.size() >= kMaxLines)
        m_lines.clear();
    QStaticText s(text);
    s.setTextFormat(Qt::PlainText);
    s.setPerformanceHint(QStaticText::AggressiveCaching);
    s.prepare(QTransform(), font);
    return *m_lines.insert(text, s);
}

double CachedTextLines::width(const QString& text, const QFont& font)
{
    double widest = 0;
    for (const QString& l : text.split(QLatin1Char('\n')))
        widest = std::max(widest, line(l, font).size().width());
    return widest;
}

void CachedTextLines::draw(QCPPainter* painter, double left, double width, double top, const QString& text,
                           const QFont& font)
{
    painter->setFont(font);
    const int height = QFontMetrics(font).height();
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i) {
        const QStaticText& s = line(lines[i], font);
        // Whole pixels, as the text layout of drawText places its lines.
        const double x = std::round(left + (width - s.size().width()) / 2);
        painter->drawStaticText(QPointF(x, top + i * height), s);
    }
}

CachedLabelAxis::CachedLabelAxis(QCPAxisRect* rect, AxisType type)
    : QCPAxis(rect, type)
{
}

void CachedLabelAxis::draw(QCPPainter* painter)
{
    // Only labels of horizontal axes without tick labels: their place does not depend on the
    // tick labels' sizes, which QCustomPlot measures while drawing.
    const bool horizontal = axisType() == atTop || axisType() == atBottom;
    if (mLabel.isEmpty() || !horizontal || tickLabels() || !CachedTextLines::applies(painter)) {
        QCPAxis::draw(painter);
        return;
    }
    const QString label = mLabel;
    mLabel.clear(); // QCustomPlot draws everything else
    QCPAxis::draw(painter);
    mLabel = label;
    // Where QCPAxisPainterPrivate::draw puts the label.
    const QRect rect = axisRect()->rect();
    const QFont font = getLabelFont();
    const int height = static_cast<int>(label.count(QLatin1Char('\n')) + 1) * QFontMetrics(font).height();
    const int margin = std::max(0, std::max(tickLengthOut(), subTickLengthOut())) + labelPadding();
    const double top =
        axisType() == atBottom ? rect.bottom() + offset() + margin : rect.top() - offset() - margin - height;
    painter->setPen(QPen(getLabelColor()));
    m_text.draw(painter, rect.left(), rect.width(), top, label, font);
}

CachedTextElement::CachedTextElement(QCustomPlot* plot, const QString& text, const QFont& font)
    : QCPTextElement(plot, text, font)
{
}

void CachedTextElement::draw(QCPPainter* painter)
{
    const QFont font = mainFont();
    if (!CachedTextLines::applies(painter) || mText.isEmpty()) {
        QCPTextElement::draw(painter);
        return;
    }
    const bool fits = m_text.width(mText, font) <= mRect.width();
    if (mTextFlags == (Qt::AlignCenter | Qt::TextWordWrap) && fits) {
        const int height = static_cast<int>(mText.count(QLatin1Char('\n')) + 1) * QFontMetrics(font).height();
        painter->setPen(QPen(mainTextColor()));
        m_text.draw(painter, mRect.left(), mRect.width(), mRect.top() + (mRect.height() - height) / 2, mText, font);
    } else if (fits || !(mTextFlags & Qt::TextWordWrap)) {
        drawPixmap(painter);
    } else { // wrapped: QCustomPlot's own layout
        QCPTextElement::draw(painter);
    }
}

void CachedTextElement::drawPixmap(QCPPainter* painter)
{
    const QFont font = mainFont();
    const QColor colour = mainTextColor();
    const qreal dpr = painter->device()->devicePixelRatioF();
    const QSize size = textSize();
    if (m_pixmapText != mText || m_pixmapFont != font || m_pixmapColour != colour || m_pixmapFlags != mTextFlags ||
        !qFuzzyCompare(m_pixmap.devicePixelRatioF(), dpr)) {
        m_pixmap = QPixmap((QSizeF(size) * dpr).toSize());
        m_pixmap.setDevicePixelRatio(dpr);
        m_pixmap.fill(Qt::transparent);
        QPainter p(&m_pixmap);
        p.setFont(font);
        p.setPen(colour);
        // Horizontal alignment inside the text's own box (lines of a multi-line text).
        p.drawText(QRect(QPoint(0, 0), size), (mTextFlags & Qt::AlignHorizontal_Mask) | Qt::AlignTop, mText);
        m_pixmapText = mText;
        m_pixmapFont = font;
        m_pixmapColour = colour;
        m_pixmapFlags = mTextFlags;
    }
    // The box placed in mRect as QPainter::drawText(mRect, mTextFlags, ...) places it.
    const QRect box = QStyle::alignedRect(
        Qt::LeftToRight, Qt::Alignment(mTextFlags & (Qt::AlignHorizontal_Mask | Qt::AlignVertical_Mask)), size, mRect);
    mTextBoundingRect = box;
    painter->drawPixmap(box.topLeft(), m_pixmap);
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
    if (m_sizeText != mText || m_sizeFont != mFont || m_size.isNull()) {
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

CachedTextElement* cachedTitle(QCustomPlot* plot)
{
    return CachedTextElement::replace(plotstyle::addTitle(plot));
}

} // namespace pe::ui

#include "ui/plotting/cachedtext.h"

#include "ui/plotting/dotsprites.h"
#include "ui/plotting/plotstyle.h"
#include "ui/plotting/textmetrics.h"

#include <QStringList>
#include <QStyle>

#include <algorithm>
#include <cmath>

namespace pe::ui {

namespace {
constexpr int kMaxHeights = 256; // measured label texts kept per axis or text element

/// True when `text` holds Chinese (or other East Asian) characters: they come from a fallback
/// font whose lines are taller than the main font's QFontMetrics::height().
bool hasEastAsian(const QString& text)
{
    return std::any_of(text.cbegin(), text.cend(), [](QChar c) { return c.unicode() >= 0x2E80; });
}
} // namespace

bool CachedTextLines::applies(const QCPPainter* painter)
{
    return DotSprites::drawsPixels(painter);
}

const QStaticText& CachedTextLines::line(const QString& text, const QFont& font)
{
    return m_lines.get(text, font);
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
    double y = top;
    for (const QString& l : text.split(QLatin1Char('\n'))) {
        const QStaticText& s = line(l, font);
        // Whole pixels, as the text layout of drawText places its lines.
        const double x = std::round(left + (width - s.size().width()) / 2);
        painter->drawStaticText(QPointF(x, y), s);
        y += lineHeight(l, font);
    }
}

void CachedTextLines::drawLeft(QCPPainter* painter, double left, double top, const QString& text, const QFont& font)
{
    painter->setFont(font);
    double y = top;
    for (const QString& l : text.split(QLatin1Char('\n'))) {
        painter->drawStaticText(QPointF(std::round(left), y), line(l, font));
        y += lineHeight(l, font);
    }
}

int CachedTextLines::lineHeight(const QString& line, const QFont& font)
{
    const int height = QFontMetrics(font).height();
    if (!hasEastAsian(line))
        return height;
    return std::max(height, static_cast<int>(std::ceil(this->line(line, font).size().height())));
}

int CachedTextLines::height(const QString& text, const QFont& font)
{
    int total = 0;
    for (const QString& l : text.split(QLatin1Char('\n')))
        total += lineHeight(l, font);
    return total;
}

CachedLabelAxis::CachedLabelAxis(QCPAxisRect* rect, AxisType type)
    : QCPAxis(rect, type)
{
}

int CachedLabelAxis::labelHeight(const QString& label)
{
    const QFont font = getLabelFont();
    if (font != m_heightFont || m_heights.size() >= kMaxHeights) {
        m_heights.clear();
        m_heightFont = font;
    }
    auto it = m_heights.constFind(label);
    if (it == m_heights.constEnd()) {
        // The measurement of QCPAxisPainterPrivate::size and ::draw.
        const QRect bounds = QFontMetrics(font).boundingRect(0, 0, 0, 0, Qt::TextDontClip | Qt::AlignCenter, label);
        it = m_heights.insert(label, bounds.height());
    }
    return *it;
}

int CachedLabelAxis::calculateMargin()
{
    if (!visible() || mLabel.isEmpty())
        return QCPAxis::calculateMargin();
    // QCustomPlot's margin without the label (cached by QCPAxis as long as nothing changes), plus
    // the label as QCPAxisPainterPrivate::size adds it.
    const QString label = mLabel;
    mLabel.clear();
    const int margin = QCPAxis::calculateMargin();
    mLabel = label;
    if (m_wrap || m_fit) {
        m_wrapped = shownLabel();
        return margin + labelPadding() + labelHeight(m_wrapped);
    }
    return margin + labelPadding() + labelHeight(label);
}

QString elideLines(const QString& text, const QFont& font, int width)
{
    QStringList lines = text.split(QLatin1Char('\n'));
    for (QString& line : lines) {
        if (textmetrics::advance(font, line) <= width)
            continue;
        line = QFontMetrics(font).elidedText(line, Qt::ElideRight, width);
        if (line.size() <= 1) // "…" alone, or nothing
            line.clear();
    }
    return lines.join(QLatin1Char('\n'));
}

int CachedLabelAxis::labelRoom() const
{
    // The label is centred on the axis (the panel's inner rect), whose margins differ left and
    // right (a left axis's tick labels): as wide as stays within the panel's outer rect on both
    // sides of that centre.
    const QRect outer = axisRect()->outerRect();
    const QRect inner = axisRect()->rect();
    if (inner.width() <= 0 || !outer.contains(inner.center()))
        return outer.width();
    const int centre = inner.center().x();
    return std::max(1, 2 * std::min(centre - outer.left(), outer.right() - centre));
}

QString CachedLabelAxis::shownLabel() const
{
    if ((!m_fit && !m_wrap) || orientation() != Qt::Horizontal || mLabel.isEmpty())
        return mLabel;
    const int width = labelRoom();
    if (width <= 0)
        return mLabel;
    const QString wrapped = (m_wrap || m_fit) ? wrapLines(mLabel, getLabelFont(), width) : mLabel;
    return m_fit ? elideLines(wrapped, getLabelFont(), width) : wrapped;
}

void CachedLabelAxis::draw(QCPPainter* painter)
{
    const QString whole = mLabel;
    // The layout measured the label broken for the width of the layout before it; the layout
    // pass (figureplot.h) ends when the two agree. Past its last round the label is drawn with
    // the lines its margin has room for.
    QString shown = shownLabel();
    if ((m_wrap || m_fit) && shown.count(QLatin1Char('\n')) != m_wrapped.count(QLatin1Char('\n')))
        shown = m_fit ? elideLines(m_wrapped, getLabelFont(), labelRoom()) : m_wrapped;
    mLabel = shown;
    drawFitted(painter);
    mLabel = whole;
}

void CachedLabelAxis::drawFitted(QCPPainter* painter)
{
    if (mLabel.isEmpty() || tickLabelSide() == lsInside || !CachedTextLines::applies(painter)) {
        QCPAxis::draw(painter);
        return;
    }
    const QString label = mLabel;
    mLabel.clear(); // QCustomPlot draws everything else
    QCPAxis::draw(painter);
    mLabel = label;
    // Where QCPAxisPainterPrivate::draw puts the label: past the ticks and the tick labels just
    // drawn, whose extent the axis painter keeps as their selection box.
    int margin = std::max(0, std::max(tickLengthOut(), subTickLengthOut()));
    const QRect box = mAxisPainter->tickLabelsSelectionBox();
    const int extent =
        orientation() == Qt::Horizontal ? std::abs(box.bottom() - box.top()) : std::abs(box.right() - box.left());
    if (ticks() && tickLabels() && extent > 0)
        margin += tickLabelPadding() + extent;
    margin += labelPadding();
    const QRect rect = axisRect()->rect();
    const QFont font = getLabelFont();
    painter->setPen(QPen(getLabelColor()));
    if (axisType() == atBottom) { // the one side that needs no height: texts changing per frame are not measured
        m_text.draw(painter, rect.left(), rect.width(), rect.bottom() + offset() + margin, label, font);
        return;
    }
    const int height = labelHeight(label);
    switch (axisType()) {
    case atBottom:
        break;
    case atTop:
        m_text.draw(painter, rect.left(), rect.width(), rect.top() - offset() - margin - height, label, font);
        break;
    case atLeft:
    case atRight: {
        // Rotated about the axis rect's bottom (left axis) or top (right axis) corner.
        const bool left = axisType() == atLeft;
        const QTransform old = painter->transform();
        if (left) {
            painter->translate(rect.left() - offset() - margin - height, rect.bottom());
            painter->rotate(-90);
        } else {
            painter->translate(rect.right() + offset() + margin + height, rect.top());
            painter->rotate(90);
        }
        m_text.draw(painter, 0, rect.height(), 0, label, font);
        painter->setTransform(old);
        break;
    }
    }
}

namespace {
QString withoutTrailingSpaces(QString s)
{
    while (!s.isEmpty() && s.back().isSpace())
        s.chop(1);
    return s;
}
} // namespace

QString wrapLines(const QString& text, const QFont& font, int width, int* widest)
{
    QStringList out;
    int most = 0;
    for (const QString& line : text.split(QLatin1Char('\n'))) {
        if (const int w = textmetrics::advance(font, line); w <= width) {
            out << line;
            most = std::max(most, w);
            continue;
        }
        // Pieces end with the spaces after them: a line is measured, and kept, without those.
        QString current;
        int currentWidth = 0;
        for (const QString& piece : lineBreakPieces(line)) {
            const QString longer = withoutTrailingSpaces(current + piece);
            const int w = textmetrics::advance(font, longer);
            if (!current.isEmpty() && w > width) {
                out << withoutTrailingSpaces(current);
                most = std::max(most, currentWidth);
                current = piece;
                currentWidth = textmetrics::advance(font, withoutTrailingSpaces(piece));
            } else {
                current += piece;
                currentWidth = w;
            }
        }
        out << withoutTrailingSpaces(current);
        most = std::max(most, currentWidth);
    }
    if (widest)
        *widest = most;
    return out.join(QLatin1Char('\n'));
}

CachedTextElement::CachedTextElement(QCustomPlot* plot, const QString& text, const QFont& font)
    : QCPTextElement(plot, text, font)
{
}

void CachedTextElement::setWrapToPlotWidth(bool wrap)
{
    m_wrap = wrap;
    m_hints.clear();
}

QString CachedTextElement::shownText() const
{
    if (!m_wrap || !mParentPlot)
        return mText;
    // Never narrower than the element's minimum width: it never gets less, and a plot before
    // its first layout is a few pixels wide (one word per line, dozens of lines high).
    // The element's own width once laid out (a title over the first column of a grid is
    // narrower than the plot), else the plot's.
    const int room = mOuterRect.width() > 0 ? mOuterRect.width() : mParentPlot->viewport().width();
    const int width = std::max(kWrapMinimumWidth, room - mMargins.left() - mMargins.right());
    if (width != m_wrapWidth || mText != m_wrapSource || mFont != m_wrapFont) {
        if (mFont != m_wrapFont)
            m_linesHeight.clear();
        m_wrapWidth = width;
        m_wrapSource = mText;
        m_wrapFont = mFont;
        m_wrapped = wrapLines(mText, mFont, width, &m_wrappedWidest);
        m_folded.clear();
    }
    if (m_fold == Fold::Hidden)
        return QString();
    if (m_fold == Fold::Line && m_wrapped.contains(QLatin1Char('\n'))) {
        // One line: the whole text, cut at the room with "…" (its tooltip has all of it).
        if (m_folded.isEmpty()) {
            QString flat = mText;
            flat.replace(QLatin1Char('\n'), QLatin1Char(' '));
            // (a few pixels short of the room: a centred line's ends stay inside the figure)
            m_folded = QFontMetrics(mFont).elidedText(flat, Qt::ElideRight, width - 8);
        }
        return m_folded;
    }
    return m_wrapped;
}

void CachedTextElement::setFold(Fold fold)
{
    m_fold = fold;
}

const CachedTextElement::Hints& CachedTextElement::hints() const
{
    if (mFont != m_hintFont || mMargins != m_hintMargins || m_hints.size() >= kMaxHeights) {
        m_hints.clear();
        m_hintFont = mFont;
        m_hintMargins = mMargins;
    }
    const QString shown = shownText();
    auto it = m_hints.constFind(shown);
    if (it == m_hints.constEnd()) {
        // As QCPTextElement's size hints, for the shown text. A wrapped text's lines were
        // measured while wrapping (a new note every frame): its height depends only on the
        // number of lines.
        QSize text;
        if (m_wrap) {
            // Keyed by the number of lines, negative for East Asian text (taller fallback glyphs).
            const bool eastAsian = hasEastAsian(shown);
            const int lines = static_cast<int>(shown.count(QLatin1Char('\n'))) + 1;
            const int key = eastAsian ? -lines : lines;
            auto height = m_linesHeight.constFind(key);
            if (height == m_linesHeight.constEnd()) {
                const QString probeLine = eastAsian ? QStringLiteral("X\u4E2D") : QStringLiteral("X");
                const QString probe = QStringList(lines, probeLine).join(QLatin1Char('\n'));
                height = m_linesHeight.insert(
                    key, QFontMetrics(mFont).boundingRect(0, 0, 0, 0, Qt::TextDontClip, probe).height());
            }
            // A folded line is as wide as itself, which may be wider than the widest wrapped line.
            text = QSize(shown == m_wrapped ? m_wrappedWidest : QFontMetrics(mFont).horizontalAdvance(shown), *height);
        } else {
            text = QFontMetrics(mFont).boundingRect(0, 0, 0, 0, Qt::TextDontClip, shown).size();
        }
        const int marginsX = mMargins.left() + mMargins.right(), marginsY = mMargins.top() + mMargins.bottom();
        const int minimumWidth = m_wrap ? std::min(text.width(), kWrapMinimumWidth) : text.width();
        it = m_hints.insert(shown, {QSize(minimumWidth + marginsX, text.height() + marginsY),
                                    QSize(QWIDGETSIZE_MAX, text.height() + marginsY), text});
    }
    return *it;
}

QSize CachedTextElement::minimumOuterSizeHint() const
{
    return m_fold == Fold::Hidden ? QSize() : hints().minimum;
}

QSize CachedTextElement::maximumOuterSizeHint() const
{
    return m_fold == Fold::Hidden ? QSize(QWIDGETSIZE_MAX, 0) : hints().maximum;
}

void CachedTextElement::draw(QCPPainter* painter)
{
    if (m_fold == Fold::Hidden)
        return;
    const QFont font = mainFont();
    const QString shown = shownText();
    const bool fits = m_text.width(shown, font) <= mRect.width();
    if (CachedTextLines::applies(painter) && !shown.isEmpty() && mTextFlags == (Qt::AlignCenter | Qt::TextWordWrap) &&
        fits) {
        const int height = m_text.height(shown, font);
        painter->setPen(QPen(mainTextColor()));
        m_text.draw(painter, mRect.left(), mRect.width(), mRect.top() + (mRect.height() - height) / 2, shown, font);
    } else if (CachedTextLines::applies(painter) && !shown.isEmpty() && (fits || !(mTextFlags & Qt::TextWordWrap))) {
        drawPixmap(painter);
    } else { // vector painters, and Qt's word wrap: as QCPTextElement::draw, with the shown text
        painter->setFont(font);
        painter->setPen(QPen(mainTextColor()));
        painter->drawText(mRect, static_cast<int>(mTextFlags), shown, &mTextBoundingRect);
    }
}

void CachedTextElement::drawPixmap(QCPPainter* painter)
{
    const QFont font = mainFont();
    const QColor colour = mainTextColor();
    const qreal dpr = painter->device()->devicePixelRatioF();
    const QSize size = textSize();
    const QString shown = shownText();
    if (m_pixmapText != shown || m_pixmapFont != font || m_pixmapColour != colour || m_pixmapFlags != mTextFlags ||
        !qFuzzyCompare(m_pixmap.devicePixelRatioF(), dpr)) {
        m_pixmap = QPixmap((QSizeF(size) * dpr).toSize());
        m_pixmap.setDevicePixelRatio(dpr);
        m_pixmap.fill(Qt::transparent);
        QPainter p(&m_pixmap);
        p.setFont(font);
        p.setPen(colour);
        // Horizontal alignment inside the text's own box (lines of a multi-line text).
        p.drawText(QRect(QPoint(0, 0), size), (mTextFlags & Qt::AlignHorizontal_Mask) | Qt::AlignTop, shown);
        m_pixmapText = shown;
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
    if (const auto* from = qobject_cast<const CachedTextElement*>(element))
        cached->setWrapToPlotWidth(from->m_wrap);
    grid->remove(element);
    grid->addElement(row, column, cached);
    return cached;
}

QSize CachedTextElement::textSize() const
{
    return hints().text;
}

QCPAxisRect* cachedAxisRect(QCustomPlot* plot)
{
    auto* rect = new QCPAxisRect(plot, false);
    for (QCPAxis::AxisType type : {QCPAxis::atTop, QCPAxis::atRight, QCPAxis::atBottom, QCPAxis::atLeft})
        rect->addAxis(type, new CachedLabelAxis(rect, type));
    // As QCPAxisRect's constructor sets up its default axes.
    for (QCPAxis::AxisType type : {QCPAxis::atTop, QCPAxis::atRight}) {
        rect->axis(type)->setVisible(false);
        rect->axis(type)->grid()->setVisible(false);
        rect->axis(type)->grid()->setZeroLinePen(Qt::NoPen);
    }
    for (QCPAxis::AxisType type : {QCPAxis::atBottom, QCPAxis::atLeft})
        rect->axis(type)->grid()->setVisible(true);
    return rect;
}

CachedTextElement* cachedTitle(QCustomPlot* plot)
{
    return CachedTextElement::replace(plotstyle::addTitle(plot));
}

} // namespace pe::ui

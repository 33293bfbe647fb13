#include "ui/plotting/cachedtext.h"

#include "ui/plotting/dotsprites.h"
#include "ui/plotting/plotstyle.h"
#include "ui/plotting/textmetrics.h"

#include <QStringList>
#include <QStyle>

#include <algorithm>
#include <cmath>

namespace pe::ui {

int CachedLabelAxis::calculateMargin()
{
    if (!visible() || mLabel.isEmpty())
        return QCPAxis::calculateMargin();
    // QCustomPlot's margin without the label (cached by QCPAxis as long as nothing changes), plus
    // the label as QCPAxisPainterPrivate::size adds it (the height of its bounding rectangle).
    const QString label = mLabel;
    mLabel.clear();
    const int margin = QCPAxis::calculateMargin();
    mLabel = label;
    return margin + labelPadding() + textmetrics::centredBounds(getLabelFont(), label).height();
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

void CachedLabelAxis::draw(QCPPainter* painter)
{
    if (mLabel.isEmpty() || tickLabelSide() == lsInside || !DotSprites::drawsPixels(painter)) {
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
        textmetrics::draw(painter, rect.left(), rect.width(), rect.bottom() + offset() + margin, label, font);
        return;
    }
    const int height = textmetrics::centredBounds(font, label).height();
    if (axisType() == atTop) {
        textmetrics::draw(painter, rect.left(), rect.width(), rect.top() - offset() - margin - height, label, font);
        return;
    }
    // Rotated about the axis rect's bottom (left axis) or top (right axis) corner.
    const QTransform old = painter->transform();
    if (axisType() == atLeft) {
        painter->translate(rect.left() - offset() - margin - height, rect.bottom());
        painter->rotate(-90);
    } else {
        painter->translate(rect.right() + offset() + margin + height, rect.top());
        painter->rotate(90);
    }
    textmetrics::draw(painter, 0, rect.height(), 0, label, font);
    painter->setTransform(old);
}

namespace {
QString withoutTrailingSpaces(QString s)
{
    while (!s.isEmpty() && s.back().isSpace())
        s.chop(1);
    return s;
}

/// True when `text` holds Chinese (or other East Asian) characters: they come from a fallback
/// font whose lines are taller than the main font's QFontMetrics::height().
bool hasEastAsian(const QString& text)
{
    return std::any_of(text.cbegin(), text.cend(), [](QChar c) { return c.unicode() >= 0x2E80; });
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

QSize CachedTextElement::textSize() const
{
    // As QCPTextElement measures it, for the shown text. A wrapped text's lines were measured
    // while wrapping (a new note every frame): its height depends only on the number of lines
    // (and on East Asian glyphs, from a taller fallback font), measured on a probe text.
    const QString shown = shownText();
    if (!m_wrap)
        return textmetrics::bounds(mFont, shown).size();
    const int lines = static_cast<int>(shown.count(QLatin1Char('\n'))) + 1;
    const QString probeLine = hasEastAsian(shown) ? QStringLiteral("X\u4E2D") : QStringLiteral("X");
    const int height = textmetrics::bounds(mFont, QStringList(lines, probeLine).join(QLatin1Char('\n'))).height();
    // A folded line is as wide as itself, which may be wider than the widest wrapped line.
    return {shown == m_wrapped ? m_wrappedWidest : textmetrics::advance(mFont, shown), height};
}

QSize CachedTextElement::minimumOuterSizeHint() const
{
    if (m_fold == Fold::Hidden)
        return QSize();
    const QSize text = textSize();
    const int width = m_wrap ? std::min(text.width(), kWrapMinimumWidth) : text.width();
    return QSize(width, text.height()).grownBy(mMargins);
}

QSize CachedTextElement::maximumOuterSizeHint() const
{
    if (m_fold == Fold::Hidden)
        return QSize(QWIDGETSIZE_MAX, 0);
    return QSize(QWIDGETSIZE_MAX, textSize().height() + mMargins.top() + mMargins.bottom());
}

void CachedTextElement::draw(QCPPainter* painter)
{
    if (m_fold == Fold::Hidden)
        return;
    const QFont font = mainFont();
    const QString shown = shownText();
    painter->setPen(QPen(mainTextColor()));
    // Lines wider than the element go to Qt's word wrap where the flags ask for it.
    if (!DotSprites::drawsPixels(painter) || shown.isEmpty() ||
        ((mTextFlags & Qt::TextWordWrap) && textmetrics::width(font, shown) > mRect.width())) {
        // Vector painters, and Qt's word wrap: as QCPTextElement::draw, with the shown text.
        painter->setFont(font);
        painter->drawText(mRect, static_cast<int>(mTextFlags), shown, &mTextBoundingRect);
        return;
    }
    // The lines placed in mRect as QPainter::drawText(mRect, mTextFlags, ...) places them.
    const int height = textmetrics::height(font, shown);
    const int top = (mTextFlags & Qt::AlignVCenter)  ? mRect.top() + (mRect.height() - height) / 2
                    : (mTextFlags & Qt::AlignBottom) ? mRect.bottom() + 1 - height
                                                     : mRect.top();
    const Qt::Alignment align(mTextFlags & Qt::AlignHorizontal_Mask);
    textmetrics::draw(painter, mRect.left(), mRect.width(), top, shown, font, align);
    mTextBoundingRect = QStyle::alignedRect(Qt::LeftToRight, Qt::Alignment(mTextFlags & Qt::AlignVertical_Mask) | align,
                                            textSize(), mRect);
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

} // namespace pe::ui

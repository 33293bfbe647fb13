#include "ui/widgets/stablelabel.h"

#include <QEvent>
#include <QLabel>

#include <algorithm>

namespace pe::ui {

StableLabel::StableLabel(QWidget* parent)
    : QWidget(parent)
    , m_label(new QLabel(this))
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    m_label->installEventFilter(this);
    setLines(1);
}

void StableLabel::setText(const QString& text)
{
    if (text == m_label->text())
        return;
    m_label->setText(text);
    growToFit();
}

void StableLabel::setLines(int lines)
{
    // Measured anew: a line count that changes (the inspector's formula, short of room) keeps
    // nothing of what was measured for the old one.
    m_fittedWidth = -1;
    m_fittedLength = 0;
    m_lines = std::max(1, lines);
    const QMargins m = m_label->contentsMargins();
    setFixedHeight(m_lines * m_label->fontMetrics().lineSpacing() + m.top() + m.bottom());
    growToFit();
}

void StableLabel::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    m_label->setGeometry(rect());
    growToFit();
}

void StableLabel::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    growToFit();
}

void StableLabel::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    // View > Text size and presentation mode change the font: the lines kept were measured
    // in the old one (a larger font was cut at the bottom, a smaller one left empty lines).
    // Queued: the label inside gets the new font after this widget.
    if (event->type() == QEvent::FontChange)
        QMetaObject::invokeMethod(
            this, [this] { setLines(m_lines); }, Qt::QueuedConnection);
}

bool StableLabel::eventFilter(QObject* watched, QEvent* event)
{
    // A font set on the label itself (the inspector's formula scaled by View > Text size, and
    // put back at size 1 for an export): the label has it already, measured at once (an
    // export draws right after).
    if (watched == m_label && event->type() == QEvent::FontChange)
        setLines(m_lines);
    return QWidget::eventFilter(watched, event);
}

void StableLabel::growToFit()
{
    // A word-wrapped label can need more lines than reserved (measured at this width), any
    // label a taller line: a Chinese text is drawn in a fallback font taller than the label's
    // own, whose line spacing the room was reserved in (its bottom was cut).
    // Not while hidden: a hidden widget's width is stale (a section of SectionStack behind
    // another's tab keeps the size it had), and the room kept only grows. Shown, it measures.
    if (width() <= 0 || !isVisible())
        return;
    // Texts no longer than one that fitted at this width fit too (their numbers change, the
    // words around them do not): measuring a rich text costs a layout of it.
    if (width() == m_fittedWidth && m_label->text().size() <= m_fittedLength)
        return;
    const int needed = m_label->wordWrap() ? m_label->heightForWidth(width()) : m_label->sizeHint().height();
    if (needed > height())
        setFixedHeight(needed);
    if (width() != m_fittedWidth)
        m_fittedLength = 0;
    m_fittedWidth = width();
    m_fittedLength = std::max(m_fittedLength, static_cast<int>(m_label->text().size()));
}

} // namespace pe::ui

#include "ui/shell/lessonbar.h"

#include "ui/framework/numbers.h"
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>
#include <QVBoxLayout>
#include <QtMath>

#include <algorithm>

namespace pe::ui {

namespace {
/// A scroll area whose viewport may leave an empty band at its bottom (QAbstractScrollArea's
/// viewport margins are protected).
class LessonTextArea : public QScrollArea {
public:
    using QScrollArea::QScrollArea;
    void setBottomMargin(int bottom)
    {
        if (viewportMargins().bottom() != bottom)
            setViewportMargins(0, 0, 0, bottom);
    }
};
} // namespace

LessonBar::LessonBar(QWidget* parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_text(new QLabel)
    , m_textArea(new LessonTextArea(this))
    , m_back(new QPushButton(tr("◀ &Back"), this))
    , m_next(new QPushButton(tr("&Next ▶"), this))
{
    updateTextFont();
    m_text->setObjectName(QStringLiteral("lessonText"));
    m_text->setWordWrap(true);
    m_text->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // A long step in a short dock (a projector at 200 %) scrolls instead of being cut off.
    m_textArea->setObjectName(QStringLiteral("lessonTextArea"));
    m_textArea->setWidget(m_text);
    m_textArea->setWidgetResizable(true);
    m_textArea->setFrameShape(QFrame::NoFrame);
    m_textArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_textArea->viewport()->installEventFilter(this);
    connect(m_textArea->verticalScrollBar(), &QAbstractSlider::actionTriggered, this,
            [this] { m_followAnswer = false; });
    QFont bold = font();
    bold.setBold(true);
    m_title->setFont(bold);
    // Any width: a long title in French, in presentation mode's type, made the window wider than
    // a 1280 x 720 projector at 150 % (its width was the window's minimum). updateTitle() elides
    // the lesson's name to the room, never the step's count; one line, as tall as before.
    m_title->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_title->setMinimumWidth(1);
    m_title->installEventFilter(this);
    auto* end = new QPushButton(tr("&End lesson"), this);
    m_back->setToolTip(tr("The previous step (PageUp, ←)"));
    m_next->setToolTip(tr("Reveal the figure, or the next step (PageDown, →)"));
    end->setToolTip(tr("Leave the lesson; the figure stays as it is"));
    // The buttons in the title's row, the text under both at the whole width: a column of three
    // buttons beside the text made the bar at least three buttons tall, more than a two-line
    // step needs, and on a projector that height was taken from the figure (which scrolled).
    auto* top = new QHBoxLayout;
    top->addWidget(m_title, 1);
    top->addWidget(m_back);
    top->addWidget(m_next);
    top->addWidget(end);
    auto* layout = new QVBoxLayout(this);
    // Thin margins above and below: every pixel of a projector's height goes to the figure.
    QMargins margins = layout->contentsMargins();
    margins.setTop(2);
    margins.setBottom(2);
    layout->setContentsMargins(margins);
    layout->setSpacing(2);
    layout->addLayout(top);
    layout->addWidget(m_textArea, 1);
    connect(m_next, &QPushButton::clicked, this, &LessonBar::forward);
    connect(m_back, &QPushButton::clicked, this, &LessonBar::back);
    connect(end, &QPushButton::clicked, this, &LessonBar::stop);
}

void LessonBar::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::FontChange)
        updateTextFont();
    QWidget::changeEvent(event);
}

bool LessonBar::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_title && (event->type() == QEvent::Resize || event->type() == QEvent::FontChange))
        updateTitle();
    if (watched == m_textArea->viewport() && event->type() == QEvent::Resize)
        fitText();
    return QWidget::eventFilter(watched, event);
}

namespace {
/// `text` laid out as the label lays it out (a QTextDocument without margin: the label's text is
/// selectable) at `width`.
struct TextLines {
    int height = 0;
    int lines = 0;
};
TextLines layOut(const QFont& font, const QString& text, int width)
{
    QTextDocument document;
    document.setDefaultFont(font);
    document.setDocumentMargin(0);
    document.setPlainText(text);
    document.setTextWidth(std::max(1, width));
    TextLines out;
    out.height = qCeil(document.size().height());
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next())
        out.lines += block.layout()->lineCount();
    return out;
}
} // namespace

int LessonBar::lineHeight() const
{
    // The step's own lines: a CJK fallback font's lines are taller than the Latin font's line
    // spacing, and a Latin step's lines are not as tall as a Chinese one's.
    const TextLines text = layOut(m_text->font(), m_text->text(), m_textArea->viewport()->width());
    if (text.lines > 0 && text.height > 0)
        return std::max(1, qRound(static_cast<double>(text.height) / text.lines));
    return QFontMetrics(m_text->font()).lineSpacing();
}

int LessonBar::heightForWholeStep(bool fromAnswer) const
{
    const QMargins margins = layout()->contentsMargins();
    const int textWidth = std::max(1, m_textArea->width());
    const int titleHeight = layout()->itemAt(0)->sizeHint().height(); // the title's row, buttons included
    const int textHeight = m_text->heightForWidth(textWidth) - (fromAnswer && m_revealed ? answerTop() : 0);
    const int texts = titleHeight + layout()->spacing() + std::max(textHeight, m_textArea->minimumHeight()) + 2;
    return margins.top() + margins.bottom() +
           std::max(texts, layout()->minimumSize().height() - margins.top() - margins.bottom());
}

void LessonBar::showWholeLines()
{
    auto* area = static_cast<LessonTextArea*>(m_textArea);
    const int room = area->contentsRect().height();
    const int line = lineHeight();
    const int text = m_text->heightForWidth(std::max(1, area->viewport()->width()));
    // Whole lines, unless that would cut the revealed answer's last line: it fits in the whole
    // room from its first line on, but not in the room less its partial line.
    const int whole = room - room % line;
    const bool answerNeedsAll = m_revealed && text - answerTop() <= room && text - answerTop() > whole;
    area->setBottomMargin(text > room && room > line && !answerNeedsAll ? room % line : 0);
    area->verticalScrollBar()->setSingleStep(line);
}

void LessonBar::fitText()
{
    showWholeLines();
    const int width = m_textArea->viewport()->width();
    m_text->setMinimumHeight(0); // QLabel's heightForWidth is at least its minimum height
    const int height = m_text->heightForWidth(width);
    if (height < 0)
        return;
    m_text->setMinimumHeight(height);
    // Three lines at least, or the whole step when it is shorter (a two-line step left an empty
    // line under it that a projector's figure lacked).
    if (const int least = std::min(m_threeLines, height + 4); least > 0 && m_textArea->minimumHeight() != least)
        m_textArea->setMinimumHeight(least);
    // At once, not at the next layout pass: the scroll bar's range follows the label's size.
    m_text->resize(width, std::max(height, m_textArea->viewport()->height()));
    // The range grows once the scroll bar takes its room: the answer's start, clamped to the
    // range of the moment, is set again until the reader scrolls.
    if (m_followAnswer && m_lesson)
        m_textArea->verticalScrollBar()->setValue(m_revealed ? answerTop() : 0);
}

void LessonBar::updateTitle()
{
    if (!m_lesson)
        return;
    const QString count = tr("%1 — step %2 of %3")
                              .arg(QString())
                              .arg(numbers::integer(m_step + 1))
                              .arg(numbers::integer(m_lesson->steps.size()));
    const QFontMetrics metrics(m_title->font());
    const int room = std::max(0, m_title->contentsRect().width() - metrics.horizontalAdvance(count) - 2);
    const QString name = metrics.elidedText(m_lesson->title.toString(), Qt::ElideRight, room);
    const QString text = tr("%1 — step %2 of %3")
                             .arg(name)
                             .arg(numbers::integer(m_step + 1))
                             .arg(numbers::integer(m_lesson->steps.size()));
    m_title->setText(text);
    m_title->setToolTip(name == m_lesson->title.toString() ? QString() : m_lesson->title.toString());
}

int LessonBar::answerTop() const
{
    if (!m_lesson)
        return 0;
    const QString question = m_lesson->steps[static_cast<std::size_t>(m_step)].question.toString();
    if (question.isEmpty())
        return 0;
    // The question's lines and the empty one after it, as the label lays them out.
    return layOut(m_text->font(), question + QLatin1Char('\n'), m_textArea->viewport()->width() - 2 * m_text->margin())
        .height;
}

void LessonBar::setExtraTextFactor(double factor)
{
    if (factor <= 0 || qFuzzyCompare(factor, m_extraFactor))
        return;
    m_extraFactor = factor;
    updateTextFont();
}

void LessonBar::updateTextFont()
{
    QFont big = font();
    big.setPointSizeF(big.pointSizeF() * 1.3 / m_extraFactor);
    m_text->setFont(big);
    // However short the dock gets, three lines show, and the scroll bar brings the rest.
    // Three lines as they are laid out, Chinese ones included: a CJK fallback font's lines are
    // taller than the Latin font's line spacing, and three such lines scrolled by a few pixels.
    const QRect threeLines = QFontMetrics(big).boundingRect(QRect(0, 0, 1 << 20, 1 << 20), 0,
                                                            QStringLiteral("Ag\u56FD\nAg\u56FD\nAg\u56FD"));
    m_threeLines = std::max(3 * QFontMetrics(big).lineSpacing(), threeLines.height()) + 4;
    m_textArea->setMinimumHeight(m_threeLines);
    fitText();
    emit textShown();
}

void LessonBar::start(const Lesson& lesson, int step, bool revealed)
{
    m_lesson = &lesson;
    show(std::clamp(step, 0, static_cast<int>(lesson.steps.size()) - 1), revealed);
}

void LessonBar::show(int step, bool revealed)
{
    m_step = step;
    const LessonStep& s = m_lesson->steps[static_cast<std::size_t>(step)];
    m_revealed = revealed || s.question.isEmpty();
    emit stepRequested(s.arguments);
    const QString text = s.text.toString();
    const QString question = s.question.toString();
    updateTitle();
    m_text->setText(m_revealed ? (question.isEmpty() ? text : question + QStringLiteral("\n\n") + text) : question);
    fitText();
    // Revealed, the answer is what the class reads now: its first line at the top when the
    // whole step does not fit (the question was on the cover a moment ago, and scrolls back).
    m_followAnswer = true;
    m_textArea->verticalScrollBar()->setValue(m_revealed ? answerTop() : 0);
    emit coverRequested(m_revealed ? QString() : question);
    m_back->setEnabled(step > 0);
    const bool last = step + 1 == static_cast<int>(m_lesson->steps.size());
    m_next->setText(!m_revealed ? tr("&Reveal ▶") : last ? tr("&Finish") : tr("&Next ▶"));
    emit textShown();
}

void LessonBar::forward()
{
    if (!m_lesson)
        return;
    if (!m_revealed) {
        show(m_step, true);
        return;
    }
    if (m_step + 1 < static_cast<int>(m_lesson->steps.size()))
        show(m_step + 1, false);
    else
        stop();
}

void LessonBar::back()
{
    if (m_lesson && m_step > 0)
        show(m_step - 1, true);
}

void LessonBar::stop()
{
    if (!m_lesson)
        return;
    m_lesson = nullptr;
    emit coverRequested(QString());
    emit stopped();
}

} // namespace pe::ui

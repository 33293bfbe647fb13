#pragma once

#include "ui/framework/lessons.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QScrollArea;

namespace pe::ui {

/// The guided lesson under way: its title, the step's text, and Back / Next / End. A step with
/// a question shows the question first ("predict, then reveal"); the next press reveals the
/// figure and the answer, the one after goes to the next step. The window applies each step's
/// arguments (stepRequested) and covers the figure while a question waits (coverRequested).
class LessonBar : public QWidget {
    Q_OBJECT
public:
    explicit LessonBar(QWidget* parent = nullptr);

    /// Starts `lesson` at `step` (0-based); `revealed` skips the step's question.
    void start(const Lesson& lesson, int step, bool revealed);
    bool isRunning() const { return m_lesson != nullptr; }
    const Lesson* lesson() const { return m_lesson; }
    int step() const { return m_step; }
    bool isRevealed() const { return m_revealed; }
    /// The step's text, and the area that scrolls it when the dock is too short for all of it.
    QLabel* textLabel() const { return m_text; }
    QScrollArea* textArea() const { return m_textArea; }
    /// The height of a line of the text (the scroll bar moves by it; the area shows whole ones).
    int lineHeight() const;
    /// The bar's height that shows the title and the whole step at the bar's width; with
    /// `fromAnswer`, from the revealed answer's first line on (the question above it scrolls).
    int heightForWholeStep(bool fromAnswer = false) const;
    /// The factor presentation mode puts on the application font (1: none). The step's text
    /// leaves it out: it is as large as in the window (1.3 times the interface text, above the
    /// figures' floor), so that a step and its figure both fit a projector's screen.
    void setExtraTextFactor(double factor);

public slots:
    /// The next key press: reveals the figure, or goes to the next step.
    void forward();
    /// Back to the previous step (shown revealed).
    void back();
    void stop();

signals:
    /// A step's text is shown (or the text's size changed): heightForWholeStep() may differ.
    void textShown();
    /// Set the figure up with these arguments (the same as a preset's).
    void stepRequested(const QStringList& arguments);
    /// Hide the figure behind `question` (an empty text uncovers it).
    void coverRequested(const QString& question);
    void stopped();

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void show(int step, bool revealed);
    /// The step's text 1.3 times the bar's font, which follows View ▸ Text size (and presentation
    /// mode's factor, divided out again).
    void updateTextFont();
    /// The title with the lesson's name elided to the bar's width, the step's count whole.
    void updateTitle();
    /// Makes the text as tall as it wraps at the area's width, so that the scroll bar reaches its
    /// last line (a word-wrapped QLabel in a QScrollArea otherwise gets the height it asks for at
    /// another width, and presentation mode's larger type cut the Fourier step's last lines).
    void fitText();
    /// Shrinks the text's viewport to whole lines when the step scrolls, so that no line shows
    /// cut in half at the bottom (the rest of the area stays empty below it).
    void showWholeLines();
    /// Where the answer starts below the question, in the text's pixels (0 without a question).
    int answerTop() const;

    const Lesson* m_lesson = nullptr;
    int m_step = 0;
    bool m_revealed = true;
    /// The text keeps its scroll position (the answer's start) through resizes until the reader scrolls.
    bool m_followAnswer = true;
    double m_extraFactor = 1.0;
    int m_threeLines = 0; ///< the text area's least height: three lines of the text's font
    QLabel* m_title;
    QLabel* m_text;
    QScrollArea* m_textArea;
    QPushButton* m_back;
    QPushButton* m_next;
};

} // namespace pe::ui

#pragma once

#include <QWidget>

class QLabel;

namespace pe::ui {

/// A QLabel whose new texts do not relayout the window. A plain QLabel asks its parent's layout
/// to recompute on every setText() (its size hint may change), which for a word-wrapped rich
/// text label in a deep widget tree costs more than painting it. Here the label sits in a
/// host without a layout that keeps room for a number of lines and only grows, when a text
/// needs more lines at the current width.
class StableLabel : public QWidget {
    Q_OBJECT
public:
    explicit StableLabel(QWidget* parent = nullptr);

    QLabel* label() const { return m_label; }
    void setText(const QString& text);
    /// Room kept for this many lines of the label's font (set the font first; a new text size
    /// or font later measures the lines again).
    void setLines(int lines);

    QSize sizeHint() const override { return {100, height()}; }
    QSize minimumSizeHint() const override { return {0, height()}; }

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void growToFit();

    QLabel* m_label;
    int m_lines = 1;
    int m_fittedWidth = -1; ///< the width the label was last measured at
    int m_fittedLength = 0; ///< the longest text measured at that width
};

} // namespace pe::ui

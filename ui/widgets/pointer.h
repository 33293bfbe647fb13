#pragma once

#include <QPoint>
#include <QWidget>

namespace pe::ui {

/// A presenter's pointer: a large, high-contrast ring that follows the mouse over `window`,
/// drawn above everything in it and letting every click through. Shown while on.
class Pointer : public QWidget {
    Q_OBJECT
public:
    explicit Pointer(QWidget* window);

    void setOn(bool on);
    bool isOn() const { return m_on; }
    /// The ring's radius in logical pixels.
    static constexpr int kRadius = 36;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;

private:
    void follow(QPoint global);

    QPoint m_at; ///< in this widget's coordinates
    bool m_on = false;
};

} // namespace pe::ui

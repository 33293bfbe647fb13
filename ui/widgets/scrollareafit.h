#pragma once

#include <QObject>

class QScrollArea;
class QWidget;

namespace pe::ui {

/// Keeps a scroll area as wide as its contents' least width, and the width of its vertical bar
/// free beside them while the bar shows, up to kMostOfWindow of its window's width: a panel
/// taller than the window (many settings) scrolls up and down, not sideways as well, at a
/// larger text size too. Owned by the area.
class RoomForScrollBar : public QObject {
public:
    RoomForScrollBar(QScrollArea* area, int minimumWidth);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    static constexpr double kMostOfWindow = 0.35;
    QScrollArea* m_area;
    QWidget* m_window; ///< the window it was made in (the main window)
    int m_minimumWidth;
};

} // namespace pe::ui

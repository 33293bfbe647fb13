#pragma once

#include <QObject>

class QScrollArea;

namespace pe::ui {

/// Keeps the width of a scroll area's vertical bar free beside its contents while the bar shows:
/// a panel taller than the window (many settings) scrolls up and down, not sideways as well.
/// Owned by the area.
class RoomForScrollBar : public QObject {
public:
    RoomForScrollBar(QScrollArea* area, int minimumWidth);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QScrollArea* m_area;
    int m_minimumWidth;
};

} // namespace pe::ui

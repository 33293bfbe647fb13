#include "ui/widgets/roomforscrollbar.h"

#include <QEvent>
#include <QScrollArea>
#include <QScrollBar>

#include <algorithm>

namespace pe::ui {

RoomForScrollBar::RoomForScrollBar(QScrollArea* area, int minimumWidth)
    : QObject(area)
    , m_area(area)
    , m_minimumWidth(minimumWidth)
{
    area->verticalScrollBar()->installEventFilter(this);
    if (area->widget())
        area->widget()->installEventFilter(this);
    m_window = area->window();
    m_window->installEventFilter(this);
}

bool RoomForScrollBar::eventFilter(QObject* watched, QEvent* event)
{
    // The bar shown or hidden, the contents' least width changed (View > Text size, another
    // view's settings) or the window resized: the area as wide as the contents and the bar
    // beside them, up to kMostOfWindow of the window (a small window with bold high-contrast
    // text kept a 320 px figure beside a 473 px panel); past that it scrolls sideways.
    const QEvent::Type type = event->type();
    if (((type == QEvent::Show || type == QEvent::Hide) && watched == m_area->verticalScrollBar()) ||
        (type == QEvent::LayoutRequest && watched == m_area->widget()) ||
        (type == QEvent::Resize && watched == m_window)) {
        const QWidget* bar = m_area->verticalScrollBar();
        const int contents = m_area->widget() ? m_area->widget()->minimumSizeHint().width() : 0;
        const int beside = bar->isVisibleTo(m_area) ? bar->sizeHint().width() : 0;
        // (a panel floating on its own is a window of its own: no share of another to keep)
        const bool floating = m_area->window() != m_window;
        const int most =
            floating ? QWIDGETSIZE_MAX : std::max(m_minimumWidth, static_cast<int>(kMostOfWindow * m_window->width()));
        const int width = std::clamp(contents + beside + 2 * m_area->frameWidth(), m_minimumWidth, most);
        if (m_area->minimumWidth() != width)
            m_area->setMinimumWidth(width);
    }
    return QObject::eventFilter(watched, event);
}

} // namespace pe::ui

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
}

bool RoomForScrollBar::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::Show || event->type() == QEvent::Hide) {
        const QWidget* bar = m_area->verticalScrollBar();
        const int contents = m_area->widget() ? m_area->widget()->minimumSizeHint().width() : 0;
        m_area->setMinimumWidth(bar->isVisibleTo(m_area) ? std::max(m_minimumWidth, contents + bar->sizeHint().width() +
                                                                                        2 * m_area->frameWidth())
                                                         : m_minimumWidth);
    }
    return QObject::eventFilter(watched, event);
}

} // namespace pe::ui

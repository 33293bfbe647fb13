#include "ui/widgets/pointer.h"

#include <QApplication>
#include <QCursor>
#include <QMouseEvent>
#include <QPainter>

namespace pe::ui {

Pointer::Pointer(QWidget* window)
    : QWidget(window)
{
    setObjectName(QStringLiteral("presentationPointer"));
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_NoSystemBackground);
    setAttribute(Qt::WA_TranslucentBackground);
    setFocusPolicy(Qt::NoFocus);
    hide();
    window->installEventFilter(this); // its resizes
}

void Pointer::setOn(bool on)
{
    if (on == m_on)
        return;
    m_on = on;
    if (on) {
        qApp->installEventFilter(this); // the mouse over any widget of the window
        setGeometry(parentWidget()->rect());
        follow(QCursor::pos());
        show();
        raise();
    } else {
        qApp->removeEventFilter(this);
        hide();
    }
}

bool Pointer::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == parentWidget() && event->type() == QEvent::Resize)
        setGeometry(parentWidget()->rect());
    if (m_on && event->type() == QEvent::MouseMove)
        follow(static_cast<QMouseEvent*>(event)->globalPosition().toPoint());
    return QWidget::eventFilter(watched, event);
}

void Pointer::follow(QPoint global)
{
    const QPoint at = mapFromGlobal(global);
    if (at == m_at)
        return;
    const int r = kRadius + 4;
    update(QRect(m_at - QPoint(r, r), QSize(2 * r, 2 * r)));
    m_at = at;
    update(QRect(m_at - QPoint(r, r), QSize(2 * r, 2 * r)));
    raise();
}

void Pointer::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    // Seen on any figure: a translucent yellow disc in a thick vermilion ring, a white rim.
    p.setBrush(QColor(255, 221, 0, 90));
    p.setPen(QPen(Qt::white, 7));
    p.drawEllipse(QPointF(m_at), kRadius, kRadius);
    p.setPen(QPen(QColor(213, 94, 0), 4));
    p.drawEllipse(QPointF(m_at), kRadius, kRadius);
}

} // namespace pe::ui

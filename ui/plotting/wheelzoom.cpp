#include "ui/plotting/wheelzoom.h"

#include <qcustomplot.h>

#include <QWheelEvent>

#include <cmath>

namespace pe::ui::wheelzoom {

bool zoomAbout(QCPAxisRect* rect, const QList<QCPAxis*>& axes, QWheelEvent* event)
{
    const QPointF at = event->position();
    if (!rect->rect().contains(at.toPoint()))
        return false;
    const double notches = event->angleDelta().y() / 120.0;
    for (QCPAxis* axis : axes) {
        const bool horizontal = axis->orientation() == Qt::Horizontal;
        const double factor = std::pow(rect->rangeZoomFactor(axis->orientation()), notches);
        axis->scaleRange(factor, axis->pixelToCoord(horizontal ? at.x() : at.y()));
    }
    event->accept();
    return true;
}

} // namespace pe::ui::wheelzoom

#pragma once
/// @file wheelzoom.h
/// Wheel zoom for the views whose range change asks for a recompute (heatmap, distance).

#include <QList>

class QCPAxis;
class QCPAxisRect;
class QWheelEvent;

namespace pe::ui::wheelzoom {

/// When the wheel event is over `rect`: scales `axes` about the cursor by the rect's zoom
/// factor per notch, as QCustomPlot's iRangeZoom does, accepts the event and returns true.
/// Unlike iRangeZoom it does not replot at once, which would first draw the old image
/// stretched: the range change requests a recompute, whose single replot shows the new
/// viewport at its own resolution.
bool zoomAbout(QCPAxisRect* rect, const QList<QCPAxis*>& axes, QWheelEvent* event);

} // namespace pe::ui::wheelzoom

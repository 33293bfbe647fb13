#pragma once

#include "ui/plotting/dotsprites.h"
#include "ui/plotting/simpleplottable.h"

#include <QVector>

namespace pe::ui {

/// Points joined in order, each coloured by its own value through a gradient (the trail of a
/// clock hand, coloured by position). QCPCurve and QCPGraph have one pen for all points;
/// dots are blitted
/// sprites on screen and vector shapes in SVG and PDF exports, which stay sharp.
class ColouredPoints : public SimplePlottable {
    Q_OBJECT
public:
    ColouredPoints(QCPAxis* keyAxis, QCPAxis* valueAxis);

    /// Points (plot coordinates) and one colour value per point, in drawing order.
    void setPoints(const QVector<QPointF>& points, const QVector<double>& values);
    void setGradient(const QCPColorGradient& gradient) { m_gradient = gradient; }
    void setColourRange(const QCPRange& range) { m_range = range; }
    /// Diameter of the dots in pixels.
    void setDotSize(double pixels) { m_dotSize = pixels; }

    const QVector<QPointF>& points() const { return m_points; }
    const QVector<double>& values() const { return m_values; }

protected:
    void draw(QCPPainter* painter) override;
    std::optional<QCPRange> range(Along along) const override;
    void drawLegendIcon(QCPPainter* painter, const QRectF& rect) const override;

private:
    QColor colourOf(double value) const;

    QVector<QPointF> m_points;
    QVector<double> m_values;
    mutable QCPColorGradient m_gradient; // color() fills its lookup table lazily
    QCPRange m_range{0, 1};
    double m_dotSize = 7;
    DotSprites m_sprites;
};

} // namespace pe::ui

#pragma once

#include "ui/plotting/simpleplottable.h"

#include <vector>

namespace pe::ui {

/// A curve y(x) (x ascending) whose cost is bounded by the pixels it covers. Where its points
/// are sparser than the pixel columns it is a polyline (or steps) in its pen, antialiased and
/// dashed as the pen says. Where they are denser, each pixel column shows the vertical extent
/// the polyline sweeps in it (joined to the previous column), as aliased pen-wide columns:
/// the same picture as the dense polyline, which Qt's antialiased stroker fills in time that
/// grows with its length in pixels (milliseconds for a thousand zigzag vertices), while a few
/// thousand one-pixel columns cost well under a millisecond. Vector painters (SVG, PDF) get the
/// same columns as line segments in the pen.
class ColumnCurve : public SimplePlottable {
    Q_OBJECT
public:
    ColumnCurve(QCPAxis* keyAxis, QCPAxis* valueAxis);

    /// The points; x ascending (equal x allowed: a vertical segment), same sizes.
    void setData(std::vector<double> x, std::vector<double> y);
    const std::vector<double>& xs() const { return m_x; }
    const std::vector<double>& ys() const { return m_y; }

    /// Sparse points joined by steps (y held until the next x, as QCPGraph::lsStepLeft) instead
    /// of straight lines.
    void setSteps(bool steps) { m_steps = steps; }

    /// For tests: whether the last draw() drew pixel columns (true) or the polyline (false).
    bool drewColumns() const { return m_drewColumns; }

protected:
    void draw(QCPPainter* painter) override;
    std::optional<QCPRange> range(Along along) const override;
    void drawLegendIcon(QCPPainter* painter, const QRectF& rect) const override;

private:
    void drawPolyline(QCPPainter* painter, size_t first, size_t last) const;
    void drawColumns(QCPPainter* painter, size_t first, size_t last) const;

    std::vector<double> m_x, m_y;
    bool m_steps = false;
    bool m_drewColumns = false;
};

} // namespace pe::ui

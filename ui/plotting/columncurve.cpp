#include "ui/plotting/columncurve.h"

#include "ui/plotting/dotsprites.h"
#include "ui/plotting/rasterpieces.h"

#include <algorithm>
#include <climits>
#include <cmath>

namespace pe::ui {

ColumnCurve::ColumnCurve(QCPAxis* keyAxis, QCPAxis* valueAxis)
    : SimplePlottable(keyAxis, valueAxis)
{
    setBrush(Qt::NoBrush);
}

void ColumnCurve::setData(std::vector<double> x, std::vector<double> y)
{
    y.resize(x.size());
    m_x = std::move(x);
    m_y = std::move(y);
}

std::optional<QCPRange> ColumnCurve::range(Along along) const
{
    if (m_x.empty())
        return std::nullopt;
    if (along == Along::Keys)
        return QCPRange(m_x.front(), m_x.back());
    const auto [lo, hi] = std::minmax_element(m_y.begin(), m_y.end());
    return QCPRange(*lo, *hi);
}

void ColumnCurve::draw(QCPPainter* painter)
{
    QCPAxis* x = keyAxis();
    if (!x || !valueAxis() || m_x.empty())
        return;
    // The points the key range shows, and one more on each side so that the line leaves the edges.
    const QCPRange visible = x->range();
    const auto begin = m_x.begin();
    size_t first = static_cast<size_t>(std::lower_bound(begin, m_x.end(), visible.lower) - begin);
    size_t last = static_cast<size_t>(std::upper_bound(begin, m_x.end(), visible.upper) - begin);
    first = first > 0 ? first - 1 : 0;
    last = std::min(m_x.size(), last + 1);
    const double pixels = std::abs(x->coordToPixel(visible.upper) - x->coordToPixel(visible.lower));
    m_drewColumns = static_cast<double>(last - first) > pixels;
    if (m_drewColumns)
        drawColumns(painter, first, last);
    else
        drawPolyline(painter, first, last);
}

namespace {
/// A pixel y kept within a few heights of the rect (values far outside would overflow ints).
double clampedPixel(const QCPAxis* axis, double value, const QRect& rect)
{
    const double p = axis->coordToPixel(value);
    const double margin = 2.0 * rect.height() + 8;
    return std::clamp(std::isfinite(p) ? p : rect.center().y(), rect.top() - margin, rect.bottom() + margin);
}
} // namespace

void ColumnCurve::drawPolyline(QCPPainter* painter, size_t first, size_t last) const
{
    const QCPAxis* x = keyAxis();
    const QCPAxis* y = valueAxis();
    const QRect rect = clipRect();
    QVector<QPointF> points;
    points.reserve(static_cast<int>(2 * (last - first)));
    for (size_t i = first; i < last; ++i) {
        const QPointF p(x->coordToPixel(m_x[i]), clampedPixel(y, m_y[i], rect));
        if (m_steps && !points.isEmpty())
            points.append(QPointF(p.x(), points.last().y()));
        points.append(p);
    }
    painter->setPen(pen());
    painter->setBrush(Qt::NoBrush);
    applyDefaultAntialiasingHint(painter);
    painter->drawPolyline(points.constData(), static_cast<int>(points.size()));
}

void ColumnCurve::drawColumns(QCPPainter* painter, size_t first, size_t last) const
{
    const QCPAxis* x = keyAxis();
    const QCPAxis* y = valueAxis();
    const QRect rect = clipRect();
    const QPen pen = this->pen();
    // A column is as wide as the pen, and reaches half the pen past its extremes.
    const int width = std::max(1, static_cast<int>(std::lround(pen.widthF())));
    const int left = (width - 1) / 2;
    const double reach = 0.5 * (width - 1);
    QVector<QLine> lines;
    lines.reserve(static_cast<int>(width * std::min<size_t>(last - first, 4096) + 16));
    QVector<QLineF> vectorLines;
    const bool pixelsOut = DotSprites::drawsPixels(painter);
    auto emitColumn = [&](int column, double top, double bottom) {
        if (!pixelsOut) {
            vectorLines.append(QLineF(column, top, column, bottom));
            return;
        }
        const int t = static_cast<int>(std::floor(top - reach + 0.5));
        const int b = std::max(t, static_cast<int>(std::floor(bottom + reach + 0.5)));
        for (int k = 0; k < width; ++k)
            appendColumnPieces(&lines, column - left + k, t, b);
    };
    int column = INT_MIN;
    double top = 0, bottom = 0, lastY = 0, lastX = 0;
    for (size_t i = first; i < last; ++i) {
        const double px = x->coordToPixel(m_x[i]);
        const double py = clampedPixel(y, m_y[i], rect);
        const int c = static_cast<int>(std::floor(px + 0.5));
        if (c == column) {
            top = std::min(top, py);
            bottom = std::max(bottom, py);
        } else {
            if (column != INT_MIN) {
                emitColumn(column, top, bottom);
                // Columns between two points (sparse stretches): the segment's extent in each.
                for (int k = column + 1; k < c; ++k) {
                    const double f0 = m_steps ? 0.0 : std::clamp((k - 0.5 - lastX) / (px - lastX), 0.0, 1.0);
                    const double f1 = m_steps ? 0.0 : std::clamp((k + 0.5 - lastX) / (px - lastX), 0.0, 1.0);
                    const double y0 = lastY + f0 * (py - lastY), y1 = lastY + f1 * (py - lastY);
                    emitColumn(k, std::min(y0, y1), std::max(y0, y1));
                }
            }
            // The segment from the previous point joins this column.
            top = column == INT_MIN ? py : std::min(py, lastY);
            bottom = column == INT_MIN ? py : std::max(py, lastY);
            column = c;
        }
        lastX = px;
        lastY = py;
    }
    if (column != INT_MIN)
        emitColumn(column, top, bottom);

    painter->setBrush(Qt::NoBrush);
    if (!pixelsOut) {
        QPen solid = pen;
        solid.setStyle(Qt::SolidLine);
        solid.setCapStyle(Qt::SquareCap);
        painter->setPen(solid);
        painter->drawLines(vectorLines.constData(), static_cast<int>(vectorLines.size()));
        return;
    }
    painter->setAntialiasing(false);
    QPen cosmetic(pen.color(), 0);
    cosmetic.setCosmetic(true);
    cosmetic.setCapStyle(Qt::SquareCap);
    painter->setPen(cosmetic);
    painter->drawLines(lines.constData(), static_cast<int>(lines.size()));
}

void ColumnCurve::drawLegendIcon(QCPPainter* painter, const QRectF& rect) const
{
    applyDefaultAntialiasingHint(painter);
    painter->setPen(pen());
    painter->drawLine(QLineF(rect.left(), rect.center().y(), rect.right(), rect.center().y()));
}

} // namespace pe::ui

#pragma once

#include "ui/plotting/simpleplottable.h"

namespace pe::ui {

/// The range a curve sweeps per block of keys, ready to draw: block i covers keys
/// [keys[i] - halfWidth, keys[i] + halfWidth] and values [lo[i], hi[i]]. Built off the GUI thread.
struct BandData {
    QVector<double> keys;
    QVector<double> lo;
    QVector<double> hi;
    double halfWidth = 0.5;
};

/// Fills each block of a BandData with the brush's colour (no outline, not antialiased,
/// horizontal key axis), one pixel column at a time. Adjacent blocks tile without seams. QCPGraph's channel fill draws
/// the same band as one polygon, which Qt's antialiased rasteriser fills in time that grows much faster than its vertex
/// count (hundreds of milliseconds at 1,000 zigzag vertices); pixel columns cost O(width).
class BandPlottable : public SimplePlottable {
    Q_OBJECT
public:
    BandPlottable(QCPAxis* keyAxis, QCPAxis* valueAxis);

    void setBand(QSharedPointer<const BandData> band);
    QSharedPointer<const BandData> band() const { return m_band; }

protected:
    void draw(QCPPainter* painter) override;
    std::optional<QCPRange> range(Along along) const override;
    void drawLegendIcon(QCPPainter* painter, const QRectF& rect) const override;

private:
    QSharedPointer<const BandData> m_band;
};

} // namespace pe::ui

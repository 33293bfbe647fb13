#pragma once

#include "ui/plotting/simpleplottable.h"

#include <QVector>

namespace pe::ui {

/// Touching bars of width 1 centred on 0, 1, 2, ... from a base value up to their tops, filled
/// as one polygon: thousands of bars (one per dimension at d = 4096) cost one fill instead of one
/// rectangle each, and bars that share a pixel column become one column as high as the highest.
/// A vector shape, so SVG and PDF exports stay sharp.
class StepBars : public SimplePlottable {
    Q_OBJECT
public:
    StepBars(QCPAxis* keyAxis, QCPAxis* valueAxis);

    /// Bar i reaches tops[i] (in value coordinates); bars below the base value are not drawn.
    void setTops(QVector<double> tops) { m_tops = std::move(tops); }
    const QVector<double>& tops() const { return m_tops; }
    void setBaseValue(double base) { m_base = base; }

protected:
    void draw(QCPPainter* painter) override;
    std::optional<QCPRange> range(Along along) const override;

private:
    QVector<double> m_tops;
    double m_base = 0;
};

} // namespace pe::ui

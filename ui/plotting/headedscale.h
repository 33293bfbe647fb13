#pragma once

#include <QString>
#include <qcustomplot.h>

namespace pe::ui {

/// A colour scale whose unit is a short heading lying flat above its bar and its top tick
/// label, in the tick labels' font, rather than an axis label standing beside the tick labels. A standing label beside
/// the next panel's standing y label read as one ("dB RMSE" in the Fourier view); above the
/// bar it belongs to the bar. The scale asks for the heading's room in its top margin (in a
/// margin group, the panels beside it move down with it). Meant for a short unit: a heading
/// wider than the bar and its tick labels reaches past the scale on the right.
class HeadedColorScale : public QCPColorScale {
    Q_OBJECT
public:
    explicit HeadedColorScale(QCustomPlot* plot);

    void setHeading(const QString& heading);
    const QString& heading() const { return m_heading; }
    /// Where the heading is drawn at the present layout (empty without a heading).
    QRect headingRect() const;

protected:
    int calculateAutoMargin(QCP::MarginSide side) override;
    void draw(QCPPainter* painter) override;

private:
    /// Pixels between the heading and the top tick label.
    static constexpr int kGap = 2;
    /// Pixels from the heading's foot to the bar's top end.
    int above() const;
    QString m_heading;
};

} // namespace pe::ui

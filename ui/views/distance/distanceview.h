#pragma once

#include "ui/framework/viewregistration.h"
#include "ui/views/distance/distanceframe.h"

#include <qcustomplot.h>

class QCPAxisRect;
class QCPColorMap;
class QCPColorScale;
class QCPGraph;
class QCPItemText;
class QCPTextElement;
class QLabel;
class QMouseEvent;
class QWheelEvent;

namespace pe::ui {

class FastColorMap;

/// The L x L similarity (or distance) matrix of the positions (article 004), its profile
/// against the offset t - s with the first false-neighbour peak, and the table of consecutive
/// distances of article 003. Uses g(D) = sum_k cos(w_k D): a frame costs
/// O((rows + cols) d + pixels), never O(L^2 d).
class DistanceView : public TypedView<DistanceView, DistanceSettings, DistanceFrame, DistanceViewport> {
    Q_OBJECT
public:
    PE_VIEW_CONTRACT(DistanceView, computeDistance);
    ~DistanceView() override;

    QCustomPlot* primaryPlot() const override { return m_plot; }
    QString caption() const override;
    QString csvProblem(const QString& option) const override;
    qint64 csvValueCount(const QString& option) const override;

    core::Metric metric() const { return settings().metric; }

protected:
    DistanceViewport viewport() const override;
    void inputsChanged(const ViewInputs& previous) override;
    void settingsChanged(const DistanceSettings& previous) override;

private:
    void writeTableCsv(const QString& option, core::io::CsvWriter& out) const;
    void applyMetric();
    void resetRanges();
    void boundRanges();
    /// The false neighbour's label where the curve, its marks and the Δ = ±1 label are not.
    void placePeakLabel();
    /// The curve's least width (without margins) for the false neighbour's label `peak`.
    int curveLeastWidth(const QString& peak) const;
    /// Whether `box` (pixels) is clear of the curve, its marks and the Δ = ±1 label.
    bool clearOfCurve(const QRectF& box) const;
    void onMouseMove(QMouseEvent* event);
    void onWheel(QWheelEvent* event);
    QString metricTitle(core::Metric metric) const;
    /// The metric between PE(a) and PE(b), e.g. "PE(t) · PE(s)".
    QString metricLabel(core::Metric metric, const QString& a, const QString& b) const;

    QCustomPlot* m_plot;
    QCPAxisRect* m_matrixRect;
    QCPAxisRect* m_curveRect;
    FastColorMap* m_map;
    QCPColorScale* m_scale;
    QCPGraph* m_curveGraph;
    QCPGraph* m_peakGraph;
    QCPItemText* m_peakLabel;
    QCPGraph* m_exactGraph;
    QCPItemText* m_exactLabel;
    QCPTextElement* m_title;
    QCPTextElement* m_table;
    QCPRange m_curveRange; ///< the curve's values, without the room made for its label
    QString m_tableWhole;
    QString m_tableShort; ///< the table without its notes, for a page too tall
    /// The false neighbour's label: whole, without its threshold, and that in narrower lines.
    QString m_peakWhole, m_peakShort, m_peakNarrow;
    QLabel* m_resolutionLabel;
    std::shared_ptr<const DistanceFrame> m_drawn; ///< the frame on the map (a reused frame is not drawn again)
};

} // namespace pe::ui

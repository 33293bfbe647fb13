#pragma once

#include "ui/framework/viewregistration.h"
#include "ui/plotting/figureplot.h"
#include "ui/views/heatmap/heatmapframe.h"

#include <memory>

class QCustomPlot;
class QCPColorScale;
class QCPTextElement;
class QCPAxis;
class QLabel;

namespace pe::ui {

class FastColorMap;
class HeatmapAnnotations;

/// The PE matrix as a heatmap: positions on one axis, dimensions on the other, red-white-blue
/// from -1 to +1. Each pixel averages the matrix entries under it (exact block means of cells
/// no wider than a pixel, box-filtered onto the pixels), so the cost follows the viewport and
/// fine stripes blend instead of making moiré. Wheel-zoom and drag recompute
/// at the new resolution; hovering reads out the exact value.
class HeatmapView : public TypedView<HeatmapView, HeatmapSettings, HeatmapFrame, HeatmapViewport> {
    Q_OBJECT
public:
    PE_VIEW_CONTRACT(HeatmapView, computeHeatmap);
    ~HeatmapView() override;

    QCustomPlot* primaryPlot() const override { return m_plot; }
    QString csvProblem(const QString& option) const override;
    qint64 csvValueCount(const QString& option) const override;

    bool isTransposed() const { return settings().transposed; }

protected:
    HeatmapViewport viewport() const override;
    void inputsChanged(const ViewInputs& previous) override;
    void settingsChanged(const HeatmapSettings& previous) override;

private:
    void onDoubleClick(QMouseEvent* event);
    QCPAxis* positionAxis() const;
    QCPAxis* dimensionAxis() const;
    void resetRanges();
    void boundRanges();
    void updateTitle();
    void onMouseMove(QMouseEvent* event);
    void onWheel(QWheelEvent* event);

    FigurePlot* m_plot;
    FastColorMap* m_map;
    QCPColorScale* m_scale;
    QCPTextElement* m_title;
    QLabel* m_resolutionLabel;
    std::unique_ptr<HeatmapAnnotations> m_annotations;
};

} // namespace pe::ui

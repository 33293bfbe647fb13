#pragma once

#include "ui/framework/viewregistration.h"
#include "ui/plotting/panelview.h"

#include "ui/views/alibi/alibiframe.h"

#include <utility>
#include <vector>

namespace pe::ui {

/// Attention with linear biases: each head subtracts slope × distance from its logits. Shows the
/// bias of every head over the offset, the geometric sequence of slopes, and one head's causal
/// bias matrix (keys after the query masked).
class AlibiView : public PanelView<AlibiView, AlibiSettings, AlibiFrame, AlibiViewport> {
    Q_OBJECT
public:
    PE_VIEW_CONTRACT(AlibiView, computeAlibi);

    QString caption() const override;
    QString csvProblem(const QString& option) const override;

    /// Largest H × L (rows) the CSV export writes.
    static constexpr qint64 kMaxCsvRows = 50'000'000;

    /// The slope plot's value axis (logarithmic): it spans every head's slope.
    std::pair<double, double> slopeAxisRange() const;

protected:
    AlibiViewport viewport() const override;

private:
    QString m_titleWhole, m_titleShort; ///< the title, and in short for a page too tall for its room
    /// The short title on a page too tall for its room at the floor (not in an export).
    void showTitle();
    void drawCurves(const AlibiFrame& f);
    QString hoverText(const AlibiFrame& f, QCPAxisRect* rect, double x, double y) const;

    QCPAxisRect* m_curveRect;
    QCPAxisRect* m_slopeRect;
    QCPAxisRect* m_matrixRect;
    QCPLegend* m_curveLegend = nullptr;
    std::vector<QCPGraph*> m_curves;
    QCPGraph* m_slopes;
    FastColorMap* m_map;
    QCPColorScale* m_scale;
};

} // namespace pe::ui

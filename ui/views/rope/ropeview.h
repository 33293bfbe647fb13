#pragma once

#include "ui/framework/viewregistration.h"
#include "ui/plotting/panelview.h"

#include "ui/views/rope/ropeframe.h"

namespace pe::ui {

class ColumnCurve;

/// Rotary position embedding: the score of all-ones q and k as a function of the offset (the
/// long-term decay), the L x L score matrix, the wavelength of each pair before and after a
/// context-extension scaling (every Hugging Face rope_type), and the scaling per pair: YaRN's
/// ramp, LongRoPE's factors, or theta'_i / theta_i.
/// Tests find the decay panel ("curve") and the matrix ("matrix", "matrixMap") by objectName.
class RopeView : public PanelView<RopeView, RopeSettings, RopeFrame, RopeViewport> {
    Q_OBJECT
public:
    PE_VIEW_CONTRACT(RopeView, computeRope);
    static ViewDescriptor describe();

    QString caption() const override;
    QString csvProblem(const QString& option) const override;

    /// Largest L x d/2 (cosines in double) the CSV export computes.
    static constexpr double kMaxCsvTerms = 1e9;

protected:
    RopeViewport viewport() const override;

private:
    void drawWavelengths(const RopeFrame& f);
    void drawRamp(const RopeFrame& f);
    QString ropeNote(const RopeFrame& f) const;
    QString hoverText(const RopeFrame& f, QCPAxisRect* rect, double x, double y) const;

    QCPAxisRect* m_curveRect;
    QCPAxisRect* m_matrixRect;
    QCPAxisRect* m_waveRect;
    QCPAxisRect* m_rampRect;
    ColumnCurve* m_curve;
    QCPGraph* m_zero;
    FastColorMap* m_map;
    QCPColorScale* m_scale;
    QCPGraph* m_originalWave;
    QCPGraph* m_scaledWave;
    QCPGraph* m_originalLine;
    QCPGraph* m_extendedLine;
    QCPGraph* m_lowBandLine;  ///< llama3: L0 / low_freq_factor
    QCPGraph* m_highBandLine; ///< llama3: L0 / high_freq_factor
    QCPGraph* m_ramp;
    QCPGraph* m_paperRamp;
    QCPLegend* m_curveLegend = nullptr;
    QCPLegend* m_waveLegend = nullptr;
    QCPLegend* m_rampLegend = nullptr;
    const RopeFrame* m_drawn = nullptr; ///< the frame on the plot (the live frame(): no other has its address)
};

} // namespace pe::ui

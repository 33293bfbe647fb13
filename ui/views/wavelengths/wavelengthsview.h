#pragma once

#include "ui/framework/viewregistration.h"
#include "ui/views/wavelengths/wavelengthsframe.h"

namespace pe::ui {

/// The wavelength ladder: one point per pair on a log axis between 2*pi and 2*pi*n, the sequence
/// length L as a line, the pairs completing less than one turn within L highlighted; the staircase
/// of a second d on the same range (article 003); and the current base against article 004's
/// alien clock, with how many dimensions stay informative within L.
class WavelengthsView : public TypedView<WavelengthsView, WavelengthsSettings, WavelengthsFrame> {
    Q_OBJECT
public:
    PE_VIEW_CONTRACT(WavelengthsView, computeWavelengths);

    QString caption() const override;
    QString csvProblem(const QString& option) const override;
    QCustomPlot* primaryPlot() const override { return m_plot; }

    /// What is drawn now: the CSV writes it.
    const LadderFigure& figure() const;

private:
    void onMouseMove(QMouseEvent* event);

    LadderPlot* m_plot;
    const WavelengthsFrame* m_drawn = nullptr;
};

} // namespace pe::ui

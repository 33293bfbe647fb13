#pragma once

#include "ui/framework/viewregistration.h"
#include "ui/views/rotation/rotationframe.h"

class QSlider;
class QSpinBox;

namespace pe::ui {

class RotationPlot;
class StableLabel;

/// The offset as a rotation (article 000): for the chosen pair, PE(t) on its circle, the arc
/// of w_k phi and PE(t + phi) landing where M(phi) sends PE(t); the entries of M(phi); the
/// residual of the identity over every pair (rounding level) against the same test with the
/// sine alone, which fails; and two positions a sine alone cannot tell apart.
class RotationView : public TypedView<RotationView, RotationSettings, RotationFrame> {
    Q_OBJECT
public:
    PE_VIEW_CONTRACT(RotationView, computeRotation);

    QCustomPlot* primaryPlot() const override;
    QString caption() const override;

    long offset() const { return settings().offset; }
    int pair() const { return settings().pair; }
    void setPair(int pair);

protected:
    void inputsChanged(const ViewInputs& previous) override;
    void settingsChanged(const RotationSettings& previous) override;

private:
    void syncControls();
    void writeRotations(core::io::CsvWriter& out) const;
    void writeSineOnly(core::io::CsvWriter& out) const;

    RotationPlot* m_plot;
    QSpinBox* m_positionSpin;
    QSlider* m_positionSlider;
    StableLabel* m_pairInfo;
};

} // namespace pe::ui

#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;
class QDoubleSpinBox;
class QSpinBox;

namespace pe::ui {

class AppState;
class LogSlider;

/// The shared controls: d, n and L, each a logarithmic slider with an exact spin box, and
/// the column layout. Every change goes to AppState; the controls follow AppState back.
/// The controls are named for tests and the benchmark (objectName dimSlider, dimSpin, baseSlider,
/// baseSpin, lengthSlider, lengthSpin, layoutBox).
class ParameterPanel : public QWidget {
    Q_OBJECT
public:
    /// Form: labelled rows with the formula (the Parameters dock). Row: d, n and L side by
    /// side with short labels, without the layout and the formula (presentation mode).
    enum class Arrangement { Form, Row };
    explicit ParameterPanel(AppState* state, QWidget* parent = nullptr, Arrangement arrangement = Arrangement::Form);

private:
    void syncFromState();
    void arrangeForm();
    void arrangeRow();

    AppState* m_state;
    LogSlider* m_dimSlider;
    LogSlider* m_baseSlider;
    LogSlider* m_lengthSlider;
    QSpinBox* m_dimSpin;
    QDoubleSpinBox* m_baseSpin;
    QSpinBox* m_lengthSpin;
    QComboBox* m_layoutBox;
    QLabel* m_formula;
    QPushButton* m_unload;
    Arrangement m_arrangement;
};

} // namespace pe::ui

#pragma once

#include <QWidget>

#include <vector>

class QComboBox;
class QLabel;
class QPushButton;
class QAbstractSpinBox;

namespace pe::ui {

class AppState;
class LogSlider;
namespace shared {
struct Parameter;
}

/// The shared controls, one per parameter declared in ui/framework/sharedparams.cpp: a number
/// gets a logarithmic slider with an exact spin box, a choice a list. Every change goes to
/// AppState; the controls follow AppState back. The controls are named by the declaration for
/// tests and the benchmark (objectName dimSlider, dimSpin, baseSlider, baseSpin, lengthSlider,
/// lengthSpin, layoutBox).
class ParameterPanel : public QWidget {
    Q_OBJECT
public:
    /// Form: labelled rows with the formula (the Parameters dock). Row: the numbers side by side
    /// with short labels, without the choices and the formula (presentation mode).
    enum class Arrangement { Form, Row };
    explicit ParameterPanel(AppState* state, QWidget* parent = nullptr, Arrangement arrangement = Arrangement::Form);

private:
    /// The controls of one parameter: a slider and a spin box, or a list.
    struct Control {
        const shared::Parameter* parameter = nullptr;
        LogSlider* slider = nullptr;
        QAbstractSpinBox* spin = nullptr;
        QComboBox* box = nullptr;
        QWidget* focus() const;
    };

    Control makeControl(const shared::Parameter& parameter);
    void syncFromState();
    void arrangeForm();
    void arrangeRow();

    AppState* m_state;
    std::vector<Control> m_controls;
    QLabel* m_formula;
    QPushButton* m_unload;
    Arrangement m_arrangement;
};

} // namespace pe::ui

#include "ui/widgets/parameterpanel.h"

#include "ui/framework/appstate.h"
#include "ui/framework/numbers.h"
#include "ui/widgets/logslider.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace pe::ui {

namespace {
/// Shows 10000 as "10000" and 1.5 as "1.5", not "10000.0000".
class BaseSpinBox : public QDoubleSpinBox {
public:
    using QDoubleSpinBox::QDoubleSpinBox;
    QString textFromValue(double value) const override { return numbers::real(value, 12, locale()); }
};

QWidget* row(QWidget* slider, QWidget* spin)
{
    auto* w = new QWidget;
    auto* l = new QVBoxLayout(w);
    l->setContentsMargins(0, 0, 0, 0);
    l->addWidget(spin);
    l->addWidget(slider);
    return w;
}
} // namespace

ParameterPanel::ParameterPanel(AppState* state, QWidget* parent, Arrangement arrangement)
    : QWidget(parent)
    , m_state(state)
    , m_arrangement(arrangement)
{
    using core::Limits;
    m_dimSlider = new LogSlider(Limits::minDim, Limits::maxDim, true, this);
    m_dimSlider->setObjectName(QStringLiteral("dimSlider"));
    m_baseSlider = new LogSlider(2, 1e6, false, this);
    m_baseSlider->setObjectName(QStringLiteral("baseSlider"));
    m_lengthSlider = new LogSlider(Limits::minLength, Limits::maxLength, true, this);
    m_lengthSlider->setObjectName(QStringLiteral("lengthSlider"));

    m_dimSpin = new QSpinBox(this);
    m_dimSpin->setObjectName(QStringLiteral("dimSpin"));
    m_dimSpin->setRange(Limits::minDim, Limits::maxDim);
    m_baseSpin = new BaseSpinBox(this);
    m_baseSpin->setObjectName(QStringLiteral("baseSpin"));
    // Ten decimals: a base typed on the command line (1.0000001) is shown as it is computed.
    m_baseSpin->setDecimals(10);
    m_baseSpin->setRange(1.0000000001, Limits::maxBase);
    m_baseSpin->setStepType(QAbstractSpinBox::AdaptiveDecimalStepType);
    m_lengthSpin = new QSpinBox(this);
    m_lengthSpin->setObjectName(QStringLiteral("lengthSpin"));
    m_lengthSpin->setRange(static_cast<int>(Limits::minLength), static_cast<int>(Limits::maxLength));
    m_lengthSpin->setStepType(QAbstractSpinBox::AdaptiveDecimalStepType);
    // Typing 512 should not recompute for 5 and 51 first.
    for (QAbstractSpinBox* spin :
         {static_cast<QAbstractSpinBox*>(m_dimSpin), static_cast<QAbstractSpinBox*>(m_baseSpin),
          static_cast<QAbstractSpinBox*>(m_lengthSpin)})
        spin->setKeyboardTracking(false);
    m_layoutBox = new QComboBox(this);
    m_layoutBox->setObjectName(QStringLiteral("layoutBox"));
    m_layoutBox->addItem(tr("Interleaved: sin, cos, sin, cos…"), static_cast<int>(core::Layout::Interleaved));
    m_layoutBox->addItem(tr("Concatenated: all sin, then all cos"), static_cast<int>(core::Layout::Concatenated));

    const QString dimTip = tr("d, the model dimension: number of columns of the encoding (1 to 8192). "
                              "An odd d ends with a lone sine column.");
    const QString baseTip = tr("n, the base: wavelengths go from 2π to 2π·n. 10000 in the paper, 500000 in "
                               "recent RoPE models. The slider covers 2 to 10⁶; type larger values.");
    const QString lengthTip = tr("L, the sequence length: number of positions 0 … L−1 (1 to 1048576).");
    const QString layoutTip = tr("Column order. The paper interleaves sin and cos; tensor2tensor and the "
                                 "TensorFlow tutorial put all sines first, then all cosines.");
    for (QWidget* w : {static_cast<QWidget*>(m_dimSlider), static_cast<QWidget*>(m_dimSpin)})
        w->setToolTip(dimTip);
    for (QWidget* w : {static_cast<QWidget*>(m_baseSlider), static_cast<QWidget*>(m_baseSpin)})
        w->setToolTip(baseTip);
    for (QWidget* w : {static_cast<QWidget*>(m_lengthSlider), static_cast<QWidget*>(m_lengthSpin)})
        w->setToolTip(lengthTip);
    m_layoutBox->setToolTip(layoutTip);
    m_dimSlider->setAccessibleName(tr("Dimension d"));
    m_baseSlider->setAccessibleName(tr("Base n"));
    m_lengthSlider->setAccessibleName(tr("Sequence length L"));

    m_formula = new QLabel(this);
    m_formula->setTextFormat(Qt::RichText);
    m_formula->setWordWrap(true);
    m_unload = new QPushButton(tr("Bac&k to the formula"), this);
    m_unload->setToolTip(tr("Unload the embeddings file and show the sinusoidal encoding again."));
    connect(m_unload, &QPushButton::clicked, state, [state] { state->setEmbeddings(nullptr); });
    if (arrangement == Arrangement::Form)
        arrangeForm();
    else
        arrangeRow();
    // Tab goes down the panel: each value's box, then its slider.
    QWidget* previous = m_dimSpin;
    for (QWidget* next :
         {static_cast<QWidget*>(m_dimSlider), static_cast<QWidget*>(m_baseSpin), static_cast<QWidget*>(m_baseSlider),
          static_cast<QWidget*>(m_lengthSpin), static_cast<QWidget*>(m_lengthSlider),
          static_cast<QWidget*>(m_layoutBox), static_cast<QWidget*>(m_unload)}) {
        setTabOrder(previous, next);
        previous = next;
    }

    connect(m_dimSlider, &LogSlider::logValueChanged, state, [state](double v) { state->setDim(static_cast<int>(v)); });
    connect(m_baseSlider, &LogSlider::logValueChanged, state, [state](double v) {
        // Round to 3 significant digits so that dragging lands on readable bases.
        state->setBase(QString::number(v, 'g', 3).toDouble());
    });
    connect(m_lengthSlider, &LogSlider::logValueChanged, state,
            [state](double v) { state->setLength(static_cast<qint64>(v)); });
    connect(m_dimSpin, qOverload<int>(&QSpinBox::valueChanged), state, &AppState::setDim);
    connect(m_baseSpin, qOverload<double>(&QDoubleSpinBox::valueChanged), state, &AppState::setBase);
    connect(m_lengthSpin, qOverload<int>(&QSpinBox::valueChanged), state, [state](int v) { state->setLength(v); });
    connect(m_layoutBox, qOverload<int>(&QComboBox::currentIndexChanged), state,
            [this, state](int) { state->setLayout(static_cast<core::Layout>(m_layoutBox->currentData().toInt())); });
    connect(state, &AppState::paramsChanged, this, &ParameterPanel::syncFromState);
    connect(state, &AppState::embeddingsChanged, this, &ParameterPanel::syncFromState);
    syncFromState();
}

void ParameterPanel::arrangeForm()
{
    auto* form = new QFormLayout(this);
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    auto addRow = [this, form](const QString& text, QWidget* field, QWidget* buddy) {
        auto* label = new QLabel(text, this);
        label->setBuddy(buddy);
        form->addRow(label, field);
    };
    addRow(tr("Dimension &d"), row(m_dimSlider, m_dimSpin), m_dimSpin);
    addRow(tr("&Base n"), row(m_baseSlider, m_baseSpin), m_baseSpin);
    addRow(tr("&Length L"), row(m_lengthSlider, m_lengthSpin), m_lengthSpin);
    addRow(tr("Lay&out"), m_layoutBox, m_layoutBox);
    form->addRow(m_formula);
    form->addRow(m_unload);
}

void ParameterPanel::arrangeRow()
{
    auto* line = new QHBoxLayout(this);
    line->setContentsMargins(0, 0, 0, 0);
    auto add = [this, line](const QString& text, QWidget* spin, QWidget* slider) {
        auto* label = new QLabel(text, this);
        label->setBuddy(spin);
        line->addWidget(label);
        line->addWidget(spin);
        // The sliders give way first on a narrow screen; the boxes keep the exact values.
        slider->setMinimumWidth(24);
        line->addWidget(slider, 1);
        line->addSpacing(12);
    };
    add(tr("&d"), m_dimSpin, m_dimSlider);
    add(tr("&n"), m_baseSpin, m_baseSlider);
    add(tr("&L"), m_lengthSpin, m_lengthSlider);
    for (QWidget* w :
         {static_cast<QWidget*>(m_layoutBox), static_cast<QWidget*>(m_formula), static_cast<QWidget*>(m_unload)})
        w->hide();
}

void ParameterPanel::syncFromState()
{
    const auto& p = m_state->params();
    const QSignalBlocker b1(m_dimSpin), b2(m_baseSpin), b3(m_lengthSpin), b4(m_layoutBox);
    m_dimSlider->setLogValue(p.dim);
    m_baseSlider->setLogValue(p.base);
    m_lengthSlider->setLogValue(static_cast<double>(p.length));
    m_dimSpin->setValue(p.dim);
    m_baseSpin->setValue(p.base);
    m_lengthSpin->setValue(static_cast<int>(p.length));
    m_layoutBox->setCurrentIndex(m_layoutBox->findData(static_cast<int>(p.layout)));
    // A loaded table fixes d and the number of positions; n and the layout do not apply to it.
    const auto& table = m_state->embeddings();
    for (QWidget* w :
         {static_cast<QWidget*>(m_dimSlider), static_cast<QWidget*>(m_dimSpin), static_cast<QWidget*>(m_baseSlider),
          static_cast<QWidget*>(m_baseSpin), static_cast<QWidget*>(m_layoutBox)})
        w->setEnabled(!table);
    // Only a new maximum: QSpinBox::setMaximum lays the whole window out again even when it
    // does not change (about a millisecond per update on the paper preset).
    if (const int maximum = static_cast<int>(table ? table->maxLength() : core::Limits::maxLength);
        m_lengthSpin->maximum() != maximum)
        m_lengthSpin->setMaximum(maximum);
    m_unload->setVisible(table && m_arrangement == Arrangement::Form);
    m_formula->setText(table ? tr("<p>p(t) = row t of <b>%1</b>: %2 positions × %3 dimensions, learned.</p>")
                                   .arg(QString::fromStdString(table->describe()).toHtmlEscaped())
                                   .arg(table->maxLength())
                                   .arg(table->dim())
                             : tr("<p>PE(t, 2k) = sin(ω<sub>k</sub> t)<br>PE(t, 2k+1) = cos(ω<sub>k</sub> t)<br>"
                                  "ω<sub>k</sub> = n<sup>−2k/d</sup></p>"));
}

} // namespace pe::ui

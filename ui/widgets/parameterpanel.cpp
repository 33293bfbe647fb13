#include "ui/widgets/parameterpanel.h"

#include "ui/framework/appstate.h"
#include "ui/framework/numbers.h"
#include "ui/framework/sharedparams.h"
#include "ui/widgets/logslider.h"
#include "ui/widgets/realspinbox.h"

#include <QComboBox>
#include <QCoreApplication>
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

QWidget* ParameterPanel::Control::focus() const
{
    return box ? static_cast<QWidget*>(box) : static_cast<QWidget*>(spin);
}

ParameterPanel::Control ParameterPanel::makeControl(const shared::Parameter& p)
{
    using Kind = shared::Parameter::Kind;
    Control c;
    c.parameter = &p;
    AppState* state = m_state;
    if (p.kind == Kind::Choice) {
        c.box = new QComboBox(this);
        c.box->setObjectName(p.widget + QStringLiteral("Box"));
        for (qsizetype k = 0; k < p.choices.size(); ++k)
            c.box->addItem(QCoreApplication::translate("pe::ui::shared", p.choiceLabels[static_cast<std::size_t>(k)]),
                           static_cast<int>(k));
        c.box->setToolTip(p.translatedTip());
        // Never narrower than its longest choice at the present text size. A combo box keeps its
        // minimum size hint from its first font (QComboBox forgets only its size hint on a
        // font change): the choice was cut ("Interleaved: sin, cos, si") once View > Text size
        // made it larger.
        c.box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
        c.box->setSizePolicy(QSizePolicy::MinimumExpanding, QSizePolicy::Fixed);
        QComboBox* box = c.box;
        connect(box, qOverload<int>(&QComboBox::currentIndexChanged), state,
                [state, box, &p](int) { state->setValue(p, box->currentData().toInt()); });
        return c;
    }
    const bool integer = p.kind == Kind::Integer;
    c.slider = new LogSlider(p.sliderMinimum, p.sliderMaximum, integer, this);
    c.slider->setObjectName(p.widget + QStringLiteral("Slider"));
    c.slider->setAccessibleName(p.translatedName());
    if (integer) {
        auto* spin = new IntegerSpinBox(this);
        spin->setRange(static_cast<int>(p.minimum), static_cast<int>(p.maximum));
        connect(spin, qOverload<int>(&QSpinBox::valueChanged), state, [state, &p](int v) { state->setValue(p, v); });
        connect(c.slider, &LogSlider::logValueChanged, state, [state, &p](double v) { state->setValue(p, v); });
        if (p.adaptiveStep)
            spin->setStepType(QAbstractSpinBox::AdaptiveDecimalStepType);
        c.spin = spin;
    } else {
        auto* spin = new RealSpinBox(this);
        // Ten decimals: a base typed on the command line (1.0000001) is shown as it is computed.
        spin->setDecimals(10);
        spin->setRange(p.minimumExclusive ? p.minimum + 1e-10 : p.minimum, p.maximum);
        spin->setStepType(QAbstractSpinBox::AdaptiveDecimalStepType);
        connect(spin, qOverload<double>(&QDoubleSpinBox::valueChanged), state,
                [state, &p](double v) { state->setValue(p, v); });
        // Round to 3 significant digits so that dragging lands on readable values.
        connect(c.slider, &LogSlider::logValueChanged, state,
                [state, &p](double v) { state->setValue(p, QString::number(v, 'g', 3).toDouble()); });
        c.spin = spin;
    }
    c.spin->setObjectName(p.widget + QStringLiteral("Spin"));
    // Typing 512 should not recompute for 5 and 51 first.
    c.spin->setKeyboardTracking(false);
    c.spin->setToolTip(p.translatedTip());
    c.slider->setToolTip(p.translatedTip());
    return c;
}

ParameterPanel::ParameterPanel(AppState* state, QWidget* parent, Arrangement arrangement)
    : QWidget(parent)
    , m_state(state)
    , m_arrangement(arrangement)
{
    for (const shared::Parameter* p : shared::encodingParameters())
        m_controls.push_back(makeControl(*p));

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
    std::vector<QWidget*> order;
    for (const Control& c : m_controls) {
        order.push_back(c.focus());
        if (c.slider)
            order.push_back(c.slider);
    }
    order.push_back(m_unload);
    for (std::size_t i = 1; i < order.size(); ++i)
        setTabOrder(order[i - 1], order[i]);

    connect(state, &AppState::paramsChanged, this, &ParameterPanel::syncFromState);
    connect(state, &AppState::embeddingsChanged, this, &ParameterPanel::syncFromState);
    syncFromState();
}

void ParameterPanel::arrangeForm()
{
    auto* form = new QFormLayout(this);
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    // A row wider than the panel (which has at most a third of the window: French at a larger
    // text size) puts its field under its label rather than make the panel scroll sideways.
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    for (const Control& c : m_controls) {
        auto* label = new QLabel(c.parameter->translatedLabel(), this);
        label->setBuddy(c.focus());
        form->addRow(label, c.box ? static_cast<QWidget*>(c.box) : row(c.slider, c.spin));
    }
    form->addRow(m_formula);
    form->addRow(m_unload);
}

void ParameterPanel::arrangeRow()
{
    auto* line = new QHBoxLayout(this);
    line->setContentsMargins(0, 0, 0, 0);
    for (const Control& c : m_controls) {
        if (!c.parameter->shortLabel) {
            c.focus()->hide();
            continue;
        }
        auto* label = new QLabel(c.parameter->translatedShortLabel(), this);
        label->setBuddy(c.spin);
        line->addWidget(label);
        line->addWidget(c.spin);
        // The sliders give way first on a narrow screen; the boxes keep the exact values.
        c.slider->setMinimumWidth(24);
        line->addWidget(c.slider, 1);
        line->addSpacing(12);
    }
    for (QWidget* w : {static_cast<QWidget*>(m_formula), static_cast<QWidget*>(m_unload)})
        w->hide();
}

void ParameterPanel::syncFromState()
{
    const core::EncodingParams& params = m_state->params();
    // A loaded table fixes d and the number of positions; n and the layout do not apply to it.
    const auto& table = m_state->embeddings();
    for (const Control& c : m_controls) {
        const shared::Parameter& p = *c.parameter;
        const double v = p.get(params);
        const QSignalBlocker blockSpin(c.spin), blockBox(c.box);
        if (c.box)
            c.box->setCurrentIndex(c.box->findData(static_cast<int>(v)));
        if (c.slider)
            c.slider->setLogValue(v);
        if (auto* spin = qobject_cast<QSpinBox*>(c.spin)) {
            // Only a new maximum: QSpinBox::setMaximum lays the whole window out again even when it
            // does not change (about a millisecond per update on the paper preset).
            if (const int maximum = static_cast<int>(table && p.limitedByTable ? table->maxLength() : p.maximum);
                p.limitedByTable && spin->maximum() != maximum)
                spin->setMaximum(maximum);
            spin->setValue(static_cast<int>(v));
        } else if (auto* real = qobject_cast<QDoubleSpinBox*>(c.spin)) {
            real->setValue(v);
        }
        if (p.fixedByTable)
            for (QWidget* w :
                 {static_cast<QWidget*>(c.slider), static_cast<QWidget*>(c.spin), static_cast<QWidget*>(c.box)})
                if (w)
                    w->setEnabled(!table);
    }
    m_unload->setVisible(table && m_arrangement == Arrangement::Form);
    m_formula->setText(table ? tr("<p>p(t) = row t of <b>%1</b>: %2 positions × %3 dimensions, learned.</p>")
                                   .arg(QString::fromStdString(table->describe()).toHtmlEscaped())
                                   .arg(table->maxLength())
                                   .arg(table->dim())
                             : tr("<p>PE(t, 2k) = sin(ω<sub>k</sub> t)<br>PE(t, 2k+1) = cos(ω<sub>k</sub> t)<br>"
                                  "ω<sub>k</sub> = n<sup>−2k/d</sup></p>"));
}

} // namespace pe::ui

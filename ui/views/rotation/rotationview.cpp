#include "ui/views/rotation/rotationview.h"

#include "core/formula/formula.h"
#include "ui/framework/numbers.h"
#include "ui/views/rotation/rotationfigure.h"
#include "ui/widgets/realspinbox.h"
#include "ui/widgets/stablelabel.h"

#include <QGridLayout>
#include <QLabel>
#include <QSlider>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace pe::ui {

PE_VIEW_REGISTRATION(rotation, RotationView)

namespace {

/// The last pair index with both a sine and a cosine under `params` (-1 for d = 1).
int lastPair(const core::EncodingParams& params)
{
    return core::completePairCount(params.dim) - 1;
}

/// QSpinBox::setRange relayouts the view even when the range is the same: only real changes.
template <class W> void setRangeIfChanged(W* w, int lo, int hi)
{
    if (w->minimum() != lo || w->maximum() != hi)
        w->setRange(lo, hi);
}
} // namespace

void RotationView::bindSettings(SettingsSchema<RotationSettings>& s)
{
    s.bind(QStringLiteral("offset"), &RotationSettings::offset, -RotationSettings::kMaxOffset,
           RotationSettings::kMaxOffset)
        .bind(QStringLiteral("pair"), &RotationSettings::pair, 0, core::Limits::maxDim / 2 - 1)
        .upTo([](const core::EncodingParams& p) { return lastPair(p); });
}

RotationView::RotationView(QWidget* parent)
    : TypedView(parent)
    , m_plot(new RotationPlot(this))
{
    m_positionSpin = new IntegerSpinBox(this);
    m_positionSpin->setObjectName(QStringLiteral("positionSpin"));
    m_positionSlider = new QSlider(Qt::Horizontal, this);
    m_positionSlider->setObjectName(QStringLiteral("positionSlider"));
    m_pairInfo = new StableLabel(this);
    // Room for the longest read-out, so that new values do not relayout the controls.
    m_pairInfo->setMinimumWidth(m_pairInfo->label()->fontMetrics().horizontalAdvance(
                                    QStringLiteral("ω_k = 8.88888e-88, wavelength 8.88888e+88")) +
                                8);
    m_positionSpin->setKeyboardTracking(false);
    m_positionSpin->setMinimumWidth(90);

    const QString positionTip = tr("The position t (shared with the other position-based views). Drag it: the "
                                   "points move around the circle, M(Δ) stays the same.");
    m_positionSpin->setToolTip(positionTip);
    m_positionSlider->setToolTip(positionTip);
    m_positionSlider->setAccessibleName(tr("Position t"));
    m_pairInfo->setToolTip(tr("Frequency and wavelength of the chosen pair."));

    auto* label = new QLabel(tr("Position &t"), this);
    label->setBuddy(m_positionSpin);
    auto* grid = new QGridLayout;
    grid->addWidget(label, 0, 0);
    grid->addWidget(m_positionSpin, 0, 1);
    grid->addWidget(m_positionSlider, 0, 2);
    grid->addWidget(m_pairInfo, 0, 3);
    grid->setColumnStretch(2, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(grid);
    layout->addWidget(m_plot, 1);

    auto setPosition = [this](int v) { emit positionRequested(v); };
    connect(m_positionSpin, qOverload<int>(&QSpinBox::valueChanged), this, setPosition);
    connect(m_positionSlider, &QSlider::valueChanged, this, setPosition);
    syncControls();
}

QCustomPlot* RotationView::primaryPlot() const
{
    return m_plot;
}

QString RotationView::caption() const
{
    return View::caption() + tr(", t = %1, Δ = %2, pair k = %3")
                                 .arg(numbers::integer(inputs().position))
                                 .arg(numbers::integer(settings().offset))
                                 .arg(settings().pair);
}

void RotationView::setPair(int pair)
{
    setSetting(&RotationSettings::pair, std::clamp(pair, 0, std::max(0, lastPair(inputs().params))));
}

void RotationView::inputsChanged(const ViewInputs&)
{
    // A smaller d keeps the pair below d/2.
    if (settings().pair > std::max(0, lastPair(inputs().params)))
        setPair(settings().pair);
    syncControls();
}

void RotationView::settingsChanged(const RotationSettings&)
{
    syncControls();
}

void RotationView::syncControls()
{
    const auto& p = inputs().params;
    const int lastPosition = static_cast<int>(p.length - 1);
    const QSignalBlocker b1(m_positionSpin), b2(m_positionSlider);
    setRangeIfChanged(m_positionSpin, 0, lastPosition);
    setRangeIfChanged(m_positionSlider, 0, lastPosition);
    m_positionSpin->setValue(static_cast<int>(inputs().position));
    m_positionSlider->setValue(static_cast<int>(inputs().position));
    m_positionSlider->setPageStep(std::max(1, lastPosition / 20));
    const int pair = settings().pair;
    if (pair <= lastPair(p))
        m_pairInfo->setText(tr("ω_k = %1, wavelength %2")
                                .arg(numbers::real(core::omega(p, pair), 5))
                                .arg(numbers::real(core::wavelength(p, pair), 5)));
    else
        m_pairInfo->setText(tr("d = 1: no (sin, cos) pair"));
}

void RotationView::draw(const RotationFrame& frame)
{
    m_plot->setResult(frame);
}

} // namespace pe::ui

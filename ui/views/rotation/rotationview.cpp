#include "ui/views/rotation/rotationview.h"

#include "ui/framework/appstate.h"
#include "ui/widgets/stablelabel.h"

#include <QCommandLineParser>
#include <QGridLayout>
#include <QLabel>
#include <QSlider>
#include <QSpinBox>
#include <QTextStream>
#include <QVBoxLayout>

#include <cstdio>
#include <memory>

namespace pe::ui {

namespace {
const QString kOffsetOption = QStringLiteral("offset");
const QString kPairOption = QStringLiteral("pair");
const QString kSineOnlyCsv = QStringLiteral("csv-sine-only");

/// QSpinBox::setRange relayouts the view even when the range is the same: only real changes.
template <class W> void setRangeIfChanged(W* w, int lo, int hi)
{
    if (w->minimum() != lo || w->maximum() != hi)
        w->setRange(lo, hi);
}

QString g17(double v)
{
    char buffer[40];
    std::snprintf(buffer, sizeof buffer, "%.17g", v);
    return QString::fromLatin1(buffer);
}
} // namespace

RotationView::RotationView(AppState* state, QWidget* parent)
    : View(state, parent)
    , m_plot(new RotationPlot(this))
{
    m_positionSpin = new QSpinBox(this);
    m_positionSlider = new QSlider(Qt::Horizontal, this);
    m_offsetSpin = new QSpinBox(this);
    m_offsetSpin->setRange(-static_cast<int>(kMaxOffset), static_cast<int>(kMaxOffset));
    m_offsetSlider = new QSlider(Qt::Horizontal, this);
    m_pairSpin = new QSpinBox(this);
    m_pairSlider = new QSlider(Qt::Horizontal, this);
    m_pairInfo = new StableLabel(this);
    // Room for the longest read-out, so that new values do not relayout the controls.
    m_pairInfo->setMinimumWidth(
        m_pairInfo->label()->fontMetrics().horizontalAdvance(QStringLiteral("ω_k = 8.88888e-88, wavelength 8.88888e+88")) +
        8);
    for (QSpinBox* s : {m_positionSpin, m_offsetSpin, m_pairSpin}) {
        s->setKeyboardTracking(false);
        s->setMinimumWidth(90);
    }

    const QString positionTip = tr("The position t (shared with the other position-based views). Drag it: the "
                                   "points move around the circle, M(φ) stays the same.");
    const QString offsetTip = tr("The offset φ. M(φ) turns every pair by ω_k φ; PE(t + φ) lands where M(φ) "
                                 "sends PE(t). Negative offsets go back.");
    const QString pairTip = tr("The pair k (dimensions 2k and 2k+1 in the interleaved layout) drawn on the "
                               "circles. Low k turn fast, high k barely move.");
    m_positionSpin->setToolTip(positionTip);
    m_positionSlider->setToolTip(positionTip);
    m_offsetSpin->setToolTip(offsetTip);
    m_offsetSlider->setToolTip(offsetTip);
    m_pairSpin->setToolTip(pairTip);
    m_pairSlider->setToolTip(pairTip);
    m_positionSlider->setAccessibleName(tr("Position t"));
    m_offsetSlider->setAccessibleName(tr("Offset φ"));
    m_pairSlider->setAccessibleName(tr("Pair k"));
    m_pairInfo->setToolTip(tr("Frequency and wavelength of the chosen pair."));

    auto* grid = new QGridLayout;
    auto addRow = [this, grid](int row, const QString& text, QSpinBox* spin, QSlider* slider) {
        auto* label = new QLabel(text, this);
        label->setBuddy(spin);
        grid->addWidget(label, row, 0);
        grid->addWidget(spin, row, 1);
        grid->addWidget(slider, row, 2);
    };
    addRow(0, tr("Position &t"), m_positionSpin, m_positionSlider);
    addRow(1, tr("O&ffset φ"), m_offsetSpin, m_offsetSlider);
    addRow(2, tr("Pai&r k"), m_pairSpin, m_pairSlider);
    grid->addWidget(m_pairInfo, 2, 3);
    grid->setColumnStretch(2, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(grid);
    layout->addWidget(m_plot, 1);

    auto setPosition = [state](int v) { state->setPosition(v); };
    connect(m_positionSpin, qOverload<int>(&QSpinBox::valueChanged), state, setPosition);
    connect(m_positionSlider, &QSlider::valueChanged, state, setPosition);
    connect(m_offsetSpin, qOverload<int>(&QSpinBox::valueChanged), this, [this](int v) { setOffset(v); });
    connect(m_offsetSlider, &QSlider::valueChanged, this, [this](int v) { setOffset(v); });
    connect(m_pairSpin, qOverload<int>(&QSpinBox::valueChanged), this, &RotationView::setPair);
    connect(m_pairSlider, &QSlider::valueChanged, this, &RotationView::setPair);
    connect(state, &AppState::paramsChanged, this, &RotationView::syncControls);
    connect(state, &AppState::positionChanged, this, &RotationView::syncControls);
    syncControls();
}

QString RotationView::title() const
{
    return tr("Offset rotation");
}

QString RotationView::summary() const
{
    return tr("PE(t + φ) = M(φ) PE(t): an offset turns every (sin, cos) pair by ω_k φ, whatever t is; with the "
              "sine alone no such map exists.");
}

QString RotationView::caption() const
{
    return View::caption() + tr(", t = %1, φ = %2, pair k = %3").arg(state()->position()).arg(m_offset).arg(m_pair);
}

void RotationView::setOffset(long offset)
{
    offset = std::clamp(offset, -kMaxOffset, kMaxOffset);
    if (offset == m_offset)
        return;
    m_offset = offset;
    syncControls();
    emit updateRequested();
}

void RotationView::setPair(int pair)
{
    pair = std::clamp(pair, 0, std::max(0, core::completePairCount(state()->dim()) - 1));
    if (pair == m_pair)
        return;
    m_pair = pair;
    syncControls();
    emit updateRequested();
}

void RotationView::syncControls()
{
    const auto& p = state()->params();
    const int pairs = core::completePairCount(p.dim);
    m_pair = std::clamp(m_pair, 0, std::max(0, pairs - 1));
    const int lastPosition = static_cast<int>(p.length - 1);
    const QSignalBlocker b1(m_positionSpin), b2(m_positionSlider), b3(m_offsetSpin), b4(m_offsetSlider), b5(m_pairSpin),
        b6(m_pairSlider);
    setRangeIfChanged(m_positionSpin, 0, lastPosition);
    setRangeIfChanged(m_positionSlider, 0, lastPosition);
    m_positionSpin->setValue(static_cast<int>(state()->position()));
    m_positionSlider->setValue(static_cast<int>(state()->position()));
    m_positionSlider->setPageStep(std::max(1, lastPosition / 20));
    const int offsetSpan = std::max(1, lastPosition);
    setRangeIfChanged(m_offsetSlider, -offsetSpan, offsetSpan);
    m_offsetSlider->setPageStep(std::max(1, offsetSpan / 20));
    m_offsetSlider->setValue(static_cast<int>(std::clamp<long>(m_offset, -offsetSpan, offsetSpan)));
    m_offsetSpin->setValue(static_cast<int>(m_offset));
    setRangeIfChanged(m_pairSpin, 0, std::max(0, pairs - 1));
    setRangeIfChanged(m_pairSlider, 0, std::max(0, pairs - 1));
    m_pairSpin->setValue(m_pair);
    m_pairSlider->setValue(m_pair);
    m_pairSpin->setEnabled(pairs > 0);
    m_pairSlider->setEnabled(pairs > 0);
    if (pairs > 0)
        m_pairInfo->setText(tr("ω_k = %1, wavelength %2")
                                .arg(core::omega(p, m_pair), 0, 'g', 5)
                                .arg(core::wavelength(p, m_pair), 0, 'g', 5));
    else
        m_pairInfo->setText(tr("d = 1: no (sin, cos) pair"));
}

View::Job RotationView::makeJob()
{
    const core::EncodingParams params = state()->params();
    const long position = static_cast<long>(state()->position());
    const long offset = m_offset;
    const int pair = m_pair;
    return [=]() -> std::any {
        return std::make_shared<const RotationResult>(computeRotation(params, position, offset, pair));
    };
}

void RotationView::applyResult(const std::any& any)
{
    const auto result = std::any_cast<std::shared_ptr<const RotationResult>>(any);
    m_result = *result;
    m_plot->setResult(m_result);
}

void RotationView::writeCsv(QTextStream& out) const
{
    const auto table =
        core::rotationTable(state()->params(), static_cast<double>(state()->position()), static_cast<double>(m_offset));
    out << "pair,omega,m00,m01,m10,m11,residual\n";
    for (const core::PairRotation& r : table)
        out << r.pair << ',' << g17(r.omega) << ',' << g17(r.m.m00) << ',' << g17(r.m.m01) << ',' << g17(r.m.m10) << ','
            << g17(r.m.m11) << ',' << g17(r.residual) << '\n';
}

QStringList RotationView::extraCsvOptionNames()
{
    return {kSineOnlyCsv};
}

void RotationView::writeExtraCsv(const QString& option, QTextStream& out) const
{
    if (option != kSineOnlyCsv)
        return;
    const auto& p = state()->params();
    const auto table = core::rotationTable(p, static_cast<double>(state()->position()), static_cast<double>(m_offset));
    out << "pair,omega,wavelength,rotation_residual,sine_only_rms_error\n";
    for (const core::PairRotation& r : table)
        out << r.pair << ',' << g17(r.omega) << ',' << g17(core::wavelength(p, r.pair)) << ',' << g17(r.residual) << ','
            << g17(core::sineOnlyFitError(r.omega, static_cast<double>(m_offset), p.length)) << '\n';
}

QList<QCommandLineOption> RotationView::commandLineOptions()
{
    return {
        QCommandLineOption(kOffsetOption,
                           tr("rotation: the offset φ, an integer from -%1 to %1 (default 5).").arg(kMaxOffset),
                           tr("phi")),
        QCommandLineOption(kPairOption, tr("rotation: the pair k drawn on the circles, 0 to d/2 - 1 (default 0)."),
                           tr("k")),
    };
}

QString RotationView::applyCliOptions(const QCommandLineParser& parser)
{
    if (parser.isSet(kOffsetOption)) {
        const QString text = parser.value(kOffsetOption);
        bool ok = false;
        const qlonglong v = text.toLongLong(&ok);
        if (!ok)
            return tr("--offset: '%1' is not an integer").arg(text);
        if (v < -kMaxOffset || v > kMaxOffset)
            return tr("--offset: %1 is out of range: the offset must be an integer from -%2 to %2")
                .arg(v)
                .arg(kMaxOffset);
        setOffset(static_cast<long>(v));
    }
    if (parser.isSet(kPairOption)) {
        const QString text = parser.value(kPairOption);
        bool ok = false;
        const qlonglong v = text.toLongLong(&ok);
        if (!ok)
            return tr("--pair: '%1' is not an integer").arg(text);
        const int pairs = core::completePairCount(state()->dim());
        if (pairs == 0)
            return tr("--pair: d = %1 has no complete (sin, cos) pair").arg(state()->dim());
        if (v < 0 || v >= pairs)
            return tr("--pair: %1 is out of range: the pair must be from 0 to d/2 - 1 = %2").arg(v).arg(pairs - 1);
        setPair(static_cast<int>(v));
    }
    return {};
}

} // namespace pe::ui

#include "ui/views/rope/ropeview.h"

#include "ui/framework/numbers.h"
#include "ui/plotting/cachedlegenditem.h"
#include "ui/plotting/columncurve.h"
#include "ui/plotting/fastcolormap.h"
#include "ui/plotting/fastgraph.h"
#include "ui/plotting/plotstyle.h"

#include <qcustomplot.h>

#include <cmath>

namespace pe::ui {

PE_VIEW_REGISTRATION(rope, RopeView)

using panels::num;

void RopeView::bindSettings(SettingsSchema<RopeSettings>& s)
{
    using core::RopeScaling;
    s.bind(QStringLiteral("rope-scaling"), &RopeSettings::scaling,
           {RopeScaling::None, RopeScaling::Pi, RopeScaling::Ntk, RopeScaling::Yarn}, &core::ropeScalingName)
        .bind(QStringLiteral("rope-factor"), &RopeSettings::factor)
        .bind(QStringLiteral("original-length"), &RopeSettings::originalLength);
}

RopeView::RopeView(QWidget* parent)
    : Base(parent)
{
    QCPLayoutGrid* body = setUpFigure();
    m_curveRect = panels::addPanel(m_plot, body, 0, 0, &m_curveLegend);
    m_map = panels::addMatrixPanel(m_plot, body, 0, 1, &m_matrixRect, &m_scale);
    m_waveRect = panels::addPanel(m_plot, body, 1, 0, &m_waveLegend);
    m_rampRect = panels::addPanel(m_plot, body, 1, 1, &m_rampLegend);
    body->setColumnStretchFactors({1.4, 1.0});
    body->setRowStretchFactors({1.3, 1.0});
    auto* left = new QCPMarginGroup(m_plot);
    m_curveRect->setMarginGroup(QCP::msLeft, left);
    m_waveRect->setMarginGroup(QCP::msLeft, left);

    m_zero = panels::addGraph(m_curveRect, QPen(QColor(0x99, 0x99, 0x99), 1, Qt::DotLine), QString(), nullptr);
    m_curve = new ColumnCurve(m_curveRect->axis(QCPAxis::atBottom), m_curveRect->axis(QCPAxis::atLeft));
    m_curve->setPen(panels::pen(0, 1.5));
    CachedLegendItem::add(m_curve, m_curveLegend);
    m_curveRect->axis(QCPAxis::atBottom)->setLabel(tr("Offset Δ = key position − query position"));
    m_curveRect->axis(QCPAxis::atLeft)->setLabel(tr("Score qᵀ R(Δθ′) k"));
    m_curveRect->setObjectName(QStringLiteral("curve"));

    m_map->setGradient(plotstyle::diverging());

    m_originalWave = panels::addGraph(m_waveRect, panels::pen(0, 2), tr("2π/θᵢ (trained)"), m_waveLegend);
    m_scaledWave = panels::addGraph(m_waveRect, panels::pen(3, 2), tr("2π/θ′ᵢ (scaled)"), m_waveLegend);
    m_originalLine = panels::addGraph(m_waveRect, panels::pen(7, 1.5, Qt::DotLine), QString(), m_waveLegend);
    m_extendedLine = panels::addGraph(m_waveRect, panels::pen(2, 1.5, Qt::DashDotLine), QString(), m_waveLegend);
    m_waveRect->axis(QCPAxis::atBottom)->setLabel(tr("Pair i"));
    m_waveRect->axis(QCPAxis::atLeft)->setLabel(tr("Wavelength (positions)"));
    QCPAxis* waveY = m_waveRect->axis(QCPAxis::atLeft);
    waveY->setScaleType(QCPAxis::stLogarithmic);
    waveY->setTicker(QSharedPointer<QCPAxisTickerLog>(new QCPAxisTickerLog));
    waveY->setNumberFormat(QStringLiteral("gb"));
    waveY->setNumberPrecision(0);

    // Its markers are blitted sprites (hundreds of antialiased circles cost milliseconds).
    m_ramp = new FastGraph(m_rampRect->axis(QCPAxis::atBottom), m_rampRect->axis(QCPAxis::atLeft));
    m_ramp->setPen(panels::pen(0, 2));
    CachedLegendItem::add(m_ramp, m_rampLegend);
    m_paperRamp = panels::addGraph(m_rampRect, panels::pen(1, 2, Qt::DashLine), QString(), m_rampLegend);
    m_rampRect->axis(QCPAxis::atBottom)->setLabel(tr("Pair i"));

    finishFigure(&RopeView::hoverText);
    panels::styleScale(m_scale, m_curveRect);
    for (QCPAxis* a : {m_curveRect->axis(QCPAxis::atBottom), m_waveRect->axis(QCPAxis::atBottom),
                       m_rampRect->axis(QCPAxis::atBottom)})
        plotstyle::integerTicks(a);
    m_plot->setMouseTracking(true);
}

QString RopeView::caption() const
{
    const auto& p = inputs().params;
    const auto& s = settings();
    QString text = tr("%1 — d = %2, base = %3, L = %4, scaling %5")
                       .arg(title())
                       .arg(numbers::integer(p.dim))
                       .arg(numbers::real(p.base, 10))
                       .arg(numbers::integer(p.length))
                       .arg(QString::fromStdString(core::ropeScalingName(s.scaling)));
    if (s.scaling != core::RopeScaling::None)
        text += tr(" (s = %1, L0 = %2)").arg(realToText(s.factor)).arg(numbers::integer(s.originalLength));
    return text;
}

RopeViewport RopeView::viewport() const
{
    RopeViewport v;
    v.curvePixels = panels::rectPixels(m_curveRect, true, 0.55 * width());
    v.matrixPixels = panels::squarePixels(m_matrixRect, 0.35 * width(), 0.45 * height());
    return v;
}

void RopeView::draw(const RopeFrame& f)
{
    // compute() hands back the frame on screen when nothing it shows changed (a new position).
    if (&f == m_drawn)
        return;
    m_drawn = &f;
    const auto& p = f.params;
    QString title = tr("Rotary position embedding (RoPE): d = %1, base = %2, L = %3")
                        .arg(numbers::integer(p.dim))
                        .arg(numbers::real(p.base, 10))
                        .arg(numbers::integer(p.length));
    if (f.settings.scaling != core::RopeScaling::None)
        title += tr(", %1 scaling s = %2 from L0 = %3")
                     .arg(QString::fromStdString(core::ropeScalingName(f.settings.scaling)))
                     .arg(realToText(f.settings.factor))
                     .arg(numbers::integer(f.settings.originalLength));
    m_title->setText(title);
    const bool ok = f.problem.isEmpty();
    for (QCPAxisRect* r : {m_curveRect, m_matrixRect, m_waveRect, m_rampRect})
        for (QCPAbstractPlottable* a : r->plottables())
            a->setVisible(ok);
    for (QCPLegend* l : {m_curveLegend, m_waveLegend, m_rampLegend})
        l->setVisible(ok);
    if (drawProblem(f.problem))
        return;
    QString note = tr("Query and key are all ones, so the score at offset 0 is d = %1; every score depends only on "
                      "the offset.")
                       .arg(numbers::integer(p.dim));
    if (f.rope.scaling == core::RopeScaling::Yarn)
        note += tr("\nYaRN attention factor 0.1·ln s + 1 = %1 (multiplies cos and sin of q and k; not in the scores "
                   "shown).")
                    .arg(num(f.attentionFactor, 6));
    m_note->setText(note);

    m_curve->setData(f.curveX, f.curveY);
    if (f.offsetsPerColumn <= 1)
        m_curve->setName(tr("score of all-ones q, k: Σᵢ 2 cos(Δ θ′ᵢ)"));
    else if (f.curveExact)
        m_curve->setName(
            tr("score, min … max over the %1 offsets of each pixel column").arg(numbers::integer(f.offsetsPerColumn)));
    else
        m_curve->setName(tr("score, min … max over %1 sampled of the %2 offsets of each pixel column")
                             .arg(f.samplesPerColumn)
                             .arg(numbers::integer(f.offsetsPerColumn)));
    const double last = std::max<double>(1.0, static_cast<double>(p.length - 1));
    panels::setHorizontal(m_zero, 0.0, last, 0.0);
    m_curveRect->axis(QCPAxis::atBottom)->setRange(0, last);
    bool found = false;
    QCPRange yRange = m_curve->getValueRange(found);
    if (found)
        m_curveRect->axis(QCPAxis::atLeft)
            ->setRange(yRange.lower - 0.05 * yRange.size(), yRange.upper + 0.05 * yRange.size());

    m_map->show(*f.map);
    m_map->setDataRange(f.map->range);
    m_matrixRect->axis(QCPAxis::atBottom)->setRange(-0.5, p.length - 0.5);
    m_matrixRect->axis(QCPAxis::atLeft)->setRange(-0.5, p.length - 0.5);
    m_scale->axis()->setLabel(f.step > 1 ? tr("mean score over %1 × %1 positions").arg(numbers::integer(f.step))
                                         : tr("score"));

    drawWavelengths(f);
    drawRamp(f);
    replotAndRefit(f.viewport);
}

void RopeView::drawWavelengths(const RopeFrame& f)
{
    const int n = static_cast<int>(f.angles.size());
    QVector<double> pairs(n), original(n), scaled(n);
    for (int i = 0; i < n; ++i) {
        pairs[i] = i;
        original[i] = f.originalWavelengths[i];
        scaled[i] = f.wavelengths[i];
    }
    m_originalWave->setData(pairs, original, true);
    m_scaledWave->setData(pairs, scaled, true);
    const bool scaling = f.rope.scaling != core::RopeScaling::None;
    m_scaledWave->setVisible(scaling);
    m_extendedLine->setVisible(scaling);
    const double x1 = std::max(1, n - 1);
    if (scaling) {
        const double l0 = static_cast<double>(f.rope.originalLength);
        panels::setHorizontal(m_originalLine, 0, x1, l0);
        m_originalLine->setName(tr("trained length L0 = %1").arg(numbers::integer(f.rope.originalLength)));
        panels::setHorizontal(m_extendedLine, 0, x1, l0 * f.rope.factor);
        m_extendedLine->setName(tr("extended length L0·s = %1").arg(num(l0 * f.rope.factor, 8)));
        m_originalWave->setName(tr("2π/θᵢ (trained)"));
    } else {
        panels::setHorizontal(m_originalLine, 0, x1, static_cast<double>(f.params.length));
        m_originalLine->setName(tr("sequence length L = %1").arg(numbers::integer(f.params.length)));
        m_originalWave->setName(tr("wavelength 2π/θᵢ, θᵢ = base^(−2i/d)"));
    }
    QCPAxis* y = m_waveRect->axis(QCPAxis::atLeft);
    double lo = std::min(original.isEmpty() ? 1.0 : original.first(), scaled.isEmpty() ? 1.0 : scaled.first());
    double hi = std::max(original.isEmpty() ? 10.0 : original.last(), scaled.isEmpty() ? 10.0 : scaled.last());
    lo = std::min(lo, scaling ? static_cast<double>(f.rope.originalLength) : static_cast<double>(f.params.length));
    hi = std::max(hi, scaling ? f.rope.originalLength * f.rope.factor : static_cast<double>(f.params.length));
    y->setRange(lo / 2, hi * 2);
    m_waveRect->axis(QCPAxis::atBottom)->setRange(-0.5, std::max(0.5, n - 0.5));
    panels::relist(m_waveLegend, {m_originalWave, m_scaledWave, m_originalLine, m_extendedLine});
}

void RopeView::drawRamp(const RopeFrame& f)
{
    const int n = static_cast<int>(f.angles.size());
    QVector<double> pairs(n), a(n), b(n);
    const bool yarn = f.rope.scaling == core::RopeScaling::Yarn;
    for (int i = 0; i < n; ++i) {
        pairs[i] = i;
        a[i] = yarn ? f.ramp[i] : f.angles[i] * f.originalWavelengths[i] / (2 * M_PI);
        b[i] = yarn ? f.paperRamp[i] : 0.0;
    }
    m_ramp->setData(pairs, a, true);
    // A marker per pair while they stand apart; past that they only thicken the line.
    const bool markers = 8.0 * n <= m_rampRect->width();
    m_ramp->setScatterStyle(markers ? QCPScatterStyle(QCPScatterStyle::ssCircle, 4) : QCPScatterStyle());
    m_paperRamp->setData(pairs, b, true);
    m_paperRamp->setVisible(yarn);
    QCPAxis* y = m_rampRect->axis(QCPAxis::atLeft);
    if (yarn) {
        m_ramp->setName(tr("rampᵢ of the code (Hugging Face, YaRN)"));
        m_paperRamp->setName(tr("1 − γ(L0/λᵢ) of the paper (eq. 18)"));
        y->setLabel(tr("Weight of θᵢ/s (1 = interpolated)"));
        y->setRange(-0.05, 1.05);
    } else {
        m_ramp->setName(tr("θ′ᵢ / θᵢ: share of the trained angle kept"));
        y->setLabel(tr("θ′ᵢ / θᵢ"));
        y->setRange(0, 1.05);
    }
    panels::relist(m_rampLegend, {m_ramp, m_paperRamp});
    m_rampRect->axis(QCPAxis::atBottom)->setRange(-0.5, std::max(0.5, n - 0.5));
}

} // namespace pe::ui

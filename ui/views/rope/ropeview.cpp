#include "ui/views/rope/ropeview.h"

#include "ui/framework/numbers.h"
#include "ui/plotting/columncurve.h"
#include "ui/plotting/fastcolormap.h"
#include "ui/plotting/fastgraph.h"
#include "ui/plotting/labelfit.h"
#include "ui/plotting/plotstyle.h"

#include <qcustomplot.h>

#include <cmath>

namespace pe::ui {

PE_VIEW_REGISTRATION(rope, RopeView)

using panels::num;

ViewDescriptor RopeView::describe()
{
    ViewDescriptor d = TypedView::describe();
    // The factor lists, the rotary dimension and the Llama 3 factors bound each other and d:
    // checked once all settings are read (an odd d is the figure's problem, not the settings').
    d.checkSettings = [](const QMap<QString, QString>& settings, const core::EncodingParams& params) {
        if (params.dim % 2 != 0)
            return QString();
        RopeSettings s;
        for (const auto& field : schema().fields())
            if (settings.contains(field.info.key))
                field.set(s, settings.value(field.info.key));
        return ropeSettingsProblem(params, s);
    };
    return d;
}

void RopeView::bindSettings(SettingsSchema<RopeSettings>& s)
{
    using core::RopeScaling;
    auto factorList = [](const QString& text) {
        std::vector<double> factors;
        return parseRopeFactors(text, &factors);
    };
    s.bind(QStringLiteral("rope-scaling"), &RopeSettings::scaling,
           {RopeScaling::None, RopeScaling::Pi, RopeScaling::Ntk, RopeScaling::Dynamic, RopeScaling::Yarn,
            RopeScaling::Llama3, RopeScaling::LongRope},
           &core::ropeScalingName)
        .bind(QStringLiteral("rope-factor"), &RopeSettings::factor)
        .bind(QStringLiteral("original-length"), &RopeSettings::originalLength)
        .bind(QStringLiteral("partial-rotary-factor"), &RopeSettings::partialRotaryFactor)
        .bind(QStringLiteral("max-positions"), &RopeSettings::maxPositions)
        .bind(QStringLiteral("beta-fast"), &RopeSettings::betaFast)
        .bind(QStringLiteral("beta-slow"), &RopeSettings::betaSlow)
        .bind(QStringLiteral("mscale"), &RopeSettings::mscale)
        .bind(QStringLiteral("mscale-all-dim"), &RopeSettings::mscaleAllDim)
        .bind(QStringLiteral("attention-factor"), &RopeSettings::attentionFactor)
        .bind(QStringLiteral("yarn-truncate"), &RopeSettings::truncate, std::vector<bool>{true, false})
        .bind(QStringLiteral("low-freq-factor"), &RopeSettings::lowFreqFactor)
        .bind(QStringLiteral("high-freq-factor"), &RopeSettings::highFreqFactor)
        .bind(QStringLiteral("short-factors"), &RopeSettings::shortFactors)
        .validatedBy(std::function<QString(const QString&)>(factorList))
        .bind(QStringLiteral("long-factors"), &RopeSettings::longFactors)
        .validatedBy(std::function<QString(const QString&)>(factorList))
        .bind(QStringLiteral("freq-factors"), &RopeSettings::freqFactors)
        .validatedBy(std::function<QString(const QString&)>(factorList));
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
    // Each curve panel tall enough for two tick labels and its axis label's longest word: a
    // short page (a projector at 200 %) pages the figure rather than cutting "Wavelength".
    labelfit::minimumHeightFromFonts(m_plot, {m_curveRect, m_waveRect, m_rampRect}, 50);
    auto* left = new QCPMarginGroup(m_plot);
    m_curveRect->setMarginGroup(QCP::msLeft, left);
    m_waveRect->setMarginGroup(QCP::msLeft, left);

    m_zero = panels::addGraph(m_curveRect, QPen(QColor(0x99, 0x99, 0x99), 1, Qt::DotLine), QString(), nullptr);
    m_curve = new ColumnCurve(m_curveRect->axis(QCPAxis::atBottom), m_curveRect->axis(QCPAxis::atLeft));
    m_curve->setPen(panels::pen(0, 1.5));
    m_curve->addToLegend(m_curveLegend);
    m_curveRect->axis(QCPAxis::atBottom)->setLabel(tr("Offset Δ = key position − query position"));
    m_curveRect->axis(QCPAxis::atLeft)->setLabel(tr("Score qᵀ R(Δθ′) k"));
    m_curveRect->setObjectName(QStringLiteral("curve"));

    m_map->setGradient(plotstyle::diverging());

    m_originalWave = panels::addGraph(m_waveRect, panels::pen(0, 2), tr("2π/θₖ (trained)"), m_waveLegend);
    m_scaledWave = panels::addGraph(m_waveRect, panels::pen(3, 2), tr("2π/θ′ₖ (scaled)"), m_waveLegend);
    m_originalLine = panels::addGraph(m_waveRect, panels::pen(7, 1.5, Qt::DotLine), QString(), m_waveLegend);
    m_extendedLine = panels::addGraph(m_waveRect, panels::pen(2, 1.5, Qt::DashDotLine), QString(), m_waveLegend);
    m_lowBandLine = panels::addGraph(m_waveRect, panels::pen(5, 1.5, Qt::DashLine), QString(), m_waveLegend);
    m_highBandLine = panels::addGraph(m_waveRect, panels::pen(6, 1.5, Qt::DashLine), QString(), m_waveLegend);
    m_waveRect->axis(QCPAxis::atBottom)->setLabel(tr("Pair k"));
    m_waveRect->axis(QCPAxis::atLeft)->setLabel(tr("Wavelength (positions)"));
    QCPAxis* waveY = m_waveRect->axis(QCPAxis::atLeft);
    // Minor ticks per decade as the short panel has room for (QCustomPlot's log ticker put
    // eight between majors several decades apart, a blob under 10^5).
    plotstyle::logTicks(waveY);
    waveY->setNumberFormat(QStringLiteral("gb"));
    waveY->setNumberPrecision(0);

    // Its markers are blitted sprites (hundreds of antialiased circles cost milliseconds).
    m_ramp = new FastGraph(m_rampRect->axis(QCPAxis::atBottom), m_rampRect->axis(QCPAxis::atLeft));
    m_ramp->setPen(panels::pen(0, 2));
    m_ramp->addToLegend(m_rampLegend);
    m_paperRamp = panels::addGraph(m_rampRect, panels::pen(1, 2, Qt::DashLine), QString(), m_rampLegend);
    m_rampRect->axis(QCPAxis::atBottom)->setLabel(tr("Pair k"));

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
    // The scaling by the name its option takes (pi, yarn...: Hugging Face's), but "none" in words.
    const bool none = s.scaling == core::RopeScaling::None;
    QString text =
        (none ? tr("%1 — d = %2, base = %3, L = %4, no scaling") : tr("%1 — d = %2, base = %3, L = %4, scaling %5"))
            .arg(title())
            .arg(numbers::integer(p.dim))
            .arg(numbers::real(p.base, 10))
            .arg(numbers::integer(p.length));
    if (!none)
        text = text.arg(QString::fromStdString(core::ropeScalingName(s.scaling)));
    if (s.scaling != core::RopeScaling::None)
        text += tr(" (s = %1, L0 = %2)").arg(numbers::real(s.factor, 10)).arg(numbers::integer(s.originalLength));
    const int rotary = core::partialRotaryDim(p.dim, s.partialRotaryFactor);
    if (rotary != p.dim)
        text += tr(", rotary dimension r = %1").arg(numbers::integer(rotary));
    return text;
}

RopeViewport RopeView::viewport() const
{
    // The score axes' reach for new inputs before the result is in: with q and k all ones the
    // score at offset 0 is the rotary dimension r and no score is larger, so the tick labels, and
    // the panels they push, are about as wide as the result will make them (else a new d gave
    // the panels other pixel counts once drawn, and a second computation). Measured only: the
    // figure on screen keeps its ranges.
    const auto rotary = [](const core::EncodingParams& p, const RopeSettings& s) {
        return core::partialRotaryDim(p.dim, s.partialRotaryFactor);
    };
    const int r = rotary(inputs().params, settings());
    const RopeFrame* shown = frame().get();
    QCPAxis* score = m_curveRect->axis(QCPAxis::atLeft);
    const QCPRange scoreRange = score->range(), mapRange = m_map->dataRange();
    const bool predict = r > 0 && (!shown || rotary(shown->params, shown->settings) != r);
    // The pixels the next replot gives the panels (new tick labels move them). Without a
    // prediction nothing has changed since the last draw, whose layout is then still current
    // (a measuring layout before each computation, and one after it to compare, were two
    // thirds of the view's layout time).
    if (predict) {
        score->setRange(-0.05 * r, 1.05 * r);
        m_map->setDataRange(QCPRange(-r, r));
        m_plot->layOut();
    } else {
        m_plot->layOutIfStale();
    }
    RopeViewport v;
    v.curvePixels = panels::rectPixels(m_curveRect, true, 0.55 * width());
    v.matrixPixels = panels::squarePixels(m_matrixRect, 0.35 * width(), 0.45 * height());
    if (predict) {
        score->setRange(scoreRange);
        m_map->setDataRange(mapRange);
        m_plot->markLayoutStale();
    }
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
    if (f.settings.scaling == core::RopeScaling::LongRope)
        title += tr(", longrope from L0 = %1 (max positions %2)")
                     .arg(numbers::integer(f.settings.originalLength))
                     .arg(numbers::integer(core::ropeMaxPositions(f.rope)));
    else if (f.settings.scaling != core::RopeScaling::None)
        title += tr(", %1 scaling s = %2 from L0 = %3")
                     .arg(QString::fromStdString(core::ropeScalingName(f.settings.scaling)))
                     .arg(numbers::real(f.settings.factor, 10))
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
    m_note->setText(ropeNote(f));

    m_curve->setData(f.curveX, f.curveY);
    if (f.offsetsPerColumn <= 1)
        m_curve->setName(tr("score of all-ones q, k: Σₖ 2 cos(Δ θ′ₖ)"));
    else if (f.curveExact)
        m_curve->setName(
            tr("score, min … max over the %1 offsets of each pixel column").arg(numbers::integer(f.offsetsPerColumn)));
    else
        m_curve->setName(tr("score, min … max over %1 sampled of the %2 offsets of each pixel column")
                             .arg(numbers::integer(f.samplesPerColumn))
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
    using core::RopeScaling;
    const int n = static_cast<int>(f.angles.size());
    QVector<double> pairs(n), original(n), scaled(n);
    for (int i = 0; i < n; ++i) {
        pairs[i] = i;
        original[i] = f.originalWavelengths[i];
        scaled[i] = f.wavelengths[i];
    }
    m_originalWave->setData(pairs, original, true);
    m_scaledWave->setData(pairs, scaled, true);
    const RopeScaling scaling = f.rope.scaling;
    const bool anyScaling = scaling != RopeScaling::None;
    const bool llama3 = scaling == RopeScaling::Llama3;
    m_scaledWave->setVisible(anyScaling);
    m_extendedLine->setVisible(anyScaling);
    m_lowBandLine->setVisible(llama3);
    m_highBandLine->setVisible(llama3);
    const double x1 = std::max(1, n - 1);
    const double l0 = static_cast<double>(f.rope.originalLength);
    double extended = static_cast<double>(f.params.length);
    if (anyScaling) {
        panels::setHorizontal(m_originalLine, 0, x1, l0);
        m_originalLine->setName(tr("trained length L0 = %1").arg(numbers::integer(f.rope.originalLength)));
        if (scaling == RopeScaling::Dynamic) {
            m_extendedLine->setName(tr("sequence length L = %1 (the base grows past %2)")
                                        .arg(numbers::integer(f.params.length))
                                        .arg(numbers::integer(core::ropeMaxPositions(f.rope))));
        } else if (scaling == RopeScaling::LongRope || f.rope.maxPositions > 0) {
            extended = static_cast<double>(core::ropeMaxPositions(f.rope));
            m_extendedLine->setName(tr("max positions = %1").arg(numbers::integer(core::ropeMaxPositions(f.rope))));
        } else {
            extended = l0 * f.rope.factor;
            m_extendedLine->setName(tr("extended length L0·s = %1").arg(num(extended, 8)));
        }
        panels::setHorizontal(m_extendedLine, 0, x1, extended);
        m_originalWave->setName(tr("2π/θₖ (trained)"));
    } else {
        panels::setHorizontal(m_originalLine, 0, x1, static_cast<double>(f.params.length));
        m_originalLine->setName(tr("sequence length L = %1").arg(numbers::integer(f.params.length)));
        m_originalWave->setName(tr("wavelength 2π/θₖ, θₖ = base^(−2k/r)"));
    }
    double lo = std::min(original.isEmpty() ? 1.0 : original.first(), scaled.isEmpty() ? 1.0 : scaled.first());
    double hi = std::max(original.isEmpty() ? 10.0 : original.last(), scaled.isEmpty() ? 10.0 : scaled.last());
    for (double v : scaled)
        hi = std::max(hi, v); // LongRoPE's factors need not grow with i
    lo = std::min(lo, anyScaling ? l0 : static_cast<double>(f.params.length));
    hi = std::max(hi, extended);
    if (llama3) {
        const double low = l0 / f.rope.lowFreqFactor, high = l0 / f.rope.highFreqFactor;
        panels::setHorizontal(m_lowBandLine, 0, x1, low);
        m_lowBandLine->setName(tr("L0 / low_freq_factor = %1: longer waves ÷ s").arg(num(low, 8)));
        panels::setHorizontal(m_highBandLine, 0, x1, high);
        m_highBandLine->setName(tr("L0 / high_freq_factor = %1: shorter waves kept").arg(num(high, 8)));
        lo = std::min(lo, high);
        hi = std::max(hi, low);
    }
    m_waveRect->axis(QCPAxis::atLeft)->setRange(lo / 2, hi * 2);
    m_waveRect->axis(QCPAxis::atBottom)->setRange(-0.5, std::max(0.5, n - 0.5));
    panels::relist(m_waveLegend,
                   {m_originalWave, m_scaledWave, m_originalLine, m_extendedLine, m_lowBandLine, m_highBandLine});
}

void RopeView::drawRamp(const RopeFrame& f)
{
    const int n = static_cast<int>(f.angles.size());
    QVector<double> pairs(n), a(n), b(n);
    const bool yarn = f.rope.scaling == core::RopeScaling::Yarn;
    const bool longRope = f.rope.scaling == core::RopeScaling::LongRope;
    for (int i = 0; i < n; ++i) {
        pairs[i] = i;
        if (yarn) {
            a[i] = f.ramp[i];
            b[i] = f.paperRamp[i];
        } else if (longRope) {
            a[i] = f.rope.shortFactor[static_cast<size_t>(i)];
            b[i] = f.rope.longFactor[static_cast<size_t>(i)];
        } else {
            a[i] = f.angles[i] * f.originalWavelengths[i] / (2 * M_PI);
            b[i] = 0.0;
        }
    }
    m_ramp->setData(pairs, a, true);
    // A marker per pair while they stand apart; past that they only thicken the line.
    const bool markers = 8.0 * n <= m_rampRect->width();
    m_ramp->setScatterStyle(markers ? QCPScatterStyle(QCPScatterStyle::ssCircle, 4) : QCPScatterStyle());
    m_paperRamp->setData(pairs, b, true);
    m_paperRamp->setVisible(yarn || longRope);
    QCPAxis* y = m_rampRect->axis(QCPAxis::atLeft);
    if (yarn) {
        m_ramp->setName(tr("rampₖ of the code (Hugging Face, YaRN)"));
        m_paperRamp->setName(tr("1 − γ(L0/λₖ) of the paper (eq. 18)"));
        y->setLabel(tr("Weight of θₖ/s (1 = interpolated)"));
        y->setRange(-0.05, 1.05);
    } else if (longRope) {
        const bool useLong = core::longRopeUsesLongFactors(f.rope);
        m_ramp->setName(useLong ? tr("short factors fₖ (used while L ≤ L0)") : tr("short factors fₖ (in use: L ≤ L0)"));
        m_paperRamp->setName(useLong ? tr("long factors fₖ (in use: L > L0)")
                                     : tr("long factors fₖ (used once L > L0)"));
        y->setLabel(tr("Factor fₖ: θ′ₖ = θₖ / fₖ"));
        double top = 1.0;
        for (int i = 0; i < n; ++i)
            top = std::max({top, a[i], b[i]});
        y->setRange(0, top * 1.05);
    } else {
        m_ramp->setName(tr("θ′ₖ / θₖ: share of the trained angle kept"));
        y->setLabel(tr("θ′ₖ / θₖ"));
        double top = 1.0;
        for (int i = 0; i < n; ++i)
            top = std::max(top, a[i]); // dynamic and ntk never exceed 1; an odd config might
        y->setRange(0, top * 1.05);
    }
    panels::relist(m_rampLegend, {m_ramp, m_paperRamp});
    m_rampRect->axis(QCPAxis::atBottom)->setRange(-0.5, std::max(0.5, n - 0.5));
}

QString RopeView::ropeNote(const RopeFrame& f) const
{
    using core::RopeScaling;
    const int rotary = core::ropeRotaryDim(f.rope);
    QString note = tr("Query and key are all ones, so the score at offset 0 is d = %1; every score depends only on "
                      "the offset.")
                       .arg(numbers::integer(f.params.dim));
    if (rotary != f.rope.dim)
        note += tr(" Only r = %1 of the d = %2 components turn; the other %3 add %3 to every score.")
                    .arg(numbers::integer(rotary))
                    .arg(numbers::integer(f.rope.dim))
                    .arg(numbers::integer(f.rope.dim - rotary));
    switch (f.rope.scaling) {
    case RopeScaling::Yarn:
        note += tr("\nYaRN attention factor %1 (multiplies cos and sin of q and k; not in the scores shown).")
                    .arg(num(f.attentionFactor, 8));
        break;
    case RopeScaling::LongRope:
        note += tr("\nLongRoPE %1 factors (L = %2 %3 L0 = %4); attention factor %5 (multiplies cos and sin; not in "
                   "the scores shown).")
                    .arg(core::longRopeUsesLongFactors(f.rope) ? tr("long") : tr("short"))
                    .arg(numbers::integer(f.params.length))
                    .arg(core::longRopeUsesLongFactors(f.rope) ? QStringLiteral(">") : QStringLiteral("≤"))
                    .arg(numbers::integer(f.rope.originalLength))
                    .arg(num(f.attentionFactor, 8));
        break;
    case RopeScaling::Dynamic:
        note += tr("\nDynamic NTK at L = %1: base′ = %2 (the base itself up to %3 positions); attention factor 1.")
                    .arg(numbers::integer(f.params.length))
                    .arg(num(core::ropeDynamicBase(f.rope), 8))
                    .arg(numbers::integer(core::ropeMaxPositions(f.rope)));
        break;
    case RopeScaling::None:
        break;
    default:
        note += tr("\nAttention factor 1 (Hugging Face's %1 scales neither cos nor sin).")
                    .arg(QString::fromStdString(core::ropeScalingName(f.rope.scaling)));
        break;
    }
    if (f.rope.scaling != RopeScaling::None)
        note += tr("\nThe model computes these angles in float32; the app shows them in double (relative "
                   "difference about 1e-7).");
    return note;
}

} // namespace pe::ui

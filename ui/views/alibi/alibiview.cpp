#include "ui/views/alibi/alibiview.h"

#include "core/encodings/alibi.h"
#include "ui/framework/numbers.h"
#include "ui/framework/pagestate.h"
#include "ui/plotting/fastcolormap.h"
#include "ui/plotting/labelfit.h"
#include "ui/plotting/plotstyle.h"

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace pe::ui {

PE_VIEW_REGISTRATION(alibi, AlibiView)

namespace {
using panels::num;
/// Heads listed one by one in the legend and drawn in Okabe-Ito colours; more share a ramp.
constexpr int kListedHeads = 8;
} // namespace

void AlibiView::bindSettings(SettingsSchema<AlibiSettings>& s)
{
    s.bind(QStringLiteral("heads"), &AlibiSettings::heads).bind(QStringLiteral("head"), &AlibiSettings::head);
}

AlibiView::AlibiView(QWidget* parent)
    : Base(parent)
{
    QCPLayoutGrid* body = setUpFigure();
    // (in French in presentation mode at 1280 x 720 at 200 % the title took two lines and the
    // page scrolled by 21 px)
    addLayoutStep(m_plot, FigurePlot::Stage::Panels, this, [this] { showTitle(); });
    auto* left = new QCPLayoutGrid;
    body->addElement(0, 0, left);
    m_curveRect = panels::addPanel(m_plot, left, 0, 0, &m_curveLegend);
    QCPLegend* slopeLegend = nullptr; // one graph, added here: not kept
    m_slopeRect = panels::addPanel(m_plot, left, 1, 0, &slopeLegend);
    left->setRowStretchFactors({1.6, 1.0});
    m_map = panels::addMatrixPanel(m_plot, body, 0, 1, &m_matrixRect, &m_scale);
    body->setColumnStretchFactors({1.2, 1.0});
    auto* group = new QCPMarginGroup(m_plot);
    m_curveRect->setMarginGroup(QCP::msLeft, group);
    m_slopeRect->setMarginGroup(QCP::msLeft, group);

    m_curveRect->axis(QCPAxis::atBottom)->setLabel(tr("Distance |Δ| = |key position − query position|"));
    m_curveRect->axis(QCPAxis::atLeft)->setLabel(tr("Bias added to the score"));
    m_slopes = panels::addGraph(m_slopeRect, QPen(panels::okabeIto(0), 1.5, Qt::DotLine),
                                tr("slope mₕ of head h (2^(−8h/H) when H is a power of two)"), slopeLegend);
    m_slopes->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, panels::okabeIto(0), 7));
    m_slopeRect->axis(QCPAxis::atBottom)->setLabel(tr("Head h"));
    m_slopeRect->axis(QCPAxis::atLeft)->setLabel(tr("Slope mₕ"));
    QCPAxis* slopeY = m_slopeRect->axis(QCPAxis::atLeft);
    // Powers of two, a minor tick at each power between labelled ones (QCustomPlot's log
    // ticker put eight between, evenly in value: bunched under each label).
    plotstyle::logTicks(slopeY, 2);
    slopeY->setNumberFormat(QStringLiteral("g"));
    slopeY->setNumberPrecision(6);
    // Three tick labels' height at least on both: in presentation mode (1280 x 720, 150 %) the
    // slopes' seven octaves showed one label, 0.03125, and could not be read; the figure gives
    // way (notes, title, pages) instead.
    labelfit::minimumHeightFromFonts(m_plot, {m_curveRect, m_slopeRect}, 0, 4);

    QCPColorGradient gradient = plotstyle::sequential();
    gradient.setNanHandling(QCPColorGradient::nhNanColor);
    gradient.setNanColor(QColor(0xdd, 0xdd, 0xdd));
    m_map->setGradient(gradient);

    finishFigure(&AlibiView::hoverText);
    panels::styleScale(m_scale, m_curveRect);
    plotstyle::integerTicks(m_curveRect->axis(QCPAxis::atBottom));
    plotstyle::integerTicks(m_slopeRect->axis(QCPAxis::atBottom));
}

QString AlibiView::caption() const
{
    const auto& p = inputs().params;
    return tr("%1 — H = %2 heads, matrix of head %3, L = %4")
        .arg(title())
        .arg(numbers::integer(settings().heads))
        .arg(numbers::integer(std::min(settings().head, settings().heads)))
        .arg(numbers::integer(p.length));
}

AlibiViewport AlibiView::viewport() const
{
    AlibiViewport v;
    v.matrixPixels = panels::squarePixels(m_matrixRect, 0.4 * width(), 0.8 * height());
    return v;
}

void AlibiView::showTitle()
{
    const bool less = showsLess(this);
    if (const QString& title = less ? m_titleShort : m_titleWhole; m_title->text() != title)
        m_title->setText(title);
}

void AlibiView::draw(const AlibiFrame& f)
{
    const int heads = static_cast<int>(f.slopes.size());
    m_titleWhole = tr("Attention with linear biases (ALiBi): H = %1 heads, L = %2")
                       .arg(numbers::integer(heads))
                       .arg(numbers::integer(f.params.length));
    m_titleShort =
        tr("ALiBi: H = %1 heads, L = %2").arg(numbers::integer(heads)).arg(numbers::integer(f.params.length));
    showTitle();
    QString note = tr("Head h adds −mₕ·|Δ| to its attention scores; the matrix is causal (keys after the query are "
                      "masked, grey).");
    if (f.settings.head != f.head)
        note += tr("\nThere is no head %1 with H = %2: the matrix shows head %3.")
                    .arg(numbers::integer(f.settings.head))
                    .arg(numbers::integer(heads))
                    .arg(numbers::integer(f.head));
    panels::setNote(m_note, note, f.settings.head != f.head);
    drawCurves(f);

    QVector<double> hs(heads), ms(heads);
    for (int h = 0; h < heads; ++h) {
        hs[h] = h + 1;
        ms[h] = f.slopes[static_cast<size_t>(h)];
    }
    m_slopes->setData(hs, ms, true);
    m_slopeRect->axis(QCPAxis::atBottom)->setRange(0.5, heads + 0.5);
    // H not a power of two interleaves the slopes of 2P (get_slopes): the extremes are not the
    // first and last heads, so the axis spans the smallest and largest of them all.
    const auto [smallest, largest] = std::minmax_element(ms.cbegin(), ms.cend());
    m_slopeRect->axis(QCPAxis::atLeft)->setRange(*smallest / 1.6, *largest * 1.6);

    m_map->show(*f.map);
    m_map->setDataRange(f.map->range);
    m_matrixRect->axis(QCPAxis::atBottom)->setRange(-0.5, f.params.length - 0.5);
    m_matrixRect->axis(QCPAxis::atLeft)->setRange(-0.5, f.params.length - 0.5);
    const QString bias =
        tr("bias of head %1: −mₕ·(i − j), mₕ = %2").arg(numbers::integer(f.head)).arg(num(f.slopes[f.head - 1]));
    m_scale->axis()->setLabel(f.step > 1 ? tr("mean %1 over %2 × %2 positions").arg(bias).arg(numbers::integer(f.step))
                                         : bias);
    replotAndRefit(f.viewport);
}

std::pair<double, double> AlibiView::slopeAxisRange() const
{
    const QCPRange r = m_slopeRect->axis(QCPAxis::atLeft)->range();
    return {r.lower, r.upper};
}

void AlibiView::drawCurves(const AlibiFrame& f)
{
    const int heads = static_cast<int>(f.slopes.size());
    while (static_cast<int>(m_curves.size()) > heads) {
        m_plot->removeGraph(m_curves.back());
        m_curves.pop_back();
    }
    while (static_cast<int>(m_curves.size()) < heads)
        m_curves.push_back(panels::addGraph(m_curveRect, QPen(), QString(), nullptr));
    const double last = std::max<double>(1.0, static_cast<double>(f.params.length - 1));
    QCPColorGradient ramp = plotstyle::sequential();
    m_curveLegend->clearItems();
    for (int h = 0; h < heads; ++h) {
        QCPGraph* g = m_curves[static_cast<size_t>(h)];
        const double m = f.slopes[static_cast<size_t>(h)];
        // The bias is linear in the distance: two points draw it exactly.
        g->setData(QVector<double>{0.0, last}, QVector<double>{0.0, -m * last}, true);
        const bool chosen = h + 1 == f.head;
        QPen pen;
        if (heads <= kListedHeads) {
            pen = panels::pen(h, chosen ? 3.5 : 2.0);
        } else {
            pen = QPen(QColor::fromRgb(ramp.color(h, QCPRange(0, heads - 1))), chosen ? 3.5 : 1.0);
            if (chosen)
                pen.setColor(panels::okabeIto(3));
        }
        g->setPen(pen);
        g->setName(tr("head %1: mₕ = %2%3").arg(h + 1).arg(num(m)).arg(chosen ? tr(" (matrix)") : QString()));
        if (heads <= kListedHeads || h == 0 || h == heads - 1 || chosen)
            g->addToLegend(m_curveLegend);
    }
    m_curveLegend->setWrap(heads <= 4 ? 2 : 3);
    m_curveRect->axis(QCPAxis::atBottom)->setRange(0, last);
    const double lowest = -*std::max_element(f.slopes.begin(), f.slopes.end()) * last;
    m_curveRect->axis(QCPAxis::atLeft)->setRange(lowest * 1.04, -lowest * 0.04);
}

QString AlibiView::hoverText(const AlibiFrame& f, QCPAxisRect* rect, double x, double y) const
{
    const int heads = static_cast<int>(f.slopes.size());
    const long length = f.params.length;
    if (rect == m_curveRect) {
        const long t = std::lround(x);
        if (t < 0 || t >= length)
            return {};
        return tr("distance |Δ| = %1: bias from %2 (head 1) to %3 (head %4); head %5: %6")
            .arg(numbers::integer(t))
            .arg(num(-f.slopes.front() * t))
            .arg(num(-f.slopes.back() * t))
            .arg(numbers::integer(heads))
            .arg(numbers::integer(f.head))
            .arg(num(-f.slopes[f.head - 1] * t));
    }
    if (rect == m_slopeRect) {
        const long h = std::lround(x);
        if (h < 1 || h > heads)
            return {};
        return tr("head %1: slope mₕ = %2 = 2^%3")
            .arg(h)
            .arg(num(f.slopes[h - 1], 10))
            .arg(num(std::log2(f.slopes[h - 1])));
    }
    const long key = std::lround(x), query = std::lround(y);
    if (key < 0 || key >= length || query < 0 || query >= length)
        return {};
    if (key > query)
        return tr("query i = %1, key j = %2: masked (the key comes after the query)")
            .arg(numbers::integer(query))
            .arg(numbers::integer(key));
    const double m = f.slopes[f.head - 1];
    return tr("query i = %1, key j = %2: bias of head %3 = −%4 × %5 = %6")
        .arg(numbers::integer(query))
        .arg(numbers::integer(key))
        .arg(numbers::integer(f.head))
        .arg(num(m))
        .arg(numbers::integer(query - key))
        .arg(num(query == key ? 0.0 : -m * static_cast<double>(query - key)));
}

} // namespace pe::ui

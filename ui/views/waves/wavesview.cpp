#include "ui/views/waves/wavesview.h"

#include "ui/framework/numbers.h"
#include "ui/framework/pagestate.h"
#include "ui/framework/sharedparams.h"
#include "ui/framework/viewhelpers.h"
#include "ui/plotting/cachedtext.h"
#include "ui/plotting/fastgraph.h"
#include "ui/plotting/figureplot.h"
#include "ui/plotting/legendwrap.h"
#include "ui/plotting/plotstyle.h"
#include "ui/views/waves/wavesframe.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <memory>

namespace pe::ui {

namespace {
/// The house palette (Okabe-Ito: apart for colour-blind eyes), each curve with its own line
/// style as well (plotstyle::curvePen).
QColor curveColour(int i)
{
    return plotstyle::curveColour(i);
}

/// The check of a list setting: integers from 0 to the largest index of `count` (L or d).
std::function<QString(const QString&, const core::EncodingParams&)>
listCheck(long (*count)(const core::EncodingParams&))
{
    return [count](const QString& text, const core::EncodingParams& p) {
        std::vector<long> values;
        return parseWaveList(text, count(p) - 1, &values);
    };
}
} // namespace

PE_VIEW_REGISTRATION(waves, WavesView)

void WavesView::bindSettings(SettingsSchema<WavesSettings>& s)
{
    s.bind(QStringLiteral("positions"), &WavesSettings::positions)
        .validatedBy(listCheck([](const core::EncodingParams& p) { return p.length; }))
        .bind(QStringLiteral("columns"), &WavesSettings::columns,
              {core::WaveColumns::Sines, core::WaveColumns::Cosines, core::WaveColumns::All}, &core::waveColumnsName)
        .bind(QStringLiteral("dims"), &WavesSettings::dims)
        .validatedBy(listCheck([](const core::EncodingParams& p) { return static_cast<long>(p.dim); }))
        .bind(QStringLiteral("wavelength-marks"), &WavesSettings::wavelengthMarks);
}

WavesView::WavesView(QWidget* parent)
    : TypedView(parent)
    , m_plot(new FigurePlot(this))
{
    m_note = new QLabel(this);
    m_note->setToolTip(tr("Curves that cannot be drawn with the current d and L."));
    helpers::barAbovePlot(this, m_plot)->addWidget(m_note, 1);
    m_note->hide();

    m_title = plotstyle::addTitle(m_plot);
    m_title->setObjectName(QStringLiteral("title"));
    // Short of room at the floor, the short title (exports draw the whole figure).
    addLayoutStep(m_plot, FigurePlot::Stage::Panels, this, [this] {
        const bool less = showsLess(this);
        if (const QString& title = less ? m_titleShort : m_titleWhole; m_title->text() != title)
            m_title->setText(title);
    });
    dimensionRect()->setObjectName(QStringLiteral("byDimension"));
    // Each legend under its panel, outside the data: inside, they hid the curves.
    dimensionRect()->insetLayout()->take(m_plot->legend);
    dimensionRect()->insetLayout()->simplify();
    m_positionRect = new QCPAxisRect(m_plot);
    m_positionRect->setObjectName(QStringLiteral("byPosition"));
    m_plot->plotLayout()->addElement(3, 0, m_positionRect);
    m_positionLegend = new QCPLegend;
    m_plot->legend->setVisible(true);
    for (QCPLegend* l : {m_plot->legend, m_positionLegend}) {
        l->setFillOrder(QCPLayoutGrid::foColumnsFirst);
        l->setWrap(kMaxCurves);
        QFont f = plotstyle::sized(m_plot->font(), 10.5);
        l->setFont(f);
    }
    // As many curves side by side as the width holds, under their panel.
    legendwrap::adapt(m_plot->legend, dimensionRect(), kMaxCurves);
    legendwrap::adapt(m_positionLegend, m_positionRect, kMaxCurves);
    legendwrap::outside(m_plot->legend, m_plot->plotLayout(), 2, 0);
    legendwrap::outside(m_positionLegend, m_plot->plotLayout(), 4, 0);
    m_plot->plotLayout()->setRowStretchFactors({1.0, 1.0, 0.001, 1.0, 0.001});
    // Panels no flatter than four lines of their text (ticks -1, 0, 1 at least): two strips of
    // 40 px "fitted" a projector at 200 %; below that one panel at a time shows, with its legend
    // under it (at 1280 x 720 at 200 % six lines made that page scroll).
    addLayoutStep(m_plot, FigurePlot::Stage::Sizes, this, [this] {
        for (QCPAxisRect* rect : {dimensionRect(), m_positionRect}) {
            const int height = 4 * QFontMetrics(rect->axis(QCPAxis::atLeft)->tickLabelFont()).lineSpacing();
            if (rect->minimumSize().height() != height)
                rect->setMinimumSize(rect->minimumSize().width(), height);
        }
    });
    // The room goes to the panels shown: the legends moving in and out, and the panels of the
    // other page taken out, left their rows as much room as a panel's (a page with 60 px of plot).
    addLayoutStep(m_plot, FigurePlot::Stage::Legends, this, [this] {
        QCPLayoutGrid* grid = m_plot->plotLayout();
        QList<double> factors = grid->rowStretchFactors();
        for (int row = 0; row < grid->rowCount(); ++row) {
            const QCPLayoutElement* e = grid->elementAt(grid->rowColToIndex(row, 0));
            factors[row] = qobject_cast<const QCPAxisRect*>(e) && e->visible() ? 1.0 : 0.001;
        }
        if (factors != grid->rowStretchFactors())
            grid->setRowStretchFactors(factors);
    });
    auto* group = new QCPMarginGroup(m_plot);
    for (QCPAxisRect* rect : {dimensionRect(), m_positionRect}) {
        rect->setMarginGroup(QCP::msLeft | QCP::msRight, group);
        rect->axis(QCPAxis::atLeft)->setRange(-1.12, 1.12);
        rect->axis(QCPAxis::atLeft)->setLabel(tr("PE value"));
        rect->setRangeDrag(Qt::Horizontal);
        rect->setRangeZoom(Qt::Horizontal);
        plotstyle::integerTicks(rect->axis(QCPAxis::atBottom));
        rect->axis(QCPAxis::atTop)->setVisible(true);
        rect->axis(QCPAxis::atTop)->setTicks(false);
        rect->axis(QCPAxis::atTop)->setTickLabels(false);
    }
    plotstyle::apply(m_plot);
    QFont heading = plotstyle::sized(m_plot->font(), 12, true);
    for (QCPAxisRect* rect : {dimensionRect(), m_positionRect})
        rect->axis(QCPAxis::atTop)->setLabelFont(heading);
    m_positionRect->axis(QCPAxis::atBottom)->setLabel(tr("position t"));
    m_plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    plotstyle::singleBuffer(m_plot);
    // The frame is painted on the next event-loop turn, with whatever else changed meanwhile.
    m_plot->setPlottingHint(QCP::phImmediateRefresh, false);
    // One stroke per curve instead of one per segment: QCustomPlot otherwise strokes each
    // segment of a 2-pixel pen on its own, about 30 µs each (85% of a frame at d = 512).
    m_plot->setPlottingHint(QCP::phFastPolylines, true);
    QCPAxisRect* top = dimensionRect();
    QCPAxis* px = m_positionRect->axis(QCPAxis::atBottom);
    QCPAxis* py = m_positionRect->axis(QCPAxis::atLeft);
    // Bands first, so that every curve is drawn over them.
    for (int c = 0; c < kMaxCurves; ++c) {
        QColor fill = curveColour(c);
        fill.setAlpha(90);
        m_bands[c] = new BandPlottable(px, py);
        m_bands[c]->setBrush(fill);
        m_bands[c]->removeFromLegend();
        m_bands[c]->setVisible(false);
    }
    for (int c = 0; c < kMaxCurves; ++c) {
        m_dimGraphs[c] = new FastGraph(top->axis(QCPAxis::atBottom), top->axis(QCPAxis::atLeft));
        m_dimGraphs[c]->setPen(plotstyle::curvePen(c, 2));
        // Band edges (one-pixel pens) in one stroke each; see FastGraph.
        m_hiGraphs[c] = new FastGraph(px, py);
        m_loGraphs[c] = new FastGraph(px, py);
        for (QCPGraph* g : {m_dimGraphs[c], m_hiGraphs[c], m_loGraphs[c]}) {
            g->removeFromLegend();
            g->setVisible(false);
        }
    }

    m_marks = std::make_unique<WavelengthMarks>(m_positionRect, curveColour);
    connect(m_positionRect->axis(QCPAxis::atBottom), qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this, [this] {
        boundPositionRange();
        emit updateRequested();
    });
    connect(dimensionRect()->axis(QCPAxis::atBottom), qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this,
            &WavesView::updateDimensionPens);
    // The rect's width, which decides the pens, is known once the figure is laid out.
    connect(m_plot, &QCustomPlot::afterLayout, this, [this] {
        m_laidOut = true;
        updateDimensionPens();
    });
    resetPositionRange();
    resetDimensionRange();
}

QCPAxisRect* WavesView::dimensionRect() const
{
    return m_plot->axisRect(0);
}

QString WavesView::caption() const
{
    return View::caption() + tr(", positions %1, dimensions %2").arg(joinWaveList(positions()), joinWaveList(dims()));
}

void WavesView::settingsChanged(const WavesSettings& previous)
{
    if (previous.columns != columns())
        resetDimensionRange();
}

void WavesView::inputsChanged(const ViewInputs& previous)
{
    if (previous.params.length != inputs().params.length)
        resetPositionRange();
    if (previous.params.dim != inputs().params.dim)
        resetDimensionRange();
}

std::vector<long> WavesView::shownPositions() const
{
    std::vector<long> shown;
    for (long t : positions())
        if (t < inputs().params.length)
            shown.push_back(t);
    return shown;
}

std::vector<int> WavesView::shownDims() const
{
    std::vector<int> shown;
    for (long j : dims())
        if (j < inputs().params.dim)
            shown.push_back(static_cast<int>(j));
    return shown;
}

void WavesView::resetPositionRange()
{
    const QSignalBlocker blocker(m_positionRect->axis(QCPAxis::atBottom));
    m_positionRect->axis(QCPAxis::atBottom)->setRange(-0.5, inputs().params.length - 0.5);
}

void WavesView::resetDimensionRange()
{
    const int d = inputs().params.dim;
    const bool table = inputs().encoding && !inputs().encoding->sinusoidal();
    const int count = table || columns() == core::WaveColumns::All ? d : core::pairCount(d);
    dimensionRect()->axis(QCPAxis::atBottom)->setRange(-0.5, std::max(1, count) - 0.5);
}

void WavesView::boundPositionRange()
{
    helpers::boundRange(m_positionRect->axis(QCPAxis::atBottom), -0.5, inputs().params.length - 0.5);
}

WavesViewport WavesView::viewport() const
{
    const long length = inputs().params.length;
    const QCPRange r = m_positionRect->axis(QCPAxis::atBottom)->range();
    WavesViewport v;
    v.first = std::clamp<long>(static_cast<long>(std::floor(r.lower + 0.5)), 0, length - 1);
    v.end = std::clamp<long>(static_cast<long>(std::ceil(r.upper + 0.5)), v.first + 1, length);
    // One sample per device pixel, measured as the next replot lays the figure out (a new d
    // changes the tick labels and so the margins); before the first layout the rect is empty,
    // so use the widget.
    m_plot->layOut();
    const int width = m_positionRect->width() > 50 ? m_positionRect->width() : m_plot->width() - 120;
    v.pixels = std::max(64, static_cast<int>(width * m_plot->devicePixelRatioF()));
    return v;
}

void WavesView::draw(const WavesFrame& frame)
{
    if (this->frame() == m_drawn)
        return; // nothing this view shows has changed
    m_drawn = this->frame();
    drawByDimension(frame);
    drawByPosition(frame);
    const auto& p = frame.params;
    if (frame.inputs.table) {
        const core::EncodingParams shape = frame.inputs.params.withDim(frame.inputs.table->dim());
        m_titleWhole = tr("The loaded table as waves: %1, %2, %3")
                           .arg(QString::fromStdString(frame.inputs.table->describe()),
                                shared::caption(*shared::find(QStringLiteral("d")), shape),
                                shared::caption(*shared::find(QStringLiteral("length")), shape));
        m_titleShort = m_titleWhole;
    } else {
        m_titleWhole = tr("The encoding as waves: %1").arg(shared::caption(p, tr(", ")));
        m_titleShort = tr("Waves: %1").arg(shared::caption(p, tr(", ")));
    }
    const bool less = showsLess(this);
    m_title->setText(less ? m_titleShort : m_titleWhole);
    QStringList hidden;
    if (frame.byDimension.positions.size() < frame.inputs.positions.size())
        hidden << tr("positions ≥ L hidden");
    if (frame.byPosition.waves.size() < frame.inputs.dims.size())
        hidden << tr("dimensions ≥ d hidden");
    if (frame.inputs.table)
        hidden << tr("loaded table: every column (no sine/cosine pairs)");
    m_note->setText(hidden.join(QStringLiteral("; ")));
    // Its row only when there is something to say: on a small screen the figure needs it.
    m_note->setVisible(!hidden.isEmpty());
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void WavesView::renderFigure(QCPPainter* painter, const QSize& size)
{
    // An unscaled PNG goes through the plot's own paint buffers, where each curve is drawn
    // segment by segment (phFastPolylines). toPainter() switches that off and strokes every
    // curve as one polyline, which Qt's rasteriser fills in tens of milliseconds per curve.
    // Vector and scaled exports keep toPainter().
    const bool raster = painter->device() && painter->device()->devType() == QInternal::Image;
    if (raster && !painter->transform().isScaling() && !painter->modes().testFlag(QCPPainter::pmVectorized)) {
        renderWidget(m_plot, painter, size);
        return;
    }
    View::renderFigure(painter, size);
}

void WavesView::drawByDimension(const WavesFrame& r)
{
    const core::DimensionWaves& w = r.byDimension;
    QCPAxisRect* rect = dimensionRect();
    const bool all = w.columns == core::WaveColumns::All;
    const QString fn = w.columns == core::WaveColumns::Cosines ? QStringLiteral("cos") : QStringLiteral("sin");
    rect->axis(QCPAxis::atBottom)->setLabel(all ? tr("dimension") : tr("pair k (column of %1)").arg(fn));
    rect->axis(QCPAxis::atTop)
        ->setLabel(all ? tr("One curve per position: PE(t, dim) against the dimension")
                       : tr("One curve per position: %1(t / n^(2k/d)) against k").arg(fn));
    const bool dots = w.x.size() <= 64;
    for (int c = 0; c < kMaxCurves; ++c) {
        QCPGraph* g = m_dimGraphs[c];
        const bool shown = c < r.dimCurves.size();
        g->setVisible(shown);
        if (!shown) {
            g->removeFromLegend(m_plot->legend);
            g->data()->clear();
            continue;
        }
        g->setName(tr("t = %1").arg(numbers::integer(w.positions[static_cast<std::size_t>(c)])));
        g->addToLegend(m_plot->legend);
        g->setData(r.dimCurves[c]);
        g->setScatterStyle(dots ? QCPScatterStyle(QCPScatterStyle::ssDisc, 5) : QCPScatterStyle());
    }
    updateDimensionPens();
}

void WavesView::updateDimensionPens()
{
    // Where the curves have more points than the rect has pixels (all 4096 columns, which
    // alternate sine and cosine, on 1300 pixels), a 2-pixel or antialiased pen shows nothing
    // more than a plain 1-pixel one, but Qt strokes such a zig-zag in tens of milliseconds to
    // seconds (2 pixels) or twice the time (antialiased) instead of about one per curve.
    const QCPRange range = dimensionRect()->axis(QCPAxis::atBottom)->range();
    const double points = std::min(range.size(), static_cast<double>(m_drawn ? m_drawn->byDimension.x.size() : 0));
    const bool dense = points > dimensionRect()->width();
    // Once the rect has a width (before the first layout the pens stay 2 pixels wide), and only
    // when that changes: the theme may have thickened the pens since (plotstyle::apply).
    if (!m_laidOut || m_dimDense == dense)
        return;
    m_dimDense = dense;
    // As the theme draws them (thicker under high contrast); after a layout, the replot under
    // way draws with them.
    for (QCPGraph* g : m_dimGraphs) {
        plotstyle::setPenWidth(g, dense ? 1.0 : 2.0);
        g->setAntialiased(!dense);
    }
}

void WavesView::drawByPosition(const WavesFrame& r)
{
    const core::PositionWaves& w = r.byPosition;
    const core::BlockAxis& axis = w.positions;
    m_positionRect->axis(QCPAxis::atTop)
        ->setLabel(axis.step > 1
                       ? tr("One curve per dimension: PE(t, dim) against t (band: range over %1 positions per pixel)")
                             .arg(numbers::integer(axis.step))
                       : tr("One curve per dimension: PE(t, dim) against the position t"));
    const bool banded = axis.step > 1;
    m_positionRect->axis(QCPAxis::atLeft)->setRange(-1.12, m_marks->show(r.marks, r.smoothCurves));
    // Marks name their curves in their own colour: the legend would only repeat them (and sit
    // on the arrows).
    m_positionLegend->setVisible(r.marks.empty() || r.marks.size() < r.byPosition.waves.size());
    for (int c = 0; c < kMaxCurves; ++c) {
        QCPGraph* hi = m_hiGraphs[c];
        QCPGraph* lo = m_loGraphs[c];
        BandPlottable* band = m_bands[c];
        const bool shown = c < r.hiCurves.size();
        hi->setVisible(shown);
        lo->setVisible(shown && banded);
        band->setVisible(shown && banded);
        if (!shown) {
            hi->removeFromLegend(m_positionLegend);
            hi->data()->clear();
            lo->data()->clear();
            band->setBand({});
            continue;
        }
        const core::PositionWave& wave = w.waves[static_cast<std::size_t>(c)];
        const QColor colour = curveColour(c);
        if (r.inputs.table)
            hi->setName(tr("dim %1").arg(wave.column));
        else
            hi->setName(tr("dim %1: %2(t / %3)")
                            .arg(wave.column)
                            .arg(wave.sine ? QStringLiteral("sin") : QStringLiteral("cos"))
                            .arg(numbers::real(1.0 / wave.omega, 4)));
        hi->addToLegend(m_positionLegend);
        hi->setData(r.hiCurves[c]);
        // A band's edges zigzag a full pixel column up and down; antialiasing them cost most of a
        // frame and shows nothing at one sample per pixel.
        hi->setAntialiased(!banded);
        lo->setAntialiased(false);
        if (!banded) {
            hi->setPen(plotstyle::curvePen(c, 2));
            hi->setScatterStyle(axis.cells <= 64 ? QCPScatterStyle(QCPScatterStyle::ssDisc, 6) : QCPScatterStyle());
            lo->data()->clear();
            band->setBand({});
            continue;
        }
        hi->setPen(QPen(colour, 1));
        hi->setScatterStyle(QCPScatterStyle());
        lo->setPen(QPen(colour, 1));
        lo->setData(r.loCurves[c]);
        band->setBand(r.bands[c]);
    }
}

} // namespace pe::ui

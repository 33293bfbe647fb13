#include "ui/views/heatmap/heatmapview.h"

#include "core/encodings/learned.h"
#include "core/formula/formula.h"
#include "ui/framework/numbers.h"
#include "ui/framework/sharedparams.h"
#include "ui/framework/viewhelpers.h"
#include "ui/plotting/cachedtext.h"
#include "ui/plotting/fastcolormap.h"
#include "ui/plotting/figureplot.h"
#include "ui/plotting/plotstyle.h"
#include "ui/plotting/wheelzoom.h"
#include "ui/views/heatmap/heatmapfigure.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QToolTip>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include <cmath>

namespace pe::ui {

PE_VIEW_REGISTRATION(heatmap, HeatmapView)

void HeatmapView::bindSettings(SettingsSchema<HeatmapSettings>& s)
{
    s.bind(QStringLiteral("transpose"), &HeatmapSettings::transposed)
        .bind(QStringLiteral("annotate"), &HeatmapSettings::annotated);
}

HeatmapView::HeatmapView(QWidget* parent)
    : TypedView(parent)
    , m_plot(new FigurePlot(this))
{
    m_resolutionLabel = new QLabel(this);
    m_resolutionLabel->setObjectName(QStringLiteral("resolutionLabel"));
    m_resolutionLabel->setToolTip(
        tr("Each pixel blends the matrix entries under it, never picks one out: the formula is smoothed over "
           "about one pixel along both axes (a box filter applied four times), and a loaded table is averaged, "
           "each entry weighted by how much of it the pixel covers. Waves faster than the pixels fade to white "
           "instead of beating against the pixel grid into false stripes and arcs. Zoom with the wheel to see "
           "single positions."));
    helpers::barAbovePlot(this, m_plot)->addWidget(m_resolutionLabel);

    // (wrapping: side by side, half the window is narrower than the title's one line)
    CachedTextElement* title = plotstyle::addTitle(m_plot);
    m_title = title;
    m_title->setObjectName(QStringLiteral("title"));
    m_map = new FastColorMap(m_plot->xAxis, m_plot->yAxis);
    m_map->setObjectName(QStringLiteral("map"));
    m_scale = new QCPColorScale(m_plot);
    // The plot and its colour scale share one cell, so that the title above spans both and
    // wraps at the figure's width.
    auto* body = new QCPLayoutGrid;
    QCPAxisRect* rect = m_plot->axisRect();
    m_plot->plotLayout()->take(rect);
    m_plot->plotLayout()->addElement(1, 0, body);
    body->addElement(0, 0, rect);
    body->addElement(0, 1, m_scale);
    m_scale->setType(QCPAxis::atRight);
    m_scale->axis()->setLabel(tr("PE(t, dim)"));
    m_map->setColorScale(m_scale);
    m_map->setGradient(plotstyle::diverging());
    m_map->setDataRange(QCPRange(-1.0, 1.0));
    m_map->setInterpolate(false);
    m_map->setTightBoundary(false);
    auto* group = new QCPMarginGroup(m_plot);
    m_plot->axisRect()->setMarginGroup(QCP::msBottom | QCP::msTop, group);
    m_scale->setMarginGroup(QCP::msBottom | QCP::msTop, group);
    plotstyle::apply(m_plot);
    plotstyle::singleBuffer(m_plot);
    // The frame is painted on the next event-loop turn, with whatever else changed meanwhile.
    m_plot->setPlottingHint(QCP::phImmediateRefresh, false);
    m_scale->axis()->setTickLabelFont(m_plot->xAxis->tickLabelFont());
    m_scale->axis()->setLabelFont(m_plot->xAxis->labelFont());
    m_scale->setBarWidth(18);
    plotstyle::integerTicks(m_plot->xAxis);
    plotstyle::integerTicks(m_plot->yAxis);
    m_annotations = std::make_unique<HeatmapAnnotations>(m_plot);
    // Wheel zoom is handled in onWheel(), without QCustomPlot's immediate replot.
    m_plot->setInteractions(QCP::iRangeDrag);
    m_plot->setToolTip(QString());

    for (QCPAxis* axis : {m_plot->xAxis, m_plot->yAxis})
        connect(axis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this, [this] {
            boundRanges();
            emit updateRequested();
        });
    connect(m_plot, &QCustomPlot::mouseMove, this, &HeatmapView::onMouseMove);
    connect(m_plot, &QCustomPlot::mouseDoubleClick, this, &HeatmapView::onDoubleClick);
    connect(m_plot, &QCustomPlot::mouseWheel, this, &HeatmapView::onWheel);
    resetRanges();
}

QCPAxis* HeatmapView::positionAxis() const
{
    return isTransposed() ? m_plot->yAxis : m_plot->xAxis;
}

QCPAxis* HeatmapView::dimensionAxis() const
{
    return isTransposed() ? m_plot->xAxis : m_plot->yAxis;
}

HeatmapView::~HeatmapView() = default;

void HeatmapView::settingsChanged(const HeatmapSettings& previous)
{
    if (previous.transposed != isTransposed())
        resetRanges();
}

void HeatmapView::inputsChanged(const ViewInputs& previous)
{
    // A new d or L resets the zoom; a new base or layout keeps it.
    if (previous.params.dim != inputs().params.dim || previous.params.length != inputs().params.length)
        resetRanges();
    else
        updateTitle();
}

void HeatmapView::resetRanges()
{
    const auto& p = inputs().params;
    const QSignalBlocker bx(m_plot->xAxis);
    const QSignalBlocker by(m_plot->yAxis);
    positionAxis()->setRange(-0.5, p.length - 0.5);
    dimensionAxis()->setRange(-0.5, p.dim - 0.5);
    positionAxis()->setLabel(tr("Position t"));
    dimensionAxis()->setLabel(tr("Dimension"));
    updateTitle();
}

void HeatmapView::boundRanges()
{
    const auto& p = inputs().params;
    helpers::boundRange(positionAxis(), -0.5, p.length - 0.5);
    helpers::boundRange(dimensionAxis(), -0.5, p.dim - 0.5);
}

void HeatmapView::updateTitle()
{
    const auto& p = inputs().params;
    if (!inputs().encoding->sinusoidal()) {
        dimensionAxis()->setLabel(tr("Dimension"));
        m_title->setText(tr("Learned position embeddings: %1, %2")
                             .arg(QString::fromStdString(inputs().encoding->describe()),
                                  shared::caption(*shared::find(QStringLiteral("length")), p)));
        m_scale->axis()->setLabel(tr("p(t, dim)"));
        return;
    }
    m_scale->axis()->setLabel(tr("PE(t, dim)"));
    dimensionAxis()->setLabel(p.layout == core::Layout::Concatenated
                                  ? tr("Dimension (sines, then cosines; fast first in each half)")
                                  : tr("Dimension (low: fast, high: slow)"));
    m_title->setText(
        tr("Sinusoidal positional encoding: %1 (%2)").arg(shared::caption(p, tr(", ")), helpers::layoutWord(p.layout)));
}

HeatmapViewport HeatmapView::viewport() const
{
    const core::EncodingParams& params = inputs().params;
    HeatmapViewport v;
    std::tie(v.firstPosition, v.endPosition) = helpers::visibleIndices(positionAxis()->range(), 0, params.length);
    const auto [d0, d1] = helpers::visibleIndices(dimensionAxis()->range(), 0, params.dim);
    v.firstDim = static_cast<int>(d0);
    v.endDim = static_cast<int>(d1);
    // One image pixel per device pixel of the axis rect, measured as the next replot will lay
    // it out: a new d or L changes the tick labels and so the margins, and an image made for
    // the old width would be stretched by a few pixels (nearest neighbour: moiré again).
    m_plot->layOut();
    const QRect rect = m_plot->axisRect()->rect();
    const double dpr = m_plot->devicePixelRatioF();
    const int wPx = std::max(16, static_cast<int>(rect.width() * dpr));
    const int hPx = std::max(16, static_cast<int>(rect.height() * dpr));
    v.positionPixels = isTransposed() ? hPx : wPx;
    v.dimPixels = isTransposed() ? wPx : hPx;
    v.positionLo = positionAxis()->range().lower;
    v.positionHi = positionAxis()->range().upper;
    v.dimLo = dimensionAxis()->range().lower;
    v.dimHi = dimensionAxis()->range().upper;
    v.gradient = m_map->gradient();
    v.range = QCPRange(-1.0, 1.0);
    return v;
}

void HeatmapView::draw(const HeatmapFrame& frame)
{
    m_map->setDataRange(frame.range);
    m_map->show(*frame.map);
    const double perPixelT = frame.positionRange.size() / std::max<Eigen::Index>(1, frame.pixels.rows());
    const double perPixelJ = frame.dimRange.size() / std::max<Eigen::Index>(1, frame.pixels.cols());
    // Along an axis with more pixels than entries a pixel averages nothing ("average of 0.104
    // positions" read as if it did): it shows one entry there.
    QString resolution = tr("Each matrix entry covers one pixel or more");
    if (perPixelT > 1.0 && perPixelJ > 1.0)
        resolution = tr("Each pixel: average of %1 positions × %2 dimensions")
                         .arg(numbers::real(perPixelT, 3), numbers::real(perPixelJ, 3));
    else if (perPixelT > 1.0)
        resolution = tr("Each pixel: average of %1 positions, one dimension").arg(numbers::real(perPixelT, 3));
    else if (perPixelJ > 1.0)
        resolution = tr("Each pixel: one position, average of %1 dimensions").arg(numbers::real(perPixelJ, 3));
    m_resolutionLabel->setText(resolution);
    updateTitle();
    m_annotations->update(frame.params, frame.transposed, settings().annotated && inputs().encoding->sinusoidal());
    m_plot->replot();
}

void HeatmapView::onWheel(QWheelEvent* event)
{
    wheelzoom::zoomAbout(m_plot->axisRect(), {m_plot->xAxis, m_plot->yAxis}, event);
}

void HeatmapView::onMouseMove(QMouseEvent* event)
{
    const auto& p = inputs().params;
    const double x = m_plot->xAxis->pixelToCoord(event->position().x());
    const double y = m_plot->yAxis->pixelToCoord(event->position().y());
    const long t = std::lround(isTransposed() ? y : x);
    const long j = std::lround(isTransposed() ? x : y);
    if (!m_plot->axisRect()->rect().contains(event->position().toPoint()) || t < 0 || t >= p.length || j < 0 ||
        j >= p.dim) {
        QToolTip::hideText();
        return;
    }
    if (!inputs().encoding->sinusoidal()) {
        const QString text = tr("position t = %1, dimension %2\np(t, dim) = %3")
                                 .arg(numbers::integer(t))
                                 .arg(numbers::integer(j))
                                 .arg(numbers::real(inputs().encoding->value(t, static_cast<int>(j)), 9));
        QToolTip::showText(event->globalPosition().toPoint(), text, m_plot);
        emit statusMessage(QString(text).replace(QLatin1Char('\n'), QStringLiteral(" · ")));
        return;
    }
    const core::CellInfo c = core::cellInfo(p, t, static_cast<int>(j));
    const QString fn = c.sine ? QStringLiteral("sin") : QStringLiteral("cos");
    QString text = tr("position t = %1, dimension %2\npair k = %3 (%4)\nω_k = %5, wavelength = %6 positions\n"
                      "PE = %4(%7) = %8")
                       .arg(numbers::integer(t))
                       .arg(numbers::integer(j))
                       .arg(c.pair)
                       .arg(fn)
                       .arg(numbers::real(c.omega, 6))
                       .arg(numbers::real(c.wavelength, 6))
                       .arg(numbers::real(c.angle, 8))
                       .arg(numbers::fixed(c.value, 9));
    if (frame() && (frame()->grid.positions.step > 1 || frame()->grid.dims.step > 1))
        text += tr("\n(the colour averages the entries under the pixel, about %1 × %2)")
                    .arg(numbers::integer(frame()->grid.positions.step))
                    .arg(numbers::integer(frame()->grid.dims.step));
    text += tr("\nDouble-click to open this cell in the formula inspector.");
    QToolTip::showText(event->globalPosition().toPoint(), text, m_plot);
    emit statusMessage(QString(text).replace(QLatin1Char('\n'), QStringLiteral(" · ")));
}

void HeatmapView::onDoubleClick(QMouseEvent* event)
{
    const auto& p = inputs().params;
    if (!m_plot->axisRect()->rect().contains(event->position().toPoint()))
        return;
    const double x = m_plot->xAxis->pixelToCoord(event->position().x());
    const double y = m_plot->yAxis->pixelToCoord(event->position().y());
    const long t = std::lround(isTransposed() ? y : x);
    const long j = std::lround(isTransposed() ? x : y);
    if (t >= 0 && t < p.length && j >= 0 && j < p.dim)
        emit cellActivated(t, static_cast<int>(j));
}

} // namespace pe::ui

#include "ui/views/heatmap/heatmapview.h"

#include "ui/framework/appstate.h"
#include "ui/plotting/cachedtext.h"
#include "core/encoding.h"
#include "core/parallel.h"
#include "ui/plotting/fastcolormap.h"
#include "ui/plotting/plotstyle.h"
#include "ui/framework/viewhelpers.h"

#include <QCheckBox>
#include <QCommandLineParser>
#include <QHBoxLayout>
#include <QLabel>
#include <QTextStream>
#include <QToolTip>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include <cmath>
#include <memory>

namespace pe::ui {

struct HeatmapView::Result {
    core::EncodingParams params;
    core::EncodingGrid grid;
    bool transposed = false;
    mutable std::unique_ptr<QCPColorMapData> data;
    QImage image; // the data coloured on the worker thread, with:
    QCPColorGradient gradient;
    QCPRange range;
};

namespace {

/// Uniform cell centres of a block axis; a single cell is doubled so that QCPColorMap
/// draws it one index wide.
void axisExtent(const core::BlockAxis& axis, int* size, QCPRange* range)
{
    const double step = static_cast<double>(axis.step);
    const double c0 = axis.first + 0.5 * step - 0.5;
    if (axis.cells <= 1) {
        *size = 2;
        *range = QCPRange(c0 - 0.25 * step, c0 + 0.25 * step);
        return;
    }
    *size = axis.cells;
    *range = QCPRange(c0, c0 + (axis.cells - 1) * step);
}

std::unique_ptr<QCPColorMapData> toColorMapData(const core::EncodingGrid& grid, bool transposed)
{
    int np = 0, nd = 0;
    QCPRange rp, rd;
    axisExtent(grid.positions, &np, &rp);
    axisExtent(grid.dims, &nd, &rd);
    // Keys are the fast index of QCPColorMapData: walk them innermost so that both the map
    // and the (column-major) grid are read and written in order.
    Eigen::MatrixXf swapped;
    if (transposed)
        swapped = grid.values.transpose();
    const Eigen::MatrixXf& keysFast = transposed ? swapped : grid.values;
    const int nk = transposed ? nd : np;
    const int nv = transposed ? np : nd;
    auto data = transposed ? std::make_unique<QCPColorMapData>(nd, np, rd, rp)
                           : std::make_unique<QCPColorMapData>(np, nd, rp, rd);
    double* cells = FastColorMap::cells(data.get());
    const int last = static_cast<int>(keysFast.rows()) - 1;
    core::parallelFor(nv, 200, [&](long first, long end) {
        for (long v = first; v < end; ++v) {
            const float* column = keysFast.col(std::min<long>(v, keysFast.cols() - 1)).data();
            double* row = cells + v * nk;
            for (int k = 0; k < nk; ++k)
                row[k] = column[std::min(k, last)];
        }
    });
    data->setCell(0, 0, cells[0]); // the bookkeeping setCell does (modified flag)
    return data;
}
} // namespace

HeatmapView::HeatmapView(AppState* state, QWidget* parent)
    : View(state, parent)
    , m_plot(new QCustomPlot(this))
{
    m_transposeBox = new QCheckBox(tr("&Transpose (positions vertical)"), this);
    m_transposeBox->setToolTip(tr("Put positions on the vertical axis and dimensions on the horizontal one."));
    m_resolutionLabel = new QLabel(this);
    m_resolutionLabel->setToolTip(
        tr("When the matrix has more rows or columns than the screen has pixels, each cell shows the exact "
           "mean of the block it covers. Zoom with the wheel to see single positions."));
    auto* bar = new QHBoxLayout;
    bar->addWidget(m_transposeBox);
    bar->addStretch();
    bar->addWidget(m_resolutionLabel);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(bar);
    layout->addWidget(m_plot, 1);

    m_title = CachedTextElement::replace(plotstyle::addTitle(m_plot));
    m_map = new FastColorMap(m_plot->xAxis, m_plot->yAxis);
    m_scale = new QCPColorScale(m_plot);
    m_plot->plotLayout()->addElement(1, 1, m_scale);
    m_scale->setType(QCPAxis::atRight);
    m_scale->axis()->setLabel(tr("PE(t, j)"));
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
    // Wheel zoom is handled in onWheel(), without QCustomPlot's immediate replot.
    m_plot->setInteractions(QCP::iRangeDrag);
    m_plot->setToolTip(QString());

    connect(m_transposeBox, &QCheckBox::toggled, this, &HeatmapView::setTransposed);
    // A new d or L resets the zoom; a new base or layout keeps it.
    connect(state, &AppState::dimChanged, this, &HeatmapView::resetRanges);
    connect(state, &AppState::lengthChanged, this, &HeatmapView::resetRanges);
    connect(state, &AppState::paramsChanged, this, &HeatmapView::updateTitle);
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

QCPColorMap* HeatmapView::colorMap() const
{
    return m_map;
}

const core::EncodingGrid& HeatmapView::grid() const
{
    static const core::EncodingGrid empty;
    return m_result ? m_result->grid : empty;
}

const core::EncodingParams& HeatmapView::gridParams() const
{
    static const core::EncodingParams none;
    return m_result ? m_result->params : none;
}

QString HeatmapView::title() const
{
    return tr("PE matrix");
}

QString HeatmapView::summary() const
{
    return tr("The whole encoding at once: each row of the matrix is one position's vector; fast columns "
              "on the left oscillate, slow columns on the right barely move.");
}

QCPAxis* HeatmapView::positionAxis() const
{
    return m_transposed ? m_plot->yAxis : m_plot->xAxis;
}

QCPAxis* HeatmapView::dimensionAxis() const
{
    return m_transposed ? m_plot->xAxis : m_plot->yAxis;
}

void HeatmapView::setTransposed(bool transposed)
{
    if (transposed == m_transposed)
        return;
    m_transposed = transposed;
    {
        const QSignalBlocker blocker(m_transposeBox);
        m_transposeBox->setChecked(transposed);
    }
    resetRanges();
    emit updateRequested();
}

void HeatmapView::resetRanges()
{
    const auto& p = state()->params();
    const QSignalBlocker bx(m_plot->xAxis);
    const QSignalBlocker by(m_plot->yAxis);
    positionAxis()->setRange(-0.5, p.length - 0.5);
    dimensionAxis()->setRange(-0.5, p.dim - 0.5);
    positionAxis()->setLabel(tr("Position t"));
    dimensionAxis()->setLabel(tr("Dimension j"));
    updateTitle();
}

void HeatmapView::boundRanges()
{
    const auto& p = state()->params();
    helpers::boundRange(positionAxis(), -0.5, p.length - 0.5);
    helpers::boundRange(dimensionAxis(), -0.5, p.dim - 0.5);
}

void HeatmapView::updateTitle()
{
    const auto& p = state()->params();
    m_title->setText(tr("Sinusoidal positional encoding: d = %1, n = %2, L = %3 (%4)")
                         .arg(p.dim)
                         .arg(QString::fromStdString(core::formatNumber(p.base)))
                         .arg(p.length)
                         .arg(QString::fromStdString(core::layoutName(p.layout))));
}

View::Job HeatmapView::makeJob()
{
    const core::EncodingParams params = state()->params();
    const bool transposed = m_transposed;
    const auto [p0, p1] = helpers::visibleIndices(positionAxis()->range(), 0, params.length);
    const auto [d0, d1] = helpers::visibleIndices(dimensionAxis()->range(), 0, params.dim);
    // One cell per device pixel of the axis rect at most.
    const QRect rect = m_plot->axisRect()->rect();
    const double dpr = m_plot->devicePixelRatioF();
    const int wPx = std::max(16, static_cast<int>(rect.width() * dpr));
    const int hPx = std::max(16, static_cast<int>(rect.height() * dpr));
    const int posPx = transposed ? hPx : wPx;
    const int dimPx = transposed ? wPx : hPx;
    const QCPColorGradient gradient = m_map->gradient();
    const QCPRange range = m_map->dataRange();
    return [=]() -> std::any {
        auto result = std::make_shared<Result>();
        result->params = params;
        result->transposed = transposed;
        result->grid =
            core::sampleEncoding(params, core::BlockAxis::fit(p0, p1, posPx), core::BlockAxis::fit(d0, d1, dimPx));
        result->data = toColorMapData(result->grid, transposed);
        result->gradient = gradient;
        result->range = range;
        result->image = FastColorMap::colorize(result->data.get(), gradient, range);
        return std::shared_ptr<const Result>(result);
    };
}

void HeatmapView::applyResult(const std::any& any)
{
    const auto result = std::any_cast<std::shared_ptr<const Result>>(any);
    m_result = result;
    m_map->setPrepared(result->data.release(), result->image, result->gradient, result->range);
    const core::EncodingGrid& g = result->grid;
    const long step = std::max(g.positions.step, g.dims.step);
    m_resolutionLabel->setText(
        step > 1 ? tr("Each cell: mean of %1 positions × %2 dimensions").arg(g.positions.step).arg(g.dims.step)
                 : tr("One cell per matrix entry"));
    updateTitle();
    m_plot->replot();
}

QString HeatmapView::csvProblem() const
{
    const auto& p = state()->params();
    if (static_cast<qint64>(p.length) * p.dim > kMaxCsvCells)
        return tr("The CSV of the PE matrix would hold L × d = %1 values; the limit is %2. "
                  "Lower L or d to export the exact values.")
            .arg(static_cast<qint64>(p.length) * p.dim)
            .arg(kMaxCsvCells);
    return {};
}

void HeatmapView::writeCsv(QTextStream& out) const
{
    const auto& p = state()->params();
    out << "position";
    for (int j = 0; j < p.dim; ++j)
        out << ",dim" << j;
    out << '\n';
    const core::ColumnSpec spec = core::columnSpec(p);
    char buffer[32];
    QByteArray line;
    for (long t = 0; t < p.length && out.status() == QTextStream::Ok; ++t) {
        line.clear();
        line.append(QByteArray::number(static_cast<qlonglong>(t)));
        for (int j = 0; j < p.dim; ++j) {
            const double a = core::reducedAngle(spec.omegas[j], static_cast<double>(t));
            const int n = std::snprintf(buffer, sizeof buffer, ",%.10g", spec.sines[j] ? std::sin(a) : std::cos(a));
            line.append(buffer, n);
        }
        line.append('\n');
        out << QString::fromLatin1(line);
    }
}

QList<QCommandLineOption> HeatmapView::commandLineOptions()
{
    return {QCommandLineOption(QStringLiteral("transpose"), tr("heatmap: put positions on the vertical axis."))};
}

QString HeatmapView::applyCliOptions(const QCommandLineParser& parser)
{
    setTransposed(parser.isSet(QStringLiteral("transpose")));
    return {};
}

void HeatmapView::onWheel(QWheelEvent* event)
{
    // As QCustomPlot's iRangeZoom (same factor per notch, about the cursor), except that it
    // does not first redraw the old image stretched: the range change requests a recompute,
    // whose single replot shows the new viewport at its own resolution.
    QCPAxisRect* rect = m_plot->axisRect();
    const QPointF at = event->position();
    if (!rect->rect().contains(at.toPoint()))
        return;
    const double notches = event->angleDelta().y() / 120.0;
    for (QCPAxis* axis : {m_plot->xAxis, m_plot->yAxis}) {
        const bool horizontal = axis->orientation() == Qt::Horizontal;
        const double factor = std::pow(rect->rangeZoomFactor(axis->orientation()), notches);
        axis->scaleRange(factor, axis->pixelToCoord(horizontal ? at.x() : at.y()));
    }
    event->accept();
}

void HeatmapView::onMouseMove(QMouseEvent* event)
{
    const auto& p = state()->params();
    const double x = m_plot->xAxis->pixelToCoord(event->position().x());
    const double y = m_plot->yAxis->pixelToCoord(event->position().y());
    const long t = std::lround(m_transposed ? y : x);
    const long j = std::lround(m_transposed ? x : y);
    if (!m_plot->axisRect()->rect().contains(event->position().toPoint()) || t < 0 || t >= p.length || j < 0 ||
        j >= p.dim) {
        QToolTip::hideText();
        return;
    }
    const core::CellInfo c = core::cellInfo(p, t, static_cast<int>(j));
    const QString fn = c.sine ? QStringLiteral("sin") : QStringLiteral("cos");
    QString text = tr("position t = %1, dimension j = %2\npair k = %3 (%4)\nω_k = %5, wavelength = %6 positions\n"
                      "PE = %4(%7) = %8")
                       .arg(t)
                       .arg(j)
                       .arg(c.pair)
                       .arg(fn)
                       .arg(c.omega, 0, 'g', 6)
                       .arg(c.wavelength, 0, 'g', 6)
                       .arg(c.angle, 0, 'g', 8)
                       .arg(c.value, 0, 'f', 9);
    if (const core::EncodingGrid& g = grid(); g.positions.step > 1 || g.dims.step > 1)
        text += tr("\n(the colour is the mean of its %1 × %2 block)").arg(g.positions.step).arg(g.dims.step);
    text += tr("\nDouble-click to open this cell in the formula inspector.");
    QToolTip::showText(event->globalPosition().toPoint(), text, m_plot);
    emit statusMessage(QString(text).replace(QLatin1Char('\n'), QStringLiteral(" · ")));
}

void HeatmapView::onDoubleClick(QMouseEvent* event)
{
    const auto& p = state()->params();
    if (!m_plot->axisRect()->rect().contains(event->position().toPoint()))
        return;
    const double x = m_plot->xAxis->pixelToCoord(event->position().x());
    const double y = m_plot->yAxis->pixelToCoord(event->position().y());
    const long t = std::lround(m_transposed ? y : x);
    const long j = std::lround(m_transposed ? x : y);
    if (t >= 0 && t < p.length && j >= 0 && j < p.dim)
        emit cellActivated(t, static_cast<int>(j));
}

} // namespace pe::ui

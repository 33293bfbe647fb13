#include "distanceview.h"

#include "appstate.h"
#include "cachedtextelement.h"
#include "core/parallel.h"
#include "fastcolormap.h"
#include "plotstyle.h"
#include "viewhelpers.h"

#include <QComboBox>
#include <QCommandLineParser>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QTextStream>
#include <QVBoxLayout>
#include <QWheelEvent>
#include <qcustomplot.h>

#include <cmath>
#include <limits>
#include <memory>

namespace pe::ui {

/// Everything a frame draws, prepared on the worker thread: the colour map's cells and image,
/// the curve's graph data; applyResult() only hands them over.
struct DistanceFrame {
    /// What the frame was computed from; a request with the same inputs (a change of the
    /// position t, which this view does not show) reuses the frame and draws nothing.
    struct Inputs {
        core::EncodingParams params;
        core::Metric metric = core::Metric::Dot;
        long s0 = 0, s1 = 0, t0 = 0, t1 = 0, d0 = 0, d1 = 0;
        int wPx = 0, hPx = 0, cPx = 0;
        bool operator==(const Inputs& o) const
        {
            return params == o.params && metric == o.metric && s0 == o.s0 && s1 == o.s1 && t0 == o.t0 && t1 == o.t1 &&
                   d0 == o.d0 && d1 == o.d1 && wPx == o.wPx && hPx == o.hPx && cPx == o.cPx;
        }
    } inputs;
    core::EncodingParams params;
    core::Metric metric = core::Metric::Dot;
    core::SimilarityGrid grid;
    core::OffsetCurve curve;
    core::FalseNeighbour peak;
    std::vector<core::ConsecutiveDistance> consecutive;
    mutable std::unique_ptr<QCPColorMapData> data;
    QImage image;
    QCPColorGradient gradient;
    QCPRange range;
    QSharedPointer<QCPGraphDataContainer> curveData;
    QCPRange curveRange;
};

namespace {

std::unique_ptr<QCPColorMapData> toColorMapData(const core::SimilarityGrid& g)
{
    int nx = 0, ny = 0;
    QCPRange rx, ry;
    helpers::axisExtent(g.cols, &nx, &rx);
    helpers::axisExtent(g.rows, &ny, &ry);
    auto data = std::make_unique<QCPColorMapData>(nx, ny, rx, ry);
    double* cells = FastColorMap::cells(data.get());
    const int lastRow = g.rows.cells - 1, lastCol = g.cols.cells - 1;
    // Keys (s, the columns of the grid) are the fast index of the map's cells.
    core::parallelFor(ny, 200, [&](long first, long end) {
        for (long y = first; y < end; ++y) {
            const int i = std::min(static_cast<int>(y), lastRow);
            double* row = cells + y * nx;
            for (int x = 0; x < nx; ++x)
                row[x] = g.values(i, std::min(x, lastCol));
        }
    });
    data->setCell(0, 0, cells[0]); // the bookkeeping setCell does (modified flag)
    return data;
}

const core::SimilarityGrid kNoGrid;
const core::OffsetCurve kNoCurve;
const core::FalseNeighbour kNoPeak;
const std::vector<core::ConsecutiveDistance> kNoDistances;
const core::EncodingParams kNoParams;
} // namespace

DistanceView::DistanceView(AppState* state, QWidget* parent)
    : View(state, parent)
    , m_plot(new QCustomPlot(this))
{
    m_metricBox = new QComboBox(this);
    m_metricBox->addItem(tr("Dot product PE·PEᵀ"), static_cast<int>(core::Metric::Dot));
    m_metricBox->addItem(tr("Cosine similarity"), static_cast<int>(core::Metric::Cosine));
    m_metricBox->addItem(tr("Euclidean distance"), static_cast<int>(core::Metric::Euclidean));
    m_metricBox->setToolTip(tr("What the matrix compares: the dot product of article 004's figure, the cosine "
                               "(dot divided by both lengths) or the straight-line distance between two encodings."));
    auto* metricLabel = new QLabel(tr("&Metric:"), this);
    metricLabel->setBuddy(m_metricBox);
    m_resolutionLabel = new QLabel(this);
    m_resolutionLabel->setToolTip(tr("When L is larger than the plot has pixels, a cell shows the exact mean over the "
                                     "block of position pairs it covers. Zoom with the wheel to see single pairs."));
    auto* bar = new QHBoxLayout;
    bar->addWidget(metricLabel);
    bar->addWidget(m_metricBox);
    bar->addStretch();
    bar->addWidget(m_resolutionLabel);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(bar);
    layout->addWidget(m_plot, 1);

    m_plot->plotLayout()->clear();
    m_title = CachedTextElement::replace(helpers::addTitleElement(m_plot, 0));
    auto* body = new QCPLayoutGrid;
    m_plot->plotLayout()->addElement(1, 0, body);
    m_matrixRect = new QCPAxisRect(m_plot);
    body->addElement(0, 0, m_matrixRect);
    m_scale = new QCPColorScale(m_plot);
    body->addElement(0, 1, m_scale);
    auto* right = new QCPLayoutGrid;
    body->addElement(0, 2, right);
    m_curveRect = new QCPAxisRect(m_plot);
    right->addElement(0, 0, m_curveRect);
    QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    mono.setPointSizeF(11);
    m_table = new CachedTextElement(m_plot, QString(), mono);
    m_table->setTextFlags(Qt::AlignLeft | Qt::AlignTop);
    right->addElement(1, 0, m_table);
    right->setRowStretchFactors({3.0, 2.0});
    body->setColumnStretchFactors({1.2, 0.05, 1.0});

    m_map = new FastColorMap(m_matrixRect->axis(QCPAxis::atBottom), m_matrixRect->axis(QCPAxis::atLeft));
    m_map->setColorScale(m_scale);
    m_map->setInterpolate(false);
    m_map->setTightBoundary(false);
    m_scale->setType(QCPAxis::atRight);
    m_scale->setBarWidth(16);
    auto* group = new QCPMarginGroup(m_plot);
    m_matrixRect->setMarginGroup(QCP::msBottom | QCP::msTop, group);
    m_scale->setMarginGroup(QCP::msBottom | QCP::msTop, group);
    m_matrixRect->axis(QCPAxis::atBottom)->setLabel(tr("Position s"));
    m_matrixRect->axis(QCPAxis::atLeft)->setLabel(tr("Position t"));
    m_curveRect->axis(QCPAxis::atBottom)->setLabel(tr("Offset D = t − s"));

    m_curveGraph = m_plot->addGraph(m_curveRect->axis(QCPAxis::atBottom), m_curveRect->axis(QCPAxis::atLeft));
    m_curveGraph->setPen(QPen(QColor(0x21, 0x66, 0xac), 2));
    m_curveGraph->setName(tr("metric at offset D"));
    m_peakGraph = m_plot->addGraph(m_curveRect->axis(QCPAxis::atBottom), m_curveRect->axis(QCPAxis::atLeft));
    m_peakGraph->setLineStyle(QCPGraph::lsNone);
    m_peakGraph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, QColor(0xd6, 0x60, 0x4d), Qt::white, 11));
    m_peakLabel = new QCPItemText(m_plot);
    m_peakLabel->setClipAxisRect(m_curveRect);
    m_peakLabel->position->setType(QCPItemPosition::ptAxisRectRatio);
    m_peakLabel->position->setAxisRect(m_curveRect);
    m_peakLabel->position->setCoords(0.02, 0.03);
    m_peakLabel->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_peakLabel->setColor(QColor(0xb2, 0x18, 0x2b));

    plotstyle::apply(m_plot);
    plotstyle::singleBuffer(m_plot);
    // The frame is painted on the next event-loop turn, with whatever else changed meanwhile.
    m_plot->setPlottingHint(QCP::phImmediateRefresh, false);
    m_scale->axis()->setTickLabelFont(m_matrixRect->axis(QCPAxis::atBottom)->tickLabelFont());
    m_scale->axis()->setLabelFont(m_matrixRect->axis(QCPAxis::atBottom)->labelFont());
    QFont labelFont = m_matrixRect->axis(QCPAxis::atBottom)->labelFont();
    m_peakLabel->setFont(labelFont);
    for (QCPAxis* a : {m_matrixRect->axis(QCPAxis::atBottom), m_matrixRect->axis(QCPAxis::atLeft),
                       m_curveRect->axis(QCPAxis::atBottom)})
        plotstyle::integerTicks(a);
    // Wheel zoom is handled in onWheel(), without QCustomPlot's immediate replot of the old image.
    m_plot->setInteractions(QCP::iRangeDrag);
    m_curveRect->setRangeDrag(Qt::Horizontal);

    connect(m_metricBox, qOverload<int>(&QComboBox::currentIndexChanged), this,
            [this] { setMetric(static_cast<core::Metric>(m_metricBox->currentData().toInt())); });
    connect(state, &AppState::lengthChanged, this, &DistanceView::resetRanges);
    for (QCPAxis* axis : {m_matrixRect->axis(QCPAxis::atBottom), m_matrixRect->axis(QCPAxis::atLeft),
                          m_curveRect->axis(QCPAxis::atBottom)})
        connect(axis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this, [this] {
            boundRanges();
            emit updateRequested();
        });
    connect(m_plot, &QCustomPlot::mouseMove, this, &DistanceView::onMouseMove);
    connect(m_plot, &QCustomPlot::mouseWheel, this, &DistanceView::onWheel);
    setMetric(core::Metric::Dot);
    resetRanges();
}

QString DistanceView::title() const
{
    return tr("Distances");
}

QString DistanceView::summary() const
{
    return tr("How alike two positions are: the similarity depends only on how far apart they are, "
              "falls with the offset and has false-neighbour bumps.");
}

DistanceView::~DistanceView() = default;

const core::SimilarityGrid& DistanceView::grid() const
{
    return m_result ? m_result->grid : kNoGrid;
}

const core::OffsetCurve& DistanceView::curve() const
{
    return m_result ? m_result->curve : kNoCurve;
}

const core::FalseNeighbour& DistanceView::falseNeighbour() const
{
    return m_result ? m_result->peak : kNoPeak;
}

const std::vector<core::ConsecutiveDistance>& DistanceView::consecutive() const
{
    return m_result ? m_result->consecutive : kNoDistances;
}

const core::EncodingParams& DistanceView::drawnParams() const
{
    return m_result ? m_result->params : kNoParams;
}

bool DistanceView::usesPreparedImage() const
{
    return m_map->usesPreparedImage();
}

QString DistanceView::metricLabel(core::Metric metric) const
{
    switch (metric) {
    case core::Metric::Dot:
        return tr("PE(t) · PE(s)");
    case core::Metric::Cosine:
        return tr("cos(PE(t), PE(s))");
    case core::Metric::Euclidean:
        return tr("|PE(t) − PE(s)|");
    }
    return {};
}

QString DistanceView::curveLabel(core::Metric metric) const
{
    switch (metric) {
    case core::Metric::Dot:
        return tr("PE(D) · PE(0)");
    case core::Metric::Cosine:
        return tr("cos(PE(D), PE(0))");
    case core::Metric::Euclidean:
        return tr("|PE(D) − PE(0)|");
    }
    return {};
}

QString DistanceView::caption() const
{
    return View::caption() + tr(", metric %1").arg(QString::fromStdString(core::metricName(m_metric)));
}

void DistanceView::setMetric(core::Metric metric)
{
    const bool changed = metric != m_metric;
    m_metric = metric;
    {
        const QSignalBlocker blocker(m_metricBox);
        m_metricBox->setCurrentIndex(m_metricBox->findData(static_cast<int>(metric)));
    }
    // Bright = alike for every metric: the distance runs the other way.
    QCPColorGradient g = plotstyle::sequential();
    m_map->setGradient(metric == core::Metric::Euclidean ? g.inverted() : g);
    m_scale->axis()->setLabel(metricLabel(metric));
    m_curveRect->axis(QCPAxis::atLeft)->setLabel(curveLabel(metric));
    if (changed)
        emit updateRequested();
}

void DistanceView::resetRanges()
{
    const long l = state()->params().length;
    const QSignalBlocker b1(m_matrixRect->axis(QCPAxis::atBottom));
    const QSignalBlocker b2(m_matrixRect->axis(QCPAxis::atLeft));
    const QSignalBlocker b3(m_curveRect->axis(QCPAxis::atBottom));
    m_matrixRect->axis(QCPAxis::atBottom)->setRange(-0.5, l - 0.5);
    m_matrixRect->axis(QCPAxis::atLeft)->setRange(-0.5, l - 0.5);
    m_curveRect->axis(QCPAxis::atBottom)->setRange(-(l - 1) - 0.5, l - 0.5);
}

void DistanceView::boundRanges()
{
    const long l = state()->params().length;
    helpers::boundRange(m_matrixRect->axis(QCPAxis::atBottom), -0.5, l - 0.5);
    helpers::boundRange(m_matrixRect->axis(QCPAxis::atLeft), -0.5, l - 0.5);
    helpers::boundRange(m_curveRect->axis(QCPAxis::atBottom), -(l - 1) - 0.5, l - 0.5);
}

View::Job DistanceView::makeJob()
{
    const core::EncodingParams params = state()->params();
    const core::Metric metric = m_metric;
    const auto [s0, s1] = helpers::visibleIndices(m_matrixRect->axis(QCPAxis::atBottom)->range(), 0, params.length);
    const auto [t0, t1] = helpers::visibleIndices(m_matrixRect->axis(QCPAxis::atLeft)->range(), 0, params.length);
    const auto [d0, d1] =
        helpers::visibleIndices(m_curveRect->axis(QCPAxis::atBottom)->range(), -(params.length - 1), params.length);
    const double dpr = m_plot->devicePixelRatioF();
    const int wPx = helpers::pixels(m_matrixRect->width() * dpr, m_plot->width() * dpr / 2);
    const int hPx = helpers::pixels(m_matrixRect->height() * dpr, m_plot->height() * dpr * 0.8);
    const int cPx = helpers::pixels(m_curveRect->width() * dpr, m_plot->width() * dpr / 3);
    const QCPColorGradient gradient = m_map->gradient();
    const DistanceFrame::Inputs inputs{params, metric, s0, s1, t0, t1, d0, d1, wPx, hPx, cPx};
    if (m_result && m_result->inputs == inputs && m_result->gradient == gradient)
        return [last = m_result]() -> std::any { return last; };
    return [=]() -> std::any {
        auto r = std::make_shared<DistanceFrame>();
        r->inputs = inputs;
        r->params = params;
        r->metric = metric;
        // The same step on both axes keeps cells square in positions and lets the core share
        // one offset sum per diagonal.
        const long step = std::max(core::BlockAxis::fit(s0, s1, wPx).step, core::BlockAxis::fit(t0, t1, hPx).step);
        r->grid =
            core::sampleSimilarity(params, metric, core::axisWithStep(t0, t1, step), core::axisWithStep(s0, s1, step));
        r->data = toColorMapData(r->grid);
        double lo = r->grid.minValue, hi = r->grid.maxValue;
        if (!(hi > lo))
            hi = lo + 1.0;
        r->range = QCPRange(lo, hi);
        r->gradient = gradient;
        r->image = FastColorMap::colorize(r->data.get(), gradient, r->range);

        r->curve = core::offsetCurve(params, metric, core::BlockAxis::fit(d0, d1, cPx));
        r->curveData = QSharedPointer<QCPGraphDataContainer>::create();
        QVector<QCPGraphData> points(r->curve.offsets.cells);
        double ylo = std::numeric_limits<double>::infinity(), yhi = -ylo;
        for (int i = 0; i < r->curve.offsets.cells; ++i) {
            points[i] = QCPGraphData(r->curve.offsets.blockCenter(i), r->curve.values[i]);
            ylo = std::min(ylo, r->curve.values[i]);
            yhi = std::max(yhi, r->curve.values[i]);
        }
        r->curveData->set(points, true);
        r->curveRange = QCPRange(ylo, yhi);
        r->peak = core::firstFalseNeighbour(params, metric);
        r->consecutive = core::consecutiveDistances(params);
        return std::shared_ptr<const DistanceFrame>(r);
    };
}

void DistanceView::applyResult(const std::any& any)
{
    const auto r = std::any_cast<std::shared_ptr<const DistanceFrame>>(any);
    if (r == m_result)
        return; // nothing this view shows has changed
    m_result = r;
    const auto& p = r->params;
    const core::FalseNeighbour& peak = r->peak;
    const std::vector<core::ConsecutiveDistance>& consecutive = r->consecutive;
    m_map->setDataRange(r->range);
    m_map->setPrepared(r->data.release(), r->image, r->gradient, r->range);

    m_curveGraph->setData(r->curveData);
    if (r->curve.offsets.cells > 0) {
        const QCPRange yr = r->curveRange;
        m_curveRect->axis(QCPAxis::atLeft)
            ->setRange(yr.lower - 0.05 * yr.size() - 1e-9, yr.upper + 0.12 * yr.size() + 1e-9);
    }
    if (peak.found) {
        m_peakGraph->setData({-double(peak.offset), double(peak.offset)}, {peak.value, peak.value});
        m_peakLabel->setText(tr("○ first false neighbour: D = ±%1").arg(peak.offset));
    } else {
        m_peakGraph->data()->clear();
        m_peakLabel->setText(QString());
    }

    QString table = tr("Consecutive distances |PE(t) − PE(t+1)| (article 003)\n\n   t          distance\n");
    for (const auto& c : consecutive)
        table += QStringLiteral("%1  %2\n").arg(c.position, 9).arg(c.distance, 16, 'f', 10);
    if (consecutive.empty())
        table += tr("   (L < 2: no consecutive pair)\n");
    table += p.dim % 2 == 0 ? tr("\nEven d: constant, the distance depends\non the offset only.")
                            : tr("\nOdd d: the lone sine column adds a term\nin t + s, so the values drift slightly;\n"
                                 "the offset curve shows row s = 0.");
    if (peak.found)
        table +=
            tr("\nFirst false neighbour: D = %1 is more alike\nthan D = %2.").arg(peak.offset).arg(peak.offset - 1);
    else
        table += tr("\nNo false-neighbour bump within %1 offsets.").arg(peak.searched);
    m_table->setText(table);

    m_title->setText(tr("%1 between positions: d = %2, n = %3, L = %4")
                         .arg(m_metricBox->currentText())
                         .arg(p.dim)
                         .arg(QString::fromStdString(core::formatNumber(p.base)))
                         .arg(p.length));
    m_resolutionLabel->setText(r->grid.rows.step > 1
                                   ? tr("Each cell: mean over %1 × %1 position pairs").arg(r->grid.rows.step)
                                   : tr("One cell per position pair"));
    m_plot->replot();
}

QString DistanceView::csvProblem() const
{
    const long l = state()->params().length;
    if (l > kMaxCsvPositions)
        return tr("The full L × L matrix has L = %1 positions; the limit is %2 (%3 values). Lower L, or write the "
                  "offset curve with --csv-offset.")
            .arg(l)
            .arg(kMaxCsvPositions)
            .arg(static_cast<qint64>(kMaxCsvPositions) * kMaxCsvPositions);
    return {};
}

void DistanceView::writeCsv(QTextStream& out) const
{
    const auto& p = state()->params();
    const core::SimilarityTable table(p, m_metric);
    QByteArray line = "position";
    for (long s = 0; s < p.length; ++s)
        line += ',' + QByteArray::number(static_cast<qlonglong>(s));
    out << QString::fromLatin1(line) << '\n';
    char buffer[32];
    for (long t = 0; t < p.length; ++t) {
        line = QByteArray::number(static_cast<qlonglong>(t));
        for (long s = 0; s < p.length; ++s)
            line.append(buffer, std::snprintf(buffer, sizeof buffer, ",%.12g", table(t, s)));
        out << QString::fromLatin1(line) << '\n';
    }
}

QStringList DistanceView::extraCsvOptionNames()
{
    return {QStringLiteral("csv-offset")};
}

void DistanceView::writeExtraCsv(const QString&, QTextStream& out) const
{
    // The curve is symmetric in D: offsets 0 .. L-1 on row s = 0.
    const auto& p = state()->params();
    const core::OffsetCurve c = core::offsetCurve(p, m_metric, core::axisWithStep(0, p.length, 1));
    out << "offset,value\n";
    char buffer[48];
    for (long d = 0; d < p.length; ++d) {
        std::snprintf(buffer, sizeof buffer, "%ld,%.12g\n", d, c.values[d]);
        out << QLatin1String(buffer);
    }
}

QList<QCommandLineOption> DistanceView::commandLineOptions()
{
    return {QCommandLineOption(QStringLiteral("metric"), tr("distance: dot, cosine or euclidean (default dot)."),
                               tr("metric"))};
}

QString DistanceView::applyCliOptions(const QCommandLineParser& parser)
{
    if (!parser.isSet(QStringLiteral("metric")))
        return {};
    const QString v = parser.value(QStringLiteral("metric"));
    const auto m = core::parseMetric(v.toStdString());
    if (!m)
        return tr("--metric: '%1' is not a metric (use dot, cosine or euclidean)").arg(v);
    setMetric(*m);
    return {};
}

void DistanceView::onWheel(QWheelEvent* event)
{
    // As QCustomPlot's iRangeZoom (same factor per notch, about the cursor) on the rect under
    // the cursor, except that it does not first redraw the old image stretched: the range
    // change requests a recompute, whose single replot shows the new viewport at its own
    // resolution.
    const QPointF at = event->position();
    const double notches = event->angleDelta().y() / 120.0;
    auto zoom = [&](QCPAxisRect* rect, const QList<QCPAxis*>& axes) {
        for (QCPAxis* axis : axes) {
            const bool horizontal = axis->orientation() == Qt::Horizontal;
            const double factor = std::pow(rect->rangeZoomFactor(axis->orientation()), notches);
            axis->scaleRange(factor, axis->pixelToCoord(horizontal ? at.x() : at.y()));
        }
        event->accept();
    };
    if (m_matrixRect->rect().contains(at.toPoint()))
        zoom(m_matrixRect, {m_matrixRect->axis(QCPAxis::atBottom), m_matrixRect->axis(QCPAxis::atLeft)});
    else if (m_curveRect->rect().contains(at.toPoint()))
        zoom(m_curveRect, {m_curveRect->axis(QCPAxis::atBottom)});
}

void DistanceView::onMouseMove(QMouseEvent* event)
{
    const auto& p = state()->params();
    const QPointF pos = event->position();
    if (m_matrixRect->rect().contains(pos.toPoint())) {
        const long s = std::lround(m_matrixRect->axis(QCPAxis::atBottom)->pixelToCoord(pos.x()));
        const long t = std::lround(m_matrixRect->axis(QCPAxis::atLeft)->pixelToCoord(pos.y()));
        if (t >= 0 && s >= 0 && t < p.length && s < p.length)
            emit statusMessage(tr("t = %1, s = %2, offset D = %3: %4 = %5")
                                   .arg(t)
                                   .arg(s)
                                   .arg(t - s)
                                   .arg(metricLabel(m_metric))
                                   .arg(core::similarity(p, m_metric, t, s), 0, 'g', 10));
    } else if (m_curveRect->rect().contains(pos.toPoint())) {
        const long d = std::lround(m_curveRect->axis(QCPAxis::atBottom)->pixelToCoord(pos.x()));
        if (std::abs(d) < p.length)
            emit statusMessage(tr("offset D = %1: %2 = %3 (row s = 0)")
                                   .arg(d)
                                   .arg(metricLabel(m_metric))
                                   .arg(core::similarity(p, m_metric, std::abs(d), 0), 0, 'g', 10));
    }
}

} // namespace pe::ui

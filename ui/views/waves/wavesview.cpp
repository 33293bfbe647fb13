#include "ui/views/waves/wavesview.h"

#include "ui/framework/appstate.h"
#include "ui/plotting/cachedtext.h"
#include "ui/plotting/plotstyle.h"
#include "ui/views/waves/polylinegraph.h"
#include "ui/views/waves/wavesframe.h"

#include <QComboBox>
#include <QCommandLineParser>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QTextStream>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <memory>

namespace pe::ui {

namespace {
QColor curveColour(int i)
{
    static const QColor palette[] = {QColor(0x1f, 0x77, 0xb4), QColor(0xe8, 0x6a, 0x00), QColor(0x2c, 0xa0, 0x2c),
                                     QColor(0xd6, 0x27, 0x28), QColor(0x94, 0x67, 0xbd), QColor(0x8c, 0x56, 0x4b),
                                     QColor(0xe3, 0x77, 0xc2), QColor(0x7f, 0x7f, 0x7f), QColor(0xbc, 0xbd, 0x22),
                                     QColor(0x17, 0xbe, 0xcf)};
    return palette[i % 10];
}

QString joinList(const std::vector<long>& values)
{
    QStringList parts;
    for (long v : values)
        parts << QString::number(v);
    return parts.join(QStringLiteral(", "));
}
} // namespace

WavesView::WavesView(AppState* state, QWidget* parent)
    : View(state, parent)
    , m_plot(new QCustomPlot(this))
{
    m_positionsEdit = new QLineEdit(joinList(m_positions), this);
    m_positionsEdit->setToolTip(tr("Positions t drawn as curves in the top plot, separated by commas (at most %1, "
                                   "each from 0 to L−1). Article 002 draws t = 0, 4, 8, 12.")
                                    .arg(kMaxCurves));
    m_columnsBox = new QComboBox(this);
    m_columnsBox->addItem(tr("sine columns, against pair i"), static_cast<int>(core::WaveColumns::Sines));
    m_columnsBox->addItem(tr("cosine columns, against pair i"), static_cast<int>(core::WaveColumns::Cosines));
    m_columnsBox->addItem(tr("all columns, against dimension j"), static_cast<int>(core::WaveColumns::All));
    m_columnsBox->setToolTip(tr("Which columns the top curves run over. Article 002 plots the sine columns "
                                "sin(t / n^(2i/d)) against i; all columns alternate sin and cos."));
    m_dimsEdit = new QLineEdit(joinList(m_dims), this);
    m_dimsEdit->setToolTip(tr("Dimensions j drawn against the position in the bottom plot, separated by commas "
                              "(at most %1, each from 0 to d−1). Article 003 compares dimension 0 with 6 (d = 8).")
                               .arg(kMaxCurves));
    m_note = new QLabel(this);
    m_note->setToolTip(tr("Curves that cannot be drawn with the current d and L."));
    auto* bar = new QHBoxLayout;
    auto addField = [this, bar](const QString& text, QWidget* field, int stretch) {
        auto* label = new QLabel(text, this);
        label->setBuddy(field);
        bar->addWidget(label);
        bar->addWidget(field, stretch);
    };
    addField(tr("&Positions"), m_positionsEdit, 2);
    addField(tr("&Columns"), m_columnsBox, 0);
    addField(tr("D&imensions"), m_dimsEdit, 2);
    bar->addWidget(m_note, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(bar);
    layout->addWidget(m_plot, 1);

    m_title = CachedTextElement::replace(plotstyle::addTitle(m_plot));
    m_positionRect = new QCPAxisRect(m_plot);
    m_plot->plotLayout()->addElement(2, 0, m_positionRect);
    m_positionLegend = new QCPLegend;
    m_positionRect->insetLayout()->addElement(m_positionLegend, Qt::AlignRight | Qt::AlignTop);
    m_positionLegend->setLayer(QStringLiteral("legend"));
    m_plot->legend->setVisible(true);
    for (QCPLegend* l : {m_plot->legend, m_positionLegend}) {
        l->setBrush(QColor(255, 255, 255, 220));
        QFont f = m_plot->font();
        f.setPointSizeF(10.5);
        l->setFont(f);
    }
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
    QFont heading = m_plot->font();
    heading.setPointSizeF(12);
    heading.setBold(true);
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
        m_dimGraphs[c] = m_plot->addGraph(top->axis(QCPAxis::atBottom), top->axis(QCPAxis::atLeft));
        m_dimGraphs[c]->setPen(QPen(curveColour(c), 2));
        // Band edges (one-pixel pens) in one stroke each; see PolylineGraph.
        m_hiGraphs[c] = new PolylineGraph(px, py);
        m_loGraphs[c] = new PolylineGraph(px, py);
        for (QCPGraph* g : {m_dimGraphs[c], m_hiGraphs[c], m_loGraphs[c]}) {
            g->removeFromLegend();
            g->setVisible(false);
        }
    }

    connect(m_positionsEdit, &QLineEdit::editingFinished, this, &WavesView::onPositionsEdited);
    connect(m_dimsEdit, &QLineEdit::editingFinished, this, &WavesView::onDimsEdited);
    connect(m_columnsBox, qOverload<int>(&QComboBox::currentIndexChanged), this,
            [this] { setColumns(static_cast<core::WaveColumns>(m_columnsBox->currentData().toInt())); });
    connect(m_positionRect->axis(QCPAxis::atBottom), qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this, [this] {
        boundPositionRange();
        emit updateRequested();
    });
    connect(dimensionRect()->axis(QCPAxis::atBottom), qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this,
            &WavesView::updateDimensionPens);
    connect(state, &AppState::lengthChanged, this, &WavesView::resetPositionRange);
    connect(state, &AppState::dimChanged, this, &WavesView::resetDimensionRange);
    resetPositionRange();
    resetDimensionRange();
    syncControls();
}

QCPAxisRect* WavesView::dimensionRect() const
{
    return m_plot->axisRect(0);
}

QString WavesView::title() const
{
    return tr("Waves");
}

QString WavesView::summary() const
{
    return tr("Each position is a wave across the dimensions; each dimension is a wave across the positions, "
              "fast for the first dimensions and slow for the last.");
}

QString WavesView::caption() const
{
    return View::caption() + tr(", positions %1, dimensions %2").arg(joinList(m_positions), joinList(m_dims));
}

QString WavesView::parseList(const QString& text, long max, std::vector<long>* values)
{
    static const QRegularExpression separators(QStringLiteral("[,;\\s]+"));
    const QStringList items = text.split(separators, Qt::SkipEmptyParts);
    std::vector<long> out;
    if (items.isEmpty())
        return tr("the list is empty");
    for (const QString& item : items) {
        bool ok = false;
        const qlonglong v = item.toLongLong(&ok);
        if (!ok)
            return tr("'%1' is not an integer").arg(item);
        if (v < 0 || v > max)
            return tr("%1 is out of range: each value must be from 0 to %2").arg(v).arg(max);
        if (std::find(out.begin(), out.end(), v) == out.end())
            out.push_back(static_cast<long>(v));
    }
    if (static_cast<int>(out.size()) > kMaxCurves)
        return tr("%1 values given; at most %2 curves are drawn").arg(out.size()).arg(kMaxCurves);
    *values = out;
    return {};
}

void WavesView::setPositions(const std::vector<long>& positions)
{
    if (positions == m_positions)
        return;
    m_positions = positions;
    syncControls();
    emit updateRequested();
}

void WavesView::setDims(const std::vector<long>& dims)
{
    if (dims == m_dims)
        return;
    m_dims = dims;
    syncControls();
    emit updateRequested();
}

void WavesView::setColumns(core::WaveColumns columns)
{
    if (columns == m_columns)
        return;
    m_columns = columns;
    syncControls();
    resetDimensionRange();
    emit updateRequested();
}

void WavesView::onPositionsEdited()
{
    std::vector<long> values;
    const QString error = parseList(m_positionsEdit->text(), core::Limits::maxLength - 1, &values);
    m_positionsEdit->setStyleSheet(error.isEmpty() ? QString() : QStringLiteral("background: #fde0e0"));
    if (!error.isEmpty()) {
        emit statusMessage(tr("Positions: %1").arg(error));
        return;
    }
    setPositions(values);
}

void WavesView::onDimsEdited()
{
    std::vector<long> values;
    const QString error = parseList(m_dimsEdit->text(), core::Limits::maxDim - 1, &values);
    m_dimsEdit->setStyleSheet(error.isEmpty() ? QString() : QStringLiteral("background: #fde0e0"));
    if (!error.isEmpty()) {
        emit statusMessage(tr("Dimensions: %1").arg(error));
        return;
    }
    setDims(values);
}

void WavesView::syncControls()
{
    const QSignalBlocker b1(m_positionsEdit), b2(m_dimsEdit), b3(m_columnsBox);
    if (!m_positionsEdit->hasFocus())
        m_positionsEdit->setText(joinList(m_positions));
    if (!m_dimsEdit->hasFocus())
        m_dimsEdit->setText(joinList(m_dims));
    m_columnsBox->setCurrentIndex(m_columnsBox->findData(static_cast<int>(m_columns)));
}

std::vector<long> WavesView::shownPositions() const
{
    std::vector<long> shown;
    for (long t : m_positions)
        if (t < state()->length())
            shown.push_back(t);
    return shown;
}

std::vector<int> WavesView::shownDims() const
{
    std::vector<int> shown;
    for (long j : m_dims)
        if (j < state()->dim())
            shown.push_back(static_cast<int>(j));
    return shown;
}

void WavesView::resetPositionRange()
{
    const QSignalBlocker blocker(m_positionRect->axis(QCPAxis::atBottom));
    m_positionRect->axis(QCPAxis::atBottom)->setRange(-0.5, state()->length() - 0.5);
}

void WavesView::resetDimensionRange()
{
    const int count = m_columns == core::WaveColumns::All ? state()->dim() : core::pairCount(state()->dim());
    dimensionRect()->axis(QCPAxis::atBottom)->setRange(-0.5, std::max(1, count) - 0.5);
}

void WavesView::boundPositionRange()
{
    QCPAxis* axis = m_positionRect->axis(QCPAxis::atBottom);
    const double lo = -0.5, hi = state()->length() - 0.5;
    QCPRange r = axis->range();
    if (r.size() > hi - lo)
        r = QCPRange(lo, hi);
    if (r.size() < std::min(hi - lo, 4.0))
        r = QCPRange(r.center() - 2, r.center() + 2);
    if (r.lower < lo)
        r = QCPRange(lo, lo + r.size());
    if (r.upper > hi)
        r = QCPRange(hi - r.size(), hi);
    if (r != axis->range()) {
        const QSignalBlocker blocker(axis);
        axis->setRange(r);
    }
}

View::Job WavesView::makeJob()
{
    const core::EncodingParams params = state()->params();
    const core::WaveColumns columns = m_columns;
    const QCPRange r = m_positionRect->axis(QCPAxis::atBottom)->range();
    const long first = std::clamp<long>(static_cast<long>(std::floor(r.lower + 0.5)), 0, params.length - 1);
    const long end = std::clamp<long>(static_cast<long>(std::ceil(r.upper + 0.5)), first + 1, params.length);
    // One sample per device pixel; before the first layout the rect is empty, so use the widget.
    const int width = m_positionRect->width() > 50 ? m_positionRect->width() : m_plot->width() - 120;
    const int pixels = std::max(64, static_cast<int>(width * m_plot->devicePixelRatioF()));
    const WavesResult::Inputs inputs{params, m_positions, m_dims, columns, first, end, pixels};
    if (m_result && m_result->inputs == inputs)
        return [last = m_result]() -> std::any { return last; };
    return [inputs]() -> std::any { return computeWavesFrame(inputs); };
}

void WavesView::applyResult(const std::any& any)
{
    const auto result = std::any_cast<std::shared_ptr<const WavesResult>>(any);
    if (result == m_result)
        return; // nothing this view shows has changed
    m_result = result;
    m_resultParams = result->params;
    m_byDimension = result->byDimension;
    m_byPosition = result->byPosition;
    drawByDimension(*result);
    drawByPosition(*result);
    const auto& p = m_resultParams;
    m_title->setText(tr("The encoding as waves: d = %1, n = %2, L = %3")
                         .arg(p.dim)
                         .arg(QString::fromStdString(core::formatNumber(p.base)))
                         .arg(p.length));
    QStringList hidden;
    if (shownPositions().size() < m_positions.size())
        hidden << tr("positions ≥ L hidden");
    if (shownDims().size() < m_dims.size())
        hidden << tr("dimensions ≥ d hidden");
    m_note->setText(hidden.join(QStringLiteral("; ")));
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

void WavesView::drawByDimension(const WavesResult& r)
{
    const core::DimensionWaves& w = r.byDimension;
    QCPAxisRect* rect = dimensionRect();
    const bool all = w.columns == core::WaveColumns::All;
    const QString fn = w.columns == core::WaveColumns::Cosines ? QStringLiteral("cos") : QStringLiteral("sin");
    rect->axis(QCPAxis::atBottom)->setLabel(all ? tr("dimension j") : tr("pair i (column of %1)").arg(fn));
    rect->axis(QCPAxis::atTop)
        ->setLabel(all ? tr("One curve per position: PE(t, j) against the dimension j")
                       : tr("One curve per position: %1(t / n^(2i/d)) against i").arg(fn));
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
        g->setName(tr("t = %1").arg(w.positions[static_cast<std::size_t>(c)]));
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
    const double points = std::min(range.size(), static_cast<double>(m_byDimension.x.size()));
    const bool dense = points > dimensionRect()->width();
    const qreal width = dense ? 1.0 : 2.0;
    for (QCPGraph* g : m_dimGraphs) {
        QPen pen = g->pen();
        if (pen.widthF() != width) {
            pen.setWidthF(width);
            g->setPen(pen);
        }
        g->setAntialiased(!dense);
    }
}

void WavesView::drawByPosition(const WavesResult& r)
{
    const core::PositionWaves& w = r.byPosition;
    const core::BlockAxis& axis = w.positions;
    m_positionRect->axis(QCPAxis::atTop)
        ->setLabel(axis.step > 1
                       ? tr("One curve per dimension: PE(t, j) against t (band: range over %1 positions per pixel)")
                             .arg(axis.step)
                       : tr("One curve per dimension: PE(t, j) against the position t"));
    const bool banded = axis.step > 1;
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
        hi->setName(tr("dim %1: %2(t / %3)")
                        .arg(wave.column)
                        .arg(wave.sine ? QStringLiteral("sin") : QStringLiteral("cos"))
                        .arg(1.0 / wave.omega, 0, 'g', 4));
        hi->addToLegend(m_positionLegend);
        hi->setData(r.hiCurves[c]);
        // A band's edges zigzag a full pixel column up and down; antialiasing them cost most of a
        // frame and shows nothing at one sample per pixel.
        hi->setAntialiased(!banded);
        lo->setAntialiased(false);
        if (!banded) {
            hi->setPen(QPen(colour, 2));
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

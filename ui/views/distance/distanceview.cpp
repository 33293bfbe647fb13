#include "ui/views/distance/distanceview.h"

#include "ui/framework/numbers.h"
#include "ui/framework/pagestate.h"
#include "ui/framework/sharedparams.h"
#include "ui/framework/viewhelpers.h"
#include "ui/plotting/cachedtext.h"
#include "ui/plotting/fastcolormap.h"
#include "ui/plotting/figurepages.h"
#include "ui/plotting/opaqueplot.h"
#include "ui/plotting/plotstyle.h"
#include "ui/plotting/reflow.h"
#include "ui/plotting/wheelzoom.h"

#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <memory>

namespace pe::ui {

namespace {

/// `text`, a note that starts on a new line, as one paragraph broken at spaces to `width`
/// pixels of `font` (its own line breaks joined: with a space, none beside Chinese).
QString reflowNote(const QString& text, const QFont& font, int width)
{
    const bool newLine = text.startsWith(QLatin1Char('\n'));
    const QStringList lines = (newLine ? text.mid(1) : text).split(QLatin1Char('\n'));
    QString paragraph;
    for (const QString& line : lines) {
        const bool wide = !paragraph.isEmpty() && !line.isEmpty() &&
                          (paragraph.back().unicode() >= 0x2E80 || line.front().unicode() >= 0x2E80);
        if (!paragraph.isEmpty() && !wide)
            paragraph += QLatin1Char(' ');
        paragraph += line;
    }
    // Never between the sides of "Δ = 0" nor before "%".
    paragraph.replace(QStringLiteral(" = "), QStringLiteral("\u00A0=\u00A0"));
    paragraph.replace(QStringLiteral(" %"), QStringLiteral("\u00A0%"));
    return (newLine ? QStringLiteral("\n") : QString()) + wrapLines(paragraph, font, width);
}

} // namespace

PE_VIEW_REGISTRATION(distance, DistanceView)

void DistanceView::bindSettings(SettingsSchema<DistanceSettings>& s)
{
    s.bind(QStringLiteral("metric"), &DistanceSettings::metric,
           {core::Metric::Dot, core::Metric::Cosine, core::Metric::Euclidean}, &core::metricName)
        .bind(QStringLiteral("false-neighbour-threshold"), &DistanceSettings::falseNeighbourPercent);
}

DistanceView::DistanceView(QWidget* parent)
    : TypedView(parent)
    , m_plot(new OpaquePlot(this))
{
    m_resolutionLabel = new QLabel(this);
    m_resolutionLabel->setToolTip(tr("When L is larger than the plot has pixels, a cell shows the exact mean over the "
                                     "block of position pairs it covers. Zoom with the wheel to see single pairs."));
    helpers::barAbovePlot(this, m_plot)->addWidget(m_resolutionLabel);

    m_plot->plotLayout()->clear();
    m_title = plotstyle::addTitle(m_plot); // (wrapping: a long title does not set the figure's width)
    m_title->setObjectName(QStringLiteral("title"));
    auto* body = new QCPLayoutGrid;
    m_plot->plotLayout()->addElement(1, 0, body);
    m_matrixRect = new QCPAxisRect(m_plot);
    m_matrixRect->setObjectName(QStringLiteral("matrix"));
    body->addElement(0, 0, m_matrixRect);
    m_scale = new QCPColorScale(m_plot);
    body->addElement(0, 1, m_scale);
    auto* right = new QCPLayoutGrid;
    body->addElement(0, 2, right);
    m_curveRect = new QCPAxisRect(m_plot);
    m_curveRect->setObjectName(QStringLiteral("curve"));
    right->addElement(0, 0, m_curveRect);
    QFont mono = plotstyle::sized(QFontDatabase::systemFont(QFontDatabase::FixedFont), 11);
    m_table = new CachedTextElement(m_plot, QString(), mono);
    m_table->setObjectName(QStringLiteral("table"));
    m_table->setTextFlags(Qt::AlignLeft | Qt::AlignTop);
    right->addElement(1, 0, m_table);
    right->setRowStretchFactors({3.0, 2.0});
    // The curve as wide as its labels: squeezed beside the map and the table (a projector at
    // 200 %), they were cut to "○ fi"; the figure stacks or pages instead.
    addLayoutStep(m_plot, FigurePlot::Stage::Sizes, this, [this] {
        const int width = curveLeastWidth(m_peakLabel->visible() ? m_peakLabel->text() : QString());
        // and tall enough to read a curve under the label's three lines (it was 10 px tall above
        // the table on a 1920 x 1080 screen at 200 %).
        const int height = 7 * QFontMetrics(m_peakLabel->font()).lineSpacing();
        if (m_curveRect->minimumSize() != QSize(width, height))
            m_curveRect->setMinimumSize(width, height);
    });
    // The false neighbour's label where the curve is not: in a corner or above the middle, top or
    // bottom (the dot product peaks in the middle, the distance dips there), with room made
    // above the curve only when no place is clear (its three lines lay over the central peak).
    addLayoutStep(m_plot, FigurePlot::Stage::Texts, this, [this] { placePeakLabel(); });
    // Still too tall: the table leaves out its notes (the false neighbour's is the curve's label),
    // the false neighbour's label its threshold.
    addLayoutStep(m_plot, FigurePlot::Stage::Panels, this, [this] {
        const bool tall = onPage(this, &PageState::tooTall);
        const QString& text = tall ? m_tableShort : m_tableWhole;
        if (m_table->text() != text)
            m_table->setText(text);
    });
    body->setColumnStretchFactors({1.2, 0.05, 1.0});
    // Narrow (a pane side by side, a projector at 200 %): the curve and its table go under the map.
    reflow::stackWhenNarrow(m_plot, body);
    // Short (a projector at 200 %), the table beside the curve, which kept about 40 px under
    // its lines; only where the curve and the table have the whole width (the map above them,
    // or on a page of their own), and room for both.
    addLayoutStep(m_plot, FigurePlot::Stage::Panels, this, [this, body, right] {
        const int at = body->elements(false).indexOf(right);
        int row = 0, column = 0;
        if (at >= 0)
            body->indexToRowCol(at, row, column);
        const bool wide = row > 0 || figurepages::shown(m_plot) >= 0;
        // The width the figure has on screen (its page's room), not its own. The plot grows to
        // its minimum in the scroll area, so the table, once beside, kept itself there and the
        // figure scrolled sideways (a lesson step on a 1280 x 720 projector at 150 %).
        int room = m_plot->viewport().width();
        if (const QSize page = roomOnPage(this); page.isValid())
            room = std::min(room, page.width() - (width() - m_plot->width()));
        // Too tall, the false neighbour's label leaves out its threshold, and goes in narrower
        // lines where that puts the table beside the curve (a third line is height the curve
        // lacks when the table is under it).
        const bool tall = onPage(this, &PageState::tooTall);
        const QMargins margins = m_curveRect->margins();
        const int table = static_cast<const QCPLayoutElement*>(m_table)->minimumOuterSizeHint().width();
        const auto fits = [&](const QString& peak) {
            return curveLeastWidth(peak) + margins.left() + margins.right() + table + 60 <= room;
        };
        const bool possible = wide && tall && at >= 0;
        const QString& peak = !tall                                                   ? m_peakWhole
                              : !possible || fits(m_peakShort) || !fits(m_peakNarrow) ? m_peakShort
                                                                                      : m_peakNarrow;
        if (m_peakLabel->text() != peak)
            m_peakLabel->setText(peak);
        const bool beside = possible && fits(peak);
        if (beside == (right->columnCount() > 1))
            return;
        right->take(m_table);
        right->simplify();
        right->addElement(beside ? 0 : 1, beside ? 1 : 0, m_table);
        right->setRowStretchFactors(beside ? QList<double>{1.0} : QList<double>{3.0, 2.0});
        right->setColumnStretchFactors(beside ? QList<double>{3.0, 2.0} : QList<double>{1.0});
    });

    m_map = new FastColorMap(m_matrixRect->axis(QCPAxis::atBottom), m_matrixRect->axis(QCPAxis::atLeft));
    m_map->setObjectName(QStringLiteral("matrixMap"));
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
    m_curveRect->axis(QCPAxis::atBottom)->setLabel(tr("Offset Δ = t − s"));

    m_curveGraph = m_plot->addGraph(m_curveRect->axis(QCPAxis::atBottom), m_curveRect->axis(QCPAxis::atLeft));
    m_curveGraph->setPen(QPen(QColor(0x21, 0x66, 0xac), 2));
    m_curveGraph->setName(tr("metric at offset Δ"));
    m_peakGraph = m_plot->addGraph(m_curveRect->axis(QCPAxis::atBottom), m_curveRect->axis(QCPAxis::atLeft));
    m_peakGraph->setLineStyle(QCPGraph::lsNone);
    m_peakGraph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, QColor(0xd6, 0x60, 0x4d), Qt::white, 11));
    // The exact values at D = 0 and ±1: a cell of the curve spanning several offsets averages
    // the dip at D = 0 away; ±1 is the consecutive distance of the table for the Euclidean metric.
    m_exactGraph = m_plot->addGraph(m_curveRect->axis(QCPAxis::atBottom), m_curveRect->axis(QCPAxis::atLeft));
    m_exactGraph->setObjectName(QStringLiteral("exact"));
    m_exactGraph->setLineStyle(QCPGraph::lsNone);
    m_exactGraph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, QColor(0x21, 0x66, 0xac), 7));
    m_exactGraph->setName(tr("exact value at Δ = 0, ±1"));
    m_exactLabel = new QCPItemText(m_plot);
    m_exactLabel->setClipAxisRect(m_curveRect);
    m_exactLabel->position->setAxes(m_curveRect->axis(QCPAxis::atBottom), m_curveRect->axis(QCPAxis::atLeft));
    m_exactLabel->setPositionAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_exactLabel->setColor(QColor(0x21, 0x66, 0xac));
    m_peakLabel = new QCPItemText(m_plot);
    m_peakLabel->setObjectName(QStringLiteral("falseNeighbour"));
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
    m_exactLabel->setFont(labelFont);
    for (QCPAxis* a : {m_matrixRect->axis(QCPAxis::atBottom), m_matrixRect->axis(QCPAxis::atLeft),
                       m_curveRect->axis(QCPAxis::atBottom)})
        plotstyle::integerTicks(a);
    // Wheel zoom is handled in onWheel(), without QCustomPlot's immediate replot of the old image.
    m_plot->setInteractions(QCP::iRangeDrag);
    m_curveRect->setRangeDrag(Qt::Horizontal);

    for (QCPAxis* axis : {m_matrixRect->axis(QCPAxis::atBottom), m_matrixRect->axis(QCPAxis::atLeft),
                          m_curveRect->axis(QCPAxis::atBottom)})
        connect(axis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this, [this] {
            boundRanges();
            emit updateRequested();
        });
    connect(m_plot, &QCustomPlot::mouseMove, this, &DistanceView::onMouseMove);
    connect(m_plot, &QCustomPlot::mouseWheel, this, &DistanceView::onWheel);
    applyMetric();
    resetRanges();
}

DistanceView::~DistanceView() = default;

bool DistanceView::clearOfCurve(const QRectF& box) const
{
    const QCPAxis* x = m_curveRect->axis(QCPAxis::atBottom);
    const QCPAxis* y = m_curveRect->axis(QCPAxis::atLeft);
    const double from = x->pixelToCoord(box.left()), to = x->pixelToCoord(box.right());
    for (const QCPGraph* graph : {m_curveGraph, m_peakGraph, m_exactGraph}) {
        if (!graph->visible())
            continue;
        // (the curve's points a few pixels apart: its segments between them are checked by
        // their ends and by where they cross the box's top or bottom)
        bool above = false, below = false, first = true;
        for (auto it = graph->data()->findBegin(from); it != graph->data()->findEnd(to, false); ++it) {
            if (!std::isfinite(it->value))
                continue;
            const QPointF p(x->coordToPixel(it->key), y->coordToPixel(it->value));
            const bool inX = p.x() >= box.left() - 6 && p.x() <= box.right() + 6;
            if (!inX)
                continue;
            if (p.y() >= box.top() - 6 && p.y() <= box.bottom() + 6)
                return false;
            const bool nowAbove = p.y() < box.top();
            if (!first && (nowAbove ? below : above))
                return false; // a segment through the box from above to below
            above = nowAbove;
            below = !nowAbove;
            first = false;
        }
    }
    if (m_exactLabel->visible()) {
        const QPointF at = m_exactLabel->position->pixelPosition();
        const QSizeF size = QFontMetricsF(m_exactLabel->font()).size(0, m_exactLabel->text());
        if (box.intersects(QRectF(at.x(), at.y() - size.height() / 2, size.width(), size.height())))
            return false;
    }
    return true;
}

int DistanceView::curveLeastWidth(const QString& peak) const
{
    const QFontMetrics metrics(m_peakLabel->font());
    const QRect room(0, 0, 1 << 20, 1 << 20);
    const int label = peak.isEmpty() ? 0 : metrics.boundingRect(room, 0, peak).width();
    const int exact = m_exactLabel->visible() ? metrics.boundingRect(room, 0, m_exactLabel->text()).width() : 0;
    return static_cast<int>(std::max(label / 0.9, 2.2 * exact));
}

void DistanceView::placePeakLabel()
{
    const QString text = m_peakLabel->visible() ? m_peakLabel->text() : QString();
    const QRect inside = m_curveRect->rect();
    QCPAxis* axis = m_curveRect->axis(QCPAxis::atLeft);
    const QSizeF size =
        text.isEmpty()
            ? QSizeF()
            : QFontMetricsF(m_peakLabel->font()).boundingRect(QRectF(0, 0, 1 << 20, 1 << 20), 0, text).size();
    const int label = text.isEmpty() ? 0 : static_cast<int>(std::ceil(size.height())) + 8;
    struct Place {
        double x, y;
        Qt::Alignment align;
    };
    static const Place kPlaces[] = {
        {0.02, 0.03, Qt::AlignLeft | Qt::AlignTop},     {0.98, 0.03, Qt::AlignRight | Qt::AlignTop},
        {0.5, 0.03, Qt::AlignHCenter | Qt::AlignTop},   {0.02, 0.97, Qt::AlignLeft | Qt::AlignBottom},
        {0.98, 0.97, Qt::AlignRight | Qt::AlignBottom}, {0.5, 0.97, Qt::AlignHCenter | Qt::AlignBottom},
    };
    const auto boxOf = [&](const Place& place) {
        const double left = inside.left() + place.x * inside.width() -
                            (place.align & Qt::AlignRight     ? size.width()
                             : place.align & Qt::AlignHCenter ? size.width() / 2
                                                              : 0.0);
        const double top =
            inside.top() + place.y * inside.height() - (place.align & Qt::AlignBottom ? size.height() : 0.0);
        return QRectF(left, top, size.width(), size.height());
    };
    // Without room made first, then with room above the curve for the label's lines.
    QCPRange range = m_curveRange;
    const Place* chosen = nullptr;
    for (const bool room : {false, true}) {
        range = m_curveRange;
        if (room && label > 0 && inside.height() > 2 * label && range.size() > 0)
            range.upper += range.size() * label / (inside.height() - label);
        if (axis->range() != range)
            axis->setRange(range);
        if (text.isEmpty())
            break;
        for (const Place& place : kPlaces)
            if (const QRectF box = boxOf(place); inside.contains(box.toAlignedRect()) && clearOfCurve(box)) {
                chosen = &place;
                break;
            }
        if (chosen)
            break;
    }
    const Place& place = chosen ? *chosen : kPlaces[0];
    m_peakLabel->setPositionAlignment(place.align);
    m_peakLabel->setTextAlignment(place.align & Qt::AlignHorizontal_Mask);
    m_peakLabel->position->setCoords(place.x, place.y);
}

QString DistanceView::metricLabel(core::Metric metric, const QString& a, const QString& b) const
{
    switch (metric) {
    case core::Metric::Dot:
        return tr("PE(%1) · PE(%2)").arg(a, b);
    case core::Metric::Cosine:
        return tr("cos(PE(%1), PE(%2))").arg(a, b);
    case core::Metric::Euclidean:
        return tr("|PE(%1) − PE(%2)|").arg(a, b);
    }
    return {};
}

QString DistanceView::metricTitle(core::Metric metric) const
{
    const SettingInfo* info = descriptor().setting(QStringLiteral("metric"));
    const qsizetype i = info->choices.indexOf(QString::fromStdString(core::metricName(metric)));
    return info->choiceLabels[static_cast<std::size_t>(std::max<qsizetype>(0, i))].toString();
}

QString DistanceView::caption() const
{
    return View::caption() + tr(", metric %1").arg(QString::fromStdString(core::metricName(metric())));
}

void DistanceView::settingsChanged(const DistanceSettings& previous)
{
    if (previous.metric != metric())
        applyMetric();
}

void DistanceView::applyMetric()
{
    // Bright = alike for every metric: the distance runs the other way.
    QCPColorGradient g = plotstyle::sequential();
    m_map->setGradient(metric() == core::Metric::Euclidean ? g.inverted() : g);
    m_scale->axis()->setLabel(metricLabel(metric(), QStringLiteral("t"), QStringLiteral("s")));
    m_curveRect->axis(QCPAxis::atLeft)->setLabel(metricLabel(metric(), QStringLiteral("D"), QStringLiteral("0")));
}

void DistanceView::inputsChanged(const ViewInputs& previous)
{
    if (previous.params.length != inputs().params.length)
        resetRanges();
}

void DistanceView::resetRanges()
{
    const long l = inputs().params.length;
    const QSignalBlocker b1(m_matrixRect->axis(QCPAxis::atBottom));
    const QSignalBlocker b2(m_matrixRect->axis(QCPAxis::atLeft));
    const QSignalBlocker b3(m_curveRect->axis(QCPAxis::atBottom));
    m_matrixRect->axis(QCPAxis::atBottom)->setRange(-0.5, l - 0.5);
    m_matrixRect->axis(QCPAxis::atLeft)->setRange(-0.5, l - 0.5);
    m_curveRect->axis(QCPAxis::atBottom)->setRange(-(l - 1) - 0.5, l - 0.5);
}

void DistanceView::boundRanges()
{
    const long l = inputs().params.length;
    helpers::boundRange(m_matrixRect->axis(QCPAxis::atBottom), -0.5, l - 0.5);
    helpers::boundRange(m_matrixRect->axis(QCPAxis::atLeft), -0.5, l - 0.5);
    helpers::boundRange(m_curveRect->axis(QCPAxis::atBottom), -(l - 1) - 0.5, l - 0.5);
}

DistanceViewport DistanceView::viewport() const
{
    const long length = inputs().params.length;
    DistanceViewport v;
    std::tie(v.s0, v.s1) = helpers::visibleIndices(m_matrixRect->axis(QCPAxis::atBottom)->range(), 0, length);
    std::tie(v.t0, v.t1) = helpers::visibleIndices(m_matrixRect->axis(QCPAxis::atLeft)->range(), 0, length);
    std::tie(v.d0, v.d1) =
        helpers::visibleIndices(m_curveRect->axis(QCPAxis::atBottom)->range(), -(length - 1), length);
    const double dpr = m_plot->devicePixelRatioF();
    v.wPx = helpers::pixels(m_matrixRect->width() * dpr, m_plot->width() * dpr / 2);
    v.hPx = helpers::pixels(m_matrixRect->height() * dpr, m_plot->height() * dpr * 0.8);
    v.cPx = helpers::pixels(m_curveRect->width() * dpr, m_plot->width() * dpr / 3);
    v.gradient = m_map->gradient();
    return v;
}

void DistanceView::draw(const DistanceFrame& frame)
{
    if (this->frame() == m_drawn)
        return; // the frame on screen, reused: nothing this view shows has changed
    m_drawn = this->frame();
    const DistanceFrame* r = &frame;
    const auto& p = r->params;
    const core::FalseNeighbour& peak = r->peak;
    const std::vector<core::ConsecutiveDistance>& consecutive = r->consecutive;
    m_map->setDataRange(r->range);
    m_map->setPrepared(r->data.release(), r->image, r->viewport.gradient, r->range);

    m_curveGraph->setData(r->curveData);
    m_curveRect->axis(QCPAxis::atLeft)
        ->setLabel(r->table
                       ? tr("mean over t of %1").arg(metricLabel(r->metric, QStringLiteral("t"), QStringLiteral("t+Δ")))
                       : metricLabel(r->metric, QStringLiteral("Δ"), QStringLiteral("0")));
    m_curveRange = r->curveRange;
    m_curveRect->axis(QCPAxis::atLeft)->setRange(r->curveRange);
    if (std::isfinite(r->atOne))
        m_exactGraph->setData({-1.0, 0.0, 1.0}, {r->atOne, r->atZero, r->atOne}, true);
    else
        m_exactGraph->setData({0.0}, {r->atZero}, true);
    // Only where a cell of the curve spans several offsets: otherwise the curve passes through them.
    const bool blocks = r->curve.offsets.step > 1;
    m_exactGraph->setVisible(blocks);
    m_exactLabel->setVisible(blocks && std::isfinite(r->atOne));
    m_exactLabel->position->setCoords(1.0, std::isfinite(r->atOne) ? r->atOne : 0.0);
    m_exactLabel->setText(tr("  Δ = ±1: %1").arg(numbers::real(r->atOne, 5)));
    if (peak.found) {
        m_peakGraph->setData({-double(peak.offset), double(peak.offset)}, {peak.value, peak.value});
        m_peakWhole = tr("○ first false neighbour: Δ = ±%1\nmore alike than Δ = %2 by %3 %\n(threshold %4 % of "
                         "the fall from Δ = 0)")
                          .arg(numbers::integer(peak.offset))
                          .arg(numbers::integer(peak.nearer))
                          .arg(numbers::real(100.0 * peak.relativeRise, 3))
                          .arg(numbers::real(r->falseNeighbourPercent, 3));
        // Short, for a page too tall: without the threshold; narrow, the same in narrower lines,
        // for the curve to fit beside its table (its least width follows this label's).
        m_peakShort = m_peakWhole.section(QLatin1Char('\n'), 0, 1);
        const QFontMetrics metrics(m_peakLabel->font());
        int widest = 0;
        for (const QString& line : m_peakShort.split(QLatin1Char('\n')))
            widest = std::max(widest, metrics.horizontalAdvance(line));
        m_peakNarrow = reflowNote(m_peakShort, m_peakLabel->font(), widest * 7 / 10);
    } else {
        m_peakGraph->data()->clear();
        m_peakWhole.clear();
        m_peakShort.clear();
        m_peakNarrow.clear();
    }
    // (narrow or short: the layout's step beside the table chooses)
    m_peakLabel->setText(onPage(this, &PageState::tooTall) ? m_peakShort : m_peakWhole);

    QString table = tr("Consecutive distances |PE(t) − PE(t+1)|\n\n   t          distance\n");
    for (const auto& c : consecutive)
        table +=
            QStringLiteral("%1  %2\n").arg(numbers::integer(c.position), 9).arg(numbers::fixed(c.distance, 10), 16);
    if (consecutive.empty())
        table += tr("   (L < 2: no consecutive pair)\n");
    // Short, for a page too tall: the table without its blank lines, its heading broken to the
    // width of its rows (so that it fits beside the curve), and without the note when it only
    // says that the rows are equal.
    const auto shortTable = [this](const QString& whole) {
        QStringList lines = whole.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        const QFontMetrics metrics(m_table->font());
        int rows = 0;
        for (qsizetype i = 1; i < lines.size(); ++i)
            rows = std::max(rows, metrics.horizontalAdvance(lines[i]));
        // Before the formula |PE(t) − PE(t+1)|, kept whole (a line may break after "|").
        if (!lines.isEmpty() && rows > 0 && metrics.horizontalAdvance(lines[0]) > rows) {
            const qsizetype formula = lines[0].lastIndexOf(QStringLiteral(" |"));
            lines[0] = formula > 0 ? lines[0].left(formula) + QLatin1Char('\n') + lines[0].mid(formula + 1)
                                   : wrapLines(lines[0], m_table->font(), rows);
        }
        return lines.join(QLatin1Char('\n'));
    };
    m_tableShort = shortTable(table);
    // The notes under the table are as wide as its widest line, their lines broken again at
    // spaces: a note's own line breaks made it wider than the table in French, and the column
    // left it cut at the figure's edge. In a fixed-width font, as wide in characters at any size.
    const QFontMetrics metrics(m_table->font());
    int widest = 0;
    for (const QString& line : table.split(QLatin1Char('\n')))
        widest = std::max(widest, metrics.horizontalAdvance(line));
    const auto note = [this, widest](const QString& text) { return reflowNote(text, m_table->font(), widest); };
    if (r->table)
        table += note(r->curveStride > 1
                          ? tr("\nLoaded table: values depend on t and s.\nThe offset curve is the mean over t of\n"
                               "the metric between t and t + Δ, sampled\nevery %1 positions (large L × d × Δ).")
                                .arg(numbers::integer(r->curveStride))
                          : tr("\nLoaded table: values depend on t and s.\nThe offset curve is the mean over every t\n"
                               "of the metric between t and t + Δ."));
    else
        table += note(p.dim % 2 == 0 ? tr("\nEven d: constant, the distance depends\non the offset only.")
                                     : tr("\nOdd d: the lone sine column adds a term\nin t + s, so the values drift "
                                          "slightly;\nthe offset curve shows row s = 0."));
    if (r->table || p.dim % 2 != 0)
        m_tableShort = shortTable(table);
    if (r->searchingPeak)
        table += note(tr("\nSearching for the first false neighbour…"));
    else if (peak.found)
        table += note(
            tr("\nFirst false neighbour: Δ = %1 (%2)\nis more alike than the nearer\nΔ = %3 (%4) by %5 % of the fall\n"
               "from Δ = 0 (threshold %6 %).")
                .arg(numbers::integer(peak.offset))
                .arg(numbers::real(peak.value, 5))
                .arg(numbers::integer(peak.nearer))
                .arg(numbers::real(peak.nearerValue, 5))
                .arg(numbers::real(100.0 * peak.relativeRise, 3))
                .arg(numbers::real(r->falseNeighbourPercent, 3)));
    else
        table += note(tr("\nNo false neighbour within %1 offsets:\nno offset is more alike than a nearer\none by more "
                         "than %2 % of the fall\nfrom Δ = 0.")
                          .arg(numbers::integer(peak.searched))
                          .arg(numbers::real(r->falseNeighbourPercent, 3)));
    m_tableWhole = table;
    m_table->setText(onPage(this, &PageState::tooTall) ? m_tableShort : m_tableWhole);

    if (r->table) {
        const core::EncodingParams shape =
            p.withDim(static_cast<int>(r->rows->cols())).withLength(static_cast<long>(r->rows->rows()));
        m_title->setText(tr("%1 between positions: %2, %3, %4")
                             .arg(metricTitle(r->metric), QString::fromStdString(r->table->describe()),
                                  shared::caption(*shared::find(QStringLiteral("d")), shape),
                                  shared::caption(*shared::find(QStringLiteral("length")), shape)));
    } else {
        m_title->setText(tr("%1 between positions: %2").arg(metricTitle(r->metric), shared::caption(p, tr(", "))));
    }
    m_resolutionLabel->setText(
        r->grid.rows.step > 1
            ? tr("Each cell: mean over %1 × %1 position pairs").arg(numbers::integer(r->grid.rows.step))
            : tr("One cell per position pair"));
    m_plot->replot();
}

void DistanceView::onWheel(QWheelEvent* event)
{
    // The matrix zooms both ways, the curve along its offsets only.
    if (!wheelzoom::zoomAbout(m_matrixRect,
                              {m_matrixRect->axis(QCPAxis::atBottom), m_matrixRect->axis(QCPAxis::atLeft)}, event))
        wheelzoom::zoomAbout(m_curveRect, {m_curveRect->axis(QCPAxis::atBottom)}, event);
}

void DistanceView::onMouseMove(QMouseEvent* event)
{
    const auto& p = helpers::sinusoidalParams(inputs());
    const long length = inputs().params.length;
    const bool isTable = inputs().encoding && !inputs().encoding->sinusoidal();
    // The exact value at one pair of positions (for a table, from its rows).
    auto valueAt = [&](long t, long s) {
        if (!isTable)
            return core::similarity(p, metric(), t, s);
        const core::AbsoluteEncoding& e = *inputs().encoding;
        return distancetable::metricOf(metric(), e.rows(t, 1).row(0).transpose(), e.rows(s, 1).row(0).transpose());
    };
    const QPointF pos = event->position();
    if (m_matrixRect->rect().contains(pos.toPoint())) {
        const long s = std::lround(m_matrixRect->axis(QCPAxis::atBottom)->pixelToCoord(pos.x()));
        const long t = std::lround(m_matrixRect->axis(QCPAxis::atLeft)->pixelToCoord(pos.y()));
        if (t >= 0 && s >= 0 && t < length && s < length)
            emit statusMessage(tr("t = %1, s = %2, offset Δ = %3: %4 = %5")
                                   .arg(numbers::integer(t))
                                   .arg(numbers::integer(s))
                                   .arg(numbers::integer(t - s))
                                   .arg(metricLabel(metric(), QStringLiteral("t"), QStringLiteral("s")))
                                   .arg(numbers::real(valueAt(t, s), 10)));
    } else if (m_curveRect->rect().contains(pos.toPoint())) {
        const long d = std::lround(m_curveRect->axis(QCPAxis::atBottom)->pixelToCoord(pos.x()));
        if (std::abs(d) < length && !isTable)
            emit statusMessage(tr("offset Δ = %1: %2 = %3 (row s = 0)")
                                   .arg(numbers::integer(d))
                                   .arg(metricLabel(metric(), QStringLiteral("t"), QStringLiteral("s")))
                                   .arg(numbers::real(valueAt(std::abs(d), 0), 10)));
        else if (std::abs(d) < length && m_drawn && m_drawn->rows)
            emit statusMessage(
                tr("offset Δ = %1: mean over t of %2 = %3")
                    .arg(numbers::integer(d))
                    .arg(metricLabel(metric(), QStringLiteral("t"), QStringLiteral("t+Δ")))
                    .arg(numbers::real(distancetable::offsetMean(
                                           *m_drawn->rows, metric(), d,
                                           distancetable::strideFor(length, static_cast<int>(m_drawn->rows->cols()), d,
                                                                    distancetable::kCurveBudget)),
                                       10)));
    }
}

} // namespace pe::ui

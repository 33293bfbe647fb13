#include "ui/views/binary/binaryfigure.h"

#include "ui/framework/numbers.h"
#include "ui/framework/pagestate.h"
#include "ui/plotting/cachedtext.h"
#include "ui/plotting/cellgrid.h"
#include "ui/plotting/figureplot.h"
#include "ui/plotting/labelfit.h"
#include "ui/plotting/okabeito.h"
#include "ui/plotting/plotstyle.h"
#include "ui/plotting/stepbars.h"

#include <qcustomplot.h>

#include <cmath>

namespace pe::ui {

namespace {

/// Positions grow downwards: data sit at y = -t and the labels show t. A reversed axis would
/// mirror the colour-map images on every replot.
class DownwardTicker : public QCPAxisTicker {
protected:
    // Whole positions: QCustomPlot's steps include 2.5 (ticks labelled 0, 3, 5, 8 …).
    double getTickStep(const QCPRange& range) override { return plotstyle::wholeTickStep(range, tickCount()); }
    int getSubTickCount(double tickStep) override { return plotstyle::wholeSubTickCount(tickStep); }
    QVector<double> createTickVector(double tickStep, const QCPRange& range) override
    {
        QVector<double> ticks;
        for (double t : QCPAxisTicker::createTickVector(tickStep, range))
            if (t <= 1e-9)
                ticks << t;
        return ticks;
    }
    QString getTickLabel(double tick, const QLocale& locale, QChar formatChar, int precision) override
    {
        return QCPAxisTicker::getTickLabel(std::abs(tick) < 1e-9 ? 0.0 : -tick, locale, formatChar, precision);
    }
};

using plotstyle::sized;

QColor lighter(const QColor& c, double amount)
{
    return QColor::fromRgbF(1 - (1 - c.redF()) * amount, 1 - (1 - c.greenF()) * amount, 1 - (1 - c.blueF()) * amount);
}

} // namespace

QColor BinaryFigure::bitColour(int j)
{
    // Okabe-Ito first (orange, blue, bluish green, vermilion, reddish purple, sky blue: apart for
    // colour-blind eyes; its yellow is left out, white header text would not read on it), then
    // darker tones for the rare bits past six.
    static const QColor colours[] = {QColor(okabeito::orange),        QColor(okabeito::blue),
                                     QColor(okabeito::bluishGreen),   QColor(okabeito::vermilion),
                                     QColor(okabeito::reddishPurple), QColor(okabeito::skyBlue),
                                     QColor(0x8c, 0x56, 0x4b),        QColor(0x9a, 0x9a, 0x10),
                                     QColor(0x33, 0x33, 0x33),        QColor(0x80, 0x80, 0x80)};
    return colours[std::clamp(j, 0, 9)];
}

BinaryFigure::BinaryFigure(QCustomPlot* plot)
    : QObject(plot)
    , m_plot(plot)
{
    plot->plotLayout()->clear();
    m_title = plotstyle::addTitle(plot);
    plot->plotLayout()->addElement(1, 0, new QCPLayoutGrid);
    plot->plotLayout()->addElement(2, 0, new QCPLayoutGrid);
    auto* note = new CachedTextElement(plot, QString(), sized(plot->font(), 11));
    note->setWrapToPlotWidth(true); // on one line it set a minimum width of 770 px
    m_note = note;
    m_note->setTextColor(QColor(0x33, 0x33, 0x33));
    plot->plotLayout()->addElement(3, 0, m_note);
    plot->plotLayout()->setRowStretchFactors({0.01, 2.3, 1, 0.01});
    // The panels' own margins (titles, tick labels) set them apart: QCustomPlot's 5 px between
    // rows were 15 px the figure did not have at 1280 x 720 at 200 % in Chinese.
    plot->plotLayout()->setRowSpacing(0);

    m_tableRect = addRect(1, 0);
    m_bitRect = addRect(1, 1);
    m_peRect = addRect(1, 2);
    m_flipRect = addRect(2, 0);
    m_signRect = addRect(2, 1);
    auto* top = qobject_cast<QCPLayoutGrid*>(plot->plotLayout()->element(1, 0));
    auto* scale = new QCPColorScale(plot);
    top->addElement(0, 3, scale);
    top->setColumnStretchFactors({1.8, 0.5, 1.3, 0.05});
    qobject_cast<QCPLayoutGrid*>(plot->plotLayout()->element(2, 0))->setColumnStretchFactors({1, 2});
    plotstyle::apply(plot);
    plotstyle::singleBuffer(plot); // one paint buffer for the static figure
    // Top-most and buffered, so that a new position t repaints the position lines alone.
    plot->addLayer(QStringLiteral("moving"), plot->layer(QStringLiteral("overlay")), QCustomPlot::limAbove);
    m_moving = plot->layer(QStringLiteral("moving"));
    m_moving->setMode(QCPLayer::lmBuffered);

    m_table = new CellGrid(m_tableRect->axis(QCPAxis::atBottom), m_tableRect->axis(QCPAxis::atLeft));
    m_table->setTextFont(sized(plot->font(), 9)); // not below the interface's text (the floor)
    // The table's 0/1 digits show at that size: its panel keeps the room they need (a figure
    // short of it shows its panels as pages), for up to 16 rows (4 bits, the classic table); a
    // longer count, or the table alone on a page too short even with its notes and the title
    // left out (PageState::bare, the last way FigureFit gives way), is read by its colours.
    addLayoutStep(plot, FigurePlot::Stage::Sizes, m_table, [this] {
        const bool digits = m_tableRows <= 16 && !onPage(m_plot, &PageState::bare); // (an export unsets bare)
        QSizeF least = digits ? m_table->leastSize(Bits) : QSizeF();
        // An export (a handout, a slide) also keeps the room of the sines' and cosines' values:
        // laid out for the file, the table's value columns were a pixel or two short of
        // "−0.76" and showed colours only. A file smaller than that is laid out larger and
        // scaled down (exporter.h); the screen reads them when they fit.
        if (digits && onPage(m_plot, &PageState::exporting))
            least = least.expandedTo(m_table->leastSize(Values));
        // and its column headers (bit 3, sin 3, ..., turned upright) apart, a line and a tenth each.
        const QCPAxis* top = m_tableRect->axis(QCPAxis::atTop);
        least.rwidth() =
            std::max(least.width(), 1.1 * QFontMetricsF(top->tickLabelFont()).height() * top->range().size());
        const QSize size(qCeil(least.width()), qCeil(least.height()));
        if (m_tableRect->minimumSize() != size)
            m_tableRect->setMinimumSize(size);
    });
    // The two heatmaps as wide as the longest word of their titles and bottom labels (a title
    // reaches into the panel's margins as far as the narrower allows): beside the table's
    // values in an export of 1000 x 600 they were 40 px wide, "PE(t, d…" and "dimensi…".
    // A figure short of that width shows its panels as pages, or is exported larger and
    // scaled down.
    addLayoutStep(plot, FigurePlot::Stage::Sizes, this, [this] {
        for (QCPAxisRect* rect : {m_bitRect, m_peRect}) {
            int width = labelfit::leastWidth(rect);
            // The bits' map: a column per bit, each as wide as its tick label and a gap ("3 2 1
            // 0" ran into "32 0" at 16 px).
            if (rect == m_bitRect) {
                const QCPAxis* bits = rect->axis(QCPAxis::atBottom);
                const int digit = QFontMetrics(bits->tickLabelFont()).horizontalAdvance(QLatin1Char('0')) + 4;
                width = std::max(width, qCeil(bits->range().size()) * digit);
            }
            if (rect->minimumSize().width() != width)
                rect->setMinimumSize(width, rect->minimumSize().height());
        }
    });
    m_bitMap = new QCPColorMap(m_bitRect->axis(QCPAxis::atBottom), m_bitRect->axis(QCPAxis::atLeft));
    m_peMap = new QCPColorMap(m_peRect->axis(QCPAxis::atBottom), m_peRect->axis(QCPAxis::atLeft));
    for (QCPColorMap* map : {m_bitMap, m_peMap}) {
        map->setGradient(plotstyle::diverging());
        map->setInterpolate(false);
        map->setTightBoundary(false);
        map->setColorScale(scale);
    }
    scale->setType(QCPAxis::atRight);
    scale->setDataRange(QCPRange(-1, 1));
    scale->setGradient(plotstyle::diverging());
    scale->setBarWidth(14);
    scale->axis()->setLabel(tr("PE value   ·   bit 0 → +1, bit 1 → −1"));
    scale->axis()->setLabelFont(sized(plot->font(), 11));
    scale->axis()->setTickLabelFont(sized(plot->font(), 10));
    // Top and bottom margins lined up: the table, the heatmaps and their scale; the two bar
    // charts. (A panel a page takes out leaves its group meanwhile: figurepages.)
    auto* group = new QCPMarginGroup(plot);
    for (QCPLayoutElement* e : std::initializer_list<QCPLayoutElement*>{m_tableRect, m_bitRect, m_peRect, scale})
        e->setMarginGroup(QCP::msTop | QCP::msBottom, group);
    auto* barGroup = new QCPMarginGroup(plot);
    for (QCPAxisRect* r : {m_flipRect, m_signRect})
        r->setMarginGroup(QCP::msTop | QCP::msBottom, barGroup);

    for (QCPAxisRect* r : {m_tableRect, m_bitRect, m_peRect}) {
        QCPAxis* y = r->axis(QCPAxis::atLeft);
        y->setTicker(QSharedPointer<DownwardTicker>::create());
        y->setNumberFormat(QStringLiteral("f"));
        y->setNumberPrecision(0);
        y->grid()->setVisible(false);
        r->axis(QCPAxis::atBottom)->grid()->setVisible(false);
        if (r == m_tableRect)
            continue;
        auto* line = new QCPItemStraightLine(plot);
        line->setClipAxisRect(r);
        for (QCPItemPosition* p : {line->point1, line->point2})
            p->setAxes(r->axis(QCPAxis::atBottom), y);
        line->setPen(QPen(QColor(0, 0, 0, 170), 1.5, Qt::DashLine));
        line->setLayer(m_moving);
        m_positionLines.push_back(line);
    }
    // The table's row of the position framed, across the table, on the rows' edges.
    m_positionRow = new QCPItemRect(plot);
    m_positionRow->setObjectName(QStringLiteral("positionRow"));
    // (not clipped, so that the frame's edges are whole, but the table's: hidden with it when
    // the table's page is not shown)
    m_positionRow->setClipAxisRect(m_tableRect);
    m_positionRow->setClipToAxisRect(false);
    for (QCPItemPosition* p : {m_positionRow->topLeft, m_positionRow->bottomRight}) {
        p->setAxes(m_tableRect->axis(QCPAxis::atBottom), m_tableRect->axis(QCPAxis::atLeft));
        p->setAxisRect(m_tableRect);
        p->setTypeX(QCPItemPosition::ptAxisRectRatio);
        p->setTypeY(QCPItemPosition::ptPlotCoords);
    }
    m_positionRow->setPen(QPen(QColor(0, 0, 0, 200), 2));
    m_positionRow->setBrush(Qt::NoBrush);
    m_positionRow->setLayer(m_moving);
    m_tableRect->axis(QCPAxis::atLeft)->setLabel(tr("integer t"));
    m_bitRect->axis(QCPAxis::atLeft)->setLabel(tr("position t"));
    m_peRect->axis(QCPAxis::atLeft)->setTickLabels(false);
    m_tableRect->axis(QCPAxis::atBottom)->setVisible(false);
    m_tableRect->axis(QCPAxis::atTop)->setVisible(true);
    m_bitRect->axis(QCPAxis::atBottom)->setLabel(tr("bit k"));
    m_peRect->axis(QCPAxis::atBottom)->setLabel(tr("dimension"));
    plotstyle::integerTicks(m_peRect->axis(QCPAxis::atBottom));
    for (QCPAxisRect* r : {m_bitRect, m_peRect}) {
        r->axis(QCPAxis::atTop)->setVisible(true);
        r->axis(QCPAxis::atTop)->setTicks(false);
        r->axis(QCPAxis::atTop)->setTickLabels(false);
        r->axis(QCPAxis::atTop)->setLabelFont(sized(plot->font(), 12, true));
    }
    m_tableRect->axis(QCPAxis::atTop)->setLabelFont(sized(plot->font(), 12, true));

    for (QCPAxisRect* r : {m_flipRect, m_signRect}) {
        QCPAxis* y = r->axis(QCPAxis::atLeft);
        // Minor ticks per decade as the short panel has room for (QCustomPlot's log ticker put
        // eight between majors several decades apart, a blob under 100,000 and 1).
        plotstyle::logTicks(y);
        y->setNumberFormat(QStringLiteral("gb"));
        y->setNumberPrecision(6);
        r->axis(QCPAxis::atTop)->setVisible(true);
        r->axis(QCPAxis::atTop)->setTicks(false);
        r->axis(QCPAxis::atTop)->setTickLabels(false);
        r->axis(QCPAxis::atTop)->setLabelFont(sized(plot->font(), 12, true));
        r->axis(QCPAxis::atBottom)->grid()->setVisible(false);
    }
    m_flipRect->axis(QCPAxis::atLeft)->setLabel(tr("changes (log)"));
    m_flipRect->axis(QCPAxis::atBottom)->setLabel(tr("bit k"));
    m_signRect->axis(QCPAxis::atBottom)->setLabel(tr("dimension"));
    plotstyle::integerTicks(m_signRect->axis(QCPAxis::atBottom));
    // One bar per dimension, filled as one shape: d = 4096 rectangles drawn one by one cost
    // several milliseconds per frame.
    m_signBars = new StepBars(m_signRect->axis(QCPAxis::atBottom), m_signRect->axis(QCPAxis::atLeft));
    m_signBars->setBaseValue(0.5);
    m_signBars->setBrush(QColor(0x43, 0x93, 0xc3));
}

QCPAxisRect* BinaryFigure::addRect(int row, int column)
{
    QCPAxisRect* rect = cachedAxisRect(m_plot); // axis labels laid out once
    qobject_cast<QCPLayoutGrid*>(m_plot->plotLayout()->element(row, 0))->addElement(0, column, rect);
    return rect;
}

void BinaryFigure::show(const BinaryFrame& frame, const QString& title, const QString& note)
{
    m_title->setText(title);
    m_note->setText(note);
    fillTable(frame);
    fillHeatmaps(frame);
    fillBars(frame);
    markPosition(frame);
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void BinaryFigure::movePosition(const BinaryFrame& frame)
{
    markPosition(frame);
    m_moving->replot(); // a full replot when the paint buffers are not set up yet
}

void BinaryFigure::fillTable(const BinaryFrame& f)
{
    const core::CountingTable& t = f.table;
    const int b = t.bits, pairs = t.pairs, rows = t.rows();
    m_tableRows = rows;
    const core::BitOrder order = f.binary.order;
    const double peBase = b + 0.5;
    const double thrBase = peBase + 2 * pairs + 0.5;
    const double header = std::max(0.9, rows * 0.05);
    QVector<CellGrid::Cell> cells;
    cells.reserve(rows * (b + 3 * pairs) + b + 3 * pairs);
    auto cell = [](double x, double y0, double y1, const QColor& fill, const QString& text, const QColor& ink,
                   int group = Bits) {
        return CellGrid::Cell{QRectF(QPointF(x - 0.5, y0), QPointF(x + 0.5, y1)), fill, text, ink, group};
    };
    auto bitCell = [&](double x, double y, int bit, int j) {
        const QColor c = bitColour(j);
        return bit ? cell(x, y - 0.5, y + 0.5, c, QStringLiteral("1"), Qt::white)
                   : cell(x, y - 0.5, y + 0.5, lighter(c, 0.12), QStringLiteral("0"), c.darker(115));
    };
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    for (int j = 0; j < b; ++j) {
        const double x = bitSlot(j, b, order);
        cells << cell(x, 0.5, 0.5 + header, bitColour(j), numbers::integer(1 << j), Qt::white, Headers);
        ticker->addTick(x, tr("bit %1").arg(numbers::integer(j)));
    }
    QCPColorGradient gradient = plotstyle::diverging();
    for (int k = 0; k < pairs; ++k) {
        const double xs = peBase + 2 * bitSlot(k, pairs, order);
        const double xt = thrBase + bitSlot(k, pairs, order);
        for (double x : {xs, xs + 1, xt})
            cells << cell(x, 0.5, 0.5 + header, bitColour(k), QString::number(k), Qt::white, Headers);
        ticker->addTick(xs, tr("sin %1").arg(numbers::integer(k)));
        ticker->addTick(xs + 1, tr("cos %1").arg(numbers::integer(k)));
        ticker->addTick(xt, tr("thr %1").arg(numbers::integer(k)));
    }
    for (int r = 0; r < rows; ++r) {
        const double y = -r;
        for (int j = 0; j < b; ++j)
            cells << bitCell(bitSlot(j, b, order), y, t.bitValues(r, j), j);
        for (int k = 0; k < pairs; ++k) {
            const double xs = peBase + 2 * bitSlot(k, pairs, order);
            int i = 0;
            for (double v : {t.sines(r, k), t.cosines(r, k)}) {
                const bool missing = std::isnan(v);
                const QColor fill = missing ? QColor(0xdd, 0xdd, 0xdd) : QColor(gradient.color(v, QCPRange(-1, 1)));
                cells << cell(xs + i++, y - 0.5, y + 0.5, fill,
                              missing ? QStringLiteral("—") : numbers::fixed(std::abs(v) < 0.005 ? 0.0 : v, 2),
                              std::abs(v) > 0.6 ? Qt::white : Qt::black, Values);
            }
            const int thr = t.thresholded(r, k);
            const double xt = thrBase + bitSlot(k, pairs, order);
            if (thr == t.bitValues(r, k))
                cells << bitCell(xt, y, thr, k);
            else
                cells << cell(xt, y - 0.5, y + 0.5, QColor(0x44, 0x44, 0x44), QString::number(thr), Qt::white);
        }
    }
    m_table->setCells(std::move(cells));
    QCPAxis* top = m_tableRect->axis(QCPAxis::atTop);
    top->setTicker(ticker);
    top->setTickLabelRotation(-90);
    top->setTickLabelFont(sized(m_plot->font(), b + 3 * pairs > 24 ? 9 : 10)); // 9: the floor
    top->setLabel(tr("Counting 0 … %1: bits, PE pairs k < %2, thresholds")
                      .arg(numbers::integer(rows - 1))
                      .arg(numbers::integer(b)));
    top->setRange(-0.7, thrBase + pairs - 0.3);
    m_tableRect->axis(QCPAxis::atBottom)->setRange(top->range());
    m_tableRect->axis(QCPAxis::atLeft)->setRange(-(rows - 0.5), 0.5 + header);
    m_tableRect->axis(QCPAxis::atLeft)->ticker()->setTickCount(rows <= 32 ? rows : 8);
}

void BinaryFigure::fillHeatmaps(const BinaryFrame& f)
{
    const int b = f.binary.bits;
    if (f.bitData)
        m_bitMap->setData(f.bitData.release(), false);
    if (f.peData)
        m_peMap->setData(f.peData.release(), false);
    for (QCPColorMap* map : {m_bitMap, m_peMap})
        map->setDataRange(QCPRange(-1, 1));
    const double lastRow = -(f.params.length - 0.5);
    auto bitTicks = QSharedPointer<QCPAxisTickerText>::create();
    for (int j = 0; j < b; ++j)
        bitTicks->addTick(bitSlot(j, b, f.binary.order), QString::number(j));
    m_bitRect->axis(QCPAxis::atBottom)->setTicker(bitTicks);
    m_bitRect->axis(QCPAxis::atBottom)->setRange(-0.5, b - 0.5);
    m_bitRect->axis(QCPAxis::atLeft)->setRange(lastRow, 0.5);
    m_bitRect->axis(QCPAxis::atTop)->setLabel(tr("Bits of t < L"));
    m_peRect->axis(QCPAxis::atBottom)->setRange(-0.5, f.params.dim - 0.5);
    m_peRect->axis(QCPAxis::atLeft)->setRange(lastRow, 0.5);
    // (as short as its neighbour's: "PE(t, dimension), t < L" set a least width that left the
    // table alone on its page at 1600 x 1000 at 150 %; the x label names the dimension)
    m_peRect->axis(QCPAxis::atTop)->setLabel(tr("PE of t < L"));
}

void BinaryFigure::fillBars(const BinaryFrame& f)
{
    const int b = f.binary.bits;
    if (static_cast<int>(m_flipBars.size()) != b) {
        for (QCPBars* bars : m_flipBars)
            m_plot->removePlottable(bars);
        m_flipBars.clear();
        for (int j = 0; j < b; ++j) {
            auto* bars = new QCPBars(m_flipRect->axis(QCPAxis::atBottom), m_flipRect->axis(QCPAxis::atLeft));
            bars->setWidth(0.8);
            bars->setBaseValue(0.5);
            bars->setPen(Qt::NoPen);
            bars->setBrush(bitColour(j));
            bars->setAntialiased(false);
            m_flipBars.push_back(bars);
        }
    }
    double top = 1;
    auto ticks = QSharedPointer<QCPAxisTickerText>::create();
    for (int j = 0; j < b; ++j) {
        // Bars grow from the base value 0.5 of the log axis: a count c is a bar of c - 0.5.
        const double c = static_cast<double>(f.counts.bitFlips[j]);
        m_flipBars[j]->setData({static_cast<double>(bitSlot(j, b, f.binary.order))}, {std::max(0.0, c - 0.5)}, true);
        ticks->addTick(bitSlot(j, b, f.binary.order), QString::number(j));
        top = std::max(top, c);
    }
    m_flipRect->axis(QCPAxis::atBottom)->setTicker(ticks);
    m_flipRect->axis(QCPAxis::atBottom)->setRange(-0.6, b - 0.4);
    const int d = static_cast<int>(f.counts.signChanges.size());
    QVector<double> tops(d);
    for (int c = 0; c < d; ++c) {
        tops[c] = static_cast<double>(f.counts.signChanges[c]);
        top = std::max(top, tops[c]);
    }
    m_signBars->setTops(std::move(tops));
    m_signRect->axis(QCPAxis::atBottom)->setRange(-0.5, d - 0.5);
    // At least 1.7 decades: below 1.6 QCustomPlot's log ticker falls back to linear ticks,
    // which crowd at the top of a log axis (2.5, 5 … 15 over each other at L = 7).
    for (QCPAxisRect* r : {m_flipRect, m_signRect})
        r->axis(QCPAxis::atLeft)->setRange(0.5, std::max(top * 2.5, 0.5 * std::pow(10.0, 1.7)));
    m_flipRect->axis(QCPAxis::atTop)
        ->setLabel(tr("Bit flips over t = 0 … %1").arg(numbers::integer(f.params.length - 1)));
    m_signRect->axis(QCPAxis::atTop)
        ->setLabel(tr("Sign changes of each PE dimension over t = 0 … %1").arg(numbers::integer(f.params.length - 1)));
}

void BinaryFigure::markPosition(const BinaryFrame& f)
{
    for (QCPItemStraightLine* line : m_positionLines) {
        line->point1->setCoords(0, -f.position);
        line->point2->setCoords(1, -f.position);
    }
    m_positionRow->topLeft->setCoords(0, -f.position + 0.5);
    m_positionRow->bottomRight->setCoords(1, -f.position - 0.5);
    m_positionRow->setVisible(f.position < f.table.rows());
}

} // namespace pe::ui

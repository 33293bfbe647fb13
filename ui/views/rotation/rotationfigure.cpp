#include "ui/views/rotation/rotationfigure.h"

#include "core/formula/formula.h"
#include "ui/framework/numbers.h"
#include "ui/framework/pagestate.h"
#include "ui/plotting/cachedtext.h"
#include "ui/plotting/labelfit.h"
#include "ui/plotting/legendwrap.h"
#include "ui/plotting/okabeito.h"
#include "ui/plotting/plotstyle.h"

#include <QFontDatabase>
#include <QtMath>

#include <algorithm>
#include <cmath>

namespace pe::ui {

namespace {
// The points and angles in Okabe-Ito blue, orange, reddish purple and vermilion (okabeito.h).
const QColor kGrey(0x88, 0x88, 0x88);
} // namespace

RotationPlot::RotationPlot(QWidget* parent)
    : FigurePlot(parent)
{
    m_title = plotstyle::addTitle(this);
    m_residualRect = axisRect();
    // Two rows, each a page when the figure shows less (figurepages): the proof (the circle
    // and its numbers) above, the contrast (the sine alone, and the errors of every pair) under
    // it. The residuals' legend sits in their own column, so that it goes with their page.
    plotLayout()->take(m_residualRect);
    auto* top = new QCPLayoutGrid;
    auto* bottom = new QCPLayoutGrid;
    auto* residualColumn = new QCPLayoutGrid;
    plotLayout()->addElement(1, 0, top);
    plotLayout()->addElement(2, 0, bottom);
    plotLayout()->setRowStretchFactors({0.01, 3, 2});
    m_circleRect = addCircleRect(top, 0, QString(), QString());
    m_numbersRect = new QCPAxisRect(this, false);
    top->addElement(0, 1, m_numbersRect);
    top->setColumnStretchFactors({1.3, 1});
    m_twinRect = addCircleRect(bottom, 0, QString(), QString());
    m_twinRect->setObjectName(QStringLiteral("sineOnlyPanel")); // a lesson step opens on it
    bottom->addElement(0, 1, residualColumn);
    bottom->setColumnStretchFactors({1, 1.6});
    residualColumn->addElement(0, 0, m_residualRect);
    m_numbersRect->setMinimumMargins(QMargins(16, 0, 0, 0));

    plotstyle::apply(this);
    plotstyle::singleBuffer(this);
    // One stroke per curve: QCustomPlot otherwise strokes each segment of a wide pen on its own.
    setPlottingHint(QCP::phFastPolylines, true);
    // The widget repaints on the next event-loop turn, merged with other updates, not inside replot().
    setPlottingHint(QCP::phImmediateRefresh, false);
    // paintEvent fills the whole widget with the background first: nothing under it to paint.
    setAttribute(Qt::WA_OpaquePaintEvent);
    QFont heading = plotstyle::sized(font(), 12, true);
    for (QCPAxisRect* rect : {m_circleRect, m_twinRect})
        rect->axis(QCPAxis::atTop)->setLabelFont(heading);
    // A step of the layout pass, not afterLayout: the circles' axis ranges are set before the
    // axes lay out their ticks. Set after, an export (one layout) drew the ticks of the range
    // before: a stray "−2.5" over the sine panel's axis label and no ticks on the circle's.
    addStep(Stage::Texts, this, [this] { keepCirclesRound(); });

    // Circle of the chosen pair.
    m_arc = new QCPCurve(m_circleRect->axis(QCPAxis::atBottom), m_circleRect->axis(QCPAxis::atLeft));
    m_arc->setObjectName(QStringLiteral("arc"));
    m_arc->setPen(QPen(kGrey.darker(130), 2));
    m_arc->removeFromLegend();
    m_arcHead = new QCPItemLine(this);
    m_arcHead->setClipAxisRect(m_circleRect);
    m_arcHead->setPen(QPen(kGrey.darker(130), 2));
    m_arcHead->setHead(QCPLineEnding(QCPLineEnding::esSpikeArrow, 12, 14));
    m_radiusT = new QCPItemLine(this);
    m_radiusShifted = new QCPItemLine(this);
    for (QCPItemLine* l : {m_arcHead, m_radiusT, m_radiusShifted})
        for (QCPItemPosition* p : l->positions())
            p->setAxes(m_circleRect->axis(QCPAxis::atBottom), m_circleRect->axis(QCPAxis::atLeft));
    m_radiusT->setPen(QPen(QColor(okabeito::blue), 1.5));
    m_radiusShifted->setPen(QPen(QColor(okabeito::orange), 1.5));
    m_pointT = addPoint(m_circleRect, QColor(okabeito::blue), false);
    m_pointShifted = addPoint(m_circleRect, QColor(okabeito::orange), false);
    m_pointRotated = addPoint(m_circleRect, Qt::black, true);
    m_labelT = addLabel(m_circleRect, QColor(okabeito::blue));
    m_labelShifted = addLabel(m_circleRect, QColor(okabeito::orange));
    m_arcLabel = addLabel(m_circleRect, kGrey.darker(160));
    m_circleNote = addNote(m_circleRect);

    // Sine-only contrast.
    const QColor twinColours[4] = {QColor(okabeito::blue), QColor(okabeito::reddishPurple), QColor(okabeito::orange),
                                   QColor(okabeito::vermilion)};
    const QColor shadowColours[3] = {QColor(okabeito::blue), QColor(okabeito::orange), QColor(okabeito::vermilion)};
    for (int i = 0; i < 3; ++i) {
        m_twinShadow[i] = new QCPItemStraightLine(this);
        m_twinShadow[i]->setClipAxisRect(m_twinRect);
        for (QCPItemPosition* p : m_twinShadow[i]->positions())
            p->setAxes(m_twinRect->axis(QCPAxis::atBottom), m_twinRect->axis(QCPAxis::atLeft));
        m_twinShadow[i]->setPen(QPen(shadowColours[i], 1.2, Qt::DashLine));
    }
    for (int i = 0; i < 4; ++i) {
        m_twinPoints[i] = addPoint(m_twinRect, twinColours[i], false);
        m_twinLabels[i] = addLabel(m_twinRect, twinColours[i]);
    }
    m_twinNote = addNote(m_twinRect);
    // A circle panel has room for its circle and the labels around it at their size: 8 lines
    // tall, or 4 while it shows alone as a page (1280 x 720 at 200 %), where the panel is the
    // figure's whole width and moves its circle aside for the labels (fitCircle) rather than
    // scroll. (Not on every page too tall: the whole figure shown so drew the flat sine-only
    // panel with its labels over one another.)
    labelfit::minimumSizeInLines(this, {m_circleRect, m_twinRect}, m_labelT, QSize(9, 8), QSize(9, 4));

    // Numbers.
    m_numbers = new QCPItemText(this);
    m_numbers->setObjectName(QStringLiteral("numbers"));
    m_numbers->setClipAxisRect(m_numbersRect);
    m_numbers->setClipToAxisRect(false);
    m_numbers->position->setAxisRect(m_numbersRect);
    m_numbers->position->setType(QCPItemPosition::ptAxisRectRatio);
    m_numbers->position->setCoords(0.02, 0.5);
    m_numbers->setPositionAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_numbers->setTextAlignment(Qt::AlignLeft);
    QFont mono = plotstyle::sized(QFontDatabase::systemFont(QFontDatabase::FixedFont), 10.5);
    m_numbers->setFont(mono);

    // Residuals over all pairs.
    QCPAxis* ry = m_residualRect->axis(QCPAxis::atLeft);
    QCPAxis* rx = m_residualRect->axis(QCPAxis::atBottom);
    // Minor ticks per decade as the short panel has room for (QCustomPlot's log ticker put
    // eight between majors several decades apart, bunched under each).
    plotstyle::logTicks(ry);
    ry->setRange(kFloor / 3, 10);
    ry->setLabel(tr("error (log scale)"));
    rx->setLabel(tr("pair k"));
    plotstyle::integerTicks(rx);
    m_residualRect->removeAxis(m_residualRect->axis(QCPAxis::atTop));
    auto* residualTitle = new CachedLabelAxis(m_residualRect, QCPAxis::atTop);
    m_residualRect->addAxis(QCPAxis::atTop, residualTitle);
    QCPAxis* rtop = residualTitle;
    rtop->setVisible(true);
    rtop->setTicks(false);
    rtop->setTickLabels(false);
    rtop->setLabel(tr("Every pair: the rotation holds to rounding; the sine alone cannot be shifted"));
    QFont rtopFont = plotstyle::sized(font(), 12, true);
    rtop->setLabelFont(rtopFont);
    m_residualGraph = addGraph(rx, ry);
    m_residualGraph->setName(tr("|M(Δ)·PE(t) − PE(t+Δ)| per pair (sin and cos)"));
    m_residualGraph->setObjectName(QStringLiteral("residual"));
    m_residualGraph->setPen(QPen(QColor(okabeito::blue), 2));
    m_sineOnlyGraph = addGraph(rx, ry);
    m_sineOnlyGraph->setName(tr("sine only: RMS error of the best map sin(ω t) ↦ sin(ω (t+Δ)) over t = 0 … L−1"));
    m_sineOnlyGraph->setObjectName(QStringLiteral("sineOnly"));
    m_sineOnlyGraph->setPen(QPen(QColor(okabeito::vermilion), 2));
    m_pairMarker = new QCPItemStraightLine(this);
    m_pairMarker->setClipAxisRect(m_residualRect);
    for (QCPItemPosition* p : m_pairMarker->positions())
        p->setAxes(rx, ry);
    m_pairMarker->setPen(QPen(kGrey, 1.5, Qt::DashLine));
    legend->setVisible(true);
    QFont legendFont = plotstyle::sized(font(), 10.5);
    legend->setFont(legendFont);
    // The legend under the residual panel, outside the curves (it sat over them at the right),
    // its two entries side by side when the width allows.
    m_residualRect->insetLayout()->take(legend);
    m_residualRect->insetLayout()->simplify();
    legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    legend->setWrap(2);
    legendwrap::adapt(legend, m_residualRect, 2);
    legendwrap::outside(legend, residualColumn, 1, 0);
    residualColumn->setRowStretchFactors({1, 0.001});

    // What a new result changes (points, arcs, texts, residual curves, headings) is drawn on its
    // own buffered layer: when the frame (axes, ranges, layout) stays, only that layer is redrawn,
    // not the axes, grids and circles. It is the topmost layer and carries the legend (drawn last,
    // over the curves as before), so the widget composites two full-size buffers, not three.
    addLayer(QStringLiteral("result"), layer(QStringLiteral("overlay")), QCustomPlot::limAbove);
    m_resultLayer = layer(QStringLiteral("result"));
    m_resultLayer->setMode(QCPLayer::lmBuffered);
    for (int i = 0; i < itemCount(); ++i)
        item(i)->setLayer(m_resultLayer);
    for (QCPLayerable* l : std::initializer_list<QCPLayerable*>{m_arc, m_residualGraph, m_sineOnlyGraph, m_title,
                                                                m_circleRect->axis(QCPAxis::atTop),
                                                                m_twinRect->axis(QCPAxis::atTop), legend})
        l->setLayer(m_resultLayer);
    for (int i = 0; i < legend->itemCount(); ++i)
        legend->item(i)->setLayer(m_resultLayer);
    m_titlePoints = m_title->font().pointSizeF() / plotstyle::textScale(); // at text size 1
}

QCPAxisRect* RotationPlot::addCircleRect(QCPLayoutGrid* grid, int column, const QString& xLabel, const QString& yLabel)
{
    auto* rect = new QCPAxisRect(this);
    grid->addElement(0, column, rect);
    // The panel's title breaks into lines over a narrow panel instead of running into the next.
    rect->removeAxis(rect->axis(QCPAxis::atTop));
    auto* title = new CachedLabelAxis(rect, QCPAxis::atTop);
    rect->addAxis(QCPAxis::atTop, title);
    rect->axis(QCPAxis::atBottom)->setLabel(xLabel);
    rect->axis(QCPAxis::atLeft)->setLabel(yLabel);
    rect->axis(QCPAxis::atTop)->setVisible(true);
    rect->axis(QCPAxis::atTop)->setTicks(false);
    rect->axis(QCPAxis::atTop)->setTickLabels(false);
    for (QCPAxis* a : rect->axes()) {
        a->ticker()->setTickCount(4);
        a->grid()->setVisible(true);
    }
    auto* circle = new QCPCurve(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
    QVector<double> xs, ys;
    for (int i = 0; i <= 360; ++i) {
        xs << std::sin(i * core::kTwoPi / 360);
        ys << std::cos(i * core::kTwoPi / 360);
    }
    circle->setData(xs, ys);
    circle->setPen(QPen(QColor(0xbb, 0xbb, 0xbb), 1.5));
    circle->removeFromLegend();
    return rect;
}

void RotationPlot::fitTexts()
{
    const double points = notePoints();
    if (!m_numbersWhole.isEmpty()) {
        const QString& numbers = onPage(this, &PageState::tooTall) ? m_numbersShort : m_numbersWhole;
        if (m_numbers->text() != numbers)
            m_numbers->setText(numbers);
    }
    fitText(m_numbers, points);
    fitText(m_twinNote, points);
    fitText(m_circleNote, points);
}

void RotationPlot::fitText(QCPItemText* item, double pointSize)
{
    // Never smaller than its size (the text floor): a note too wide for its panel leaves it
    // (keepCirclesRound).
    QFont f = item->font();
    f.setPointSizeF(pointSize);
    item->setFont(f);
    const QRectF needed = QFontMetricsF(f).boundingRect(QRectF(0, 0, 1e5, 1e5), Qt::AlignLeft, item->text());
    if (item == m_numbers) {
        // The numbers are the proof: their panel is as large as they are (the figure gives way
        // around it, FigureFit), never a smaller text.
        // (the text starts 2 % into the panel, and keeps 8 px from its right edge: at its least
        // width the French lines touched the figure's edge)
        const QSize size(qCeil((needed.width() + 8) / (1 - m_numbers->position->coords().x())),
                         qCeil(needed.height()) + 8);
        if (m_numbersRect->minimumSize() != size)
            m_numbersRect->setMinimumSize(size);
    }
}

QCPItemText* RotationPlot::addNote(QCPAxisRect* rect)
{
    auto* note = new QCPItemText(this);
    note->setClipAxisRect(rect);
    note->position->setAxisRect(rect);
    note->position->setType(QCPItemPosition::ptAxisRectRatio);
    note->position->setCoords(0.5, 0.995);
    note->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
    note->setBrush(QColor(255, 255, 255, 220));
    QFont f = plotstyle::sized(font(), 10.5);
    note->setFont(f);
    return note;
}

QCPItemText* RotationPlot::addLabel(QCPAxisRect* rect, const QColor& color)
{
    auto* label = new QCPItemText(this);
    label->setClipAxisRect(rect);
    label->setClipToAxisRect(false);
    label->position->setAxes(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
    label->setColor(color);
    QFont f = plotstyle::sized(font(), 11, true);
    label->setFont(f);
    return label;
}

QCPItemTracer* RotationPlot::addPoint(QCPAxisRect* rect, const QColor& color, bool hollow)
{
    auto* p = new QCPItemTracer(this);
    p->setClipAxisRect(rect);
    p->position->setAxes(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
    p->setStyle(QCPItemTracer::tsCircle);
    p->setSize(hollow ? 20 : 12);
    p->setPen(QPen(color, hollow ? 2 : 1));
    p->setBrush(hollow ? QBrush(Qt::NoBrush) : QBrush(color));
    return p;
}

void RotationPlot::setResult(const RotationFrame& r)
{
    m_title->setText(tr("Offset as a rotation: PE(t + Δ) = M(Δ) · PE(t), t = %1, Δ = %2")
                         .arg(numbers::integer(r.position))
                         .arg(numbers::integer(r.offset)));
    for (int i = 0; i < itemCount(); ++i)
        item(i)->setVisible(r.hasPair());
    m_arc->setVisible(r.hasPair());
    m_notesWanted = r.hasPair();
    m_arcLabelWanted = false;
    if (r.hasPair()) {
        drawCircle(r);
        drawTwin(r);
    }
    m_numbers->setVisible(true);
    drawNumbers(r);
    drawResiduals(r);
    // The frame: what needs the layout and the other layers redrawn when it changes.
    const QString frame =
        QStringLiteral("%1|%2|%3")
            .arg(m_circleRect->axis(QCPAxis::atBottom)->label(), m_circleRect->axis(QCPAxis::atLeft)->label())
            .arg(numbers::integer(r.table.size()));
    // New point labels may need the circles drawn smaller (keepCirclesRound): then the axes
    // change, and the whole figure is drawn again.
    const QCPRange before[2] = {m_circleRect->axis(QCPAxis::atBottom)->range(),
                                m_twinRect->axis(QCPAxis::atBottom)->range()};
    keepCirclesRound();
    const bool rescaled = before[0] != m_circleRect->axis(QCPAxis::atBottom)->range() ||
                          before[1] != m_twinRect->axis(QCPAxis::atBottom)->range();
    if (frame == m_frame && !rescaled) {
        m_resultLayer->replot(); // a full replot when the buffers are not set up yet
    } else {
        m_frame = frame;
        replot(QCustomPlot::rpQueuedReplot);
    }
}

} // namespace pe::ui

#include "ui/views/clock/clockfigure.h"

#include "ui/framework/numbers.h"
#include "ui/framework/pagestate.h"
#include "ui/plotting/cachedtext.h"
#include "ui/plotting/colouredpoints.h"
#include "ui/plotting/figurepages.h"
#include "ui/plotting/figureplot.h"
#include "ui/plotting/labelfit.h"
#include "ui/plotting/plotstyle.h"
#include "ui/views/clock/clockframe.h"

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace pe::ui {

namespace {

const QColor kHandColour(0x22, 0x22, 0x22);
const QColor kDialColour(0x9e, 0x9e, 0x9e);

using plotstyle::sized;

/// Axes that only carry a label: no line, ticks or numbers.
void labelOnly(QCPAxis* axis, const QFont& font)
{
    axis->setVisible(true);
    axis->setBasePen(Qt::NoPen);
    axis->setTicks(false);
    axis->setTickLabels(false);
    axis->grid()->setVisible(false);
    axis->setLabelFont(font);
    axis->setLabelPadding(2);
    axis->setPadding(0);
}

/// An axis rect with label-only axes at the top and bottom (drawn from cached text on screen)
/// and a hidden left axis for the value coordinates. A narrow dial breaks its labels into lines
/// at spaces (labelfit: the wall clock's note, "592 turns + 307°"); only what still does not fit
/// is cut short of its neighbours'.
QCPAxisRect* labelledRect(QCustomPlot* plot, const QFont& font)
{
    auto* rect = new QCPAxisRect(plot, false);
    for (QCPAxis::AxisType type : {QCPAxis::atBottom, QCPAxis::atTop}) {
        rect->addAxis(type, new CachedLabelAxis(rect, type));
    }
    rect->addAxis(QCPAxis::atLeft)->setVisible(false);
    for (QCPAxis* axis : rect->axes())
        labelOnly(axis, font);
    rect->axis(QCPAxis::atLeft)->setVisible(false);
    return rect;
}

QCPItemLine* addLine(QCustomPlot* plot, QCPAxisRect* rect, QPointF from, QPointF to, const QPen& pen)
{
    auto* line = new QCPItemLine(plot);
    line->setClipAxisRect(rect);
    for (QCPItemPosition* p : {line->start, line->end})
        p->setAxes(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
    line->start->setCoords(from);
    line->end->setCoords(to);
    line->setPen(pen);
    return line;
}

/// The unit circle and tick marks at 12, 3, 6 and 9 (or every hour).
void drawFace(QCustomPlot* plot, QCPAxisRect* rect, int ticks, const QPen& pen)
{
    auto* circle = new QCPCurve(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
    QVector<double> x, y;
    for (int i = 0; i <= 128; ++i) {
        x << std::sin(2 * M_PI * i / 128);
        y << std::cos(2 * M_PI * i / 128);
    }
    circle->setData(x, y);
    circle->setPen(pen);
    circle->setSelectable(QCP::stNone);
    for (int i = 0; i < ticks; ++i) {
        const double a = 2 * M_PI * i / ticks;
        const double inner = i % (ticks / 4) == 0 ? 0.86 : 0.92;
        addLine(plot, rect, {inner * std::sin(a), inner * std::cos(a)}, {std::sin(a), std::cos(a)}, pen);
    }
}

void pointHand(QCPItemLine* hand, double x, double y, double length)
{
    hand->start->setCoords(0, 0);
    hand->end->setCoords(length * x, length * y);
}

} // namespace

ClockFigure::ClockFigure(QCustomPlot* plot)
    : QObject(plot)
    , m_plot(plot)
{
    plotstyle::apply(plot);
    plotstyle::singleBuffer(plot); // one paint buffer for the static figure
    // Top-most, so that the static layers below share one buffer and this one is a second.
    plot->addLayer(QStringLiteral("moving"), plot->layer(QStringLiteral("overlay")), QCustomPlot::limAbove);
    m_moving = plot->layer(QStringLiteral("moving"));
    m_moving->setMode(QCPLayer::lmBuffered);
    plot->plotLayout()->clear(); // drops the default axis rect; the dials bring their own
    CachedTextElement* title = plotstyle::addTitle(plot);
    title->setLayer(m_moving);
    title->setWrapToPlotWidth(true); // side by side, half the window is narrower than one line
    m_title = title;
    m_body = new QCPLayoutGrid;
    plot->plotLayout()->addElement(1, 0, m_body);
    auto* subset = new CachedTextElement(plot, QString(), sized(plot->font(), 11));
    subset->setWrapToPlotWidth(true);
    m_subset = subset;
    m_subset->setObjectName(QStringLiteral("subset"));
    m_subset->setTextColor(QColor(0x44, 0x44, 0x44));
    m_subset->setLayer(m_moving);
    plot->plotLayout()->addElement(2, 0, m_subset);
    plot->plotLayout()->setRowStretchFactors({0.01, 1, 0.01});

    m_dialGrid = new QCPLayoutGrid;
    m_dialGrid->setRowSpacing(kGridSpacing);
    m_dialGrid->setColumnSpacing(kGridSpacing);
    m_dialGrid->setFillOrder(QCPLayoutGrid::foColumnsFirst, false);
    m_body->addElement(0, 0, m_dialGrid);
    buildWallClock();
    m_scale = new QCPColorScale(plot);
    m_scale->setType(QCPAxis::atRight);
    m_scale->setGradient(plotstyle::sequential());
    m_scale->setBarWidth(14);
    m_scale->axis()->setLabel(tr("trail: position s"));
    m_scale->axis()->setLabelFont(sized(plot->font(), 11));
    m_scale->axis()->setTickLabelFont(sized(plot->font(), 10));
    m_scale->axis()->setLayer(m_moving);
    plotstyle::integerTicks(m_scale->axis());
    m_body->addElement(0, 2, m_scale);
    m_body->setColumnStretchFactors({3.2, 1.4, 0.05});
    // Before the panels' sizes are measured: the grid's shape, then the title for the page.
    addLayoutStep(plot, FigurePlot::Stage::Panels, this, [this] { arrangeDials(); });
    addLayoutStep(plot, FigurePlot::Stage::Texts, this, [this] { applyTitle(); });
    // The dials' ranges in the pass, as every range is (not after it, where the axes had laid
    // out their ticks for the range before).
    addLayoutStep(plot, FigurePlot::Stage::Texts, this, [this] { keepRound(); });
    // The scale keeps its room while hidden (t = 0, no trail yet): its label is fitted to the
    // length it is laid out at, as a shown one is (labelfit leaves hidden elements alone), not
    // kept in the lines of an early, short layout.
    addLayoutStep(plot, FigurePlot::Stage::Labels, this, [this] { labelfit::fit(m_scale->axis()); });
    // What the layout was computed for, whoever asked for the replot (a resize, say).
    connect(plot, &QCustomPlot::afterLayout, this, [this] { m_shownLayout = layoutKey(); });
    connect(plot, &QCustomPlot::afterReplot, this, [this] { m_fullPending = false; });
}

void ClockFigure::buildWallClock()
{
    m_wall = labelledRect(m_plot, sized(m_plot->font(), 12));
    m_body->addElement(0, 1, m_wall);
    m_wall->axis(QCPAxis::atTop)->setLabelFont(sized(m_plot->font(), 12, true));
    m_wall->axis(QCPAxis::atTop)->setLayer(m_moving);
    m_wall->axis(QCPAxis::atBottom)->setLayer(m_moving);
    drawFace(m_plot, m_wall, 12, QPen(QColor(0x55, 0x55, 0x55), 2));
    const char* numerals[] = {"12", "3", "6", "9"};
    std::array<QCPItemText*, 4> texts{};
    for (int i = 0; i < 4; ++i) {
        auto* text = texts[i] = new QCPItemText(m_plot);
        text->setClipAxisRect(m_wall);
        text->position->setAxes(m_wall->axis(QCPAxis::atBottom), m_wall->axis(QCPAxis::atLeft));
        const double a = M_PI / 2 * i;
        text->position->setCoords(0.72 * std::sin(a), 0.72 * std::cos(a));
        text->setText(QString::fromLatin1(numerals[i]));
        text->setFont(sized(m_plot->font(), 12, true));
        text->setColor(QColor(0x55, 0x55, 0x55));
    }
    auto hand = [this](const QColor& colour, double width) {
        QCPItemLine* line = addLine(m_plot, m_wall, {0, 0}, {0, 1}, QPen(colour, width, Qt::SolidLine, Qt::RoundCap));
        line->setLayer(m_moving);
        return line;
    };
    // The hour hand first, under the others.
    m_hands[2] = hand(kHandColour, 7);
    m_hands[1] = hand(QColor(0x44, 0x44, 0x44), 4.5);
    m_hands[0] = hand(QColor(0xc6, 0x28, 0x28), 2);
    // The numerals over the hands, each on a light ground: at t = 0 every hand points at 12 and
    // hid its label. The hands still show whole past the numerals (their tips are farther out).
    for (QCPItemText* text : texts) {
        text->setLayer(m_moving); // after the hands, so drawn over them
        text->setBrush(QColor(255, 255, 255, 200));
        text->setPadding(QMargins(2, 0, 2, 0));
    }
    m_wall->axis(QCPAxis::atBottom)->setLabelFont(sized(m_plot->font(), 11));
}

ClockFigure::Dial ClockFigure::makeDial()
{
    Dial dial;
    dial.rect = labelledRect(m_plot, sized(m_plot->font(), 11));
    dial.rect->axis(QCPAxis::atTop)->setLabelFont(sized(m_plot->font(), 11, true));
    dial.rect->setMinimumMargins(QMargins(2, 2, 2, 2));
    drawFace(m_plot, dial.rect, 4, QPen(kDialColour, 1.5));
    dial.trail = new ColouredPoints(dial.rect->axis(QCPAxis::atBottom), dial.rect->axis(QCPAxis::atLeft));
    dial.trail->setGradient(plotstyle::sequential());
    dial.hand = addLine(m_plot, dial.rect, {0, 0}, {0, 1}, QPen(kHandColour, 2.5, Qt::SolidLine, Qt::RoundCap));
    dial.hand->setHead(QCPLineEnding(QCPLineEnding::esSpikeArrow, 9, 12));
    for (QCPItemText** label : {&dial.firstLabel, &dial.lastLabel}) {
        *label = new QCPItemText(m_plot);
        (*label)->setClipAxisRect(dial.rect);
        (*label)->position->setAxes(dial.rect->axis(QCPAxis::atBottom), dial.rect->axis(QCPAxis::atLeft));
        (*label)->setFont(sized(m_plot->font(), 9));
        (*label)->setColor(QColor(0x33, 0x33, 0x33));
        (*label)->setPadding(QMargins(4, 2, 4, 2));
        (*label)->setLayer(m_moving);
    }
    // In drawing order: the trail under the hand.
    dial.trail->setLayer(m_moving);
    dial.hand->setLayer(m_moving);
    dial.rect->axis(QCPAxis::atBottom)->setLayer(m_moving);
    dial.rect->axis(QCPAxis::atTop)->setLayer(m_moving);
    return dial;
}

void ClockFigure::rebuildDials(int count)
{
    for (const Dial& d : m_dials) {
        for (QCPAbstractItem* item : d.rect->items())
            m_plot->removeItem(item);
        for (QCPAbstractPlottable* p : d.rect->plottables())
            m_plot->removePlottable(p);
    }
    m_dials.clear();
    m_dialGrid->clear();
    // A wide grid to begin with (about 1.4 times more columns than rows); the first layout
    // chooses the shape for the room (arrangeDials).
    m_columns = std::max(1, static_cast<int>(std::ceil(std::sqrt(count * 1.4))));
    m_dialGrid->setWrap(m_columns);
    for (int i = 0; i < count; ++i) {
        Dial d = makeDial();
        const double labelSize = count > 15 ? 9.5 : 11;
        d.rect->axis(QCPAxis::atTop)->setLabelFont(sized(m_plot->font(), labelSize, true));
        d.rect->axis(QCPAxis::atBottom)->setLabelFont(sized(m_plot->font(), labelSize));
        d.trail->setDotSize(count > 12 ? 5 : 7);
        m_dialGrid->addElement(i / m_columns, i % m_columns, d.rect);
        m_dials.push_back(d);
    }
}

/// Places a label at a point of the unit circle, on its outer side (alignment, so that the
/// offset holds at every zoom).
static void labelOutside(QCPItemText* label, double x, double y)
{
    label->position->setCoords(x, y);
    Qt::Alignment a = x > 0.38 ? Qt::AlignLeft : x < -0.38 ? Qt::AlignRight : Qt::AlignHCenter;
    a |= y > 0.38 ? Qt::AlignBottom : y < -0.38 ? Qt::AlignTop : Qt::AlignVCenter;
    label->setPositionAlignment(a);
}

void ClockFigure::labelTrail(Dial& d, const std::vector<core::TrailPoint>& trail, long position)
{
    d.lastWanted = !trail.empty();
    d.firstWanted = false;
    d.lastLabel->setVisible(d.lastWanted && d.labelsFit);
    d.firstLabel->setVisible(false);
    if (trail.empty())
        return;
    const core::TrailPoint& last = trail.back();
    const core::TrailPoint& first = trail.front();
    labelOutside(d.lastLabel, last.x, last.y);
    d.lastLabel->setText(tr("t = %1").arg(numbers::integer(position)));
    // The oldest point too, when it is far enough from the newest on the drawn scale.
    const double apart = std::hypot(last.x - first.x, last.y - first.y) * d.zoom;
    if (trail.size() > 1 && apart > 0.45) {
        labelOutside(d.firstLabel, first.x, first.y);
        d.firstLabel->setText(tr("t = %1").arg(numbers::integer(first.position)));
        d.firstWanted = true;
        d.firstLabel->setVisible(d.labelsFit);
    }
}

QStringList ClockFigure::trailLabels(int i) const
{
    QStringList out;
    for (const QCPItemText* label : {m_dials[i].firstLabel, m_dials[i].lastLabel})
        if (label->visible())
            out << label->text();
    return out;
}

void ClockFigure::show(const core::ClockFrame& frame, const QString& title, const QString& shortTitle,
                       const QString& subset, long lastPosition, bool zoomArcs)
{
    m_lastPosition = lastPosition;
    const int count = static_cast<int>(frame.hands.size());
    if (count != dialCount())
        rebuildDials(count);
    m_wholeTitle = title;
    m_shortTitle = shortTitle;
    applyTitle();
    m_subset->setText(subset);
    const long first =
        frame.trails.empty() || frame.trails[0].empty() ? frame.position : frame.trails[0].front().position;
    const QCPRange colours(first, std::max<double>(frame.position, first + 1));
    for (int i = 0; i < count; ++i) {
        const core::Hand& h = frame.hands[i];
        Dial& d = m_dials[i];
        pointHand(d.hand, h.sin, h.cos, 1.0);
        QVector<QPointF> points;
        QVector<double> values;
        for (const core::TrailPoint& p : frame.trails[i]) {
            points << QPointF(p.x, p.y);
            values << static_cast<double>(p.position);
        }
        d.trail->setPoints(points, values);
        d.trail->setColourRange(colours);
        // Two short lines per label, so that neighbouring dials never overlap.
        const QString dims = h.dimCos >= 0
                                 ? tr("dims %1, %2").arg(numbers::integer(h.dimSin)).arg(numbers::integer(h.dimCos))
                                 : tr("dim %1 (sin only)").arg(numbers::integer(h.dimSin));
        d.rect->axis(QCPAxis::atTop)->setLabel(tr("k = %1\n%2").arg(numbers::integer(h.pair)).arg(dims));
        const double degrees = h.angle * 180.0 / M_PI;
        const QString wavelength =
            h.wavelength < 1e4 ? numbers::real(h.wavelength, 5) : numbers::fixed(h.wavelength, 0);
        const QString angle = numbers::fixed(degrees, degrees < 10 ? 2 : 0);
        const QString turns = h.turns == 1 ? tr("1 turn + %1°").arg(angle)
                                           : tr("%1 turns + %2°").arg(numbers::integer(h.turns)).arg(angle);
        // The arc the trail covers; a short one is zoomed onto when asked.
        const std::vector<core::TrailPoint>& trail = frame.trails[i];
        const long oldest = trail.empty() ? frame.position : trail.front().position;
        const double arc = core::trailArc(h.omega, oldest, frame.position);
        d.centre = QPointF(0, 0);
        d.zoom = 1.0;
        if (zoomArcs && trail.size() > 1 && arc < ClockSettings::kZoomBelow) {
            double x0 = h.sin, x1 = h.sin, y0 = h.cos, y1 = h.cos;
            for (const core::TrailPoint& p : trail) {
                x0 = std::min(x0, p.x);
                x1 = std::max(x1, p.x);
                y0 = std::min(y0, p.y);
                y1 = std::max(y1, p.y);
            }
            const double half = 0.5 * std::max(x1 - x0, y1 - y0) * 1.4 + 1e-3;
            d.centre = QPointF(0.5 * (x0 + x1), 0.5 * (y0 + y1));
            d.zoom = std::max(1.0, kRadius / half);
        }
        QString bottom = tr("λ = %1\n%2").arg(wavelength, turns);
        if (d.zoom > 1.0)
            bottom = tr("λ = %1\n%2\nzoomed ×%3 onto the arc of t = %4 … %5 (%6°)")
                         .arg(wavelength, turns)
                         .arg(numbers::fixed(d.zoom, 0))
                         .arg(numbers::integer(oldest))
                         .arg(numbers::integer(frame.position))
                         .arg(numbers::fixed(arc * 180.0 / M_PI, 1));
        d.rect->axis(QCPAxis::atBottom)->setLabel(bottom);
        labelTrail(d, trail, frame.position);
    }
    // The hands are the pairs of the 6-dimensional clock vector (sin, cos)(2πt / T), with the
    // periods T the view chose; the readout lists the six numbers.
    const core::WallClock& w = frame.wall;
    const std::array<double, 6>& v = frame.wallVector;
    const std::array<long, 3> periods = core::wallPeriodValues(frame.wallPeriods);
    const double lengths[] = {0.95, 0.85, 0.55};
    for (std::size_t i = 0; i < m_hands.size(); ++i)
        pointHand(m_hands[i], v[2 * i], v[2 * i + 1], lengths[i]);
    m_wall->axis(QCPAxis::atTop)->setLabel(tr("Wall clock at t = %1 s").arg(numbers::integer(frame.position)));
    auto pair = [&v](int i) {
        // French writes 0,500 ; 0,866: a comma between the coordinates would read as decimals.
        return QCoreApplication::translate("pe::ui::ClockFigure", "%1, %2", "the coordinates of a point")
            .arg(numbers::fixed(v[2 * i], 3), numbers::fixed(v[2 * i + 1], 3));
    };
    m_wall->axis(QCPAxis::atBottom)
        ->setLabel(tr("%1 h %2 min %3 s\n(sin, cos)(2πt / T):\nT = %4: %5\nT = %6: %7\nT = %8: %9")
                       .arg(numbers::integer(w.hours))
                       .arg(w.minutes, 2, 10, QLatin1Char('0'))
                       .arg(w.seconds, 2, 10, QLatin1Char('0'))
                       .arg(numbers::integer(periods[0]))
                       .arg(pair(0))
                       .arg(numbers::integer(periods[1]))
                       .arg(pair(1))
                       .arg(numbers::integer(periods[2]))
                       .arg(pair(2)));
    m_scale->setVisible(!frame.trails.empty() && frame.trails[0].size() > 1);
    m_scale->setDataRange(colours);
    redraw();
}

QString ClockFigure::layoutKey() const
{
    // The texts on the moving layer (title, subset line, labels above and under the dials) set
    // margins by their number of lines only, unless wider than the plot; so a new t, n, d or
    // pair subset moves no margin. The scale's width is reserved for the digits of L - 1.
    auto shape = [this](const QString& text, const QFont& font) -> QString {
        const QRect bounds = QFontMetrics(font).boundingRect(QRect(), Qt::AlignCenter, text);
        return QString::number(text.count(QLatin1Char('\n'))) +
               QLatin1Char(bounds.width() + 10 < m_plot->viewport().width() ? 'f' : 'w');
    };
    QString key = QString::number(dialCount()) + QLatin1Char(m_scale->visible() ? 'v' : 'h');
    key += shape(m_subset->text(), m_subset->font()) + shape(m_title->text(), m_title->font());
    for (const Dial& d : m_dials)
        key += QString::number(d.rect->axis(QCPAxis::atTop)->label().count(QLatin1Char('\n'))) +
               QString::number(d.rect->axis(QCPAxis::atBottom)->label().count(QLatin1Char('\n'))) +
               QStringLiteral("z%1,%2,%3").arg(d.zoom).arg(d.centre.x()).arg(d.centre.y());
    return key + QString::number(m_scaleMargin);
}

void ClockFigure::reserveScaleWidth()
{
    // The tick labels are positions s <= t < L: a minimum margin with room for as many digits as
    // L - 1 has (the sum QCPAxisPainterPrivate::size makes, plus slack) keeps the scale's width,
    // and so the layout, the same while t moves. The label counts as set: a label broken into
    // lines by the layout pass (labelfit, a short scale) widens the scale beyond that itself.
    QCPAxis* axis = m_scale->axis();
    auto width = [](const QFont& font, const QString& text) {
        return QFontMetrics(font).boundingRect(QRect(), Qt::TextDontClip | Qt::AlignHCenter, text).size();
    };
    const QString digits(QString::number(m_lastPosition).size(), QLatin1Char('8'));
    const int margin = std::max(0, std::max(axis->tickLengthOut(), axis->subTickLengthOut())) +
                       axis->tickLabelPadding() + width(axis->tickLabelFont(), digits).width() + axis->labelPadding() +
                       width(axis->labelFont(), labelfit::wholeLabel(axis)).height() + axis->padding() + 2;
    if (margin != m_scaleMargin) {
        m_scaleMargin = margin;
        axis->axisRect()->setMinimumMargins(QMargins(0, 0, margin, 0));
    }
}

void ClockFigure::redraw()
{
    // The scale's new ticks, which a full replot would prepare.
    m_scale->update(QCPLayoutElement::upPreparation);
    reserveScaleWidth();
    // The new labels broken for the dials' present width, as the layout pass breaks them: a
    // replot of the moving layer alone draws them, and a new number of lines asks for a layout.
    std::vector<QCPAxisRect*> rects{m_wall};
    for (const Dial& d : m_dials)
        rects.push_back(d.rect);
    for (QCPAxisRect* rect : rects)
        for (QCPAxis::AxisType type : {QCPAxis::atTop, QCPAxis::atBottom})
            labelfit::fit(rect->axis(type));
    if (m_fullPending || layoutKey() != m_shownLayout) {
        m_fullPending = true;
        m_plot->replot(QCustomPlot::rpQueuedReplot);
    } else {
        m_moving->replot(); // a full replot when the paint buffers are not set up yet
    }
}

QString ClockFigure::dialTopLabel(int i) const
{
    return labelfit::wholeLabel(m_dials[i].rect->axis(QCPAxis::atTop));
}

QString ClockFigure::dialBottomLabel(int i) const
{
    return labelfit::wholeLabel(m_dials[i].rect->axis(QCPAxis::atBottom));
}

void ClockFigure::applyTitle()
{
    const bool tooTall = onPage(m_plot, &PageState::tooTall) && !m_shortTitle.isEmpty();
    const QString& title = tooTall ? m_shortTitle : m_wholeTitle;
    if (m_title->text() != title)
        m_title->setText(title);
}

QString ClockFigure::shownTitle() const
{
    return m_title->text();
}

double ClockFigure::dialDiameter(int i) const
{
    const QCPAxisRect* rect = m_dials[static_cast<std::size_t>(i)].rect;
    const double units = rect->axis(QCPAxis::atBottom)->range().size();
    return units > 0 ? 2 * rect->width() / units : 0;
}

} // namespace pe::ui

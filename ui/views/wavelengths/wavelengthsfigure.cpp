#include "ui/views/wavelengths/wavelengthsfigure.h"

#include "ui/framework/numbers.h"
#include "ui/framework/pagestate.h"
#include "ui/framework/sharedparams.h"
#include "ui/plotting/cachedtext.h"
#include "ui/plotting/fastgraph.h"
#include "ui/plotting/labelfit.h"
#include "ui/plotting/legendwrap.h"
#include "ui/plotting/okabeito.h"
#include "ui/plotting/plotstyle.h"

#include <algorithm>
#include <cmath>

namespace pe::ui {

namespace {
// Okabe-Ito blue, orange and bluish green (okabeito.h): the orange and the green were a
// deuteranope's pair.
const QColor kTurning(okabeito::blue);
const QColor kSlow(okabeito::orange);
const QColor kCompare(okabeito::bluishGreen);
const QColor kAlien(0xc0, 0x1f, 0x4a);
const QColor kLevel(0x70, 0x70, 0x70);
const QColor kLength(0x8b, 0x1a, 0x1a);

QString number(double v)
{
    return numbers::real(v, 6);
}

} // namespace

LadderPlot::LadderPlot(QWidget* parent)
    : FigurePlot(parent)
{
    setAutoAddPlottableToLegend(false);
    m_title = plotstyle::addTitle(this);
    m_top = axisRect();
    QFont subtitleFont = plotstyle::sized(font(), 12, true);
    auto* bottomTitle = new CachedTextElement(this, QString(), subtitleFont);
    // In lines on a narrow figure: on one line it set a minimum width of 915 px.
    bottomTitle->setWrapToPlotWidth(true);
    m_bottomTitle = bottomTitle;
    // One column per panel, with what belongs to it (its title, its legend): each a page when
    // the figure shows less (figurepages), the ladder alone on the first.
    plotLayout()->take(m_top);
    auto* topColumn = new QCPLayoutGrid;
    auto* bottomColumn = new QCPLayoutGrid;
    plotLayout()->addElement(1, 0, topColumn);
    plotLayout()->addElement(2, 0, bottomColumn);
    plotLayout()->setRowStretchFactors({0.001, 1.0, 1.1});
    topColumn->addElement(0, 0, m_top);
    bottomColumn->addElement(0, 0, m_bottomTitle);
    m_bottom = new QCPAxisRect(this);
    bottomColumn->addElement(1, 0, m_bottom);
    auto* margins = new QCPMarginGroup(this);
    m_top->setMarginGroup(QCP::msLeft | QCP::msRight, margins);
    m_bottom->setMarginGroup(QCP::msLeft | QCP::msRight, margins);

    // Minor ticks per decade as the panel's height has room for (they bunched up under the
    // majors of a short axis, two decades apart).
    for (QCPAxisRect* rect : {m_top, m_bottom})
        plotstyle::logTicks(rect->axis(QCPAxis::atLeft));
    m_top->axis(QCPAxis::atTop)->setVisible(true);
    plotstyle::integerTicks(m_top->axis(QCPAxis::atTop));
    plotstyle::integerTicks(m_bottom->axis(QCPAxis::atBottom));
    m_top->axis(QCPAxis::atBottom)->setLabel(tr("Exponent 2k/d: where the pair sits on the ladder"));
    m_top->axis(QCPAxis::atLeft)->setLabel(tr("Wavelength λₖ (positions)"));
    m_bottom->axis(QCPAxis::atBottom)->setLabel(tr("Pair k"));
    m_bottom->axis(QCPAxis::atLeft)->setLabel(tr("Wavelength λₖ (positions)"));
    m_top->axis(QCPAxis::atBottom)->setRange(-0.02, 1.02);

    // Under one turn within L: the band above the line L.
    m_slowBand = new QCPItemRect(this);
    m_slowBand->setClipAxisRect(m_top);
    for (QCPItemPosition* pos : {m_slowBand->topLeft, m_slowBand->bottomRight}) {
        pos->setAxisRect(m_top);
        pos->setAxes(m_top->axis(QCPAxis::atBottom), m_top->axis(QCPAxis::atLeft));
    }
    m_slowBand->topLeft->setType(QCPItemPosition::ptAxisRectRatio);
    m_slowBand->topLeft->setCoords(0, 0);
    m_slowBand->bottomRight->setTypeX(QCPItemPosition::ptAxisRectRatio);
    m_slowBand->bottomRight->setTypeY(QCPItemPosition::ptPlotCoords);
    m_slowBand->setPen(Qt::NoPen);
    QColor band = kSlow;
    band.setAlpha(28);
    m_slowBand->setBrush(band);
    // Under the ceiling's line (at the panel's top it ran into the ceiling's label), at the
    // right or the left, wherever it is clear of the ladders: see placeSlowBandLabel().
    m_slowBandLabel = addLabel(m_top, Qt::AlignRight | Qt::AlignTop, kSlow.darker(130));
    m_slowBandLabel->setBrush(QColor(255, 255, 255, 200));
    m_slowBandLabel->setLayer(QStringLiteral("legend"));
    m_slowBandLabel->setTextAlignment(Qt::AlignLeft);
    m_slowBandText = tr("Above L: less than one turn within the sequence.\nThese pairs say where in the "
                        "sequence a token is, not what is near it,\nand they are the ones extrapolation past L "
                        "stresses.");
    m_slowBandLabel->setText(m_slowBandText);

    QPen dashed(kLevel, 1.5, Qt::DashLine);
    m_floorLine = addLevel(m_top, dashed);
    m_ceilingLine = addLevel(m_top, dashed);
    m_lengthLine = addLevel(m_top, QPen(kLength, 2));
    m_bottomLengthLine = addLevel(m_bottom, QPen(kLength, 2));
    m_floorLabel = addLabel(m_top, Qt::AlignLeft | Qt::AlignTop, kLevel);
    m_ceilingLabel = addLabel(m_top, Qt::AlignLeft | Qt::AlignBottom, kLevel);
    // Under the ceiling on the left, where the ladder is still below L.
    m_divisorTable = addLabel(m_top, Qt::AlignLeft | Qt::AlignTop, QColor(40, 40, 40));
    m_divisorTable->setBrush(QColor(255, 255, 255, 225));
    m_divisorTable->setPen(QPen(QColor(150, 150, 150)));
    m_divisorTable->setPadding(QMargins(6, 4, 6, 4));
    m_divisorTable->setVisible(false);
    m_divisorTable->setObjectName(QStringLiteral("divisorTable"));
    // Each line's label at an end of its line, clear of the curves: see placeLineLabels().
    m_lengthLabel = addLabel(m_top, Qt::AlignLeft | Qt::AlignBottom, kLength);
    m_bottomLengthLabel = addLabel(m_bottom, Qt::AlignRight | Qt::AlignTop, kLength);
    // Over the ladders' markers when no place is clear of them (placeAtLine).
    for (QCPItemText* label : {m_floorLabel, m_ceilingLabel, m_lengthLabel, m_bottomLengthLabel})
        label->setLayer(QStringLiteral("legend"));
    // Each panel has room for its three levels' labels, one over the other, and the curve
    // between them: six lines; five when the figure shows its panels as pages (1280 x 720 at
    // 150 % in Chinese, where the ladder's page scrolled by 9 px), where a label with no clear
    // place is left out (placeLineLabels), never drawn smaller.
    labelfit::minimumSizeInLines(this, {m_top, m_bottom}, m_floorLabel, QSize(12, 6), QSize(12, 5));
    // A figure too tall for its room at the floor shows less (at 1280 x 720 at 200 % the
    // ladder's page scrolled by 61 px, 119 in presentation mode): the title without the
    // formula, one line instead of two, and one axis along the ladder, the exponent's.
    addLayoutStep(this, FigurePlot::Stage::Panels, this, [this] { showLess(); });
    connect(this, &QCustomPlot::afterLayout, this, &LadderPlot::placeLineLabels);
    connect(this, &QCustomPlot::afterLayout, this, &LadderPlot::placeSlowBandLabel);

    m_staircase = addGraph(m_top, kTurning.lighter(150), QCPScatterStyle::ssNone, 0, true);
    m_staircase->setLineStyle(QCPGraph::lsStepLeft);
    m_turning = addGraph(m_top, kTurning, QCPScatterStyle::ssDisc, 7, false);
    m_turning->setObjectName(QStringLiteral("turning"));
    m_slow = addGraph(m_top, kSlow, QCPScatterStyle::ssDisc, 8, false);
    m_slow->setObjectName(QStringLiteral("slow"));
    // Drawn last, hollow: the fewer, taller steps of the second d stay visible over the first.
    m_compare = addGraph(m_top, kCompare, QCPScatterStyle::ssCircle, 10, true);
    m_compare->setObjectName(QStringLiteral("compare"));
    m_compare->setLineStyle(QCPGraph::lsStepLeft);
    m_compare->setPen(QPen(kCompare, 2));
    m_compare->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(kCompare, 2), Qt::NoBrush, 10));
    m_base = addGraph(m_bottom, kTurning, QCPScatterStyle::ssDisc, 6, true);
    m_alien = addGraph(m_bottom, kAlien, QCPScatterStyle::ssSquare, 8, true);
    m_alien->setObjectName(QStringLiteral("alien"));
    m_alienOff = addGraph(m_bottom, kAlien, QCPScatterStyle::ssTriangle, 8, false);
    m_alienOff->setObjectName(QStringLiteral("alienOffChart"));

    QFont legendFont = plotstyle::sized(font(), 11);
    // Each legend under its panel, outside the data: inside, the top one lay over the line L.
    m_top->insetLayout()->take(legend);
    m_top->insetLayout()->simplify();
    m_bottomLegend = new QCPLegend;
    legend->setVisible(true);
    for (QCPLegend* l : {legend, m_bottomLegend}) {
        l->setFont(legendFont);
        l->setFillOrder(QCPLayoutGrid::foColumnsFirst);
        l->setWrap(3);
    }
    // As many entries side by side as the width holds, under their panels.
    legendwrap::adapt(legend, m_top, 3);
    legendwrap::adapt(m_bottomLegend, m_bottom, 3);
    legendwrap::outside(legend, topColumn, 1, 0);
    legendwrap::outside(m_bottomLegend, bottomColumn, 2, 0);
    topColumn->setRowStretchFactors({1.0, 0.001});
    bottomColumn->setRowStretchFactors({0.001, 1.0, 0.001});
    for (QCPGraph* g : {m_turning, m_slow, m_compare})
        g->addToLegend(legend);
    for (QCPGraph* g : {m_base, m_alien, m_alienOff})
        g->addToLegend(m_bottomLegend);

    plotstyle::apply(this);
    plotstyle::singleBuffer(this);
    // One stroke per curve: QCustomPlot otherwise strokes each segment of a wide pen on its own.
    setPlottingHint(QCP::phFastPolylines, true);
    // The widget repaints on the next event-loop turn, merged with other updates, not inside replot().
    setPlottingHint(QCP::phImmediateRefresh, false);
    // paintEvent fills the whole widget with the background first: nothing under it to paint.
    setAttribute(Qt::WA_OpaquePaintEvent);
}

namespace {
/// The pixel positions of the visible graphs' points.
std::vector<QPointF> pointsOf(std::initializer_list<const QCPGraph*> graphs)
{
    std::vector<QPointF> points;
    for (const QCPGraph* g : graphs) {
        if (!g->visible())
            continue;
        for (const QCPGraphData& p : *g->data())
            points.push_back(g->coordsToPixels(p.key, p.value));
    }
    return points;
}

/// Whether the label's box lies inside `panel`, clear of what the panel's inset holds and of
/// the markers at `points` (their centres, so the box is grown by a marker's reach: half the
/// largest marker, 10 px, and its pen; with the centres alone, "L = 100" sat on the ladder's
/// discs at 1280 x 720 at 200 %).
bool clearOf(const QCPItemText* label, const QCPAxisRect* panel, const std::vector<QPointF>& points)
{
    constexpr double kMarkerReach = 6;
    const QRectF r = labelfit::itemTextRect(label);
    if (!QRectF(panel->rect()).contains(r))
        return false;
    for (int i = 0; i < panel->insetLayout()->elementCount(); ++i)
        if (const QCPLayoutElement* e = panel->insetLayout()->elementAt(i);
            e && e->visible() && QRectF(e->outerRect()).intersects(r))
            return false;
    const QRectF reach = r.adjusted(-kMarkerReach, -kMarkerReach, kMarkerReach, kMarkerReach);
    return std::none_of(points.begin(), points.end(), [&reach](const QPointF& p) { return reach.contains(p); });
}

/// Where a line's label goes: under or over the line, at the panel's right or left end.
struct LinePlace {
    bool under, right;
};

/// Puts `label` (of a horizontal line, at its height) at the first of `places` inside `panel`
/// and clear of `points` and of the labels `others`; else at the first place inside the panel
/// and clear of the others and of a legend (over the points); else it is left out (a panel too
/// short).
void placeAtLine(QCPItemText* label, const QCPAxisRect* panel, std::initializer_list<LinePlace> places,
                 const std::vector<QPointF>& points, std::initializer_list<const QCPItemText*> others = {})
{
    const double y = label->position->value();
    const auto put = [label, y](LinePlace place) {
        label->setPositionAlignment((place.under ? Qt::AlignTop : Qt::AlignBottom) |
                                    (place.right ? Qt::AlignRight : Qt::AlignLeft));
        label->position->setCoords(place.right ? 0.995 : 0.005, y);
    };
    const auto apart = [label, others] {
        const QRectF r = labelfit::itemTextRect(label);
        return std::none_of(others.begin(), others.end(), [&r](const QCPItemText* other) {
            return other->visible() && labelfit::itemTextRect(other).intersects(r);
        });
    };
    label->setVisible(true);
    label->setBrush(Qt::NoBrush);
    for (const LinePlace place : places) {
        put(place);
        if (clearOf(label, panel, points) && apart())
            return;
    }
    // Over the points: on a light ground, so that it reads over the markers (it was drawn
    // under them, "L = 100" on the ladder's discs in Chinese at 1280 x 720 at 200 %).
    label->setBrush(QColor(255, 255, 255, 215));
    for (const LinePlace place : places) {
        put(place);
        if (clearOf(label, panel, {}) && apart())
            return;
    }
    put(*places.begin());
    label->setVisible(false);
}
} // namespace

void LadderPlot::placeLineLabels()
{
    // The ladder climbs from the floor at the left to the ceiling at the right: the floor's
    // label under its line at the left or over it at the right, the ceiling's over its line at
    // the left or under it, L's over its line at the left or under it. The lower panel's L
    // under its line at the right, else over it, else at the left.
    const std::vector<QPointF> ladders = pointsOf({m_turning, m_slow, m_compare});
    placeAtLine(m_floorLabel, m_top, {{true, false}, {false, true}, {true, true}}, ladders);
    placeAtLine(m_ceilingLabel, m_top, {{false, false}, {true, false}}, ladders, {m_floorLabel});
    placeAtLine(m_lengthLabel, m_top, {{false, false}, {true, false}, {false, true}, {true, true}}, ladders,
                {m_floorLabel, m_ceilingLabel});
    placeAtLine(m_bottomLengthLabel, m_bottom, {{true, true}, {false, true}, {false, false}, {true, false}},
                pointsOf({m_base, m_alien, m_alienOff}));
}

void LadderPlot::placeSlowBandLabel()
{
    QCPItemText* label = m_slowBandLabel;
    label->setVisible(m_slowBandWanted);
    if (!m_slowBandWanted)
        return;
    // Clear of the ladders' points and the other labels of the panel, in this order: the whole
    // text at the right, then at the left, under the ceiling (the ladder is still below L
    // there); the first sentence only (the whole one in the tooltip, see wholeLabelAt()), at
    // the right, then at the left; the same under the ceiling's label when that one is under
    // its line too. Nowhere clear (a short panel), the label is left out: the legend's entry
    // still says what the band holds.
    const QString whole = m_slowBandText, first = whole.section(QLatin1Char('\n'), 0, 0);
    const std::vector<QPointF> points = pointsOf({m_turning, m_slow, m_compare});
    const auto clear = [&] {
        if (!clearOf(label, m_top, points))
            return false;
        const QRectF r = labelfit::itemTextRect(label);
        for (const QCPItemText* other : {m_floorLabel, m_ceilingLabel, m_lengthLabel, m_divisorTable})
            if (other->visible() && !other->text().isEmpty() && labelfit::itemTextRect(other).intersects(r))
                return false;
        return true;
    };
    const double ceiling = m_ceilingLine->point1->coords().y();
    std::vector<double> heights{ceiling};
    if (m_ceilingLabel->positionAlignment() & Qt::AlignTop) {
        const QRectF under = labelfit::itemTextRect(m_ceilingLabel);
        heights.push_back(m_top->axis(QCPAxis::atLeft)->pixelToCoord(under.bottom() + 1));
    }
    struct Place {
        const QString* text;
        bool right;
    };
    const Place places[] = {{&whole, true}, {&whole, false}, {&first, true}, {&first, false}};
    for (const double y : heights)
        for (const Place& place : places) {
            label->setText(*place.text);
            label->setPositionAlignment(Qt::AlignTop | (place.right ? Qt::AlignRight : Qt::AlignLeft));
            label->position->setCoords(place.right ? 0.99 : 0.01, y);
            if (clear())
                return;
        }
    label->setVisible(false);
}

QString LadderPlot::wholeLabelAt(QPointF pos) const
{
    if (!m_slowBandLabel->visible() || m_slowBandLabel->text() == m_slowBandText ||
        !labelfit::itemTextRect(m_slowBandLabel).contains(pos))
        return {};
    return m_slowBandText;
}

QCPGraph* LadderPlot::addGraph(QCPAxisRect* rect, const QColor& colour, QCPScatterStyle::ScatterShape shape,
                               double size, bool line)
{
    auto* g = new FastGraph(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
    g->setPen(line ? QPen(colour, 1.5) : QPen(colour));
    g->setLineStyle(line ? QCPGraph::lsLine : QCPGraph::lsNone);
    g->setScatterStyle(QCPScatterStyle(shape, colour, colour, size));
    return g;
}

QCPItemStraightLine* LadderPlot::addLevel(QCPAxisRect* rect, const QPen& pen)
{
    auto* line = new QCPItemStraightLine(this);
    line->setClipAxisRect(rect);
    for (QCPItemPosition* pos : {line->point1, line->point2})
        pos->setAxes(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
    line->setPen(pen);
    return line;
}

QCPItemText* LadderPlot::addLabel(QCPAxisRect* rect, Qt::Alignment alignment, const QColor& colour)
{
    auto* text = new QCPItemText(this);
    text->setClipAxisRect(rect);
    text->position->setAxisRect(rect);
    text->position->setAxes(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
    text->position->setTypeX(QCPItemPosition::ptAxisRectRatio);
    text->position->setTypeY(QCPItemPosition::ptPlotCoords);
    text->setPositionAlignment(alignment);
    text->setTextAlignment(Qt::AlignLeft);
    QFont f = plotstyle::sized(font(), 11);
    text->setFont(f);
    text->setColor(colour);
    text->setPadding(QMargins(4, 2, 4, 2));
    return text;
}

void LadderPlot::setLevel(QCPItemStraightLine* line, QCPItemText* label, double y, const QString& text)
{
    line->point1->setCoords(0, y);
    line->point2->setCoords(1, y);
    label->position->setCoords(label->positionAlignment() & Qt::AlignLeft ? 0.005 : 0.995, y); // see placeLineLabels()
    label->setText(text);
}

void LadderPlot::setNote(const QString& note)
{
    if (note == m_note)
        return;
    m_note = note;
    showTitle();
    replot(QCustomPlot::rpQueuedReplot);
}

void LadderPlot::showTitle()
{
    const QString& title = showsLess(this) ? m_titleShort : m_titleText;
    const QString text = m_note.isEmpty() ? title : title + QLatin1Char('\n') + m_note;
    if (m_title->text() != text)
        m_title->setText(text);
}

void LadderPlot::showLess()
{
    showTitle();
    QCPAxis* pairs = m_top->axis(QCPAxis::atTop);
    const bool shown = !showsLess(this);
    if (pairs->visible() != shown)
        pairs->setVisible(shown);
    QCPGraph* graphs[3] = {m_turning, m_slow, m_compare};
    for (int i = 0; i < 3; ++i)
        if (const QString& name = shown ? m_names[i] : m_shortNames[i]; graphs[i]->name() != name)
            graphs[i]->setName(name);
    QCPGraph* bottom[3] = {m_base, m_alien, m_alienOff};
    for (int i = 0; i < 3; ++i)
        if (const QString& name = shown ? m_bottomNames[i] : m_bottomShortNames[i]; bottom[i]->name() != name)
            bottom[i]->setName(name);
    if (const QString& title = shown ? m_bottomTitleText : m_bottomTitleShort; m_bottomTitle->text() != title)
        m_bottomTitle->setText(title);
    // The alien pairs pinned to the top keep their markers; short of room, not their legend row.
    if (const bool listed = shown && !m_alienOff->data()->isEmpty();
        listed != m_bottomLegend->hasItemWithPlottable(m_alienOff)) {
        if (listed)
            m_alienOff->addToLegend(m_bottomLegend);
        else
            m_alienOff->removeFromLegend(m_bottomLegend);
    }
}

void LadderPlot::setFigure(const LadderFigure& f)
{
    const core::Ladder& p = f.primary;
    const double n = p.rule.base;
    const int pairs = static_cast<int>(p.rungs.size());
    // The ladder's d, n and L, captioned as every view writes the shared parameters.
    const core::EncodingParams params = core::EncodingParams{}.withDim(p.dim).withBase(n).withLength(p.length);
    const QString dCaption = shared::caption(*shared::find(QStringLiteral("d")), params);
    const QString nCaption = shared::caption(*shared::find(QStringLiteral("base")), params);
    const QString lCaption = shared::caption(*shared::find(QStringLiteral("length")), params);
    m_titleText = tr("Wavelength ladder λₖ = 2π·n^(2k/d): %1").arg(shared::caption(params, tr(", ")));
    m_titleShort = tr("Wavelength ladder: %1").arg(shared::caption(params, tr(", ")));
    showLess();

    QVector<double> sx, sy, tx, ty, ux, uy;
    for (const core::Rung& r : p.rungs) {
        sx << r.exponent;
        sy << r.wavelength;
        (r.turns >= 1 ? tx : ux) << r.exponent;
        (r.turns >= 1 ? ty : uy) << r.wavelength;
    }
    // Close the last step at the end of the range.
    sx << 2.0 * pairs / p.dim;
    sy << p.rungs.back().wavelength;
    m_staircase->setData(sx, sy, true);
    m_turning->setData(tx, ty, true);
    m_slow->setData(ux, uy, true);
    m_names[0] = tr("%1: pairs turning at least once within L: %2 of %3")
                     .arg(dCaption)
                     .arg(numbers::integer(tx.size()))
                     .arg(numbers::integer(pairs));
    // (short: d is the title's)
    m_shortNames[0] = tr("%1 of %2 turn within L").arg(numbers::integer(tx.size()), numbers::integer(pairs));
    m_names[1] = tr("pairs turning less than once within L: %1").arg(numbers::integer(ux.size()));
    m_shortNames[1] = tr("%1 under one turn").arg(numbers::integer(ux.size()));

    double top = std::max({core::ladderCeiling(n), static_cast<double>(p.length), 10.0});
    QVector<double> cx, cy;
    if (f.compare) {
        for (const core::Rung& r : f.compare->rungs) {
            cx << r.exponent;
            cy << r.wavelength;
        }
        cx << 2.0 * f.compare->rungs.size() / f.compare->dim;
        cy << f.compare->rungs.back().wavelength;
        m_names[2] = tr("d = %1: %2 steps on the same range (staircase)")
                         .arg(numbers::integer(f.compare->dim))
                         .arg(numbers::integer(f.compare->rungs.size()));
        // (short: the steps are there to count; the three entries share a row in Chinese at 1280 x 720
        // at 200 % in presentation mode, where two rows of 34 px scrolled the ladder's page by 21 px)
        m_shortNames[2] = tr("d = %1").arg(numbers::integer(f.compare->dim));
    }
    m_compare->setData(cx, cy, true);
    m_compare->setVisible(f.compare.has_value());
    if (f.compare)
        m_compare->addToLegend(legend);
    else
        m_compare->removeFromLegend(legend);

    QCPAxis* y = m_top->axis(QCPAxis::atLeft);
    y->setRange(1.0, std::pow(10.0, std::ceil(std::log10(top) + 0.35)));
    m_top->axis(QCPAxis::atBottom)->setRange(-0.02, 1.02);
    m_top->axis(QCPAxis::atTop)->setRange(-0.02 * p.dim / 2.0, 1.02 * p.dim / 2.0);
    m_top->axis(QCPAxis::atTop)->setLabel(tr("Pair k (%1)").arg(dCaption));
    setLevel(m_floorLine, m_floorLabel, core::ladderFloor(), tr("2π ≈ 6.28: fastest pair"));
    setLevel(m_ceilingLine, m_ceilingLabel, core::ladderCeiling(n),
             tr("2π·n ≈ %1: the ladder's ceiling").arg(number(core::ladderCeiling(n))));
    setLevel(m_lengthLine, m_lengthLabel, static_cast<double>(p.length), lCaption);
    m_slowBand->bottomRight->setCoords(1, static_cast<double>(p.length));
    m_slowBandWanted = ux.size() > 0;
    m_slowBandLabel->setVisible(m_slowBandWanted);
    // (pairs under one turn within L exist only with the ceiling above L: the label stays in the
    // band; placeSlowBandLabel() puts it where it is clear of the ladders and the other labels)
    m_slowBandLabel->position->setCoords(0.99, core::ladderCeiling(n));
    m_divisorTable->setVisible(!f.divisors.empty());
    if (!f.divisors.empty()) {
        QStringList lines{tr("Divisors n^(2k/d), k = 0 … pairs − 1, %1:").arg(nCaption)};
        for (const core::DivisorRange& r : f.divisors)
            lines << tr("d = %1: from %2 to %3 (%4 pairs)")
                         .arg(numbers::integer(r.dim))
                         .arg(number(r.first))
                         .arg(r.last >= 100 ? numbers::fixed(r.last, 0) : number(r.last))
                         .arg(numbers::integer(r.pairs));
        m_divisorTable->setText(lines.join(QLatin1Char('\n')));
        m_divisorTable->position->setCoords(0.005, core::ladderCeiling(n) / 2.0);
    }

    // Lower panel: the same d and L, the current base against the alien clock.
    QVector<double> bx, by, ax, ay, ox, oy;
    for (const core::Rung& r : p.rungs) {
        bx << r.pair;
        by << r.wavelength;
    }
    const double ceiling = kBasePanelCeiling;
    for (const core::Rung& r : f.alien.rungs) {
        if (r.log10Wavelength <= std::log10(ceiling)) {
            ax << r.pair;
            ay << r.wavelength;
        } else {
            ox << r.pair;
            oy << ceiling / 1.8;
        }
    }
    m_base->setData(bx, by, true);
    m_alien->setData(ax, ay, true);
    m_alienOff->setData(ox, oy, true);
    const QString alienRule = f.alien.rule.base == core::kAlienClockBase
                                  ? tr("alien clock 3600^(2k)")
                                  : tr("alien clock %1^(2k)").arg(number(f.alien.rule.base));
    m_bottomNames[0] = tr("%1, exponent 2k/d: %2 of %3 dimensions informative")
                           .arg(nCaption)
                           .arg(numbers::integer(p.informativeDims))
                           .arg(numbers::integer(p.dim));
    m_bottomShortNames[0] = tr("%1: %2 of %3 informative")
                                .arg(nCaption)
                                .arg(numbers::integer(p.informativeDims))
                                .arg(numbers::integer(p.dim));
    m_bottomNames[1] = tr("%1 (exponent not divided by d): %2 of %3 informative")
                           .arg(alienRule)
                           .arg(numbers::integer(f.alien.informativeDims))
                           .arg(numbers::integer(f.alien.dim));
    m_bottomShortNames[1] = tr("%1: %2 of %3 informative")
                                .arg(alienRule)
                                .arg(numbers::integer(f.alien.informativeDims))
                                .arg(numbers::integer(f.alien.dim));
    m_bottomNames[2] = tr("alien pairs with λ > 10^16, pinned to the top edge: %1").arg(numbers::integer(ox.size()));
    m_bottomShortNames[2] = tr("λ > 10^16, at the top: %1").arg(numbers::integer(ox.size()));
    m_alienOff->setVisible(!ox.isEmpty());
    m_bottomTitleText = tr("The base explored: a dimension is informative when it varies by at least %1 over "
                           "positions 0 … L−1")
                            .arg(number(p.threshold));
    m_bottomTitleShort = tr("The base explored");
    showLess();
    m_bottom->axis(QCPAxis::atBottom)->setRange(-0.5 - 0.01 * pairs, pairs - 0.5 + 0.01 * pairs);
    m_bottom->axis(QCPAxis::atLeft)->setRange(1.0, ceiling);
    setLevel(m_bottomLengthLine, m_bottomLengthLabel, static_cast<double>(p.length), lCaption);
    // Markers closer than 2 pixels overlap into one line whichever are drawn: skip the rest
    // (each one is an antialiased ellipse, half of a frame at d = 2048).
    const int widthPx = std::max(100, m_top->width() > 50 ? m_top->width() : width() - 150);
    const int skip = std::max(0, static_cast<int>(std::ceil(2.0 * pairs / widthPx)) - 1);
    for (QCPGraph* g : {m_turning, m_slow, m_base, m_alien, m_alienOff})
        g->setScatterSkip(skip);
    replot(QCustomPlot::rpQueuedReplot);
}

} // namespace pe::ui

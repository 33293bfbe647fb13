#include "ui/plotting/figurepanels.h"

#include "ui/framework/attached.h"
#include "ui/framework/numbers.h"
#include "ui/framework/view.h"
#include "ui/framework/viewhelpers.h"
#include "ui/plotting/cachedtext.h"
#include "ui/plotting/fastcolormap.h"
#include "ui/plotting/fastgraph.h"
#include "ui/plotting/figurepages.h"
#include "ui/plotting/labelfit.h"
#include "ui/plotting/legendwrap.h"
#include "ui/plotting/opaqueplot.h"
#include "ui/plotting/plotstyle.h"

#include <QPointer>
#include <QToolTip>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include <algorithm>
#include <vector>

namespace pe::ui::panels {

QString num(double v, int digits)
{
    return numbers::real(v, digits);
}

QColor okabeIto(int index)
{
    return plotstyle::curveColour(index);
}

QPen pen(int index, double width, Qt::PenStyle style)
{
    return plotstyle::curvePen(index, width, style);
}

QCPLayoutGrid* setUpFigure(QCustomPlot* plot, QCPTextElement** title, QCPTextElement** note)
{
    plot->plotLayout()->clear();
    plot->setAutoAddPlottableToLegend(false);
    *title = plotstyle::addTitle(plot);
    QFont font = plotstyle::sized(plot->font(), 11);
    // Lines wrap on a narrow plot instead of setting the figure's minimum width.
    auto* noteElement = new CachedTextElement(plot, QString(), font);
    noteElement->setWrapToPlotWidth(true);
    noteElement->setObjectName(QStringLiteral("note")); // the line under the title
    plot->plotLayout()->addElement(1, 0, noteElement);
    *note = noteElement;
    auto* body = new QCPLayoutGrid;
    plot->plotLayout()->addElement(2, 0, body);
    plot->plotLayout()->setRowStretchFactors({0.01, 0.01, 1.0});
    plot->plotLayout()->setRowSpacing(0);
    return body;
}

FigurePlot* newPlot(QWidget* parent)
{
    // Opaque: a repaint copies the one paint buffer instead of filling the widget and blending
    // the buffer over it (a third of the GUI time of a RoPE update at d 512, L 4096).
    return new OpaquePlot(parent);
}

void fillWith(QWidget* view, QWidget* content)
{
    auto* layout = new QVBoxLayout(view);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(content, 1);
}

void finishFigure(QCustomPlot* plot)
{
    plotstyle::apply(plot);
    plotstyle::singleBuffer(plot);
    plot->setPlottingHint(QCP::phImmediateRefresh, false);
}

void setNote(QCPTextElement* note, const QString& text, bool warning)
{
    note->setTextColor(warning ? okabeIto(3) : QColor(Qt::black));
    note->setText(text);
}

bool drawProblem(QCustomPlot* plot, QCPTextElement* note, const QString& problem)
{
    if (problem.isEmpty()) {
        note->setTextColor(Qt::black);
        return false;
    }
    setNote(note, QCoreApplication::translate("PanelView", "Nothing to show: %1").arg(problem), true);
    plot->replot();
    return true;
}

namespace {
/// The entries showDrawn() took out of a legend, in their order.
struct TakenEntries {
    std::vector<QPointer<QCPAbstractPlottable>> plottables;
};
} // namespace

void showDrawn(QCustomPlot* plot, std::initializer_list<QCPLayerable*> drawn, bool shown)
{
    for (QCPLayerable* layerable : drawn)
        layerable->setVisible(shown);
    // (the legends first: taking an entry out deletes it, an element of the layout's list)
    // (and those of panels shown as pages, out of the layout meanwhile)
    std::vector<QCPLegend*> legends;
    for (QCPLayoutElement* e : plot->plotLayout()->elements(true) + figurepages::hidden(plot))
        if (auto* legend = qobject_cast<QCPLegend*>(e))
            legends.push_back(legend);
    for (QCPLegend* legend : legends) {
        if (shown) {
            if (TakenEntries* taken = findAttached<TakenEntries>(legend)) {
                for (QCPAbstractPlottable* p : taken->plottables)
                    if (p && !legend->hasItemWithPlottable(p))
                        p->addToLegend(legend);
                taken->plottables.clear();
            }
            continue;
        }
        for (int i = 0; i < legend->itemCount(); ++i) {
            auto* item = qobject_cast<QCPPlottableLegendItem*>(legend->item(i));
            if (item && std::find(drawn.begin(), drawn.end(), item->plottable()) != drawn.end()) {
                attached<TakenEntries>(legend).plottables.emplace_back(item->plottable());
                legend->removeItem(i--);
            }
        }
    }
}

QCPAxisRect* addPanel(QCustomPlot* plot, QCPLayoutGrid* grid, int row, int column, QCPLegend** legend)
{
    auto* panel = new QCPLayoutGrid;
    grid->addElement(row, column, panel);
    auto* rect = new QCPAxisRect(plot);
    panel->addElement(0, 0, rect);
    auto* l = new QCPLegend;
    legendwrap::outside(l, panel, 1, 0);
    l->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    l->setWrap(3);
    legendwrap::adapt(l, rect, 3); // fewer columns under a narrow panel
    QFont font = plotstyle::sized(plot->font(), 10);
    l->setFont(font);
    panel->setRowStretchFactors({1.0, 0.001});
    panel->setRowSpacing(0);
    for (QCPAxis* a : rect->axes())
        a->setLayer(QStringLiteral("axes"));
    *legend = l;
    return rect;
}

FastColorMap* addMatrixPanel(QCustomPlot* plot, QCPLayoutGrid* grid, int row, int column, QCPAxisRect** rect,
                             QCPColorScale** scale)
{
    auto* panel = new QCPLayoutGrid;
    grid->addElement(row, column, panel);
    auto* r = new QCPAxisRect(plot);
    panel->addElement(0, 0, r);
    auto* s = new QCPColorScale(plot);
    panel->addElement(0, 1, s);
    panel->setColumnStretchFactors({1.0, 0.001});
    s->setType(QCPAxis::atRight);
    s->setBarWidth(14);
    auto* group = new QCPMarginGroup(plot);
    r->setMarginGroup(QCP::msTop | QCP::msBottom, group);
    s->setMarginGroup(QCP::msTop | QCP::msBottom, group);
    auto* map = new FastColorMap(r->axis(QCPAxis::atBottom), r->axis(QCPAxis::atLeft));
    map->setColorScale(s);
    map->setInterpolate(false);
    map->setTightBoundary(false);
    r->axis(QCPAxis::atLeft)->setRangeReversed(true);
    r->axis(QCPAxis::atBottom)->setLabel(QCoreApplication::translate("PanelView", "Key position j"));
    r->axis(QCPAxis::atLeft)->setLabel(QCoreApplication::translate("PanelView", "Query position i"));
    plotstyle::integerTicks(r->axis(QCPAxis::atBottom));
    plotstyle::integerTicks(r->axis(QCPAxis::atLeft));
    r->setObjectName(QStringLiteral("matrix"));
    map->setObjectName(QStringLiteral("matrixMap"));
    // Wide enough for the longest word of its key label and tall enough for that of its query
    // label: a narrow square map (RoPE at a large text size) showed "Posi…"; the figure gives
    // way as pages instead.
    labelfit::minimumHeightFromFonts(plot, {r}, 0);
    *rect = r;
    *scale = s;
    return map;
}

void styleScale(QCPColorScale* scale, const QCPAxisRect* like)
{
    scale->axis()->setTickLabelFont(like->axis(QCPAxis::atBottom)->tickLabelFont());
    scale->axis()->setLabelFont(like->axis(QCPAxis::atBottom)->labelFont());
}

QCPGraph* addGraph(QCPAxisRect* rect, const QPen& pen, const QString& name, QCPLegend* legend)
{
    QCPGraph* g = new FastGraph(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
    g->setPen(pen);
    g->setName(name);
    g->removeFromLegend(); // addGraph lists it in the plot's own legend, which is gone
    if (legend)
        g->addToLegend(legend);
    return g;
}

void relist(QCPLegend* legend, std::initializer_list<QCPAbstractPlottable*> items)
{
    legend->clearItems();
    for (QCPAbstractPlottable* p : items)
        if (p->visible() && !p->name().isEmpty())
            p->addToLegend(legend);
}

void setHorizontal(QCPGraph* graph, double x0, double x1, double y)
{
    graph->setData(QVector<double>{x0, x1}, QVector<double>{y, y}, true);
}

QCPAxisRect* rectAt(QCustomPlot* plot, const QMouseEvent* event)
{
    for (QCPAxisRect* r : plot->axisRects())
        if (r->visible() && r->rect().contains(event->position().toPoint()))
            return r;
    return nullptr;
}

QString hover(QCustomPlot* plot, const QMouseEvent* event, const HoverText& text)
{
    QCPAxisRect* rect = rectAt(plot, event);
    QString out;
    if (rect)
        out = text(rect, rect->axis(QCPAxis::atBottom)->pixelToCoord(event->position().x()),
                   rect->axis(QCPAxis::atLeft)->pixelToCoord(event->position().y()));
    if (out.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(event->globalPosition().toPoint(), out, plot);
    return out;
}

void connectHover(View* view, QCustomPlot* plot, const HoverText& text)
{
    QObject::connect(plot, &QCustomPlot::mouseMove, view, [view, plot, text](QMouseEvent* event) {
        const QString out = hover(plot, event, text);
        if (!out.isEmpty())
            emit view->statusMessage(out);
    });
}

int squarePixels(const QCPAxisRect* rect, double widthFallback, double heightFallback)
{
    return std::min(rectPixels(rect, true, widthFallback), rectPixels(rect, false, heightFallback));
}

int rectPixels(const QCPAxisRect* rect, bool horizontal, double fallback)
{
    const double dpr = rect->parentPlot()->devicePixelRatioF();
    const double measured = horizontal ? rect->width() : rect->height();
    return helpers::pixels(measured * dpr, fallback * dpr);
}

} // namespace pe::ui::panels

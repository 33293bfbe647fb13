#include "ui/plotting/legendwrap.h"

#include "ui/framework/attached.h"
#include "ui/plotting/cachedtext.h"
#include "ui/plotting/figureplot.h"
#include "ui/plotting/textmetrics.h"

#include <qcustomplot.h>

#include <QPointer>

#include <algorithm>
#include <vector>

namespace pe::ui::legendwrap {

namespace {
/// What adapt() keeps on a legend.
struct LegendState {
    int maxColumns = 0; ///< adapt()'s most columns; 0: not adapted
};
constexpr int kSlack = 40; ///< pixels to spare before a legend takes one more column

/// Width of `widths` laid out in `columns` columns with `spacing` between, filled row by row
/// as adapt()'s legends are (foColumnsFirst, QCustomPlot's name: a row's columns are filled
/// first and the wrap is the count of columns): item i is in column i % columns.
int widthIn(const std::vector<int>& widths, int columns, int spacing)
{
    const int n = static_cast<int>(widths.size());
    int total = 0;
    for (int c = 0; c < std::min(columns, n); ++c) {
        int widest = 0;
        for (int i = c; i < n; i += columns)
            widest = std::max(widest, widths[static_cast<size_t>(i)]);
        total += widest + (c > 0 ? spacing : 0);
    }
    return total;
}

/// A plottable's name as the view set it, and the same broken into lines by wrapNames.
struct PlottableName {
    QString whole, shown;
};
/// Text width an item's name is broken to for the figure's minimum width (about 14 characters).
constexpr int kNarrowestText = 150;

/// The name the view gave `plottable` (its name() unless wrapNames broke it into lines since).
QString wholeName(QCPAbstractPlottable* plottable)
{
    PlottableName& name = attached<PlottableName>(plottable);
    if (name.shown != plottable->name())
        name = {plottable->name(), plottable->name()};
    return name.whole;
}

/// Breaks the name of every item of `legend` wider than `room` (the item's icon and padding
/// included) into lines at spaces, and joins the lines again when there is room.
void wrapNames(QCPLegend* legend, int room)
{
    for (int i = 0; i < legend->itemCount(); ++i) {
        auto* item = qobject_cast<QCPPlottableLegendItem*>(legend->item(i));
        if (!item)
            continue;
        QCPAbstractPlottable* plottable = item->plottable();
        const QString whole = wholeName(plottable);
        const QFont font = item->font();
        const int text = textmetrics::bounds(font, plottable->name()).width();
        const int overhead = static_cast<QCPLayoutElement*>(item)->minimumOuterSizeHint().width() - text;
        // Never narrower than the figure's minimum width assumes (narrowest()): a first replot
        // at the widget's initial size broke every name into words, and the figures laid out
        // with those legends computed their frame twice. Left as it was instead, a name broken
        // for a wider panel made the legend wider than the minimum said, and a panel beside it
        // lost its label's words.
        const QString shown = wrapLines(whole, font, std::max(kNarrowestText, room - overhead));
        if (shown != plottable->name()) {
            plottable->setName(shown);
            attached<PlottableName>(plottable).shown = shown;
        }
    }
}

void setColumns(QCPLegend* legend, int columns)
{
    if (legend->wrap() == columns)
        return;
    legend->setWrap(columns);
    legend->setFillOrder(legend->fillOrder(), true); // rearranged for the new count
}
/// Breaks the legend's long names for `room` pixels and lays its items out in as many columns,
/// up to `maxColumns`, as the room holds.
void fitColumns(QCPLegend* legend, int room, int maxColumns)
{
    // A name longer than the panel is wide is broken into lines (a long item no longer sets the
    // figure's width).
    wrapNames(legend, room);
    std::vector<int> widths;
    for (int i = 0; i < legend->itemCount(); ++i) // cells, some of them empty
        if (QCPAbstractLegendItem* item = legend->item(i))
            widths.push_back(item->minimumOuterSizeHint().width());
    // Fewer columns when they do not fit; more only with room to spare, so that a panel whose
    // width follows its legend does not switch back and forth.
    const int spacing = legend->columnSpacing();
    int columns = std::clamp(legend->wrap(), 1, maxColumns);
    while (columns > 1 && widthIn(widths, columns, spacing) > room)
        --columns;
    while (columns < maxColumns && widthIn(widths, columns + 1, spacing) + kSlack <= room)
        ++columns;
    setColumns(legend, columns);
}

/// The room for a legend under `panel`: the panel's width less the legend's margins.
int roomUnder(const QCPLegend* legend, const QCPAxisRect* panel)
{
    return panel->outerRect().width() - legend->margins().left() - legend->margins().right();
}
} // namespace

void adapt(QCPLegend* legend, QCPAxisRect* panel, int maxColumns)
{
    // The wrap counts columns only for a legend filled row by row (widthIn).
    Q_ASSERT(legend->fillOrder() == QCPLayoutGrid::foColumnsFirst);
    attached<LegendState>(legend).maxColumns = maxColumns;
    QCustomPlot* plot = panel->parentPlot();
    // Its columns for the room under the panel as laid out: after each layout of the pass.
    addLayoutStep(plot, FigurePlot::Stage::Legends, legend, [legend, panel = QPointer<QCPAxisRect>(panel), maxColumns] {
        if (!panel)
            return;
        const int room = roomUnder(legend, panel);
        if (room > 0)
            fitColumns(legend, room, maxColumns);
    });
}

void outside(QCPLegend* legend, QCPLayoutGrid* grid, int row, int column)
{
    if (legend->layout()) { // from where QCustomPlot or the view put it: a row of its own
        legend->layout()->take(legend);
        grid->insertRow(row);
    }
    grid->addElement(row, column, legend);
    legend->setBorderPen(Qt::NoPen);
    legend->setBrush(Qt::NoBrush);
    legend->setMargins(QMargins(4, 0, 4, 0));
    legend->setLayer(QStringLiteral("legend")); // once in the plot's layout
}

std::function<void()> narrowest(const QCustomPlot* plot)
{
    std::vector<std::pair<QCPLegend*, int>> columns;
    std::vector<std::pair<QCPAbstractPlottable*, QString>> names;
    for (QCPLayoutElement* element : plot->plotLayout()->elements(true))
        if (auto* legend = qobject_cast<QCPLegend*>(element);
            legend && findAttached<LegendState>(legend) && findAttached<LegendState>(legend)->maxColumns > 0) {
            columns.emplace_back(legend, legend->wrap());
            setColumns(legend, 1);
            // The names as broken for a narrow panel.
            for (int i = 0; i < legend->itemCount(); ++i)
                if (auto* item = qobject_cast<QCPPlottableLegendItem*>(legend->item(i))) {
                    QCPAbstractPlottable* plottable = item->plottable();
                    names.emplace_back(plottable, plottable->name());
                    plottable->setName(wrapLines(wholeName(plottable), item->font(), kNarrowestText));
                }
        }
    if (columns.empty())
        return {};
    return [columns = std::move(columns), names = std::move(names)] {
        for (const auto& [legend, n] : columns)
            setColumns(legend, n);
        for (auto it = names.rbegin(); it != names.rend(); ++it) // a plottable in two legends: its own name last
            it->first->setName(it->second);
    };
}

} // namespace pe::ui::legendwrap

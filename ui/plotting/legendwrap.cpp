#include "ui/plotting/legendwrap.h"

#include "ui/framework/attached.h"
#include "ui/framework/pagestate.h"
#include "ui/plotting/cachedtext.h"
#include "ui/plotting/figurepages.h"
#include "ui/plotting/figureplot.h"
#include "ui/plotting/reflow.h"
#include "ui/plotting/textmetrics.h"

#include <qcustomplot.h>

#include <QPointer>

#include <algorithm>
#include <memory>
#include <vector>

namespace pe::ui::legendwrap {

namespace {
/// What adapt() and outsideWhenRoom() keep on a legend.
struct LegendState {
    int maxColumns = 0;      ///< adapt()'s most columns; 0: not adapted
    bool inside = false;     ///< moved into its panel by outsideWhenRoom()
    double rowStretch = 1.0; ///< of the row outsideWhenRoom() removed
};
constexpr int kSlack = 40;               ///< pixels to spare before a legend takes one more column
constexpr double kMostOfPanel = 0.4;     ///< the largest share of its panel a legend laid over it covers
constexpr double kInsideNameShare = 0.6; ///< of its panel's width, a legend laid over it breaks names to

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
        // Not narrower than the figure's minimum assumes: a panel that narrow is one not laid out
        // yet (a first replot at the widget's initial size broke every name into words, and the
        // figures laid out with those legends computed their frame twice).
        if (room - overhead < kNarrowestText)
            continue;
        const QString shown = wrapLines(whole, font, room - overhead);
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
        if (room <= 0)
            return;
        if (attached<LegendState>(legend).inside) { // one column, over the data
            wrapNames(legend, static_cast<int>(room * kInsideNameShare));
            setColumns(legend, 1);
        } else
            fitColumns(legend, room, maxColumns);
    });
}

void outsideWhenRoom(QCPLegend* legend, QCPLayoutGrid* grid, int row, int column, QCPAxisRect* panel,
                     Qt::Alignment inside)
{
    // Pixels to spare before the legend goes back out (it does not switch back and forth).
    constexpr int kRoomSlack = 6;
    constexpr int kMostMoves = 4; ///< moves in and out in one room before the legend stays put
    QCustomPlot* plot = panel->parentPlot();
    // The element just above the legend's row: where the row goes back when rows above it came
    // and went meanwhile (another legend's).
    Q_ASSERT(row >= 1 && grid->element(row - 1, column));
    const QPointer<QCPLayoutElement> above = grid->element(row - 1, column);
    const auto rowBelow = [grid, above, column] {
        for (int r = 0; r < grid->rowCount(); ++r)
            if (grid->element(r, column) == above)
                return r + 1;
        return grid->rowCount();
    };
    const auto place = [=](bool in) {
        LegendState& state = attached<LegendState>(legend);
        if (state.inside == in && legend->layout())
            return;
        const bool moving = legend->layout() != nullptr;
        if (moving)
            legend->layout()->take(legend);
        if (in) {
            // Its row goes (the grid's spacing around it too), its stretch factor kept for when
            // the legend comes back.
            state.rowStretch = grid->rowStretchFactors().value(rowBelow(), 1.0);
            grid->simplify();
            panel->insetLayout()->addElement(legend, inside);
            legend->setBorderPen(QPen(Qt::black));
            legend->setBrush(QColor(255, 255, 255, 220));
            legend->setMargins(QMargins(7, 5, 7, 4));
            setColumns(legend, 1);
        } else {
            panel->insetLayout()->simplify();
            const int at = moving ? rowBelow() : row;
            if (moving) { // back out: its row again
                grid->insertRow(at);
                QList<double> factors = grid->rowStretchFactors();
                factors[at] = state.rowStretch;
                grid->setRowStretchFactors(factors);
            }
            grid->addElement(at, column, legend);
            legend->setBorderPen(Qt::NoPen);
            legend->setBrush(Qt::NoBrush);
            legend->setMargins(QMargins(4, 0, 4, 0));
            // Its columns and names for the room under the panel again.
            if (moving && state.maxColumns > 0)
                fitColumns(legend, roomUnder(legend, panel), state.maxColumns);
        }
        state.inside = in;
    };
    place(false);
    legend->setLayer(QStringLiteral("legend")); // once in the plot's layout
    // Whether the legend, laid over the panel (as it is when this is asked), covers at most
    // kMostOfPanel of it, the panel having `extra` pixels more height (the legend's row, given
    // back) than at the last layout: one as large as its panel would hide all of it, and the
    // figure had better scroll.
    const auto coversLittle = [legend, panel](double extra) {
        const QSizeF room(panel->rect().width(), panel->rect().height() + extra);
        wrapNames(legend, static_cast<int>(room.width() * kInsideNameShare));
        const QSize size = legend->minimumOuterSizeHint();
        return size.width() <= room.width() && size.height() <= room.height() &&
               size.width() * size.height() <= kMostOfPanel * room.width() * room.height();
    };
    // Where the legend goes in this replot; it may go in, be measured and come back out.
    // In: the page is too tall even at the smallest text (TextFit's sign). Out again: the page
    // fits, and the plot's room holds its minimum height with the legend outside. A page that
    // scrolls lays its plot out at about its minimum height, so the plot's room says nothing
    // then; a page that fits gives it the room there is.
    const auto decide = [plot, legend, panel, place, coversLittle](bool wasInside) {
        // A figure showing one page has given way already: the page's own room decides, as for
        // a figure that fits (a legend left over the data of a page with room under it).
        const bool paged = figurepages::shown(plot) >= 0;
        if (paged && figurepages::hidden(plot).contains(panel))
            return; // on a page not shown: left as it is
        const bool tooTall = onPage(plot, &PageState::tooTall) && !paged;
        const auto roomOutside = [plot] {
            return plot->plotLayout()->minimumOuterSizeHint().height() + kRoomSlack <= plot->viewport().height();
        };
        if (!wasInside) {
            if (!tooTall && (!paged || roomOutside()))
                return;
            const double row = legend->outerRect().height();
            place(true);
            if (!coversLittle(row))
                place(false);
            return;
        }
        if (tooTall) {
            if (!coversLittle(0)) // the panel shrank under it
                place(false);
            return;
        }
        place(false);
        if (roomOutside())
            return;
        const double row = legend->minimumOuterSizeHint().height();
        place(true);
        if (!coversLittle(row))
            place(false);
    };
    // Moves in the same room: past a few, the legend stays where it is until the room changes
    // (a figure whose text size and legend could otherwise take turns forever).
    struct Moves {
        QRect room;
        int count = 0;
    };
    auto moves = std::make_shared<Moves>();
    addLayoutStep(plot, FigurePlot::Stage::Legends, legend, [plot, legend, place, decide, moves] {
        const bool wasInside = attached<LegendState>(legend).inside;
        if (onPage(plot, &PageState::exporting)) {
            place(false);
            return;
        }
        if (moves->room != plot->viewport()) {
            moves->room = plot->viewport();
            moves->count = 0;
        }
        if (moves->count >= kMostMoves)
            return;
        decide(wasInside);
        if (attached<LegendState>(legend).inside != wasInside)
            ++moves->count;
    });
}

QSize minimumSizeHint(const QCustomPlot* plot, QSize laidOut)
{
    std::vector<std::pair<QCPLegend*, int>> saved;
    std::vector<std::pair<QCPAbstractPlottable*, QString>> names;
    const QList<QCPLayoutElement*> elements = plot->plotLayout()->elements(true);
    for (QCPLayoutElement* element : elements)
        if (auto* legend = qobject_cast<QCPLegend*>(element);
            legend && findAttached<LegendState>(legend) && findAttached<LegendState>(legend)->maxColumns > 0) {
            saved.emplace_back(legend, legend->wrap());
            setColumns(legend, 1);
            for (int i = 0; i < legend->itemCount(); ++i)
                if (auto* item = qobject_cast<QCPPlottableLegendItem*>(legend->item(i)))
                    names.emplace_back(item->plottable(), item->plottable()->name());
            // The names as broken for a narrow panel.
            for (int i = 0; i < legend->itemCount(); ++i)
                if (auto* item = qobject_cast<QCPPlottableLegendItem*>(legend->item(i))) {
                    QCPAbstractPlottable* plottable = item->plottable();
                    plottable->setName(wrapLines(wholeName(plottable), item->font(), kNarrowestText));
                }
        }
    if (saved.empty())
        return laidOut;
    const QSize narrow = plot->plotLayout()->minimumOuterSizeHint();
    for (const auto& [legend, columns] : saved)
        setColumns(legend, columns);
    for (const auto& [plottable, name] : names)
        plottable->setName(name);
    return QSize(narrow.width(), laidOut.height());
}

} // namespace pe::ui::legendwrap

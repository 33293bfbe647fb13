#include "ui/plotting/figurepages.h"

#include "ui/plotting/cardelement.h"
#include "ui/plotting/figureplot.h"

#include <QHash>
#include <QPointer>
#include <qcustomplot.h>

#include <algorithm>
#include <vector>

namespace pe::ui::figurepages {

namespace {

/// The element in a cell, or nullptr (QCPLayoutGrid::element() complains of empty cells).
QCPLayoutElement* cellAt(const QCPLayoutGrid* grid, int row, int column)
{
    return grid->elementAt(grid->rowColToIndex(row, column));
}

int panelCount(const QCPLayoutElement* e)
{
    if (!e)
        return 0;
    // A panel: an axis rect (not a colour scale's), or a card (the requirements' verdicts).
    const auto isPanel = [](const QCPLayoutElement* c) {
        return (qobject_cast<const QCPAxisRect*>(c) && !qobject_cast<const QCPColorScale*>(c->parentLayerable())) ||
               qobject_cast<const CardElement*>(c);
    };
    int n = isPanel(e) ? 1 : 0;
    for (const QCPLayoutElement* c : e->elements(true))
        n += c && isPanel(c) ? 1 : 0;
    return n;
}

/// The grid whose rows (or columns) are the pages, and which: rows when `byRows`.
struct Split {
    QCPLayoutGrid* grid = nullptr;
    bool byRows = true;
    std::vector<int> lines; ///< the rows (or columns) holding panels
};

std::vector<int> panelLines(const QCPLayoutGrid* grid, bool byRows)
{
    std::vector<int> lines;
    const int n = byRows ? grid->rowCount() : grid->columnCount();
    const int m = byRows ? grid->columnCount() : grid->rowCount();
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < m; ++j)
            if (panelCount(byRows ? cellAt(grid, i, j) : cellAt(grid, j, i)) > 0) {
                lines.push_back(i);
                break;
            }
    return lines;
}

Split splitOf(QCPLayoutGrid* grid)
{
    // Down through grids holding all of the panels in one cell.
    for (int depth = 0; grid && depth < 4; ++depth) {
        if (std::vector<int> rows = panelLines(grid, true); rows.size() >= 2)
            return {grid, true, rows};
        if (std::vector<int> columns = panelLines(grid, false); columns.size() >= 2)
            return {grid, false, columns};
        QCPLayoutGrid* inner = nullptr;
        for (int i = 0; i < grid->elementCount(); ++i)
            if (auto* g = qobject_cast<QCPLayoutGrid*>(grid->elementAt(i)); g && panelCount(g) > 0)
                inner = g;
        grid = inner;
    }
    return {};
}

/// A cell of a grid.
struct Cell {
    QCPLayoutGrid* grid;
    int row, column;
};

bool isPlaceholder(const QCPLayoutElement* e)
{
    return e && e->objectName() == QLatin1String("figurePagePlaceholder");
}

bool isLegend(const QCPLayoutElement* e)
{
    const QList<QCPLayoutElement*> inner = e ? e->elements(true) : QList<QCPLayoutElement*>();
    return qobject_cast<const QCPLegend*>(e) || std::any_of(inner.begin(), inner.end(), [](const QCPLayoutElement* x) {
               return qobject_cast<const QCPLegend*>(x);
           });
}

/// The cells holding one panel each (with what sits in the cell beside it: its legend), found
/// down through the grids.
void unitsOf(QCPLayoutGrid* grid, std::vector<std::vector<Cell>>* out)
{
    const std::size_t before = out->size();
    for (int r = 0; r < grid->rowCount(); ++r) {
        std::vector<Cell> scales; // colour scales, legends of this row not yet given to a panel
        int lastUnit = -1;        // the row's last panel, in out
        for (int c = 0; c < grid->columnCount(); ++c) {
            QCPLayoutElement* e = cellAt(grid, r, c);
            const int n = panelCount(e);
            if (n == 0) {
                // A colour scale or a legend beside panels goes with the panel before it in its
                // row (else the next one).
                if (e && !isPlaceholder(e)) {
                    if (lastUnit >= 0)
                        (*out)[static_cast<std::size_t>(lastUnit)].push_back({grid, r, c});
                    else
                        scales.push_back({grid, r, c});
                }
                continue;
            }
            if (auto* inner = qobject_cast<QCPLayoutGrid*>(e); inner && n >= 2) {
                unitsOf(inner, out);
                continue;
            }
            out->push_back({{grid, r, c}});
            lastUnit = static_cast<int>(out->size()) - 1;
            for (const Cell& scale : scales)
                out->back().push_back(scale);
            scales.clear();
        }
        // A row of legends only goes with the panel above it (the waves' legends under their
        // panels showed on both pages).
        if (lastUnit < 0 && out->size() > before)
            for (const Cell& c : scales)
                if (isLegend(cellAt(c.grid, c.row, c.column)))
                    out->back().push_back(c);
    }
}

/// The rows (or columns) of `s` as pages, each with the cells of its line; a line of legends (or
/// colour scales: the distance map's, its pages side by side) goes with the panels before it.
std::vector<std::vector<Cell>> linesOf(const Split& s)
{
    std::vector<std::vector<Cell>> pages;
    if (!s.grid)
        return pages;
    const int across = s.byRows ? s.grid->columnCount() : s.grid->rowCount();
    const int n = s.byRows ? s.grid->rowCount() : s.grid->columnCount();
    const auto cellOf = [&s](int line, int j) { return s.byRows ? Cell{s.grid, line, j} : Cell{s.grid, j, line}; };
    for (int line = 0; line < n; ++line) {
        const bool panels = std::find(s.lines.begin(), s.lines.end(), line) != s.lines.end();
        bool legends = false;
        for (int j = 0; j < across && !panels && !pages.empty(); ++j) {
            const Cell c = cellOf(line, j);
            const QCPLayoutElement* e = cellAt(c.grid, c.row, c.column);
            legends = legends || isLegend(e) || qobject_cast<const QCPColorScale*>(e);
        }
        if (!panels && !legends)
            continue;
        if (panels)
            pages.emplace_back();
        for (int j = 0; j < across; ++j)
            pages.back().push_back(cellOf(line, j));
    }
    return pages;
}

/// The pages at `level` (Level), each as the cells it shows.
std::vector<std::vector<Cell>> pagesOf(const QCustomPlot* plot, Level level)
{
    std::vector<std::vector<Cell>> pages;
    if (level == Level::Fine)
        unitsOf(plot->plotLayout(), &pages);
    else
        pages = linesOf(splitOf(plot->plotLayout()));
    if (level == Level::Middle) {
        // A coarse page whose panels share one cell, a grid of them: its lines, the page's other
        // cells (its legends) with the last one.
        std::vector<std::vector<Cell>> middle;
        for (const std::vector<Cell>& page : pages) {
            std::vector<Cell> panels, others;
            for (const Cell& c : page)
                (panelCount(cellAt(c.grid, c.row, c.column)) > 0 ? panels : others).push_back(c);
            auto* inner = panels.size() == 1 ? qobject_cast<QCPLayoutGrid*>(cellAt(
                                                   panels.front().grid, panels.front().row, panels.front().column))
                                             : nullptr;
            std::vector<std::vector<Cell>> lines = inner ? linesOf(splitOf(inner)) : std::vector<std::vector<Cell>>{};
            if (lines.size() < 2) {
                middle.push_back(page);
                continue;
            }
            for (const Cell& c : others)
                lines.back().push_back(c);
            middle.insert(middle.end(), lines.begin(), lines.end());
        }
        pages = std::move(middle);
    }
    return pages.size() >= 2 ? pages : std::vector<std::vector<Cell>>{};
}

/// The page at `level` of each element of the pages' cells (down through their grids).
QHash<const QCPLayoutElement*, int> pageIndex(const QCustomPlot* plot, Level level)
{
    QHash<const QCPLayoutElement*, int> index;
    const std::vector<std::vector<Cell>> pages = pagesOf(plot, level);
    for (std::size_t p = 0; p < pages.size(); ++p)
        for (const Cell& c : pages[p])
            if (QCPLayoutElement* e = cellAt(c.grid, c.row, c.column); e && !isPlaceholder(e)) {
                index.insert(e, static_cast<int>(p));
                for (QCPLayoutElement* inner : e->elements(true))
                    if (inner)
                        index.insert(inner, static_cast<int>(p));
            }
    return index;
}

/// What a page shown alone has taken out of the figure, to put back.
class Stash : public QObject {
public:
    explicit Stash(QCustomPlot* plot)
        : QObject(plot)
    {
        setObjectName(QStringLiteral("figurePages"));
        // The figure's own code may show an element or an item again as it draws: hidden again
        // in every layout pass.
        addLayoutStep(plot, FigurePlot::Stage::Panels, this, [this] { hideAgain(); });
    }

    struct Taken {
        QPointer<QCPLayoutGrid> grid;
        int row, column;
        QPointer<QCPLayoutElement> element;
        QPointer<QCPLayoutElement> placeholder;
        bool visible;
    };
    /// A margin group a taken element left: a group lines up the margins of all its members,
    /// shown or not (the binary view's hidden heatmaps pushed the counting table shown alone
    /// down by some 50 px, and its page did not fit).
    struct Grouped {
        QPointer<QCPLayoutElement> element;
        QCP::MarginSide side;
        QPointer<QCPMarginGroup> group;
    };
    struct Stretch {
        QPointer<QCPLayoutGrid> grid;
        QList<double> rows, columns;
    };

    int page = -1;
    Level level = Level::Coarse;
    int counts[3] = {1, 1, 1};                    ///< the pages at each level, counted as the page was chosen
    QHash<const QCPLayoutElement*, int> where[3]; ///< the page of each element at each level, likewise
    std::vector<Taken> taken;
    std::vector<QPointer<QCPAbstractItem>> items;
    std::vector<Stretch> stretch;
    std::vector<Grouped> groups;

    void hideAgain();
};

/// Whether `e` shows nothing: an empty cell, a placeholder, or a grid of such cells.
bool isEmpty(const QCPLayoutElement* e)
{
    if (!e || isPlaceholder(e))
        return true;
    const auto* grid = qobject_cast<const QCPLayoutGrid*>(e);
    if (!grid)
        return false;
    for (int i = 0; i < grid->elementCount(); ++i)
        if (!isEmpty(grid->elementAt(i)))
            return false;
    return true;
}

/// The rows and columns of `grid` left with nothing but empty cells take no room.
void squeeze(QCPLayoutGrid* grid)
{
    // A row (column) of empty cells only: no room.
    for (const bool rows : {true, false}) {
        const int lines = rows ? grid->rowCount() : grid->columnCount();
        const int across = rows ? grid->columnCount() : grid->rowCount();
        for (int i = 0; i < lines; ++i) {
            bool all = true;
            for (int j = 0; j < across && all; ++j)
                all = isEmpty(rows ? cellAt(grid, i, j) : cellAt(grid, j, i));
            if (all)
                rows ? grid->setRowStretchFactor(i, 1e-6) : grid->setColumnStretchFactor(i, 1e-6);
        }
    }
}

/// Every grid of the figure's layout, the top one first.
std::vector<QCPLayoutGrid*> gridsOf(const QCustomPlot* plot)
{
    std::vector<QCPLayoutGrid*> grids{plot->plotLayout()};
    for (QCPLayoutElement* e : plot->plotLayout()->elements(true))
        if (auto* g = qobject_cast<QCPLayoutGrid*>(e))
            grids.push_back(g);
    return grids;
}

void Stash::hideAgain()
{
    for (const Taken& t : taken)
        if (t.element)
            t.element->setVisible(false);
    for (const QPointer<QCPAbstractItem>& item : items)
        if (item)
            item->setVisible(false);
    // (and the emptied rows take no room, whatever stretch the figure has set again since)
    for (const Stretch& g : stretch)
        if (g.grid)
            squeeze(g.grid);
}

Stash* stashOf(const QCustomPlot* plot)
{
    return plot->findChild<Stash*>(QStringLiteral("figurePages"), Qt::FindDirectChildrenOnly);
}

void restore(Stash* stash)
{
    // In the reverse order of taking: a cell taken twice gets its first element back.
    for (auto t = stash->taken.rbegin(); t != stash->taken.rend(); ++t) {
        if (!t->element || !t->grid)
            continue;
        // The figure may have moved the placeholder (reflow): the element goes where it is now.
        // (Put back in its old cell, it left the placeholder beside it and was then left out of
        // the layout: the split model's value panel drew over the title.)
        for (int i = 0; t->placeholder && i < t->grid->elementCount(); ++i)
            if (t->grid->elementAt(i) == t->placeholder)
                t->grid->indexToRowCol(i, t->row, t->column);
        if (t->placeholder && cellAt(t->grid, t->row, t->column) == t->placeholder) {
            t->grid->take(t->placeholder);
            delete t->placeholder;
        }
        if (!cellAt(t->grid, t->row, t->column))
            t->grid->addElement(t->row, t->column, t->element);
        t->element->setVisible(t->visible);
    }
    // The figure may have added or removed a row of its own meanwhile: only when they match.
    for (const Stash::Stretch& g : stash->stretch)
        if (g.grid && g.grid->rowCount() == g.rows.size() && g.grid->columnCount() == g.columns.size()) {
            g.grid->setRowStretchFactors(g.rows);
            g.grid->setColumnStretchFactors(g.columns);
        }
    for (const QPointer<QCPAbstractItem>& item : stash->items)
        if (item)
            item->setVisible(true);
    for (const Stash::Grouped& g : stash->groups)
        if (g.element && g.group)
            g.element->setMarginGroup(g.side, g.group);
    stash->groups.clear();
    stash->taken.clear();
    stash->items.clear();
    stash->stretch.clear();
    stash->page = -1;
}

} // namespace

int count(const QCustomPlot* plot, Level level)
{
    // While a page shows alone, the others are out of the layout: the counts were taken when it
    // was chosen.
    if (const Stash* stash = stashOf(plot); stash && stash->page >= 0)
        return stash->counts[static_cast<int>(level)];
    return std::max<int>(1, static_cast<int>(pagesOf(plot, level).size()));
}

int shown(const QCustomPlot* plot)
{
    const Stash* stash = stashOf(plot);
    return stash ? stash->page : -1;
}

Level shownLevel(const QCustomPlot* plot)
{
    const Stash* stash = stashOf(plot);
    return stash && stash->page >= 0 ? stash->level : Level::Coarse;
}

void show(QCustomPlot* plot, int page, Level level)
{
    Stash* stash = stashOf(plot);
    if (stash && stash->page == page && (page < 0 || stash->level == level))
        return;
    if (stash)
        restore(stash);
    if (page < 0)
        return;
    const std::vector<std::vector<Cell>> pages = pagesOf(plot, level);
    if (page >= static_cast<int>(pages.size()))
        return;
    if (!stash)
        stash = new Stash(plot);
    for (const Level l : {Level::Coarse, Level::Middle, Level::Fine}) {
        stash->counts[static_cast<int>(l)] = count(plot, l);
        stash->where[static_cast<int>(l)] = pageIndex(plot, l);
    }
    stash->page = page;
    stash->level = level;
    const std::vector<QCPLayoutGrid*> grids = gridsOf(plot);
    for (QCPLayoutGrid* g : grids)
        stash->stretch.push_back({g, g->rowStretchFactors(), g->columnStretchFactors()});
    for (std::size_t p = 0; p < pages.size(); ++p) {
        if (static_cast<int>(p) == page)
            continue;
        for (const Cell& c : pages[p]) {
            QCPLayoutElement* e = cellAt(c.grid, c.row, c.column);
            if (!e || isPlaceholder(e))
                continue;
            const bool visible = e->visible();
            c.grid->take(e);
            e->setVisible(false);
            // Off the figure: what is clipped to its panels draws nowhere. (Their size kept: a
            // legend over a panel of size 0 seemed to cover it and came out under the page shown.)
            const QPoint away(-(1 << 20), -(1 << 20));
            QList<QCPLayoutElement*> all = e->elements(true);
            all << e;
            for (QCPLayoutElement* x : all) {
                if (!x)
                    continue;
                x->setOuterRect(QRect(away + x->outerRect().topLeft(), x->outerRect().size()));
                const QHash<QCP::MarginSide, QCPMarginGroup*> groups = x->marginGroups();
                for (auto g = groups.cbegin(); g != groups.cend(); ++g) {
                    stash->groups.push_back({x, g.key(), g.value()});
                    x->setMarginGroup(g.key(), nullptr);
                }
            }
            // An empty cell stands in for the element taken out of its grid.
            auto* placeholder = new QCPLayoutElement(plot);
            placeholder->setAutoMargins(QCP::msNone);
            placeholder->setObjectName(QStringLiteral("figurePagePlaceholder"));
            c.grid->addElement(c.row, c.column, placeholder);
            stash->taken.push_back({c.grid, c.row, c.column, e, placeholder, visible});
            for (int i = 0; i < plot->itemCount(); ++i) {
                QCPAbstractItem* item = plot->item(i);
                if (QCPAxisRect* clip = item->clipAxisRect();
                    clip && item->visible() && (clip == e || e->elements(true).contains(clip))) {
                    stash->items.push_back(item);
                    item->setVisible(false);
                }
            }
        }
    }
    for (QCPLayoutGrid* g : grids)
        squeeze(g);
}

QList<QCPLayoutElement*> hidden(const QCustomPlot* plot)
{
    QList<QCPLayoutElement*> out;
    if (const Stash* stash = stashOf(plot))
        for (const Stash::Taken& t : stash->taken)
            if (t.element) {
                out << t.element;
                out += t.element->elements(true);
            }
    return out;
}

namespace {
/// pageIndex() of the whole figure: while a page shows alone, as it was when chosen.
QHash<const QCPLayoutElement*, int> indexOf(const QCustomPlot* plot, Level level)
{
    if (const Stash* stash = stashOf(plot); stash && stash->page >= 0)
        return stash->where[static_cast<int>(level)];
    return pageIndex(plot, level);
}
} // namespace

int pageOf(const QCustomPlot* plot, const QCPLayoutElement* panel, Level level)
{
    return panel ? indexOf(plot, level).value(panel, -1) : -1;
}

int firstWithin(const QCustomPlot* plot, int page, Level from, Level to)
{
    const QHash<const QCPLayoutElement*, int> outer = indexOf(plot, from), inner = indexOf(plot, to);
    int first = -1;
    for (auto e = outer.cbegin(); e != outer.cend(); ++e)
        if (const int p = inner.value(e.key(), -1); e.value() == page && p >= 0 && (first < 0 || p < first))
            first = p;
    return std::max(0, first);
}

} // namespace pe::ui::figurepages

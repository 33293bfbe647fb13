#include "ui/plotting/reflow.h"

#include "ui/framework/attached.h"
#include "ui/framework/pagestate.h"
#include "ui/plotting/figureplot.h"

#include <qcustomplot.h>

#include <QPointer>

#include <vector>

namespace pe::ui::reflow {

namespace {
/// What stackWhenNarrow() and besideWhenShort() keep on their grid.
struct GridState {
    bool stacks = false;   ///< stackWhenNarrow() manages the grid
    QList<double> columns; ///< the column stretch factors as built (stackWhenNarrow)
    bool stacked = false;
    QList<double> rows; ///< the row stretch factors as built (besideWhenShort)
    bool beside = false;
};
constexpr int kSlack = 8; ///< pixels to spare before the panels go side by side again

/// Moves the element at (row, column) to (toRow, toColumn), dropping the row or column it emptied.
void moveElement(QCPLayoutGrid* grid, int row, int column, int toRow, int toColumn)
{
    QCPLayoutElement* moved = grid->element(row, column);
    grid->take(moved);
    grid->simplify();
    grid->addElement(toRow, toColumn, moved);
}

/// (Both are called only on a grid stackWhenNarrow() or besideWhenShort() has set up.)
void setStacked(QCPLayoutGrid* grid, bool stack)
{
    GridState& state = attached<GridState>(grid);
    if (state.stacked == stack)
        return;
    // Stacked, the second half of the row goes under the first: one panel of two under the
    // other, the third of three under the first, four cards two by two.
    const QList<double> factors = state.columns;
    const int kept = (static_cast<int>(factors.size()) + 1) / 2;
    const int from = stack ? 0 : 1;
    std::vector<QCPLayoutElement*> moved;
    for (int c = stack ? kept : 0; c < grid->columnCount(); ++c)
        if (QCPLayoutElement* e = grid->elementAt(grid->rowColToIndex(from, c)))
            moved.push_back(e);
    for (QCPLayoutElement* e : moved)
        grid->take(e);
    grid->simplify(); // the emptied columns (row)
    for (std::size_t i = 0; i < moved.size(); ++i)
        grid->addElement(stack ? 1 : 0, static_cast<int>(i) + (stack ? 0 : kept), moved[i]);
    grid->setColumnStretchFactors(stack ? factors.mid(0, kept) : factors);
    state.stacked = stack;
}

/// The grid's minimum width side by side: its elements' minimum widths and the spacing.
int sideBySideWidth(const QCPLayoutGrid* grid)
{
    int width = 0;
    const QList<QCPLayoutElement*> elements = grid->elements(false);
    int count = 0;
    for (QCPLayoutElement* e : elements)
        if (e) {
            width += e->minimumOuterSizeHint().width();
            ++count;
        }
    return width + std::max(0, count - 1) * grid->columnSpacing() + grid->margins().left() + grid->margins().right();
}

void setBeside(QCPLayoutGrid* grid, bool side)
{
    GridState& state = attached<GridState>(grid);
    if (state.beside == side)
        return;
    const QList<double> factors = state.rows;
    if (side) {
        moveElement(grid, 1, 0, 0, 1);
        grid->setColumnStretchFactors(factors);
        grid->setRowStretchFactors({1.0});
    } else {
        moveElement(grid, 0, 1, 1, 0);
        grid->setRowStretchFactors(factors);
        grid->setColumnStretchFactors({1.0});
    }
    state.beside = side;
}
} // namespace

void stackWhenNarrow(QCustomPlot* plot, QCPLayoutGrid* grid)
{
    QList<double> factors = grid->columnStretchFactors();
    GridState& state = attached<GridState>(grid);
    state.stacks = true;
    state.columns = factors;
    state.stacked = false;
    addLayoutStep(plot, FigurePlot::Stage::Panels, grid, [plot, grid = QPointer<QCPLayoutGrid>(grid)] {
        if (!grid)
            return;
        const int room = grid->outerRect().width() > 0 ? plot->viewport().width() : 0;
        if (room <= 0)
            return;
        // Stacked, the elements are still measured side by side (their minimum widths do not
        // depend on where they are).
        const int needed = sideBySideWidth(grid);
        setStacked(grid, attached<GridState>(grid).stacked ? needed + kSlack > room : needed > room);
    });
}

void besideWhenShort(QCustomPlot* plot, QCPLayoutGrid* grid)
{
    GridState& state = attached<GridState>(grid);
    state.rows = grid->rowStretchFactors();
    state.beside = false;
    addLayoutStep(plot, FigurePlot::Stage::Panels, grid, [plot, grid = QPointer<QCPLayoutGrid>(grid)] {
        if (!grid || grid->outerRect().height() <= 0)
            return;
        const QSize room = plot->viewport().size();
        const bool was = attached<GridState>(grid).beside;
        const bool tooTall = onPage(plot, &PageState::tooTall);
        if (!was && !tooTall) // the usual case: nothing to measure on this replot
            return;
        // The figure's minimum with the two one above the other, and side by side.
        setBeside(grid, false);
        const int stackedHeight = plot->plotLayout()->minimumOuterSizeHint().height();
        setBeside(grid, true);
        const int besideWidth = plot->plotLayout()->minimumOuterSizeHint().width();
        // Side by side once the page is too tall with its text at the floor (FigureFit says so:
        // the plot's own height is its minimum or a little more then), if it is wide enough;
        // one above the other again once the room has their height and some.
        const bool side = besideWidth <= room.width() && (was ? room.height() < stackedHeight + kSlack : tooTall);
        setBeside(grid, side);
    });
}

std::function<void()> narrowest(const QCustomPlot* plot)
{
    std::vector<std::pair<QCPLayoutGrid*, bool>> saved;
    const QList<QCPLayoutElement*> elements = plot->plotLayout()->elements(true);
    for (QCPLayoutElement* e : elements)
        if (auto* grid = qobject_cast<QCPLayoutGrid*>(e);
            grid && findAttached<GridState>(grid) && findAttached<GridState>(grid)->stacks) {
            saved.emplace_back(grid, attached<GridState>(grid).stacked);
            setStacked(grid, true);
        }
    if (saved.empty())
        return {};
    return [saved = std::move(saved)] {
        for (const auto& [grid, wasStacked] : saved)
            setStacked(grid, wasStacked);
    };
}

} // namespace pe::ui::reflow

#include "ui/plotting/reflow.h"

#include <qcustomplot.h>

#include <QPointer>

#include <vector>

namespace pe::ui::reflow {

double interfaceScale()
{
    static const double scale = [] {
        bool ok = false;
        const double s = qEnvironmentVariable("QT_SCALE_FACTOR").toDouble(&ok);
        return ok && s > 1.0 ? s : 1.0;
    }();
    return scale;
}

namespace {
const char* const kColumns = "pe_reflowColumns"; ///< the column stretch factors as built
const char* const kStacked = "pe_reflowStacked";
constexpr int kSlack = 8; ///< pixels to spare before the panels go side by side again

QList<double> columnFactors(const QCPLayoutGrid* grid)
{
    return grid->property(kColumns).value<QList<double>>();
}

bool stacked(const QCPLayoutGrid* grid)
{
    return grid->property(kStacked).toBool();
}

void setStacked(QCPLayoutGrid* grid, bool stack)
{
    if (stacked(grid) == stack)
        return;
    const QList<double> factors = columnFactors(grid);
    const int last = static_cast<int>(factors.size()) - 1;
    if (stack) {
        QCPLayoutElement* moved = grid->element(0, last);
        grid->take(moved);
        grid->simplify(); // the emptied column
        grid->addElement(1, 0, moved);
        grid->setColumnStretchFactors(factors.mid(0, last));
    } else {
        QCPLayoutElement* moved = grid->element(1, 0);
        grid->take(moved);
        grid->simplify(); // the emptied row
        grid->addElement(0, last, moved);
        grid->setColumnStretchFactors(factors);
    }
    grid->setProperty(kStacked, stack);
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

std::vector<QCPLayoutGrid*> grids(const QCustomPlot* plot)
{
    std::vector<QCPLayoutGrid*> out;
    const QList<QCPLayoutElement*> elements = plot->plotLayout()->elements(true);
    for (QCPLayoutElement* e : elements)
        if (auto* grid = qobject_cast<QCPLayoutGrid*>(e); grid && grid->property(kColumns).isValid())
            out.push_back(grid);
    return out;
}
} // namespace

bool onPage(const QCustomPlot* plot, const char* property)
{
    for (const QWidget* w = plot; w; w = w->parentWidget())
        if (w->property(property).toBool())
            return true;
    return false;
}

void stackWhenNarrow(QCustomPlot* plot, QCPLayoutGrid* grid)
{
    QList<double> factors = grid->columnStretchFactors();
    grid->setProperty(kColumns, QVariant::fromValue(factors));
    grid->setProperty(kStacked, false);
    QObject::connect(plot, &QCustomPlot::beforeReplot, grid, [plot, grid = QPointer<QCPLayoutGrid>(grid)] {
        if (!grid)
            return;
        const int room = grid->outerRect().width() > 0 ? plot->viewport().width() : 0;
        if (room <= 0)
            return;
        // Stacked, the elements are still measured side by side (their minimum widths do not
        // depend on where they are).
        const int needed = sideBySideWidth(grid);
        setStacked(grid, stacked(grid) ? needed + kSlack > room : needed > room);
    });
}

QSize minimumSizeHint(const QCustomPlot* plot, QSize laidOut)
{
    std::vector<std::pair<QCPLayoutGrid*, bool>> saved;
    for (QCPLayoutGrid* grid : grids(plot)) {
        saved.emplace_back(grid, stacked(grid));
        setStacked(grid, true);
    }
    if (saved.empty())
        return laidOut;
    const QSize narrow = plot->plotLayout()->minimumOuterSizeHint();
    for (const auto& [grid, wasStacked] : saved)
        setStacked(grid, wasStacked);
    return QSize(std::min(narrow.width(), laidOut.width()), laidOut.height());
}

} // namespace pe::ui::reflow

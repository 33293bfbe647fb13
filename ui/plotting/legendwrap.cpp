#include "ui/plotting/legendwrap.h"

#include <qcustomplot.h>

#include <QPointer>

#include <algorithm>
#include <vector>

namespace pe::ui::legendwrap {

namespace {
const char* const kMaxColumns = "pe_legendColumns";
constexpr int kSlack = 40; ///< pixels to spare before a legend takes one more column

/// Width of `widths` laid out columns first in `columns` columns, with `spacing` between.
int widthIn(const std::vector<int>& widths, int columns, int spacing)
{
    const int n = static_cast<int>(widths.size());
    const int rows = (n + columns - 1) / columns;
    int total = 0;
    for (int c = 0; c * rows < n; ++c) {
        int widest = 0;
        for (int r = 0; r < rows && c * rows + r < n; ++r)
            widest = std::max(widest, widths[static_cast<size_t>(c * rows + r)]);
        total += widest + (c > 0 ? spacing : 0);
    }
    return total;
}

void setColumns(QCPLegend* legend, int columns)
{
    if (legend->wrap() == columns)
        return;
    legend->setWrap(columns);
    legend->setFillOrder(legend->fillOrder(), true); // rearranged for the new count
}
} // namespace

void adapt(QCPLegend* legend, QCPAxisRect* panel, int maxColumns)
{
    legend->setProperty(kMaxColumns, maxColumns);
    QCustomPlot* plot = panel->parentPlot();
    QObject::connect(
        plot, &QCustomPlot::beforeReplot, legend, [legend, panel = QPointer<QCPAxisRect>(panel), maxColumns] {
            if (!panel)
                return;
            const int room = panel->outerRect().width() - legend->margins().left() - legend->margins().right();
            if (room <= 0)
                return;
            std::vector<int> widths;
            for (int i = 0; i < legend->itemCount(); ++i) // cells, some of them empty
                if (QCPAbstractLegendItem* item = legend->item(i))
                    widths.push_back(item->minimumOuterSizeHint().width());
            // Fewer columns when they do not fit; more only with room to spare, so that a
            // panel whose width follows its legend does not switch back and forth.
            const int spacing = legend->columnSpacing();
            int columns = std::clamp(legend->wrap(), 1, maxColumns);
            while (columns > 1 && widthIn(widths, columns, spacing) > room)
                --columns;
            while (columns < maxColumns && widthIn(widths, columns + 1, spacing) + kSlack <= room)
                ++columns;
            setColumns(legend, columns);
        });
}

QSize minimumSizeHint(const QCustomPlot* plot, QSize laidOut)
{
    std::vector<std::pair<QCPLegend*, int>> saved;
    const QList<QCPLayoutElement*> elements = plot->plotLayout()->elements(true);
    for (QCPLayoutElement* element : elements)
        if (auto* legend = qobject_cast<QCPLegend*>(element); legend && legend->property(kMaxColumns).isValid()) {
            saved.emplace_back(legend, legend->wrap());
            setColumns(legend, 1);
        }
    if (saved.empty())
        return laidOut;
    const QSize narrow = plot->plotLayout()->minimumOuterSizeHint();
    for (const auto& [legend, columns] : saved)
        setColumns(legend, columns);
    return QSize(narrow.width(), laidOut.height());
}

} // namespace pe::ui::legendwrap

// The figures' text size (View ▸ Text size, presentation mode): the scale fonts a figure sets
// as it draws are made at (sized()), and every font of a figure already built scaled at once
// (rescaleFonts()). Declared in plotstyle.h; apart from the figures' styles in plotstyle.cpp.
#include "ui/plotting/plotstyle.h"

#include "ui/framework/attached.h"
#include "ui/plotting/cardelement.h"
#include "ui/plotting/cellgrid.h"
#include "ui/plotting/figurepages.h"

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <utility>
#include <vector>

namespace pe::ui::plotstyle {

namespace {
QFont scaled(QFont font, double ratio)
{
    if (font.pointSizeF() > 0)
        font.setPointSizeF(roundedPoints(font.pointSizeF() * ratio));
    else if (font.pixelSize() > 0)
        font.setPixelSize(std::max(1, qRound(font.pixelSize() * ratio)));
    return font;
}

void rescaleAxis(QCPAxis* axis, double ratio)
{
    axis->setTickLabelFont(scaled(axis->tickLabelFont(), ratio));
    axis->setSelectedTickLabelFont(scaled(axis->selectedTickLabelFont(), ratio));
    axis->setLabelFont(scaled(axis->labelFont(), ratio));
    axis->setSelectedLabelFont(scaled(axis->selectedLabelFont(), ratio));
}

/// A legend's icon size before any rescaling, and the product of the ratios applied since.
struct LegendIcons {
    QSize size;
    double scale = 1.0;
};

void rescaleElement(QCPLayoutElement* element, double ratio)
{
    if (auto* rect = qobject_cast<QCPAxisRect*>(element)) {
        for (QCPAxis* axis : rect->axes())
            if (axis)
                rescaleAxis(axis, ratio);
    } else if (auto* text = qobject_cast<QCPTextElement*>(element)) {
        text->setFont(scaled(text->font(), ratio));
        text->setSelectedFont(scaled(text->selectedFont(), ratio));
    } else if (auto* legend = qobject_cast<QCPLegend*>(element)) {
        // QCPLegend::setFont gives every item the legend's font: each item gets its own back,
        // scaled once, below (scaled twice, legend names stood at 2.25 × at text size 1.5).
        std::vector<std::pair<QFont, QFont>> itemFonts;
        for (int i = 0; i < legend->itemCount(); ++i)
            if (QCPAbstractLegendItem* item = legend->item(i))
                itemFonts.emplace_back(item->font(), item->selectedFont());
        legend->setFont(scaled(legend->font(), ratio));
        legend->setSelectedFont(scaled(legend->selectedFont(), ratio));
        // The line samples follow the text, from the size they were given (integer pixels
        // would drift over many steps down and up): a legend's rows are as tall as its icons.
        LegendIcons& icons = attached<LegendIcons>(legend);
        if (!icons.size.isValid())
            icons = {legend->iconSize(), 1.0};
        icons.scale *= ratio;
        const double iconScale = icons.scale;
        const QSize icon = icons.size;
        legend->setIconSize(std::max(8, qRound(icon.width() * iconScale)),
                            std::max(4, qRound(icon.height() * iconScale)));
        std::size_t next = 0;
        for (int i = 0; i < legend->itemCount(); ++i) {
            QCPAbstractLegendItem* item = legend->item(i);
            if (!item) // an empty cell of a legend laid out in columns
                continue;
            const auto& [font, selected] = itemFonts[next++];
            item->setFont(scaled(font, ratio));
            item->setSelectedFont(scaled(selected, ratio));
        }
    } else if (auto* colourScale = qobject_cast<QCPColorScale*>(element)) {
        if (colourScale->axis())
            rescaleAxis(colourScale->axis(), ratio);
    } else if (auto* card = qobject_cast<CardElement*>(element)) {
        card->setTextScale(roundedPoints(card->textScale() * ratio));
    }
}
} // namespace

namespace {
double g_textScale = 1.0;
}

void setTextScale(double scale)
{
    g_textScale = scale;
}

double textScale()
{
    return g_textScale;
}

double roundedPoints(double points)
{
    return std::round(points * 1000.0) / 1000.0;
}

QFont sized(const QFont& base, double points, bool bold)
{
    QFont f = base;
    f.setPointSizeF(roundedPoints(points * g_textScale));
    f.setBold(bold);
    return f;
}

void rescaleFonts(QCustomPlot* plot, double ratio)
{
    if (qFuzzyCompare(ratio, 1.0))
        return;
    QList<QCPLayoutElement*> elements{plot->plotLayout()};
    elements += plot->plotLayout()->elements(true);
    elements += figurepages::hidden(plot); // out of the layout while a page shows alone
    for (QCPLayoutElement* element : elements)
        if (element)
            rescaleElement(element, ratio);
    for (int i = 0; i < plot->plottableCount(); ++i)
        if (auto* grid = qobject_cast<CellGrid*>(plot->plottable(i))) // the counting table's digits
            grid->setTextFont(scaled(grid->textFont(), ratio));
    for (int i = 0; i < plot->itemCount(); ++i)
        if (auto* text = qobject_cast<QCPItemText*>(plot->item(i))) {
            text->setFont(scaled(text->font(), ratio));
            text->setSelectedFont(scaled(text->selectedFont(), ratio));
        }
}

} // namespace pe::ui::plotstyle

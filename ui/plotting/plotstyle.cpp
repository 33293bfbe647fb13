#include "ui/plotting/plotstyle.h"

#include "ui/plotting/cachedtext.h"
#include "ui/plotting/labelfit.h"
#include "ui/plotting/tickspacing.h"

#include <qcustomplot.h>

#include <algorithm>
#include <array>
#include <initializer_list>
#include <utility>

namespace pe::ui::plotstyle {

namespace {
/// An RGB gradient through the given stops, with 512 levels.
QCPColorGradient gradient(std::initializer_list<std::pair<double, QColor>> stops)
{
    QCPColorGradient g;
    g.setColorInterpolation(QCPColorGradient::ciRGB);
    for (const auto& [position, colour] : stops)
        g.setColorStopAt(position, colour);
    g.setLevelCount(512);
    return g;
}
} // namespace

QColor curveColour(int index)
{
    static const std::array<QRgb, kCurveColours> colours{0x0072B2, 0xE69F00, 0x009E73, 0xD55E00,
                                                         0xCC79A7, 0x56B4E9, 0xF0E442, 0x000000};
    return QColor(colours[static_cast<size_t>(((index % kCurveColours) + kCurveColours) % kCurveColours)]);
}

Qt::PenStyle curveStyle(int index)
{
    static const std::array<Qt::PenStyle, 4> styles{Qt::SolidLine, Qt::DashLine, Qt::DotLine, Qt::DashDotLine};
    return styles[static_cast<size_t>(((index % 4) + 4) % 4)];
}

QPen curvePen(int index, double width, Qt::PenStyle style)
{
    QPen p(curveColour(index), width);
    p.setStyle(style != Qt::NoPen ? style : curveStyle(index));
    return p;
}

QCPColorGradient diverging()
{
    return gradient({{0.0, QColor(0x67, 0x00, 0x1f)},
                     {0.125, QColor(0xb2, 0x18, 0x2b)},
                     {0.25, QColor(0xd6, 0x60, 0x4d)},
                     {0.375, QColor(0xf4, 0xa5, 0x82)},
                     {0.5, QColor(0xf7, 0xf7, 0xf7)},
                     {0.625, QColor(0x92, 0xc5, 0xde)},
                     {0.75, QColor(0x43, 0x93, 0xc3)},
                     {0.875, QColor(0x21, 0x66, 0xac)},
                     {1.0, QColor(0x05, 0x30, 0x61)}});
}

QCPColorGradient sequential()
{
    return gradient({{0.0, QColor(0x44, 0x01, 0x54)},
                     {0.25, QColor(0x3b, 0x52, 0x8b)},
                     {0.5, QColor(0x21, 0x91, 0x8c)},
                     {0.75, QColor(0x5e, 0xc9, 0x62)},
                     {1.0, QColor(0xfd, 0xe7, 0x25)}});
}

void apply(QCustomPlot* plot)
{
    QFont tickFont = plot->font();
    tickFont.setPointSizeF(11);
    QFont labelFont = tickFont;
    labelFont.setPointSizeF(12);
    for (QCPAxisRect* rect : plot->axisRects()) {
        for (QCPAxis* axis : rect->axes()) {
            axis->setTickLabelFont(tickFont);
            axis->setLabelFont(labelFont);
        }
    }
    plot->setNoAntialiasingOnDrag(true);
    plot->setBackground(Qt::white);
    tickspacing::install(plot); // tick labels that stay apart on a small figure
    labelfit::install(plot);    // axis labels broken into lines along short axes
}

QCPTextElement* addTitle(QCustomPlot* plot)
{
    plot->plotLayout()->insertRow(0);
    QFont font = plot->font();
    font.setPointSizeF(13);
    font.setBold(true);
    // Broken into lines on a narrow plot (a projector at a large scale factor) rather than
    // setting the figure's minimum width.
    auto* title = new CachedTextElement(plot, QString(), font);
    title->setWrapToPlotWidth(true);
    plot->plotLayout()->addElement(0, 0, title);
    return title;
}

void singleBuffer(QCustomPlot* plot)
{
    if (QCPLayer* overlay = plot->layer(QStringLiteral("overlay")))
        overlay->setMode(QCPLayer::lmLogical);
}

void integerTicks(QCPAxis* axis)
{
    axis->setNumberFormat(QStringLiteral("f"));
    axis->setNumberPrecision(0);
    axis->ticker()->setTickStepStrategy(QCPAxisTicker::tssReadability);
}

namespace {
QFont scaled(QFont font, double ratio)
{
    if (font.pointSizeF() > 0)
        font.setPointSizeF(font.pointSizeF() * ratio);
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
        legend->setFont(scaled(legend->font(), ratio));
        legend->setSelectedFont(scaled(legend->selectedFont(), ratio));
        for (int i = 0; i < legend->itemCount(); ++i) {
            QCPAbstractLegendItem* item = legend->item(i);
            if (!item) // an empty cell of a legend laid out in columns
                continue;
            item->setFont(scaled(item->font(), ratio));
            item->setSelectedFont(scaled(item->selectedFont(), ratio));
        }
    } else if (auto* colourScale = qobject_cast<QCPColorScale*>(element)) {
        if (colourScale->axis())
            rescaleAxis(colourScale->axis(), ratio);
    }
}
} // namespace

void rescaleFonts(QCustomPlot* plot, double ratio)
{
    if (qFuzzyCompare(ratio, 1.0))
        return;
    QList<QCPLayoutElement*> elements{plot->plotLayout()};
    elements += plot->plotLayout()->elements(true);
    for (QCPLayoutElement* element : elements)
        if (element)
            rescaleElement(element, ratio);
    for (int i = 0; i < plot->itemCount(); ++i)
        if (auto* text = qobject_cast<QCPItemText*>(plot->item(i))) {
            text->setFont(scaled(text->font(), ratio));
            text->setSelectedFont(scaled(text->selectedFont(), ratio));
        }
}

} // namespace pe::ui::plotstyle

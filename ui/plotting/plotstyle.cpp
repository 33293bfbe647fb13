#include "ui/plotting/plotstyle.h"

#include <qcustomplot.h>

namespace pe::ui::plotstyle {

QCPColorGradient diverging()
{
    QCPColorGradient g;
    g.setColorInterpolation(QCPColorGradient::ciRGB);
    g.setColorStopAt(0.0, QColor(0x67, 0x00, 0x1f));
    g.setColorStopAt(0.125, QColor(0xb2, 0x18, 0x2b));
    g.setColorStopAt(0.25, QColor(0xd6, 0x60, 0x4d));
    g.setColorStopAt(0.375, QColor(0xf4, 0xa5, 0x82));
    g.setColorStopAt(0.5, QColor(0xf7, 0xf7, 0xf7));
    g.setColorStopAt(0.625, QColor(0x92, 0xc5, 0xde));
    g.setColorStopAt(0.75, QColor(0x43, 0x93, 0xc3));
    g.setColorStopAt(0.875, QColor(0x21, 0x66, 0xac));
    g.setColorStopAt(1.0, QColor(0x05, 0x30, 0x61));
    g.setLevelCount(512);
    return g;
}

QCPColorGradient sequential()
{
    QCPColorGradient g;
    g.setColorInterpolation(QCPColorGradient::ciRGB);
    g.setColorStopAt(0.0, QColor(0x44, 0x01, 0x54));
    g.setColorStopAt(0.25, QColor(0x3b, 0x52, 0x8b));
    g.setColorStopAt(0.5, QColor(0x21, 0x91, 0x8c));
    g.setColorStopAt(0.75, QColor(0x5e, 0xc9, 0x62));
    g.setColorStopAt(1.0, QColor(0xfd, 0xe7, 0x25));
    g.setLevelCount(512);
    return g;
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
}

QCPTextElement* addTitle(QCustomPlot* plot)
{
    plot->plotLayout()->insertRow(0);
    QFont font = plot->font();
    font.setPointSizeF(13);
    font.setBold(true);
    auto* title = new QCPTextElement(plot, QString(), font);
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

} // namespace pe::ui::plotstyle

#include "ui/plotting/opaqueplot.h"

#include "ui/plotting/dotsprites.h"

namespace pe::ui {

namespace {

/// Fills the plot's viewport with its background, in the bottom paint buffer.
class BackgroundFill : public QCPLayerable {
public:
    BackgroundFill(OpaquePlot* plot, const QString& layer)
        : QCPLayerable(plot, layer)
        , m_plot(plot)
    {
    }

protected:
    void applyDefaultAntialiasingHint(QCPPainter* painter) const override { painter->setAntialiasing(false); }
    void draw(QCPPainter* painter) override
    {
        // Image exports fill the same background first anyway; SVG and PDF get no extra shape.
        if (DotSprites::drawsPixels(painter) && m_plot->opaqueBackground())
            painter->fillRect(m_plot->viewport(), m_plot->backgroundBrush());
    }

private:
    OpaquePlot* m_plot;
};

} // namespace

OpaquePlot::OpaquePlot(QWidget* parent)
    : FigurePlot(parent)
{
    setPlottingHint(QCP::phImmediateRefresh, false);
    setAttribute(Qt::WA_OpaquePaintEvent);
    addLayer(QStringLiteral("opaque"), layer(QStringLiteral("background")), QCustomPlot::limBelow);
    new BackgroundFill(this, QStringLiteral("opaque"));
}

bool OpaquePlot::opaqueBackground() const
{
    return mBackgroundBrush.style() == Qt::SolidPattern && mBackgroundBrush.color().alpha() == 255 &&
           mBackgroundPixmap.isNull();
}

void OpaquePlot::paintEvent(QPaintEvent* event)
{
    // The fill is in the bottom buffer only when the bottom layer shares it (not buffered alone),
    // and the buffer covers the widget (a resize repaints before its queued replot).
    const bool bottomOpaque = opaqueBackground() && !mPaintBuffers.isEmpty() &&
                              mPaintBuffers.first()->size() == size() && !mPaintBuffers.first()->invalidated() &&
                              layer(0)->mode() == QCPLayer::lmLogical;
    if (!bottomOpaque) {
        QCustomPlot::paintEvent(event);
        return;
    }
    QCPPainter painter(this);
    if (!painter.isActive())
        return;
    // A copy of the opaque bottom buffer, not a blend over a filled widget.
    painter.setCompositionMode(QPainter::CompositionMode_Source);
    mPaintBuffers.first()->draw(&painter);
    painter.setCompositionMode(QPainter::CompositionMode_SourceOver);
    for (int i = 1; i < mPaintBuffers.size(); ++i)
        mPaintBuffers[i]->draw(&painter);
}

} // namespace pe::ui

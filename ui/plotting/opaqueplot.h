#pragma once

#include "ui/plotting/figureplot.h"

namespace pe::ui {

/// A QCustomPlot that repaints its widget cheaply: the bottom paint buffer holds the
/// background itself (a fill on a layer under "background"), so paintEvent copies it without
/// blending and without filling the widget first, then blends only the buffered layers above.
/// The widget paints on the next event-loop turn together with the other widgets
/// (phImmediateRefresh off) and is opaque (WA_OpaquePaintEvent). Exports draw as before.
class OpaquePlot : public FigurePlot {
    Q_OBJECT
public:
    explicit OpaquePlot(QWidget* parent = nullptr);

    /// True when the background is one opaque colour that the bottom buffer can hold.
    bool opaqueBackground() const;
    /// The background brush (QCustomPlot keeps it protected).
    const QBrush& backgroundBrush() const { return mBackgroundBrush; }

protected:
    void paintEvent(QPaintEvent* event) override;
};

} // namespace pe::ui

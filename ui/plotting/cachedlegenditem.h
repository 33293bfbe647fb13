#pragma once

#include "ui/plotting/textmetrics.h"

#include <qcustomplot.h>

namespace pe::ui {

/// A legend item that measures its name once per name and font (textmetrics) and draws it from
/// cached QStaticText lines on pixel painters; QCustomPlot's own item measures the name with
/// QFontMetrics in every layout and twice more to draw it. Vector painters (SVG, PDF) get
/// QCustomPlot's drawing. Same size, same place, same icon.
class CachedLegendItem : public QCPPlottableLegendItem {
public:
    using QCPPlottableLegendItem::QCPPlottableLegendItem;

    /// Replaces every QCustomPlot item of `legend` (the plot's automatic entries, and those a
    /// view adds with QCPAbstractPlottable::addToLegend) by a CachedLegendItem in the same cell,
    /// with the same font, colours, margins and selection; plotstyle::apply has every layout
    /// pass do so. True when it replaced any.
    static bool adopt(QCPLegend* legend);
    /// adopt() for every legend among `elements` (a layout's elements(true)); true when any
    /// item was replaced, which leaves `elements` holding deleted items.
    static bool adoptAll(const QList<QCPLayoutElement*>& elements);

protected:
    void draw(QCPPainter* painter) override;
    QSize minimumOuterSizeHint() const override;
};

} // namespace pe::ui

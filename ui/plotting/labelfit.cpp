#include "ui/plotting/labelfit.h"

#include "ui/plotting/cachedtext.h"

#include <qcustomplot.h>

#include <QFontMetrics>

#include <algorithm>

namespace pe::ui::labelfit {

namespace {
const char* const kWhole = "pe_wholeLabel"; ///< the label the view set
const char* const kShown = "pe_shownLabel"; ///< the label as fit() last broke it

QList<QCPAxis*> axesOf(QCustomPlot* plot)
{
    QList<QCPAxis*> axes;
    for (QCPAxisRect* rect : plot->axisRects())
        axes += rect->axes();
    // Colour scales keep their axis in an inner axis rect of their own.
    const QList<QCPLayoutElement*> elements = plot->plotLayout()->elements(true);
    for (QCPLayoutElement* element : elements)
        if (auto* scale = qobject_cast<QCPColorScale*>(element))
            axes << scale->axis();
    return axes;
}
} // namespace

QString wholeLabel(const QCPAxis* axis)
{
    // A label other than the one fit() set is new from the view.
    if (axis->label() != axis->property(kShown).toString())
        return axis->label();
    return axis->property(kWhole).toString();
}

bool fit(QCPAxis* axis)
{
    if (auto* cached = qobject_cast<CachedLabelAxis*>(axis); cached && cached->fitsItself())
        return false;
    const QString whole = wholeLabel(axis);
    // Centred on the axis rect, the label may reach as far into the rect's own margins as the
    // narrower of the two allows.
    const QRect outer = axis->axisRect()->outerRect();
    const QRect rect = axis->axisRect()->rect();
    const int length = axis->orientation() == Qt::Vertical
                           ? rect.height() + 2 * std::min(rect.top() - outer.top(), outer.bottom() - rect.bottom())
                           : rect.width() + 2 * std::min(rect.left() - outer.left(), outer.right() - rect.right());
    if (whole.isEmpty() || !axis->visible() || length < 20)
        return false;
    const QFontMetrics metrics(axis->labelFont());
    const QString shown = elideLines(wrapLines(whole, metrics, length), metrics, length);
    axis->setProperty(kWhole, whole);
    axis->setProperty(kShown, shown);
    if (shown == axis->label())
        return false;
    axis->setLabel(shown);
    return true;
}

void install(QCustomPlot* plot)
{
    if (plot->property("pe_labelfit").toBool())
        return;
    plot->setProperty("pe_labelfit", true);
    // At the size of the last layout, before this one measures the labels.
    QObject::connect(plot, &QCustomPlot::beforeReplot, plot, [plot] {
        for (QCPAxis* axis : axesOf(plot))
            fit(axis);
    });
    // The layout may have moved the axes: their margins again, with the labels broken anew.
    QObject::connect(plot, &QCustomPlot::afterLayout, plot, [plot] {
        bool changed = false;
        for (QCPAxis* axis : axesOf(plot))
            changed = fit(axis) || changed;
        if (changed)
            plot->replot(QCustomPlot::rpQueuedReplot);
    });
}

} // namespace pe::ui::labelfit

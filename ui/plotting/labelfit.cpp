#include "ui/plotting/labelfit.h"

#include "ui/framework/attached.h"
#include "ui/plotting/cachedtext.h"
#include "ui/plotting/figurepages.h"
#include "ui/plotting/figureplot.h"

#include <qcustomplot.h>

#include <QFontMetrics>
#include <QtMath>

#include <algorithm>
#include <vector>

namespace pe::ui::labelfit {

namespace {
/// What fit() keeps on an axis.
struct AxisLabelState {
    QString whole;  ///< the label the view set
    QString shown;  ///< the label as fit() last broke it
    int length = 0; ///< the axis length it was broken for
};
/// What install() keeps on a plot.
struct PlotLabelState {
    bool installed = false; ///< the step is in the plot's layout pass (or the plot opted out)
};
constexpr int kSteady = 40; ///< pixels the length may move without a new break

/// Whether `shown` is `whole` shortened with an ellipsis (more of them than the whole has).
bool isElided(const QString& shown, const QString& whole)
{
    const QChar ellipsis(0x2026);
    return shown.count(ellipsis) > whole.count(ellipsis);
}

QList<QCPAxis*> axesOf(QCustomPlot* plot)
{
    QList<QCPAxis*> axes;
    // Hidden elements keep the size of their last layout: left alone until shown.
    for (QCPAxisRect* rect : plot->axisRects())
        if (rect->visible())
            axes += rect->axes();
    // Colour scales keep their axis in an inner axis rect of their own.
    const QList<QCPLayoutElement*> elements = plot->plotLayout()->elements(true);
    for (QCPLayoutElement* element : elements)
        if (auto* scale = qobject_cast<QCPColorScale*>(element); scale && scale->visible())
            axes << scale->axis();
    return axes;
}
} // namespace

QString wholeLabel(const QCPAxis* axis)
{
    // A label other than the one fit() set is new from the view.
    const AxisLabelState* state = findAttached<AxisLabelState>(axis);
    if (!state || axis->label() != state->shown)
        return axis->label();
    return state->whole;
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
    // Broken anew only for a new label or a length that moved by more than kSteady pixels: a
    // label's lines move the axes of others (a left label one line more narrows the bottom
    // axis), which must not break their labels back and forth.
    AxisLabelState& state = attached<AxisLabelState>(axis);
    const int before = state.length;
    // An elided label is broken anew as soon as its axis grows: it may fit whole now.
    const bool elided = isElided(state.shown, whole);
    QString shown;
    if (whole == state.whole && std::abs(length - before) < kSteady && !(elided && length > before)) {
        shown = state.shown;
    } else {
        const QFont font = axis->labelFont();
        shown = elideLines(wrapLines(whole, font, length), font, length);
        state.length = length;
    }
    state.whole = whole;
    state.shown = shown;
    if (shown == axis->label())
        return false;
    axis->setLabel(shown);
    return true;
}

void minimumHeightFromFonts(QCustomPlot* plot, const QList<QCPAxisRect*>& rects, int minimumWidth)
{
    static constexpr int kFlattest = 28;
    const auto apply = [rects, minimumWidth] {
        for (QCPAxisRect* rect : rects) {
            const QCPAxis* left = rect->axis(QCPAxis::atLeft);
            // Never flatter than kFlattest: text shrunk on a small screen would otherwise leave
            // the data a strip of a few pixels (the figure had better give way elsewhere).
            int height = std::max(kFlattest, qCeil(2.5 * QFontMetrics(left->tickLabelFont()).height()));
            if (left->visible()) {
                const QFontMetrics metrics(left->labelFont());
                int word = 0; // the widest piece the label cannot be broken within
                for (const QString& line : wholeLabel(left).split(QLatin1Char('\n')))
                    for (const QString& w : lineBreakPieces(line))
                        word = std::max(word, metrics.horizontalAdvance(w.trimmed()));
                const QMargins m = rect->margins();
                height = std::max(height, word + 4 - 2 * std::min(m.top(), m.bottom()));
            }
            // As wide as the bottom label's longest word, which may reach into the margins too.
            int width = minimumWidth;
            if (const QCPAxis* bottom = rect->axis(QCPAxis::atBottom); bottom->visible()) {
                const QFontMetrics metrics(bottom->labelFont());
                int word = 0;
                for (const QString& line : wholeLabel(bottom).split(QLatin1Char('\n')))
                    for (const QString& w : lineBreakPieces(line))
                        word = std::max(word, metrics.horizontalAdvance(w.trimmed()));
                const QMargins m = rect->margins();
                width = std::max(width, word + 4 - 2 * std::min(m.left(), m.right()));
            }
            if (rect->minimumSize() != QSize(width, height))
                rect->setMinimumSize(width, height);
        }
    };
    apply();
    addLayoutStep(plot, FigurePlot::Stage::Sizes, plot, apply);
}

void minimumSizeInLines(QCustomPlot* plot, const QList<QCPAxisRect*>& rects, const QCPItemText* item, QSize lines,
                        std::optional<QSize> linesAlone)
{
    const auto apply = [plot, rects, item, lines, linesAlone] {
        const int line = QFontMetrics(item->font()).height();
        const QSize kept = linesAlone && figurepages::shown(plot) >= 0 ? *linesAlone : lines;
        const QSize least(kept.width() * line, kept.height() * line);
        for (QCPAxisRect* rect : rects)
            if (rect->minimumSize() != least)
                rect->setMinimumSize(least);
    };
    apply();
    addLayoutStep(plot, FigurePlot::Stage::Sizes, plot, apply);
}

void optOut(QCustomPlot* plot)
{
    attached<PlotLabelState>(plot).installed = true; // as if installed
}

void install(QCustomPlot* plot)
{
    if (!setIfChanged(attached<PlotLabelState>(plot).installed, true))
        return;
    // At the size of the last layout, and again after each layout of the pass that moved the axes.
    addLayoutStep(plot, FigurePlot::Stage::Labels, plot, [plot] {
        for (QCPAxis* axis : axesOf(plot))
            fit(axis);
    });
}

QRectF itemTextRect(const QCPItemText* item)
{
    const QPointF anchor = item->position->pixelPosition();
    const QMargins pad = item->padding();
    const QRectF r = QFontMetricsF(item->font())
                         .boundingRect(QRectF(0, 0, 0, 0), Qt::TextDontClip | item->textAlignment(), item->text());
    const QSizeF size(r.width() + pad.left() + pad.right(), r.height() + pad.top() + pad.bottom());
    const Qt::Alignment a = item->positionAlignment();
    const double x = (a & Qt::AlignRight)     ? anchor.x() - size.width()
                     : (a & Qt::AlignHCenter) ? anchor.x() - size.width() / 2
                                              : anchor.x();
    const double y = (a & Qt::AlignBottom)    ? anchor.y() - size.height()
                     : (a & Qt::AlignVCenter) ? anchor.y() - size.height() / 2
                                              : anchor.y();
    return QRectF(QPointF(x, y), size);
}

} // namespace pe::ui::labelfit

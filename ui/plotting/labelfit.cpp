#include "ui/plotting/labelfit.h"

#include "ui/framework/attached.h"
#include "ui/plotting/cachedtext.h"
#include "ui/plotting/figurepages.h"
#include "ui/plotting/figureplot.h"
#include "ui/plotting/textmetrics.h"

#include <qcustomplot.h>

#include <QFontMetrics>
#include <QPointer>
#include <QtMath>

#include <algorithm>

namespace pe::ui::labelfit {

namespace {
/// A vertical axis's label laid flat over its panel (fit()): a single word longer than the
/// axis ("Compartiment" beside a panel 72 px tall) reads whole there, where rotated it was
/// elided. Left-aligned with the left axis's tick labels (right-aligned with a right axis's),
/// just over the highest of them; the panel's top margin makes room for it.
class FlatLabel : public QCPLayerable {
public:
    explicit FlatLabel(QCPAxis* axis)
        : QCPLayerable(axis->parentPlot(), QString(), axis)
        , m_axis(axis)
    {
        setLayer(axis->layer());
    }

    QString text;

    /// Pixels from the top of the text to the panel's top: the text and the room above the
    /// highest tick label.
    int height() const
    {
        const QFontMetrics metrics(m_axis->labelFont());
        return std::max(metrics.height(), metrics.boundingRect(text).height()) + gap();
    }

    /// The text's box at the present layout.
    QRect box() const
    {
        const QRect rect = m_axis->axisRect()->rect();
        const QRect outer = m_axis->axisRect()->outerRect();
        const int bottom = rect.top() - gap();
        const int top = bottom - (height() - gap());
        const int w = textmetrics::advance(m_axis->labelFont(), text);
        if (m_axis->axisType() == QCPAxis::atLeft) {
            const int left = std::max(outer.left() + 2, rect.left() - ticksReach());
            return QRect(QPoint(left, top), QPoint(left + w, bottom));
        }
        const int right = std::min(outer.right() - 2, rect.right() + ticksReach());
        return QRect(QPoint(right - w, top), QPoint(right, bottom));
    }

protected:
    void applyDefaultAntialiasingHint(QCPPainter* painter) const override
    {
        applyAntialiasingHint(painter, mAntialiased, QCP::aeAxes);
    }
    QRect clipRect() const override { return mParentPlot->viewport(); }
    void draw(QCPPainter* painter) override
    {
        if (text.isEmpty() || !m_axis->visible())
            return;
        painter->setFont(m_axis->labelFont());
        painter->setPen(QPen(m_axis->labelColor()));
        const Qt::Alignment side = m_axis->axisType() == QCPAxis::atLeft ? Qt::AlignLeft : Qt::AlignRight;
        painter->drawText(box(), int(side | Qt::AlignBottom | Qt::TextDontClip), text);
    }

private:
    /// Two pixels over the panel's top, or over the highest tick label where it reaches above
    /// the panel (a tick at the top is labelled half above it).
    int gap() const
    {
        int above = 0;
        if (m_axis->tickLabels()) {
            const int half = QFontMetrics(m_axis->tickLabelFont()).height() / 2;
            const int top = m_axis->axisRect()->rect().top();
            for (double tick : m_axis->tickVector())
                if (m_axis->range().contains(tick))
                    above = std::max(above, top - qFloor(m_axis->coordToPixel(tick)) + half);
        }
        return above + 2;
    }
    /// How far the tick labels reach out from the axis line.
    int ticksReach() const
    {
        int widest = 0;
        if (m_axis->tickLabels()) {
            const QFontMetrics metrics(m_axis->tickLabelFont());
            for (const QString& label : m_axis->tickVectorLabels())
                widest = std::max(widest, metrics.horizontalAdvance(label));
        }
        return m_axis->offset() + std::max(0, m_axis->tickLengthOut()) + m_axis->tickLabelPadding() + widest;
    }

    QCPAxis* m_axis;
};

/// What fit() keeps on an axis.
struct AxisLabelState {
    QString whole;            ///< the label the view set
    QString shown;            ///< the label as fit() last broke it (empty while it lies flat)
    int length = 0;           ///< the axis length it was broken for
    QPointer<FlatLabel> flat; ///< the label laid flat, when it lies flat
    int topBefore = 0;        ///< the panel's top margin before the flat label's room
    int minimumTopBefore = 0; ///< the panel's least top margin before the flat label set it
    int minimumTopSet = -1;   ///< the least top margin the flat label set
};
/// What install() keeps on a plot.
struct PlotLabelState {
    bool installed = false; ///< the step is in the plot's layout pass
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

bool lyingFlat(const AxisLabelState& state)
{
    return state.flat && !state.flat->text.isEmpty();
}

/// Whether `axis`'s label `whole` may lie flat over its panel: a left or right axis of a panel
/// (not a colour scale's) with no top axis in the way, a top margin that may grow, and room
/// for the label's width over the panel.
bool mayLieFlat(QCPAxis* axis, const QString& whole)
{
    QCPAxisRect* rect = axis->axisRect();
    if (axis->orientation() != Qt::Vertical || whole.contains(QLatin1Char('\n')) ||
        !axis->parentPlot()->axisRects().contains(rect) || !(rect->autoMargins() & QCP::msTop))
        return false;
    if (const QCPAxis* top = rect->axis(QCPAxis::atTop); top && top->visible())
        return false;
    return textmetrics::advance(axis->labelFont(), whole) + 4 <= rect->outerRect().width();
}

/// Lays `axis`'s label flat (`text`) or stands it up again (empty `text`), with the panel's top
/// margin: room for the flat label, or what it was.
void layFlat(QCPAxis* axis, AxisLabelState& state, const QString& text)
{
    QCPAxisRect* rect = axis->axisRect();
    QMargins least = rect->minimumMargins();
    if (text.isEmpty()) {
        if (!lyingFlat(state))
            return;
        state.flat->text.clear();
        state.flat->setVisible(false);
        if (least.top() == state.minimumTopSet) {
            least.setTop(state.minimumTopBefore);
            rect->setMinimumMargins(least);
        }
        state.minimumTopSet = -1;
        return;
    }
    if (!state.flat)
        state.flat = new FlatLabel(axis);
    if (!lyingFlat(state)) {
        state.topBefore = rect->margins().top();
        state.minimumTopBefore = least.top();
    }
    state.flat->text = text;
    state.flat->setVisible(true);
    const int top = std::max(state.minimumTopBefore, state.flat->height());
    if (least.top() != top) {
        least.setTop(top);
        rect->setMinimumMargins(least);
    }
    state.minimumTopSet = top;
}

/// The room `axis`'s label needs along the axis: its widest piece that cannot be broken (fit()
/// breaks labels at spaces, never inside a word), which may reach as far into the rect's
/// margins on both sides as the narrower of `before` and `after` allows; 0 for a hidden axis.
int leastLength(const QCPAxis* axis, int before, int after)
{
    if (!axis->visible())
        return 0;
    int word = 0;
    for (const QString& line : wholeLabel(axis).split(QLatin1Char('\n')))
        for (const QString& w : lineBreakPieces(line))
            word = std::max(word, textmetrics::advance(axis->labelFont(), w.trimmed()));
    return word + 4 - 2 * std::min(before, after);
}

/// leastLength() of the labels of the colour scales that share `rect`'s top margin (a map's
/// scale beside it, as tall as the map): their words need the height too. A scale's axis rect
/// is the scale's inner rect, without margins to reach into.
int scalesLeastLength(const QCPAxisRect* rect)
{
    int most = 0;
    if (QCPMarginGroup* group = rect->marginGroup(QCP::msTop))
        for (QCPLayoutElement* e : group->elements(QCP::msTop))
            if (auto* scale = qobject_cast<QCPColorScale*>(e); scale && scale->visible())
                most = std::max(most, leastLength(scale->axis(), 0, 0));
    return most;
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
    AxisLabelState* known = findAttached<AxisLabelState>(axis);
    const QString whole = wholeLabel(axis);
    // Centred on the axis rect, the label may reach as far into the rect's own margins as the
    // narrower of the two allows. Lying flat, the label's room over the panel is counted as
    // the panel's: the length the axis would have with the label standing.
    const QRect outer = axis->axisRect()->outerRect();
    const QRect rect = axis->axisRect()->rect();
    int length = 0;
    if (axis->orientation() == Qt::Vertical) {
        int top = rect.top() - outer.top();
        int grown = 0;
        if (known && lyingFlat(*known)) {
            grown = std::max(0, top - known->topBefore);
            top = known->topBefore;
        }
        length = rect.height() + grown + 2 * std::min(top, outer.bottom() - rect.bottom());
    } else {
        length = rect.width() + 2 * std::min(rect.left() - outer.left(), outer.right() - rect.right());
    }
    if (whole.isEmpty() || !axis->visible() || length < 20)
        return false;
    // Broken anew only for a new label or a length that moved by more than kSteady pixels: a
    // label's lines move the axes of others (a left label one line more narrows the bottom
    // axis), which must not break their labels back and forth.
    AxisLabelState& state = attached<AxisLabelState>(axis);
    const int before = state.length;
    // An elided or flat label is fitted anew as soon as its axis grows: it may fit whole (standing) now.
    const bool cut = isElided(state.shown, whole) || lyingFlat(state);
    // Nor is a label kept that no longer fits a shorter axis: kept, it reached past its panel
    // into the note above (ALiBi's y label in a flat panel, presentation mode at 1280 x 720).
    const auto fitsNow = [&] {
        const QStringList lines = state.shown.split(QLatin1Char('\n'));
        return std::all_of(lines.cbegin(), lines.cend(), [&](const QString& line) {
            return textmetrics::advance(axis->labelFont(), line) <= length;
        });
    };
    QString shown;
    if (whole == state.whole && std::abs(length - before) < kSteady && !(cut && length > before) && fitsNow()) {
        shown = state.shown;
    } else {
        const QFont font = axis->labelFont();
        int widest = 0;
        shown = wrapLines(whole, font, length, &widest);
        // A word longer than a vertical axis lies flat over the panel rather than be elided.
        if (widest > length && mayLieFlat(axis, whole)) {
            layFlat(axis, state, whole);
            shown.clear();
        } else {
            layFlat(axis, state, QString());
            shown = elideLines(shown, font, length);
        }
        state.length = length;
    }
    if (lyingFlat(state))
        layFlat(axis, state, whole); // its room, for the tick labels of this layout
    state.whole = whole;
    state.shown = shown;
    if (shown == axis->label())
        return false;
    axis->setLabel(shown);
    return true;
}

int leastWidth(const QCPAxisRect* rect)
{
    const QMargins m = rect->margins();
    return std::max({0, leastLength(rect->axis(QCPAxis::atTop), m.left(), m.right()),
                     leastLength(rect->axis(QCPAxis::atBottom), m.left(), m.right())});
}

void minimumHeightFromFonts(QCustomPlot* plot, const QList<QCPAxisRect*>& rects, int minimumWidth, double tickLines)
{
    static constexpr int kFlattest = 28;
    const auto apply = [rects, minimumWidth, tickLines] {
        for (QCPAxisRect* rect : rects) {
            const QCPAxis* left = rect->axis(QCPAxis::atLeft);
            const QMargins m = rect->margins();
            // Never flatter than kFlattest: text shrunk on a small screen would otherwise leave
            // the data a strip of a few pixels (the figure had better give way elsewhere).
            // The same along the bottom: a map beside wide tick labels had 14 px of data.
            const int line = QFontMetrics(left->tickLabelFont()).height();
            const int height = std::max(
                {kFlattest, qCeil(tickLines * line), leastLength(left, m.top(), m.bottom()), scalesLeastLength(rect)});
            const int width = std::max({kFlattest, qCeil(2.5 * line), minimumWidth, leastWidth(rect)});
            if (rect->minimumSize() != QSize(width, height))
                rect->setMinimumSize(width, height);
        }
    };
    apply();
    addLayoutStep(plot, FigurePlot::Stage::Sizes, plot, apply);
}

void minimumSizeInLines(QCustomPlot* plot, const QList<QCPAxisRect*>& rects, const QCPItemText* item, QSize lines,
                        QSize linesAlone)
{
    const auto apply = [plot, rects, item, lines, linesAlone] {
        const int line = QFontMetrics(item->font()).height();
        const QSize kept = figurepages::shown(plot) >= 0 ? linesAlone : lines;
        for (QCPAxisRect* rect : rects) {
            const QSize least(std::max(kept.width() * line, leastWidth(rect)), kept.height() * line);
            if (rect->minimumSize() != least)
                rect->setMinimumSize(least);
        }
    };
    apply();
    addLayoutStep(plot, FigurePlot::Stage::Sizes, plot, apply);
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

// The clock's dials laid out (a step of the figure's layout pass): the grid's shape for the room,
// the dials' least sizes, and each dial's scale kept round with room for its trail's labels.
#include "ui/views/clock/clockfigure.h"

#include "ui/framework/numbers.h"
#include "ui/framework/pagestate.h"
#include "ui/plotting/cachedtext.h"
#include "ui/plotting/figurepages.h"
#include "ui/plotting/labelfit.h"

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace pe::ui {

void ClockFigure::keepRound()
{
    // Equal scales on both axes, so that the unit circle is a circle in every cell shape.
    // A zoomed dial shows the same around its arc, kRadius / zoom each way.
    // The trail's labels ("t = 3725" beside the newest point, anywhere around the circle) stay
    // inside the cell: the dial is drawn smaller for them, down to kSmallestDial of its size;
    // a cell too small even then leaves them out (the title says t; they were cut at the
    // cell's edge). Measured for any place on the circle and one digit more, so that the
    // scale holds while only the moving layer is drawn again.
    auto fit = [](QCPAxisRect* rect, QPointF centre, double zoom, std::initializer_list<QCPItemText*> labels) {
        const double w = std::max(1, rect->width());
        const double h = std::max(1, rect->height());
        const double full = std::min(w, h) / (2 * kRadius / zoom); // pixels per unit
        double tw = 0, th = 0;
        for (const QCPItemText* label : labels)
            if (label->visible() && !label->text().isEmpty()) {
                const QFontMetricsF metrics(label->font());
                const QMargins pad = label->padding();
                tw = std::max(tw,
                              metrics.horizontalAdvance(label->text() + QLatin1Char('0')) + pad.left() + pad.right());
                th = std::max(th, metrics.height() + pad.top() + pad.bottom());
            }
        // The points lie on the unit circle (a zoomed dial shows its short arc as before).
        double scale = full;
        if (tw > 0 && zoom <= 1.0)
            scale = std::min({scale, w / 2 - kMargin - tw, h / 2 - kMargin - th});
        const bool labelsFit = scale >= kSmallestDial * full;
        if (!labelsFit) {
            scale = full;
            for (QCPItemText* label : labels)
                label->setVisible(false);
        }
        const double rx = 0.5 * w / scale, ry = 0.5 * h / scale;
        rect->axis(QCPAxis::atBottom)->setRange(centre.x() - rx, centre.x() + rx);
        rect->axis(QCPAxis::atLeft)->setRange(centre.y() - ry, centre.y() + ry);
        return labelsFit;
    };
    for (Dial& d : m_dials) {
        // Shown again when the cell has room for them again (a larger window, a new grid).
        // (Not on a dial a page took out: figurepages hid it with its items.)
        if (d.rect->visible()) {
            d.firstLabel->setVisible(d.firstWanted);
            d.lastLabel->setVisible(d.lastWanted);
        }
        d.labelsFit = fit(d.rect, d.centre, d.zoom, {d.firstLabel, d.lastLabel});
    }
    fit(m_wall, QPointF(0, 0), 1.0, {});
}

double ClockFigure::faceFor(QSize room, int columns) const
{
    const int count = dialCount();
    const int rows = (count + columns - 1) / columns;
    const double w = (room.width() - (columns - 1) * kGridSpacing) / static_cast<double>(columns);
    const double h = (room.height() - (rows - 1) * kGridSpacing) / static_cast<double>(rows);
    const double least = leastFace();
    if (w < least || h < least)
        return -1;
    // The labels above and under a dial, broken into lines at the cell's width as the axes
    // break them (CachedLabelAxis), at their size: the tallest pair takes the row's height. A
    // shape whose cells are narrower than a piece of a label (a number) would cut it: not taken.
    bool cut = false;
    const auto height = [w, &cut](const QCPAxis* axis) {
        if (labelfit::wholeLabel(axis).isEmpty()) // (label() is the fitted text, perhaps elided)
            return 0.0;
        int widest = 0;
        const QString lines =
            wrapLines(labelfit::wholeLabel(axis), axis->labelFont(), static_cast<int>(w) - 2 * kMargin, &widest);
        cut = cut || widest > w - 2 * kMargin;
        return QFontMetricsF(axis->labelFont()).boundingRect(QRectF(), Qt::TextDontClip, lines).height() +
               axis->labelPadding() + axis->padding();
    };
    double labels = 0;
    for (const Dial& d : m_dials)
        labels = std::max(labels, height(d.rect->axis(QCPAxis::atTop)) + height(d.rect->axis(QCPAxis::atBottom)));
    const double faceW = w - 2 * kMargin, faceH = h - labels - 2 * kMargin;
    if (cut)
        return -1;
    // Nor a shape whose cells are smaller than the dials' least size (their minimum, with their
    // side margins): the figure would be held past its room.
    if (w - 2 * kMargin < m_leastCell.width() || h - labels < m_leastCell.height())
        return -1;
    if (faceW < least || faceH < least)
        return -1;
    // The trail's labels around the circle (keepRound): "t = " and as many digits as L - 1.
    const QCPItemText* label = m_dials.front().lastLabel;
    const QFontMetricsF metrics(label->font());
    const double tw = metrics.horizontalAdvance(tr("t = %1").arg(numbers::integer(m_lastPosition)) + QLatin1Char('0')) +
                      label->padding().left() + label->padding().right();
    const double th = metrics.height() + label->padding().top() + label->padding().bottom();
    const double full = std::min(faceW, faceH) / (2 * kRadius);
    const double withLabels = std::min({full, faceW / 2 - kMargin - tw, faceH / 2 - kMargin - th});
    const double face = 2 * (withLabels >= kSmallestDial * full ? withLabels : full);
    return face >= least ? face : -1;
}

double ClockFigure::leastFace() const
{
    return m_dials.empty()
               ? 0.0
               : kLeastFaceLines * QFontMetricsF(m_dials.front().rect->axis(QCPAxis::atBottom)->labelFont()).height();
}

QSize ClockFigure::leastDial(const Dial& d) const
{
    // The face at its least size within the dial's range (kRadius each way), and as wide as the
    // widest piece of its labels (labelfit breaks them between pieces, never inside one): a
    // figure with no room for that shows its dials alone, as a page, rather than cut "λ = 6,2832"
    // to "λ = 6,…" (side by side at 200 %).
    const int face = static_cast<int>(std::ceil(leastFace() * kRadius)) + 2 * kMargin;
    return {std::max(face, labelfit::leastWidth(d.rect) + 2 * kMargin), face};
}

void ClockFigure::arrangeDials()
{
    // While a dial shows alone (figurepages took the others out of the grid) the grid keeps
    // its shape; the whole grid (the wall clock on a page of its own) chooses it again.
    const int count = dialCount();
    m_leastCell = QSize();
    for (const Dial& d : m_dials) {
        const QSize least = leastDial(d);
        m_leastCell = m_leastCell.expandedTo(least);
        if (d.rect->minimumSize() != least)
            d.rect->setMinimumSize(least);
    }
    const int cell = m_leastCell.width();
    // The room on screen: a figure held at its minimum (its scroll area's widget grown to it)
    // is taller than what shows, and a shape chosen for that height would keep it so.
    QSize room = m_dialGrid->rect().size();
    for (const QWidget* w = m_plot; w; w = w->parentWidget())
        if (const PageState* page = findAttached<PageState>(w); page && page->room.isValid()) {
            if (!onPage(m_plot, &PageState::exporting))
                room.rheight() -= std::max(0, w->height() - page->room.height());
            break;
        }
    // (nor while the wall clock's page shows: the grid, out of the layout, has no room then; nor
    // while some of its dials show alone: their pages are its rows)
    const bool dialsShown =
        std::any_of(m_dials.begin(), m_dials.end(), [](const Dial& d) { return d.rect->realVisibility(); });
    if (count == 0 || room.isEmpty() || !dialsShown || figurepages::shownLevel(m_plot) != figurepages::Level::Coarse)
        return;
    int best = m_columns;
    double largest = faceFor(room, m_columns);
    for (int columns = 1; columns <= count; ++columns) {
        // A shape is taken only when it draws the dials larger by a pixel or more: the layout
        // settles instead of trading two shapes of about the same size.
        const double face = faceFor(room, columns);
        if (face > largest + 1) {
            largest = face;
            best = columns;
        }
    }
    if (largest < 0) {
        // No shape has room for the dials and their labels: as many columns as the width holds
        // at their least size. The figure is then too tall for its room, and shows less
        // (FigureFit: the dials as a page, then one by one) rather than cut their labels.
        best = 1;
        while (best < count && (best + 1) * cell + best * kGridSpacing <= room.width())
            ++best;
    }
    if (best == m_columns && m_dialGrid->columnCount() == std::min(count, best))
        return;
    m_columns = best;
    m_dialGrid->setWrap(best);
    m_dialGrid->setFillOrder(QCPLayoutGrid::foColumnsFirst, true); // re-placed in order, row by row
}

} // namespace pe::ui

// Internal: part of ui/views/rotation/rotationfigure.h. How large the circles are drawn and
// where their labels go, at every layout of the figure; rotationfigure.cpp builds the figure.
#include "ui/views/rotation/rotationfigure.h"

#include "ui/plotting/labelfit.h"

#include <QHelpEvent>
#include <QToolTip>

#include <algorithm>
#include <cmath>
#include <vector>

namespace pe::ui {

namespace {
/// At most as large as this many radii across and up (the rest is room for the labels).
constexpr double kHalfWidth = 1.25;
constexpr double kHalfExtent = 1.15;
constexpr double kNotePoints = 10.5; ///< the notes' and the numbers' text size, at text size 100 %
constexpr double kGap = 3;           ///< pixels kept between a label and the panel's edge or another label
constexpr double kBeside = 0.12;     ///< a point label beside its point: the gap, in radii
/// How much larger the circle must draw for its point labels to go beside it.
constexpr double kBesideGain = 1.1;
/// How much larger the circle must draw for its note to go (into the panel's tooltip).
constexpr double kNoteCost = 1.3;

/// Something drawn around the circle along one direction: its anchor `u` radii from the centre
/// and the pixels it reaches from its anchor, from `lo` to `hi` (towards growing u).
struct Extent {
    double u, lo, hi;
};

/// The largest scale (pixels per radius, at most `cap`) at which a centre puts every extent
/// within [rmin, rmax], and that centre, the nearest to the room's middle.
std::pair<double, double> solve(const std::vector<Extent>& extents, double rmin, double rmax, double cap)
{
    const auto centres = [&](double s) {
        double low = rmin, high = rmax;
        for (const Extent& e : extents) {
            low = std::max(low, rmin - e.u * s - e.lo);
            high = std::min(high, rmax - e.u * s - e.hi);
        }
        return std::make_pair(low, high);
    };
    double ok = 0, tooLarge = cap;
    if (const auto [low, high] = centres(cap); low <= high)
        ok = cap;
    for (int i = 0; i < 40 && ok < cap; ++i) {
        const double s = (ok + tooLarge) / 2;
        const auto [low, high] = centres(s);
        (low <= high ? ok : tooLarge) = s;
    }
    const auto [low, high] = centres(ok);
    return {ok, std::clamp((rmin + rmax) / 2, low, std::max(low, high))};
}

} // namespace

double RotationPlot::notePoints() const
{
    // The title's font follows View > Text size and the window's fit (plotstyle::rescaleFonts):
    // the notes, sized here from scratch at every layout, follow it too.
    return kNotePoints * m_title->font().pointSizeF() / m_titlePoints;
}

double RotationPlot::fitCircle(QCPAxisRect* rect, const std::vector<QCPItemText*>& labels, double noteHeight)
{
    // Solved along each direction: the circle (and its points) and every label inside the
    // panel, the labels clear of the note along the bottom. The circle need not be centred: on
    // a wide, short panel it moves up and sideways to leave its labels room, rather than
    // shrink.
    const double w = std::max(10, rect->width());
    const double h = std::max(10, rect->height());
    const double marker = 7;
    std::vector<Extent> across{{-1, -marker, marker}, {1, -marker, marker}};
    std::vector<Extent> up = across;
    for (const QCPItemText* label : labels) {
        if (!label->visible() || label->text().isEmpty())
            continue;
        const QSizeF size = labelfit::itemTextRect(label).size();
        const QPointF at = label->position->coords();
        const Qt::Alignment a = label->positionAlignment();
        const double left = (a & Qt::AlignRight) ? -size.width() : (a & Qt::AlignHCenter) ? -size.width() / 2 : 0;
        // Upwards: AlignBottom puts the text above its anchor.
        const double below = (a & Qt::AlignBottom) ? 0 : (a & Qt::AlignVCenter) ? -size.height() / 2 : -size.height();
        across.push_back({at.x(), left, left + size.width()});
        up.push_back({at.y(), below, below + size.height()});
    }
    const double cap = std::min(w / (2 * kHalfWidth), h / (2 * kHalfExtent));
    const double bottom = noteHeight > 0 ? noteHeight + kGap : 0;
    const auto [sx, cx] = solve(across, kGap, w - kGap, cap);
    const auto [sy, cy] = solve(up, bottom + kGap, h - kGap, cap);
    const double scale = std::max(1.0, std::min(sx, sy));
    // The centres again at the scale both directions share.
    const double x = solve(across, kGap, w - kGap, scale).second;
    const double y = solve(up, bottom + kGap, h - kGap, scale).second;
    Q_UNUSED(cx);
    Q_UNUSED(cy);
    rect->axis(QCPAxis::atBottom)->setRange(-x / scale, (w - x) / scale);
    rect->axis(QCPAxis::atLeft)->setRange(-y / scale, (h - y) / scale);
    return scale;
}

double RotationPlot::labelsBesideWhenLarger(QCPAxisRect* rect, double noteHeight, double scale)
{
    // The point labels go outside their points, above and below for points near the top and
    // the bottom: on a flat panel (a lesson step on a projector) they took the height and the
    // circle stayed a few tens of pixels across. Beside the circle instead, each at its point's
    // height, on its point's side, when that draws the circle larger and the two labels stay
    // apart.
    const std::vector<QCPItemText*> labels{m_labelT, m_labelShifted};
    const QCPItemTracer* points[] = {m_pointT, m_pointShifted};
    struct Place {
        QPointF at;
        Qt::Alignment alignment;
    };
    std::vector<Place> outside;
    for (const QCPItemText* label : labels)
        outside.push_back({label->position->coords(), label->positionAlignment()});
    // Next to its point, off the circle's line across the label's height, at the scale the
    // circle draws with the labels there: measured first at the present scale, then at the
    // larger one that gives, until it no longer grows. (A label kept centred on a point near
    // the top stood 0.6 radius from it, past where the line crosses its height.)
    double beside = scale;
    for (int round = 0; round < 3; ++round) {
        for (int i = 0; i < 2; ++i) {
            const QPointF p = points[i]->position->coords();
            const double side = p.x() >= 0 ? 1 : -1;
            const double halfHeight =
                (labelfit::itemTextRect(labels[i]).size().height() / 2 + kGap) / std::max(1.0, beside);
            const double band = std::max(0.0, std::abs(p.y()) - halfHeight);
            const double edge = std::sqrt(std::max(0.0, 1 - band * band));
            // Centred on its point's height while the circle's line leaves it room there; a
            // point near the top or bottom has the line close above or below it: its label
            // stands beside it on the outer side of that height (its bottom, or top, at the
            // point), where the circle reaches no further out than the point itself.
            const bool centred = edge + kBeside / 2 <= std::abs(p.x()) + kBeside;
            const Qt::Alignment vertical = centred ? Qt::AlignVCenter : p.y() >= 0 ? Qt::AlignBottom : Qt::AlignTop;
            labels[i]->position->setCoords(side * (std::abs(p.x()) + kBeside), p.y());
            labels[i]->setPositionAlignment((side > 0 ? Qt::AlignLeft : Qt::AlignRight) | vertical);
        }
        // (the axes' ranges are those of the last fit: the scale returned is that fit's)
        const double larger = fitCircle(rect, labels, noteHeight);
        const bool grew = larger > beside * 1.02;
        beside = larger;
        if (!grew)
            break;
    }
    const QRectF a = labelfit::itemTextRect(m_labelT).adjusted(-kGap, -kGap, kGap, kGap);
    if (beside > scale * kBesideGain && !a.intersects(labelfit::itemTextRect(m_labelShifted)))
        return beside;
    for (int i = 0; i < 2; ++i) {
        labels[i]->position->setCoords(outside[i].at);
        labels[i]->setPositionAlignment(outside[i].alignment);
    }
    return fitCircle(rect, labels, noteHeight);
}

bool RotationPlot::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        for (const auto& [rect, note] : {std::pair{m_circleRect, m_circleNote}, std::pair{m_twinRect, m_twinNote}})
            if (m_notesWanted && !note->visible() && !note->text().isEmpty() && rect->realVisibility() &&
                rect->rect().contains(help->pos())) {
                QToolTip::showText(help->globalPos(), note->text(), this, rect->rect());
                return true;
            }
    }
    return FigurePlot::event(event);
}

void RotationPlot::placeArcLabel()
{
    // After the circle is drawn at its size: the arc's label goes where it covers no other text,
    // no point and no note, inside the panel; first beside the arc's middle, then across the
    // centre from it, then in a corner of the panel. With no such place it is left out (the
    // numbers beside say ω_k Δ too). It never makes the circle smaller.
    if (!m_arcLabelWanted) {
        m_arcLabel->setVisible(false);
        return;
    }
    m_arcLabel->setVisible(true);
    std::vector<QRectF> taken;
    for (const QCPItemText* t : {m_labelT, m_labelShifted, m_circleNote})
        if (t->visible() && !t->text().isEmpty())
            taken.push_back(labelfit::itemTextRect(t).adjusted(-kGap, -kGap, kGap, kGap));
    for (const QCPItemTracer* p : {m_pointT, m_pointShifted, m_pointRotated}) {
        const QPointF c = p->position->pixelPosition();
        const double r = p->size() / 2 + 1;
        taken.emplace_back(c.x() - r, c.y() - r, 2 * r, 2 * r);
    }
    const QRectF inside = QRectF(m_circleRect->rect()).adjusted(kGap, kGap, -kGap, -kGap);
    const auto fits = [&] {
        const QRectF r = labelfit::itemTextRect(m_arcLabel);
        return inside.contains(r) &&
               std::none_of(taken.begin(), taken.end(), [&](const QRectF& t) { return t.intersects(r); });
    };
    const auto at = [&](QPointF coords, Qt::Alignment a) {
        m_arcLabel->position->setCoords(coords);
        m_arcLabel->setPositionAlignment(a);
        return fits();
    };
    const QPointF mid = m_arcAnchor;
    const double length = std::max(1e-9, std::hypot(mid.x(), mid.y()));
    // Across the centre: as far from both points as the circle allows.
    const QPointF across(-0.12 * mid.x() / length, -0.12 * mid.y() / length);
    Qt::Alignment acrossAlign = across.x() > 0.04    ? Qt::AlignLeft
                                : across.x() < -0.04 ? Qt::AlignRight
                                                     : Qt::AlignHCenter;
    acrossAlign |= across.y() > 0.04 ? Qt::AlignBottom : across.y() < -0.04 ? Qt::AlignTop : Qt::AlignVCenter;
    QCPAxis* x = m_circleRect->axis(QCPAxis::atBottom);
    QCPAxis* y = m_circleRect->axis(QCPAxis::atLeft);
    const QRectF r = inside;
    const auto corner = [&](double px, double py) { return QPointF(x->pixelToCoord(px), y->pixelToCoord(py)); };
    if (at(mid, m_arcAlign) || at(across, acrossAlign) || at(corner(r.left(), r.top()), Qt::AlignLeft | Qt::AlignTop) ||
        at(corner(r.right(), r.top()), Qt::AlignRight | Qt::AlignTop) ||
        at(corner(r.left(), r.bottom()), Qt::AlignLeft | Qt::AlignBottom) ||
        at(corner(r.right(), r.bottom()), Qt::AlignRight | Qt::AlignBottom))
        return;
    m_arcLabel->position->setCoords(mid);
    m_arcLabel->setPositionAlignment(m_arcAlign);
    m_arcLabel->setVisible(false);
}

void RotationPlot::keepCirclesRound()
{
    // The point labels stay inside their panel, clear of the axis labels, of the note and of
    // the next panel: a panel short of room draws its circle smaller, down to kSmallestCircle
    // of its size. Below that the twin labels are stacked on two lines; then the circle may go
    // down to kSmallestStacked of its size (on a short panel, 1600 x 1000 at 200 %, the stacked
    // label under the circle at 55 % ran into the note at the bottom).
    constexpr double kSmallestCircle = 0.55;
    constexpr double kSmallestStacked = 0.4;
    fitTexts();
    for (QCPAxisRect* rect : {m_circleRect, m_twinRect}) {
        const double w = std::max(10, rect->width());
        const double h = std::max(10, rect->height());
        const double full = std::min(w / (2 * kHalfWidth), h / (2 * kHalfExtent));
        const bool circle = rect == m_circleRect;
        if (!circle)
            for (int i = 0; i < 4; ++i)
                m_twinLabels[i]->setText(m_twinTexts[i]);
        const std::vector<QCPItemText*> labels =
            circle ? std::vector<QCPItemText*>{m_labelT, m_labelShifted}
                   : std::vector<QCPItemText*>(std::begin(m_twinLabels), std::end(m_twinLabels));
        // The note along the panel's bottom keeps its size (the text floor): the labels give
        // way first, then the note (its words stay in the panel's tooltip).
        QCPItemText* note = circle ? m_circleNote : m_twinNote;
        const QSizeF noteSize = labelfit::itemTextRect(note).size();
        note->setVisible(m_notesWanted && noteSize.width() + 8 <= rect->width());
        const auto noteHeight = [&] { return note->visible() && !note->text().isEmpty() ? noteSize.height() : 0.0; };
        double scale = fitCircle(rect, labels, noteHeight());
        if (circle)
            scale = labelsBesideWhenLarger(rect, noteHeight(), scale);
        if (scale < kSmallestCircle * full && !circle) {
            for (int i = 0; i < 4; ++i)
                m_twinLabels[i]->setText(
                    QString(m_twinTexts[i]).replace(QStringLiteral(" = "), QStringLiteral("\n= ")));
            scale = fitCircle(rect, labels, noteHeight());
        }
        // Still no room for the labels (1280 x 720 at 200 % in Chinese, whose lines are
        // taller): the note at the bottom goes, rather than a label running into it.
        if (scale < kSmallestStacked * full && note->visible()) {
            note->setVisible(false);
            scale = fitCircle(rect, labels, 0);
        }
        // A flat panel (a lesson step on a projector): the note along its bottom takes a third
        // of the circle's height. It goes when the circle draws much larger without it (its
        // words stay in the panel's tooltip; the panel's title says the same in symbols).
        if (note->visible()) {
            const double without = fitCircle(rect, labels, 0);
            if (without >= kNoteCost * scale) {
                note->setVisible(false);
                scale = without;
            } else {
                scale = fitCircle(rect, labels, noteHeight());
            }
        }
        // The points follow a small circle down (12 and 20 px from a radius of 40 px): on a
        // projector at 200 % they hid the circle and ran under their labels.
        const double filled = std::clamp(0.3 * scale, 5.0, 12.0);
        if (circle) {
            m_pointT->setSize(filled);
            m_pointShifted->setSize(filled);
            m_pointRotated->setSize(std::clamp(0.5 * scale, 8.0, 20.0));
            m_arcHead->setHead(QCPLineEnding(QCPLineEnding::esSpikeArrow, filled, filled * 14.0 / 12.0));
            placeArcLabel();
        } else {
            for (QCPItemTracer* point : m_twinPoints)
                point->setSize(filled);
        }
    }
}

} // namespace pe::ui

// Internal: part of ui/views/rotation/rotationfigure.h. What a new result changes (points,
// arcs, labels, the numbers and the residual curves); rotationfigure.cpp builds and lays out
// the figure.
#include "ui/views/rotation/rotationfigure.h"

#include "core/formula/formula.h"
#include "ui/framework/numbers.h"

#include <QtMath>

#include <algorithm>
#include <cmath>

namespace pe::ui {

namespace {

QString num(double v, int decimals = 4)
{
    return numbers::fixed(v, decimals);
}

QString sci(double v)
{
    return v == 0 ? QStringLiteral("0") : numbers::scientific(v, 1);
}

/// Places a label next to a point on the unit circle, pushed outwards.
void placeOutside(QCPItemText* label, double x, double y, double push = 0.16)
{
    label->position->setCoords(x * (1 + push), y * (1 + push));
    const double side = 0.3 * std::hypot(x, y);
    Qt::Alignment a = x > side ? Qt::AlignLeft : x < -side ? Qt::AlignRight : Qt::AlignHCenter;
    a |= y > side ? Qt::AlignBottom : y < -side ? Qt::AlignTop : Qt::AlignVCenter;
    label->setPositionAlignment(a);
}
} // namespace

void RotationPlot::drawCircle(const RotationFrame& r)
{
    const core::PairRotation& p = r.selected();
    const int sinCol = core::columnIndex(r.params, r.pair, true);
    const int cosCol = core::columnIndex(r.params, r.pair, false);
    m_circleRect->axis(QCPAxis::atBottom)->setLabel(tr("sin(ω_k t)   (dimension %1)").arg(sinCol));
    m_circleRect->axis(QCPAxis::atLeft)->setLabel(tr("cos(ω_k t)   (dimension %1)").arg(cosCol));
    m_circleRect->axis(QCPAxis::atTop)->setLabel(tr("Pair k = %1: M(Δ)·PE(t) = PE(t+Δ)").arg(r.pair));

    m_pointT->position->setCoords(p.sinT, p.cosT);
    m_pointShifted->position->setCoords(p.sinShifted, p.cosShifted);
    m_pointRotated->position->setCoords(p.sinRotated, p.cosRotated);
    m_radiusT->start->setCoords(0, 0);
    m_radiusT->end->setCoords(p.sinT, p.cosT);
    m_radiusShifted->start->setCoords(0, 0);
    m_radiusShifted->end->setCoords(p.sinShifted, p.cosShifted);
    placeOutside(m_labelT, p.sinT, p.cosT);
    m_labelT->setText(tr("PE(%1)").arg(numbers::integer(r.position)));
    placeOutside(m_labelShifted, p.sinShifted, p.cosShifted);
    m_labelShifted->setText(tr("PE(%1)").arg(numbers::integer(r.position + r.offset)));
    m_circleNote->setText(tr("○ M(Δ)·PE(%1) lands on PE(%2)")
                              .arg(numbers::integer(r.position))
                              .arg(numbers::integer(r.position + r.offset)));

    // The arc of w_k phi the short way round, within (-180°, 180°]: clockwise in the (sin, cos)
    // plane when positive (the way t grows), anticlockwise when negative.
    const double a0 = std::atan2(p.sinT, p.cosT);
    const double turn = core::shortestTurn(p.omega, static_cast<double>(r.offset));
    const int n = 90;
    const double radius = 0.42;
    QVector<double> xs, ys;
    for (int i = 0; i <= n; ++i) {
        const double a = a0 + turn * i / n;
        xs << radius * std::sin(a);
        ys << radius * std::cos(a);
    }
    m_arc->setData(xs, ys);
    m_arcSweep = turn;
    const bool visibleTurn = std::abs(turn) > 0.05;
    m_arcHead->setVisible(visibleTurn);
    m_arcLabelWanted = true;
    m_arcHead->start->setCoords(xs[n - 3], ys[n - 3]);
    m_arcHead->end->setCoords(xs[n], ys[n]);
    const double mid = a0 + turn / 2;
    // Outside the arc, on the side of its middle, so that it never covers the arc.
    placeOutside(m_arcLabel, 0.5 * std::sin(mid), 0.5 * std::cos(mid), 0.12);
    m_arcAnchor = m_arcLabel->position->coords();
    m_arcAlign = m_arcLabel->positionAlignment();
    const double total = p.omega * static_cast<double>(r.offset);
    const double degrees = turn * 180.0 / M_PI;
    m_arcLabel->setText(std::abs(total) > M_PI + 1e-12
                            ? tr("ω_k Δ = %1 rad\n≡ %2°").arg(numbers::real(total, 4)).arg(numbers::fixed(degrees, 1))
                            : tr("ω_k Δ = %1°").arg(numbers::fixed(degrees, 1)));
}

void RotationPlot::drawTwin(const RotationFrame& r)
{
    const core::PairRotation& p = r.selected();
    QCPAxis* top = m_twinRect->axis(QCPAxis::atTop);
    m_twinRect->axis(QCPAxis::atBottom)->setLabel(tr("sin(ω_k t): all a sine keeps"));
    m_twinRect->axis(QCPAxis::atLeft)->setLabel(tr("cos(ω_k t)"));
    const bool found = r.twin.found;
    for (int i = 0; i < 4; ++i) {
        m_twinPoints[i]->setVisible(found || i % 2 == 0);
        m_twinLabels[i]->setVisible(found || i % 2 == 0);
    }
    m_twinShadow[2]->setVisible(found);
    const double xs[4] = {p.sinT, r.twinRotation.sinT, p.sinShifted, r.twinRotation.sinShifted};
    const double ys[4] = {p.cosT, r.twinRotation.cosT, p.cosShifted, r.twinRotation.cosShifted};
    const long ts[4] = {r.position, r.twin.twin, r.position + r.offset, r.twin.twin + r.offset};
    const QString symbols[4] = {tr("t"), tr("t′"), tr("t+Δ"), tr("t′+Δ")};
    for (int i = 0; i < 4; ++i) {
        m_twinPoints[i]->position->setCoords(xs[i], ys[i]);
        placeOutside(m_twinLabels[i], xs[i], ys[i]);
        // Names of the same position (t + phi = t' in the textbook case) share one label.
        int first = i;
        QStringList names;
        for (int j = 0; j < 4; ++j) {
            if (ts[j] != ts[i] || (!found && j % 2 == 1))
                continue;
            first = std::min(first, j);
            names << symbols[j];
        }
        m_twinLabels[i]->setVisible(first == i && (found || i % 2 == 0));
        names << numbers::integer(ts[i]);
        m_twinTexts[i] = names.join(QStringLiteral(" = "));
        m_twinLabels[i]->setText(m_twinTexts[i]);
    }
    const double shadows[3] = {p.sinT, p.sinShifted, r.twinRotation.sinShifted};
    for (int i = 0; i < 3; ++i) {
        m_twinShadow[i]->point1->setCoords(shadows[i], 0);
        m_twinShadow[i]->point2->setCoords(shadows[i], 1);
    }
    if (!found) {
        top->setLabel(tr("Sine only: no position shares sin(ω_k t) with t = %1").arg(numbers::integer(r.position)));
        m_twinNote->setText(tr("t sits on a crest of this pair's sine; try another t or pair"));
        return;
    }
    const long beyond = r.twin.twin >= r.params.length;
    top->setLabel(tr("Sine only: %1 and %2 look alike").arg(numbers::integer(r.position)).arg(r.twin.twin));
    m_twinNote->setText(tr("sin: %1 | %2%3\n→ after +Δ: %4 | %5")
                            .arg(num(p.sinT), num(r.twinRotation.sinT), beyond ? tr(" (t′ ≥ L)") : QString(),
                                 num(p.sinShifted), num(r.twinRotation.sinShifted)));
}

QString RotationPlot::numbersText() const
{
    return m_numbers->text();
}

QString RotationPlot::arcLabel() const
{
    return m_arcLabel->text();
}

void RotationPlot::drawNumbers(const RotationFrame& r)
{
    if (!r.hasPair()) {
        m_numbers->setText(tr("d = %1 has no complete (sin, cos) pair:\nthere is nothing to rotate.")
                               .arg(numbers::integer(r.params.dim)));
        m_numbersWhole.clear();
        m_numbersShort.clear();
        return;
    }
    const core::PairRotation& p = r.selected();
    const double total = p.omega * static_cast<double>(r.offset);
    QString text;
    text += tr("Pair k = %1   ω_k = %2\n").arg(r.pair).arg(numbers::real(p.omega, 6));
    text += tr("wavelength 2π/ω_k = %1 positions\n").arg(numbers::real(core::kTwoPi / p.omega, 6));
    text +=
        tr("ω_k Δ = %1 rad = %2 turns\n\n").arg(numbers::real(total, 6)).arg(numbers::real(total / core::kTwoPi, 4));
    text += tr("M(Δ) = [ cos ω_kΔ   sin ω_kΔ ]\n       [ −sin ω_kΔ  cos ω_kΔ ]\n\n");
    text += tr("     = [ %1  %2 ]\n       [ %3  %4 ]\n\n")
                .arg(num(p.m.m00, 6), 9)
                .arg(num(p.m.m01, 6), 9)
                .arg(num(p.m.m10, 6), 9)
                .arg(num(p.m.m11, 6), 9);
    text += tr("PE(t)       = (%1, %2)\n").arg(num(p.sinT, 6), 9).arg(num(p.cosT, 6), 9);
    text += tr("M(Δ)·PE(t)  = (%1, %2)\n").arg(num(p.sinRotated, 6), 9).arg(num(p.cosRotated, 6), 9);
    text += tr("PE(t+Δ)     = (%1, %2)\n\n").arg(num(p.sinShifted, 6), 9).arg(num(p.cosShifted, 6), 9);
    text += tr("residual, this pair:  %1\n").arg(sci(p.residual));
    text += tr("largest over %1 pairs: %2\n\n").arg(numbers::integer(r.table.size())).arg(sci(r.maxResidual));
    // In short, on a page too tall for its room (a projector at 200 %): the same numbers without
    // the blank lines between them and the closing remark, which the panels' notes also make.
    m_numbersShort = text.trimmed().replace(QStringLiteral("\n\n"), QStringLiteral("\n"));
    text += tr("M depends on Δ and ω_k only:\nchange t and it stays; the points move.");
    if (r.params.dim % 2 == 1) {
        const QString odd = tr("\n(odd d: the last sine has no cosine\nand is left out)");
        text += odd;
        m_numbersShort += odd;
    }
    m_numbersWhole = text;
    m_numbers->setText(text);
}

void RotationPlot::drawResiduals(const RotationFrame& r)
{
    const int n = static_cast<int>(r.table.size());
    QVector<double> x(n), res(n), sine(n);
    for (int k = 0; k < n; ++k) {
        x[k] = k;
        res[k] = std::max(r.table[k].residual, kFloor);
        sine[k] = std::max(r.sineOnly[k], kFloor);
    }
    m_residualGraph->setData(x, res, true);
    m_sineOnlyGraph->setData(x, sine, true);
    const QCPScatterStyle dots(QCPScatterStyle::ssDisc, n <= 64 ? 6 : 0);
    m_residualGraph->setScatterStyle(n <= 64 ? dots : QCPScatterStyle());
    m_sineOnlyGraph->setScatterStyle(n <= 64 ? dots : QCPScatterStyle());
    m_residualRect->axis(QCPAxis::atBottom)->setRange(-0.5, std::max(1, n) - 0.5);
    m_pairMarker->point1->setCoords(r.pair, 1);
    m_pairMarker->point2->setCoords(r.pair, 10);
}

} // namespace pe::ui

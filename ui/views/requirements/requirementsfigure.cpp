// The texts of the requirements view's cards: verdicts and numbers from the frame.

#include "ui/views/requirements/requirementsview.h"

#include "ui/framework/numbers.h"
#include "ui/framework/sharedparams.h"
#include "ui/plotting/cardelement.h"

#include <QLocale>
#include <QStringList>

#include <algorithm>

namespace pe::ui {

namespace {
using panels::num;
using Verdict = CardElement::Verdict;

/// "Δ = 10: 4.47 ± 3e−15 (max − min)", one line per offset.
QStringList spreadLines(const std::vector<core::OffsetSpread>& spreads)
{
    QStringList lines;
    for (const core::OffsetSpread& s : spreads)
        lines << RequirementsView::tr("Δ = %1: %2, %3")
                     .arg(numbers::integer(s.offset))
                     .arg(num(s.mean, 6))
                     .arg(num(s.spread(), 2));
    return lines;
}

/// "Δ = 1: 1e−14; Δ = 10: 4e−14": the max − min of every offset on one line.
QString spreadSummary(const std::vector<core::OffsetSpread>& spreads)
{
    QStringList parts;
    for (const core::OffsetSpread& s : spreads)
        parts << RequirementsView::tr("Δ = %1: %2").arg(numbers::integer(s.offset)).arg(num(s.spread(), 2));
    // Where numbers have a decimal comma, a no-break space before the semicolon (French).
    const bool comma = QLocale().decimalPoint() == QLatin1String(",");
    return parts.join(comma ? QString(QChar(0x00A0)) + QStringLiteral("; ") : QStringLiteral("; "));
}

const core::OffsetSpread* widest(const std::vector<core::OffsetSpread>& spreads)
{
    const core::OffsetSpread* w = nullptr;
    for (const core::OffsetSpread& s : spreads)
        if (s.samples > 0 && (!w || s.spread() > w->spread()))
            w = &s;
    return w;
}

bool allRounding(const std::vector<core::OffsetSpread>& spreads)
{
    return std::all_of(spreads.begin(), spreads.end(),
                       [](const core::OffsetSpread& s) { return requirements::spreadIsRounding(s); });
}
} // namespace

void RequirementsView::drawCards(const RequirementsFrame& f)
{
    const long length = f.params.length;
    const int d = f.params.dim;

    // 1. Uniqueness.
    {
        const core::MinDistance& u = f.unique;
        const bool enough = u.positions >= 2;
        const QString headline = enough ? tr("closest pair: ‖PE(%1) − PE(%2)‖ = %3")
                                              .arg(numbers::integer(u.first))
                                              .arg(numbers::integer(u.second))
                                              .arg(num(u.distance, 5))
                                        : tr("only one position");
        QString details;
        if (f.naive) {
            details = tr("Over all pairs of positions 0 … %1, compared directly.").arg(numbers::integer(length - 1));
            if (*f.naive == core::NaiveKind::Fraction)
                details += QLatin1Char(' ') + tr("Every pair t, t+1 is √d / (L − 1) = %1 apart: which one comes out "
                                                 "closest is decided by rounding in the last digits.")
                                                  .arg(num(core::fractionOffsetDistance(d, length, 1), 5));
            else if (*f.naive == core::NaiveKind::Index)
                details += QLatin1Char(' ') +
                           tr("Every pair t, t+1 is √d = %1 apart.").arg(num(core::indexOffsetDistance(d, 1), 5));
            if (const long period = core::binaryPeriod(d); *f.naive == core::NaiveKind::Binary && period > 0)
                details += QLatin1Char(' ') + tr("%1 bits write 2^%2 = %3 numbers: position t + %3 repeats position t.")
                                                  .arg(shared::caption(*shared::find(QStringLiteral("d")), f.params))
                                                  .arg(numbers::integer(d))
                                                  .arg(numbers::integer(period));
        } else if (f.table)
            details = tr("Over all pairs of the table's rows 0 … %1, compared directly.")
                          .arg(numbers::integer(u.positions - 1));
        else
            details = tr("Over positions 0 … %1. It depends only on the offset Δ: ‖PE(t) − PE(t+Δ)‖² = Σₖ 2(1 − "
                         "cos ωₖΔ), so %2 offsets are searched, not %3 pairs.")
                          .arg(numbers::integer(length - 1))
                          .arg(numbers::integer(length - 1))
                          .arg(numbers::integer(static_cast<qint64>(length) * (length - 1) / 2));
        const long searched = f.naive && u.distance > 0 ? std::min(length, requirements::kPairRows) : u.positions;
        if ((f.table || f.naive) && searched < length)
            details = tr("%1 (The first %2 of the %3 positions: the search costs rows² × d.)")
                          .arg(details)
                          .arg(numbers::integer(searched))
                          .arg(numbers::integer(length));
        m_cards[0]->setContent(tr("1 · Every position is unique"),
                               !enough ? Verdict::Caveat : (u.distance > 0 ? Verdict::Pass : Verdict::Fail), headline,
                               details);
    }

    // 2. Offset consistency.
    {
        const core::OffsetSpread* w = widest(f.spreads);
        QString headline;
        QStringList details;
        Verdict verdict = Verdict::Caveat;
        if (!w) {
            headline = tr("no offset below %1").arg(shared::caption(*shared::find(QStringLiteral("length")), f.params));
        } else {
            const bool same = allRounding(f.spreads);
            verdict = same ? Verdict::Pass : Verdict::Fail;
            headline = same ? tr("the same for every t")
                            : tr("varies with t: spread %1 at Δ = %2")
                                  .arg(num(w->spread(), 3))
                                  .arg(numbers::integer(w->offset));
            if (f.naive && *f.naive == core::NaiveKind::Fraction) {
                // The same for every t at one L, but not from one L to another.
                verdict = Verdict::Fail;
                headline = tr("the step depends on L: %1 at L = %2, %3 at L = %4")
                               .arg(num(core::fractionOffsetDistance(d, length, 1), 4))
                               .arg(numbers::integer(length))
                               .arg(num(core::fractionOffsetDistance(d, 2 * length, 1), 4))
                               .arg(numbers::integer(2 * length));
                details << tr("‖PE(t) − PE(t+1)‖ = √d / (L − 1): one position apart is a different distance in a "
                              "longer sequence, so no distance means “the next word”.");
            } else if (f.naive && *f.naive == core::NaiveKind::Binary) {
                const core::BinaryJumps j = core::binaryNeighbourJumps(d, length);
                details << tr("Neighbours: %1 when one bit flips, %2 when %3 bits flip (%4 → %5).")
                               .arg(num(j.smallest, 4))
                               .arg(num(j.largest, 4))
                               .arg(numbers::integer(j.largestBits))
                               .arg(numbers::integer(j.largestAt))
                               .arg(numbers::integer(j.largestAt + 1));
            }
            details << tr("‖PE(t) − PE(t+Δ)‖ and its max − min over t:") << spreadLines(f.spreads);
            if (!f.table && f.spreads.front().samples < f.spreads.front().to - f.spreads.front().from)
                details
                    << tr("(%1 t per offset, in evenly spaced runs.)").arg(numbers::integer(f.spreads.front().samples));
        }
        m_cards[1]->setContent(tr("2 · Same offset, same distance"), verdict, headline,
                               details.join(QLatin1Char('\n')));
    }

    // 3. Extrapolation.
    if (f.table) {
        m_cards[2]->setContent(
            tr("3 · Works past the training length"), Verdict::Fail,
            tr("no vector for position %1 or later").arg(numbers::integer(f.tableRows)),
            tr("A learned table has one row per position seen in training (%1 here): nothing to look up past "
               "its end, so a model using it cannot read longer inputs.")
                .arg(numbers::integer(f.tableRows)));
    } else if (f.naive) {
        drawNaiveExtrapolation(f);
    } else {
        const core::MinDistance& e = f.extended;
        const bool unique = e.positions >= 2 && e.distance > 0;
        const bool same = allRounding(f.spreadsPast);
        QStringList details;
        details << tr("The formula has no last row. Closest pair in 0 … %1: ‖PE(%2) − PE(%3)‖ = %4.")
                       .arg(numbers::integer(2 * length - 1))
                       .arg(numbers::integer(e.first))
                       .arg(numbers::integer(e.second))
                       .arg(num(e.distance, 5));
        if (!f.spreadsPast.empty())
            details << tr("Max − min over t = %1 … %2: %3")
                           .arg(numbers::integer(length))
                           .arg(numbers::integer(2 * length - 1))
                           .arg(spreadSummary(f.spreadsPast));
        m_cards[2]->setContent(
            tr("3 · Works past the training length"), unique && same ? Verdict::Pass : Verdict::Fail,
            tr("%1 … %2: unique, same distances").arg(numbers::integer(length)).arg(numbers::integer(2 * length - 1)),
            details.join(QLatin1Char('\n')));
    }

    // 4. Determinism.
    {
        const core::DeterminismCheck& c = f.determinism;
        const QString headline = c.identical ? tr("computed twice: bit-identical") : tr("computed twice: bits differ");
        const QString check = tr("Checked on rows 0 … %1 (%2 values), computed in one pass and again row by row.")
                                  .arg(numbers::integer(c.positions - 1))
                                  .arg(numbers::integer(static_cast<qint64>(c.positions) * c.dim));
        const QString statement =
            f.table   ? tr("This file gives the same vectors every time, but they come from training: another seed "
                             "or other data give other vectors.")
            : f.naive ? tr("A formula of t (and L, d): the same inputs give the same vectors on every run "
                           "and machine.")
                      : tr("A formula of t, d and n: the same inputs give the same vectors on every run and "
                           "machine.");
        m_cards[3]->setContent(tr("4 · Deterministic"),
                               !c.identical ? Verdict::Fail : (f.table ? Verdict::Caveat : Verdict::Pass), headline,
                               statement + QLatin1Char('\n') + check);
    }

    // Precision.
    if (f.countingCollisions) {
        const core::CollisionCounts& c = f.collisions;
        m_cards[4]->setContent(tr("Precision: stored as %1").arg(QString::fromStdString(core::dtypeName(c.dtype))),
                               Verdict::Pending, tr("Counting…"),
                               tr("Rounding all L × d = %1 components to %2 and comparing every position with its "
                                  "neighbour and with all earlier positions.")
                                   .arg(numbers::integer(static_cast<qint64>(c.positions) * c.dim))
                                   .arg(QString::fromStdString(core::dtypeName(c.dtype))));
    } else {
        const core::CollisionCounts& c = f.collisions;
        const QString dtype = QString::fromStdString(core::dtypeName(c.dtype));
        QStringList details;
        details << tr("All L × d = %1 components rounded once, from their accurate values, to %2 (%3 "
                      "significant bits).")
                       .arg(numbers::integer(static_cast<qint64>(c.positions) * c.dim))
                       .arg(dtype)
                       .arg(numbers::integer(core::significantBits(c.dtype)));
        if (!c.apartByPair.empty()) {
            const auto fewest = std::min_element(c.apartByPair.begin(), c.apartByPair.end());
            details << tr("Fewest dimensions that still tell t and t+1 apart: %1 of %2 (t = %3).")
                           .arg(numbers::integer(*fewest))
                           .arg(numbers::integer(d))
                           .arg(numbers::integer(fewest - c.apartByPair.begin()));
        }
        if (c.firstDuplicate >= 0)
            details << tr("First duplicate: position %1 rounds to the vector of position %2.")
                           .arg(numbers::integer(c.firstDuplicate))
                           .arg(numbers::integer(c.firstDuplicateOf));
        if (!f.table && !f.naive && d >= 2 && c.neighbourCollisions == 0)
            details << tr("Neighbours cannot merge: the fastest pair (ω₀ = 1) moves 2 sin(½) ≈ 0.96 per step.");
        // No time taken here: a figure is the same every time it is exported.
        const bool clean = c.neighbourCollisions == 0 && c.duplicatePositions == 0;
        m_cards[4]->setContent(tr("Precision: stored as %1").arg(dtype), clean ? Verdict::Pass : Verdict::Fail,
                               tr("%1 neighbour collisions, %2 duplicate positions")
                                   .arg(numbers::integer(c.neighbourCollisions))
                                   .arg(numbers::integer(c.duplicatePositions)),
                               details.join(QLatin1Char('\n')));
    }
}

void RequirementsView::drawNaiveExtrapolation(const RequirementsFrame& f)
{
    const long length = f.params.length;
    const int d = f.params.dim;
    const core::MinDistance& e = f.extended;
    const QString title = tr("3 · Works past the training length");
    const QString pair = tr("Closest pair in 0 … %1: ‖PE(%2) − PE(%3)‖ = %4.")
                             .arg(numbers::integer(2 * length - 1))
                             .arg(numbers::integer(e.first))
                             .arg(numbers::integer(e.second))
                             .arg(num(e.distance, 5));
    switch (*f.naive) {
    case core::NaiveKind::Fraction:
        m_cards[2]->setContent(
            title, Verdict::Fail,
            tr("values past 1: %1 at t = %2")
                .arg(num(core::naiveLargestValue(*f.naive, length, 2 * length), 5))
                .arg(numbers::integer(2 * length - 1)),
            tr("Trained on values 0 … 1, a model meets t / (L − 1) > 1 from position %1 on: values it never saw. "
               "Re-dividing by a longer L instead changes every position's vector.")
                    .arg(numbers::integer(length)) +
                QLatin1Char('\n') + pair);
        break;
    case core::NaiveKind::Index:
        m_cards[2]->setContent(
            title, Verdict::Fail,
            tr("unbounded: values up to %1 in training, %2 at t = %3")
                .arg(num(core::naiveLargestValue(*f.naive, length, length), 7))
                .arg(num(core::naiveLargestValue(*f.naive, length, 2 * length), 7))
                .arg(numbers::integer(2 * length - 1)),
            tr("Every dimension is t itself: the values grow with the position, dwarf the token embedding, and past "
               "position %1 were never seen in training.")
                    .arg(numbers::integer(length - 1)) +
                QLatin1Char('\n') + pair);
        break;
    case core::NaiveKind::Binary: {
        const long period = core::binaryPeriod(d);
        const int bits = core::binaryBitsUsed(length);
        QStringList details;
        if (bits < d)
            details << tr("Bounded (±1), but training used only the lowest %1 bits: position %2 is the first to set "
                          "bit %1, a +1 the model never saw in dimension %1.")
                           .arg(numbers::integer(bits))
                           .arg(numbers::integer(1L << bits));
        details << pair;
        const bool repeats = period > 0 && period < 2 * length;
        m_cards[2]->setContent(title, repeats ? Verdict::Fail : Verdict::Caveat,
                               repeats ? tr("position %1 repeats position 0").arg(numbers::integer(period))
                                       : tr("bounded, but unseen bits past %1").arg(numbers::integer(length - 1)),
                               details.join(QLatin1Char('\n')));
        break;
    }
    }
}

} // namespace pe::ui

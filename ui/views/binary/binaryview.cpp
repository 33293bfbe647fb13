#include "ui/views/binary/binaryview.h"

#include "core/formula/formula.h"
#include "ui/framework/numbers.h"
#include "ui/framework/sharedparams.h"
#include "ui/plotting/figurepanels.h"
#include "ui/plotting/opaqueplot.h"
#include "ui/views/binary/binaryfigure.h"

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace pe::ui {

PE_VIEW_REGISTRATION(binary, BinaryView)

namespace {

/// Cells of the heatmaps: one per device pixel at most, whatever the size of the plot yet.
int pixelsOr(int pixels, int fallback)
{
    return std::clamp(pixels > 32 ? pixels : fallback, 16, 2048);
}
} // namespace

void BinaryView::bindSettings(SettingsSchema<BinarySettings>& s)
{
    s.bind(QStringLiteral("bits"), &BinarySettings::bits, core::BinaryParams::minBits, core::BinaryParams::maxBits)
        .bind(QStringLiteral("exact-binary"), &BinarySettings::exactBinary)
        .bind(QStringLiteral("bit-order"), &BinarySettings::order, {core::BitOrder::MsbFirst, core::BitOrder::LsbFirst},
              &core::bitOrderName)
        .bind(QStringLiteral("steps"), &BinarySettings::showSteps);
}

BinaryView::BinaryView(QWidget* parent)
    : TypedView(parent)
    , m_plot(new OpaquePlot(this))
    , m_figure(new BinaryFigure(m_plot))
{
    panels::fillWith(this, m_plot);
}

BinaryViewport BinaryView::viewport() const
{
    const double dpr = m_plot->devicePixelRatioF();
    BinaryViewport v;
    v.rowsPx = pixelsOr(static_cast<int>(m_figure->bitMap()->keyAxis()->axisRect()->height() * dpr),
                        static_cast<int>(m_plot->height() * 0.55 * dpr));
    v.dimsPx = pixelsOr(static_cast<int>(m_figure->peMap()->keyAxis()->axisRect()->width() * dpr),
                        static_cast<int>(m_plot->width() * 0.3 * dpr));
    return v;
}

QString BinaryView::note(const BinaryFrame& frame) const
{
    const core::CountingTable& t = frame.table;
    if (t.pairs == 0)
        return {};
    const auto [lo, hi] = std::minmax_element(t.agreement.begin(), t.agreement.end());
    QString text;
    if (*lo == t.rows()) {
        text = tr("thr k = 1 where sin(ω_k (t + ½)) < 0: it equals bit k on all %1 rows for every k,\n"
                  "the waves reproduce the bits exactly.")
                   .arg(numbers::integer(t.rows()));
    } else {
        QStringList parts;
        for (int k = 0; k < t.pairs; ++k)
            parts << QStringLiteral("%1/%2").arg(numbers::integer(t.agreement[k])).arg(numbers::integer(t.rows()));
        const QString matches = t.pairs <= 5 ? parts.join(QStringLiteral(", "))
                                             : tr("%1 to %2 of %3")
                                                   .arg(numbers::integer(*lo))
                                                   .arg(numbers::integer(*hi))
                                                   .arg(numbers::integer(t.rows()));
        text = tr("thr k = 1 where sin(ω_k (t + ½)) < 0: it equals bit k on %1 rows (dark cells differ).\n"
                  "Exact binary frequencies make them agree.")
                   .arg(matches);
    }
    if (t.pairs < t.bits)
        text += tr(" Only %1 pairs exist for %2.")
                    .arg(numbers::integer(t.pairs))
                    .arg(shared::caption(*shared::find(QStringLiteral("d")), frame.params));
    const core::NeighbourSteps& s = frame.steps;
    if (frame.binary.showSteps && s.rows() > 0) {
        const auto [fewest, most] = std::minmax_element(s.flips.begin(), s.flips.end());
        const auto [near, far] = std::minmax_element(s.peDistance.begin(), s.peDistance.end());
        const long jump = std::distance(s.flips.begin(), most);
        const QString bits =
            tr("From t to t + 1 (t < %1) the bits are discrete: %2 to %3 bits flip (%4 → %5 flips %3), "
               "a distance of %6 to %7;")
                .arg(numbers::integer(s.rows()))
                .arg(numbers::integer(*fewest))
                .arg(numbers::integer(*most))
                .arg(numbers::integer(jump))
                .arg(numbers::integer(jump + 1))
                .arg(numbers::fixed(std::sqrt(static_cast<double>(*fewest)), 3))
                .arg(numbers::fixed(std::sqrt(static_cast<double>(*most)), 3));
        // The encoding's step is one number up to rounding; a spread is shown as a range.
        const QString waves =
            *far - *near <= 1e-9 * *far
                ? tr("the waves are continuous and move by the same %1 at every step.").arg(numbers::fixed(*near, 4))
                : tr("the waves are continuous and move %1 to %2 at each step.")
                      .arg(numbers::fixed(*near, 4))
                      .arg(numbers::fixed(*far, 4));
        text += QLatin1Char('\n') + bits + QLatin1Char('\n') + waves;
    }
    return text;
}

void BinaryView::draw(const BinaryFrame& frame)
{
    if (frame.positionOnly) {
        m_figure->movePosition(frame);
        return;
    }
    const auto& p = frame.params;
    const QString freq = frame.binary.exactBinary
                             ? tr("exact binary ω_k = π / 2^k")
                             : tr("ω_k = n^(−2k/d), %1").arg(shared::caption(*shared::find(QStringLiteral("base")), p));
    const QString title = tr("Counting in binary vs the positional encoding: b = %1 bits, %2, %3, %4")
                              .arg(numbers::integer(frame.binary.bits))
                              .arg(shared::caption(*shared::find(QStringLiteral("d")), p))
                              .arg(shared::caption(*shared::find(QStringLiteral("length")), p))
                              .arg(freq);
    m_figure->show(frame, title, note(frame));
}

QString BinaryView::caption() const
{
    const BinarySettings& b = settings();
    return tr("%1, b = %2 bits, %3, %4")
        .arg(View::caption())
        .arg(numbers::integer(b.bits))
        .arg(b.exactBinary ? tr("exact binary frequencies") : tr("encoding frequencies"),
             b.order == core::BitOrder::MsbFirst ? tr("MSB first") : tr("LSB first"));
}

} // namespace pe::ui

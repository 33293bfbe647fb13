// The clock view's CSV outputs.

#include "ui/views/clock/clockview.h"

#include "core/formula/formula.h"
#include "core/io/csvwriter.h"
#include "ui/framework/numbers.h"
#include "ui/framework/viewhelpers.h"

#include <cmath>

namespace pe::ui {

namespace {
const QString kWallCsv = QStringLiteral("csv-wall-clock");
} // namespace

void ClockView::writeCsv(const QString& option, core::io::CsvWriter& out) const
{
    const auto& p = inputs().params;
    if (option == kWallCsv) {
        const std::array<long, 3> periods = core::wallPeriodValues(settings().wallPeriods);
        out.header({"position", "period_second", "period_minute", "period_hour", "sin_second", "cos_second",
                    "sin_minute", "cos_minute", "sin_hour", "cos_hour"});
        for (long t = 0; t < p.length && out.ok(); ++t) {
            out.cell(t);
            for (long period : periods)
                out.cell(period);
            for (double value : core::wallClockEncoding(t, settings().wallPeriods))
                out.cell(value);
            out.endRow();
        }
        return;
    }
    const long t = inputs().position;
    out.header({"pair", "dim_sin", "dim_cos", "omega", "wavelength", "angle_rad", "sin", "cos", "turns"});
    for (int k = 0; k < core::pairCount(p.dim) && out.ok(); ++k) {
        const core::Hand h = core::hand(p, k, t);
        out.cell(k);
        out.cell(h.dimSin);
        if (h.dimCos >= 0)
            out.cell(h.dimCos);
        else
            out.empty();
        out.cell(h.omega);
        out.cell(h.wavelength);
        out.cell(h.angle);
        out.cell(h.sin);
        out.cell(h.cos);
        out.cell(static_cast<long long>(h.turns));
        out.endRow();
    }
}

} // namespace pe::ui

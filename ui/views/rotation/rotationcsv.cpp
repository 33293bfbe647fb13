// The rotation view's CSV outputs.

#include "ui/views/rotation/rotationview.h"

#include "core/formula/formula.h"
#include "core/io/csvwriter.h"
#include "ui/framework/numbers.h"

#include <algorithm>

namespace pe::ui {

namespace {
const QString kSineOnlyCsv = QStringLiteral("csv-sine-only");
} // namespace

void RotationView::writeCsv(const QString& option, core::io::CsvWriter& out) const
{
    if (option.isEmpty())
        writeRotations(out);
    else if (option == kSineOnlyCsv)
        writeSineOnly(out);
}

void RotationView::writeRotations(core::io::CsvWriter& out) const
{
    const auto table = core::rotationTable(inputs().params, static_cast<double>(inputs().position),
                                           static_cast<double>(settings().offset));
    out.header({"pair", "omega", "m00", "m01", "m10", "m11", "residual"});
    for (const core::PairRotation& r : table) {
        out.cell(r.pair);
        for (double v : {r.omega, r.m.m00, r.m.m01, r.m.m10, r.m.m11, r.residual})
            out.cell(v);
        out.endRow();
    }
}

void RotationView::writeSineOnly(core::io::CsvWriter& out) const
{
    const auto& p = inputs().params;
    const double offset = static_cast<double>(settings().offset);
    const auto table = core::rotationTable(p, static_cast<double>(inputs().position), offset);
    out.header({"pair", "omega", "wavelength", "rotation_residual", "sine_only_rms_error"});
    for (const core::PairRotation& r : table) {
        out.cell(r.pair);
        for (double v :
             {r.omega, core::wavelength(p, r.pair), r.residual, core::sineOnlyFitError(r.omega, offset, p.length)})
            out.cell(v);
        out.endRow();
    }
}

} // namespace pe::ui

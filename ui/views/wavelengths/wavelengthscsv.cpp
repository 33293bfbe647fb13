// The wavelengths view's CSV outputs.

#include "ui/views/wavelengths/wavelengthsview.h"

#include "core/formula/formula.h"
#include "core/io/csvwriter.h"
#include "ui/framework/numbers.h"
#include "ui/plotting/formulaonlynote.h"

#include <cmath>

namespace pe::ui {

namespace {
const QString kLaddersCsv = QStringLiteral("csv-ladders");
const char* ruleName(const core::Ladder& l)
{
    return l.rule.divideByDim ? "transformer" : "alien_clock";
}
} // namespace

QString WavelengthsView::csvProblem(const QString& option) const
{
    Q_UNUSED(option);
    return formulaonly::csvProblem(inputs());
}

void WavelengthsView::writeCsv(const QString& option, core::io::CsvWriter& out) const
{
    const LadderFigure& f = figure();
    if (option.isEmpty()) {
        out.header({"pair", "omega", "wavelength", "turns_within_L"});
        for (const core::Rung& r : f.primary.rungs) {
            out.cell(r.pair);
            out.cell(r.omega);
            out.cell(r.wavelength);
            out.cell(r.turns);
            out.endRow();
        }
        return;
    }
    if (option != kLaddersCsv)
        return;
    out.header({"ladder", "d", "base", "exponent_divided_by_d", "L", "pair", "exponent", "omega", "wavelength",
                "log10_wavelength", "turns_within_L", "informative_columns", "informative_dims_total"});
    auto write = [&out](const char* name, const core::Ladder& l) {
        for (const core::Rung& r : l.rungs) {
            out.cell(name);
            out.cell(l.dim);
            out.cell(l.rule.base);
            out.cell(l.rule.divideByDim ? 1 : 0);
            out.cell(l.length);
            out.cell(r.pair);
            out.cell(r.exponent);
            out.cell(r.omega);
            out.cell(r.wavelength);
            out.cell(r.log10Wavelength);
            out.cell(r.turns);
            out.cell(r.informativeColumns);
            out.cell(l.informativeDims);
            out.endRow();
        }
    };
    write("primary", f.primary);
    if (f.compare)
        write("compare", *f.compare);
    write(ruleName(f.alien), f.alien);
}

} // namespace pe::ui

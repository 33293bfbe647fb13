// The alibi view's CSV outputs.

#include "ui/views/alibi/alibiview.h"

#include "core/encodings/alibi.h"
#include "core/io/csvwriter.h"
#include "ui/framework/numbers.h"

#include <algorithm>
#include <cmath>

namespace pe::ui {

QString AlibiView::csvProblem(const QString&) const
{
    const qint64 rows = static_cast<qint64>(settings().heads) * inputs().params.length;
    if (rows > kMaxCsvRows)
        return tr("the ALiBi CSV would hold H × L = %1 rows; the limit is %2. Lower --heads or --length.")
            .arg(rows)
            .arg(numbers::integer(kMaxCsvRows));
    return {};
}

void AlibiView::writeCsv(const QString&, core::io::CsvWriter& out) const
{
    const std::vector<double> slopes = core::alibiSlopes(settings().heads);
    const long length = inputs().params.length;
    out.header({"head", "slope", "offset", "bias"});
    for (int h = 0; h < settings().heads && out.ok(); ++h)
        for (long t = 0; t < length && out.ok(); ++t) {
            out.cell(h + 1);
            out.cell(slopes[static_cast<size_t>(h)]);
            out.cell(t);
            out.cell(t == 0 ? 0.0 : -slopes[static_cast<size_t>(h)] * static_cast<double>(t));
            out.endRow();
        }
}

} // namespace pe::ui

// The t5 view's CSV outputs.

#include "ui/views/t5/t5view.h"

#include "core/io/csvwriter.h"
#include "ui/framework/numbers.h"

#include <cmath>
#include <limits>

namespace pe::ui {

QString T5View::csvProblem(const QString&) const
{
    return t5Problem(settings());
}

void T5View::writeCsv(const QString&, core::io::CsvWriter& out) const
{
    const core::T5Params p = t5Params(settings());
    const auto [first, last] = t5OffsetRange(inputs().params.length, p.bidirectional);
    out.header({"offset", "bucket"});
    for (long t = first; t <= last && out.ok(); ++t) {
        out.cell(t);
        out.cell(core::relativePositionBucket(t, p));
        out.endRow();
    }
}

} // namespace pe::ui

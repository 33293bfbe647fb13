// The binary view's CSV outputs.

#include "ui/views/binary/binaryview.h"

#include "core/formula/formula.h"
#include "core/io/csvwriter.h"
#include "ui/framework/numbers.h"

#include <algorithm>
#include <cmath>

namespace pe::ui {

namespace {
const QString kChanges = QStringLiteral("csv-changes");
const QString kSteps = QStringLiteral("csv-steps");
} // namespace

QString BinaryView::csvProblem(const QString& option) const
{
    const auto& p = inputs().params;
    if (option.isEmpty() && static_cast<qint64>(p.length) * p.dim > kMaxCsvCells)
        return tr("The CSV of the signs would hold L × d = %1 values; the limit is %2. Lower L or d.")
            .arg(numbers::integer(static_cast<qint64>(p.length) * p.dim))
            .arg(numbers::integer(kMaxCsvCells));
    return {};
}

void BinaryView::writeCsv(const QString& option, core::io::CsvWriter& out) const
{
    if (option.isEmpty())
        writeSigns(out);
    else if (option == kChanges)
        writeChanges(out);
    else if (option == kSteps)
        writeSteps(out);
}

void BinaryView::writeSigns(core::io::CsvWriter& out) const
{
    const auto& p = inputs().params;
    const int b = settings().bits;
    std::vector<std::string> header{"position"};
    for (int j = 0; j < b; ++j)
        header.push_back("bit" + std::to_string(j));
    for (int c = 0; c < p.dim; ++c)
        header.push_back("sign_dim" + std::to_string(c));
    out.header(header);
    const core::ColumnSpec spec = core::binaryColumnSpec(p, settings().exactBinary);
    for (long t = 0; t < p.length && out.ok(); ++t) {
        out.cell(t);
        for (int j = 0; j < b; ++j)
            out.cell(core::bitOf(t, j) ? 1 : 0);
        for (int c = 0; c < p.dim; ++c) {
            const double a = core::reducedAngle(spec.omegas[c], static_cast<double>(t));
            out.cell(core::signOf(spec.sines[c] ? std::sin(a) : std::cos(a)));
        }
        out.endRow();
    }
}

void BinaryView::writeSteps(core::io::CsvWriter& out) const
{
    const core::NeighbourSteps steps = core::neighbourSteps(inputs().params, settings());
    out.header({"position", "next", "bits_flipped", "bit_distance", "pe_distance"});
    for (int t = 0; t < steps.rows() && out.ok(); ++t) {
        out.cell(t);
        out.cell(t + 1);
        out.cell(steps.flips[t]);
        out.cell(steps.bitDistance[t]);
        out.cell(steps.peDistance[t]);
        out.endRow();
    }
}

void BinaryView::writeChanges(core::io::CsvWriter& out) const
{
    const core::ChangeCounts counts = core::changeCounts(inputs().params, settings());
    out.header({"kind", "index", "changes"});
    for (std::size_t j = 0; j < counts.bitFlips.size(); ++j) {
        out.cell("bit");
        out.cell(static_cast<long long>(j));
        out.cell(static_cast<long long>(counts.bitFlips[j]));
        out.endRow();
    }
    for (std::size_t c = 0; c < counts.signChanges.size(); ++c) {
        out.cell("dim");
        out.cell(static_cast<long long>(c));
        out.cell(static_cast<long long>(counts.signChanges[c]));
        out.endRow();
    }
}

} // namespace pe::ui

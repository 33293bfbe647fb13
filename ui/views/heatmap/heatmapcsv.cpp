// The heatmap view's CSV outputs.

#include "ui/views/heatmap/heatmapview.h"

#include "core/encodings/learned.h"
#include "core/formula/formula.h"
#include "core/io/csvwriter.h"
#include "ui/framework/numbers.h"
#include "ui/framework/viewhelpers.h"

#include <cmath>

namespace pe::ui {

namespace {
/// Largest L x d the CSV export writes.
constexpr qint64 kMaxCsvCells = 50'000'000;
} // namespace

QString HeatmapView::csvProblem(const QString&) const
{
    const auto& p = inputs().params;
    if (static_cast<qint64>(p.length) * p.dim > kMaxCsvCells)
        return tr("The CSV of the PE matrix would hold L × d = %1 values; the limit is %2. "
                  "Lower L or d to export the exact values.")
            .arg(numbers::integer(static_cast<qint64>(p.length) * p.dim))
            .arg(numbers::integer(kMaxCsvCells));
    return {};
}

qint64 HeatmapView::csvValueCount(const QString&) const
{
    const auto& p = inputs().params;
    return static_cast<qint64>(p.length) * (p.dim + 1);
}

void HeatmapView::writeCsv(const QString&, core::io::CsvWriter& out) const
{
    const auto& p = inputs().params;
    std::vector<std::string> header{"position"};
    for (int j = 0; j < p.dim; ++j)
        header.push_back("dim" + std::to_string(j));
    out.header(header);
    const core::AbsoluteEncoding& encoding = *inputs().encoding;
    if (!encoding.sinusoidal()) {
        // Row by row from the table, in blocks so that a large one is not copied whole. A table
        // stored in single (or half) precision is written with float digits.
        const auto* learned = dynamic_cast<const core::LearnedEncoding*>(&encoding);
        const bool single = learned && learned->matrix().floatData() != nullptr;
        constexpr long kBlock = 4096;
        for (long first = 0; first < p.length && out.ok(); first += kBlock) {
            const Eigen::MatrixXd rows = encoding.rows(first, std::min(kBlock, p.length - first));
            for (long r = 0; r < rows.rows(); ++r) {
                out.cell(first + r);
                for (int j = 0; j < p.dim; ++j)
                    single ? out.cell(static_cast<float>(rows(r, j))) : out.cell(rows(r, j));
                out.endRow();
            }
        }
        return;
    }
    const core::ColumnSpec spec = core::columnSpec(p);
    for (long t = 0; t < p.length && out.ok(); ++t) {
        out.cell(t);
        for (int j = 0; j < p.dim; ++j) {
            const double a = core::reducedAngle(core::columnOmega(spec, j), static_cast<double>(t));
            out.cell(spec.sines[j] ? std::sin(a) : std::cos(a));
        }
        out.endRow();
    }
}

} // namespace pe::ui

// The distance view's CSV exports (exact values, full resolution).

#include "ui/views/distance/distanceview.h"

#include "core/io/csvwriter.h"
#include "ui/framework/viewhelpers.h"

#include <string>

namespace pe::ui {

namespace {
/// Largest L of the full L x L CSV.
constexpr long kMaxCsvPositions = 20000;
} // namespace

QString DistanceView::csvProblem(const QString& option) const
{
    const long l = inputs().params.length;
    if (option.isEmpty() && l > kMaxCsvPositions)
        return tr("The full L × L matrix has L = %1 positions; the limit is %2 (%3 values). Lower L, or write the "
                  "offset curve with --csv-offset.")
            .arg(l)
            .arg(kMaxCsvPositions)
            .arg(static_cast<qint64>(kMaxCsvPositions) * kMaxCsvPositions);
    return {};
}

qint64 DistanceView::csvValueCount(const QString& option) const
{
    const qint64 l = inputs().params.length;
    return option.isEmpty() ? l * (l + 1) : 2 * l;
}

void DistanceView::writeCsv(const QString& option, core::io::CsvWriter& out) const
{
    if (inputs().encoding && !inputs().encoding->sinusoidal()) {
        writeTableCsv(option, out);
        return;
    }
    const core::EncodingParams& p = helpers::sinusoidalParams(inputs());
    if (!option.isEmpty()) {
        // --csv-offset. The curve is symmetric in D: offsets 0 .. L-1 on row s = 0.
        const core::OffsetCurve c = core::offsetCurve(p, metric(), core::axisWithStep(0, p.length, 1));
        out.header({"offset", "value"});
        for (long d = 0; d < p.length && out.ok(); ++d) {
            out.cell(d);
            out.cell(c.values[static_cast<std::size_t>(d)]);
            out.endRow();
        }
        return;
    }
    const core::SimilarityTable table(p, metric());
    std::vector<std::string> header{"position"};
    for (long s = 0; s < p.length; ++s)
        header.push_back(std::to_string(s));
    out.header(header);
    for (long t = 0; t < p.length && out.ok(); ++t) {
        out.cell(t);
        for (long s = 0; s < p.length; ++s)
            out.cell(table(t, s));
        out.endRow();
    }
}

void DistanceView::writeTableCsv(const QString& option, core::io::CsvWriter& out) const
{
    // A loaded table: the exact values from its rows, same columns as for the formula.
    const long l = inputs().params.length;
    const Eigen::MatrixXd e = inputs().encoding->rows(0, l);
    if (!option.isEmpty()) {
        // --csv-offset: the mean over every t of the metric between t and t + D.
        out.header({"offset", "value"});
        for (long d = 0; d < l && out.ok(); ++d) {
            out.cell(d);
            out.cell(distancetable::offsetMean(e, metric(), d, 1));
            out.endRow();
        }
        return;
    }
    std::vector<std::string> header{"position"};
    for (long s = 0; s < l; ++s)
        header.push_back(std::to_string(s));
    out.header(header);
    for (long t = 0; t < l && out.ok(); ++t) {
        const Eigen::VectorXd row = distancetable::matrixRow(e, metric(), t);
        out.cell(t);
        for (long s = 0; s < l; ++s)
            out.cell(row[s]);
        out.endRow();
    }
}

} // namespace pe::ui

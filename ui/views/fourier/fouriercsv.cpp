// The Fourier view's CSV exports (full data, all d columns). Both end with a column
// fourier_sum naming the reading of eq. (3) the values follow (printed or full); eq. (2) is
// in neither, so the σ scale is not written.

#include "ui/views/fourier/fourierview.h"

#include "core/io/csvwriter.h"
#include "ui/framework/viewhelpers.h"

#include <string>

namespace pe::ui {

namespace {
const QString kErrorCsv = QStringLiteral("csv-error");

std::vector<int> allColumns(int dim)
{
    std::vector<int> all(static_cast<std::size_t>(dim));
    for (int j = 0; j < dim; ++j)
        all[static_cast<std::size_t>(j)] = j;
    return all;
}
} // namespace

QString FourierView::csvProblem(const QString& option) const
{
    const auto& p = inputs().params;
    const qint64 cells = static_cast<qint64>(p.length) * p.dim;
    if (option.isEmpty() && cells > kMaxCsvCells)
        return tr("The reconstructed matrix would hold L × d = %1 values; the limit is %2. Lower L or d.")
            .arg(cells)
            .arg(kMaxCsvCells);
    if (option == kErrorCsv && cells > kMaxErrorCsvSamples)
        return tr("the error curve over all d columns needs L × d = %1 samples; the limit is %2. Lower L or d.")
            .arg(cells)
            .arg(kMaxErrorCsvSamples);
    return {};
}

qint64 FourierView::csvValueCount(const QString& option) const
{
    const auto& p = inputs().params;
    if (option == kErrorCsv)
        return 4 * static_cast<qint64>(std::min<long>(window() / 2 + 1, 256) + 64);
    return static_cast<qint64>(p.length) * (p.dim + 2);
}

void FourierView::writeCsv(const QString& option, core::io::CsvWriter& out) const
{
    const core::EncodingParams& p = helpers::sinusoidalParams(inputs());
    const core::SourceParams source = analysisSourceParams(inputs(), settings());
    const long n = window();
    const core::FourierSum sum = settings().sum;
    const std::string sumName = core::fourierSumName(sum);
    if (option == kErrorCsv) {
        std::vector<int> keeps;
        if (n / 2 + 1 <= 256)
            for (int k = 1; k <= n / 2 + 1; ++k)
                keeps.push_back(k);
        const core::FourierBasis b = core::analyseColumns(*fourierSource(inputs(), p, source), p, source, n,
                                                          allColumns(p.dim), true, keeps, {}, sum);
        out.header({"k", "rmse_inside", "rmse_outside", "fourier_sum"});
        for (const core::ErrorPoint& e : b.errorCurve) {
            out.cell(e.keep);
            out.cell(e.rmseInside);
            out.cell(e.rmseOutside);
            out.cell(sumName);
            out.endRow();
        }
        return;
    }
    const auto periods =
        core::reconstructColumns(*fourierSource(inputs(), p, source), n, keep(), allColumns(p.dim), sum);
    std::vector<std::string> header{"position"};
    for (int j = 0; j < p.dim; ++j)
        header.push_back("dim" + std::to_string(j));
    header.push_back("fourier_sum");
    out.header(header);
    for (long t = 0; t < p.length && out.ok(); ++t) {
        out.cell(t);
        for (int j = 0; j < p.dim; ++j)
            out.cell(periods[static_cast<std::size_t>(j)][t % n]);
        out.cell(sumName);
        out.endRow();
    }
}

} // namespace pe::ui

// WavesView: CSV files.

#include "ui/views/waves/wavesview.h"

#include "core/encodings/learned.h"
#include "core/io/csvwriter.h"
#include "ui/framework/numbers.h"
#include "ui/framework/viewhelpers.h"

#include <string>

namespace pe::ui {

namespace {
const QString kPositionsCsv = QStringLiteral("csv-positions");
/// Largest L x (number of dimensions) the position CSV writes.
constexpr qint64 kMaxCsvValues = 50'000'000;

/// The header of --csv-positions: position, dim<j>...
void positionsHeader(const std::vector<int>& dims, core::io::CsvWriter& out)
{
    std::vector<std::string> header{"position"};
    for (int j : dims)
        header.push_back("dim" + std::to_string(j));
    out.header(header);
}

/// The header of the main CSV: dimension, pair, function, pos<t>...
void dimensionsHeader(const std::vector<long>& positions, core::io::CsvWriter& out)
{
    std::vector<std::string> header{"dimension", "pair", "function"};
    for (long t : positions)
        header.push_back("pos" + std::to_string(t));
    out.header(header);
}
} // namespace

QString WavesView::csvProblem(const QString& option) const
{
    if (option != kPositionsCsv)
        return {};
    const qint64 values = inputs().params.length * static_cast<qint64>(std::max<std::size_t>(1, shownDims().size()));
    if (values > kMaxCsvValues)
        return tr("the position CSV would hold L × dimensions = %1 values; the limit is %2")
            .arg(values)
            .arg(numbers::integer(kMaxCsvValues));
    return {};
}

qint64 WavesView::csvValueCount(const QString& option) const
{
    const bool table = inputs().encoding && !inputs().encoding->sinusoidal();
    if (option == kPositionsCsv)
        return inputs().params.length * static_cast<qint64>(shownDims().size() + 1);
    const qint64 rows =
        table || columns() == core::WaveColumns::All ? inputs().params.dim : core::pairCount(inputs().params.dim);
    return rows * static_cast<qint64>(shownPositions().size() + 3);
}

void WavesView::writeTableCsv(const QString& option, core::io::CsvWriter& out) const
{
    // A loaded table: its values, same columns; the table has no sine/cosine pairs, so every
    // column j is a row of the main CSV with empty pair and function cells.
    const core::AbsoluteEncoding& table = *inputs().encoding;
    const long length = inputs().params.length;
    // A table stored in single (or half) precision is written with float digits, as the heatmap does.
    const auto* learned = dynamic_cast<const core::LearnedEncoding*>(&table);
    const bool single = learned && learned->matrix().floatData() != nullptr;
    auto value = [&](double v) { single ? out.cell(static_cast<float>(v)) : out.cell(v); };
    if (option == kPositionsCsv) {
        const std::vector<int> dims = shownDims();
        positionsHeader(dims, out);
        std::vector<Eigen::VectorXd> columns;
        for (int j : dims)
            columns.push_back(table.column(j, 0, length));
        for (long t = 0; t < length && out.ok(); ++t) {
            out.cell(t);
            for (const Eigen::VectorXd& c : columns)
                value(c[t]);
            out.endRow();
        }
        return;
    }
    const core::DimensionWaves w = tableWavesByDimension(table, shownPositions());
    dimensionsHeader(w.positions, out);
    for (std::size_t i = 0; i < w.column.size() && out.ok(); ++i) {
        out.cell(w.column[i]);
        out.empty();
        out.empty();
        for (const auto& values : w.values)
            value(values[i]);
        out.endRow();
    }
}

void WavesView::writeCsv(const QString& option, core::io::CsvWriter& out) const
{
    if (inputs().encoding && !inputs().encoding->sinusoidal()) {
        writeTableCsv(option, out);
        return;
    }
    const core::EncodingParams& p = helpers::sinusoidalParams(inputs());
    if (option == kPositionsCsv) {
        const std::vector<int> dims = shownDims();
        positionsHeader(dims, out);
        // Full resolution, a chunk of positions at a time (one position per block: lo = hi = PE).
        constexpr long kChunk = 65536;
        for (long first = 0; first < p.length && out.ok(); first += kChunk) {
            const long end = std::min(p.length, first + kChunk);
            const core::PositionWaves w = core::wavesByPosition(p, dims, core::BlockAxis::fit(first, end, kChunk));
            for (int i = 0; i < w.positions.cells; ++i) {
                out.cell(w.positions.blockBegin(i));
                for (const core::PositionWave& wave : w.waves)
                    out.cell(wave.lo[static_cast<std::size_t>(i)]);
                out.endRow();
            }
        }
        return;
    }
    const core::DimensionWaves w = core::wavesByDimension(p, shownPositions(), columns());
    dimensionsHeader(w.positions, out);
    for (std::size_t i = 0; i < w.column.size() && out.ok(); ++i) {
        const core::Column c = core::columnAt(p, w.column[i]);
        out.cell(w.column[i]);
        out.cell(c.pair);
        out.cell(c.sine ? "sin" : "cos");
        for (const auto& values : w.values)
            out.cell(values[i]);
        out.endRow();
    }
}

} // namespace pe::ui

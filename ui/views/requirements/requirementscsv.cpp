// The requirements view's CSV: one tidy table, one row per offset Δ, the measurements that do
// not depend on Δ repeated on every row.

#include "ui/views/requirements/requirementsview.h"

#include "core/io/csvwriter.h"

namespace pe::ui {

QString RequirementsView::csvProblem(const QString&) const
{
    const auto& encoding = inputs().encoding;
    if (settings().scheme == core::AbsoluteScheme::Learned && (!encoding || encoding->sinusoidal()))
        return tr("--scheme: 'learned' needs --embeddings FILE (a learned position-embedding table)");
    return {};
}

void RequirementsView::writeCsv(const QString&, core::io::CsvWriter& out) const
{
    // The frame on screen when it is the current one (the command line draws before it
    // exports); otherwise the same pure computation, here.
    std::shared_ptr<const RequirementsFrame> f = frame();
    if (!f || f->params.length != inputs().params.length || f->settings.dtype != settings().dtype ||
        f->settings.offsets != settings().offsets || f->settings.scheme != settings().scheme)
        f = compute(Request{inputs(), settings(), {}, nullptr});
    out.header({"encoding",
                "d",
                "base",
                "length",
                "dtype",
                "min_distance",
                "min_distance_first",
                "min_distance_second",
                "offset",
                "offset_distance_mean",
                "spread_max_minus_min",
                "spread_std",
                "offset_samples",
                "extrapolated_length",
                "extrapolated_min_distance",
                "extrapolated_spread_max_minus_min",
                "deterministic",
                "neighbour_collisions",
                "duplicate_positions",
                "first_duplicate",
                "first_duplicate_of"});
    const std::size_t rows = std::max<std::size_t>(1, f->spreads.size());
    for (std::size_t i = 0; i < rows; ++i) {
        out.cell(f->naive ? core::absoluteSchemeName(f->settings.scheme) : f->table ? "learned" : "sinusoidal");
        out.cell(f->params.dim);
        if (f->table || f->naive)
            out.empty();
        else
            out.cell(f->params.base);
        out.cell(f->params.length);
        out.cell(core::dtypeName(f->settings.dtype));
        if (f->unique.positions >= 2) {
            out.cell(f->unique.distance);
            out.cell(f->unique.first);
            out.cell(f->unique.second);
        } else {
            out.empty();
            out.empty();
            out.empty();
        }
        if (i < f->spreads.size()) {
            const core::OffsetSpread& s = f->spreads[i];
            out.cell(s.offset);
            out.cell(s.mean);
            out.cell(s.spread());
            out.cell(s.stddev);
            out.cell(s.samples);
        } else {
            for (int k = 0; k < 5; ++k)
                out.empty();
        }
        // Past L: the formula is measured up to 2L - 1; a table has nothing there.
        if (f->table) {
            out.cell(0L);
            out.empty();
            out.empty();
        } else {
            out.cell(2 * f->params.length);
            out.cell(f->extended.distance);
            if (i < f->spreadsPast.size())
                out.cell(f->spreadsPast[i].spread());
            else
                out.empty();
        }
        out.cell(f->determinism.identical ? 1 : 0);
        out.cell(f->collisions.neighbourCollisions);
        out.cell(f->collisions.duplicatePositions);
        out.cell(f->collisions.firstDuplicate);
        out.cell(f->collisions.firstDuplicateOf);
        out.endRow();
    }
}

} // namespace pe::ui

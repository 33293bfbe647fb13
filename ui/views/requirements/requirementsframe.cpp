#include "ui/views/requirements/requirementsframe.h"

#include "core/parallel.h"
#include "ui/framework/controller.h"
#include "ui/framework/viewhelpers.h"

#include <QStringList>

#include <algorithm>
#include <chrono>
#include <cmath>

namespace pe::ui {

namespace requirements {

std::vector<long> parseOffsets(const QString& text)
{
    std::vector<long> out;
    const QStringList parts = text.split(QLatin1Char(','), Qt::SkipEmptyParts);
    if (parts.isEmpty() || parts.size() > kMaxOffsets)
        return {};
    for (const QString& part : parts) {
        bool ok = false;
        const long v = part.trimmed().toLong(&ok);
        if (!ok || v < 1 || v > core::Limits::maxLength)
            return {};
        out.push_back(v);
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

bool spreadIsRounding(const core::OffsetSpread& s)
{
    return s.samples > 0 && s.spread() <= std::max(1e-12, 1e-9 * s.mean);
}

} // namespace requirements

std::shared_ptr<const RequirementsFrame> computeRequirements(const RequirementsRequest& request)
{
    using namespace requirements;
    auto f = std::make_shared<RequirementsFrame>();
    f->settings = request.settings;
    f->params = helpers::sinusoidalParams(request.inputs);
    f->naive = core::naiveKindOf(f->settings.scheme);
    std::shared_ptr<const core::AbsoluteEncoding> encoding = request.inputs.encoding;
    std::shared_ptr<const core::NaiveEncoding> naive;
    if (f->naive) {
        // The previous frame's encoding when it is the same one: the frame reuses its results.
        const auto* old =
            request.previous ? dynamic_cast<const core::NaiveEncoding*>(request.previous->encoding.get()) : nullptr;
        if (old && old->kind() == *f->naive && old->dim() == request.inputs.params.dim &&
            old->length() == f->params.length)
            naive = std::static_pointer_cast<const core::NaiveEncoding>(request.previous->encoding);
        else
            naive = std::make_shared<const core::NaiveEncoding>(*f->naive, request.inputs.params.dim, f->params.length);
        encoding = naive;
    }
    f->table = encoding && !encoding->sinusoidal() && !naive;
    if (encoding)
        f->source = QString::fromStdString(encoding->describe());
    const long length = f->params.length;
    const int dim = f->table || naive ? encoding->dim() : f->params.dim;
    f->params.dim = dim;
    for (long offset : parseOffsets(f->settings.offsets))
        (offset < length ? f->offsets : f->skippedOffsets).push_back(offset);

    f->encoding = encoding;
    const std::shared_ptr<const RequirementsFrame>& previous = request.previous;
    const bool sameEncoding = previous && previous->encoding == encoding && previous->params == f->params;

    core::RowBlocks rows;
    if (f->table) {
        f->tableRows = encoding->maxLength();
        auto matrix = std::make_shared<const Eigen::MatrixXd>(encoding->rows(0, length));
        rows = core::matrixRows(matrix);
        if (!sameEncoding)
            f->unique = core::minDistanceRows(matrix->topRows(std::min(length, kPairRows)));
    } else if (naive) {
        rows = core::naiveRows(naive);
        if (!sameEncoding) {
            // Every pair directly (the first kPairRows positions), and binary's repeat at 2^d,
            // which can lie past them.
            const long period = *f->naive == core::NaiveKind::Binary ? core::binaryPeriod(dim) : -1;
            for (auto [out, positions] : {std::pair{&f->unique, length}, std::pair{&f->extended, 2 * length}}) {
                *out = core::minDistanceRows(naive->rows(0, std::min(positions, kPairRows)));
                out->positions = positions;
                if (period > 0 && period < positions)
                    *out = core::MinDistance{0.0, 0, period, positions};
            }
        }
    } else if (sameEncoding && previous->rows) {
        rows = previous->rows;
    } else {
        rows = core::sinusoidalRows(f->params);
        if (!sameEncoding) {
            f->unique = core::minDistanceSinusoidal(f->params, length);
            f->extended = core::minDistanceSinusoidal(f->params, 2 * length);
        }
    }
    // The formula's rows are kept for the follow-up frame; a table's copy is not (it would
    // double the table's memory for as long as the figure is shown).
    if (!f->table)
        f->rows = rows;
    const bool formula = !f->table; // the sinusoid or a naive formula: measured past L too
    if (sameEncoding) {
        f->unique = previous->unique;
        f->extended = previous->extended;
        f->determinism = previous->determinism;
    } else {
        f->determinism = core::checkDeterminism(rows, dim, std::min(length, determinismRows(dim)));
    }
    if (sameEncoding && previous->offsets == f->offsets) {
        f->spreads = previous->spreads;
        f->spreadsPast = previous->spreadsPast;
    } else {
        const long samples = formula ? spreadSamples(dim) : length;
        // Each offset's spreads (below L, and past it for the formula) measured on its own core.
        const long n = static_cast<long>(f->offsets.size());
        f->spreads.resize(f->offsets.size());
        f->spreadsPast.resize(formula ? f->offsets.size() : 0);
        core::parallelFor(formula ? 2 * n : n, 1, [&](long first, long end) {
            for (long i = first; i < end; ++i) {
                const long offset = f->offsets[static_cast<std::size_t>(i % n)];
                if (i < n)
                    f->spreads[static_cast<std::size_t>(i)] =
                        core::offsetSpread(rows, dim, offset, 0, length - offset, samples);
                else
                    f->spreadsPast[static_cast<std::size_t>(i - n)] =
                        core::offsetSpread(rows, dim, offset, length, 2 * length - offset, samples);
            }
        });
    }
    const bool sameCounts = sameEncoding && previous->settings.dtype == f->settings.dtype;
    if (sameCounts && !previous->countingCollisions) {
        f->collisions = previous->collisions;
        f->bins = previous->bins;
        f->seconds = previous->seconds;
    } else if (!sameCounts && static_cast<double>(length) * dim > static_cast<double>(kCountLater)) {
        // Drawn now without the counts; the follow-up frame (previous == this one) counts.
        f->countingCollisions = true;
        f->pending = true;
        f->collisions.dtype = f->settings.dtype;
        f->collisions.positions = length;
        f->collisions.dim = dim;
    } else {
        const auto start = std::chrono::steady_clock::now();
        std::optional<core::CollisionCounts> counts =
            core::countCollisions(rows, dim, length, f->settings.dtype, &Controller::reportProgress);
        if (!counts) { // a newer request made this frame stale: it will not be drawn
            f->countingCollisions = true;
            f->pending = true;
            return f;
        }
        f->collisions = std::move(*counts);
        f->seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        f->bins = core::binCollisions(f->collisions, kBins);
    }
    return f;
}

} // namespace pe::ui

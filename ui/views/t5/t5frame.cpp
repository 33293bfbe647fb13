#include "ui/views/t5/t5frame.h"

#include "core/parallel.h"
#include "core/sampling/sampling.h"
#include "ui/framework/coremessages.h"
#include "ui/framework/viewhelpers.h"
#include "ui/plotting/fastcolormap.h"
#include "ui/plotting/plotstyle.h"

#include <QCoreApplication>

#include <algorithm>

namespace pe::ui {

int T5Frame::bucketAt(long offset) const
{
    const auto it = std::upper_bound(runStart.begin(), runStart.end(), offset);
    return it == runStart.begin() ? runBucket.front() : runBucket[static_cast<size_t>(it - runStart.begin() - 1)];
}

std::pair<long, long> t5OffsetRange(long length, bool bidirectional)
{
    return {-(length - 1), bidirectional ? length - 1 : 0};
}

core::T5Params t5Params(const T5Settings& settings)
{
    core::T5Params p;
    p.bidirectional = settings.bidirectional;
    p.numBuckets = settings.buckets;
    p.maxDistance = settings.maxDistance;
    return p;
}

QString t5Problem(const T5Settings& settings)
{
    try {
        t5Params(settings).validate();
    } catch (const core::ParameterError& e) {
        const QString option =
            e.parameter() == "buckets" ? QStringLiteral("--buckets") : QStringLiteral("--max-distance");
        return QStringLiteral("%1: %2").arg(option, coremessages::text(e));
    }
    return {};
}

QCPColorGradient t5Gradient(int buckets)
{
    QCPColorGradient g = plotstyle::sequential();
    g.setLevelCount(std::max(2, buckets));
    return g;
}

std::shared_ptr<const T5Frame> computeT5(const ComputeRequest<T5Settings, T5Viewport, T5Frame>& request)
{
    auto f = newFrame(request);
    f->problem = t5Problem(f->settings);
    if (!f->problem.isEmpty())
        return f;
    f->t5 = t5Params(f->settings);
    f->maxExact = (f->t5.bidirectional ? f->t5.numBuckets / 2 : f->t5.numBuckets) / 2;
    std::tie(f->firstOffset, f->lastOffset) = t5OffsetRange(f->params.length, f->t5.bidirectional);

    // Every offset, in parallel, then runs of equal buckets (at most a few per bucket).
    const long count = f->lastOffset - f->firstOffset + 1;
    std::vector<int> buckets(static_cast<size_t>(count));
    core::parallelFor(count, 65536, [&](long first, long end) {
        for (long i = first; i < end; ++i)
            buckets[static_cast<size_t>(i)] = core::relativePositionBucket(f->firstOffset + i, f->t5);
    });
    for (long i = 0; i < count; ++i)
        if (i == 0 || buckets[static_cast<size_t>(i)] != buckets[static_cast<size_t>(i - 1)]) {
            f->runStart.push_back(f->firstOffset + i);
            f->runBucket.push_back(buckets[static_cast<size_t>(i)]);
        }

    // The matrix: the bucket at each cell's centre offset (buckets are categories: no means).
    const long length = f->params.length;
    const core::BlockAxis axis = core::BlockAxis::fit(0, length, std::max(16, request.viewport.matrixPixels));
    f->step = axis.step;
    f->cells = axis.cells;
    const int n = axis.cells;
    int size = 0;
    QCPRange range;
    helpers::axisExtent(axis, &size, &range);
    auto data = std::make_unique<QCPColorMapData>(size, size, range, range);
    double* cells = FastColorMap::cells(data.get());
    auto bucketOf = [&](long offset) {
        // Keys after the query: the offset is positive, which a decoder's range does not list.
        return offset > f->lastOffset ? core::relativePositionBucket(offset, f->t5) : f->bucketAt(offset);
    };
    for (int q = 0; q < size; ++q) {
        const double cq = axis.blockCenter(std::min(q, n - 1));
        for (int k = 0; k < size; ++k) {
            const double ck = axis.blockCenter(std::min(k, n - 1));
            cells[static_cast<size_t>(q) * size + k] = bucketOf(static_cast<long>(std::floor(ck - cq + 0.5)));
        }
    }
    data->setCell(0, 0, cells[0]);
    f->map = PreparedColorMap::make(std::move(data), t5Gradient(f->t5.numBuckets),
                                    QCPRange(0.0, std::max(1, f->t5.numBuckets - 1)));
    return f;
}

} // namespace pe::ui

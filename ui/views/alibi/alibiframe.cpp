#include "ui/views/alibi/alibiframe.h"

#include "core/encodings/alibi.h"
#include "core/sampling/sampling.h"
#include "ui/framework/viewhelpers.h"
#include "ui/plotting/fastcolormap.h"
#include "ui/plotting/plotstyle.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace pe::ui {

double alibiBlockMean(double slope, long q0, long mq, long k0, long mk)
{
    // Sum of (q - k) and count over q in [q0, q0 + mq), k in [k0, min(q, k0 + mk - 1)].
    double sum = 0, count = 0;
    for (long q = q0; q < q0 + mq; ++q) {
        const long kEnd = std::min(q, k0 + mk - 1); // last unmasked key
        if (kEnd < k0)
            continue;
        const double n = static_cast<double>(kEnd - k0 + 1);
        // sum over k = k0 .. kEnd of (q - k) = n q - (k0 + kEnd) n / 2
        sum += n * static_cast<double>(q) - 0.5 * n * static_cast<double>(k0 + kEnd);
        count += n;
    }
    if (count == 0)
        return std::numeric_limits<double>::quiet_NaN();
    const double mean = sum / count;
    return mean == 0 ? 0.0 : -slope * mean;
}

std::shared_ptr<const AlibiFrame> computeAlibi(const ComputeRequest<AlibiSettings, AlibiViewport, AlibiFrame>& request)
{
    auto f = newFrame(request);
    f->slopes = core::alibiSlopes(std::clamp(f->settings.heads, 1, 1024));
    f->head = std::clamp(f->settings.head, 1, static_cast<int>(f->slopes.size()));
    const double slope = f->slopes[static_cast<size_t>(f->head - 1)];

    const long length = f->params.length;
    const core::BlockAxis axis = core::BlockAxis::fit(0, length, std::max(16, request.viewport.matrixPixels));
    f->step = axis.step;
    f->cells = axis.cells;
    const int n = axis.cells;
    // Blocks below the diagonal are whole: their mean is the bias at the difference of centres.
    // The diagonal and the last row and column are computed pair by pair of blocks (O(step) each).
    std::vector<double> below(static_cast<size_t>(n));
    for (int j = 0; j < n; ++j)
        below[static_cast<size_t>(j)] = j == 0 ? 0.0 : -slope * static_cast<double>(j) * static_cast<double>(axis.step);
    int size = 0;
    QCPRange range;
    helpers::axisExtent(axis, &size, &range);
    auto data = std::make_unique<QCPColorMapData>(size, size, range, range);
    double* cells = FastColorMap::cells(data.get());
    const long last = n - 1;
    for (int q = 0; q < size; ++q) {
        const int qc = std::min(q, n - 1);
        for (int k = 0; k < size; ++k) {
            const int kc = std::min(k, n - 1);
            double v;
            if (kc > qc)
                v = std::numeric_limits<double>::quiet_NaN();
            else if (kc == qc || qc == last || kc == last)
                v = alibiBlockMean(slope, axis.blockBegin(qc), axis.blockSize(qc), axis.blockBegin(kc),
                                   axis.blockSize(kc));
            else
                v = below[static_cast<size_t>(qc - kc)];
            cells[static_cast<size_t>(q) * size + k] = v;
        }
    }
    data->setCell(0, 0, cells[0]);
    const double lowest = -slope * std::max<double>(1.0, static_cast<double>(length - 1));
    QCPColorGradient gradient = plotstyle::sequential();
    gradient.setNanHandling(QCPColorGradient::nhNanColor);
    gradient.setNanColor(QColor(0xdd, 0xdd, 0xdd));
    f->map = PreparedColorMap::make(std::move(data), gradient, QCPRange(lowest, 0.0));
    return f;
}

} // namespace pe::ui

#include "ui/views/distance/distanceframe.h"

#include "core/parallel.h"
#include "ui/framework/viewhelpers.h"
#include "ui/plotting/fastcolormap.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace pe::ui {

namespace {
std::unique_ptr<QCPColorMapData> toColorMapData(const core::SimilarityGrid& g)
{
    int nx = 0, ny = 0;
    QCPRange rx, ry;
    helpers::axisExtent(g.cols, &nx, &rx);
    helpers::axisExtent(g.rows, &ny, &ry);
    auto data = std::make_unique<QCPColorMapData>(nx, ny, rx, ry);
    double* cells = FastColorMap::cells(data.get());
    const int lastRow = g.rows.cells - 1, lastCol = g.cols.cells - 1;
    // Keys (s, the columns of the grid) are the fast index of the map's cells.
    core::parallelFor(ny, 200, [&](long first, long end) {
        for (long y = first; y < end; ++y) {
            const int i = std::min(static_cast<int>(y), lastRow);
            double* row = cells + y * nx;
            for (int x = 0; x < nx; ++x)
                row[x] = g.values(i, std::min(x, lastCol));
        }
    });
    data->setCell(0, 0, cells[0]); // the bookkeeping setCell does (modified flag)
    return data;
}
} // namespace

QCPRange paddedRange(double lo, double hi)
{
    if (!std::isfinite(lo) || !std::isfinite(hi))
        return QCPRange(0.0, 1.0);
    const double size = hi - lo;
    const double scale = std::max(std::abs(lo), std::abs(hi));
    if (!(size > 1e-9 * std::max(1.0, scale))) {
        const double m = std::max(0.05, 0.05 * scale);
        return QCPRange(lo - m, hi + m);
    }
    return QCPRange(lo - 0.05 * size, hi + 0.45 * size);
}

namespace {
DistanceEncoding distanceEncoding(const DistanceRequest& request)
{
    DistanceEncoding e;
    // The closed forms of the sinusoidal encoding: g(D) = sum_k cos(w_k D).
    e.params = helpers::sinusoidalParams(request.inputs);
    if (const auto& encoding = request.inputs.encoding; encoding && !encoding->sinusoidal())
        e.table = encoding;
    e.metric = request.settings.metric;
    e.falseNeighbourPercent = request.settings.falseNeighbourPercent;
    return e;
}
} // namespace

std::shared_ptr<const DistanceFrame> computeDistance(const DistanceRequest& request)
{
    const DistanceEncoding wanted = distanceEncoding(request);
    const auto& [params, table, metric, threshold] = wanted;
    const DistanceViewport& v = request.viewport;
    const std::shared_ptr<const DistanceFrame>& previous = request.previous;
    const bool sameEncoding = previous && *previous == wanted;
    if (sameEncoding && previous->viewport == v && !previous->pending)
        return previous;

    auto r = std::make_shared<DistanceFrame>();
    r->viewport = v;
    static_cast<DistanceEncoding&>(*r) = wanted;
    if (table) {
        // A learned table: every value from its rows (no offset structure to exploit).
        if (previous && previous->table == table && previous->rows &&
            previous->rows->rows() == request.inputs.params.length)
            r->rows = previous->rows;
        else
            r->rows = std::make_shared<const Eigen::MatrixXd>(table->rows(0, request.inputs.params.length));
    }
    // The same step on both axes keeps cells square in positions and lets the core share
    // one offset sum per diagonal.
    const long step =
        std::max(core::BlockAxis::fit(v.s0, v.s1, v.wPx).step, core::BlockAxis::fit(v.t0, v.t1, v.hPx).step);
    const core::BlockAxis rowAxis = core::axisWithStep(v.t0, v.t1, step);
    const core::BlockAxis colAxis = core::axisWithStep(v.s0, v.s1, step);
    r->grid = table ? distancetable::sampleGrid(*r->rows, metric, rowAxis, colAxis)
                    : core::sampleSimilarity(params, metric, rowAxis, colAxis);
    r->data = toColorMapData(r->grid);
    double lo = r->grid.minValue, hi = r->grid.maxValue;
    if (!(hi > lo))
        hi = lo + 1.0;
    r->range = QCPRange(lo, hi);
    r->image = FastColorMap::colorize(r->data.get(), v.gradient, r->range);

    const core::BlockAxis offsetAxis = core::BlockAxis::fit(v.d0, v.d1, v.cPx);
    r->curve = table ? distancetable::offsetCurve(*r->rows, metric, offsetAxis, &r->curveStride)
                     : core::offsetCurve(params, metric, offsetAxis);
    r->curveData = QSharedPointer<QCPGraphDataContainer>::create();
    QVector<QCPGraphData> points(r->curve.offsets.cells);
    double ylo = std::numeric_limits<double>::infinity(), yhi = -ylo;
    for (int i = 0; i < r->curve.offsets.cells; ++i) {
        points[i] = QCPGraphData(r->curve.offsets.blockCenter(i), r->curve.values[i]);
        ylo = std::min(ylo, r->curve.values[i]);
        yhi = std::max(yhi, r->curve.values[i]);
    }
    r->curveData->set(points, true);
    // The formula's search sums every frequency at each offset up to the false neighbour, or
    // to min(L - 2, 65536) when there is none: beyond ~4 M terms the first frame goes without
    // it and the follow-up frame (previous == that one) searches.
    const double searchTerms = static_cast<double>(params.dim / 2) *
                               static_cast<double>(std::min<long>(params.length - 2, core::kFalseNeighbourMaxSearch));
    if (sameEncoding && !previous->searchingPeak) {
        r->peak = previous->peak;
        r->consecutive = previous->consecutive;
        r->atZero = previous->atZero;
        r->atOne = previous->atOne;
    } else if (table) {
        r->peak = distancetable::firstFalseNeighbour(*r->rows, metric, threshold / 100.0);
        r->consecutive = distancetable::consecutiveDistances(*r->rows);
        r->atZero = distancetable::offsetMean(*r->rows, metric, 0, 1);
        r->atOne = r->rows->rows() > 1 ? distancetable::offsetMean(*r->rows, metric, 1, 1) : qQNaN();
    } else {
        if (!sameEncoding && searchTerms > kSearchLater) {
            r->searchingPeak = true;
            r->pending = true;
        } else {
            r->peak = core::firstFalseNeighbour(params, metric, threshold / 100.0);
        }
        r->consecutive = core::consecutiveDistances(params);
        r->atZero = core::similarity(params, metric, 0, 0);
        r->atOne = params.length > 1 ? core::similarity(params, metric, 1, 0) : qQNaN();
    }
    // The axis shows every value the view states: the cells of the curve, the exact values at
    // D = 0 and 1 (block means hide the dip at D = 0 when a cell spans several offsets) and
    // the false neighbour.
    for (double value : {r->atZero, r->atOne, r->peak.found ? r->peak.value : r->atZero})
        if (std::isfinite(value)) {
            ylo = std::min(ylo, value);
            yhi = std::max(yhi, value);
        }
    r->curveRange = paddedRange(ylo, yhi);
    return r;
}

} // namespace pe::ui

namespace pe::ui::distancetable {

double metricOf(core::Metric metric, const Eigen::Ref<const Eigen::VectorXd>& a,
                const Eigen::Ref<const Eigen::VectorXd>& b)
{
    switch (metric) {
    case core::Metric::Dot:
        return a.dot(b);
    case core::Metric::Cosine: {
        const double n = a.norm() * b.norm();
        return n > 0.0 ? a.dot(b) / n : 0.0;
    }
    case core::Metric::Euclidean:
        return (a - b).norm();
    }
    return 0.0;
}

Eigen::VectorXd matrixRow(const Eigen::MatrixXd& e, core::Metric metric, long t)
{
    const long l = e.rows();
    Eigen::VectorXd out(l);
    const Eigen::VectorXd a = e.row(t).transpose();
    for (long s = 0; s < l; ++s)
        out[s] = metricOf(metric, a, e.row(s).transpose());
    return out;
}

namespace {
/// The mean row of every block, and the mean squared norm of its rows.
void blockMeans(const Eigen::MatrixXd& e, const core::BlockAxis& axis, Eigen::MatrixXd* means,
                Eigen::VectorXd* meanSquares)
{
    means->setZero(axis.cells, e.cols());
    meanSquares->setZero(axis.cells);
    for (int i = 0; i < axis.cells; ++i) {
        const long a = axis.blockBegin(i), m = axis.blockSize(i);
        if (m <= 0)
            continue;
        means->row(i) = e.middleRows(a, m).colwise().mean();
        (*meanSquares)[i] = e.middleRows(a, m).rowwise().squaredNorm().mean();
    }
}
} // namespace

core::SimilarityGrid sampleGrid(const Eigen::MatrixXd& e, core::Metric metric, const core::BlockAxis& rows,
                                const core::BlockAxis& cols)
{
    core::SimilarityGrid g;
    g.rows = rows;
    g.cols = cols;
    g.metric = metric;
    Eigen::MatrixXd mr, mc;
    Eigen::VectorXd sr, sc;
    blockMeans(e, rows, &mr, &sr);
    blockMeans(e, cols, &mc, &sc);
    const Eigen::MatrixXd dots = mr * mc.transpose(); // mean dot over each cell
    g.values.resize(rows.cells, cols.cells);
    for (int i = 0; i < rows.cells; ++i)
        for (int j = 0; j < cols.cells; ++j) {
            double v = dots(i, j);
            if (metric == core::Metric::Cosine) {
                const double n = std::sqrt(sr[i] * sc[j]);
                v = n > 0.0 ? v / n : 0.0;
            } else if (metric == core::Metric::Euclidean) {
                v = std::sqrt(std::max(0.0, sr[i] + sc[j] - 2.0 * v));
            }
            g.values(i, j) = static_cast<float>(v);
        }
    if (g.values.size() > 0) {
        g.minValue = g.values.minCoeff();
        g.maxValue = g.values.maxCoeff();
    }
    return g;
}

double offsetMean(const Eigen::MatrixXd& e, core::Metric metric, long offset, long stride)
{
    const long l = e.rows(), d = std::labs(offset);
    if (d >= l)
        return 0.0;
    double sum = 0.0;
    long n = 0;
    for (long t = 0; t + d < l; t += std::max(1L, stride), ++n)
        sum += metricOf(metric, e.row(t).transpose(), e.row(t + d).transpose());
    return n > 0 ? sum / n : 0.0;
}

long strideFor(long length, int dim, long offset, double budget)
{
    const double pairs = static_cast<double>(std::max(1L, length - std::labs(offset)));
    const double cost = pairs * std::max(1, dim);
    return cost <= budget ? 1 : static_cast<long>(std::ceil(cost / budget));
}

core::OffsetCurve offsetCurve(const Eigen::MatrixXd& e, core::Metric metric, const core::BlockAxis& offsets,
                              long* stride)
{
    core::OffsetCurve c;
    c.offsets = offsets;
    c.metric = metric;
    c.values.assign(static_cast<std::size_t>(std::max(0, offsets.cells)), 0.0);
    const double perCell = kCurveBudget / std::max(1, offsets.cells);
    std::vector<long> strides(c.values.size(), 1);
    core::parallelFor(offsets.cells, 8, [&](long first, long end) {
        for (long i = first; i < end; ++i) {
            const long d = std::lround(offsets.blockCenter(static_cast<int>(i)));
            const long k = strideFor(e.rows(), static_cast<int>(e.cols()), d, perCell);
            strides[static_cast<std::size_t>(i)] = k;
            c.values[static_cast<std::size_t>(i)] = offsetMean(e, metric, d, k);
        }
    });
    if (stride)
        *stride = strides.empty() ? 1 : *std::max_element(strides.begin(), strides.end());
    return c;
}

core::FalseNeighbour firstFalseNeighbour(const Eigen::MatrixXd& e, core::Metric metric, double threshold,
                                         long maxSearch)
{
    core::FalseNeighbourSearch search(metric, threshold);
    const long last = std::min(e.rows() - 2, maxSearch);
    if (last < 2)
        return search.result();
    const double perOffset = kCurveBudget / static_cast<double>(last + 1);
    std::vector<double> v(static_cast<std::size_t>(last + 2));
    core::parallelFor(last + 2, 16, [&](long first, long end) {
        for (long d = first; d < end; ++d)
            v[static_cast<std::size_t>(d)] =
                offsetMean(e, metric, d, strideFor(e.rows(), static_cast<int>(e.cols()), d, perOffset));
    });
    for (double value : v)
        if (search.add(value))
            break;
    return search.result();
}

std::vector<core::ConsecutiveDistance> consecutiveDistances(const Eigen::MatrixXd& e)
{
    std::vector<core::ConsecutiveDistance> out;
    const long l = e.rows();
    std::vector<long> ts = {0, 10, 100, 500, l - 2};
    std::sort(ts.begin(), ts.end());
    ts.erase(std::unique(ts.begin(), ts.end()), ts.end());
    for (long t : ts) {
        if (t < 0 || t + 1 >= l)
            continue;
        out.push_back({t, (e.row(t) - e.row(t + 1)).norm()});
    }
    return out;
}

} // namespace pe::ui::distancetable

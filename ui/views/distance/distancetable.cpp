#include "ui/views/distance/distancetable.h"

#include "core/parallel.h"

#include <algorithm>
#include <cmath>
#include <limits>

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

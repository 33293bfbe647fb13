#include "fourier.h"

#include "encoding.h"
#include "fft.h"
#include "parallel.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <utility>

namespace pe::core {

namespace {

/// Columns per thread at least, so that a thread has some 64K samples of work (starting one
/// costs about 50 us).
long minColumnsPerThread(long length)
{
    return std::max(1L, 65536L / std::max(1L, length));
}

/// c_b of eq. (3): 1 for the DC bin and the Nyquist bin of an even n, 2 otherwise.
double binWeight(long b, long n)
{
    return (b == 0 || (n % 2 == 0 && b == n / 2)) ? 1.0 : 2.0;
}

/// Pooled population standard deviation of x[0 .. n) over several columns.
template <typename Get> double pooledStd(std::size_t columns, long n, Get get)
{
    double sum = 0.0, sum2 = 0.0;
    const double count = static_cast<double>(columns) * static_cast<double>(n);
    for (std::size_t c = 0; c < columns; ++c) {
        const Eigen::VectorXd& x = get(c);
        sum += x.head(n).sum();
    }
    const double mean = sum / count;
    for (std::size_t c = 0; c < columns; ++c)
        sum2 += (get(c).head(n).array() - mean).square().sum();
    return std::sqrt(sum2 / count);
}

/// Sum of squared differences of prediction and truth over [0, n) and [n, length), the
/// prediction being periodic with period `period.size()` or given over all positions.
void squaredErrors(const Eigen::VectorXd& truth, const Eigen::VectorXd& prediction, long n, double* inside,
                   double* outside)
{
    const long length = truth.size();
    const long p = prediction.size();
    double in = 0.0, out = 0.0;
    for (long i = 0, u = 0; i < length; ++i) {
        const double e = prediction[u] - truth[i];
        (i < n ? in : out) += e * e;
        if (++u == p)
            u = 0;
    }
    *inside += in;
    *outside += out;
}

} // namespace

Eigen::VectorXd amplitudeDb(const Eigen::VectorXcd& bins, long n, double floorDb)
{
    Eigen::VectorXd db(bins.size());
    for (Eigen::Index b = 0; b < bins.size(); ++b) {
        const double a = binWeight(b, n) * std::abs(bins[b]) / static_cast<double>(n);
        db[b] = a > 0.0 ? std::max(floorDb, 20.0 * std::log10(a)) : floorDb;
    }
    return db;
}

std::vector<int> dominantBins(const Eigen::VectorXcd& bins, int keep)
{
    const int n = static_cast<int>(bins.size());
    const int k = std::clamp(keep, 0, n);
    // Sorting (magnitude, bin) pairs by value reads memory in order; an index sort with the
    // magnitude looked up in the comparator was most of a long window's analysis.
    std::vector<std::pair<double, int>> keyed(n);
    for (int b = 0; b < n; ++b)
        keyed[b] = {-std::norm(bins[b]), b}; // larger first, then the lower bin
    // A heap-based partial sort is slower than a full sort once K is a sizeable fraction.
    if (k > n / 16)
        std::sort(keyed.begin(), keyed.end());
    else
        std::partial_sort(keyed.begin(), keyed.begin() + k, keyed.end());
    std::vector<int> order(k);
    for (int i = 0; i < k; ++i)
        order[i] = keyed[i].second;
    return order;
}

double reconstructAt(const Eigen::VectorXcd& bins, long n, const std::vector<int>& kept, double position)
{
    double sum = 0.0;
    for (int b : kept) {
        // 2 pi b i / n reduced modulo 2 pi in double (b * i mod n first when i is an integer).
        const double phase = reducedAngle(kTwoPi * static_cast<double>(b) / static_cast<double>(n), position);
        sum += binWeight(b, n) * (bins[b] * std::complex<double>(std::cos(phase), std::sin(phase))).real();
    }
    return sum / static_cast<double>(n);
}

Eigen::VectorXd reconstructPeriod(const Eigen::VectorXcd& bins, long n, const std::vector<int>& kept)
{
    Eigen::VectorXcd masked = Eigen::VectorXcd::Zero(bins.size());
    for (int b : kept)
        masked[b] = bins[b];
    return inverseRealFft(masked, n);
}

Eigen::VectorXd tile(const Eigen::VectorXd& period, long length)
{
    Eigen::VectorXd out(length);
    const long p = period.size();
    for (long i = 0; i < length; i += p)
        out.segment(i, std::min(p, length - i)) = period.head(std::min(p, length - i));
    return out;
}

int firstPairSlowerThan(const EncodingParams& params, long window)
{
    const int pairs = pairCount(params.dim);
    for (int k = 0; k < pairs; ++k)
        if (wavelength(params, k) > static_cast<double>(window))
            return k;
    return pairs;
}

std::vector<int> keepGrid(long window)
{
    const int maxKeep = static_cast<int>(window / 2 + 1);
    std::vector<int> keeps;
    for (int k = 1; k <= std::min(16, maxKeep); ++k)
        keeps.push_back(k);
    for (double k = 16.0 * std::sqrt(2.0); k < maxKeep; k *= std::sqrt(2.0)) {
        const int v = static_cast<int>(std::lround(k));
        if (v > keeps.back() && v < maxKeep)
            keeps.push_back(v);
    }
    if (keeps.back() != maxKeep)
        keeps.push_back(maxKeep);
    return keeps;
}

int columnBudget(long length, int dim)
{
    const long fit = kFourierSampleBudget / std::max(1L, length);
    return static_cast<int>(std::clamp<long>(fit, 1, dim));
}

int curveColumnBudget(long length, long window, int dim)
{
    const long points = static_cast<long>(keepGrid(window).size());
    const long fit = 4 * kFourierSampleBudget / std::max(1L, points * length);
    return static_cast<int>(std::clamp<long>(fit, 1, dim));
}

std::vector<int> spreadColumns(int dim, int count)
{
    count = std::clamp(count, 1, dim);
    if (count == dim) {
        std::vector<int> all(dim);
        std::iota(all.begin(), all.end(), 0);
        return all;
    }
    const BlockAxis axis = BlockAxis::fit(0, dim, count);
    std::vector<int> out;
    for (int i = 0; i < axis.cells; ++i) {
        const long first = axis.blockBegin(i);
        out.push_back(static_cast<int>(std::min(first + (i % 2), axis.blockEnd(i) - 1)));
    }
    return out;
}

void validateWindow(const EncodingParams& params, long window)
{
    if (window < 1 || window > params.length)
        throw ParameterError("train-length", "train-length = " + std::to_string(window) +
                                                 " is out of range: the training window L_max must be an "
                                                 "integer from 1 to L = " +
                                                 std::to_string(params.length));
}

FourierBasis analyseColumns(const EmbeddingSource& source, const EncodingParams& params,
                            const SourceParams& sourceParams, long window, const std::vector<int>& columns,
                            bool computeCurve, const std::vector<int>& keeps, const Progress& progress)
{
    validateWindow(params, window);
    const std::vector<int> curveKeeps = computeCurve ? (keeps.empty() ? keepGrid(window) : keeps) : std::vector<int>{};
    // Rough shares of the work: a column costs its samples and an FFT, an error point one
    // inverse FFT and a pass over L per column.
    const double steps = static_cast<double>(columns.size()) * (1.0 + static_cast<double>(curveKeeps.size()));
    double done = 0.0;
    auto report = [&](double amount) {
        done += amount;
        return !progress || progress(std::min(1.0, done / std::max(1.0, steps)));
    };
    FourierBasis basis;
    basis.params = params;
    basis.source = sourceParams;
    basis.window = window;
    const long length = params.length;
    // Columns are independent: batches of a few per core, progress reported between batches
    // (from the calling thread, where the caller's callback lives).
    const long count = static_cast<long>(columns.size());
    basis.columns.resize(columns.size());
    const long batch = 2L * maxThreads() * minColumnsPerThread(length);
    for (long first = 0; first < count; first += batch) {
        const long last = std::min(count, first + batch);
        parallelFor(last - first, minColumnsPerThread(length), [&](long b, long e) {
            for (long i = first + b; i < first + e; ++i) {
                FourierColumn& c = basis.columns[i];
                c.column = columns[i];
                c.truth = source.column(c.column, length);
                c.encoding =
                    sourceParams.kind == SourceKind::Sinusoidal ? c.truth : encodingColumn(params, c.column, length);
                c.bins = realFft(c.truth.head(window));
                c.order = dominantBins(c.bins, static_cast<int>(c.bins.size()));
            }
        });
        if (!report(static_cast<double>(last - first))) {
            basis.columns.resize(last);
            basis.complete = false;
            return basis;
        }
    }
    if (basis.columns.empty())
        return basis;

    const std::size_t nc = basis.columns.size();
    basis.sigmaSource =
        pooledStd(nc, window, [&](std::size_t c) -> const Eigen::VectorXd& { return basis.columns[c].truth; });
    basis.sigmaEncoding =
        pooledStd(nc, window, [&](std::size_t c) -> const Eigen::VectorXd& { return basis.columns[c].encoding; });
    basis.rho = basis.sigmaEncoding > 0.0 ? basis.sigmaSource / basis.sigmaEncoding : 0.0;
    double in = 0.0, out = 0.0;
    for (const FourierColumn& c : basis.columns)
        squaredErrors(c.truth, basis.rho * c.encoding, window, &in, &out);
    basis.sigmaError.keep = 0;
    basis.sigmaError.rmseInside = std::sqrt(in / (static_cast<double>(nc) * window));
    basis.sigmaError.rmseOutside = length > window ? std::sqrt(out / (static_cast<double>(nc) * (length - window)))
                                                   : std::numeric_limits<double>::quiet_NaN();
    for (int k : curveKeeps) {
        basis.errorCurve.push_back(reconstructionError(basis, k));
        if (!report(static_cast<double>(nc))) {
            basis.complete = false;
            return basis;
        }
    }
    return basis;
}

ErrorPoint reconstructionError(const FourierBasis& basis, int keep)
{
    ErrorPoint e;
    e.keep = std::clamp(keep, 1, basis.maxKeep());
    const long n = basis.window, length = basis.params.length;
    // Per column on every core, summed in column order (the same result on any machine).
    const long count = static_cast<long>(basis.columns.size());
    std::vector<double> ins(count, 0.0), outs(count, 0.0);
    parallelFor(count, minColumnsPerThread(length), [&](long b, long end) {
        for (long i = b; i < end; ++i) {
            const FourierColumn& c = basis.columns[i];
            const std::vector<int> kept(c.order.begin(),
                                        c.order.begin() + std::min<std::size_t>(e.keep, c.order.size()));
            squaredErrors(c.truth, reconstructPeriod(c.bins, n, kept), n, &ins[i], &outs[i]);
        }
    });
    double in = 0.0, out = 0.0;
    for (long i = 0; i < count; ++i) {
        in += ins[i];
        out += outs[i];
    }
    const double nc = static_cast<double>(std::max<std::size_t>(1, basis.columns.size()));
    e.rmseInside = std::sqrt(in / (nc * n));
    e.rmseOutside = length > n ? std::sqrt(out / (nc * (length - n))) : std::numeric_limits<double>::quiet_NaN();
    return e;
}

std::vector<Eigen::VectorXd> reconstructPeriods(const FourierBasis& basis, int keep)
{
    const int k = std::clamp(keep, 1, basis.maxKeep());
    std::vector<Eigen::VectorXd> out(basis.columns.size());
    parallelFor(static_cast<long>(out.size()), minColumnsPerThread(basis.window), [&](long b, long e) {
        for (long i = b; i < e; ++i) {
            const FourierColumn& c = basis.columns[i];
            const std::vector<int> kept(c.order.begin(), c.order.begin() + std::min<std::size_t>(k, c.order.size()));
            out[i] = reconstructPeriod(c.bins, basis.window, kept);
        }
    });
    return out;
}

std::vector<Eigen::VectorXd> reconstructColumns(const EmbeddingSource& source, long window, int keep,
                                                const std::vector<int>& columns)
{
    std::vector<Eigen::VectorXd> out;
    out.reserve(columns.size());
    for (int j : columns) {
        const Eigen::VectorXcd bins = realFft(source.column(j, window));
        out.push_back(
            reconstructPeriod(bins, window, dominantBins(bins, std::clamp(keep, 1, static_cast<int>(bins.size())))));
    }
    return out;
}

std::vector<double> blockMax(const Eigen::VectorXd& values, const BlockAxis& axis)
{
    std::vector<double> out(axis.cells);
    for (int i = 0; i < axis.cells; ++i)
        out[i] = values.segment(axis.blockBegin(i), axis.blockSize(i)).maxCoeff();
    return out;
}

std::vector<double> blockMeans(const Eigen::VectorXd& values, const BlockAxis& axis)
{
    std::vector<double> out(axis.cells);
    for (int i = 0; i < axis.cells; ++i)
        out[i] = values.segment(axis.blockBegin(i), axis.blockSize(i)).mean();
    return out;
}

std::vector<double> periodicBlockMeans(const Eigen::VectorXd& period, const BlockAxis& axis)
{
    const long p = period.size();
    // prefix[u] = sum of period[0 .. u); S(x) = sum over [0, x) of the periodic sequence.
    std::vector<double> prefix(p + 1, 0.0);
    for (long u = 0; u < p; ++u)
        prefix[u + 1] = prefix[u] + period[u];
    auto s = [&](long x) { return static_cast<double>(x / p) * prefix[p] + prefix[x % p]; };
    std::vector<double> out(axis.cells);
    for (int i = 0; i < axis.cells; ++i) {
        const long a = axis.blockBegin(i), b = axis.blockEnd(i);
        out[i] = b - a == 1 ? period[a % p] : (s(b) - s(a)) / static_cast<double>(b - a);
    }
    return out;
}

Envelope envelope(const Eigen::VectorXd& values, const BlockAxis& axis)
{
    Envelope e;
    for (int i = 0; i < axis.cells; ++i) {
        const long a = axis.blockBegin(i), m = axis.blockSize(i);
        if (m == 1) {
            e.x.push_back(static_cast<double>(a));
            e.y.push_back(values[a]);
            continue;
        }
        const auto seg = values.segment(a, m);
        Eigen::Index lo = 0, hi = 0;
        seg.minCoeff(&lo);
        seg.maxCoeff(&hi);
        // In index order, so the line runs left to right through both extremes.
        const Eigen::Index first = std::min(lo, hi), second = std::max(lo, hi);
        e.x.push_back(static_cast<double>(a + first));
        e.y.push_back(seg[first]);
        e.x.push_back(static_cast<double>(a + second));
        e.y.push_back(seg[second]);
    }
    return e;
}

} // namespace pe::core

#include "fourier.h"

#include "encoding.h"
#include "fft.h"
#include "parallel.h"

#include <algorithm>
#include <cmath>
#include <functional>
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

/// G_u = sum of the positions i >= n with i = u mod n, and their energy (error-curve data).
void foldOutside(FourierColumn& c, long n)
{
    const long length = c.truth.size();
    c.outsideEnergy = length > n ? c.truth.tail(length - n).squaredNorm() : 0.0;
    if (length <= n) {
        c.folded = Eigen::VectorXcd::Zero(n / 2 + 1);
        return;
    }
    Eigen::VectorXd g = Eigen::VectorXd::Zero(n);
    for (long i = n; i < length; i += n) {
        const long m = std::min(n, length - i);
        g.head(m) += c.truth.segment(i, m);
    }
    c.folded = realFft(g);
}

ErrorPoint rmse(int keep, double in, double out, std::size_t columns, long n, long length)
{
    ErrorPoint e;
    e.keep = keep;
    const double nc = static_cast<double>(std::max<std::size_t>(1, columns));
    e.rmseInside = std::sqrt(std::max(0.0, in) / (nc * n));
    e.rmseOutside =
        length > n ? std::sqrt(std::max(0.0, out) / (nc * (length - n))) : std::numeric_limits<double>::quiet_NaN();
    return e;
}

} // namespace

double binWeight(long b, long n)
{
    return (b == 0 || (n % 2 == 0 && b == n / 2)) ? 1.0 : 2.0;
}

std::vector<std::complex<double>> unitRoots(long n)
{
    const double invN = 1.0 / static_cast<double>(n);
    std::vector<std::complex<double>> roots(n);
    for (long m = 0; m < n; ++m) {
        const double phase = kTwoPi * static_cast<double>(m) * invN;
        roots[m] = {std::cos(phase), std::sin(phase)};
    }
    return roots;
}

void columnSquaredErrors(const FourierColumn& c, const std::vector<int>& order, long n, long length,
                         const std::vector<int>& keeps, double* inside, double* outside,
                         const std::vector<std::complex<double>>* roots)
{
    const long bins = static_cast<long>(order.size());
    const double invN = 1.0 / static_cast<double>(n);
    // e_j, the energy of the j-th largest bin over one period (Parseval, c_b for DC/Nyquist).
    std::vector<double> energy(bins);
    for (long j = 0; j < bins; ++j) {
        const int b = order[j];
        energy[j] = binWeight(b, n) * std::norm(c.bins[b]) * invN;
    }
    // Inside: the energy of the dropped bins, summed from the smallest (0 exactly when all kept).
    std::vector<double> dropped(bins + 1, 0.0);
    for (long j = bins - 1; j >= 0; --j)
        dropped[j] = dropped[j + 1] + energy[j];
    for (std::size_t i = 0; i < keeps.size(); ++i)
        inside[i] += dropped[std::clamp<long>(keeps[i], 0, bins)];
    if (length <= n || keeps.empty())
        return;

    // Outside: positions n + q n + u, u < s, meet r(u) once more than the others.
    const long q = (length - n) / n, s = (length - n) % n;
    const bool headPart = s <= n - s; // the shorter of [0, s) and [s, n) is summed directly
    const long t0 = headPart ? 0 : s, t1 = headPart ? s : n, span = t1 - t0;
    const long maxKeep = std::clamp<long>(keeps.back(), 0, bins);
    // r_K on the span: bin by bin (span x K sines) or by one inverse FFT per keep.
    const double perBin = 8.0 * static_cast<double>(span) * static_cast<double>(maxKeep);
    const double perFft = static_cast<double>(keeps.size()) * static_cast<double>(n) *
                          (std::log2(static_cast<double>(std::max(2L, n))) + 2.0);
    const bool incremental = perBin <= perFft;
    std::vector<double> r(incremental ? span : 0, 0.0);
    Eigen::VectorXcd masked = incremental ? Eigen::VectorXcd() : Eigen::VectorXcd::Zero(c.bins.size());
    double kept = 0.0, cross = 0.0;
    long j = 0;
    for (std::size_t i = 0; i < keeps.size(); ++i) {
        const long k = std::clamp<long>(keeps[i], 0, bins);
        for (; j < k; ++j) {
            const int b = order[j];
            const double w = binWeight(b, n);
            kept += energy[j];
            cross += w * (c.bins[b] * std::conj(c.folded[b])).real() * invN;
            if (incremental) {
                const double re = w * c.bins[b].real() * invN, im = w * c.bins[b].imag() * invN;
                for (long u = t0; u < t1; ++u) {
                    // 2 pi b u / n with b u reduced modulo n in integers (exact phase).
                    const long m = static_cast<long>((static_cast<long long>(b) * u) % n);
                    if (roots) {
                        r[u - t0] += re * (*roots)[m].real() - im * (*roots)[m].imag();
                        continue;
                    }
                    const double phase = kTwoPi * static_cast<double>(m) * invN;
                    r[u - t0] += re * std::cos(phase) - im * std::sin(phase);
                }
            } else {
                masked[b] = c.bins[b];
            }
        }
        double partial = 0.0;
        if (span > 0) {
            if (incremental) {
                for (double v : r)
                    partial += v * v;
            } else {
                partial = inverseRealFft(masked, n).segment(t0, span).squaredNorm();
            }
        }
        const double extra = headPart ? partial : kept - partial;
        outside[i] += c.outsideEnergy + static_cast<double>(q) * kept - 2.0 * cross + extra;
    }
}

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

std::vector<int> partitionedBins(const Eigen::VectorXcd& bins, const std::vector<int>& cuts)
{
    const int n = static_cast<int>(bins.size());
    std::vector<std::pair<double, int>> keyed(n);
    for (int b = 0; b < n; ++b)
        keyed[b] = {-std::norm(bins[b]), b}; // larger first, then the lower bin
    std::vector<int> sorted = cuts;
    std::sort(sorted.begin(), sorted.end(), std::greater<int>());
    // From the largest cut down, each selection on the range left by the previous one:
    // about 3.5 passes over the bins in all, instead of a full sort.
    int end = n;
    for (int c : sorted)
        if (c > 0 && c < end) {
            std::nth_element(keyed.begin(), keyed.begin() + c, keyed.begin() + end);
            end = c;
        }
    std::vector<int> order(n);
    for (int i = 0; i < n; ++i)
        order[i] = keyed[i].second;
    return order;
}

std::vector<int> orderWithCut(const FourierBasis& basis, const FourierColumn& column, int keep)
{
    std::vector<int> order = column.order;
    const int n = static_cast<int>(order.size());
    const int k = std::clamp(keep, 0, n);
    const auto hiIt = std::lower_bound(basis.orderCuts.begin(), basis.orderCuts.end(), k);
    const int hi = hiIt == basis.orderCuts.end() ? n : *hiIt;
    if (k == 0 || k == n || hi == k)
        return order;
    const int lo = hiIt == basis.orderCuts.begin() ? 0 : *(hiIt - 1);
    std::vector<std::pair<double, int>> keyed;
    keyed.reserve(hi - lo);
    for (int i = lo; i < hi; ++i)
        keyed.push_back({-std::norm(column.bins[order[i]]), order[i]});
    std::nth_element(keyed.begin(), keyed.begin() + (k - lo), keyed.end());
    for (int i = lo; i < hi; ++i)
        order[i] = keyed[i - lo].second;
    return order;
}

std::vector<int> topBins(const FourierBasis& basis, const FourierColumn& column, int keep)
{
    const int k = std::clamp(keep, 0, static_cast<int>(column.order.size()));
    std::vector<int> order = orderWithCut(basis, column, k);
    order.resize(k);
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
    const long l = std::max(1L, length);
    const long floor = std::min<long>(kFourierMinColumns, kFourierSampleCeiling / l);
    return static_cast<int>(std::clamp<long>(std::max(kFourierSampleBudget / l, floor), 1, dim));
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
    // Rough shares of the work: a column costs its samples and two FFTs, its error curve
    // about as much (a pass over its sorted bins).
    const double steps = static_cast<double>(columns.size()) * (computeCurve ? 2.0 : 1.0);
    double done = 0.0;
    auto report = [&](double amount) {
        done += amount;
        return !progress || progress(std::min(1.0, done / std::max(1.0, steps)));
    };
    FourierBasis basis;
    basis.params = params;
    basis.source = sourceParams;
    basis.window = window;
    basis.orderCuts = keepGrid(window);
    basis.orderCuts.insert(basis.orderCuts.end(), curveKeeps.begin(), curveKeeps.end());
    for (int& k : basis.orderCuts)
        k = std::clamp(k, 0, basis.maxKeep());
    std::sort(basis.orderCuts.begin(), basis.orderCuts.end());
    basis.orderCuts.erase(std::unique(basis.orderCuts.begin(), basis.orderCuts.end()), basis.orderCuts.end());
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
                c.order = partitionedBins(c.bins, basis.orderCuts);
                if (computeCurve)
                    foldOutside(c, window);
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
    if (curveKeeps.empty())
        return basis;
    // The whole curve in one pass per column (no inverse FFT per K), summed in column order.
    std::vector<int> sortedKeeps = curveKeeps;
    for (int& k : sortedKeeps)
        k = std::clamp(k, 1, basis.maxKeep());
    std::sort(sortedKeeps.begin(), sortedKeeps.end());
    const std::size_t nk = sortedKeeps.size();
    std::vector<double> ins(nc * nk, 0.0), outs(nc * nk, 0.0);
    // The outside error sums r_K over a span of positions, a sine and a cosine per bin and
    // position: with many columns, one table of the window's n phases is cheaper.
    const long s = length > window ? (length - window) % window : 0;
    const double phases = static_cast<double>(count) * std::min(s, window - s) * (window / 2 + 1);
    const std::vector<std::complex<double>> roots =
        phases > 2.0 * window ? unitRoots(window) : std::vector<std::complex<double>>{};
    for (long first = 0; first < count; first += batch) {
        const long last = std::min(count, first + batch);
        parallelFor(last - first, minColumnsPerThread(window), [&](long b, long e) {
            for (long i = first + b; i < first + e; ++i)
                columnSquaredErrors(basis.columns[i], basis.columns[i].order, window, length, sortedKeeps, &ins[i * nk],
                                    &outs[i * nk], roots.empty() ? nullptr : &roots);
        });
        if (!report(static_cast<double>(last - first))) {
            basis.complete = false;
            return basis;
        }
    }
    std::vector<ErrorPoint> points(nk);
    for (std::size_t p = 0; p < nk; ++p) {
        double in = 0.0, out = 0.0;
        for (std::size_t c = 0; c < nc; ++c) {
            in += ins[c * nk + p];
            out += outs[c * nk + p];
        }
        points[p] = rmse(sortedKeeps[p], in, out, nc, window, length);
    }
    // In the order asked for.
    for (int k : curveKeeps) {
        const int kk = std::clamp(k, 1, basis.maxKeep());
        basis.errorCurve.push_back(
            points[std::lower_bound(sortedKeeps.begin(), sortedKeeps.end(), kk) - sortedKeeps.begin()]);
    }
    return basis;
}

ErrorPoint reconstructionError(const FourierBasis& basis, int keep)
{
    const int k = std::clamp(keep, 1, basis.maxKeep());
    const long n = basis.window, length = basis.params.length;
    const bool folded = std::all_of(basis.columns.begin(), basis.columns.end(), [&](const FourierColumn& c) {
        return c.folded.size() == c.bins.size() && static_cast<long>(c.order.size()) == c.bins.size();
    });
    if (folded && !basis.columns.empty()) {
        const long count = static_cast<long>(basis.columns.size());
        std::vector<double> ins(count, 0.0), outs(count, 0.0);
        parallelFor(count, minColumnsPerThread(n), [&](long b, long end) {
            for (long i = b; i < end; ++i)
                columnSquaredErrors(basis.columns[i], orderWithCut(basis, basis.columns[i], k), n, length, {k}, &ins[i],
                                    &outs[i]);
        });
        double in = 0.0, out = 0.0;
        for (long i = 0; i < count; ++i) {
            in += ins[i];
            out += outs[i];
        }
        return rmse(k, in, out, basis.columns.size(), n, length);
    }
    ErrorPoint e;
    e.keep = k;
    // Per column on every core, summed in column order (the same result on any machine).
    const long count = static_cast<long>(basis.columns.size());
    std::vector<double> ins(count, 0.0), outs(count, 0.0);
    parallelFor(count, minColumnsPerThread(length), [&](long b, long end) {
        for (long i = b; i < end; ++i) {
            const FourierColumn& c = basis.columns[i];
            const std::vector<int> kept = topBins(basis, c, e.keep);
            squaredErrors(c.truth, reconstructPeriod(c.bins, n, kept), n, &ins[i], &outs[i]);
        }
    });
    double in = 0.0, out = 0.0;
    for (long i = 0; i < count; ++i) {
        in += ins[i];
        out += outs[i];
    }
    return rmse(e.keep, in, out, basis.columns.size(), n, length);
}

std::vector<Eigen::VectorXd> reconstructPeriods(const FourierBasis& basis, int keep)
{
    const int k = std::clamp(keep, 1, basis.maxKeep());
    std::vector<Eigen::VectorXd> out(basis.columns.size());
    parallelFor(static_cast<long>(out.size()), minColumnsPerThread(basis.window), [&](long b, long e) {
        for (long i = b; i < e; ++i) {
            const FourierColumn& c = basis.columns[i];
            const std::vector<int> kept = topBins(basis, c, k);
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

} // namespace pe::core

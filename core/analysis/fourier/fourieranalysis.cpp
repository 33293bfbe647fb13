// Internal: part of core/analysis/fourier/fourier.h (no header of its own).
// The Fourier analysis of a set of columns: spectra, rankings, the error curve and the
// errors of eq. (2) and (3) (split from fourier.cpp).

#include "core/analysis/fourier/fourier.h"

#include "core/analysis/fourier/fft.h"
#include "core/formula/formula.h"
#include "core/parallel.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace pe::core {

namespace {

/// Columns per thread at least, so that a thread has some 64K samples of work (starting one
/// costs about 50 us).
long minColumnsPerThread(long length)
{
    return std::max(1L, 65536L / std::max(1L, length));
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

/// The window's bins of the column and, with `fold`, the error-curve data: G_u = sum of the
/// positions i >= n with i = u mod n, transformed, and their energy. The two transforms share
/// one complex FFT where that is cheaper (realFftPair).
void transformColumn(FourierColumn& c, long n, bool fold)
{
    const long length = c.truth.size();
    if (!fold || length <= n) {
        c.bins = realFft(c.truth.data(), n);
        if (fold) {
            c.outsideEnergy = 0.0;
            c.folded = Eigen::VectorXcd::Zero(n / 2 + 1);
        }
        return;
    }
    c.outsideEnergy = c.truth.tail(length - n).squaredNorm();
    if (length <= 2 * n) { // one partial period past the window: G is it, zero-padded
        realFftPair(c.truth.data(), n, c.truth.data() + n, length - n, n, &c.bins, &c.folded);
        return;
    }
    Eigen::VectorXd g = Eigen::VectorXd::Zero(n);
    for (long i = n; i < length; i += n) {
        const long m = std::min(n, length - i);
        g.head(m) += c.truth.segment(i, m);
    }
    realFftPair(c.truth.data(), n, g.data(), n, n, &c.bins, &c.folded);
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

/// The error curve of the basis' sum at `curveKeeps`, one pass per column; false when the
/// progress callback stopped it.
bool fillErrorCurve(FourierBasis& basis, const std::vector<int>& curveKeeps, const std::function<bool(double)>& report)
{
    const long window = basis.window, length = basis.params.length;
    const long count = static_cast<long>(basis.columns.size());
    const std::size_t nc = basis.columns.size();
    const long batch = 2L * maxThreads() * minColumnsPerThread(length);
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
                                    &outs[i * nk], roots.empty() ? nullptr : &roots, basis.sum);
        });
        if (!report(static_cast<double>(last - first))) {
            basis.complete = false;
            return false;
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
    basis.errorCurve.clear();
    for (int k : curveKeeps) {
        const int kk = std::clamp(k, 1, basis.maxKeep());
        basis.errorCurve.push_back(
            points[std::lower_bound(sortedKeeps.begin(), sortedKeeps.end(), kk) - sortedKeeps.begin()]);
    }
    return true;
}

/// A progress reporter over `steps` units of work.
std::function<bool(double)> reporter(double steps, const Progress& progress)
{
    return [done = 0.0, steps, progress](double amount) mutable {
        done += amount;
        return !progress || progress(std::min(1.0, done / std::max(1.0, steps)));
    };
}

} // namespace

FourierBasis analyseColumns(const EmbeddingSource& source, const EncodingParams& params,
                            const SourceParams& sourceParams, long window, const std::vector<int>& columns,
                            bool computeCurve, const std::vector<int>& keeps, const Progress& progress, FourierSum sum)
{
    validateWindow(params, window);
    const std::vector<int> curveKeeps = computeCurve ? (keeps.empty() ? keepGrid(window) : keeps) : std::vector<int>{};
    // Rough shares of the work: a column costs its samples and two FFTs, its error curve
    // about as much (a pass over its sorted bins).
    const double steps = static_cast<double>(columns.size()) * (computeCurve ? 2.0 : 1.0);
    auto report = reporter(steps, progress);
    FourierBasis basis;
    basis.params = params;
    basis.source = sourceParams;
    basis.sum = sum;
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
    // Per column, on the thread that has it in cache: the mean and the sum of squared
    // deviations over the window of the source ([0], [1]) and of PE ([2], [3]), and the sums
    // of eq. (2) inside and past the window.
    std::vector<std::array<double, 4>> moments(columns.size());
    std::vector<std::array<double, 6>> products(columns.size());
    for (long first = 0; first < count; first += batch) {
        const long last = std::min(count, first + batch);
        parallelFor(last - first, minColumnsPerThread(length), [&](long b, long e) {
            for (long i = first + b; i < first + e; ++i) {
                FourierColumn& c = basis.columns[i];
                c.column = columns[i];
                c.truth = source.column(c.column, length);
                if (sourceParams.kind != SourceKind::Sinusoidal)
                    c.encoding = encodingColumn(params, c.column, length);
                transformColumn(c, window, computeCurve);
                c.order = partitionedBins(c.bins, basis.orderCuts, sum);
                for (int k = 0; k < 2; ++k) {
                    const auto x = (k == 0 ? c.truth : c.pe()).head(window);
                    const double mean = x.mean();
                    moments[i][2 * k] = mean;
                    moments[i][2 * k + 1] = (x.array() - mean).square().sum();
                }
                for (int part = 0; part < 2; ++part) {
                    const long from = part == 0 ? 0 : window, size = part == 0 ? window : length - window;
                    const Eigen::VectorXd& truth = c.truth;
                    const auto pe = c.pe().segment(from, size), t = truth.segment(from, size);
                    products[i][3 * part] = pe.squaredNorm();
                    products[i][3 * part + 1] = pe.dot(t);
                    products[i][3 * part + 2] = t.squaredNorm();
                }
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

    // Pooled population standard deviations over every analysed value of the window, from the
    // columns' moments (Chan et al.: M2 = sum M2_c + n sum (mean_c - mean)^2), in column order.
    const std::size_t nc = basis.columns.size();
    double pooled[2];
    for (int k = 0; k < 2; ++k) {
        double mean = 0.0, m2 = 0.0;
        for (std::size_t c = 0; c < nc; ++c)
            mean += moments[c][2 * k];
        mean /= static_cast<double>(nc);
        for (std::size_t c = 0; c < nc; ++c) {
            const double d = moments[c][2 * k] - mean;
            m2 += moments[c][2 * k + 1] + static_cast<double>(window) * d * d;
        }
        pooled[k] = std::sqrt(m2 / (static_cast<double>(nc) * static_cast<double>(window)));
    }
    basis.sigmaSource = pooled[0];
    basis.sigmaEncoding = pooled[1];
    for (std::size_t c = 0; c < nc; ++c)
        for (int part = 0; part < 2; ++part) {
            basis.sumEE[part] += products[c][3 * part];
            basis.sumET[part] += products[c][3 * part + 1];
            basis.sumTT[part] += products[c][3 * part + 2];
        }
    if (!curveKeeps.empty())
        fillErrorCurve(basis, curveKeeps, report);
    return basis;
}

FourierBasis resummed(const FourierBasis& basis, FourierSum sum, const Progress& progress)
{
    FourierBasis out = basis;
    out.sum = sum;
    if (sum == basis.sum)
        return out;
    const bool curve = !basis.errorCurve.empty();
    auto report = reporter(static_cast<double>(out.columns.size()) * (curve ? 2.0 : 1.0), progress);
    const long count = static_cast<long>(out.columns.size());
    const long batch = 2L * maxThreads() * minColumnsPerThread(out.window);
    for (long first = 0; first < count; first += batch) {
        const long last = std::min(count, first + batch);
        parallelFor(last - first, minColumnsPerThread(out.window), [&](long b, long e) {
            for (long i = first + b; i < first + e; ++i)
                out.columns[i].order = partitionedBins(out.columns[i].bins, out.orderCuts, sum);
        });
        if (!report(static_cast<double>(last - first))) {
            out.complete = false;
            return out;
        }
    }
    if (curve) {
        std::vector<int> keeps;
        for (const ErrorPoint& e : basis.errorCurve)
            keeps.push_back(e.keep);
        fillErrorCurve(out, keeps, report);
    }
    return out;
}

double sigmaFactor(const FourierBasis& basis, SigmaScale scale)
{
    if (scale == SigmaScale::Printed)
        return basis.sigmaSource;
    return basis.sigmaEncoding > 0.0 ? basis.sigmaSource / basis.sigmaEncoding : 0.0;
}

ErrorPoint sigmaError(const FourierBasis& basis, SigmaScale scale)
{
    // sum (a e - t)^2 = a^2 sum e^2 - 2 a sum e t + sum t^2 (exactly 0 when e = t and a = 1).
    const double a = sigmaFactor(basis, scale);
    double squared[2];
    for (int part = 0; part < 2; ++part)
        squared[part] = std::max(0.0, a * a * basis.sumEE[part] - 2.0 * a * basis.sumET[part] + basis.sumTT[part]);
    return rmse(0, squared[0], squared[1], basis.columns.size(), basis.window, basis.params.length);
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
                                    &outs[i], nullptr, basis.sum);
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
            squaredErrors(c.truth, reconstructPeriod(c.bins, n, kept, basis.sum), n, &ins[i], &outs[i]);
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
            out[i] = reconstructPeriod(c.bins, basis.window, kept, basis.sum);
        }
    });
    return out;
}

} // namespace pe::core

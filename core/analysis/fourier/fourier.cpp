#include "core/analysis/fourier/fourier.h"
#include "core/enumnames.h"

#include "core/analysis/fourier/fft.h"
#include "core/formula/formula.h"
#include "core/parallel.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <numeric>
#include <utility>

namespace pe::core {

namespace {

/// The ranking key of bin b: larger |X_b| first, then the lower bin; for the printed sum the
/// DC bin after every other (keys of the other bins are <= 0).
std::pair<double, int> rankKey(const Eigen::VectorXcd& bins, int b, FourierSum sum)
{
    return {b == 0 && sum == FourierSum::Printed ? 1.0 : -std::norm(bins[b]), b};
}

} // namespace

double binWeight(long b, long n)
{
    return (b == 0 || (n % 2 == 0 && b == n / 2)) ? 1.0 : 2.0;
}

double sumWeight(long b, long n, FourierSum sum)
{
    if (sum == FourierSum::Full)
        return binWeight(b, n);
    return b == 0 ? 0.0 : 2.0;
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
                         const std::vector<std::complex<double>>* roots, FourierSum sum)
{
    const long bins = static_cast<long>(order.size());
    const double invN = 1.0 / static_cast<double>(n);
    // e_j, the energy of the j-th largest bin over one period (Parseval, c_b for DC/Nyquist),
    // and s_j, the factor on that bin's share of the signal in the sum (1 for the full sum).
    // Scratch reused by the thread: fresh vectors per column were paid in page faults.
    thread_local std::vector<double> energy, scale, dropped, misweighted, r;
    energy.resize(bins);
    scale.resize(bins);
    for (long j = 0; j < bins; ++j) {
        const int b = order[j];
        energy[j] = binWeight(b, n) * std::norm(c.bins[b]) * invN;
        scale[j] = sumWeight(b, n, sum) / binWeight(b, n);
    }
    // Inside: the energy of the dropped bins, summed from the smallest (0 exactly when all kept
    // in the full sum), plus (1 - s_j)^2 e_j for each kept bin weighted otherwise than its share.
    dropped.assign(bins + 1, 0.0);
    misweighted.assign(bins + 1, 0.0);
    for (long j = bins - 1; j >= 0; --j)
        dropped[j] = dropped[j + 1] + energy[j];
    for (long j = 0; j < bins; ++j)
        misweighted[j + 1] = misweighted[j] + (1.0 - scale[j]) * (1.0 - scale[j]) * energy[j];
    for (std::size_t i = 0; i < keeps.size(); ++i) {
        const long k = std::clamp<long>(keeps[i], 0, bins);
        inside[i] += dropped[k] + misweighted[k];
    }
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
    r.assign(incremental ? span : 0, 0.0);
    Eigen::VectorXcd masked = incremental ? Eigen::VectorXcd() : Eigen::VectorXcd::Zero(c.bins.size());
    double kept = 0.0, cross = 0.0;
    long j = 0;
    for (std::size_t i = 0; i < keeps.size(); ++i) {
        const long k = std::clamp<long>(keeps[i], 0, bins);
        for (; j < k; ++j) {
            const int b = order[j];
            const double w = sumWeight(b, n, sum);
            kept += scale[j] * scale[j] * energy[j];
            cross += w * (c.bins[b] * std::conj(c.folded[b])).real() * invN;
            if (incremental) {
                const double re = w * c.bins[b].real() * invN, im = w * c.bins[b].imag() * invN;
                // 2 pi b u / n with b u reduced modulo n in integers (exact phase), stepped by b
                // from u = t0 rather than divided at every position.
                long m = static_cast<long>((static_cast<long long>(b) * t0) % n);
                for (long u = t0; u < t1; ++u) {
                    if (roots) {
                        r[u - t0] += re * (*roots)[m].real() - im * (*roots)[m].imag();
                    } else {
                        const double phase = kTwoPi * static_cast<double>(m) * invN;
                        r[u - t0] += re * std::cos(phase) - im * std::sin(phase);
                    }
                    m += b;
                    if (m >= n)
                        m -= n;
                }
            } else {
                masked[b] = scale[j] * c.bins[b];
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

std::vector<int> dominantBins(const Eigen::VectorXcd& bins, int keep, FourierSum sum)
{
    const int n = static_cast<int>(bins.size());
    const int k = std::clamp(keep, 0, n);
    // Sorting (magnitude, bin) pairs by value reads memory in order; an index sort with the
    // magnitude looked up in the comparator was most of a long window's analysis.
    std::vector<std::pair<double, int>> keyed(n);
    for (int b = 0; b < n; ++b)
        keyed[b] = rankKey(bins, b, sum);
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

std::vector<int> partitionedBins(const Eigen::VectorXcd& bins, const std::vector<int>& cuts, FourierSum sum)
{
    const int n = static_cast<int>(bins.size());
    // Reused by the thread (a fresh half-megabyte vector per column of a long window was paid
    // in page faults).
    thread_local std::vector<std::pair<double, int>> keyed;
    keyed.resize(n);
    for (int b = 0; b < n; ++b)
        keyed[b] = rankKey(bins, b, sum);
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
        keyed.push_back(rankKey(column.bins, order[i], basis.sum));
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

double reconstructAt(const Eigen::VectorXcd& bins, long n, const std::vector<int>& kept, double position,
                     FourierSum sum)
{
    double total = 0.0;
    for (int b : kept) {
        // 2 pi b i / n reduced modulo 2 pi in double (b * i mod n first when i is an integer).
        const double phase = reducedAngle(kTwoPi * static_cast<double>(b) / static_cast<double>(n), position);
        total += sumWeight(b, n, sum) * (bins[b] * std::complex<double>(std::cos(phase), std::sin(phase))).real();
    }
    return total / static_cast<double>(n);
}

Eigen::VectorXd reconstructPeriod(const Eigen::VectorXcd& bins, long n, const std::vector<int>& kept, FourierSum sum)
{
    // The inverse FFT weights each bin by c_b / N: the printed sum scales it by sumWeight / c_b.
    Eigen::VectorXcd masked = Eigen::VectorXcd::Zero(bins.size());
    for (int b : kept)
        masked[b] = (sumWeight(b, n, sum) / binWeight(b, n)) * bins[b];
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
        throw ParameterError(rangeProblem(ProblemCode::IntegerOutOfRange, "train-length", static_cast<double>(window),
                                          1, static_cast<double>(params.length)));
}

std::vector<Eigen::VectorXd> reconstructColumns(const EmbeddingSource& source, long window, int keep,
                                                const std::vector<int>& columns, FourierSum sum)
{
    std::vector<Eigen::VectorXd> out;
    out.reserve(columns.size());
    for (int j : columns) {
        const Eigen::VectorXcd bins = realFft(source.column(j, window));
        const std::vector<int> kept = dominantBins(bins, std::clamp(keep, 1, static_cast<int>(bins.size())), sum);
        out.push_back(reconstructPeriod(bins, window, kept, sum));
    }
    return out;
}

// The names of FourierSum on the command line and in files (one table, both directions).
constexpr EnumName<FourierSum> kFourierSums[] = {{FourierSum::Printed, "printed"}, {FourierSum::Full, "full"}};

PE_ENUM_NAMES(FourierSum, kFourierSums, fourierSumName, parseFourierSum, "full")

// The names of SigmaScale on the command line and in files (one table, both directions).
constexpr EnumName<SigmaScale> kSigmaScales[] = {{SigmaScale::Printed, "printed"}, {SigmaScale::Matched, "matched"}};

PE_ENUM_NAMES(SigmaScale, kSigmaScales, sigmaScaleName, parseSigmaScale, "matched")

} // namespace pe::core

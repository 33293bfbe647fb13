// Internal: part of core/analysis/fourier/fourier.h (no header of its own).
// The Fourier view's pixel cells: block maxima and means of spectra, reconstructions and
// envelopes, computed per cell of the viewport (split from fourier.cpp).

#include "core/analysis/fourier/fourier.h"

#include "core/formula/formula.h"
#include "core/parallel.h"

#include <algorithm>
#include <cmath>
#include <complex>

namespace pe::core {

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

std::vector<double> blockMaxDb(const Eigen::VectorXcd& bins, long n, const BlockAxis& axis, double floorDb)
{
    std::vector<double> out(axis.cells);
    for (int i = 0; i < axis.cells; ++i) {
        double best = 0.0; // largest (c_b |X_b|)^2 of the block
        for (long b = axis.blockBegin(i); b < axis.blockEnd(i); ++b) {
            const double w = binWeight(b, n);
            best = std::max(best, w * w * std::norm(bins[b]));
        }
        const double a = std::sqrt(best) / static_cast<double>(n);
        out[i] = a > 0.0 ? std::max(floorDb, 20.0 * std::log10(a)) : floorDb;
    }
    return out;
}

namespace {
/// e^{i pi k / n} for k = 0 .. 2n-1, each as cos and sin of the same double angle as the
/// direct evaluation below (so values are bit for bit the same); shared by many columns.
std::vector<std::complex<double>> halfTurnRoots(long n)
{
    const long long twoN = 2LL * n;
    const double piOverN = kTwoPi / static_cast<double>(twoN);
    std::vector<std::complex<double>> roots(twoN);
    for (long long k = 0; k < twoN; ++k) {
        const double phase = piOverN * static_cast<double>(k);
        roots[k] = {std::cos(phase), std::sin(phase)};
    }
    return roots;
}

std::vector<double> blockMeansOf(const Eigen::VectorXcd& bins, long n, const std::vector<int>& kept,
                                 const BlockAxis& axis, const std::vector<std::complex<double>>* roots, FourierSum sum)
{
    const double direct = 4.0 * static_cast<double>(kept.size()) * static_cast<double>(axis.cells);
    const double viaFft = static_cast<double>(n) * (std::log2(static_cast<double>(std::max(2L, n))) + 1.0) +
                          static_cast<double>(axis.cells);
    if (direct >= viaFft)
        return periodicBlockMeans(reconstructPeriod(bins, n, kept, sum), axis);
    std::vector<double> out(axis.cells, 0.0);
    const long long twoN = 2LL * n;
    const double piOverN = kTwoPi / static_cast<double>(twoN);
    for (int b : kept) {
        const double w = sumWeight(b, n, sum) / static_cast<double>(n);
        const double re = w * bins[b].real(), im = w * bins[b].imag();
        if (b == 0) {
            for (double& v : out)
                v += re;
            continue;
        }
        // Phases as integers modulo 2n (units of pi / n): exact for any position.
        auto root = [&](long long k) {
            return roots ? (*roots)[k]
                         : std::complex<double>(std::cos(piOverN * static_cast<double>(k)),
                                                std::sin(piOverN * static_cast<double>(k)));
        };
        const double denominator = root(b).imag();
        long lastSize = -1;
        double kernel = 0.0;
        for (int i = 0; i < axis.cells; ++i) {
            const long a = axis.blockBegin(i), m = axis.blockSize(i);
            if (m != lastSize) {
                kernel = root((static_cast<long long>(b) * m) % twoN).imag() / (denominator * static_cast<double>(m));
                lastSize = m;
            }
            const std::complex<double> z = root((static_cast<long long>(b) * (2 * a + m - 1)) % twoN);
            out[i] += kernel * (re * z.real() - im * z.imag());
        }
    }
    return out;
}
} // namespace

std::vector<double> reconstructionBlockMeans(const Eigen::VectorXcd& bins, long n, const std::vector<int>& kept,
                                             const BlockAxis& axis, FourierSum sum)
{
    return blockMeansOf(bins, n, kept, axis, nullptr, sum);
}

std::vector<std::vector<double>> reconstructionBlockMeans(const FourierBasis& basis, int keep, const BlockAxis& axis)
{
    const int k = std::clamp(keep, 1, basis.maxKeep());
    std::vector<std::vector<double>> out(basis.columns.size());
    // Many columns: one table of the 2n phases instead of a sine and a cosine per bin and cell.
    const double direct = 2.0 * static_cast<double>(out.size()) * k * axis.cells;
    const std::vector<std::complex<double>> roots =
        direct > 4.0 * basis.window ? halfTurnRoots(basis.window) : std::vector<std::complex<double>>{};
    parallelFor(static_cast<long>(out.size()), 1, [&](long b, long e) {
        for (long i = b; i < e; ++i) {
            const FourierColumn& c = basis.columns[i];
            const std::vector<int> kept = topBins(basis, c, k);
            out[i] = blockMeansOf(c.bins, basis.window, kept, axis, roots.empty() ? nullptr : &roots, basis.sum);
        }
    });
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

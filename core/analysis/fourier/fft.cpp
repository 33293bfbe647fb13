#include "core/analysis/fourier/fft.h"

#include <fftw3.h>

#include <algorithm>
#include <complex>
#include <cstring>
#include <list>
#include <memory>
#include <mutex>
#include <stdexcept>

namespace pe::core {

namespace {

using PlanHandle = std::shared_ptr<std::remove_pointer_t<fftw_plan>>;

/// Buffers from fftw_malloc, so that their alignment matches the planning buffers.
template <typename T> struct FftwBuffer {
    explicit FftwBuffer(std::size_t n)
        : data(static_cast<T*>(fftw_malloc(sizeof(T) * std::max<std::size_t>(n, 1))))
    {
        if (!data)
            throw std::bad_alloc();
    }
    ~FftwBuffer() { fftw_free(data); }
    FftwBuffer(const FftwBuffer&) = delete;
    FftwBuffer& operator=(const FftwBuffer&) = delete;
    T* data;
};

/// The planner lock and the cache. Deliberately never destroyed: plans live until the
/// process exits, which avoids destroying them during static destruction.
struct PlanCache {
    /// r2c, c2r, or a complex forward transform (two real signals at once).
    enum class Kind { Forward, Inverse, Complex };
    std::mutex mutex;
    struct Entry {
        long n;
        Kind kind;
        PlanHandle plan;
    };
    std::list<Entry> entries; // most recently used first

    static PlanCache& instance()
    {
        static PlanCache* cache = new PlanCache;
        return *cache;
    }

    PlanHandle get(long n, Kind kind)
    {
        std::lock_guard<std::mutex> lock(mutex);
        for (auto it = entries.begin(); it != entries.end(); ++it)
            if (it->n == n && it->kind == kind) {
                entries.splice(entries.begin(), entries, it);
                return entries.front().plan;
            }
        FftwBuffer<double> real(n);
        FftwBuffer<fftw_complex> complex(kind == Kind::Complex ? n : n / 2 + 1);
        FftwBuffer<fftw_complex> complexOut(kind == Kind::Complex ? n : 1);
        const int size = static_cast<int>(n);
        fftw_plan raw = kind == Kind::Inverse ? fftw_plan_dft_c2r_1d(size, complex.data, real.data, FFTW_ESTIMATE)
                        : kind == Kind::Forward
                            ? fftw_plan_dft_r2c_1d(size, real.data, complex.data, FFTW_ESTIMATE)
                            : fftw_plan_dft_1d(size, complex.data, complexOut.data, FFTW_FORWARD, FFTW_ESTIMATE);
        if (!raw)
            throw std::runtime_error("FFTW could not plan a transform");
        // The deleter takes the planner lock: a plan evicted here may still be executing
        // elsewhere and is destroyed by its last user.
        PlanHandle plan(raw, [this](fftw_plan p) {
            std::lock_guard<std::mutex> l(mutex);
            fftw_destroy_plan(p);
        });
        entries.push_front({n, kind, plan});
        while (entries.size() > kMaxCachedFftPlans) {
            PlanHandle last = std::move(entries.back().plan);
            entries.pop_back();
            // Released after the lock (the deleter locks again).
            mutex.unlock();
            last.reset();
            mutex.lock();
        }
        return plan;
    }
};

/// Each thread's transform buffers, grown to the largest length it has seen and reused
/// (a fresh fftw_malloc per column was a measurable part of a many-column analysis).
struct ThreadBuffers {
    std::unique_ptr<FftwBuffer<double>> real;
    std::unique_ptr<FftwBuffer<fftw_complex>> complex;
    std::unique_ptr<FftwBuffer<fftw_complex>> pairIn, pairOut; ///< n values each, for the complex transform
    std::size_t realSize = 0, complexSize = 0, pairSize = 0;

    static ThreadBuffers& pair(long n)
    {
        ThreadBuffers& buffers = instance();
        if (buffers.pairSize < static_cast<std::size_t>(n)) {
            buffers.pairIn = std::make_unique<FftwBuffer<fftw_complex>>(n);
            buffers.pairOut = std::make_unique<FftwBuffer<fftw_complex>>(n);
            buffers.pairSize = static_cast<std::size_t>(n);
        }
        return buffers;
    }

    static ThreadBuffers& instance()
    {
        thread_local ThreadBuffers buffers;
        return buffers;
    }

    static ThreadBuffers& get(long n)
    {
        ThreadBuffers& buffers = instance();
        const auto nr = static_cast<std::size_t>(n), nc = static_cast<std::size_t>(n / 2 + 1);
        if (buffers.realSize < nr) {
            buffers.real = std::make_unique<FftwBuffer<double>>(nr);
            buffers.realSize = nr;
        }
        if (buffers.complexSize < nc) {
            buffers.complex = std::make_unique<FftwBuffer<fftw_complex>>(nc);
            buffers.complexSize = nc;
        }
        return buffers;
    }
};

} // namespace

Eigen::VectorXcd realFft(const Eigen::VectorXd& x)
{
    return realFft(x.data(), x.size(), x.size());
}

Eigen::VectorXcd realFft(const double* x, long count, long n)
{
    if (n < 1)
        throw std::invalid_argument("realFft needs at least one sample");
    if (count < 0 || count > n)
        throw std::invalid_argument("realFft: count must be 0 .. n");
    const PlanHandle plan = PlanCache::instance().get(n, PlanCache::Kind::Forward);
    ThreadBuffers& buffers = ThreadBuffers::get(n);
    double* in = buffers.real->data;
    fftw_complex* out = buffers.complex->data;
    std::memcpy(in, x, sizeof(double) * count);
    std::fill(in + count, in + n, 0.0);
    fftw_execute_dft_r2c(plan.get(), in, out);
    Eigen::VectorXcd bins(n / 2 + 1);
    for (long b = 0; b <= n / 2; ++b)
        bins[b] = {out[b][0], out[b][1]};
    return bins;
}

void realFftPair(const double* x, long xCount, const double* y, long yCount, long n, Eigen::VectorXcd* xBins,
                 Eigen::VectorXcd* yBins)
{
    if (n < 1)
        throw std::invalid_argument("realFftPair needs at least one sample");
    if (xCount < 0 || xCount > n || yCount < 0 || yCount > n)
        throw std::invalid_argument("realFftPair: counts must be 0 .. n");
    if (n % 2 == 0) {
        *xBins = realFft(x, xCount, n);
        *yBins = realFft(y, yCount, n);
        return;
    }
    const PlanHandle plan = PlanCache::instance().get(n, PlanCache::Kind::Complex);
    ThreadBuffers& buffers = ThreadBuffers::pair(n);
    fftw_complex* in = buffers.pairIn->data;
    fftw_complex* out = buffers.pairOut->data;
    for (long t = 0; t < n; ++t) {
        in[t][0] = t < xCount ? x[t] : 0.0;
        in[t][1] = t < yCount ? y[t] : 0.0;
    }
    fftw_execute_dft(plan.get(), in, out);
    // Z = X + iY with X, Y Hermitian: X_b = (Z_b + conj Z_{n-b}) / 2, Y_b = (Z_b - conj Z_{n-b}) / 2i.
    xBins->resize(n / 2 + 1);
    yBins->resize(n / 2 + 1);
    (*xBins)[0] = {out[0][0], 0.0};
    (*yBins)[0] = {out[0][1], 0.0};
    for (long b = 1; b <= n / 2; ++b) {
        const double zr = out[b][0], zi = out[b][1], wr = out[n - b][0], wi = out[n - b][1];
        (*xBins)[b] = {0.5 * (zr + wr), 0.5 * (zi - wi)};
        (*yBins)[b] = {0.5 * (zi + wi), 0.5 * (wr - zr)};
    }
}

Eigen::VectorXd inverseRealFft(const Eigen::VectorXcd& bins, long n)
{
    if (n < 1 || bins.size() != n / 2 + 1)
        throw std::invalid_argument("inverseRealFft: bins.size() must be n/2 + 1");
    const PlanHandle plan = PlanCache::instance().get(n, PlanCache::Kind::Inverse);
    ThreadBuffers& buffers = ThreadBuffers::get(n);
    fftw_complex* in = buffers.complex->data;
    double* out = buffers.real->data;
    for (long b = 0; b <= n / 2; ++b) {
        in[b][0] = bins[b].real();
        in[b][1] = bins[b].imag();
    }
    in[0][1] = 0.0;
    if (n % 2 == 0)
        in[n / 2][1] = 0.0;
    fftw_execute_dft_c2r(plan.get(), in, out);
    Eigen::VectorXd x(n);
    const double scale = 1.0 / static_cast<double>(n);
    for (long t = 0; t < n; ++t)
        x[t] = out[t] * scale;
    return x;
}

std::size_t cachedFftPlans()
{
    PlanCache& cache = PlanCache::instance();
    std::lock_guard<std::mutex> lock(cache.mutex);
    return cache.entries.size();
}

} // namespace pe::core

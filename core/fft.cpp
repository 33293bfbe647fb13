#include "fft.h"

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
    std::mutex mutex;
    struct Entry {
        long n;
        bool inverse;
        PlanHandle plan;
    };
    std::list<Entry> entries; // most recently used first

    static PlanCache& instance()
    {
        static PlanCache* cache = new PlanCache;
        return *cache;
    }

    PlanHandle get(long n, bool inverse)
    {
        std::lock_guard<std::mutex> lock(mutex);
        for (auto it = entries.begin(); it != entries.end(); ++it)
            if (it->n == n && it->inverse == inverse) {
                entries.splice(entries.begin(), entries, it);
                return entries.front().plan;
            }
        FftwBuffer<double> real(n);
        FftwBuffer<fftw_complex> complex(n / 2 + 1);
        const int size = static_cast<int>(n);
        fftw_plan raw = inverse ? fftw_plan_dft_c2r_1d(size, complex.data, real.data, FFTW_ESTIMATE)
                                : fftw_plan_dft_r2c_1d(size, real.data, complex.data, FFTW_ESTIMATE);
        if (!raw)
            throw std::runtime_error("FFTW could not plan a transform");
        // The deleter takes the planner lock: a plan evicted here may still be executing
        // elsewhere and is destroyed by its last user.
        PlanHandle plan(raw, [this](fftw_plan p) {
            std::lock_guard<std::mutex> l(mutex);
            fftw_destroy_plan(p);
        });
        entries.push_front({n, inverse, plan});
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
    std::size_t realSize = 0, complexSize = 0;

    static ThreadBuffers& get(long n)
    {
        thread_local ThreadBuffers buffers;
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
    const PlanHandle plan = PlanCache::instance().get(n, false);
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

Eigen::VectorXd inverseRealFft(const Eigen::VectorXcd& bins, long n)
{
    if (n < 1 || bins.size() != n / 2 + 1)
        throw std::invalid_argument("inverseRealFft: bins.size() must be n/2 + 1");
    const PlanHandle plan = PlanCache::instance().get(n, true);
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

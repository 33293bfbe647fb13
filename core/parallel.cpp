#include "core/parallel.h"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <deque>
#include <exception>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace pe::core {

int maxThreads()
{
    const unsigned hw = std::thread::hardware_concurrency();
    return std::clamp(static_cast<int>(hw), 1, 8);
}

namespace {

/// One parallelFor call: its chunks are taken one at a time, by the pool's threads and by
/// the calling thread itself.
struct Job {
    const std::function<void(long, long)>* body = nullptr;
    long count = 0;
    long chunks = 0;
    std::atomic<long> next{0};
    std::atomic<long> done{0};
    std::atomic<bool> failed{false};
    std::exception_ptr error; ///< the first exception a chunk threw (written under `mutex`)
    std::mutex mutex;
    std::condition_variable finished;

    /// Runs the next chunk not yet taken; false when every chunk has been taken. A chunk that
    /// throws is caught here, whichever thread runs it: the exception is kept for the caller,
    /// and the chunks taken after it are counted as done without running the body, so the
    /// caller's wait ends and the body (owned by the caller) is never called once it rethrows.
    bool runOne()
    {
        const long c = next.fetch_add(1);
        if (c >= chunks)
            return false;
        if (!failed.load()) {
            try {
                (*body)(count * c / chunks, count * (c + 1) / chunks);
            } catch (...) {
                const std::lock_guard<std::mutex> lock(mutex);
                if (!error)
                    error = std::current_exception();
                failed.store(true);
            }
        }
        if (done.fetch_add(1) + 1 == chunks) {
            const std::lock_guard<std::mutex> lock(mutex);
            finished.notify_all();
        }
        return true;
    }
};

/// Threads that live as long as the program, so that a frame does not pay for starting
/// threads and the buffers they keep per thread (FFT plans and scratch memory) survive from
/// one frame to the next. The caller of parallelFor works on its own job too and only waits
/// for chunks already running, so nested or concurrent calls cannot deadlock.
class Pool {
public:
    static Pool& instance()
    {
        // Never destroyed: the threads wait for work until the process ends.
        static Pool* pool = new Pool(maxThreads() - 1);
        return *pool;
    }

    void run(const std::shared_ptr<Job>& job)
    {
        {
            const std::lock_guard<std::mutex> lock(m_mutex);
            m_queue.push_back(job);
        }
        m_work.notify_all();
        while (job->runOne()) {
        }
        {
            const std::lock_guard<std::mutex> lock(m_mutex);
            const auto it = std::find(m_queue.begin(), m_queue.end(), job);
            if (it != m_queue.end())
                m_queue.erase(it);
        }
        std::unique_lock<std::mutex> lock(job->mutex);
        job->finished.wait(lock, [&] { return job->done.load() == job->chunks; });
    }

private:
    explicit Pool(int threads)
    {
        for (int i = 0; i < threads; ++i)
            std::thread([this] { work(); }).detach();
    }

    void work()
    {
        for (;;) {
            std::shared_ptr<Job> job;
            {
                std::unique_lock<std::mutex> lock(m_mutex);
                m_work.wait(lock, [&] { return !m_queue.empty(); });
                job = m_queue.front();
            }
            if (!job->runOne()) {
                // Every chunk is taken: the job leaves the queue (its caller may have done it).
                const std::lock_guard<std::mutex> lock(m_mutex);
                if (!m_queue.empty() && m_queue.front() == job)
                    m_queue.pop_front();
            }
        }
    }

    std::mutex m_mutex;
    std::condition_variable m_work;
    std::deque<std::shared_ptr<Job>> m_queue;
};

} // namespace

void parallelFor(long count, long minChunk, const std::function<void(long, long)>& body)
{
    if (count <= 0)
        return;
    const long chunks = std::clamp<long>(count / std::max(1L, minChunk), 1, maxThreads());
    if (chunks == 1) {
        body(0, count);
        return;
    }
    auto job = std::make_shared<Job>();
    job->body = &body;
    job->count = count;
    job->chunks = chunks;
    Pool::instance().run(job);
    // Every chunk has finished (run returns only then), so no thread still uses `body`.
    if (job->error)
        std::rethrow_exception(job->error);
}

} // namespace pe::core

// parallelFor: every index once, small work on one chunk, nested and concurrent calls, and an
// exception thrown by a chunk (on the caller or on a worker) reaching the caller.

#include "core/parallel.h"

#include <gtest/gtest.h>

#include <atomic>
#include <stdexcept>
#include <thread>
#include <vector>

using pe::core::parallelFor;

TEST(Parallel, ChunksCoverTheRangeOnce)
{
    for (const long count : {0L, 1L, 7L, 1000L, 123457L}) {
        std::vector<std::atomic<int>> hits(count);
        parallelFor(count, 100, [&](long b, long e) {
            ASSERT_LE(0, b);
            ASSERT_LE(b, e);
            ASSERT_LE(e, count);
            for (long i = b; i < e; ++i)
                ++hits[i];
        });
        for (long i = 0; i < count; ++i)
            ASSERT_EQ(hits[i].load(), 1) << "count " << count << " index " << i;
    }
}

TEST(Parallel, SmallWorkStaysOnOneChunk)
{
    int calls = 0;
    parallelFor(99, 100, [&](long b, long e) {
        ++calls;
        EXPECT_EQ(b, 0);
        EXPECT_EQ(e, 99);
    });
    EXPECT_EQ(calls, 1);
}

TEST(Parallel, NestedAndConcurrentCallsAllFinish)
{
    // The pool's threads are shared: calls from several threads at once, each running nested
    // calls inside its chunks, all complete and cover their ranges exactly once.
    constexpr int kCallers = 4;
    constexpr long kOuter = 64;
    constexpr long kInner = 5000;
    std::vector<std::atomic<long>> sums(kCallers);
    std::vector<std::thread> callers;
    for (int c = 0; c < kCallers; ++c)
        callers.emplace_back([&, c] {
            for (int repeat = 0; repeat < 20; ++repeat)
                parallelFor(kOuter, 1, [&](long b, long e) {
                    for (long i = b; i < e; ++i)
                        parallelFor(kInner, 100, [&](long ib, long ie) {
                            long local = 0;
                            for (long j = ib; j < ie; ++j)
                                local += j;
                            sums[c] += local;
                        });
                });
        });
    for (std::thread& t : callers)
        t.join();
    for (int c = 0; c < kCallers; ++c)
        EXPECT_EQ(sums[c].load(), 20 * kOuter * (kInner * (kInner - 1) / 2)) << "caller " << c;
}

TEST(Parallel, AnExceptionReachesTheCallerFromAnyChunk)
{
    // Each chunk in turn throws: whichever thread runs it (the caller or a pool thread), the
    // caller gets the exception, and only once no chunk is running any more.
    constexpr long kCount = 1000000;
    const long chunks = pe::core::maxThreads();
    for (long thrower = 0; thrower < chunks; ++thrower) {
        const long start = kCount * thrower / chunks;
        std::atomic<int> running{0};
        std::atomic<int> finished{0};
        EXPECT_THROW(parallelFor(kCount, 1,
                                 [&](long b, long) {
                                     ++running;
                                     if (b == start) {
                                         --running;
                                         throw std::runtime_error("chunk " + std::to_string(b));
                                     }
                                     --running;
                                     ++finished;
                                 }),
                     std::runtime_error);
        EXPECT_EQ(running.load(), 0);
        EXPECT_LE(finished.load(), chunks - 1);
    }
}

TEST(Parallel, ThePoolStillWorksAfterAnException)
{
    EXPECT_THROW(parallelFor(1000, 1, [](long, long) { throw std::bad_alloc(); }), std::bad_alloc);
    std::vector<std::atomic<int>> hits(1000);
    parallelFor(1000, 1, [&](long b, long e) {
        for (long i = b; i < e; ++i)
            ++hits[i];
    });
    for (const auto& h : hits)
        EXPECT_EQ(h.load(), 1);
}

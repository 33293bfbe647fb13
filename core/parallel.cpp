#include "parallel.h"

#include <algorithm>
#include <thread>
#include <vector>

namespace pe::core {

int maxThreads()
{
    const unsigned hw = std::thread::hardware_concurrency();
    return std::clamp(static_cast<int>(hw), 1, 8);
}

void parallelFor(long count, long minChunk, const std::function<void(long, long)>& body)
{
    if (count <= 0)
        return;
    const long chunks = std::clamp<long>(count / std::max(1L, minChunk), 1, maxThreads());
    if (chunks == 1) {
        body(0, count);
        return;
    }
    std::vector<std::thread> threads;
    threads.reserve(chunks - 1);
    auto bound = [&](long c) { return count * c / chunks; };
    for (long c = 1; c < chunks; ++c)
        threads.emplace_back([&body, b = bound(c), e = bound(c + 1)] { body(b, e); });
    body(0, bound(1));
    for (std::thread& t : threads)
        t.join();
}

} // namespace pe::core

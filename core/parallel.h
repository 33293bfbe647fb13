#pragma once
/// @file parallel.h
/// A minimal parallel loop for the views' jobs: a frame's work split over the machine's cores
/// (two on the target machine) with std::thread, so that core stays free of Qt.

#include <functional>

namespace pe::core {

/// Threads parallelFor() uses at most: the hardware's concurrency, clamped to [1, 8].
int maxThreads();

/// Calls body(begin, end) on contiguous chunks covering [0, count), each at least `minChunk`
/// long (so that small work stays on one thread), one chunk per thread; the calling thread
/// runs the first chunk and returns when every chunk is done. Chunks never overlap, so a
/// body that writes only to its own indices needs no locking. Exceptions must not escape body.
void parallelFor(long count, long minChunk, const std::function<void(long begin, long end)>& body);

} // namespace pe::core

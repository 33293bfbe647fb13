#pragma once
/// @file parallel.h
/// A minimal parallel loop for the views' jobs: a frame's work split over the machine's cores
/// (two on the target machine) by a pool of std::threads started once, so that core stays free
/// of Qt and a frame does not pay for starting threads.

#include <functional>

namespace pe::core {

/// Threads parallelFor() uses at most: the hardware's concurrency, clamped to [1, 8].
int maxThreads();

/// Calls body(begin, end) on contiguous chunks covering [0, count), each at least `minChunk`
/// long (so that small work stays on one thread), at most one chunk per core; the calling
/// thread runs chunks too and returns when every chunk is done. Chunks never overlap, so a
/// body that writes only to its own indices needs no locking. Calls may be nested or made from
/// several threads at once. When body throws (on any thread), the chunks not yet started are
/// skipped, the ones running finish, and the first exception is rethrown to the caller.
void parallelFor(long count, long minChunk, const std::function<void(long begin, long end)>& body);

} // namespace pe::core

#pragma once

namespace pe::ui {

/// Lets the C library keep freed memory for the next frame instead of returning it to the
/// system at once (glibc only; elsewhere a no-op). Every frame allocates a few megabytes (the
/// grid, the colour map's cells, its image) and frees the previous frame's; with glibc's
/// default thresholds those pages went back to the kernel and were faulted in again, zeroed,
/// on the next frame: about 55,000 page faults and 4 ms of a 1100 x 700 heatmap frame.
/// The peak resident memory is unchanged; the process just stays near it. The heap also
/// grows in large steps the kernel may back with huge pages (Linux), which removes most of a
/// short process's page faults: what glibc's tunable glibc.malloc.hugetlb=1 does, without the
/// re-exec that setting a tunable from inside the program would take (measured in the .cpp).
/// Call once at start.
void tuneAllocator();

} // namespace pe::ui

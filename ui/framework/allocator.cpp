#include "ui/framework/allocator.h"

#include <cstdint>
#include <cstdlib> // defines __GLIBC__ on glibc

#if defined(__GLIBC__)
#include <malloc.h>
#endif
#if defined(__linux__)
#include <sys/mman.h>
#include <unistd.h>
#endif

namespace pe::ui {

void tuneAllocator()
{
#if defined(__GLIBC__)
    // Blocks up to 32 MiB (glibc's largest allowed threshold on 64-bit) come from the heap and
    // are reused, rather than from their own mapping that is unmapped when freed; the heap is
    // trimmed only past 256 MiB of free space at its top.
    constexpr std::uintptr_t kMiB = 1024 * 1024;
    mallopt(M_MMAP_THRESHOLD, static_cast<int>(32 * kMiB));
    mallopt(M_TRIM_THRESHOLD, static_cast<int>(256 * kMiB));
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    // The heap grows by 64 MiB at once, and the kernel may back that stretch with 2 MiB pages
    // (transparent huge pages in "madvise" mode, Debian's default; elsewhere the advice is
    // ignored). A headless export touches some 35 MB of fresh heap: 8,700 faults of a 4 KiB
    // page each, a sixth of its time, become a few dozen.
    //
    // glibc has a switch for this, the tunable glibc.malloc.hugetlb=1 (glibc 2.35 and later:
    // every heap extension rounded to 2 MiB and advised the same way), with the same effect.
    // But tunables are read from GLIBC_TUNABLES once, when the process starts, and mallopt has
    // no parameter for this one: the program would have to execute itself again with the
    // variable set, and that second start costs what the huge pages save. Headless heatmap
    // export as a whole process at the paper / large / extreme presets (2026-11-28, AMD EPYC,
    // 2 cores, Debian 12, glibc 2.36, THP "madvise", quiet machine), median of 21 interleaved
    // runs, in brackets pe-bench's (--views heatmap --export-runs 11, 33 to 55 runs pooled);
    // page faults of the paper export (perf stat):
    //   this code                                    50.3 / 74.7 / 67.2 ms (47.4 / 69.1 / 61.2), 2,285 faults
    //   hugetlb=1 from the shell, without this code  49.8 / 74.1 / 66.7 ms (47.7 / 71.1 / 60.3), 2,285 faults
    //   hugetlb=1 set in main(), then a re-exec      63.3 / 89.7 / 80.4 ms
    //   neither                                      64.7 / 92.7 / 84.5 ms (63.1 / 94.3 / 80.7), 11,064 faults
    // So this stays. A user's own GLIBC_TUNABLES=glibc.malloc.hugetlb=1 does no harm beside it.
    constexpr std::uintptr_t kHuge = 2 * kMiB;
    mallopt(M_TOP_PAD, static_cast<int>(64 * kMiB));
    const auto before = reinterpret_cast<std::uintptr_t>(sbrk(0));
    // More than the heap has free at start, so that it grows; volatile, or the compiler drops
    // an allocation that nothing uses.
    void* volatile grow = std::malloc(16 * kMiB);
    const auto after = reinterpret_cast<std::uintptr_t>(sbrk(0));
    std::free(grow);
    const std::uintptr_t from = (before + kHuge - 1) / kHuge * kHuge, to = after / kHuge * kHuge;
    if (to > from)
        madvise(reinterpret_cast<void*>(from), to - from, MADV_HUGEPAGE);
#endif
#endif
}

} // namespace pe::ui

#include "ui/framework/allocator.h"

#include <cstdlib> // defines __GLIBC__ on glibc

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace pe::ui {

void keepFreedMemory()
{
#if defined(__GLIBC__)
    // Blocks up to 32 MiB (glibc's largest allowed threshold on 64-bit) come from the heap and
    // are reused, rather than from their own mapping that is unmapped when freed; the heap is
    // trimmed only past 256 MiB of free space at its top.
    mallopt(M_MMAP_THRESHOLD, 32 * 1024 * 1024);
    mallopt(M_TRIM_THRESHOLD, 256 * 1024 * 1024);
#endif
}

} // namespace pe::ui

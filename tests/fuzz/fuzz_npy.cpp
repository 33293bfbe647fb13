// libFuzzer target: loadNpy on arbitrary bytes, copying and zero-copy.

#include "core/io/loaderror.h"
#include "core/io/npy.h"

#include "fuzzcheck.h"

using namespace pe::core::io;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    try {
        fuzz::check(loadNpy(data, size, "fuzz.npy"));
    } catch (const LoadError&) {
    }
    const auto owned = fuzz::ownedCopy(data, size);
    try {
        fuzz::check(loadNpy(owned->data(), owned->size(), "fuzz.npy", owned));
    } catch (const LoadError&) {
    }
    return 0;
}

// libFuzzer target: listSafetensorsMatrices and loadSafetensors (unnamed, then every listed
// tensor by name, copying and zero-copy) on arbitrary bytes.

#include "core/io/loaderror.h"
#include "core/io/safetensors.h"

#include "fuzzcheck.h"

using namespace pe::core::io;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    try {
        fuzz::check(loadSafetensors(data, size, "fuzz.safetensors"));
    } catch (const LoadError&) {
    }
    std::vector<TensorInfo> tensors;
    try {
        tensors = listSafetensorsMatrices(data, size, "fuzz.safetensors");
    } catch (const LoadError&) {
        return 0;
    }
    const auto owned = fuzz::ownedCopy(data, size);
    for (const TensorInfo& t : tensors) {
        try {
            const EmbeddingMatrix m = loadSafetensors(owned->data(), owned->size(), "fuzz.safetensors", t.name, owned);
            // The picker's list must agree with what loads.
            if (m.rows() != t.rows || m.cols() != t.cols || m.tensorName() != t.name)
                std::abort();
            fuzz::check(m);
        } catch (const LoadError&) {
        }
    }
    return 0;
}

// libFuzzer target: GGUF headers (parseGgufHeader) on arbitrary bytes. What it accepts must
// describe tensors that lie inside the bytes, laid out as llama.cpp lays them out.

#include "core/io/gguf.h"
#include "core/io/loaderror.h"

#include <cstdlib>

using namespace pe::core::io;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    GgufHeader h;
    try {
        h = parseGgufHeader(data, size, "fuzz.gguf");
    } catch (const LoadError&) {
        return 0;
    }
    if (h.version != 2 && h.version != 3)
        std::abort();
    if (h.dataStart > size && !h.tensors.empty())
        std::abort();
    for (const GgufTensor& t : h.tensors) {
        if (t.shape.size() > 4 || t.typeName.empty() || t.name.size() >= 64)
            std::abort();
        if (h.dataStart + t.offset > size)
            std::abort();
    }
    for (const auto& [key, value] : h.metadata)
        if (value.kind == GgufValue::Kind::Array && value.items.size() > value.u)
            std::abort();
    return 0;
}

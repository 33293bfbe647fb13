// libFuzzer target: the weight_map of model.safetensors.index.json (parseSafetensorsIndex). A
// shard it accepts is a plain file name: nothing outside the index's folder is ever opened.

#include "core/io/loaderror.h"
#include "core/io/sharded.h"

#include <cstdlib>

using namespace pe::core::io;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    try {
        const auto map =
            parseSafetensorsIndex(std::string_view(reinterpret_cast<const char*>(data), size), "fuzz.index.json");
        if (map.empty())
            std::abort();
        for (const auto& [tensor, shard] : map)
            if (shard.empty() || shard == "." || shard == ".." || shard.find('/') != std::string::npos)
                std::abort();
    } catch (const LoadError&) {
    }
    return 0;
}

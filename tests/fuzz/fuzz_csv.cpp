// libFuzzer target: loadDelimited on arbitrary bytes with every separator, and detecting the dialect.

#include "core/io/delimited.h"
#include "core/io/loaderror.h"

#include "fuzzcheck.h"

using namespace pe::core::io;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    for (const char separator : {',', ';', '\t', '\0'}) {
        try {
            fuzz::check(loadDelimited(data, size, separator, "fuzz.csv"));
        } catch (const LoadError&) {
        }
    }
    return 0;
}

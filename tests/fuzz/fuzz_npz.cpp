// libFuzzer target: .npz archives (libzip over the bytes): the listing of every .npy member's
// header, then every listed table loaded (and transposed), as loadEmbeddings would.

#include "core/io/loaderror.h"
#include "core/io/tables.h"

#include "fuzzcheck.h"

using namespace pe::core::io;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    std::unique_ptr<detail::TableSource> tables;
    try {
        tables = detail::npzTables(data, size, "fuzz.npz");
    } catch (const LoadError&) {
        return 0;
    }
    try {
        fuzz::check(detail::loadTable(*tables, {}, "fuzz.npz", nullptr));
    } catch (const LoadError&) {
    }
    for (const detail::TableEntry& e : tables->entries()) {
        for (const bool transpose : {false, true}) {
            LoadOptions options;
            options.tensor = e.name;
            options.transpose = transpose;
            std::vector<std::string> notes;
            try {
                const EmbeddingMatrix m = detail::loadTable(*tables, options, "fuzz.npz", &notes);
                if (m.tensorName() != e.name)
                    std::abort();
                fuzz::check(m);
            } catch (const LoadError&) {
            }
        }
    }
    return 0;
}

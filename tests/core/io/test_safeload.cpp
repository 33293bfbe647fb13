// A loaded matrix never reads its file again: rewriting or truncating the file (np.save writes
// in place) leaves the values as they were, and only the chosen table's bytes are read.

#include "core/io/load.h"
#include "core/io/npy.h"
#include "core/io/safetensors.h"

#include "iotesthelpers.h"

#include <filesystem>

#include <sys/resource.h>
#include <sys/time.h>

using namespace pe::core::io;
using namespace pe::core::io::testing;

namespace {

std::string copyOf(const std::string& name, const std::string& as)
{
    const std::string path = tempPath(as);
    std::filesystem::copy_file(fixture(name), path, std::filesystem::copy_options::overwrite_existing);
    return path;
}

/// Rewrites @p path in place, as np.save does: truncated, then a few bytes written.
void truncateInPlace(const std::string& path)
{
    std::ofstream(path, std::ios::binary | std::ios::trunc) << "\x93NUMPY";
}

} // namespace

TEST(SafeLoad, NpyMatrixKeepsItsValuesAfterTheFileIsTruncated)
{
    const std::string path = copyOf("f4_le.npy", "table.npy");
    const Eigen::MatrixXd before = readExpected(fixture("f4_le.npy.expected.txt"));
    for (const EmbeddingMatrix& m : {loadEmbeddings(path), loadEmbeddingFile(path), loadNpyFile(path)}) {
        truncateInPlace(path);
        expectExactly(m, before); // reads every value: a mapping of the file would fault here
        std::filesystem::copy_file(fixture("f4_le.npy"), path, std::filesystem::copy_options::overwrite_existing);
    }
}

TEST(SafeLoad, SafetensorsMatrixKeepsItsValuesAfterTheFileIsRewritten)
{
    const std::string path = copyOf("two_f32.safetensors", "model.safetensors");
    const Eigen::MatrixXd before = readExpected(fixture("two_f32.safetensors.wpe.weight.expected.txt"));
    LoadOptions wpe;
    wpe.tensor = "wpe.weight";
    const EmbeddingMatrix a = loadEmbeddings(path, wpe);
    const EmbeddingMatrix b = loadEmbeddingFile(path, "wpe.weight");
    std::ofstream(path, std::ios::binary | std::ios::trunc) << std::string(16, '\xff');
    expectExactly(a, before);
    expectExactly(b, before);
    std::filesystem::remove(path);
    expectExactly(a, before);
}

TEST(SafeLoad, OnlyTheTableIsReadFromALargeFile)
{
    // 512 MB of vocabulary-sized padding (a sparse file: nothing on disk) after a 3 MB table.
    const long rows = 1024;
    const long cols = 768;
    const std::uint64_t table = static_cast<std::uint64_t>(rows * cols) * 4;
    const std::uint64_t padding = 768ull * 4 * 174763; // 512 MB of rows
    std::string json = "{\"wpe.weight\":{\"dtype\":\"F32\",\"shape\":[1024,768],\"data_offsets\":[0," +
                       std::to_string(table) + "]},\"wte.weight\":{\"dtype\":\"F32\",\"shape\":[" + "174763" +
                       ",768],\"data_offsets\":[" + std::to_string(table) + "," + std::to_string(table + padding) +
                       "]}}";
    json.append((8 - json.size() % 8) % 8, ' ');
    const std::string path = tempPath("big.safetensors");
    {
        std::ofstream out(path, std::ios::binary);
        const std::uint64_t n = json.size();
        for (int i = 0; i < 8; ++i)
            out.put(static_cast<char>((n >> (8 * i)) & 0xff));
        out << json;
        std::vector<float> values(static_cast<std::size_t>(rows * cols));
        for (std::size_t i = 0; i < values.size(); ++i)
            values[i] = static_cast<float>(i) * 0.5f;
        out.write(reinterpret_cast<const char*>(values.data()), static_cast<std::streamsize>(table));
    }
    std::filesystem::resize_file(path, 8 + json.size() + table + padding);

    // What the process reads from files is counted by the kernel (/proc/self/io rchar).
    const auto readChars = [] {
        std::ifstream io("/proc/self/io");
        std::string key;
        unsigned long long value = 0;
        while (io >> key >> value)
            if (key == "rchar:")
                return value;
        return 0ull;
    };
    const unsigned long long before = readChars();
    const EmbeddingMatrix m = loadEmbeddings(path);
    const unsigned long long read = readChars() - before;
    EXPECT_EQ(m.tensorName(), "wpe.weight");
    EXPECT_EQ(m.value(1023, 767), (1023.0 * 768 + 767) * 0.5);
    EXPECT_LT(read, table + (1u << 20)) << "read " << read << " bytes";
}

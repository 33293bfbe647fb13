// GGUF headers built byte by byte (the layout of llama.cpp's gguf.cpp): what is read, and one
// refusal per kind of damage. Real files written by gguf-py are in test_checkpoints.cpp.

#include "core/io/gguf.h"
#include "core/io/load.h"
#include "core/io/sharded.h"

#include "iotesthelpers.h"

using namespace pe::core::io;
using namespace pe::core::io::testing;

namespace {

struct Bytes {
    std::string s;
    Bytes& u32(std::uint32_t v)
    {
        for (int i = 0; i < 4; ++i)
            s += static_cast<char>((v >> (8 * i)) & 0xff);
        return *this;
    }
    Bytes& u64(std::uint64_t v)
    {
        for (int i = 0; i < 8; ++i)
            s += static_cast<char>((v >> (8 * i)) & 0xff);
        return *this;
    }
    Bytes& str(const std::string& t)
    {
        u64(t.size());
        s += t;
        return *this;
    }
    Bytes& f32(float f)
    {
        std::uint32_t b;
        std::memcpy(&b, &f, 4);
        return u32(b);
    }
};

/// A v3 file: one u32 key, a 2 x 3 F32 table "position_embd.weight" at @p offset.
Bytes file(std::uint32_t version = 3, std::uint64_t offset = 0, std::uint32_t type = 0)
{
    Bytes b;
    b.s = "GGUF";
    b.u32(version).u64(1).u64(1);
    b.str("gpt2.context_length").u32(4).u32(2);
    b.str("position_embd.weight").u32(2).u64(3).u64(2).u32(type).u64(offset);
    b.s.append((32 - b.s.size() % 32) % 32, '\0');
    for (int i = 0; i < 6; ++i)
        b.f32(static_cast<float>(i) + 0.5f);
    return b;
}

} // namespace

TEST(Gguf, ParsesAHandBuiltFileAndLoadsIt)
{
    const Bytes b = file();
    const GgufHeader h = parseGgufHeader(b.s.data(), b.s.size(), "mem.gguf");
    EXPECT_EQ(h.version, 3u);
    EXPECT_EQ(h.metadata.at("gpt2.context_length").u, 2u);
    ASSERT_EQ(h.tensors.size(), 1u);
    EXPECT_EQ(h.tensors[0].shape, (std::vector<std::uint64_t>{3, 2}));
    EXPECT_EQ(h.dataStart, b.s.size() - 24);
    const std::string path = writeTemp("t.gguf", b.s);
    const EmbeddingMatrix m = loadEmbeddings(path);
    ASSERT_EQ(m.rows(), 2);
    ASSERT_EQ(m.cols(), 3);
    EXPECT_EQ(m.value(1, 2), 5.5);
    EXPECT_EQ(readGgufHeader(path).tensors[0].typeName, "F32");
}

TEST(Gguf, RefusesDamage)
{
    const auto refuses = [](const std::string& bytes, const std::string& part) {
        expectLoadError([&] { parseGgufHeader(bytes.data(), bytes.size(), "mem.gguf"); }, "mem.gguf", {part});
    };
    refuses("GGUX", "wrong magic");
    refuses(file(1).s, "GGUF version 1");
    refuses(file(4).s, "unsupported GGUF version 4");
    refuses(file(0x03000000u).s, "big-endian");
    refuses(file(3, 32).s, "has offset 32, expected 0");
    refuses(file(3, 0, 31).s, "unknown ggml type 31");
    refuses(file(3, 0, 2).s, "not a multiple of its block size 32"); // Q4_0 rows of 3 values
    const std::string whole = file().s;
    refuses(whole.substr(0, whole.size() - 1), "lies beyond the end of the file");
    refuses(whole.substr(0, 60), "truncated header");
    Bytes lie;
    lie.s = "GGUF";
    lie.u32(3).u64(1ull << 40).u64(0);
    refuses(lie.s, "more than the file holds");
    Bytes array;
    array.s = "GGUF";
    array.u32(3).u64(0).u64(1).str("tokens").u32(9).u32(8).u64(1ull << 50);
    refuses(array.s, "claims 1125899906842624 items");
    Bytes twice;
    twice.s = "GGUF";
    twice.u32(3).u64(0).u64(2).str("k").u32(4).u32(1).str("k").u32(4).u32(1);
    refuses(twice.s, "duplicate key 'k'");
    Bytes align;
    align.s = "GGUF";
    align.u32(3).u64(0).u64(1).str("general.alignment").u32(4).u32(24);
    refuses(align.s, "general.alignment is not a power of 2");
}

TEST(Npz, DamagedArchivesAreRefused)
{
    const std::string zip = writeTemp("x.npz", "PK\x03\x04 not really");
    expectLoadError([&] { loadEmbeddings(zip); }, zip, {"not a readable .npz (zip) archive"});
    // Flip a data byte of a stored member: libzip's CRC check names it.
    auto bytes = readBytes(fixture("models/gpt2_stored.npz"));
    const std::string needle = "transformer.wpe.weight.npy";
    const std::string text(bytes.begin(), bytes.end());
    const auto at = text.find(needle); // the local header's name; the .npy follows it
    ASSERT_NE(at, std::string::npos);
    bytes[at + needle.size() + 200] ^= 0x40;
    const std::string path = writeTemp("crc.npz", std::string(bytes.begin(), bytes.end()));
    expectLoadError([&] { loadEmbeddings(path); }, path, {"member 'transformer.wpe.weight.npy'"});
}

TEST(ShardedIndex, RefusesBadIndexes)
{
    expectLoadError([] { parseSafetensorsIndex("[]", "i.json"); }, "i.json", {"not an object"});
    expectLoadError([] { parseSafetensorsIndex("{\"metadata\":{}}", "i.json"); }, "i.json", {"no \"weight_map\""});
    expectLoadError([] { parseSafetensorsIndex("{\"weight_map\":{\"a\":\"../x.safetensors\"}}", "i.json"); }, "i.json",
                    {"not a file name beside the index"});
    expectLoadError([] { parseSafetensorsIndex("{\"weight_map\":{\"a\":3}}", "i.json"); }, "i.json",
                    {"the shard of 'a' is not a string"});
    const auto map = parseSafetensorsIndex("{\"weight_map\":{\"b\":\"s2\",\"a\":\"s1\"}}", "i.json");
    ASSERT_EQ(map.size(), 2u);
    EXPECT_EQ(map[0], (std::pair<std::string, std::string>{"b", "s2"}));

    const std::string missing =
        writeTemp("model.safetensors.index.json", "{\"weight_map\":{\"wpe.weight\":\"gone.safetensors\"}}");
    expectLoadError([&] { loadEmbeddings(missing); }, missing, {"shard gone.safetensors: cannot open"});
    const std::string wrong = tempPath("model.safetensors.index.json");
    std::filesystem::copy_file(fixture("single.safetensors"), tempPath("s.safetensors"));
    std::ofstream(wrong) << "{\"weight_map\":{\"wte.weight\":\"s.safetensors\"}}";
    expectLoadError([&] { loadEmbeddings(wrong); }, wrong, {"puts 'wte.weight' in s.safetensors"});
}

TEST(Gguf, HugeArraysKeepTheirCountOnly)
{
    Bytes b;
    b.s = "GGUF";
    b.u32(3).u64(0).u64(2).str("small").u32(9).u32(0).u64(3);
    b.s += std::string("\x01\x02\x03", 3);
    const std::uint64_t huge = (1u << 22) + 1;
    b.str("huge").u32(9).u32(0).u64(huge);
    b.s.append(huge, '\x07');
    const GgufHeader h = parseGgufHeader(b.s.data(), b.s.size(), "mem.gguf");
    const GgufValue& small = h.metadata.at("small");
    ASSERT_EQ(small.items.size(), 3u);
    EXPECT_EQ(small.items[2].u, 3u);
    EXPECT_EQ(h.metadata.at("huge").u, huge);
    EXPECT_TRUE(h.metadata.at("huge").items.empty());
}

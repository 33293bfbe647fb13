// .safetensors loading: F16 / BF16 / F32 / F64 tensors written by our Python writer compared
// exactly with NumPy's values, choosing a tensor by name or the only matrix, the picker list,
// zero copy, and one refusal per kind of lying or broken header.

#include "core/io/load.h"
#include "core/io/safetensors.h"

#include "iotesthelpers.h"

#include <cstring>

using namespace pe::core::io;
using namespace pe::core::io::testing;

namespace {

std::string stBytes(const std::string& json, const std::string& data)
{
    std::string out(8, '\0');
    const std::uint64_t n = json.size();
    for (int i = 0; i < 8; ++i)
        out[i] = static_cast<char>((n >> (8 * i)) & 0xff);
    return out + json + data;
}

std::string halves(std::initializer_list<std::uint16_t> bits)
{
    std::string s;
    for (std::uint16_t b : bits) {
        s += static_cast<char>(b & 0xff);
        s += static_cast<char>(b >> 8);
    }
    return s;
}

EmbeddingMatrix load(const std::string& bytes, const std::string& tensor = {})
{
    return loadSafetensors(bytes.data(), bytes.size(), "mem.safetensors", tensor);
}

void expectTensor(const std::string& file, const std::string& tensor)
{
    SCOPED_TRACE(file + " " + tensor);
    const std::string path = fixture(file);
    const Eigen::MatrixXd expected = readExpected(path + "." + tensor + ".expected.txt");
    const EmbeddingMatrix m = loadSafetensorsFile(path, tensor);
    expectExactly(m, expected);
    EXPECT_EQ(m.tensorName(), tensor);
    const auto bytes = readBytes(path);
    expectExactly(loadSafetensors(bytes.data(), bytes.size(), path, tensor), expected);
}

const std::string w23 = R"({"w":{"dtype":"F32","shape":[2,3],"data_offsets":[0,24]}})";
const std::string six(24, '\0');

} // namespace

TEST(Safetensors, EveryFloatDtypeExactly)
{
    expectTensor("two_f32.safetensors", "wpe.weight");
    expectTensor("two_f32.safetensors", "wte.weight");
    expectTensor("two_f64.safetensors", "wpe.weight");
    expectTensor("two_f64.safetensors", "wte.weight");
    expectTensor("two_f16.safetensors", "wpe.weight");
    expectTensor("two_f16.safetensors", "edges");
    expectTensor("two_bf16.safetensors", "wpe.weight");
    expectTensor("two_bf16.safetensors", "edges");
    expectTensor("unaligned_f32.safetensors", "w");
}

TEST(Safetensors, TheOnlyMatrixLoadsWithoutAName)
{
    // single.safetensors also holds a 1-D bias, a 3-D tensor, an I64 matrix and metadata with
    // escapes, numbers, booleans, null and nested values.
    const EmbeddingMatrix m = loadEmbeddingFile(fixture("single.safetensors"));
    EXPECT_EQ(m.tensorName(), "wpe.weight");
    expectExactly(m, readExpected(fixture("single.safetensors.wpe.weight.expected.txt")));
}

TEST(Safetensors, ListsTheMatricesForAPicker)
{
    const auto list = listSafetensorsMatricesFile(fixture("two_f32.safetensors"));
    ASSERT_EQ(list.size(), 2u);
    EXPECT_EQ(list[0].name, "wpe.weight");
    EXPECT_EQ(list[0].rows, 6);
    EXPECT_EQ(list[0].cols, 4);
    EXPECT_EQ(list[0].dtype, "F32");
    EXPECT_EQ(list[1].name, "wte.weight");
    EXPECT_EQ(list[1].rows, 9);
    const auto single = listSafetensorsMatricesFile(fixture("single.safetensors"));
    ASSERT_EQ(single.size(), 1u);
    EXPECT_EQ(single[0].name, "wpe.weight");
    const auto bf16 = listSafetensorsMatricesFile(fixture("two_bf16.safetensors"));
    ASSERT_EQ(bf16.size(), 2u);
    EXPECT_EQ(bf16[0].name, "edges");
    EXPECT_EQ(bf16[0].dtype, "BF16");
}

TEST(Safetensors, FloatsAreViewedInTheirOwnCopyOfTheTensor)
{
    // The file loader reads the tensor's bytes into an aligned buffer of its own, so even a
    // tensor at an odd offset in the file is viewed in place there (and no mapping stays).
    EXPECT_TRUE(loadSafetensorsFile(fixture("two_f32.safetensors"), "wte.weight").isZeroCopy());
    EXPECT_TRUE(loadSafetensorsFile(fixture("two_f64.safetensors"), "wpe.weight").isZeroCopy());
    EXPECT_TRUE(loadSafetensorsFile(fixture("unaligned_f32.safetensors"), "w").isZeroCopy());
    const auto bytes = readBytes(fixture("unaligned_f32.safetensors"));
    const auto owned = std::make_shared<std::vector<std::uint8_t>>(bytes);
    EXPECT_FALSE(loadSafetensors(owned->data(), owned->size(), "mem", "w", owned).isZeroCopy());
    EXPECT_FALSE(loadSafetensorsFile(fixture("two_f16.safetensors"), "wpe.weight").isZeroCopy());
}

TEST(Safetensors, LargeFloat32MatrixIsMapped)
{
    const long rows = 1024;
    const long cols = 768;
    std::string data(static_cast<std::size_t>(rows * cols) * 4, '\0');
    for (long i = 0; i < rows * cols; ++i) {
        const float v = static_cast<float>(i) * 0.25f;
        std::memcpy(&data[static_cast<std::size_t>(i) * 4], &v, 4);
    }
    std::string json = R"({"wpe.weight":{"dtype":"F32","shape":[1024,768],"data_offsets":[0,3145728]}})";
    json.append((8 - (8 + json.size()) % 8) % 8, ' ');
    const std::string path = writeTemp("gpt2.safetensors", stBytes(json, data));
    const EmbeddingMatrix m = loadEmbeddingFile(path);
    EXPECT_TRUE(m.isZeroCopy());
    EXPECT_EQ(m.value(1023, 767), (1023.0 * 768 + 767) * 0.25);
}

TEST(Safetensors, HalfAndBfloat16SpecialValuesConvertExactly)
{
    // Every finite F16 bit pattern widens exactly: compare with the value from its fields.
    for (std::uint32_t bits = 0; bits < 0x10000; ++bits) {
        const int exponent = (bits >> 10) & 0x1f;
        if (exponent == 0x1f)
            continue;
        const double mantissa = bits & 0x3ff;
        const double magnitude =
            exponent == 0 ? std::ldexp(mantissa, -24) : std::ldexp(1024.0 + mantissa, exponent - 25);
        const double expected = (bits & 0x8000) ? -magnitude : magnitude;
        const std::string json = R"({"x":{"dtype":"F16","shape":[1,1],"data_offsets":[0,2]}})";
        const EmbeddingMatrix m = load(stBytes(json, halves({static_cast<std::uint16_t>(bits)})));
        ASSERT_EQ(m.value(0, 0), expected) << std::hex << bits;
        ASSERT_EQ(std::signbit(m.value(0, 0)), (bits & 0x8000) != 0);
    }
    const std::string json = R"({"x":{"dtype":"BF16","shape":[1,3],"data_offsets":[0,6]}})";
    const EmbeddingMatrix b = load(stBytes(json, halves({0x0001, 0x7f7f, 0xbf80})));
    EXPECT_EQ(b.value(0, 0), std::ldexp(1.0, -133));
    EXPECT_EQ(b.value(0, 1), std::ldexp(255.0, 120));
    EXPECT_EQ(b.value(0, 2), -1.0);
}

// ---- refusals -------------------------------------------------------------------------------

TEST(SafetensorsErrors, SeveralMatricesWithoutANameAreListed)
{
    const std::string path = fixture("two_f32.safetensors");
    expectLoadError([&] { loadSafetensorsFile(path); }, path,
                    {"2 2-D tensors, choose one: wpe.weight [6, 4], wte.weight [9, 4]"});
    expectLoadError([&] { loadSafetensorsFile(path, "wpe"); }, path,
                    {"no tensor named 'wpe'", "wpe.weight [6, 4], wte.weight [9, 4]"});
}

TEST(SafetensorsErrors, UnsupportedDtypeIsNamed)
{
    const std::string path = fixture("single.safetensors");
    expectLoadError([&] { loadSafetensorsFile(path, "position_ids"); }, path, {"unsupported dtype 'I64'"});
    const std::string bytes = stBytes(R"({"x":{"dtype":"F8_E4M3","shape":[2,2],"data_offsets":[0,4]}})", "abcd");
    expectLoadError([&] { load(bytes, "x"); }, "mem.safetensors", {"unsupported dtype 'F8_E4M3'"});
    expectLoadError([&] { load(bytes); }, "mem.safetensors", {"no 2-D tensor", "x [2, 2] F8_E4M3"});
}

TEST(SafetensorsErrors, OneAndThreeDimensional)
{
    const std::string path = fixture("single.safetensors");
    expectLoadError([&] { loadSafetensorsFile(path, "h.0.attn.bias"); }, path, {"1-D shape [4]"});
    expectLoadError([&] { loadSafetensorsFile(path, "cube"); }, path, {"3-D shape [2, 2, 2]"});
}

TEST(SafetensorsErrors, OverlappingTensors)
{
    const std::string path = fixture("bad/overlap.safetensors");
    expectLoadError([&] { loadSafetensorsFile(path, "a"); }, path, {"lies about offsets", "'a' and 'b' overlap"});
}

TEST(SafetensorsErrors, OffsetsOutOfFile)
{
    const std::string path = fixture("bad/out_of_file.safetensors");
    expectLoadError([&] { loadSafetensorsFile(path); }, path, {"lies about offsets", "out of file"});
    const std::string reversed = stBytes(R"({"w":{"dtype":"F32","shape":[0,3],"data_offsets":[8,4]}})", six);
    expectLoadError([&] { load(reversed); }, "mem.safetensors", {"lies about offsets", "after its end"});
}

TEST(SafetensorsErrors, DataSizeDiffersFromShapeTimesDtype)
{
    const std::string path = fixture("bad/wrong_size.safetensors");
    expectLoadError([&] { loadSafetensorsFile(path); }, path,
                    {"lies about sizes", "48 data bytes != shape [3, 5] x 4 bytes = 60"});
    const std::string overflow =
        stBytes(R"({"w":{"dtype":"F64","shape":[4294967296,4294967296],"data_offsets":[0,24]}})", six);
    expectLoadError([&] { load(overflow); }, "mem.safetensors", {"lies about sizes", "overflows"});
}

TEST(SafetensorsErrors, TruncatedHeader)
{
    const std::string bytes = stBytes(w23, six);
    expectLoadError([&] { loadSafetensors(bytes.data(), 5, "t"); }, "t", {"truncated header"});
    expectLoadError([&] { loadSafetensors(bytes.data(), 30, "t"); }, "t", {"truncated header", "claims"});
}

TEST(SafetensorsErrors, TruncatedData)
{
    const std::string bytes = stBytes(w23, six.substr(0, 20));
    expectLoadError([&] { load(bytes); }, "mem.safetensors", {"out of file"});
}

TEST(SafetensorsErrors, WrongMagic)
{
    // A .npy file is not a safetensors file: its "length" is absurd, or its header not JSON.
    const std::string path = fixture("f4_le.npy");
    expectLoadError([&] { loadSafetensorsFile(path); }, path, {"header larger than 100 MB"});
    const std::string notJson = stBytes("[1,2]   ", "");
    expectLoadError([&] { load(notJson); }, "mem.safetensors", {"wrong magic"});
}

TEST(SafetensorsErrors, HeaderLargerThan100MB)
{
    std::string bytes(8, '\0');
    const std::uint64_t n = 100ull * 1000 * 1000 + 1;
    std::memcpy(bytes.data(), &n, 8);
    bytes += "{}";
    expectLoadError([&] { load(bytes); }, "mem.safetensors", {"header larger than 100 MB"});
}

TEST(SafetensorsErrors, MalformedJson)
{
    const std::string path = fixture("bad/bad_json.safetensors");
    expectLoadError([&] { loadSafetensorsFile(path); }, path, {"invalid JSON at line 1"});
    const std::pair<std::string, std::string> cases[] = {
        {R"({"w":{"dtype":"F32","shape":[2,3],"data_offsets":[0,24]},"w":{}})", "duplicate key"},
        {R"({"w":{"dtype":"F32","shape":[2,3],"data_offsets":[0,24],}})", "expected a string key"},
        {R"({"w":{"dtype":"F32","shape":[2,-3],"data_offsets":[0,24]}})", "non-negative integer"},
        {R"({"w":{"dtype":"F32","shape":[2,3.0],"data_offsets":[0,24]}})", "non-negative integer"},
        {R"({"w":{"dtype":"F32","shape":[2,3],"data_offsets":[0]}})", "data_offsets"},
        {R"({"w":{"dtype":"F32","shape":[2,3],"data_offsets":[0,24],"x":1}})", "unexpected key 'x'"},
        {R"({"w":{"dtype":32,"shape":[2,3],"data_offsets":[0,24]}})", "no dtype string"},
        {R"({"w":[]})", "not an object"},
        {R"({"__metadata__":[],"w":{"dtype":"F32","shape":[2,3],"data_offsets":[0,24]}})", "__metadata__"},
        {R"({"w":{"dtype":"F32","shape":[2,3],"data_offsets":[0,24]}} x)", "after the value"},
        {"{\"w\":{\"dtype\":\"F3\x01\"}}", "control character"},
    };
    for (const auto& [json, problem] : cases)
        expectLoadError([&] { load(stBytes(json, six)); }, "mem.safetensors", {problem});
}

TEST(SafetensorsErrors, NaNAndInfNameRowAndColumn)
{
    const std::string f16 = stBytes(R"({"x":{"dtype":"F16","shape":[2,2],"data_offsets":[0,8]}})",
                                    halves({0x3c00, 0x3c00, 0x3c00, 0x7e00}));
    expectLoadError([&] { load(f16); }, "mem.safetensors", {"NaN value at row 1, column 1"});
    const std::string bf16 = stBytes(R"({"x":{"dtype":"BF16","shape":[2,2],"data_offsets":[0,8]}})",
                                     halves({0x3f80, 0xff80, 0x3f80, 0x3f80}));
    expectLoadError([&] { load(bf16); }, "mem.safetensors", {"Inf value at row 0, column 1"});
}

TEST(SafetensorsErrors, EmptyMatrix)
{
    const std::string bytes = stBytes(R"({"x":{"dtype":"F32","shape":[0,4],"data_offsets":[0,0]}})", "");
    expectLoadError([&] { load(bytes); }, "mem.safetensors", {"empty matrix", "0 rows"});
    const std::string none = stBytes(R"({"__metadata__":{"a":"b"}})", "");
    expectLoadError([&] { load(none); }, "mem.safetensors", {"no tensors"});
}

TEST(SafetensorsErrors, EmptyFile)
{
    const std::string path = writeTemp("empty.safetensors", "");
    expectLoadError([&] { loadEmbeddingFile(path); }, path, {"empty file"});
    expectLoadError([&] { listSafetensorsMatricesFile(path); }, path, {"empty file"});
}

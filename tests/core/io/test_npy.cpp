// .npy loading: every dtype, byte order, memory order and format version NumPy writes, exact
// values against NumPy's own (tests/core/io/make_fixtures.py), zero copy from the mapping, and
// one refusal per kind of bad file.

#include "core/io/load.h"
#include "core/io/npy.h"

#include "iotesthelpers.h"

#include <cmath>
#include <cstring>
#include <limits>

using namespace pe::core::io;
using namespace pe::core::io::testing;

namespace {

/// A .npy file: magic, version, header length, the dict padded with spaces to 64 bytes + '\n'.
std::string npyBytes(const std::string& dict, const std::string& data, int major = 1)
{
    const std::size_t prefix = major == 1 ? 10 : 12;
    std::string header = dict;
    while ((prefix + header.size() + 1) % 64 != 0)
        header += ' ';
    header += '\n';
    std::string out = "\x93NUMPY";
    out += static_cast<char>(major);
    out += '\0';
    const std::size_t n = header.size();
    out += static_cast<char>(n & 0xff);
    out += static_cast<char>((n >> 8) & 0xff);
    if (major != 1) {
        out += static_cast<char>((n >> 16) & 0xff);
        out += static_cast<char>((n >> 24) & 0xff);
    }
    return out + header + data;
}

std::string floats(std::initializer_list<float> values)
{
    std::string s(values.size() * 4, '\0');
    if (!s.empty()) // an empty list may have no storage: memcpy from null is undefined
        std::memcpy(s.data(), values.begin(), s.size());
    return s;
}

EmbeddingMatrix load(const std::string& bytes, const std::string& source = "mem.npy")
{
    return loadNpy(bytes.data(), bytes.size(), source);
}

void expectFixture(const std::string& name)
{
    SCOPED_TRACE(name);
    const std::string path = fixture(name);
    const Eigen::MatrixXd expected = readExpected(path + ".expected.txt");
    const EmbeddingMatrix fromFile = loadNpyFile(path);
    expectExactly(fromFile, expected);
    EXPECT_EQ(fromFile.source(), path);
    // The buffer loader (what the fuzzer calls) gives the same values.
    const auto bytes = readBytes(path);
    expectExactly(loadNpy(bytes.data(), bytes.size()), expected);
}

const std::string dict34 = "{'descr': '<f4', 'fortran_order': False, 'shape': (3, 4), }";

} // namespace

TEST(Npy, FixturesFindable)
{
    ASSERT_FALSE(dataDir().empty()) << "tests/data/embeddings not found; set PE_TEST_DATA_DIR";
}

TEST(Npy, LittleAndBigEndianFloat32)
{
    expectFixture("f4_le.npy");
    expectFixture("f4_be.npy");
}

TEST(Npy, LittleAndBigEndianFloat64)
{
    expectFixture("f8_le.npy");
    expectFixture("f8_be.npy");
}

TEST(Npy, HalfPrecisionExactly)
{
    expectFixture("f2_le.npy");
    expectFixture("f2_be.npy");
    // Subnormals, the largest finite half, -0.0.
    expectFixture("f2_edges.npy");
}

TEST(Npy, FortranOrder)
{
    expectFixture("f4_fortran.npy");
    expectFixture("f8_be_fortran.npy");
    expectFixture("f2_be_fortran.npy");
    expectFixture("f4_one_col_fortran.npy");
    expectFixture("f4_one_row.npy");
}

TEST(Npy, FormatVersions2And3)
{
    expectFixture("f4_v2.npy");
    expectFixture("f8_v3.npy");
}

TEST(Npy, HeaderKeysInAnyOrderWithOddSpacing)
{
    expectFixture("f4_be_odd_header.npy");
    const std::string data = floats({1, 2, 3, 4, 5, 6});
    for (const std::string dict : {"{\"shape\":(2,3),\"descr\":\"<f4\",\"fortran_order\":False}",
                                   "{ 'fortran_order' : False , 'shape' : ( 2 , 3 , ) , 'descr' : '<f4' , }",
                                   "{'descr':'<f4','fortran_order':False,'shape':(2L, 3L)}"}) {
        const EmbeddingMatrix m = load(npyBytes(dict, data));
        ASSERT_EQ(m.rows(), 2);
        ASSERT_EQ(m.cols(), 3);
        EXPECT_EQ(m.value(1, 2), 6.0) << dict;
    }
}

TEST(Npy, NativeFloatsStayInTheMapping)
{
    EXPECT_TRUE(loadNpyFile(fixture("f4_le.npy")).isZeroCopy());
    EXPECT_TRUE(loadNpyFile(fixture("f8_le.npy")).isZeroCopy());
    EXPECT_NE(loadNpyFile(fixture("f4_le.npy")).floatData(), nullptr);
    EXPECT_FALSE(loadNpyFile(fixture("f4_be.npy")).isZeroCopy());
    EXPECT_FALSE(loadNpyFile(fixture("f4_fortran.npy")).isZeroCopy());
    EXPECT_FALSE(loadNpyFile(fixture("f2_le.npy")).isZeroCopy());
    // Without an owner the buffer loader cannot keep the bytes alive, so it copies.
    const auto bytes = readBytes(fixture("f4_le.npy"));
    EXPECT_FALSE(loadNpy(bytes.data(), bytes.size()).isZeroCopy());
}

TEST(Npy, TheMatrixOutlivesItsLoaderAndCopiesShareIt)
{
    EmbeddingMatrix copy;
    {
        const EmbeddingMatrix m = loadNpyFile(fixture("f4_le.npy"));
        copy = m;
        EXPECT_EQ(copy.floatData(), m.floatData());
    }
    expectExactly(copy, readExpected(fixture("f4_le.npy.expected.txt")));
}

TEST(Npy, LargeFloat32MatrixIsMapped)
{
    // GPT-2's wpe.weight size; values j + 1000 i are exact in float.
    const long rows = 1024;
    const long cols = 768;
    std::string data(static_cast<std::size_t>(rows * cols) * 4, '\0');
    for (long i = 0; i < rows; ++i)
        for (long j = 0; j < cols; ++j) {
            const float v = static_cast<float>(j + 1000 * i) * 0.5f;
            std::memcpy(&data[static_cast<std::size_t>(i * cols + j) * 4], &v, 4);
        }
    const std::string path =
        writeTemp("wpe.npy", npyBytes("{'descr': '<f4', 'fortran_order': False, 'shape': (1024, 768), }", data));
    const EmbeddingMatrix m = loadEmbeddingFile(path);
    EXPECT_TRUE(m.isZeroCopy());
    ASSERT_EQ(m.rows(), rows);
    ASSERT_EQ(m.cols(), cols);
    EXPECT_EQ(m.value(1023, 767), (767 + 1000 * 1023) * 0.5);
    EXPECT_EQ(m.column(5)[1000], (5 + 1000 * 1000) * 0.5);
    EXPECT_EQ(m.block(1000, 2)(1, 3), (3 + 1000 * 1001) * 0.5);
}

// ---- refusals -------------------------------------------------------------------------------

TEST(NpyErrors, TruncatedData)
{
    const std::string path = fixture("bad/truncated.npy");
    expectLoadError([&] { loadNpyFile(path); }, path, {"truncated data", "needs 140 bytes, 130 remain"});
}

TEST(NpyErrors, TruncatedHeader)
{
    const std::string bytes = npyBytes(dict34, floats({}));
    expectLoadError([&] { loadNpy(bytes.data(), 40, "h.npy"); }, "h.npy", {"truncated header"});
    expectLoadError([&] { loadNpy(bytes.data(), 9, "h.npy"); }, "h.npy", {"truncated header"});
    expectLoadError([&] { loadNpy(bytes.data(), 4, "h.npy"); }, "h.npy", {"truncated header"});
}

TEST(NpyErrors, WrongMagic)
{
    const std::string path = fixture("bad/wrong_magic.npy");
    expectLoadError([&] { loadNpyFile(path); }, path, {"wrong magic"});
}

TEST(NpyErrors, UnsupportedDtypeIsNamed)
{
    const std::string path = fixture("bad/int32.npy");
    expectLoadError([&] { loadNpyFile(path); }, path, {"unsupported dtype '<i4'"});
    const std::string complex = npyBytes("{'descr': '<c8', 'fortran_order': False, 'shape': (1, 1), }", "12345678");
    expectLoadError([&] { load(complex); }, "mem.npy", {"unsupported dtype '<c8'"});
    const std::string structured =
        npyBytes("{'descr': [('a', '<f4')], 'fortran_order': False, 'shape': (1, 1), }", "1234");
    expectLoadError([&] { load(structured); }, "mem.npy", {"unsupported dtype", "structured"});
}

TEST(NpyErrors, OneDimensional)
{
    const std::string path = fixture("bad/one_d.npy");
    expectLoadError([&] { loadNpyFile(path); }, path, {"1-D shape [6]", "2-D"});
}

TEST(NpyErrors, ThreeDimensional)
{
    const std::string path = fixture("bad/three_d.npy");
    expectLoadError([&] { loadNpyFile(path); }, path, {"3-D shape [2, 2, 2]", "2-D"});
}

TEST(NpyErrors, HeaderLiesAboutTheDataSize)
{
    const std::string bytes = npyBytes(dict34, floats({1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13}));
    expectLoadError([&] { load(bytes); }, "mem.npy", {"lies about sizes", "52 bytes != shape [3, 4] x 4 bytes = 48"});
}

TEST(NpyErrors, ShapeOverflow)
{
    const std::string bytes =
        npyBytes("{'descr': '<f8', 'fortran_order': False, 'shape': (4294967296, 4294967296), }", "");
    expectLoadError([&] { load(bytes); }, "mem.npy", {"too large"});
    const std::string overflow =
        npyBytes("{'descr': '<f8', 'fortran_order': False, 'shape': (9223372036854775807, 3), }", "");
    expectLoadError([&] { load(overflow); }, "mem.npy", {"overflows"});
    const std::string huge =
        npyBytes("{'descr': '<f8', 'fortran_order': False, 'shape': (99999999999999999999, 3), }", "");
    expectLoadError([&] { load(huge); }, "mem.npy", {"integer too large"});
}

TEST(NpyErrors, NaNNamesRowAndColumn)
{
    const std::string path = fixture("bad/nan.npy");
    expectLoadError([&] { loadNpyFile(path); }, path, {"NaN value at row 1, column 2"});
}

TEST(NpyErrors, InfNamesRowAndColumn)
{
    const float inf = std::numeric_limits<float>::infinity();
    const std::string bytes = npyBytes(dict34, floats({1, 2, 3, 4, 5, 6, 7, 8, 9, 10, -inf, inf}));
    expectLoadError([&] { load(bytes); }, "mem.npy", {"Inf value at row 2, column 2"});
    // In Fortran order the first in row-major order is reported, not the first in the file.
    const std::string fortran =
        npyBytes("{'descr': '<f4', 'fortran_order': True, 'shape': (2, 2), }", floats({1, inf, -inf, 4}));
    expectLoadError([&] { load(fortran); }, "mem.npy", {"Inf value at row 0, column 1"});
}

TEST(NpyErrors, HeaderLargerThan100MB)
{
    std::string bytes = "\x93NUMPY\x02";
    bytes += '\0';
    const std::uint32_t length = 100u * 1000 * 1000 + 1;
    bytes.append(reinterpret_cast<const char*>(&length), 4);
    bytes += "{'descr': '<f4'";
    expectLoadError([&] { load(bytes); }, "mem.npy", {"header larger than 100 MB"});
}

TEST(NpyErrors, EmptyMatrix)
{
    const std::string rows0 = npyBytes("{'descr': '<f4', 'fortran_order': False, 'shape': (0, 768), }", "");
    expectLoadError([&] { load(rows0); }, "mem.npy", {"empty matrix", "0 rows"});
    const std::string cols0 = npyBytes("{'descr': '<f4', 'fortran_order': False, 'shape': (5, 0), }", "");
    expectLoadError([&] { load(cols0); }, "mem.npy", {"empty matrix", "0 columns"});
}

TEST(NpyErrors, EmptyFile)
{
    const std::string path = writeTemp("empty.npy", "");
    expectLoadError([&] { loadNpyFile(path); }, path, {"empty file"});
    expectLoadError([&] { loadNpy("", 0, "b"); }, "b", {"empty file"});
}

TEST(NpyErrors, UnknownExtension)
{
    const std::string path = writeTemp("table.bin", npyBytes(dict34, floats({})));
    expectLoadError([&] { loadEmbeddingFile(path); }, path, {"unknown extension '.bin'"});
    const std::string none = writeTemp("table", "1,2\n");
    expectLoadError([&] { loadEmbeddingFile(none); }, none, {"unknown extension (none)"});
}

TEST(NpyErrors, MissingFile)
{
    const std::string path = tempPath("absent.npy");
    expectLoadError([&] { loadEmbeddingFile(path); }, path, {"cannot open"});
}

TEST(NpyErrors, MalformedHeaders)
{
    const std::string data = floats({1, 2, 3, 4});
    const std::pair<std::string, std::string> cases[] = {
        {"{'descr': '<f4', 'fortran_order': False}", "no 'shape' key"},
        {"{'descr': '<f4', 'fortran_order': False, 'shape': (2, 2), 'extra': 1}", "unexpected key 'extra'"},
        {"{'descr': '<f4', 'descr': '<f4', 'fortran_order': False, 'shape': (2, 2)}", "appears twice"},
        {"{'descr': '<f4', 'fortran_order': 0, 'shape': (2, 2)}", "fortran_order is not True or False"},
        {"{'descr': '<f4', 'fortran_order': False, 'shape': (2, -2)}", "non-negative integer"},
        {"{'descr': '<f4', 'fortran_order': False, 'shape': (2, 2)} x", "after the header dict"},
        {"{'descr': '<f4', 'fortran_order': False, 'shape': (2, 2)", "header ends early"},
        {"{'descr': '<f4' 'fortran_order': False, 'shape': (2, 2)}", "expected ',' or '}'"},
        {"['descr']", "expected '{'"},
        {"{'descr': '<f4, 'fortran_order': False, 'shape': (2, 2)}", "malformed header"},
        {"{'descr': '<f4', 'fortran_order': False, 'shape': ((((((((((2,),),),),),),),),),)}", "too deep"},
    };
    for (const auto& [dict, problem] : cases)
        expectLoadError([&] { load(npyBytes(dict, data)); }, "mem.npy", {problem});
}

TEST(NpyErrors, UnsupportedVersion)
{
    std::string bytes = npyBytes(dict34, floats({}));
    bytes[6] = 4;
    expectLoadError([&] { load(bytes); }, "mem.npy", {"unsupported .npy version 4.0"});
}

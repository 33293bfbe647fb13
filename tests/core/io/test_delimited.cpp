// .csv / .tsv loading: exact values (std::from_chars), an optional header row, CRLF, a blank
// trailing line, and one refusal per kind of bad text.

#include "core/io/delimited.h"
#include "core/io/load.h"

#include "iotesthelpers.h"

using namespace pe::core::io;
using namespace pe::core::io::testing;

namespace {

EmbeddingMatrix csv(const std::string& text)
{
    return loadDelimited(text.data(), text.size(), ',', "mem.csv");
}

} // namespace

TEST(Delimited, CsvWithoutHeaderExactly)
{
    const std::string path = fixture("plain.csv");
    const EmbeddingMatrix m = loadEmbeddingFile(path);
    expectExactly(m, readExpected(path + ".expected.txt"));
    EXPECT_EQ(m.source(), path);
}

TEST(Delimited, TsvWithHeaderAndCrlfExactly)
{
    const std::string path = fixture("header.tsv");
    expectExactly(loadEmbeddingFile(path), readExpected(path + ".expected.txt"));
}

TEST(Delimited, SpacesSignsExponentsAndNoFinalNewline)
{
    const EmbeddingMatrix m = csv("\xEF\xBB\xBF 1.5 , -2e-3,+7\n0,1e308,-0\n\n  \n");
    ASSERT_EQ(m.rows(), 2);
    ASSERT_EQ(m.cols(), 3);
    EXPECT_EQ(m.value(0, 0), 1.5);
    EXPECT_EQ(m.value(0, 1), -0.002);
    EXPECT_EQ(m.value(0, 2), 7.0);
    EXPECT_EQ(m.value(1, 1), 1e308);
    EXPECT_TRUE(std::signbit(m.value(1, 2)));
    EXPECT_EQ(m.value(1, 0), 0.0);
}

TEST(Delimited, HeaderWithAnEmptyIndexName)
{
    const EmbeddingMatrix m = csv(",a,b\n1,2,3\n");
    EXPECT_EQ(m.rows(), 1);
    EXPECT_EQ(m.value(0, 2), 3.0);
}

// ---- refusals -------------------------------------------------------------------------------

TEST(DelimitedErrors, InfAndNaNNameRowAndColumn)
{
    const std::string path = fixture("bad/inf.csv");
    expectLoadError([&] { loadDelimitedFile(path); }, path, {"Inf value at row 1, column 1"});
    expectLoadError([&] { csv("a,b\n1,2\n3,nan\n"); }, "mem.csv", {"NaN value at row 1, column 1"});
}

TEST(DelimitedErrors, RaggedRows)
{
    const std::string path = fixture("bad/ragged.csv");
    expectLoadError([&] { loadDelimitedFile(path); }, path, {"line 2 has 2 fields, 3 were expected"});
    expectLoadError([&] { csv("a,b,c\n1,2\n"); }, "mem.csv", {"line 2 has 2 fields, 3 were expected"});
}

TEST(DelimitedErrors, NotANumber)
{
    const std::string path = fixture("bad/not_a_number.tsv");
    expectLoadError([&] { loadDelimitedFile(path); }, path, {"not a number: 'x' at line 3, field 2"});
    expectLoadError([&] { csv("1,2\n3,4\n5,6abc\n"); }, "mem.csv", {"not a number: '6abc' at line 3, field 2"});
    expectLoadError([&] { csv("1,2\n3,,\n"); }, "mem.csv", {"empty field at line 2, field 2"});
    expectLoadError([&] { csv("1\n0x10\n"); }, "mem.csv", {"not a number: '0x10' at line 2, field 1"});
    expectLoadError([&] { csv("1\t2\n"); }, "mem.csv", {"empty matrix"});
}

TEST(DelimitedErrors, OutOfRange)
{
    expectLoadError([&] { csv("1,1e400\n"); }, "mem.csv", {"'1e400' out of range at line 1, field 2"});
}

TEST(DelimitedErrors, BlankLineInsideTheData)
{
    expectLoadError([&] { csv("1,2\n\n3,4\n"); }, "mem.csv", {"blank line 2 inside the data"});
}

TEST(DelimitedErrors, EmptyMatrixAndEmptyFile)
{
    expectLoadError([&] { csv("a,b,c\n"); }, "mem.csv", {"empty matrix (0 rows"});
    expectLoadError([&] { csv("\n\n"); }, "mem.csv", {"empty matrix (0 rows"});
    const std::string path = writeTemp("empty.tsv", "");
    expectLoadError([&] { loadDelimitedFile(path); }, path, {"empty file"});
}

TEST(DelimitedErrors, UnknownExtension)
{
    const std::string path = writeTemp("m.txt", "1,2\n");
    expectLoadError([&] { loadDelimitedFile(path); }, path, {"unknown extension '.txt'"});
    expectLoadError([&] { loadEmbeddingFile(path); }, path, {"unknown extension '.txt'"});
}

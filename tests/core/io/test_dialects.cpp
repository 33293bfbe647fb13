// CSV dialects: what spreadsheets and pandas write is detected, described in notes, and read
// exactly; what reads two ways is refused naming what was seen.

#include "core/io/delimited.h"
#include "core/io/load.h"

#include "iotesthelpers.h"

using namespace pe::core::io;
using namespace pe::core::io::testing;

namespace {

EmbeddingMatrix detect(const std::string& text, std::vector<std::string>* notes = nullptr)
{
    return loadDelimited(text.data(), text.size(), 0, "mem.csv", notes);
}

bool hasNote(const std::vector<std::string>& notes, const std::string& part)
{
    for (const std::string& n : notes)
        if (n.find(part) != std::string::npos)
            return true;
    return false;
}

} // namespace

TEST(Dialects, FrenchSemicolonsAndDecimalCommas)
{
    // What a French spreadsheet saves: "459764;0" used to be "not a number".
    const std::string path = writeTemp("fr.csv", "dim0;dim1;dim2\r\n0,5;-1,25;459764\r\n2,5e-3;0;+3,0\r\n");
    std::vector<std::string> notes;
    const EmbeddingMatrix m = loadEmbeddings(path, {}, &notes);
    ASSERT_EQ(m.rows(), 2);
    ASSERT_EQ(m.cols(), 3);
    EXPECT_EQ(m.value(0, 0), 0.5);
    EXPECT_EQ(m.value(0, 1), -1.25);
    EXPECT_EQ(m.value(0, 2), 459764.0);
    EXPECT_EQ(m.value(1, 0), 0.0025);
    EXPECT_EQ(m.value(1, 2), 3.0);
    EXPECT_TRUE(hasNote(notes, "separator ';', decimal mark ','"));
    EXPECT_TRUE(hasNote(notes, "header"));
}

TEST(Dialects, SemicolonsWithDecimalPointsAndTabsWithDecimalCommas)
{
    std::vector<std::string> notes;
    const EmbeddingMatrix a = detect("1.5;2\n3;4.25\n", &notes);
    EXPECT_EQ(a.value(0, 0), 1.5);
    EXPECT_EQ(a.value(1, 1), 4.25);
    EXPECT_TRUE(hasNote(notes, "separator ';', decimal mark '.'"));
    notes.clear();
    const EmbeddingMatrix b = detect("0,5\t1\n2\t0,125\n", &notes);
    EXPECT_EQ(b.value(0, 0), 0.5);
    EXPECT_EQ(b.value(1, 1), 0.125);
    EXPECT_TRUE(hasNote(notes, "separator tab, decimal mark ','"));
}

TEST(Dialects, QuotedNumbers)
{
    std::vector<std::string> notes;
    const EmbeddingMatrix a = detect("\"a\",\"b\"\n\"0.5\",\"-2\"\n\"1e-3\", 7 \n", &notes);
    EXPECT_EQ(a.value(0, 0), 0.5);
    EXPECT_EQ(a.value(1, 0), 0.001);
    EXPECT_EQ(a.value(1, 1), 7.0);
    EXPECT_TRUE(hasNote(notes, "double quotes"));
    // A quoted decimal comma: the comma inside quotes separates nothing.
    const EmbeddingMatrix b = detect("\"0,5\";\"1,5\"\n\"2,25\";\"3\"\n");
    EXPECT_EQ(b.value(0, 1), 1.5);
    EXPECT_EQ(b.value(1, 0), 2.25);
}

TEST(Dialects, ManyQuotedNamesWithEscapedQuotes)
{
    // Each name with a "" escape is unescaped into a string of its own; sixteen of them (found by
    // the fuzzer: the strings moved while earlier fields still pointed into them).
    std::string header, row;
    for (int i = 0; i < 16; ++i) {
        header += (i ? "," : "") + std::string("\"dim \"\"") + std::to_string(i) + "\"\"\"";
        row += (i ? "," : "") + std::to_string(i) + ".5";
    }
    std::vector<std::string> notes;
    const EmbeddingMatrix m = detect(header + "\n" + row + "\n", &notes);
    ASSERT_EQ(m.rows(), 1);
    ASSERT_EQ(m.cols(), 16);
    for (int i = 0; i < 16; ++i)
        EXPECT_EQ(m.value(0, i), i + 0.5);
    EXPECT_TRUE(hasNote(notes, "header"));
}

TEST(Dialects, PandasIndexColumnIsDropped)
{
    // pandas.DataFrame(m).to_csv(path): an empty first header cell, then 0 .. N-1.
    const std::string path = writeTemp("df.csv", ",0,1\n0,0.25,-1.0\n1,0.5,2.0\n2,0.75,3.5\n");
    std::vector<std::string> notes;
    const EmbeddingMatrix m = loadEmbeddings(path, {}, &notes);
    ASSERT_EQ(m.rows(), 3);
    ASSERT_EQ(m.cols(), 2);
    EXPECT_EQ(m.value(0, 0), 0.25);
    EXPECT_EQ(m.value(2, 1), 3.5);
    EXPECT_TRUE(hasNote(notes, "pandas' index (0 to 2): dropped"));
    // The same shape whose first column is not 0, 1, 2 keeps it.
    EXPECT_EQ(detect(",a,b\n1,2,3\n").cols(), 3);
    EXPECT_EQ(detect(",a,b\n0,2,3\n2,4,5\n").cols(), 3);
}

TEST(Dialects, PlainCommasGiveNoNote)
{
    std::vector<std::string> notes;
    EXPECT_EQ(detect("1,2\n3,4\n", &notes).cols(), 2);
    EXPECT_TRUE(notes.empty());
}

TEST(Dialects, MixedMarksAreRefusedNamingWhatWasSeen)
{
    expectLoadError([&] { detect("0,5;1.5\n2,5;3.5\n"); }, "mem.csv",
                    {"not a number", "separator ',' and decimal mark '.' assumed", "';' and ',' were seen"});
}

TEST(Dialects, FixturesFromASpreadsheetAndPandasExactly)
{
    // tests/core/io/make_model_fixtures.py writes them from the same float64 values.
    for (const char* name : {"models/french.csv", "models/pandas.csv"}) {
        const std::string path = fixture(name);
        std::vector<std::string> notes;
        expectExactly(loadEmbeddings(path, {}, &notes), readExpected(path + ".table.expected.txt"));
        EXPECT_FALSE(notes.empty()) << name;
    }
}

// CsvWriter: numbers read back (std::from_chars) to the very same bits, in the fewest digits of
// their own type; names and text quoted per RFC 4180; a failing sink stops the output.
#include "core/io/atomicfile.h"
#include "core/io/csvwriter.h"

#include <gtest/gtest.h>

#include <cfloat>
#include <charconv>
#include <climits>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <fcntl.h>
#include <fstream>
#include <limits>
#include <random>
#include <sstream>
#include <unistd.h>

using namespace pe::core::io;

namespace {

CsvWriter::Sink toString(std::string& out)
{
    return [&out](const char* data, std::size_t size) {
        out.append(data, size);
        return true;
    };
}

std::vector<std::vector<std::string>> splitPlain(const std::string& text)
{
    std::vector<std::vector<std::string>> rows;
    std::istringstream in(text);
    std::string line;
    while (std::getline(in, line)) {
        std::vector<std::string> cells;
        std::size_t from = 0;
        for (;;) {
            const std::size_t comma = line.find(',', from);
            cells.push_back(line.substr(from, comma == std::string::npos ? std::string::npos : comma - from));
            if (comma == std::string::npos)
                break;
            from = comma + 1;
        }
        rows.push_back(cells);
    }
    return rows;
}

template <typename T> T parse(const std::string& s)
{
    T v{};
    const auto r = std::from_chars(s.data(), s.data() + s.size(), v);
    EXPECT_EQ(r.ec, std::errc()) << s;
    EXPECT_EQ(r.ptr, s.data() + s.size()) << s;
    return v;
}

template <typename T> bool sameBits(T a, T b)
{
    return std::memcmp(&a, &b, sizeof(T)) == 0;
}

template <typename T, typename Bits> std::vector<T> randomValues(std::mt19937_64& rng, int count)
{
    // Uniform bit patterns: every exponent equally likely, subnormals included.
    std::vector<T> values;
    while (static_cast<int>(values.size()) < count) {
        const Bits bits = static_cast<Bits>(rng());
        T v;
        std::memcpy(&v, &bits, sizeof v);
        if (std::isfinite(v))
            values.push_back(v);
    }
    return values;
}

} // namespace

TEST(CsvWriter, DoublesRoundTripBitForBit)
{
    std::mt19937_64 rng(20240601);
    std::vector<double> values = randomValues<double, std::uint64_t>(rng, 20000);
    for (double v : {0.0, -0.0, 1.0, -1.0, 0.1, 1e-300, 1e300, DBL_MIN, DBL_MAX, -DBL_MAX, DBL_TRUE_MIN, -DBL_TRUE_MIN,
                     DBL_MIN - DBL_TRUE_MIN, DBL_EPSILON, 123456789012345678.0, 5e-324})
        values.push_back(v);
    std::uniform_real_distribution<double> unit(-1.0, 1.0);
    for (int i = 0; i < 5000; ++i)
        values.push_back(unit(rng)); // the values PE files hold
    std::string out;
    CsvWriter w(toString(out), 4096);
    for (std::size_t i = 0; i < values.size(); ++i) {
        w.cell(values[i]);
        if (i % 7 == 6)
            w.endRow();
    }
    ASSERT_TRUE(w.finish());
    std::size_t n = 0;
    for (const auto& row : splitPlain(out))
        for (const std::string& cell : row) {
            ASSERT_LT(n, values.size());
            EXPECT_TRUE(sameBits(parse<double>(cell), values[n])) << cell << " vs " << values[n];
            ++n;
        }
    EXPECT_EQ(n, values.size());
}

TEST(CsvWriter, FloatsRoundTripInTheirOwnShortestDigits)
{
    std::mt19937_64 rng(7);
    std::vector<float> values = randomValues<float, std::uint32_t>(rng, 20000);
    for (float v : {0.0f, -0.0f, 0.1f, FLT_MIN, FLT_MAX, FLT_TRUE_MIN, -FLT_TRUE_MIN, 16777217.0f, 1e-40f})
        values.push_back(v);
    std::string out;
    CsvWriter w(toString(out));
    for (float v : values) {
        w.cell(v);
        w.endRow();
    }
    ASSERT_TRUE(w.finish());
    const auto rows = splitPlain(out);
    ASSERT_EQ(rows.size(), values.size());
    for (std::size_t i = 0; i < values.size(); ++i)
        EXPECT_TRUE(sameBits(parse<float>(rows[i][0]), values[i])) << rows[i][0];
    // The float's digits, not the double's: 0.1f is "0.1", not 0.10000000149011612.
    std::string s;
    CsvWriter f(toString(s));
    f.cell(0.1f);
    f.cell(1.0f / 3.0f);
    f.cell(static_cast<double>(0.1f));
    ASSERT_TRUE(f.finish());
    EXPECT_EQ(s, "0.1,0.33333334,0.10000000149011612\n");
}

TEST(CsvWriter, IntegersExactlyAndSpecialValues)
{
    std::string out;
    CsvWriter w(toString(out));
    w.header({"position", "dim0"});
    w.cell(0);
    w.cell(-7);
    w.cell(LONG_MIN);
    w.cell(LONG_MAX);
    w.cell(ULLONG_MAX);
    w.cell(4294967295u);
    w.endRow();
    w.cell(std::numeric_limits<double>::quiet_NaN());
    w.cell(-std::numeric_limits<double>::quiet_NaN());
    w.cell(HUGE_VAL);
    w.cell(-HUGE_VAL);
    w.cell(std::numeric_limits<float>::quiet_NaN());
    w.cell(-HUGE_VALF);
    w.cell(-0.0);
    w.endRow();
    ASSERT_TRUE(w.finish());
    EXPECT_EQ(out, "position,dim0\n"
                   "0,-7,-9223372036854775808,9223372036854775807,18446744073709551615,4294967295\n"
                   "nan,nan,inf,-inf,nan,-inf,-0\n");
    EXPECT_TRUE(std::isnan(parse<double>("nan")));
    EXPECT_EQ(parse<double>("-inf"), -HUGE_VAL);
}

TEST(CsvWriter, QuotesNamesAndTextThatNeedIt)
{
    std::string out;
    CsvWriter w(toString(out), 64);
    w.header({"position", "a,b", "say \"hi\"", "two\nlines", "cr\r", "plain"});
    w.cell("text");
    w.cell(std::string_view("x\"y"));
    const std::string longText(300, 'L'); // bigger than the buffer: goes straight through
    w.cell(longText);
    w.cell(std::string(100, ',')); // quoted, and flushed in pieces
    ASSERT_TRUE(w.finish());       // ends the open row
    EXPECT_EQ(out, "position,\"a,b\",\"say \"\"hi\"\"\",\"two\nlines\",\"cr\r\",plain\n"
                   "text,\"x\"\"y\"," +
                       longText + ",\"" + std::string(100, ',') + "\"\n");
    EXPECT_EQ(w.bytesWritten(), out.size());
}

TEST(CsvWriter, StopsAtTheSinksFirstFailure)
{
    int calls = 0;
    std::string out;
    CsvWriter w(
        [&](const char* data, std::size_t size) {
            ++calls;
            if (calls > 2)
                return false;
            out.append(data, size);
            return true;
        },
        64);
    for (int i = 0; i < 1000; ++i) {
        w.cell(i * 0.001);
        w.endRow();
    }
    EXPECT_FALSE(w.ok());
    EXPECT_FALSE(w.finish());
    EXPECT_EQ(calls, 3); // never called again after it said no
    EXPECT_EQ(w.bytesWritten(), out.size());
}

TEST(CsvWriter, DevFullSinkFails)
{
    const int fd = ::open("/dev/full", O_WRONLY | O_CLOEXEC);
    if (fd < 0)
        GTEST_SKIP() << "no /dev/full here";
    int err = 0;
    CsvWriter w([&](const char* data, std::size_t size) { return (err = writeAll(fd, data, size)) == 0; });
    w.header({"x"});
    w.cell(1.5);
    EXPECT_FALSE(w.finish());
    EXPECT_EQ(err, ENOSPC);
    ::close(fd);
}

TEST(CsvWriter, IntoAnAtomicFile)
{
    char pattern[] = "/tmp/pe-csvwriter-XXXXXX";
    ASSERT_NE(::mkdtemp(pattern), nullptr);
    const std::string dir = pattern;
    const std::string path = dir + "/pe.csv";
    {
        AtomicFile file(path);
        CsvWriter w(file.sink());
        w.header({"position", "dim0", "dim1"});
        for (long t = 0; t < 3; ++t) {
            w.cell(t);
            w.cell(std::sin(static_cast<double>(t)));
            w.cell(std::cos(static_cast<double>(t)));
            w.endRow();
        }
        ASSERT_TRUE(w.finish());
        ASSERT_TRUE(file.commit()) << file.error();
    }
    std::ifstream in(path);
    std::stringstream s;
    s << in.rdbuf();
    EXPECT_EQ(s.str(), "position,dim0,dim1\n0,0,1\n1,0.8414709848078965,0.5403023058681398\n"
                       "2,0.9092974268256817,-0.4161468365471424\n");
    ::unlink(path.c_str());
    ::rmdir(dir.c_str());
}

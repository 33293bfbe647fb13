#pragma once
// Shared by the io tests: where the fixtures are, their expected values, temporary files and
// a check that a call throws LoadError with a message naming the source and the problem.

#include "core/io/embeddingmatrix.h"
#include "core/io/loaderror.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <initializer_list>
#include <iterator>
#include <string>
#include <vector>

#include <unistd.h>

namespace pe::core::io::testing {

namespace fs = std::filesystem;

/// tests/data/embeddings: $PE_TEST_DATA_DIR, else found from this file's path, the executable's
/// directory or the working directory and their parents (the build tree usually sits inside the
/// source tree, and compiler launchers may make __FILE__ relative).
inline fs::path dataDir()
{
    static const fs::path dir = [] {
        if (const char* env = std::getenv("PE_TEST_DATA_DIR"))
            return fs::path(env);
        std::vector<fs::path> starts = {fs::path(__FILE__).parent_path(), fs::current_path()};
        std::error_code ec;
        const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
        if (!ec)
            starts.push_back(exe.parent_path());
        for (fs::path p : starts) {
            for (p = fs::absolute(p); !p.empty(); p = p.parent_path()) {
                if (fs::is_directory(p / "tests" / "data" / "embeddings"))
                    return p / "tests" / "data" / "embeddings";
                if (p == p.parent_path())
                    break;
            }
        }
        return fs::path();
    }();
    return dir;
}

inline std::string fixture(const std::string& name)
{
    return (dataDir() / name).string();
}

/// A fixture's .expected.txt: "rows cols", then the values as repr() of float64.
inline Eigen::MatrixXd readExpected(const std::string& path)
{
    std::ifstream in(path);
    long rows = 0;
    long cols = 0;
    in >> rows >> cols;
    Eigen::MatrixXd m(rows, cols);
    std::string token;
    for (long r = 0; r < rows; ++r)
        for (long c = 0; c < cols; ++c) {
            in >> token;
            // strtod reads repr() exactly (shortest round-trip digits), "-0.0" and "inf" included.
            m(r, c) = std::strtod(token.c_str(), nullptr);
        }
    EXPECT_TRUE(in) << path;
    return m;
}

inline std::vector<std::uint8_t> readBytes(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    return std::vector<std::uint8_t>(std::istreambuf_iterator<char>(in), {});
}

/// A fresh path in GoogleTest's temporary directory.
inline std::string tempPath(const std::string& name)
{
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    const fs::path dir = fs::path(::testing::TempDir()) /
                         ("pe_io_" + std::to_string(::getpid()) + "_" + info->test_suite_name() + "_" + info->name());
    fs::create_directories(dir);
    return (dir / name).string();
}

inline std::string writeTemp(const std::string& name, const std::string& bytes)
{
    const std::string path = tempPath(name);
    std::ofstream(path, std::ios::binary) << bytes;
    return path;
}

/// Every value equal, bit for bit up to the sign of zero being kept too.
inline void expectExactly(const EmbeddingMatrix& m, const Eigen::MatrixXd& expected)
{
    ASSERT_EQ(m.rows(), expected.rows());
    ASSERT_EQ(m.cols(), expected.cols());
    for (long r = 0; r < m.rows(); ++r)
        for (long c = 0; c < m.cols(); ++c) {
            ASSERT_EQ(m.value(r, c), expected(r, c)) << "row " << r << ", column " << c;
            ASSERT_EQ(std::signbit(m.value(r, c)), std::signbit(expected(r, c))) << "row " << r << ", column " << c;
        }
    const Eigen::MatrixXd all = m.toMatrix();
    EXPECT_TRUE(all == expected);
    for (long c = 0; c < m.cols(); ++c)
        EXPECT_TRUE(m.column(c) == expected.col(c)) << "column " << c;
}

/// @p call must throw LoadError whose message holds @p source and every one of @p parts.
inline void expectLoadError(const std::function<void()>& call, const std::string& source,
                            std::initializer_list<std::string> parts)
{
    try {
        call();
        ADD_FAILURE() << "no LoadError (expected one mentioning " << *parts.begin() << ")";
    } catch (const LoadError& e) {
        const std::string message = e.what();
        EXPECT_EQ(message.rfind(source + ": ", 0), 0u) << message;
        EXPECT_EQ(e.source(), source);
        for (const std::string& part : parts)
            EXPECT_NE(message.find(part), std::string::npos) << "'" << part << "' not in: " << message;
    } catch (const std::exception& e) {
        ADD_FAILURE() << "not a LoadError: " << e.what();
    }
}

} // namespace pe::core::io::testing

// Errors as data: each thrower of core/ reports a code and its values (core/problem.h), which
// the interface translates. These tests check the data, not the English text.

#include "core/analysis/binary.h"
#include "core/analysis/ladder.h"
#include "core/analysis/split/splitmodel.h"
#include "core/encodings/alibi.h"
#include "core/encodings/embeddingsource.h"
#include "core/encodings/rope.h"
#include "core/encodings/t5.h"
#include "core/formula/params.h"
#include "core/io/delimited.h"
#include "core/io/load.h"
#include "core/io/loaderror.h"
#include "core/io/npy.h"
#include "core/io/safetensors.h"
#include "core/models/modelconfig.h"

#include <gtest/gtest.h>

#include <cerrno>
#include <cmath>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <functional>
#include <string>
#include <vector>

#include <unistd.h>

using namespace pe::core;
namespace fs = std::filesystem;

namespace {

Problem parameterProblem(const std::function<void()>& call)
{
    try {
        call();
    } catch (const ParameterError& e) {
        EXPECT_EQ(e.what(), describe(e.details())) << "what() is the problem in English";
        EXPECT_EQ(e.parameter(), e.details().name);
        return e.details();
    }
    ADD_FAILURE() << "no ParameterError";
    return {};
}

Problem loadProblem(const std::function<void()>& call, std::string* source = nullptr)
{
    try {
        call();
    } catch (const io::LoadError& e) {
        EXPECT_EQ(e.what(), e.source() + ": " + describe(e.details()));
        if (source)
            *source = e.source();
        return e.details();
    }
    ADD_FAILURE() << "no LoadError";
    return {};
}

void expectRange(const Problem& p, ProblemCode code, const std::string& name, double value, double low, double high)
{
    EXPECT_EQ(p.code, code) << describe(p);
    EXPECT_EQ(p.name, name);
    EXPECT_EQ(p.value, value);
    EXPECT_EQ(p.low, low);
    EXPECT_EQ(p.high, high);
}

/// A file of `bytes` in a fresh temporary folder, removed with it.
class TempFiles {
public:
    TempFiles()
    {
        std::string pattern = (fs::temp_directory_path() / "pe-problem-XXXXXX").string();
        m_dir = ::mkdtemp(pattern.data()) ? pattern : std::string();
    }
    ~TempFiles()
    {
        std::error_code ec;
        fs::remove_all(m_dir, ec);
    }
    std::string write(const std::string& name, const std::string& bytes) const
    {
        const std::string path = (fs::path(m_dir) / name).string();
        std::ofstream(path, std::ios::binary) << bytes;
        return path;
    }
    std::string path(const std::string& name) const { return (fs::path(m_dir) / name).string(); }

private:
    std::string m_dir;
};

} // namespace

TEST(Problem, SharedParametersNameTheirRange)
{
    expectRange(parameterProblem([] {
                    validate(EncodingParams{0, 10000.0, 100, Layout::Interleaved});
                }),
                ProblemCode::IntegerOutOfRange, "d", 0, 1, 8192);
    expectRange(parameterProblem([] {
                    validate(EncodingParams{8, 1.0, 100, Layout::Interleaved});
                }),
                ProblemCode::NumberAboveOutOfRange, "n", 1, 1, 1e9);
    expectRange(parameterProblem([] {
                    validate(EncodingParams{8, 100.0, 0, Layout::Interleaved});
                }),
                ProblemCode::IntegerOutOfRange, "L", 0, 1, 1048576);
    expectRange(parameterProblem([] {
                    validatePosition(EncodingParams{8, 100.0, 50, Layout::Interleaved}, 50);
                }),
                ProblemCode::IntegerOutOfRange, "position", 50, 0, 49);
    expectRange(parameterProblem([] { validateInspectedPosition(-1); }), ProblemCode::IntegerOutOfRange, "position", -1,
                0, Limits::maxInspectedPosition);
}

TEST(Problem, ViewParametersNameTheirRange)
{
    BinaryParams bits;
    bits.bits = 11;
    expectRange(parameterProblem([&] { validate(bits); }), ProblemCode::IntegerOutOfRange, "bits", 11, 2, 10);
    expectRange(parameterProblem([] { validateThreshold(3); }), ProblemCode::NumberAboveOutOfRange, "threshold", 3, 0,
                2);
    SourceParams noisy;
    noisy.scale = 0;
    expectRange(parameterProblem([&] { validate(noisy); }), ProblemCode::NumberAboveOutOfRange, "scale", 0, 0, 100);
    T5Params t5;
    t5.numBuckets = 3;
    expectRange(parameterProblem([&] { t5.validate(); }), ProblemCode::IntegerOutOfRange, "buckets", 3, 4, 1024);
    AlibiParams alibi;
    alibi.heads = 0;
    expectRange(parameterProblem([&] { alibi.validate(); }), ProblemCode::IntegerOutOfRange, "H", 0, 1, 1024);
    RopeParams rope;
    rope.dim = 7;
    expectRange(parameterProblem([&] { rope.validate(); }), ProblemCode::EvenIntegerOutOfRange, "d", 7, 2, 8192);
    SplitParams split;
    split.heads = 9;
    expectRange(parameterProblem([&] { validate(split); }), ProblemCode::IntegerOutOfRange, "heads", 9, 1, 8);
}

TEST(Problem, FilesNameTheSystemError)
{
    TempFiles files;
    std::string source;
    const Problem missing = loadProblem([&] { io::loadEmbeddings(files.path("none.npy")); }, &source);
    EXPECT_EQ(missing.code, ProblemCode::CannotOpen);
    EXPECT_EQ(missing.error, ENOENT);
    EXPECT_EQ(source, files.path("none.npy"));

    const std::string empty = files.write("empty.npy", "");
    EXPECT_EQ(loadProblem([&] { io::loadEmbeddings(empty); }).code, ProblemCode::EmptyFile);

    const Problem unknown = loadProblem([&] { io::loadEmbeddings(files.write("model.pt", "x")); });
    EXPECT_EQ(unknown.code, ProblemCode::UnknownExtension);
    EXPECT_EQ(unknown.text, ".pt");
}

TEST(Problem, HeadersSayWhatIsTruncatedOrMalformed)
{
    // A safetensors length of 1000 bytes where 10 follow.
    std::string bytes(8, '\0');
    bytes[0] = static_cast<char>(0xe8);
    bytes[1] = 0x03;
    bytes += "{\"a\": 1}  ";
    const Problem truncated = loadProblem([&] { io::loadSafetensors(bytes.data(), bytes.size(), "mem.safetensors"); });
    EXPECT_EQ(truncated.code, ProblemCode::TruncatedHeader);
    EXPECT_EQ(truncated.high, 1000);
    EXPECT_EQ(truncated.value, 10);

    const std::string notNpy = "NOTNUMPY....";
    const Problem magic = loadProblem([&] { io::loadNpy(notNpy.data(), notNpy.size(), "mem.npy"); });
    EXPECT_EQ(magic.code, ProblemCode::WrongMagic);
    EXPECT_EQ(magic.name, ".npy");
}

TEST(Problem, JsonSyntaxHasLineAndColumn)
{
    const Problem p =
        loadProblem([] { models::readModelConfig("{\n  \"model_type\": \"gpt2\",\n  oops\n}", "c.json"); });
    EXPECT_EQ(p.code, ProblemCode::JsonSyntax);
    EXPECT_EQ(p.line, 3);
    EXPECT_EQ(p.column, 3);
    EXPECT_EQ(p.offset, 28);
}

TEST(Problem, ConfigKeysNameTheKeyAndTheRange)
{
    const Problem missing = loadProblem([] { models::readModelConfig("{}", "c.json"); });
    EXPECT_EQ(missing.code, ProblemCode::ConfigKeyMissing);
    EXPECT_EQ(missing.name, "model_type");

    const Problem theta = loadProblem([] {
        models::readModelConfig(
            R"({"model_type": "llama", "hidden_size": 64, "num_attention_heads": 4, "rope_theta": 0.5})", "c.json");
    });
    EXPECT_EQ(theta.code, ProblemCode::ConfigKeyOutOfRange);
    EXPECT_EQ(theta.name, "rope_theta");
    EXPECT_EQ(theta.value, 0.5);
    EXPECT_EQ(theta.low, 1);
    EXPECT_TRUE(theta.lowExcluded);

    const Problem type = loadProblem([] { models::readModelConfig(R"({"model_type": "nonesuch"})", "c.json"); });
    EXPECT_EQ(type.code, ProblemCode::UnknownModelType);
    EXPECT_EQ(type.text, "nonesuch");
}

TEST(Problem, TextTablesNameLineAndField)
{
    const std::string csv = "1,2\n3,4\n5,x7\n";
    const Problem p = loadProblem([&] { io::loadDelimited(csv.data(), csv.size(), ',', "mem.csv"); });
    EXPECT_EQ(p.code, ProblemCode::NotANumber);
    EXPECT_EQ(p.text, "x7");
    EXPECT_EQ(p.line, 3);
    EXPECT_EQ(p.column, 2);

    const std::string nan = "1,2\n3,nan\n";
    const Problem q = loadProblem([&] { io::loadDelimited(nan.data(), nan.size(), ',', "mem.csv"); });
    EXPECT_EQ(q.code, ProblemCode::NotFinite);
    EXPECT_EQ(q.text, "NaN");
    EXPECT_EQ(q.line, 1);
    EXPECT_EQ(q.column, 1);

    const std::string ragged = "1,2,3\n4,5\n";
    const Problem r = loadProblem([&] { io::loadDelimited(ragged.data(), ragged.size(), ',', "mem.csv"); });
    EXPECT_EQ(r.code, ProblemCode::RaggedRow);
    EXPECT_EQ(r.line, 2);
    EXPECT_EQ(r.value, 2);
    EXPECT_EQ(r.high, 3);
}

TEST(Problem, DescribeKeepsCoreWordingAndPrefixesTheMember)
{
    Problem p;
    p.code = ProblemCode::TruncatedData;
    p.member = "a.npy";
    EXPECT_EQ(describe(p), "member 'a.npy': truncated data");
    p.wording = "member 'a.npy' ends early";
    EXPECT_EQ(describe(p), "member 'a.npy' ends early");
    p.wording.clear();
    p.member.clear();
    EXPECT_EQ(describe(p), "truncated data");
}

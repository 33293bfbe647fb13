// openModel on files as models ship: a folder (config.json and weights), the config alone, the
// weights, a sharded index, GGUF files written by llama.cpp's gguf-py (make_gguf_fixtures.py),
// whose rope_freqs.weight and LongRoPE factor tensors are read exactly.

#include "core/models/openmodel.h"

#include "../io/iotesthelpers.h"

#include <fstream>
#include <sstream>

using namespace pe::core;
using namespace pe::core::models;
using pe::core::io::testing::dataDir;

namespace {

std::string embeddings(const std::string& name)
{
    return (dataDir() / "models" / name).string();
}

std::string modelFile(const std::string& name)
{
    return (dataDir().parent_path() / "models" / name).string();
}

std::vector<double> numbersOnLine(const std::string& path, int line)
{
    std::ifstream in(path);
    std::string text;
    for (int i = 0; i <= line; ++i)
        std::getline(in, text);
    std::istringstream s(text);
    std::vector<double> out;
    for (double v; s >> v;)
        out.push_back(v);
    return out;
}

} // namespace

TEST(OpenModel, FolderConfigAndWeights)
{
    const ModelSpec folder = openModel(embeddings("bert"));
    EXPECT_EQ(folder.scheme, PositionScheme::Learned);
    EXPECT_EQ(folder.maxPositions, 8);
    EXPECT_EQ(folder.hiddenSize, 4);
    EXPECT_EQ(folder.weightsPath, embeddings("bert"));
    EXPECT_EQ(folder.name, "bert");
    EXPECT_EQ(openModel(embeddings("bert") + "/config.json").weightsPath, embeddings("bert"));
    EXPECT_EQ(openModel(embeddings("bert") + "/model.safetensors").weightsPath,
              embeddings("bert") + "/model.safetensors");
    // No config.json beside them: a learned table found by its name.
    const ModelSpec sharded = openModel(embeddings("sharded/model.safetensors.index.json"));
    EXPECT_EQ(sharded.scheme, PositionScheme::Learned);
    EXPECT_EQ(sharded.weightsPath, embeddings("sharded/model.safetensors.index.json"));
    const ModelSpec gguf = openModel(embeddings("gpt2_f32.gguf"));
    EXPECT_EQ(gguf.scheme, PositionScheme::Learned);
    EXPECT_EQ(gguf.tensor, "position_embd.weight");
    EXPECT_EQ(gguf.weightsPath, embeddings("gpt2_f32.gguf"));
}

TEST(OpenModel, GgufFrequencyFactorsAndLongRope)
{
    const ModelSpec llama = openModel(modelFile("llama31_tiny.gguf"));
    EXPECT_EQ(llama.scheme, PositionScheme::Rope);
    EXPECT_EQ(llama.rope.dim, 16); // 64 / 4
    EXPECT_EQ(llama.rope.base, 500000.0);
    EXPECT_EQ(llama.rope.freqFactors, numbersOnLine(modelFile("llama31_tiny.gguf.rope_freqs.txt"), 0));
    const ModelSpec phi = openModel(modelFile("phi3_tiny.gguf"));
    EXPECT_EQ(phi.rope.scaling, RopeScaling::LongRope);
    EXPECT_EQ(phi.rope.originalLength, 4096);
    EXPECT_EQ(phi.rope.factor, 32.0); // 131072 / 4096
    EXPECT_EQ(phi.rope.shortFactor, numbersOnLine(modelFile("phi3_tiny.gguf.factors.txt"), 0));
    EXPECT_EQ(phi.rope.longFactor, numbersOnLine(modelFile("phi3_tiny.gguf.factors.txt"), 1));
}

TEST(OpenModel, AFolderOfShardsWithoutConfigIsItsTable)
{
    // A sharded checkpoint's folder without config.json: the learned table found by its name.
    const ModelSpec spec = openModel(embeddings("sharded"));
    EXPECT_EQ(spec.scheme, PositionScheme::Learned);
    EXPECT_EQ(spec.name, "sharded");
    EXPECT_EQ(spec.weightsPath, embeddings("sharded"));
}

TEST(OpenModel, RefusedPathsSayWhy)
{
    EXPECT_THROW(openModel(modelFile("no-such-folder")), io::LoadError);
    EXPECT_THROW(openModel(modelFile("llama31_tiny.gguf.rope_freqs.txt")), io::LoadError);
    // A folder with neither config.json nor a .gguf file.
    EXPECT_THROW(openModel(dataDir().parent_path().string()), io::LoadError);
}

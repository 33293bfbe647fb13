// GGUF metadata (as llama.cpp's convert_hf_to_gguf.py writes it) -> ModelSpec.

#include "core/io/loaderror.h"
#include "core/models/modelconfig.h"

#include <gtest/gtest.h>

using namespace pe::core;
using namespace pe::core::models;
using io::GgufValue;

namespace {

GgufValue str(const char* s)
{
    GgufValue v;
    v.kind = GgufValue::Kind::String;
    v.s = s;
    return v;
}

GgufValue u32(std::uint64_t n)
{
    GgufValue v;
    v.kind = GgufValue::Kind::Unsigned;
    v.u = n;
    return v;
}

GgufValue f32(double x)
{
    GgufValue v;
    v.kind = GgufValue::Kind::Float;
    v.f = x;
    return v;
}

io::GgufTensor tensor(const char* name, std::vector<std::uint64_t> shape)
{
    io::GgufTensor t;
    t.name = name;
    t.shape = std::move(shape);
    t.typeName = "F32";
    return t;
}

} // namespace

TEST(ModelGguf, Llama31)
{
    io::GgufHeader h;
    h.metadata = {{"general.architecture", str("llama")},  {"general.name", str("Meta Llama 3.1 8B")},
                  {"llama.context_length", u32(131072)},   {"llama.embedding_length", u32(4096)},
                  {"llama.attention.head_count", u32(32)}, {"llama.attention.head_count_kv", u32(8)},
                  {"llama.rope.freq_base", f32(500000.0)}, {"llama.rope.dimension_count", u32(128)}};
    h.tensors = {tensor("rope_freqs.weight", {64}), tensor("token_embd.weight", {4096, 128256})};
    const ModelSpec s = modelFromGguf(h, "llama.gguf");
    EXPECT_EQ(s.scheme, PositionScheme::Rope);
    EXPECT_EQ(s.name, "Meta Llama 3.1 8B");
    EXPECT_EQ(s.architecture, "llama");
    EXPECT_EQ(s.rope.dim, 128);
    EXPECT_EQ(s.rope.rotaryDim, 0);
    EXPECT_EQ(s.rope.base, 500000.0);
    EXPECT_EQ(s.rope.scaling, RopeScaling::None);
    EXPECT_EQ(s.maxPositions, 131072);
    EXPECT_EQ(s.heads, 32);
}

TEST(ModelGguf, YarnLinearAndPartialRotary)
{
    io::GgufHeader h;
    h.metadata = {{"general.architecture", str("qwen2")},   {"qwen2.context_length", u32(131072)},
                  {"qwen2.embedding_length", u32(3584)},    {"qwen2.attention.head_count", u32(28)},
                  {"qwen2.rope.freq_base", f32(1000000.0)}, {"qwen2.rope.scaling.type", str("yarn")},
                  {"qwen2.rope.scaling.factor", f32(4.0)},  {"qwen2.rope.scaling.original_context_length", u32(32768)}};
    const ModelSpec q = modelFromGguf(h, "q.gguf");
    EXPECT_EQ(q.name, "q.gguf");
    EXPECT_EQ(q.rope.scaling, RopeScaling::Yarn);
    EXPECT_EQ(q.rope.factor, 4.0);
    EXPECT_EQ(q.rope.originalLength, 32768);
    EXPECT_EQ(q.rope.dim, 128);

    io::GgufHeader n;
    n.metadata = {{"general.architecture", str("gptneox")},  {"gptneox.context_length", u32(2048)},
                  {"gptneox.embedding_length", u32(6144)},   {"gptneox.attention.head_count", u32(64)},
                  {"gptneox.rope.dimension_count", u32(24)}, {"gptneox.rope.scaling.type", str("linear")},
                  {"gptneox.rope.scaling.factor", f32(2.0)}};
    const ModelSpec x = modelFromGguf(n, "n.gguf");
    EXPECT_EQ(x.rope.dim, 96);
    EXPECT_EQ(x.rope.rotaryDim, 24);
    EXPECT_EQ(x.rope.scaling, RopeScaling::Pi);
    EXPECT_EQ(x.rope.factor, 2.0);
    EXPECT_EQ(x.rope.base, 10000.0);
}

TEST(ModelGguf, LearnedAlibiAndT5)
{
    io::GgufHeader g;
    g.metadata = {{"general.architecture", str("gpt2")},
                  {"gpt2.context_length", u32(1024)},
                  {"gpt2.embedding_length", u32(768)},
                  {"gpt2.attention.head_count", u32(12)}};
    g.tensors = {tensor("position_embd.weight", {768, 1024})};
    const ModelSpec gpt2 = modelFromGguf(g, "gpt2.gguf");
    EXPECT_EQ(gpt2.scheme, PositionScheme::Learned);
    EXPECT_EQ(gpt2.tensor, "position_embd.weight");
    EXPECT_EQ(gpt2.maxPositions, 1024);
    EXPECT_EQ(gpt2.hiddenSize, 768);

    io::GgufHeader b;
    b.metadata = {{"general.architecture", str("bloom")}, {"bloom.attention.head_count", u32(112)}};
    const ModelSpec bloom = modelFromGguf(b, "bloom.gguf");
    EXPECT_EQ(bloom.scheme, PositionScheme::Alibi);
    EXPECT_EQ(bloom.alibi.heads, 112);

    io::GgufHeader m;
    m.metadata = {{"general.architecture", str("mpt")},
                  {"mpt.attention.head_count", u32(32)},
                  {"mpt.attention.max_alibi_bias", f32(16.0)}};
    EXPECT_EQ(modelFromGguf(m, "mpt.gguf").alibiBiasMax, 16.0);

    io::GgufHeader t;
    t.metadata = {{"general.architecture", str("t5")}, {"t5.attention.relative_buckets_count", u32(32)}};
    const ModelSpec t5 = modelFromGguf(t, "t5.gguf");
    EXPECT_EQ(t5.scheme, PositionScheme::T5);
    EXPECT_EQ(t5.t5.numBuckets, 32);
    EXPECT_EQ(t5.t5.maxDistance, 128);
}

TEST(ModelGguf, BadMetadataNamesTheKey)
{
    io::GgufHeader h;
    try {
        modelFromGguf(h, "x.gguf");
        FAIL();
    } catch (const io::LoadError& e) {
        EXPECT_STREQ(e.what(), "x.gguf: general.architecture: missing: the keys of the model are named after it");
    }
    h.metadata = {{"general.architecture", str("llama")},
                  {"llama.embedding_length", u32(4096)},
                  {"llama.attention.head_count", u32(32)},
                  {"llama.rope.scaling.type", str("xpos")}};
    EXPECT_THROW(modelFromGguf(h, "x.gguf"), io::LoadError);
    h.metadata["llama.rope.scaling.type"] = str("none");
    h.metadata["llama.rope.freq_base"] = str("big");
    EXPECT_THROW(modelFromGguf(h, "x.gguf"), io::LoadError);
}

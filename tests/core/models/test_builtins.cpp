// The built-in list: every entry reads, and the numbers are those of the published configs.

#include "core/models/builtins.h"
#include "core/models/modelconfig.h"

#include <gtest/gtest.h>

#include <set>

using namespace pe::core;
using namespace pe::core::models;

TEST(BuiltinModels, EveryEntryReadsAndNamesItsSource)
{
    const auto& all = builtinModels();
    EXPECT_GE(all.size(), 12u);
    std::set<std::string> ids;
    for (const BuiltinModel& m : all) {
        EXPECT_TRUE(ids.insert(m.id).second) << m.id;
        EXPECT_EQ(m.source.rfind("huggingface.co/" + m.hubId + "/blob/main/config.json", 0), 0u) << m.id;
        const std::optional<ModelSpec> spec = builtinModel(m.id);
        ASSERT_TRUE(spec) << m.id;
        EXPECT_EQ(spec->name, m.hubId);
        EXPECT_TRUE(spec->weightsPath.empty());
        EXPECT_EQ(builtinModel(m.hubId)->name, m.hubId);
    }
    EXPECT_FALSE(builtinModel("no-such-model"));
    EXPECT_EQ(builtinModel("LLAMA-3.1-8B")->name, "meta-llama/Llama-3.1-8B");
}

TEST(BuiltinModels, PublishedNumbers)
{
    const ModelSpec llama = *builtinModel("llama-3.1-8b");
    EXPECT_EQ(llama.rope.scaling, RopeScaling::Llama3);
    EXPECT_EQ(llama.rope.base, 500000.0);
    EXPECT_EQ(llama.rope.originalLength, 8192);
    const ModelSpec phi = *builtinModel("phi-3.5-mini");
    EXPECT_EQ(phi.rope.scaling, RopeScaling::LongRope);
    ASSERT_EQ(phi.rope.longFactor.size(), 48u);
    EXPECT_EQ(phi.rope.longFactor.front(), 1.0800000429153442);
    EXPECT_EQ(phi.rope.longFactor.back(), 64.83999633789062);
    EXPECT_EQ(phi.rope.shortFactor.front(), 1.0);
    EXPECT_EQ(phi.rope.shortFactor.back(), 2.8399994373321533);
    EXPECT_EQ(phi.rope.factor, 32.0);
    EXPECT_EQ(builtinModel("bloom")->alibi.heads, 112);
    EXPECT_EQ(builtinModel("bloom-560m")->alibi.heads, 16);
    EXPECT_EQ(builtinModel("gpt-neox-20b")->rope.rotaryDim, 24);
    EXPECT_EQ(builtinModel("gemma-7b")->rope.dim, 256);
    EXPECT_EQ(builtinModel("qwen2-7b-instruct")->rope.dim, 128);
    EXPECT_EQ(builtinModel("t5-base")->t5.numBuckets, 32);
    EXPECT_EQ(builtinModel("gpt2")->scheme, PositionScheme::Learned);
    EXPECT_EQ(builtinModel("opt-125m")->rowOffset, 2);
    EXPECT_EQ(builtinModel("mpt-7b")->alibi.heads, 32);
}

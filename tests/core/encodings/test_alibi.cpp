#include "core/encodings/alibi.h"
#include "core/formula/params.h"

#include "reference_alibi.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

using namespace pe::core;

TEST(Alibi, SlopesMatchTheAuthorsBitForBit)
{
    const std::pair<int, const std::vector<double>*> cases[] = {{12, &pe_ref::alibiSlopes12},
                                                                {6, &pe_ref::alibiSlopes6},
                                                                {20, &pe_ref::alibiSlopes20},
                                                                {16, &pe_ref::alibiSlopes16},
                                                                {1, &pe_ref::alibiSlopes1}};
    for (const auto& [heads, expected] : cases) {
        const std::vector<double> slopes = alibiSlopes(heads);
        ASSERT_EQ(slopes.size(), expected->size()) << heads;
        for (size_t h = 0; h < slopes.size(); ++h)
            EXPECT_EQ(slopes[h], (*expected)[h]) << "H = " << heads << ", head " << h;
    }
}

TEST(Alibi, SlopesMatchBloomInFloat32)
{
    const std::pair<int, const std::vector<float>*> cases[] = {{12, &pe_ref::bloomSlopes12},
                                                               {6, &pe_ref::bloomSlopes6},
                                                               {20, &pe_ref::bloomSlopes20},
                                                               {16, &pe_ref::bloomSlopes16},
                                                               {1, &pe_ref::bloomSlopes1}};
    for (const auto& [heads, expected] : cases) {
        const std::vector<double> slopes = alibiSlopes(heads);
        ASSERT_EQ(slopes.size(), expected->size()) << heads;
        for (size_t h = 0; h < slopes.size(); ++h)
            // bloom rounds 2^(-8/P) to float32 and raises it to the power h + 1 in float32: relative
            // error up to (h + 1) * 2^-24, 16 * 2^-24 for the 16th head.
            EXPECT_NEAR(slopes[h], (*expected)[h], 8 * std::numeric_limits<float>::epsilon() * slopes[h])
                << "H = " << heads << ", head " << h;
    }
}

TEST(Alibi, PowerOfTwoSlopesAreTheGeometricSequence)
{
    for (int heads : {1, 2, 4, 8, 16, 32, 64, 1024}) {
        const std::vector<double> slopes = alibiSlopes(heads);
        // start * ratio^h drifts from 2^(-8(h+1)/H) by a few ulp (about 12 for H = 1024): the
        // authors' doubles, which the bit-for-bit test pins, are not exact powers of two.
        for (int h = 0; h < heads; ++h) {
            const double exact = std::pow(2.0, -8.0 * (h + 1) / heads);
            EXPECT_NEAR(slopes[static_cast<size_t>(h)], exact, 1e-14 * exact);
        }
    }
    EXPECT_EQ(alibiSlopes(16)[15], 0.0039062500000000043); // not 2^-8
    EXPECT_EQ(alibiSlopes(16)[15], pe_ref::alibiSlopes16[15]);
    // H = 8: 1/2, 1/4, ..., 1/256 (the paper, section 3).
    EXPECT_EQ(alibiSlopes(8).front(), 0.5);
    EXPECT_EQ(alibiSlopes(8).back(), 1.0 / 256);
}

TEST(Alibi, OtherCountsInterleaveTheNextPower)
{
    // H = 12: the 8 slopes of H = 8, then slopes 0, 2, 4, 6 of H = 16.
    const std::vector<double> s12 = alibiSlopes(12);
    const std::vector<double> s8 = alibiSlopes(8);
    const std::vector<double> s16 = alibiSlopes(16);
    for (size_t h = 0; h < 8; ++h)
        EXPECT_EQ(s12[h], s8[h]);
    for (size_t j = 0; j < 4; ++j)
        EXPECT_EQ(s12[8 + j], s16[2 * j]);
    EXPECT_EQ(alibiSlopes(1000).size(), 1000u);
}

TEST(Alibi, Bias)
{
    const double m = alibiSlopes(12)[3];
    EXPECT_EQ(alibiBias(m, 0), 0.0);
    EXPECT_DOUBLE_EQ(alibiBias(m, 5), -5 * m);
    EXPECT_DOUBLE_EQ(alibiBias(m, -5), -5 * m);
    EXPECT_DOUBLE_EQ(alibiCausalBias(m, 10, 4), -6 * m);
    EXPECT_EQ(alibiCausalBias(m, 10, 10), 0.0);
    EXPECT_EQ(alibiCausalBias(m, 10, 11), -std::numeric_limits<double>::infinity());
    // The references add m * key instead; per query row it differs by the constant m * query,
    // which softmax ignores.
    for (long query : {0L, 7L, 100L})
        for (long key = 0; key <= query; ++key)
            EXPECT_NEAR(alibiCausalBias(m, query, key) - m * key, -m * query, 1e-12);
}

TEST(Alibi, EncodingPerHead)
{
    AlibiParams p;
    p.heads = 6;
    for (int h = 0; h < 6; ++h) {
        const AlibiEncoding enc(p, h);
        const RelativeEncoding& r = enc;
        EXPECT_EQ(r.id(), "alibi");
        EXPECT_EQ(enc.slope(), pe_ref::alibiSlopes6[static_cast<size_t>(h)]);
        EXPECT_DOUBLE_EQ(r.atOffset(-9), -9 * enc.slope());
        EXPECT_DOUBLE_EQ(r.atOffset(9), -9 * enc.slope());
        EXPECT_DOUBLE_EQ(r.at(3, 12), -9 * enc.slope());
    }
    EXPECT_EQ(AlibiEncoding(p, 0).describe(), "ALiBi, head 1 of 6, slope 0.25");
    p.causal = true;
    const AlibiEncoding causal(p, 1);
    EXPECT_EQ(causal.at(3, 12), -std::numeric_limits<double>::infinity());
    EXPECT_DOUBLE_EQ(causal.at(12, 3), -9 * causal.slope());
    EXPECT_NE(causal.describe().find("causal"), std::string::npos);
}

TEST(Alibi, Validation)
{
    for (int heads : {0, -1, 1025}) {
        try {
            alibiSlopes(heads);
            FAIL() << heads;
        } catch (const ParameterError& e) {
            EXPECT_EQ(e.parameter(), "H");
            EXPECT_NE(std::string(e.what()).find("H = " + std::to_string(heads)), std::string::npos) << e.what();
            EXPECT_NE(std::string(e.what()).find("1024"), std::string::npos) << e.what();
        }
    }
    AlibiParams p;
    p.heads = 4;
    EXPECT_NO_THROW(p.validate());
    EXPECT_THROW(AlibiEncoding(p, 4), ParameterError);
    EXPECT_THROW(AlibiEncoding(p, -1), ParameterError);
    p.heads = 2000;
    EXPECT_THROW(AlibiEncoding(p, 0), ParameterError);
}

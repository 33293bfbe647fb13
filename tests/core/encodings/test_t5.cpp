#include "core/encodings/t5.h"
#include "core/formula/params.h"

#include "reference_t5.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace pe::core;

namespace {

struct Case {
    T5Params params;
    long first;
    const std::vector<int>* buckets;
    const std::vector<long>* doubleDiffers;
    const std::vector<int>* doubleBuckets;
    const std::vector<long>* meshTfDiffers;
    const std::vector<int>* meshTfBuckets;
};

#define PE_T5_CASE(bi, nb, md, tag)                                                                                    \
    Case                                                                                                               \
    {                                                                                                                  \
        T5Params{bi, nb, md}, pe_ref::t5##tag##First, &pe_ref::t5##tag, &pe_ref::t5##tag##DoubleDiffers,               \
            &pe_ref::t5##tag##DoubleBuckets, &pe_ref::t5##tag##MeshTfDiffers, &pe_ref::t5##tag##MeshTfBuckets          \
    }

std::vector<Case> cases()
{
    return {PE_T5_CASE(true, 32, 128, Bi32_128),   PE_T5_CASE(true, 64, 300, Bi64_300),
            PE_T5_CASE(false, 32, 128, Uni32_128), PE_T5_CASE(false, 64, 300, Uni64_300),
            PE_T5_CASE(true, 96, 81, Bi96_81),     PE_T5_CASE(false, 24, 889, Uni24_889),
            PE_T5_CASE(true, 128, 50, Bi128_50)};
}

std::string label(const T5Params& p)
{
    return std::string(p.bidirectional ? "bidirectional " : "unidirectional ") + std::to_string(p.numBuckets) + "/" +
           std::to_string(p.maxDistance);
}

} // namespace

TEST(T5, BucketsMatchHuggingFace)
{
    for (const Case& c : cases()) {
        int mismatches = 0;
        for (size_t i = 0; i < c.buckets->size(); ++i) {
            const long offset = c.first + static_cast<long>(i);
            const int bucket = relativePositionBucket(offset, c.params);
            if (bucket != (*c.buckets)[i] && ++mismatches <= 5)
                ADD_FAILURE() << label(c.params) << " offset " << offset << ": " << bucket << " instead of "
                              << (*c.buckets)[i];
        }
        EXPECT_EQ(mismatches, 0) << label(c.params);
    }
}

TEST(T5, Float32TruncationDiffersFromDoubleWhereTheReferenceSaysSo)
{
    size_t differing = 0;
    for (const Case& c : cases()) {
        for (size_t i = 0; i < c.buckets->size(); ++i) {
            const long offset = c.first + static_cast<long>(i);
            const auto it = std::find(c.doubleDiffers->begin(), c.doubleDiffers->end(), offset);
            const int inDouble = relativePositionBucketDouble(offset, c.params);
            if (it == c.doubleDiffers->end()) {
                EXPECT_EQ(inDouble, (*c.buckets)[i]) << label(c.params) << " offset " << offset;
            } else {
                EXPECT_EQ(inDouble, (*c.doubleBuckets)[static_cast<size_t>(it - c.doubleDiffers->begin())]);
                EXPECT_NE(relativePositionBucket(offset, c.params), inDouble) << label(c.params) << " " << offset;
            }
        }
        differing += c.doubleDiffers->size();
    }
    // 96 buckets / 81 at +-36 (float 31, double 32) and +-54 (39, 40); 24 / 889 at -621 (23, 22).
    EXPECT_EQ(differing, 5u);
    EXPECT_EQ(relativePositionBucket(-36, true, 96, 81), 31);
    EXPECT_EQ(relativePositionBucketDouble(-36, T5Params{true, 96, 81}), 32);
    EXPECT_EQ(relativePositionBucket(-54, true, 96, 81), 39);
    EXPECT_EQ(relativePositionBucket(54, true, 96, 81), 48 + 39);
    EXPECT_EQ(relativePositionBucket(-621, false, 24, 889), 23);
}

TEST(T5, FollowsHuggingFaceWhereMeshTensorFlowDiffers)
{
    size_t differing = 0;
    for (const Case& c : cases()) {
        for (size_t j = 0; j < c.meshTfDiffers->size(); ++j)
            EXPECT_NE(relativePositionBucket((*c.meshTfDiffers)[j], c.params), (*c.meshTfBuckets)[j]);
        differing += c.meshTfDiffers->size();
    }
    EXPECT_EQ(differing, 6u);
}

TEST(T5, Properties)
{
    for (const Case& c : cases()) {
        const T5Params& p = c.params;
        const int half = p.bidirectional ? p.numBuckets / 2 : p.numBuckets;
        EXPECT_EQ(relativePositionBucket(0, p), 0);
        int previousPast = 0;
        int previousFuture = p.bidirectional ? half : 0;
        for (long n = 1; n <= 3 * p.maxDistance; ++n) {
            const int past = relativePositionBucket(-n, p);
            const int future = relativePositionBucket(n, p);
            EXPECT_GE(past, previousPast);
            EXPECT_LT(past, half);
            if (p.bidirectional) {
                EXPECT_GE(future, previousFuture);
                EXPECT_GE(future, half);
                EXPECT_LT(future, p.numBuckets);
                EXPECT_EQ(future - half, past) << label(p) << " " << n;
            } else {
                EXPECT_EQ(future, 0);
            }
            if (n < half / 2) {
                EXPECT_EQ(past, n);
            }
            if (n >= p.maxDistance) {
                EXPECT_EQ(past, half - 1) << label(p) << " " << n;
            }
            previousPast = past;
            previousFuture = future;
        }
    }
    // Far beyond the table: the last bucket of each direction.
    EXPECT_EQ(relativePositionBucket(-(1L << 40), true, 32, 128), 15);
    EXPECT_EQ(relativePositionBucket(1L << 40, true, 32, 128), 31);
}

TEST(T5, EncodingThroughTheInterface)
{
    const T5Params p{true, 64, 300};
    const T5Encoding enc(p);
    const RelativeEncoding& r = enc;
    EXPECT_EQ(r.id(), "t5");
    EXPECT_EQ(r.describe(), "T5 buckets, bidirectional, 64 buckets, max distance 300");
    for (long offset : {-700L, -20L, 0L, 3L, 299L, 700L})
        EXPECT_EQ(r.atOffset(offset), relativePositionBucket(offset, p));
    EXPECT_EQ(r.at(10, 3), relativePositionBucket(-7, p));
}

TEST(T5, Validation)
{
    auto expectError = [](const T5Params& p, const std::string& parameter, const std::string& valueText) {
        try {
            p.validate();
            FAIL() << label(p);
        } catch (const ParameterError& e) {
            EXPECT_EQ(e.parameter(), parameter);
            EXPECT_NE(std::string(e.what()).find(parameter + " = " + valueText), std::string::npos) << e.what();
        }
    };
    expectError({true, 1, 128}, "buckets", "1");
    expectError({false, 1, 128}, "buckets", "1");
    expectError({true, 2, 128}, "buckets", "2");
    expectError({true, 1025, 128}, "buckets", "1025");
    expectError({true, 32, 0}, "max_distance", "0");
    expectError({true, 32, (1L << 20) + 1}, "max_distance", "1048577");
    // log(maxDistance / max_exact) must be positive: max_exact is 8 here.
    expectError({true, 32, 8}, "max_distance", "8");
    EXPECT_NO_THROW((T5Params{true, 32, 9}.validate()));
    EXPECT_NO_THROW((T5Params{false, 2, 2}.validate()));
    EXPECT_NO_THROW((T5Params{true, 4, 2}.validate()));
    EXPECT_NO_THROW((T5Params{true, 1024, 1L << 20}.validate()));
    EXPECT_THROW(relativePositionBucket(3, true, 32, 8), ParameterError);
    EXPECT_THROW(T5Encoding(T5Params{true, 3, 128}), ParameterError);
}

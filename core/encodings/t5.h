#pragma once
/// @file encodings/t5.h
/// T5's relative position buckets (Raffel et al. 2020, "Exploring the Limits of Transfer
/// Learning", arXiv:1910.10683, section 2.1): every offset key - query falls in one of
/// numBuckets buckets, exact for small distances and logarithmically wider up to maxDistance;
/// each head learns one scalar per bucket, added to its logits.
///
/// relativePositionBucket is `_relative_position_bucket` of Hugging Face
/// (models/t5/modeling_t5.py, T5Attention) and of Mesh TensorFlow
/// (mesh_tensorflow/transformer/transformer_layers.py), including the float32 arithmetic of
/// the log bucket max_exact + trunc(log(n / max_exact) / log(maxDistance / max_exact) *
/// (numBuckets - max_exact)), computed on float32 tensors with torch's operand order (float
/// division by the float32-cast scalars, then .to(torch.long), which truncates toward zero).
/// Float32 and double rarely truncate differently: with correctly rounded logs, for even
/// per-direction bucket counts 8 .. 128 and max distances up to 1024, only at 48 / 81 (n = 36,
/// 54: float one bucket below), 24 / 889 (n = 621) and 32 / 939 (n = 728: float one above). There
/// the bucket also depends on the float32 log being correctly rounded (glibc's logf, used here,
/// is at these points, as the tests check; numpy's SIMD log gives the double bucket at n = 54).
/// Mesh TensorFlow multiplies by the reciprocals instead of dividing (mtf.divide by a Python
/// scalar), which moves a few more (48 / 81 at n = 36, 54; 64 / 50 at n = 40); this follows
/// Hugging Face.

#include "core/encodings/encoding.h"

#include <string>

namespace pe::core {

struct T5Params {
    bool bidirectional = true; ///< encoder (true) or decoder (false, positive offsets share bucket 0)
    int numBuckets = 32;       ///< 2 .. 1024; bidirectional needs 4 or more (half per direction)
    long maxDistance = 128;    ///< 1 .. 2^20, and above max_exact (see validate)

    /// Throws ParameterError naming the parameter, its value and the allowed range: numBuckets
    /// 2 .. 1024 (4 .. 1024 bidirectional, where each direction has numBuckets / 2), maxDistance
    /// 1 .. 2^20 and greater than max_exact = (numBuckets, halved when bidirectional) / 2, since
    /// the reference divides by log(maxDistance / max_exact).
    void validate() const;
    bool operator==(const T5Params& o) const
    {
        return bidirectional == o.bidirectional && numBuckets == o.numBuckets && maxDistance == o.maxDistance;
    }
    bool operator!=(const T5Params& o) const { return !(*this == o); }
};

/// The bucket of offset = key - query (memory_position - query_position), in [0, numBuckets).
/// Throws ParameterError for parameters T5Params::validate rejects.
int relativePositionBucket(long offset, bool bidirectional = true, int numBuckets = 32, long maxDistance = 128);
int relativePositionBucket(long offset, const T5Params& params);

/// The same formula in double instead of float32, to show where the two truncate differently.
/// Not what T5 computes.
int relativePositionBucketDouble(long offset, const T5Params& params);

/// T5 buckets as a RelativeEncoding: atOffset(offset) = relativePositionBucket(offset) (the
/// learned scalar of that bucket is model data, not part of the scheme).
class T5Encoding : public RelativeEncoding {
public:
    explicit T5Encoding(const T5Params& params);

    std::string id() const override { return "t5"; }
    std::string describe() const override;
    double atOffset(long offset) const override;

    const T5Params& params() const { return m_params; }

private:
    T5Params m_params;
};

} // namespace pe::core

#pragma once
/// @file encodings/alibi.h
/// Attention with linear biases (ALiBi, Press, Smith and Lewis 2022, "Train Short, Test Long",
/// arXiv:2108.12409): head h adds -m_h |key - query| to its attention logits.
///
/// The slopes are the authors' `get_slopes(n)` (ofirpress/attention_with_linear_biases,
/// fairseq/models/transformer.py; the same recipe as Hugging Face `build_alibi_tensor` in
/// models/bloom/modeling_bloom.py, which computes it in float32): for H a power of two,
/// m_h = start * ratio^h, h = 0 .. H-1, start = ratio = 2^(-2^-(log2 H - 3)) = 2^(-8/H), i.e.
/// 2^(-8(h+1)/H); otherwise the slopes of P, the largest power of two below H, followed by
/// the slopes of 2P at even indices, the first H - P of them.
///
/// The bias here is the paper's symmetric -m |Delta| (figure 3). The reference implementations
/// add m * key instead (fairseq: slope * arange(maxpos); bloom: slope * (cumsum(mask) - 1)),
/// which differs from -m (query - key) by m * query, a constant along every row that softmax
/// ignores; under the causal mask both give the same attention.

#include "core/encodings/encoding.h"

#include <string>
#include <vector>

namespace pe::core {

struct AlibiParams {
    int heads = 8;       ///< H, 1 .. 1024
    bool causal = false; ///< mask keys after the query (decoder attention)

    /// Throws ParameterError naming the parameter, its value and the allowed range.
    void validate() const;
    bool operator==(const AlibiParams& o) const { return heads == o.heads && causal == o.causal; }
    bool operator!=(const AlibiParams& o) const { return !(*this == o); }
};

/// m_0 .. m_{H-1}, as get_slopes(H) computes them in double (bit for bit where pow agrees).
/// Throws ParameterError unless 1 <= heads <= 1024.
std::vector<double> alibiSlopes(int heads);

/// -slope * |offset|, offset = key - query.
double alibiBias(double slope, long offset);

/// The causal matrix entry: -slope * (query - key) for key <= query, -infinity (masked) for
/// key > query.
double alibiCausalBias(double slope, long query, long key);

/// One head of ALiBi as a RelativeEncoding: atOffset(offset) = -m_head |offset|, or -infinity
/// for offset > 0 when causal.
class AlibiEncoding : public RelativeEncoding {
public:
    /// head is 0-based, 0 <= head < params.heads; throws ParameterError otherwise.
    AlibiEncoding(const AlibiParams& params, int head);

    std::string id() const override { return "alibi"; }
    std::string describe() const override;
    double atOffset(long offset) const override;

    double slope() const { return m_slope; }
    int head() const { return m_head; }
    const AlibiParams& params() const { return m_params; }

private:
    AlibiParams m_params;
    int m_head;
    double m_slope;
};

} // namespace pe::core

#pragma once
/// @file encodings/rope.h
/// Rotary position embedding (RoPE, Su et al. 2021, "RoFormer", arXiv:2104.09864) and its
/// context-extension variants, as pure functions of RopeParams plus a RelativeEncoding.
///
/// Pair i < d/2 turns at the angle theta_i = base^(-2i/d) per position. Scalings (factor s,
/// original training length L0):
///  - none: theta'_i = theta_i;
///  - pi:   position interpolation (Chen et al. 2023, arXiv:2306.15595): positions divided by s,
///          theta'_i = theta_i / s (Hugging Face `_compute_linear_scaling_rope_parameters`);
///  - ntk:  NTK-aware (bloc97 2023): base' = base * s^(d/(d-2)), theta'_i = base'^(-2i/d)
///          (Hugging Face `_compute_ntk_parameters`);
///  - yarn: YaRN (Peng et al. 2023, arXiv:2309.00071) exactly as Hugging Face
///          `_compute_yarn_parameters` (transformers/modeling_rope_utils.py) and the authors'
///          `LlamaYaRNScaledRotaryEmbedding.yarn` (jquesnelle/yarn, scaled_rope/modeling_llama_yarn.py):
///          theta'_i = theta_i * (1 - ramp_i) + (theta_i / s) * ramp_i with the index ramp of
///          yarnRamp(); the attention factor 0.1 ln s + 1 multiplies cos and sin of both q and k.
///
/// Convention: interleaved pairs (2i, 2i+1) as in RoFormer and Meta's Llama; the vector at
/// position m has each pair rotated by R(m theta'_i) = [[cos, -sin], [sin, cos]]. Hugging Face's
/// `rotate_half` rotates the pairs (i, i + d/2) instead: the same score after permuting the
/// components of q and k, hence the same score for all-ones q and k.
///
/// Score of a query q at position m and a key k at position n, offset Delta = n - m:
///   <R(m theta) q, R(n theta) k> = q^T R(Delta theta) k
///     = sum_i (q_2i k_2i + q_2i+1 k_2i+1) cos(Delta theta'_i)
///           + (q_2i+1 k_2i - q_2i k_2i+1) sin(Delta theta'_i).
/// (The sine coefficient is q_2i+1 k_2i - q_2i k_2i+1: with Delta = key - query the transposed
/// rotation of the query turns the key forward.) With all-ones q and k: sum_i 2 cos(Delta theta'_i).
/// The scores here never include the YaRN attention factor (the Hugging Face logit is the score
/// times ropeAttentionFactor()^2).

#include "core/encodings/encoding.h"

#include <Eigen/Core>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pe::core {

enum class RopeScaling {
    None,    ///< plain RoPE (Hugging Face rope_type "default")
    Pi,      ///< position interpolation: theta_i / s (rope_type "linear")
    Ntk,     ///< static NTK-aware: base * s^(d/(d-2))
    Dynamic, ///< Hugging Face "dynamic" NTK: the base grows with the sequence length
    Yarn,    ///< YaRN ramp between theta_i and theta_i / s
    Llama3,  ///< Llama 3.1: wavelength bands (low_freq_factor, high_freq_factor)
    LongRope ///< Phi-3: per-pair short / long factors chosen by the sequence length
};

std::string ropeScalingName(RopeScaling scaling);
std::optional<RopeScaling> parseRopeScaling(std::string_view name);

struct RopeParams {
    int dim = 128;         ///< d, even, 2 .. 8192 (ntk needs d >= 4)
    double base = 10000.0; ///< rope_theta, > 1 and <= 1e9
    RopeScaling scaling = RopeScaling::None;
    double factor = 1.0;        ///< s, 1 .. 1000
    long originalLength = 4096; ///< L0, original_max_position_embeddings, 1 .. 2^20

    /// Partial rotary: only the first rotaryDim components of a head of `dim` turn (GPT-NeoX
    /// rotary_pct, Phi partial_rotary_factor, rotary_dim); 0 means all of them (rotaryDim = dim).
    /// The angles are base^(-2i/rotaryDim), i < rotaryDim/2, as Hugging Face computes them.
    int rotaryDim = 0;
    /// max_position_embeddings of the model (longrope's attention factor, dynamic's threshold
    /// when it differs from originalLength); 0 means originalLength * factor.
    long maxPositions = 0;
    /// The sequence length the model runs at, for the scalings that depend on it (dynamic,
    /// longrope); 0 means the app's L.
    long sequenceLength = 0;

    /// YaRN (Hugging Face `_compute_yarn_parameters`); unset optionals take its defaults.
    double betaFast = 32.0;
    double betaSlow = 1.0;
    std::optional<double> mscale;
    std::optional<double> mscaleAllDim;
    std::optional<double> attentionFactor; ///< also longrope's attention_factor
    bool truncate = true;

    /// Llama 3.1 (`_compute_llama3_parameters`).
    double lowFreqFactor = 1.0;
    double highFreqFactor = 4.0;

    /// LongRoPE (`_compute_longrope_parameters`): one factor per rotary pair.
    std::vector<double> shortFactor;
    std::vector<double> longFactor;

    /// llama.cpp's per-pair frequency factors (the GGUF tensor rope_freqs.weight, one per rotary
    /// pair): theta'_i = theta_i / freqFactors[i], applied to the angles of the scaling above
    /// (ggml's rope: `theta_base / freq_factor`, ggml-cpu/ops.cpp). Empty means none.
    std::vector<double> freqFactors;

    /// Throws ParameterError naming the parameter, its value and the allowed range.
    void validate() const;
    bool operator==(const RopeParams& o) const
    {
        return dim == o.dim && base == o.base && scaling == o.scaling && factor == o.factor &&
               originalLength == o.originalLength && rotaryDim == o.rotaryDim && maxPositions == o.maxPositions &&
               sequenceLength == o.sequenceLength && betaFast == o.betaFast && betaSlow == o.betaSlow &&
               mscale == o.mscale && mscaleAllDim == o.mscaleAllDim && attentionFactor == o.attentionFactor &&
               truncate == o.truncate && lowFreqFactor == o.lowFreqFactor && highFreqFactor == o.highFreqFactor &&
               shortFactor == o.shortFactor && longFactor == o.longFactor && freqFactors == o.freqFactors;
    }
    bool operator!=(const RopeParams& o) const { return !(*this == o); }
};

/// theta_i = base^(-2i/d), i < d/2, unscaled.
Eigen::VectorXd ropeBaseAngles(int dim, double base);

/// NTK-aware base: base * s^(d/(d-2)) (Hugging Face `_compute_ntk_parameters`). Requires d >= 4.
double ropeNtkBase(int dim, double base, double factor);

/// YaRN's inverse dimension formula: the (fractional) pair index whose wavelength fits
/// `rotations` times into L0: d ln(L0 / (2 pi rotations)) / (2 ln base)
/// (`find_correction_dim`, Hugging Face; `_yarn_find_correction_dim`, YaRN).
double yarnCorrectionDim(double rotations, int dim, double base, long originalLength);

/// The ramp bounds of `find_correction_range` for beta_fast = 32, beta_slow = 1:
/// low = max(floor(c(32)), 0), high = min(ceil(c(1)), d - 1) (d - 1, not d/2 - 1, as the
/// references clamp; low may exceed high when L0 is long and the base small, as in the
/// references). lowDim and highDim are c(32) and c(1) before rounding.
struct YarnRange {
    long low = 0;
    long high = 0;
    double lowDim = 0.0;
    double highDim = 0.0;
};
YarnRange yarnCorrectionRange(const RopeParams& params, double betaFast = 32.0, double betaSlow = 1.0);

/// ramp_i = clamp((i - low) / (high - low), 0, 1) for i < d/2, with high + 0.001 when
/// low == high (`linear_ramp_factor`, Hugging Face; `_yarn_linear_ramp_mask`, YaRN).
/// 0 keeps theta_i (extrapolation), 1 gives theta_i / s (interpolation). Hugging Face's
/// `inv_freq_extrapolation_factor` is 1 - ramp_i.
Eigen::VectorXd yarnRamp(const RopeParams& params);

/// The attention factor (Hugging Face `get_mscale(s)` with mscale = 1, YaRN `_yarn_get_mscale`):
/// 0.1 ln s + 1, and 1 for s <= 1.
double yarnAttentionFactor(double factor);

/// The factor on cos and sin for these params: yarnAttentionFactor(s) for yarn, 1 otherwise.
double ropeAttentionFactor(const RopeParams& params);

/// The YaRN paper's continuous ramp (eq. 18) in r = L0 / lambda_i: 0 for r < alpha, 1 for
/// r > beta, (r - alpha) / (beta - alpha) between. theta'_i = (1 - gamma) theta_i / s + gamma theta_i,
/// so gamma plays the role of 1 - ramp_i. For comparison with the index ramp of the code.
double yarnPaperRamp(double r, double alpha = 1.0, double beta = 32.0);

/// gamma(L0 / lambda_i) of yarnPaperRamp for every pair, lambda_i = 2 pi / theta_i unscaled.
Eigen::VectorXd yarnPaperRamps(const RopeParams& params);

/// The scaled angles theta'_i, i < d/2 (radians per position). Validates params.
Eigen::VectorXd ropeAngles(const RopeParams& params);

/// Wavelength per pair, 2 pi / theta'_i positions.
Eigen::VectorXd ropeWavelengths(const RopeParams& params);

/// q^T R(offset theta') k for q, k of length 2 * angles.size(); offset = key - query may be
/// fractional (pi scaling is plain RoPE at offset / s).
double ropeScore(const Eigen::VectorXd& angles, const Eigen::VectorXd& q, const Eigen::VectorXd& k, double offset);
/// sum_i 2 cos(offset theta'_i), the score of all-ones q and k.
double ropeScoreOnes(const Eigen::VectorXd& angles, double offset);

/// The score for a query at position `query` and a key at `key`: ropeScore(.., key - query).
double ropeScoreAt(const Eigen::VectorXd& angles, const Eigen::VectorXd& q, const Eigen::VectorXd& k, long query,
                   long key);

/// Scores for offsets 0 .. length-1 in O(length * d/2): each angle offset * theta'_i is reduced
/// in double, then sine and cosine come from sinCosScaled (absolute error below 2e-7 per term,
/// so below 2e-7 * sum_i (|a_i| + |b_i|) in all, a_i and b_i the cosine and sine coefficients).
/// Empty q and k mean all ones.
Eigen::VectorXd ropeScores(const Eigen::VectorXd& angles, long length, const Eigen::VectorXd& q = {},
                           const Eigen::VectorXd& k = {});

/// sum_i weights_i cos(theta_i (first + j step)) for j < count: the all-ones score of RoPE
/// (weights 2) or the sinusoidal dot product PE(t) . PE(t + Delta) (weights 1, theta_i = w_i) over
/// an arithmetic progression of offsets, in O(count * angles.size()) multiplications on every
/// core. Each term is rotated from an angle reduced in double (reducedAngle) at most 64 times,
/// so its absolute error is about 1e-14 |weights_i|, while a frame of offsets costs a few
/// multiplications per term instead of a double-precision cosine.
Eigen::VectorXd progressionCosineSums(const Eigen::VectorXd& angles, const Eigen::VectorXd& weights, double first,
                                      double step, long count);

/// RoPE as a RelativeEncoding: atOffset(offset) = ropeScore(angles, q, k, offset), all-ones q and
/// k by default (then atOffset(0) = d).
class RopeEncoding : public RelativeEncoding {
public:
    explicit RopeEncoding(const RopeParams& params);
    /// q and k of length d; throws ParameterError otherwise.
    RopeEncoding(const RopeParams& params, const Eigen::VectorXd& q, const Eigen::VectorXd& k);

    std::string id() const override { return "rope"; }
    std::string describe() const override;
    double atOffset(long offset) const override;

    const RopeParams& params() const { return m_params; }
    const Eigen::VectorXd& angles() const { return m_angles; }

private:
    RopeParams m_params;
    Eigen::VectorXd m_angles;
    Eigen::VectorXd m_q;
    Eigen::VectorXd m_k;
};

} // namespace pe::core

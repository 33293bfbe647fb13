#pragma once
/// @file encodings/rope.h
/// Rotary position embedding (RoPE, Su et al. 2021, "RoFormer", arXiv:2104.09864) and its
/// context-extension variants, as pure functions of RopeParams plus a RelativeEncoding.
///
/// Reference: Hugging Face transformers, src/transformers/modeling_rope_utils.py, read at the
/// `rope_parameters` version (transformers 5, zucchini-nlp/transformers@26892c16, a fork that
/// follows main; upstream huggingface/transformers@ef468064 (4.4x) was read for the differences
/// noted below). Hugging Face computes in float32 tensors; these functions compute the same
/// formulas in double (tests/core/encodings/rope_scaling_reference.py ports them line by line).
///
/// Only the first r = rotaryDim components of a head of d = dim turn (partial rotary: GPT-NeoX
/// rotary_pct, Phi partial_rotary_factor; r = int(head_dim * partial_rotary_factor)). Pair i < r/2
/// turns at theta_i = base^(-2i/r) per position. Scalings (factor s, L0 = original_max_position_embeddings,
/// Lmax = ropeMaxPositions(), n = the sequence length):
///  - none:     theta'_i = theta_i (`_compute_default_rope_parameters`);
///  - pi:       position interpolation (Chen et al. 2023, arXiv:2306.15595): theta'_i = theta_i / s
///              (`_compute_linear_scaling_rope_parameters`, rope_type "linear");
///  - ntk:      NTK-aware (bloc97 2023): base' = base * s^(r/(r-2)) (`_compute_ntk_parameters` of 4.4x);
///  - dynamic:  `_compute_dynamic_ntk_parameters`: n' = max(n, Lmax),
///              base' = base * (s n' / Lmax - (s - 1))^(r/(r-2)), so nothing changes up to Lmax;
///  - yarn:     YaRN (Peng et al. 2023, arXiv:2309.00071) as `_compute_yarn_parameters`:
///              theta'_i = theta_i * (1 - ramp_i) + (theta_i / s) * ramp_i with the index ramp of
///              yarnRamp() (beta_fast, beta_slow, truncate), attention factor from mscale;
///  - llama3:   `_compute_llama3_parameters`: wavelengths above L0 / low_freq_factor divided by s,
///              below L0 / high_freq_factor kept, smoothly mixed between;
///  - longrope: `_compute_longrope_parameters` (Phi-3): theta'_i = theta_i / f_i with the long
///              factors when n > L0, the short ones otherwise; attention factor
///              sqrt(1 + ln(Lmax / L0) / ln L0).
///
/// Convention: interleaved pairs (2i, 2i+1) as in RoFormer and Meta's Llama; the vector at
/// position m has each pair rotated by R(m theta'_i) = [[cos, -sin], [sin, cos]]. Hugging Face's
/// `rotate_half` rotates the pairs (i, i + r/2) instead: the same score after permuting the
/// components of q and k, hence the same score for all-ones q and k.
///
/// Score of a query q at position m and a key k at position n, offset Delta = n - m:
///   <R(m theta) q, R(n theta) k> = q^T R(Delta theta) k
///     = sum_{i < r/2} (q_2i k_2i + q_2i+1 k_2i+1) cos(Delta theta'_i)
///           + (q_2i+1 k_2i - q_2i k_2i+1) sin(Delta theta'_i)  +  sum_{j >= r} q_j k_j.
/// (The sine coefficient is q_2i+1 k_2i - q_2i k_2i+1: with Delta = key - query the transposed
/// rotation of the query turns the key forward.) With all-ones q and k:
/// sum_i 2 cos(Delta theta'_i) + (d - r). The scores here never include the attention factor
/// (the Hugging Face logit is the score times ropeAttentionFactor()^2).

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
    int dim = 128;         ///< d, the head dimension: even, 2 .. 8192
    double base = 10000.0; ///< rope_theta, > 1 and <= 1e9
    RopeScaling scaling = RopeScaling::None;
    double factor = 1.0;        ///< s, 1 .. 1000
    long originalLength = 4096; ///< L0, original_max_position_embeddings, 1 .. 2^20

    /// Partial rotary: only the first rotaryDim components of a head of `dim` turn (GPT-NeoX
    /// rotary_pct, Phi partial_rotary_factor, rotary_dim); 0 means all of them (rotaryDim = dim).
    /// Even, 2 .. dim (ntk and dynamic: 4 .. dim). The angles are base^(-2i/rotaryDim),
    /// i < rotaryDim/2, as Hugging Face computes them (partialRotaryDim()).
    int rotaryDim = 0;
    /// max_position_embeddings of the model, 0 .. 2^30: longrope's attention factor uses
    /// maxPositions / L0, dynamic grows the base past it. 0 means: for dynamic L0 (a dynamic
    /// model's max_position_embeddings is its training length), otherwise L0 * s
    /// (ropeMaxPositions()).
    long maxPositions = 0;
    /// The sequence length the model runs at (Hugging Face's seq_len, max(position_ids) + 1),
    /// for the scalings that depend on it (dynamic, longrope), 0 .. 2^30. 0 is Hugging Face's
    /// seq_len = None (the frequencies at initialisation: dynamic keeps the base, longrope takes
    /// the short factors); the RoPE view passes its L.
    long sequenceLength = 0;

    /// YaRN (Hugging Face `_compute_yarn_parameters`); unset optionals take its defaults. A beta
    /// of 0 takes its default too (`rope_parameters.get("beta_fast") or 32`), as does an mscale of
    /// 0 (`if mscale and mscale_all_dim`).
    double betaFast = 32.0;
    double betaSlow = 1.0;
    std::optional<double> mscale;
    std::optional<double> mscaleAllDim;
    std::optional<double> attentionFactor; ///< also longrope's attention_factor; > 0
    bool truncate = true;

    /// Llama 3.1 (`_compute_llama3_parameters`): 0 < lowFreqFactor < highFreqFactor.
    double lowFreqFactor = 1.0;
    double highFreqFactor = 4.0;

    /// LongRoPE (`_compute_longrope_parameters`): one factor per rotary pair (rotaryDim/2 of
    /// them, each finite and > 0).
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

/// The largest maxPositions and sequenceLength validate() accepts (2^30).
constexpr long kRopeMaxPositions = 1L << 30;

/// Hugging Face's rotary dimension: int(head_dim * partial_rotary_factor), Python's int()
/// truncating toward zero (so 100 * 0.29 = 28.999... gives 28).
int partialRotaryDim(int headDim, double partialRotaryFactor);

/// r: params.rotaryDim, or params.dim when it is 0.
int ropeRotaryDim(const RopeParams& params);

/// Lmax, the max_position_embeddings the scalings use: maxPositions when set, otherwise L0 for
/// dynamic and round(L0 * s) for the others.
long ropeMaxPositions(const RopeParams& params);

/// theta_i = base^(-2i/d), i < d/2, unscaled.
Eigen::VectorXd ropeBaseAngles(int dim, double base);

/// The unscaled angles of these params: ropeBaseAngles(r, base), r the rotary dimension.
Eigen::VectorXd ropeUnscaledAngles(const RopeParams& params);

/// NTK-aware base: base * s^(d/(d-2)) (Hugging Face `_compute_ntk_parameters`). Requires d >= 4.
double ropeNtkBase(int dim, double base, double factor);

/// The base of dynamic NTK (`_compute_dynamic_ntk_parameters`): with n' = max(n, Lmax) (Lmax
/// when the sequence length is 0), base * ((s n' / Lmax) - (s - 1))^(r/(r-2)); the base itself
/// up to Lmax.
double ropeDynamicBase(const RopeParams& params);

/// LongRoPE: whether the long factors apply (`seq_len and seq_len > original_max_position_embeddings`).
bool longRopeUsesLongFactors(const RopeParams& params);

/// The factor of LongRoPE's default attention factor: Lmax / L0 when maxPositions is set (the
/// ratio Hugging Face takes when `factor` is absent, as in Phi-3's configs), s otherwise.
double longRopeFactor(const RopeParams& params);

/// YaRN's inverse dimension formula: the (fractional) pair index whose wavelength fits
/// `rotations` times into L0: d ln(L0 / (2 pi rotations)) / (2 ln base)
/// (`find_correction_dim`, Hugging Face; `_yarn_find_correction_dim`, YaRN).
double yarnCorrectionDim(double rotations, int dim, double base, long originalLength);

/// The ramp bounds of `find_correction_range` for beta_fast and beta_slow (0: 32 and 1), r the
/// rotary dimension: low = max(floor(c(beta_fast)), 0), high = min(ceil(c(beta_slow)), r - 1)
/// (r - 1, not r/2 - 1, as the references clamp; low may exceed high when L0 is long and the
/// base small, as in the references). lowDim and highDim are c(beta_fast) and c(beta_slow)
/// before rounding; lowBound and highBound are what the ramp uses: low and high, or without
/// truncate max(lowDim, 0) and min(highDim, r - 1).
struct YarnRange {
    long low = 0;
    long high = 0;
    double lowDim = 0.0;
    double highDim = 0.0;
    double lowBound = 0.0;
    double highBound = 0.0;
};
YarnRange yarnCorrectionRange(const RopeParams& params);

/// ramp_i = clamp((i - low) / (high - low), 0, 1) for i < r/2 (low, high: the bounds of
/// yarnCorrectionRange), with high + 0.001 when low == high (`linear_ramp_factor`, Hugging Face;
/// `_yarn_linear_ramp_mask`, YaRN). 0 keeps theta_i (extrapolation), 1 gives theta_i / s (interpolation). Hugging
/// Face's `inv_freq_extrapolation_factor` is 1 - ramp_i.
Eigen::VectorXd yarnRamp(const RopeParams& params);

/// The attention factor (Hugging Face `get_mscale(s)` with mscale = 1, YaRN `_yarn_get_mscale`):
/// 0.1 ln s + 1, and 1 for s <= 1.
double yarnAttentionFactor(double factor);

/// Hugging Face's `get_mscale(scale, mscale)`: 0.1 mscale ln s + 1, and 1 for s <= 1.
double yarnGetMscale(double factor, double mscale);

/// The attention factor Hugging Face multiplies cos and sin by (the second value its
/// `_compute_*_parameters` return): the given attentionFactor for yarn and longrope; otherwise
/// for yarn get_mscale(s, mscale) / get_mscale(s, mscale_all_dim) when both are set and non-zero,
/// get_mscale(s) when not; for longrope with f = longRopeFactor(): 1 when f <= 1, else
/// sqrt(1 + ln f / ln L0); 1 for the other scalings.
double ropeAttentionFactor(const RopeParams& params);

/// Llama 3.1's three bands of wavelengths lambda_i = 2 pi / theta_i: High (lambda < L0 / high_freq_factor,
/// kept), Low (lambda > L0 / low_freq_factor, divided by s) and Medium between (smoothed).
enum class Llama3Band { High, Medium, Low };
std::vector<Llama3Band> llama3Bands(const RopeParams& params);

/// The YaRN paper's continuous ramp (eq. 18) in r = L0 / lambda_i: 0 for r < alpha, 1 for
/// r > beta, (r - alpha) / (beta - alpha) between. theta'_i = (1 - gamma) theta_i / s + gamma theta_i,
/// so gamma plays the role of 1 - ramp_i. For comparison with the index ramp of the code.
double yarnPaperRamp(double r, double alpha = 1.0, double beta = 32.0);

/// gamma(L0 / lambda_i) of yarnPaperRamp for every rotary pair, lambda_i = 2 pi / theta_i unscaled.
Eigen::VectorXd yarnPaperRamps(const RopeParams& params);

/// The scaled angles theta'_i, i < r/2 (radians per position), r the rotary dimension. Validates params.
Eigen::VectorXd ropeAngles(const RopeParams& params);

/// Wavelength per pair, 2 pi / theta'_i positions.
Eigen::VectorXd ropeWavelengths(const RopeParams& params);

/// q^T R(offset theta') k for q, k of the same length d >= 2 * angles.size(): the first
/// 2 * angles.size() components turn, the others add their dot product (partial rotary);
/// offset = key - query may be fractional (pi scaling is plain RoPE at offset / s).
double ropeScore(const Eigen::VectorXd& angles, const Eigen::VectorXd& q, const Eigen::VectorXd& k, double offset);
/// The score of all-ones q and k of length `dim` (0: 2 * angles.size()):
/// sum_i 2 cos(offset theta'_i) + (dim - 2 * angles.size()).
double ropeScoreOnes(const Eigen::VectorXd& angles, double offset, int dim = 0);

/// The score for a query at position `query` and a key at `key`: ropeScore(.., key - query).
double ropeScoreAt(const Eigen::VectorXd& angles, const Eigen::VectorXd& q, const Eigen::VectorXd& k, long query,
                   long key);

/// Scores for offsets 0 .. length-1 in O(length * d/2): each angle offset * theta'_i is reduced
/// in double, then sine and cosine come from sinCosScaled (absolute error below 2e-7 per term,
/// so below 2e-7 * sum_i (|a_i| + |b_i|) in all, a_i and b_i the cosine and sine coefficients).
/// Empty q and k mean all ones of length `dim` (0: 2 * angles.size()); q and k longer than
/// 2 * angles.size() add the dot product of their unrotated tails.
Eigen::VectorXd ropeScores(const Eigen::VectorXd& angles, long length, const Eigen::VectorXd& q = {},
                           const Eigen::VectorXd& k = {}, int dim = 0);

/// sum_i weights_i cos(theta_i (first + j step)) for j < count: the all-ones score of RoPE
/// (weights 2) or the sinusoidal dot product PE(t) . PE(t + Delta) (weights 1, theta_i = w_i) over
/// an arithmetic progression of offsets, in O(count * angles.size()) multiplications on every
/// core. Each term is rotated from an angle reduced in double (reducedAngle) at most 64 times,
/// so its absolute error is about 1e-14 |weights_i|, while a frame of offsets costs a few
/// multiplications per term instead of a double-precision cosine.
Eigen::VectorXd progressionCosineSums(const Eigen::VectorXd& angles, const Eigen::VectorXd& weights, double first,
                                      double step, long count);

/// RoPE as a RelativeEncoding: atOffset(offset) = ropeScore(angles, q, k, offset), all-ones q and
/// k of length d by default (then atOffset(0) = d, partial rotary or not).
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

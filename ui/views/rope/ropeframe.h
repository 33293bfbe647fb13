#pragma once

#include "core/encodings/rope.h"
#include "ui/framework/typedview.h"

#include <QString>

#include <memory>
#include <vector>

namespace pe::ui {

struct PreparedColorMap;

/// The RoPE view's own settings: the context-extension scaling and its Hugging Face parameters
/// (--rope-scaling, --rope-factor, --original-length, ...). d (the head dimension), the base and
/// L (the sequence length of dynamic and longrope) are the shared encoding parameters. Zero
/// stands for Hugging Face's default where the help says so.
struct RopeSettings {
    core::RopeScaling scaling = core::RopeScaling::None;
    double factor = 4.0;              ///< s, used when scaling != none
    long originalLength = 4096;       ///< L0, used when scaling != none
    double partialRotaryFactor = 1.0; ///< r = int(d * factor) components turn
    long maxPositions = 0;            ///< max_position_embeddings; 0: core::ropeMaxPositions' default
    double betaFast = 32.0;           ///< yarn
    double betaSlow = 1.0;            ///< yarn
    double mscale = 0.0;              ///< yarn; 0: unset
    double mscaleAllDim = 0.0;        ///< yarn; 0: unset
    double attentionFactor = 0.0;     ///< yarn, longrope; 0: Hugging Face's default
    bool truncate = true;             ///< yarn
    double lowFreqFactor = 1.0;       ///< llama3
    double highFreqFactor = 4.0;      ///< llama3
    QString shortFactors;             ///< longrope, comma-separated; empty: all 1
    QString longFactors;              ///< longrope, comma-separated; empty: all 1
    QString freqFactors;              ///< llama.cpp's rope_freqs, one divisor per pair; empty: none

    bool operator==(const RopeSettings& o) const
    {
        return scaling == o.scaling && factor == o.factor && originalLength == o.originalLength &&
               partialRotaryFactor == o.partialRotaryFactor && maxPositions == o.maxPositions &&
               betaFast == o.betaFast && betaSlow == o.betaSlow && mscale == o.mscale &&
               mscaleAllDim == o.mscaleAllDim && attentionFactor == o.attentionFactor && truncate == o.truncate &&
               lowFreqFactor == o.lowFreqFactor && highFreqFactor == o.highFreqFactor &&
               shortFactors == o.shortFactors && longFactors == o.longFactors && freqFactors == o.freqFactors;
    }
};

/// The pixels the figure has: columns of the decay curve and cells of the score matrix.
struct RopeViewport {
    int curvePixels = 800;
    int matrixPixels = 400;
    bool operator==(const RopeViewport& o) const
    {
        return curvePixels == o.curvePixels && matrixPixels == o.matrixPixels;
    }
};

/// One computed RoPE figure. Scores are of all-ones q and k (so score(0) = d, the d - r unrotated
/// components adding d - r), without the attention factor.
struct RopeFrame : RequestFrame<RopeSettings, RopeViewport> {
    /// Why nothing could be computed (odd d, NTK with d = 2), naming the option; empty otherwise.
    QString problem;
    core::RopeParams rope;
    double attentionFactor = 1.0;

    /// Per rotary pair i < r/2: the scaled angles, wavelengths 2 pi / theta'_i and 2 pi / theta_i, and
    /// for yarn the Hugging Face ramp and 1 - gamma(L0 / lambda_i) of the paper.
    Eigen::VectorXd angles, wavelengths, originalWavelengths, ramp, paperRamp;
    /// What the unrotated components add to every all-ones score: d - r.
    double unrotated = 0.0;

    /// The decay curve as a polyline (offset, score): every offset when L fits the pixels,
    /// otherwise the minimum and maximum of each pixel column, zigzagged.
    std::vector<double> curveX, curveY;
    /// Offsets evaluated per pixel column (curveExact: all of them).
    long offsetsPerColumn = 1;
    long samplesPerColumn = 1;
    bool curveExact = true;

    /// The L x L score matrix: `cells` x `cells` cells of `step` positions; each cell is the
    /// exact mean over its block when `matrixExact`, otherwise the score at the block's offset.
    long step = 1;
    int cells = 0;
    bool matrixExact = true;
    std::shared_ptr<PreparedColorMap> map;
};

/// Largest number of (offset, pair) terms a frame evaluates; beyond it, offsets are sampled.
constexpr double kRopeTermBudget = 4.0 * 1024 * 1024;

/// Pure: the RoPE figure for the request's d, base, L and scaling, at the viewport's resolution.
std::shared_ptr<const RopeFrame> computeRope(const ComputeRequest<RopeSettings, RopeViewport, RopeFrame>& request);

/// The RopeParams of the shared parameters and the view's settings (not validated): L as the
/// sequence length, r = int(d * partial rotary factor), zeros as unset, an empty factor list as
/// r/2 ones (ropeframe.cpp).
core::RopeParams ropeParams(const core::EncodingParams& params, const RopeSettings& settings);

/// Why RoPE cannot be computed for these parameters (message naming the option), or empty.
QString ropeProblem(const core::EncodingParams& params, const RopeSettings& settings);

/// The part of ropeProblem that lies in the view's own settings (the rotary dimension, the
/// Llama 3 factors, the LongRoPE lists), for the command line's check of the settings: an odd or
/// too small d is drawn as a problem on the figure instead. d must be even.
QString ropeSettingsProblem(const core::EncodingParams& params, const RopeSettings& settings);

/// Parses a comma-separated list of LongRoPE factors (optionally in [ ], as in config.json) into
/// *factors; returns why it is refused (a word that is not a number, a factor <= 0), or empty.
QString parseRopeFactors(const QString& text, std::vector<double>* factors);

} // namespace pe::ui

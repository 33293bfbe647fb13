#pragma once

#include "core/encodings/rope.h"
#include "ui/framework/typedview.h"

#include <QString>

#include <memory>
#include <vector>

namespace pe::ui {

struct PreparedColorMap;

/// The RoPE view's own settings: the context-extension scaling (--rope-scaling, --rope-factor,
/// --original-length). d, the base and L are the shared encoding parameters.
struct RopeSettings {
    core::RopeScaling scaling = core::RopeScaling::None;
    double factor = 4.0;        ///< s, used when scaling != none
    long originalLength = 4096; ///< L0, used when scaling != none
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

/// One computed RoPE figure. Scores are of all-ones q and k (so score(0) = d), without the YaRN
/// attention factor.
struct RopeFrame : RequestFrame<RopeSettings, RopeViewport> {
    /// Why nothing could be computed (odd d, NTK with d = 2), naming the option; empty otherwise.
    QString problem;
    core::RopeParams rope;
    double attentionFactor = 1.0;

    /// Per pair i < d/2: the scaled angles, wavelengths 2 pi / theta'_i and 2 pi / theta_i, and for
    /// yarn the Hugging Face ramp and 1 - gamma(L0 / lambda_i) of the paper.
    Eigen::VectorXd angles, wavelengths, originalWavelengths, ramp, paperRamp;

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

/// The RopeParams of the shared parameters and the view's settings (not validated).
core::RopeParams ropeParams(const core::EncodingParams& params, const RopeSettings& settings);

/// Why RoPE cannot be computed for these parameters (message naming the option), or empty.
QString ropeProblem(const core::EncodingParams& params, const RopeSettings& settings);

} // namespace pe::ui

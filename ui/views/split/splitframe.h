#pragma once

#include "core/analysis/split/splitmodel.h"
#include "core/sampling/sampling.h"
#include "ui/framework/typedview.h"
#include "ui/plotting/matrixviewport.h"

#include <QString>

#include <array>
#include <memory>

namespace pe::ui {

struct PreparedColorMap;

/// The split model view's own settings.
struct SplitSettings {
    int dPos = 16; ///< d_pos
    int dSem = 48; ///< d_sem
    core::Combine combine = core::Combine::Concat;
    int seed = 42; ///< seed of the token vectors and the weights
    int heads = 1; ///< attention heads per block in the value path
};

using SplitViewport = MatrixViewport;

/// The four terms of the attention logit and their total, in the order drawn and written.
enum class SplitTerm { SemSem, SemPos, PosSem, PosPos, Total };
constexpr int kSplitTerms = 5;

/// The CSV's name of a term: sem-sem, sem-pos, pos-sem, pos-pos, total.
const char* splitTermName(SplitTerm term);

/// The core parameters of the view's settings under the app's n and layout.
core::SplitParams splitParams(const core::EncodingParams& params, const SplitSettings& settings);

/// How big one term is over the cells drawn.
struct TermStats {
    double rms = 0;
    double maxAbs = 0;
};

/// One computed split-model figure.
struct SplitFrame : RequestFrame<SplitSettings, SplitViewport> {
    QString problem;            ///< why nothing is drawn (L too large), or empty
    bool learnedLoaded = false; ///< a learned table is loaded (the view uses the formula)
    std::shared_ptr<const core::SplitWeights> weights;
    core::BlockAxis axis; ///< query and key blocks of every map
    std::array<std::shared_ptr<PreparedColorMap>, kSplitTerms> maps;
    std::array<TermStats, kSplitTerms> stats;
    double range = 1; ///< the shared colour scale is [-range, range]
    core::ValuePath value;
};

/// Pure: the five maps at the viewport's resolution and the value path.
std::shared_ptr<const SplitFrame> computeSplit(const ComputeRequest<SplitSettings, SplitViewport, SplitFrame>& request);

} // namespace pe::ui

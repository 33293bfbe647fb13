#pragma once

#include "ui/framework/typedview.h"
#include "ui/plotting/matrixviewport.h"

#include <QString>

#include <memory>
#include <vector>

namespace pe::ui {

struct PreparedColorMap;

/// The ALiBi view's own settings.
struct AlibiSettings {
    int heads = 8; ///< H
    int head = 1;  ///< the head of the matrix, 1-based (clamped to H when drawn)
};

using AlibiViewport = MatrixViewport;

/// One computed ALiBi figure.
struct AlibiFrame : RequestFrame<AlibiSettings, AlibiViewport> {
    std::vector<double> slopes; ///< m_1 .. m_H
    int head = 1;               ///< the head the matrix shows (settings.head clamped to H)
    /// The causal bias matrix of `head`: cells of `step` positions, each the mean bias over the
    /// unmasked pairs of its block, NaN where every pair is masked (key after query).
    long step = 1;
    int cells = 0;
    std::shared_ptr<PreparedColorMap> map;
};

/// Pure: slopes for H heads and the masked matrix of one head at the viewport's resolution.
std::shared_ptr<const AlibiFrame> computeAlibi(const ComputeRequest<AlibiSettings, AlibiViewport, AlibiFrame>& request);

/// The mean of -slope (query - key) over the unmasked pairs (key <= query) of a block of queries
/// [q0, q0 + mq) and keys [k0, k0 + mk); NaN when every pair is masked.
double alibiBlockMean(double slope, long q0, long mq, long k0, long mk);

} // namespace pe::ui

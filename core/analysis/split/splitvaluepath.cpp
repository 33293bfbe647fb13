// Internal: part of core/analysis/split/splitmodel.h (no header of its own).
// The value path of the split model: one attention block run on a short sequence, with the
// block-diagonal weights and with the dense ones, and how much each block of its output moves
// when a token changes or when the sequence moves past the training length.

#include "core/analysis/split/splitmodel.h"

#include <algorithm>
#include <cmath>

namespace pe::core {

namespace {

/// h W, or with `block` only W's diagonal blocks: the first `columnSplit` columns of the
/// result read the first `rowSplit` columns of h, the others the rest. Computed block by
/// block, so nothing of one block reaches the other, not even a rounding error.
Eigen::MatrixXd project(const Eigen::MatrixXd& h, const Eigen::MatrixXd& w, int rowSplit, int columnSplit, bool block)
{
    if (!block)
        return h * w;
    Eigen::MatrixXd out(h.rows(), w.cols());
    out.leftCols(columnSplit) = h.leftCols(rowSplit) * w.topLeftCorner(rowSplit, columnSplit);
    out.rightCols(w.cols() - columnSplit) =
        h.rightCols(h.cols() - rowSplit) * w.bottomRightCorner(w.rows() - rowSplit, w.cols() - columnSplit);
    return out;
}

/// softmax(q k^T / sqrt(width)) v, row by row (bidirectional).
Eigen::MatrixXd attend(const Eigen::MatrixXd& q, const Eigen::MatrixXd& k, const Eigen::MatrixXd& v)
{
    Eigen::MatrixXd a = q * k.transpose() / std::sqrt(static_cast<double>(q.cols()));
    for (Eigen::Index i = 0; i < a.rows(); ++i) {
        a.row(i).array() = (a.row(i).array() - a.row(i).maxCoeff()).exp();
        a.row(i) /= a.row(i).sum();
    }
    return a * v;
}

} // namespace

std::vector<std::pair<int, int>> headRanges(int dPos, int dSem, int heads)
{
    std::vector<std::pair<int, int>> ranges;
    for (const auto& [offset, width] : {std::pair<int, int>{0, dPos}, std::pair<int, int>{dPos, dSem}}) {
        const int count = std::max(1, std::min(heads, width));
        for (int i = 0; i < count; ++i)
            ranges.emplace_back(offset + i * width / count, offset + (i + 1) * width / count);
    }
    return ranges;
}

Eigen::MatrixXd splitForward(const SplitWeights& w, const Eigen::MatrixXd& h, bool block)
{
    const int p = w.dPos, d = w.dPos + w.dSem;
    const Eigen::MatrixXd q = project(h, w.query, p, p, block);
    const Eigen::MatrixXd k = project(h, w.key, p, p, block);
    const Eigen::MatrixXd v = project(h, w.value, p, p, block);
    // Each head reads its own columns of Q, K and V; its output goes back to the same columns,
    // so the matrix of outputs is the heads' outputs concatenated.
    Eigen::MatrixXd heads(h.rows(), d);
    for (const auto& [first, end] : headRanges(w.dPos, w.dSem, w.heads)) {
        const int width = end - first;
        heads.middleCols(first, width) =
            attend(q.middleCols(first, width), k.middleCols(first, width), v.middleCols(first, width));
    }
    const Eigen::MatrixXd z = h + project(heads, w.output, p, p, block);
    const Eigen::MatrixXd hidden = project(z, w.mlpIn, p, 4 * p, block).cwiseMax(0.0);
    return z + project(hidden, w.mlpOut, 4 * p, p, block);
}

BlockChange blockChange(const Eigen::MatrixXd& before, const Eigen::MatrixXd& after, int dPos)
{
    const Eigen::MatrixXd diff = (after - before).cwiseAbs();
    BlockChange c;
    c.position = diff.leftCols(dPos).rowwise().maxCoeff();
    c.meaning = diff.rightCols(diff.cols() - dPos).rowwise().maxCoeff();
    c.maxPosition = c.position.maxCoeff();
    c.maxMeaning = c.meaning.maxCoeff();
    return c;
}

ValuePath valuePath(const SplitParams& params, const SplitWeights& weights, long tokens, long shift)
{
    ValuePath r;
    r.tokens = tokens;
    r.perturbed = tokens / 2;
    r.shift = shift;
    const Eigen::MatrixXd meaning = meaningPart(params, 0, tokens);
    const Eigen::MatrixXd position = positionPart(params, 0, tokens);
    const Eigen::MatrixXd h = position + meaning;
    const int entries = params.combine == Combine::Concat ? params.dSem : params.dModel();
    Eigen::RowVectorXd other = Eigen::RowVectorXd::Zero(params.dModel());
    other.tail(entries) = tokenVector(params.seed, r.perturbed, entries, true);
    Eigen::MatrixXd perturbed = h;
    perturbed.row(r.perturbed) = position.row(r.perturbed) + other;
    const Eigen::MatrixXd shifted = positionPart(params, shift, tokens) + meaning;
    for (const bool block : {true, false}) {
        const Eigen::MatrixXd out = splitForward(weights, h, block);
        BlockChange perturb = blockChange(out, splitForward(weights, perturbed, block), params.dPos);
        BlockChange moved = blockChange(out, splitForward(weights, shifted, block), params.dPos);
        (block ? r.perturbSplit : r.perturbDense) = std::move(perturb);
        (block ? r.shiftSplit : r.shiftDense) = std::move(moved);
    }
    return r;
}

} // namespace pe::core

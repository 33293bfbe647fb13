#pragma once
/// @file splitmodel.h
/// The split model: of d_model = d_pos + d_sem dimensions, the first d_pos are reserved for
/// position and the other d_sem for meaning. A token t at position i enters as the
/// concatenation h_i = [p_i ⊕ s_t] instead of the sum s_t + p_i. With block-diagonal weights
/// (W_Q, W_K, W_V, W_O and an MLP applied separately to each block) the two blocks never mix,
/// so a position past the training length L_max changes only the d_pos block.
///
/// Everything here is a pure function of SplitParams: the positional part is the sinusoidal
/// encoding (base n, the app's layout), the meaning part and the weights are seeded Gaussian
/// numbers (NormalStream, the same on every machine).

#include "core/formula/params.h"
#include "core/sampling/sampling.h"

#include <Eigen/Core>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace pe::core {

/// How position and meaning are combined into the model's input.
enum class Combine {
    Add,   ///< h = s + p, both over all d_model dimensions (the original Transformer)
    Concat ///< h = [p ⊕ s]: p in the first d_pos dimensions, s in the last d_sem
};

std::string combineName(Combine combine);
std::optional<Combine> parseCombine(std::string_view name);

/// The split model's parameters. With Add, d_model is d_pos + d_sem as well (the same width and
/// weights as Concat, so that only the combination differs): p is the sinusoidal encoding of
/// all d_model dimensions and s a token vector of d_model entries.
struct SplitParams {
    int dPos = 16;         ///< d_pos (an odd d_pos ends with a lone sine column, as an odd d does)
    int dSem = 16;         ///< d_sem
    double base = 10000.0; ///< n of the sinusoidal encoding
    Layout layout = Layout::Interleaved;
    Combine combine = Combine::Concat;
    std::uint64_t seed = 42;
    int heads = 1; ///< attention heads per block (the position block and the meaning block have as many each)

    int dModel() const { return dPos + dSem; }
};

struct SplitLimits {
    static constexpr int minDPos = 2;
    static constexpr int maxDPos = 512;
    static constexpr int minDSem = 1;
    static constexpr int maxDSem = 512;
    /// The L x L maps are drawn up to this L.
    static constexpr long maxLength = 2048;
    /// The CSV (5 L^2 rows) is written up to this L.
    static constexpr long maxCsvLength = 1024;
    /// Tokens of the sequence the value path is run on (fewer when L is smaller).
    static constexpr long valueTokens = 24;
    static constexpr int minHeads = 1;
    static constexpr int maxHeads = 8;
};

/// Throws ParameterError unless d_pos is in 2..512, d_sem in 1..512, 1 < n <= 1e9 and the
/// heads per block in 1..8.
void validate(const SplitParams& params);

/// Rows first .. first+count-1 of the positional part as count x d_model: Concat [p_i, 0] with
/// p_i the sinusoidal encoding of d_pos dimensions; Add the encoding of d_model dimensions.
Eigen::MatrixXd positionPart(const SplitParams& params, long first, long count);

/// The token vector at position i: d entries N(0, 1/2) (the mean square of a PE entry), from
/// NormalStream(columnSeed(columnSeed(seed, 16), i)); `replacement` draws another token for the
/// same place from stream 17 instead.
Eigen::RowVectorXd tokenVector(std::uint64_t seed, long position, int d, bool replacement = false);

/// Rows first .. first+count-1 of the meaning part as count x d_model: Concat [0, s_i] with s_i
/// the first d_sem entries of tokenVector; Add the token vector of d_model entries.
Eigen::MatrixXd meaningPart(const SplitParams& params, long first, long count);

/// A d x d weight matrix of the model (stream 0 = W_Q, 1 = W_K, 2 = W_V, 3 = W_O, 4 = W_I,
/// 5 = W_P): entries drawn row by row from NormalStream(columnSeed(seed, stream)), times `scale`.
Eigen::MatrixXd gaussianMatrix(std::uint64_t seed, int stream, int rows, int columns, double scale);

/// One attention block's weights, dense (the block-diagonal model uses their diagonal blocks).
/// W_Q, W_K, W_V, W_O are d_model x d_model; the MLP has 4 d_model hidden units, the first
/// 4 d_pos belonging to the position block: W_I is d_model x 4 d_model, W_P 4 d_model x d_model.
/// Row r of a matrix reads input r and has entries N(0, 1/w), w the width of r's block (d_pos or
/// d_sem; 4 d_pos or 4 d_sem for W_P): the fan-in of the block-diagonal layer, so that the terms
/// of the logit have comparable sizes.
struct SplitWeights {
    int dPos = 0;
    int dSem = 0;
    int heads = 1; ///< attention heads per block, as SplitParams::heads
    std::uint64_t seed = 0;
    Eigen::MatrixXd query, key, value, output, mlpIn, mlpOut;
};

/// The weights of `params` (d_pos, d_sem and seed).
std::shared_ptr<const SplitWeights> splitWeights(const SplitParams& params);

/// `m` with the blocks that link a position row to a meaning column (and back) set to 0; rows
/// split after `rowSplit`, columns after `columnSplit`.
Eigen::MatrixXd blockDiagonal(const Eigen::MatrixXd& m, int rowSplit, int columnSplit);

/// The attention logit (x + p) W_Q W_K^T (x + p)^T split into its four terms, x the meaning
/// part and p the positional part: semSem = x_i W_Q W_K^T x_j^T, semPos = x_i .. p_j^T,
/// posSem = p_i .. x_j^T, posPos = p_i .. p_j^T; `total` is computed from h = x + p directly.
/// Each matrix is queries.cells x keys.cells, a cell the exact mean over its block of query and
/// key positions (a bilinear form's block mean is the form of the block means).
struct LogitTerms {
    Eigen::MatrixXd semSem, semPos, posSem, posPos, total;
};

/// The terms with the block-diagonal W_Q, W_K of `weights`; Concat makes semPos and posSem
/// exactly 0 (each product has a zero factor), Add does not.
LogitTerms logitTerms(const SplitParams& params, const SplitWeights& weights, const BlockAxis& queries,
                      const BlockAxis& keys);

/// One attention block on the rows of h (tokens x d_model), bidirectional, without layer
/// normalisation: multi-head attention with H = weights.heads heads per block, the position
/// heads on dimensions 0..d_pos-1 and the meaning heads on the rest. headRanges() gives each
/// head its columns; head h computes A_h = softmax(Q_h K_h^T / sqrt(width_h)) and the heads'
/// outputs are concatenated in column order: z = h + [A_1 V_1, ..., A_2H V_2H] W_O,
/// out = z + ReLU(z W_I) W_P. `blockDiagonal` uses only the diagonal blocks of every matrix.
Eigen::MatrixXd splitForward(const SplitWeights& weights, const Eigen::MatrixXd& h, bool blockDiagonal);

/// The columns [first, end) of every head, in order: min(H, width) heads over each block, head i
/// of a block of `width` columns starting at `offset` holding offset + i width / H' up to
/// offset + (i + 1) width / H' (H' = min(H, width), integer division), position block first.
std::vector<std::pair<int, int>> headRanges(int dPos, int dSem, int heads);

/// Largest |after - before| per row (token) over the position block (columns 0..d_pos-1) and
/// over the meaning block, and over all rows.
struct BlockChange {
    Eigen::VectorXd position, meaning;
    double maxPosition = 0;
    double maxMeaning = 0;
};
BlockChange blockChange(const Eigen::MatrixXd& before, const Eigen::MatrixXd& after, int dPos);

/// The two experiments of the value path on the first `tokens` positions, with the
/// block-diagonal ("split") and the dense weights:
///  - perturb: the token at position `perturbed` replaced by another one;
///  - shift: the same tokens at positions `shift` .. shift + tokens - 1 (past L_max = shift).
/// Concat with split weights leaves the position block unchanged by the perturbation and the
/// meaning block unchanged by the shift, exactly.
struct ValuePath {
    long tokens = 0;
    long perturbed = 0;
    long shift = 0;
    BlockChange perturbSplit, perturbDense, shiftSplit, shiftDense;
};
ValuePath valuePath(const SplitParams& params, const SplitWeights& weights, long tokens, long shift);

} // namespace pe::core

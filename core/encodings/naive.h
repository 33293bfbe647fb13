#pragma once
/// @file encodings/naive.h
/// The naive encodings the first article tries before the sinusoid, and why each fails:
///  - fraction: every dimension t / (L - 1). Bounded in [0, 1], but the step between
///    neighbours, |p_t - p_{t+1}| = sqrt(d) / (L - 1), depends on the sequence length L;
///  - index: every dimension t. The same step sqrt(d) at every L, but unbounded: values grow
///    to L - 1, and positions past training give values never seen;
///  - binary: dimension j is +1 when bit j of t is set, -1 otherwise (bit 0, the least
///    significant, in dimension 0: the fastest-changing dimension first, as the sinusoid's
///    fastest pair). Bounded, but |p_t - p_{t+1}| = 2 sqrt(k) when k bits flip from t to t+1:
///    2 for 6 -> 7, 2 sqrt(4) = 4 for 7 -> 8. Only 2^d positions exist; t and t + 2^d coincide.
/// Reference: Amirhossein Kazemnejad, "Transformer Architecture: The Positional Encoding"
/// (2019), "What is positional encoding and why do we need it", and the binary table there.

#include "core/encodings/encoding.h"
#include "core/formula/angleblocks.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace pe::core {

enum class NaiveKind { Fraction, Index, Binary };

/// An absolute scheme a view can measure: the app's formula, its loaded table, or a naive one.
enum class AbsoluteScheme { Sinusoidal, Learned, Fraction, Index, Binary };
/// "sinusoidal", "learned", "fraction", "index", "binary" (core/enumnames.cpp).
std::string absoluteSchemeName(AbsoluteScheme scheme);
std::optional<AbsoluteScheme> parseAbsoluteScheme(std::string_view name);
/// The naive kind of a scheme, or std::nullopt for the sinusoidal and the learned ones.
std::optional<NaiveKind> naiveKindOf(AbsoluteScheme scheme);

class NaiveEncoding : public AbsoluteEncoding {
public:
    /// d dimensions; `length` is L, the sequence length the fraction divides by (t / (L - 1)).
    /// Throws ParameterError for d < 1, or L < 2 with the fraction.
    NaiveEncoding(NaiveKind kind, int dim, long length);

    std::string id() const override;
    /// "t / (L − 1), L = 512, d = 64", "t, d = 64", "bits of t (±1), d = 64".
    std::string describe() const override;
    int dim() const override { return m_dim; }
    /// The formulas have no last row: the largest L the app allows.
    long maxLength() const override;
    double value(long t, int j) const override;
    Eigen::MatrixXd rows(long first, long count) const override;

    NaiveKind kind() const { return m_kind; }
    long length() const { return m_length; }

private:
    NaiveKind m_kind;
    int m_dim;
    long m_length;
};

/// |p_t - p_{t+Δ}| of the fraction: sqrt(d) Δ / (L - 1), the same for every t but not for every L.
double fractionOffsetDistance(int dim, long length, long offset);
/// |p_t - p_{t+Δ}| of the index: sqrt(d) Δ, for every t and every L.
double indexOffsetDistance(int dim, long offset);
/// The largest component of the first `positions` positions: (positions - 1) / (L - 1) for the
/// fraction, positions - 1 for the index, 1 for binary.
double naiveLargestValue(NaiveKind kind, long length, long positions);

/// Bits of t and t+1 that differ among the d lowest: k (|p_t - p_{t+1}| = 2 sqrt(k)).
int binaryFlippedBits(long t, int dim);
/// |p_t - p_{t+Δ}| of binary: 2 sqrt(number of the d lowest bits where t and t+Δ differ).
double binaryOffsetDistance(long t, long offset, int dim);

/// The neighbour steps |p_t - p_{t+1}| of binary over t in [0, positions - 1): the smallest (2,
/// one bit) and the largest, 2 sqrt(k) at the first t where k bits flip (t = 2^(k-1) - 1).
struct BinaryJumps {
    double smallest = 0.0;
    double largest = 0.0;
    int largestBits = 0; ///< k
    long largestAt = 0;  ///< the first t whose step to t + 1 is the largest
};
BinaryJumps binaryNeighbourJumps(int dim, long positions);

/// Bits needed to write positions - 1: a model trained on positions 0 .. L-1 never saw bit
/// binaryBitsUsed(L) set; position 2^binaryBitsUsed(L) is the first to set it.
int binaryBitsUsed(long positions);

/// Rows of the naive encoding computed as asked, for the requirement measurements (no table
/// of 2L x d values kept).
RowBlocks naiveRows(std::shared_ptr<const NaiveEncoding> encoding);

/// 2^d: binary gives t and t + 2^d the same vector (-1 when 2^d exceeds every allowed L).
long binaryPeriod(int dim);

} // namespace pe::core

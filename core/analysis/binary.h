#pragma once
/// @file binary.h
/// The binary-counting analogy of the encoding (article 000's coloured counting table, article
/// 004's "二进制位置编码"): bit j of the integer t flips every 2^j steps, as the LSB flips at
/// every step and the MSB rarely; the pair k of PE(t) oscillates with wavelength 2 pi n^(2k/d),
/// fast pairs first. With the "exact binary" frequencies w_j = pi / 2^j the two pictures
/// coincide: bit j(t) = 1 exactly when sin(w_j (t + 1/2)) < 0.

#include "core/formula/formula.h"
#include "core/formula/params.h"
#include "core/sampling/sampling.h"

#include <Eigen/Core>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pe::core {

/// The order bits are written in, left to right.
enum class BitOrder {
    MsbFirst, ///< big-endian, the usual way: 1 = 0001, 8 = 1000 (article 000's table)
    LsbFirst  ///< little-endian: 1 = 1000, the fastest column first like PE dimension 0 (article 004's table)
};

std::string bitOrderName(BitOrder order);
std::optional<BitOrder> parseBitOrder(std::string_view name);

/// Parameters of the binary view, on top of d, n, L and the layout.
struct BinaryParams {
    static constexpr int minBits = 2;
    static constexpr int maxBits = 10;

    int bits = 4;             ///< b: the counting table holds 0 .. 2^b - 1
    bool exactBinary = false; ///< replace w_k = n^(-2k/d) by w_k = pi / 2^k
    BitOrder order = BitOrder::MsbFirst;
    bool showSteps = false; ///< the view also says the step from t to t + 1 (neighbourSteps) under its table
};

/// Throws ParameterError("bits", ...) unless 2 <= bits <= 10.
void validate(const BinaryParams& params);

/// Bit j of t >= 0: floor(t / 2^j) mod 2.
inline int bitOf(long t, int j)
{
    return static_cast<int>((t >> j) & 1L);
}

/// Number of t in [0, count) whose bit j is 1: 2^j floor(count / 2^(j+1)) + max(0, count mod 2^(j+1) - 2^j).
long onesBelow(long count, int j);

/// Mean of bit j over t = a .. a+m-1 (the fraction of ones), from onesBelow; m >= 1.
double bitBlockMean(int j, long a, long m);

/// Flips of bit j between consecutive positions over t = 0 .. length-1: floor((length - 1) / 2^j).
long bitFlips(long length, int j);

/// w_j = pi / 2^j, the frequency whose half period is 2^j positions.
double exactBinaryOmega(int pair);

/// Frequency of pair k: the encoding's w_k, or pi / 2^k in exact-binary mode.
double pairOmega(const EncodingParams& params, bool exactBinary, int pair);

/// Frequency and function of every column, in layout order, with the frequencies of pairOmega().
ColumnSpec binaryColumnSpec(const EncodingParams& params, bool exactBinary);

/// Sign changes of a column over positions 0 .. length-1: changes of sign between consecutive
/// integer samples, samples within 1e-12 of zero skipped (see signOf). A column that is zero or
/// constant at every sample has none. With w folded into [0, pi] (what integer samples see),
/// they are the zeros of the continuous wave strictly inside (0, length - 1):
/// ceil(w (length-1) / pi) - 1 for a sine, ceil(w (length-1) / pi - 1/2) for a cosine; sin(pi t)
/// is 0 at every t (no change), cos(pi t) alternates (length - 1 changes). In exact-binary mode
/// the count is computed from w / pi = 2^-k exactly: the sine of pair k >= 1 changes sign
/// exactly as often as bit k flips, while the sine of pair 0, sin(pi t), sits on its zeros.
long signChanges(const EncodingParams& params, bool exactBinary, int column, long length);

/// The bit that thresholding pair k's wave gives at t: 1 when sin(w_k (t + 1/2)) < 0, i.e.
/// sin(w_k t) cos(w_k / 2) + cos(w_k t) sin(w_k / 2) < 0, a fixed combination of the pair's two
/// dimensions (article 000's rotation M(1/2)). Equals bitOf(t, k) for every t when w_k = pi / 2^k.
int thresholdBit(double omega, long t);

/// Sign of a PE value, with values within 1e-12 of zero (sin(pi t) in floating point) counted as 0.
int signOf(double value);

/// The counting table: t = 0 .. 2^b - 1, its bits, and the PE values of pairs 0 .. b-1 beside it.
struct CountingTable {
    int bits = 0;
    int pairs = 0;               ///< min(b, ceil(d/2)): pairs shown beside the bits
    Eigen::MatrixXi bitValues;   ///< 2^b x b, column j = bit j (LSB = column 0)
    Eigen::MatrixXd sines;       ///< 2^b x pairs, sin(w_k t)
    Eigen::MatrixXd cosines;     ///< 2^b x pairs, cos(w_k t) (NaN for the lone sine of an odd d)
    Eigen::MatrixXi thresholded; ///< 2^b x pairs, thresholdBit(w_k, t)
    std::vector<double> omegas;  ///< w_k of the pairs shown
    std::vector<int> agreement;  ///< per pair k: rows where thresholded == bit k
    int rows() const { return static_cast<int>(bitValues.rows()); }
};
CountingTable countingTable(const EncodingParams& params, const BinaryParams& binary);

/// Block means of the bits, mapped to the PE's colour scale as 1 - 2 * bit (bit 0 -> +1,
/// bit 1 -> -1, as the threshold "wave < 0 means 1"): values(i, j) over position block i, bit j.
Eigen::MatrixXf bitGrid(const BlockAxis& positions, int bits);

/// Changes over positions 0 .. L-1: bit flips per bit and sign changes per PE column.
struct ChangeCounts {
    std::vector<long> bitFlips;    ///< b values, bit 0 first
    std::vector<long> signChanges; ///< d values, column order of the layout
};
ChangeCounts changeCounts(const EncodingParams& params, const BinaryParams& binary);

/// Distances between neighbouring positions t and t + 1 over the counting table, t = 0 ..
/// min(L, 2^b) - 2: the bits are discrete (the number of bits that flip depends on t: 7 -> 8
/// flips four), the encoding is continuous and moves by the same step at every t.
struct NeighbourSteps {
    std::vector<int> flips;          ///< bits of t and t + 1 that differ: popcount(t xor (t + 1))
    std::vector<double> bitDistance; ///< Euclidean distance of the two bit vectors, sqrt(flips)
    std::vector<double> peDistance;  ///< ||PE(t + 1) - PE(t)|| over the d columns, with the view's frequencies
    int rows() const { return static_cast<int>(flips.size()); }
};
NeighbourSteps neighbourSteps(const EncodingParams& params, const BinaryParams& binary);

} // namespace pe::core

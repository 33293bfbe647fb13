#pragma once
/// @file similarity.h
/// Similarity and distance between the positional encodings of two positions (article 004,
/// "distance matrix pe . pe^T"; article 003, "distance constante entre positions consécutives").
///
/// With F = floor(d/2) full (sin, cos) pairs,
///   PE(t) . PE(s) = g(t - s) + [d odd] sin(w_F t) sin(w_F s),   g(D) = sum_{k<F} cos(w_k D),
///   |PE(t) - PE(s)|^2 = 4 sum_{k<F} sin^2(w_k D / 2) + [d odd] (sin(w_F t) - sin(w_F s))^2.
/// For even d everything depends on the offset D = t - s only. An odd d ends with a lone sine
/// column whose product sin(w_F t) sin(w_F s) = (cos(w_F D) - cos(w_F (t + s))) / 2 also
/// depends on t + s: it is kept as a separate, exact term everywhere below. The column layout
/// permutes columns and changes none of these numbers.
///
/// The sine form of the distance keeps its digits at small offsets, where 2F - 2 g(D) would
/// subtract two nearly equal numbers (d = 4096, D = 1: about 4 digits lost in double).

#include "core/formula/formula.h"
#include "core/sampling/sampling.h"

#include <Eigen/Core>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pe::core {

enum class Metric {
    Dot,      ///< PE(t) . PE(s), the figure of article 004
    Cosine,   ///< PE(t) . PE(s) / (|PE(t)| |PE(s)|); 0 when a vector is zero (d = 1, t = 0)
    Euclidean ///< |PE(t) - PE(s)|
};

std::string metricName(Metric metric);
std::optional<Metric> parseMetric(std::string_view name);
/// True for the metrics where larger means "more alike" (dot, cosine).
inline bool isSimilarity(Metric metric)
{
    return metric != Metric::Euclidean;
}

/// Frequencies that enter the similarity: the F full pairs, and the lone sine of an odd d.
struct PairFrequencies {
    Eigen::ArrayXd omegas;    ///< w_k for k < F
    bool hasLoneSine = false; ///< d is odd
    double loneOmega = 0.0;   ///< w_F when d is odd
    int fullPairs() const { return static_cast<int>(omegas.size()); }
};
PairFrequencies pairFrequencies(const EncodingParams& params);

/// g(D) = sum_{k<F} cos(w_k D): the offset part of the dot product.
double offsetDot(const EncodingParams& params, double offset);
/// 4 sum_{k<F} sin^2(w_k D / 2): the offset part of the squared distance.
double offsetSquaredDistance(const EncodingParams& params, double offset);

/// Exact values for one pair of positions, O(d).
double dot(const EncodingParams& params, long t, long s);
double squaredNorm(const EncodingParams& params, long t);
double squaredDistance(const EncodingParams& params, long t, long s);
double similarity(const EncodingParams& params, Metric metric, long t, long s);

/// Exact values of the L x L matrix at O(1) per cell after an O(L F) set-up (CSV export).
class SimilarityTable {
public:
    SimilarityTable(const EncodingParams& params, Metric metric);
    double operator()(long t, long s) const;

private:
    EncodingParams m_params;
    Metric m_metric;
    PairFrequencies m_freq;
    std::vector<double> m_dot;   // g(D), D = 0 .. L-1
    std::vector<double> m_dist2; // 4 sum sin^2(w_k D / 2)
    std::vector<double> m_lone;  // sin(w_F t), t = 0 .. L-1 (odd d)
};

/// A block axis with a given step (the last block may be shorter).
BlockAxis axisWithStep(long first, long end, long step);

/// What a viewport shows of the L x L matrix: cell (i, j) covers positions t in rows block i
/// and s in cols block j.
///
/// Block means, exact in closed form: the mean of cos(w (t - s)) over two blocks of sizes
/// m1, m2 centred at a, b is F(w, m1) F(w, m2) cos(w (a - b)) with the Dirichlet factor
/// F(w, m) = sin(w m / 2) / (m sin(w / 2)), and the lone sine is separable. A cell shows
///  - dot: the exact mean of PE(t) . PE(s) over the cell;
///  - euclidean: the root of the exact mean of |PE(t) - PE(s)|^2 (RMS distance);
///  - cosine: the mean dot divided by the RMS norms of the two blocks, which is the exact mean
///    cosine for even d (constant norms sqrt(d/2)) and an approximation for odd d.
/// A cell of one position pair shows the exact value. With equal steps on both axes the
/// full-pair sums depend on i - j only: cost O((rows + cols) F + rows * cols), never O(L^2 d).
struct SimilarityGrid {
    BlockAxis rows; ///< positions t
    BlockAxis cols; ///< positions s
    Metric metric = Metric::Dot;
    Eigen::MatrixXf values; ///< rows.cells x cols.cells
    double minValue = 0.0;
    double maxValue = 0.0;
};
SimilarityGrid sampleSimilarity(const EncodingParams& params, Metric metric, const BlockAxis& rows,
                                const BlockAxis& cols);

/// The metric against the offset D, taken on row s = 0 of the matrix: value(D) = metric(PE(|D|), PE(0)).
/// For even d this is the value at every (t, t - D); for odd d the lone sine adds a t + s term
/// (see the file comment) that vanishes on row 0. Cells of the offset axis hold block means
/// with the same conventions as SimilarityGrid.
struct OffsetCurve {
    BlockAxis offsets;
    Metric metric = Metric::Dot;
    std::vector<double> values; ///< one per offset cell
};
OffsetCurve offsetCurve(const EncodingParams& params, Metric metric, const BlockAxis& offsets);

/// The first false neighbour on the row-0 curve: the first offset D > 0 that is a local
/// maximum of the likeness (dot or cosine; minus the distance) and is more alike than a nearer
/// offset by a meaningful amount. With m the least alike offset in 0 .. D (the running extreme),
/// the rise from m to D must exceed `threshold` times the fall from D = 0 to m, all in units of
/// the metric: relativeRise = |value(D) - value(m)| / |value(0) - value(m)| > threshold.
/// A threshold of 0 takes every turn of the curve, down to rounding-level ripples (d = 512,
/// n = 10000 turns at D = 44 by 0.005 % of its fall: not a neighbour anyone would mistake).
/// Searched over integer offsets 1 .. min(L - 2, maxSearch).
struct FalseNeighbour {
    bool found = false;
    long offset = 0;           ///< D
    double value = 0.0;        ///< the metric at D
    long nearer = 0;           ///< the least alike offset before D
    double nearerValue = 0.0;  ///< the metric there
    double relativeRise = 0.0; ///< (see above), > threshold when found
    double threshold = 0.0;
    long searched = 0; ///< offsets examined
};

/// The default threshold: 5 % of the fall from D = 0 (d = 4, n = 100 rises by 89 %; the
/// 64-dimensional curve of 1000 positions by 9 % at D = 25).
inline constexpr double kFalseNeighbourThreshold = 0.05;

/// The false-neighbour rule applied to the values of a curve, fed one offset at a time from
/// D = 0 (shared by the closed form and loaded tables).
class FalseNeighbourSearch {
public:
    FalseNeighbourSearch(Metric metric, double threshold);
    /// Adds the metric at the next offset; true once the false neighbour is found (it is then
    /// at the offset before this one, in result()).
    bool add(double value);
    const FalseNeighbour& result() const { return m_result; }

private:
    bool m_similarity;
    FalseNeighbour m_result;
    long m_count = 0;
    double m_first = 0, m_extreme = 0; ///< likeness at D = 0 and its running minimum
    long m_extremeAt = 0;
    double m_previous = 0, m_current = 0, m_currentValue = 0, m_extremeValue = 0;
};

/// Offsets searched at most for a false neighbour.
constexpr long kFalseNeighbourMaxSearch = 65536;

FalseNeighbour firstFalseNeighbour(const EncodingParams& params, Metric metric,
                                   double threshold = kFalseNeighbourThreshold,
                                   long maxSearch = kFalseNeighbourMaxSearch);

/// |PE(t) - PE(t + 1)| at t = 0, 10, 100, 500, L - 2 (those with t + 1 < L), article 003.
struct ConsecutiveDistance {
    long position = 0;
    double distance = 0.0;
};
std::vector<ConsecutiveDistance> consecutiveDistances(const EncodingParams& params);

/// The general path for arbitrary embeddings (rows = positions), by matrix product: the Gram
/// matrix E E^T, normalised for the cosine, |a|^2 + |b|^2 - 2 a.b (clamped at 0) for the
/// distance. O(L^2 d): meant for embeddings loaded from files, not for the sinusoidal PE.
Eigen::MatrixXd similarityMatrix(const Eigen::MatrixXd& embeddings, Metric metric);

} // namespace pe::core

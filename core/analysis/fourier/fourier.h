#pragma once
/// @file fourier.h
/// Fourier reconstruction and extrapolation of position embeddings past a training window.
///
/// Each column x_t of the embeddings is transformed over the training window t in [0, L_max)
/// (FFTW r2c, N = L_max, bins b = 0 .. N/2). Eq. (3) rebuilds a position from the K dominant
/// coefficients of its column, in one of two variants (FourierSum):
///  - printed: p_i = (2/N) sum_{b kept} Re[X_b e^{2 pi i b i / N}], the K largest bins b >= 1
///    (no DC term, every kept bin weighted 2/N, the Nyquist bin too);
///  - full: p_i = (1/N) sum_{b kept} c_b Re[X_b e^{2 pi i b i / N}], the K largest bins of all,
///    c_b = 1 for b = 0 and (N even) b = N/2, 2 otherwise: the DC and Nyquist bins appear once
///    in the full spectrum, so that keeping every bin rebuilds the window exactly.
/// Every term has period N in i: past the window the reconstruction repeats the window,
/// whatever the true embedding does. A pair whose wavelength 2 pi / w_k exceeds N completes
/// less than one cycle inside the window; the DFT sees a periodic saw-tooth instead and
/// spreads it over many bins.
///
/// Eq. (2), the sinusoidal extrapolation, predicts a * PE(i, j) (SigmaScale):
///  - printed: a = sigma, the std of the embeddings over the window;
///  - matched: a = sigma / sigma_PE, with sigma_PE the std of PE over the same entries, so that
///    a pure PE source is reproduced exactly (the std of PE itself is not 1).

#include "core/encodings/embeddingsource.h"
#include "core/sampling/sampling.h"

#include <Eigen/Core>
#include <complex>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pe::core {

/// The two readings of eq. (3) (see the file comment).
enum class FourierSum {
    Printed, ///< the K largest bins b >= 1, each weighted 2/N
    Full     ///< the K largest bins of all, DC and Nyquist weighted 1/N
};
std::string fourierSumName(FourierSum sum);
std::optional<FourierSum> parseFourierSum(std::string_view name);

/// The two amplitudes of eq. (2) (see the file comment).
enum class SigmaScale {
    Printed, ///< sigma * PE
    Matched  ///< sigma / sigma_PE * PE
};
std::string sigmaScaleName(SigmaScale scale);
std::optional<SigmaScale> parseSigmaScale(std::string_view name);

/// Amplitude spectrum in decibels: 20 log10(c_b |X_b| / N) (0 dB = a unit-amplitude sinusoid
/// at a bin frequency), floored at floorDb.
Eigen::VectorXd amplitudeDb(const Eigen::VectorXcd& bins, long n, double floorDb = -200.0);

/// c_b: 1 for the DC bin and for the Nyquist bin of an even n, 2 otherwise (a bin's share of
/// the signal's energy, and its weight in the full sum).
double binWeight(long b, long n);
/// The weight of bin b in eq. (3) times N: binWeight for the full sum; 0 for the DC bin and 2
/// for every other bin in the printed sum.
double sumWeight(long b, long n, FourierSum sum);

/// Bins of the K largest |X_b|, largest first (ties: the lower bin first). K is clamped to
/// 0 .. bins.size(). For the printed sum the DC bin ranks last (it is never a dominant
/// coefficient; kept only when K takes every bin, with weight 0).
std::vector<int> dominantBins(const Eigen::VectorXcd& bins, int keep, FourierSum sum = FourierSum::Full);

/// All bins, ranked so that for every c of `cuts` the first c are the c largest |X_b| (ties:
/// the lower bin first; the DC bin last for the printed sum), the bins between two cuts in no
/// particular order. Successive selections from the largest cut down: O(bins x 3.5) instead
/// of a sort.
std::vector<int> partitionedBins(const Eigen::VectorXcd& bins, const std::vector<int>& cuts,
                                 FourierSum sum = FourierSum::Full);

/// Eq. (3) evaluated directly at position i (any real i, also past the window).
double reconstructAt(const Eigen::VectorXcd& bins, long n, const std::vector<int>& kept, double position,
                     FourierSum sum = FourierSum::Full);

/// Eq. (3) at positions 0 .. n-1 by one inverse FFT of the kept bins (one period).
Eigen::VectorXd reconstructPeriod(const Eigen::VectorXcd& bins, long n, const std::vector<int>& kept,
                                  FourierSum sum = FourierSum::Full);

/// The period repeated over positions 0 .. length-1.
Eigen::VectorXd tile(const Eigen::VectorXd& period, long length);

/// The first pair k whose wavelength 2 pi n^(2k/d) exceeds the window; pairs k >= it complete
/// less than one cycle inside [0, window). pairCount(d) when every pair completes a cycle.
int firstPairSlowerThan(const EncodingParams& params, long window);

/// Keep counts for the error curve: every K up to 16, then two per octave, and the
/// maximum N/2 + 1 (all bins).
std::vector<int> keepGrid(long window);

/// Samples (columns x L) a view computes per frame; past it the view works on a subset of
/// the columns and says so. 2^18: a full analysis (source, two FFTs, error curve per column)
/// of the learned-like source takes about 8 ms on two cores, which leaves room for drawing
/// within the 16 ms frame of L = 8192 (32 columns). Measured with pe-bench.
constexpr long kFourierSampleBudget = 1L << 18;
/// Fewest columns a frame analyses while they fit kFourierSampleCeiling: fewer row bands
/// would no longer show how the spectrum moves with the dimension.
constexpr int kFourierMinColumns = 8;
/// Most samples a frame analyses to reach kFourierMinColumns: 8 columns up to L = 2^19 (at
/// L = 131072, the extreme preset, 2^20 samples, where the frame target is 33 ms), 4 at
/// L = 2^20. With a single column there (the fastest, column 0, whose block means over a
/// thousand positions are all about 0) the original and reconstruction heatmaps were blank.
constexpr long kFourierSampleCeiling = 1L << 22;
/// How many columns a frame analyses for L positions: what fits kFourierSampleBudget, at
/// least kFourierMinColumns while they fit kFourierSampleCeiling, at least 1, at most d.
int columnBudget(long length, int dim);
/// `count` columns spread evenly over 0 .. dim-1: one per block of dim/count columns,
/// alternately the first and the second of its block so that sines and cosines both appear.
std::vector<int> spreadColumns(int dim, int count);

struct FourierColumn {
    int column = 0;
    Eigen::VectorXd truth;    ///< the source at positions 0 .. L-1
    Eigen::VectorXd encoding; ///< PE at positions 0 .. L-1 (for eq. 2); empty when it is truth
    /// PE at positions 0 .. L-1: encoding, or truth for the sinusoidal source (not copied).
    const Eigen::VectorXd& pe() const { return encoding.size() > 0 ? encoding : truth; }
    Eigen::VectorXcd bins; ///< r2c of truth over [0, N)
    /// The bins ranked by magnitude at the basis' orderCuts: for every cut c the first c
    /// entries are the c largest |X_b| (ties: the lower bin), unordered between cuts (a full
    /// sort was most of a long window's analysis). topBins() gives the K largest for any K.
    std::vector<int> order;
    /// Error-curve data (analyseColumns with computeCurve, empty otherwise): the r2c over
    /// [0, N) of the positions past the window folded onto it, G_u = sum_{i >= N, i = u mod N}
    /// x_i, and the energy sum_{i >= N} x_i^2 of those positions.
    Eigen::VectorXcd folded;
    double outsideEnergy = 0.0;
};

struct ErrorPoint {
    int keep = 0;
    double rmseInside = 0.0;  ///< over positions [0, N) of the analysed columns
    double rmseOutside = 0.0; ///< over [N, L); NaN when L == N
};

/// Everything that does not depend on K: computed once per source, parameters, window and
/// column set, then reused while K moves.
struct FourierBasis {
    EncodingParams params;
    SourceParams source;
    FourierSum sum = FourierSum::Full; ///< the ranking of the bins and the error curve follow it
    long window = 0;
    std::vector<FourierColumn> columns;
    std::vector<ErrorPoint> errorCurve; ///< at keepGrid(window), or the keeps asked for
    std::vector<int> orderCuts;         ///< ascending: keepGrid(window) and the keeps asked for
    double sigmaSource = 0.0;           ///< std of the source over the window (analysed columns)
    double sigmaEncoding = 0.0;         ///< std of PE over the same entries
    /// Sums over the analysed columns inside [0, N) ([0]) and past it ([1]) of PE^2, PE x and
    /// x^2 (x the source): the error of a * PE for any a (sigmaError) without another pass.
    double sumEE[2] = {0.0, 0.0}, sumET[2] = {0.0, 0.0}, sumTT[2] = {0.0, 0.0};
    bool complete = true; ///< false when the progress callback stopped the analysis
    int maxKeep() const { return static_cast<int>(window / 2 + 1); }
};

/// Throws ParameterError ("train-length") unless 1 <= window <= L.
void validateWindow(const EncodingParams& params, long window);

/// Called between steps of a long analysis with the fraction done (0 to 1); returning false
/// stops it (the result is then incomplete and meant to be dropped).
using Progress = std::function<bool(double fraction)>;

/// Analyses the given columns of `source` (positions 0 .. L-1, window [0, window)).
/// With computeCurve, errorCurve holds the errors of the `sum` reading of eq. (3) at `keeps`
/// (keepGrid(window) when empty). `progress`, when set, is called after each column and each
/// error point.
FourierBasis analyseColumns(const EmbeddingSource& source, const EncodingParams& params,
                            const SourceParams& sourceParams, long window, const std::vector<int>& columns,
                            bool computeCurve, const std::vector<int>& keeps = {}, const Progress& progress = {},
                            FourierSum sum = FourierSum::Full);

/// The basis ranked for another reading of eq. (3): the spectra are reused, the ranking and
/// the error curve (at the same keeps) recomputed. The same as analyseColumns with `sum`.
FourierBasis resummed(const FourierBasis& basis, FourierSum sum, const Progress& progress = {});

/// The factor a of eq. (2), a * PE: sigma (printed) or sigma / sigma_PE (matched; 0 when
/// sigma_PE is 0).
double sigmaFactor(const FourierBasis& basis, SigmaScale scale);
/// Eq. (2): the RMSE of sigmaFactor * PE against the source, inside and past the window
/// (keep = 0; rmseOutside NaN when L == N).
ErrorPoint sigmaError(const FourierBasis& basis, SigmaScale scale);

/// The column's order with one more cut at `keep` (a selection inside the segment holding it).
std::vector<int> orderWithCut(const FourierBasis& basis, const FourierColumn& column, int keep);
/// The K dominant bins of a column of the basis (the same set as dominantBins).
std::vector<int> topBins(const FourierBasis& basis, const FourierColumn& column, int keep);

/// Reconstruction error over the basis' columns when each keeps its K dominant bins.
/// Without an inverse FFT per K when the columns hold their error-curve data (see
/// columnSquaredErrors), by brute force otherwise.
ErrorPoint reconstructionError(const FourierBasis& basis, int keep);

/// Squared errors of one column's eq. (3) reconstruction at every keep of `keeps` (ascending,
/// 1 .. N/2 + 1, each a cut of `order`, the column's bins ranked as in FourierColumn::order),
/// added to inside[i] (positions [0, N)) and outside[i] ([N, L)), from the spectrum alone
/// (column.folded must be set). With r_K the reconstruction, X its bins in
/// order of magnitude, e_j = c_b |X_b|^2 / N and L - N = q N + s (0 <= s < N):
///   inside(K)  = sum_{j >= K} e_j                                  (Parseval),
///   outside(K) = E_out + sum_{j < K} (q e_j - 2 c_b Re(X_b conj(G_b)) / N) + sum_{u < s} r_K(u)^2,
/// the last sum taken incrementally on the shorter of [0, s) and [s, N) (its complement being
/// sum_{j < K} e_j - sum_{u >= s} r_K(u)^2), or by one inverse FFT per keep when cheaper.
/// `roots`, when given, holds e^{2 pi i m / window} for m = 0 .. window-1 as unitRoots() makes
/// them (the same values as the direct evaluation, shared by the columns of one analysis).
/// With the printed sum a kept bin is weighted s_b = sumWeight / c_b times its share of the
/// signal: inside adds (1 - s_b)^2 e_j per kept bin, the outside terms scale by s_b.
void columnSquaredErrors(const FourierColumn& column, const std::vector<int>& order, long window, long length,
                         const std::vector<int>& keeps, double* inside, double* outside,
                         const std::vector<std::complex<double>>* roots = nullptr, FourierSum sum = FourierSum::Full);
/// e^{2 pi i m / n}, m = 0 .. n-1, for columnSquaredErrors.
std::vector<std::complex<double>> unitRoots(long n);

/// One period (positions 0 .. N-1) of the reconstruction of every column of the basis.
std::vector<Eigen::VectorXd> reconstructPeriods(const FourierBasis& basis, int keep);

/// One period of the eq. (3) reconstruction of each column, from the window alone
/// (memory O(window x columns); the CSV export of all d columns).
std::vector<Eigen::VectorXd> reconstructColumns(const EmbeddingSource& source, long window, int keep,
                                                const std::vector<int>& columns, FourierSum sum = FourierSum::Full);

/// Drawing helpers, cost O(values) or O(period + cells):
/// the maximum of each block of values (spectra: a peak must not vanish in a wide cell);
std::vector<double> blockMax(const Eigen::VectorXd& values, const BlockAxis& axis);
/// the mean of each block;
std::vector<double> blockMeans(const Eigen::VectorXd& values, const BlockAxis& axis);
/// the mean of each block of the periodic sequence period[i mod N];
std::vector<double> periodicBlockMeans(const Eigen::VectorXd& period, const BlockAxis& axis);
/// the dB amplitude (amplitudeDb) of the largest bin of each block, with one logarithm per
/// block instead of per bin (the same values: the decibel scale is monotone);
std::vector<double> blockMaxDb(const Eigen::VectorXcd& bins, long n, const BlockAxis& axis, double floorDb = -200.0);
/// the block means of the eq. (3) reconstruction from `kept` over axis positions (any range,
/// past the window too), equal to periodicBlockMeans(reconstructPeriod(...)): each kept bin
/// adds its closed-form block mean (1/m) e^{i theta (a + (m-1)/2)} sin(theta m / 2) / sin(theta / 2),
/// theta = 2 pi b / n, costing kept x cells sines instead of an inverse FFT of the whole period
/// (the cheaper of the two is used);
std::vector<double> reconstructionBlockMeans(const Eigen::VectorXcd& bins, long n, const std::vector<int>& kept,
                                             const BlockAxis& axis, FourierSum sum = FourierSum::Full);
/// reconstructionBlockMeans of every column of the basis keeping its K dominant bins;
std::vector<std::vector<double>> reconstructionBlockMeans(const FourierBasis& basis, int keep, const BlockAxis& axis);
/// min and max of each block, as (x, y) points drawn as one line: the envelope of a curve
/// with more points than pixels. x is the block's first index and last index.
struct Envelope {
    std::vector<double> x;
    std::vector<double> y;
};
Envelope envelope(const Eigen::VectorXd& values, const BlockAxis& axis);

} // namespace pe::core

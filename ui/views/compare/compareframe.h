#pragma once

#include "core/encodings/encoding.h"
#include "core/formula/params.h"
#include "core/models/modelspec.h"
#include "ui/framework/typedview.h"

#include <Eigen/Core>
#include <QString>
#include <QStringList>
#include <array>
#include <memory>
#include <vector>

namespace pe::ui {

/// --models A,B,...: each model's positional term against the offset Delta, with the model's own
/// settings (its head dimension, base and scaling for RoPE, its heads for ALiBi, its buckets for
/// T5, its own table when learned).
struct ModelTerm {
    QString name;    ///< as listed in --models
    QString legend;  ///< what the curve is, for the legend
    QString problem; ///< why it is not drawn (a learned model without its table, a short table)
    core::models::PositionScheme scheme = core::models::PositionScheme::Sinusoidal;
    Eigen::VectorXd angles;      ///< RoPE: theta'_i of the model's params at sequence length L; sinusoidal: w_k
    int headDim = 0;             ///< RoPE: the head dimension (components past the rotary ones pass through)
    double slope = 0.0;          ///< ALiBi: the mean of the model's slopes
    core::T5Params t5;           ///< T5
    std::vector<double> learned; ///< learned: mean over t of p_t . p_t+Delta, Delta < L
};

/// The names of a --models list (trimmed, in order), or a message (to follow "--models: ") for an
/// empty entry, a repeated name or more than kMaxCompareModels.
QString parseModelList(const QString& text, QStringList* names);
constexpr int kMaxCompareModels = 8;

/// Opens every model of @p names (ui::models::open) and prepares its term for offsets < L.
/// `reuse`: terms of an earlier list, kept when the name and L are unchanged (a learned mean costs
/// an FFT per column).
std::vector<ModelTerm> prepareModelTerms(const QStringList& names, const core::EncodingParams& params,
                                         const std::vector<ModelTerm>* reuse = nullptr, long reuseLength = 0);

/// The term of a prepared model at offset Delta (requires problem empty).
double modelTermAt(const ModelTerm& term, long offset);

/// The term at offsets first + j step, j < count (RoPE and sinusoidal by the rotation recurrence).
std::vector<double> modelTermProgression(const ModelTerm& term, long first, long step, long count);

} // namespace pe::ui

namespace pe::ui {

/// The schemes the comparison draws, in the order of the CSV's columns and the legend.
/// Fraction, Index and Binary are the naive encodings of the first article (core/encodings/naive.h).
enum class Scheme { Sinusoidal, Learned, Fraction, Index, Binary, Rope, Alibi, T5 };
constexpr int kSchemeCount = 8;
constexpr std::array<Scheme, kSchemeCount> kAllSchemes{Scheme::Sinusoidal, Scheme::Learned, Scheme::Fraction,
                                                       Scheme::Index,      Scheme::Binary,  Scheme::Rope,
                                                       Scheme::Alibi,      Scheme::T5};

/// The fixed settings of the relative schemes: ALiBi's first head of 8 (slope 1/2), T5's
/// bidirectional buckets of the paper (32 buckets, max distance 128).
constexpr int kCompareAlibiHeads = 8;
constexpr int kCompareT5Buckets = 32;
constexpr long kCompareT5MaxDistance = 128;

/// The name of a scheme in --schemes and in the CSV header ("sinusoidal", "learned", "fraction", "index",
/// "binary", "rope", "alibi", "t5").
QString schemeName(Scheme scheme);

/// Parses a --schemes list ("sinusoidal, rope,alibi"): the schemes in canonical order in *out,
/// or a message (to follow "--schemes: ") for an empty list, an unknown or a repeated name.
QString parseSchemes(const QString& text, std::vector<Scheme>* out);

/// The comparison view's own setting.
struct CompareSettings {
    QString schemes = QStringLiteral("sinusoidal,rope,alibi,t5");
    /// --models A,B,...: when set, one curve per model (with its own settings) instead of the schemes.
    QString models;
};

/// The pixels the chart has along the offset axis.
struct CompareViewport {
    int pixels = 800;
    bool operator==(const CompareViewport& o) const { return pixels == o.pixels; }
};

/// The raw term between two positions Delta apart, for every scheme, from core's functions in
/// double precision. Built once per inputs (the learned means cost one FFT per column).
class CompareTerms {
public:
    /// `schemes`: only these are prepared (the learned means are computed only when asked for).
    CompareTerms(const core::EncodingParams& params, std::shared_ptr<const core::AbsoluteEncoding> encoding,
                 const std::vector<Scheme>& schemes, const CompareTerms* reuse = nullptr);

    /// Why `scheme` cannot be drawn with these inputs (a message naming the option), or empty.
    QString problem(Scheme scheme) const;
    /// The term at offset Delta, 0 <= Delta < L (see the legend of each scheme). Requires problem() empty.
    double at(Scheme scheme, long offset) const;

    /// PE(t) . PE(t + Delta) without the lone sine of an odd d: sum_{k < d/2} cos(w_k Delta).
    static double sinusoidal(const core::EncodingParams& params, long offset);
    /// The term of `scheme` at the offsets first + j step, j < count (sinusoidal and RoPE by the
    /// rotation recurrence of core::progressionCosineSums, about 1e-14 per cosine; the others
    /// by at()). Requires problem() empty.
    std::vector<double> progression(Scheme scheme, long first, long step, long count) const;
    /// Whether RoPE's angles are the sinusoidal frequencies (base^(-2i/d) both, equal up to the
    /// rounding of their two computations, a few ulps), so that RoPE's term is twice the
    /// sinusoidal one at every offset: the frame then doubles the sinusoidal sums (exactly).
    bool ropeIsTwiceSinusoidal() const;

    /// The slope of ALiBi's head 1 of 8.
    double alibiSlope() const { return m_slope; }
    const std::shared_ptr<const core::AbsoluteEncoding>& encoding() const { return m_encoding; }

private:
    core::EncodingParams m_params;
    std::shared_ptr<const core::AbsoluteEncoding> m_encoding;
    QString m_learnedProblem;
    QString m_ropeProblem;
    Eigen::VectorXd m_ropeAngles;
    Eigen::VectorXd m_omegas; ///< w_k, k < floor(d/2): the sinusoidal pairs
    double m_slope = 0.5;
    /// mean over t < L - Delta of p_t . p_{t+Delta}, Delta = 0 .. L-1 (learned tables only).
    std::shared_ptr<const std::vector<double>> m_learned;
    /// The same means for the naive encodings (fraction, index, binary), when asked for.
    std::array<std::shared_ptr<const std::vector<double>>, 3> m_naive;
};

/// mean over t = 0 .. L-1-Delta of p_t . p_{t+Delta} for Delta = 0 .. L-1: summed directly while
/// L^2 d / 2 <= kDirectLaggedProducts, otherwise by one zero-padded FFT autocorrelation per
/// column, O(d L log L) (rounding of the order of 1e-16 times the largest term). Requires L <= maxLength().
constexpr double kDirectLaggedProducts = 1.0e9;
std::vector<double> meanLaggedDots(const core::AbsoluteEncoding& table, long length,
                                   double directLimit = kDirectLaggedProducts);

/// One curve of the chart: the raw terms at the frame's offsets and their largest magnitude.
struct CompareCurve {
    Scheme scheme = Scheme::Sinusoidal;
    int model = -1;        ///< with --models: the index in CompareFrame::models
    QString problem;       ///< why it is not drawn (the values are then empty)
    std::vector<double> y; ///< raw terms at CompareFrame::offsets
    double maxAbs = 0.0;   ///< largest |term| over the shown offsets (the normaliser)
};

struct CompareFrame : RequestFrame<CompareSettings, CompareViewport> {
    QString problem;                  ///< a bad --schemes list (nothing is drawn)
    std::vector<double> offsets;      ///< Delta values shown: all of 0 .. L-1, or every step-th and L-1
    bool everyOffset = true;          ///< offsets holds every Delta
    long step = 1;                    ///< offsets between two shown ones (but the last)
    std::vector<CompareCurve> curves; ///< the asked-for schemes, canonical order
    std::shared_ptr<const CompareTerms> terms;
    /// With --models: each model's prepared term (the curves follow its order).
    std::shared_ptr<const std::vector<ModelTerm>> models;

    const CompareCurve* curve(Scheme scheme) const;
};

/// Most offsets the chart evaluates per pixel column of the chart before it samples them.
constexpr int kCompareOffsetsPerPixel = 4;
/// Fewest offsets evaluated before sampling, whatever the pixels (a figure before its first layout).
constexpr int kCompareMinOffsets = 4096;
/// Most cosine terms a frame evaluates (sinusoidal and RoPE terms cost d/2 each per offset; a
/// term of the recurrence costs a few multiplications, about a nanosecond).
constexpr double kCompareTermBudget = 4.0 * 1024 * 1024;
/// Fewest offsets drawn however large d is.
constexpr long kCompareMinSampled = 256;

/// Pure: the terms of the asked-for schemes over the offsets the chart can show.
std::shared_ptr<const CompareFrame>
computeCompare(const ComputeRequest<CompareSettings, CompareViewport, CompareFrame>& request);

} // namespace pe::ui

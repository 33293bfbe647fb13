#pragma once

#include "core/models/modelspec.h"
#include "core/params.h"

#include <Eigen/Core>
#include <QString>
#include <QStringList>

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

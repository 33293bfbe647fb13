#pragma once
/// @file encodings/sinusoidal.h
/// The sinusoidal encoding of Vaswani et al. (2017) as an AbsoluteEncoding:
/// PE(t, 2k) = sin(t w_k), PE(t, 2k+1) = cos(t w_k), w_k = n^(-2k/d) (or all sines then all
/// cosines in the concatenated layout).

#include "core/encodings/encoding.h"
#include "core/formula/params.h"

namespace pe::core {

class SinusoidalEncoding : public AbsoluteEncoding {
public:
    explicit SinusoidalEncoding(const EncodingParams& params);

    std::string id() const override { return "sinusoidal"; }
    std::string describe() const override;
    int dim() const override { return m_params.dim; }
    long maxLength() const override { return Limits::maxLength; }
    double value(long t, int j) const override;
    Eigen::VectorXd column(int j, long first, long count) const override;
    const EncodingParams* sinusoidal() const override { return &m_params; }

private:
    EncodingParams m_params;
};

} // namespace pe::core

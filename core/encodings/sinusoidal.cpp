#include "core/encodings/sinusoidal.h"

#include "core/encodings/embeddingsource.h"
#include "core/formula/formula.h"

namespace pe::core {

SinusoidalEncoding::SinusoidalEncoding(const EncodingParams& params)
    : m_params(params)
{
    validate(m_params);
}

std::string SinusoidalEncoding::describe() const
{
    return "sinusoidal, d = " + std::to_string(m_params.dim) + ", n = " + formatNumber(m_params.base);
}

double SinusoidalEncoding::value(long t, int j) const
{
    return core::value(m_params, static_cast<double>(t), j);
}

Eigen::VectorXd SinusoidalEncoding::column(int j, long first, long count) const
{
    if (first == 0)
        return encodingColumn(m_params, j, count);
    return AbsoluteEncoding::column(j, first, count);
}

} // namespace pe::core

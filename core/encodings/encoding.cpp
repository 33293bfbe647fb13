#include "core/encodings/encoding.h"

namespace pe::core {

Eigen::VectorXd AbsoluteEncoding::column(int j, long first, long count) const
{
    Eigen::VectorXd v(count);
    for (long i = 0; i < count; ++i)
        v[i] = value(first + i, j);
    return v;
}

Eigen::MatrixXd AbsoluteEncoding::rows(long first, long count) const
{
    Eigen::MatrixXd m(count, dim());
    for (int j = 0; j < dim(); ++j)
        m.col(j) = column(j, first, count);
    return m;
}

} // namespace pe::core

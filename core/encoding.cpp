#include "encoding.h"

#include <cmath>

namespace pe::core {

double omega(const EncodingParams& p, int pair)
{
    return std::pow(p.base, -2.0 * pair / p.dim);
}

double wavelength(const EncodingParams& p, int pair)
{
    return kTwoPi * std::pow(p.base, 2.0 * pair / p.dim);
}

double reducedAngle(double w, double t)
{
    const double a = w * t;
    return a - kTwoPi * std::nearbyint(a / kTwoPi);
}

Column columnAt(const EncodingParams& p, int column)
{
    if (p.layout == Layout::Interleaved)
        return {column / 2, column % 2 == 0};
    const int sines = pairCount(p.dim);
    if (column < sines)
        return {column, true};
    return {column - sines, false};
}

int columnIndex(const EncodingParams& p, int pair, bool sine)
{
    if (p.layout == Layout::Interleaved)
        return 2 * pair + (sine ? 0 : 1);
    return sine ? pair : pairCount(p.dim) + pair;
}

ColumnSpec columnSpec(const EncodingParams& p)
{
    ColumnSpec spec;
    spec.omegas.resize(p.dim);
    spec.sines.resize(p.dim);
    for (int j = 0; j < p.dim; ++j) {
        const Column c = columnAt(p, j);
        spec.omegas[j] = omega(p, c.pair);
        spec.sines[j] = c.sine;
    }
    return spec;
}

double value(const EncodingParams& p, double t, int column)
{
    const Column c = columnAt(p, column);
    const double a = reducedAngle(omega(p, c.pair), t);
    return c.sine ? std::sin(a) : std::cos(a);
}

Eigen::VectorXd row(const EncodingParams& p, long t)
{
    const ColumnSpec spec = columnSpec(p);
    Eigen::VectorXd r(p.dim);
    for (int j = 0; j < p.dim; ++j) {
        const double a = reducedAngle(spec.omegas[j], static_cast<double>(t));
        r[j] = spec.sines[j] ? std::sin(a) : std::cos(a);
    }
    return r;
}

Eigen::MatrixXd matrix(const EncodingParams& p, long first, long count)
{
    const ColumnSpec spec = columnSpec(p);
    Eigen::MatrixXd m(count, p.dim);
    for (int j = 0; j < p.dim; ++j) {
        for (long i = 0; i < count; ++i) {
            const double a = reducedAngle(spec.omegas[j], static_cast<double>(first + i));
            m(i, j) = spec.sines[j] ? std::sin(a) : std::cos(a);
        }
    }
    return m;
}

CellInfo cellInfo(const EncodingParams& p, long position, int column)
{
    CellInfo info;
    const Column c = columnAt(p, column);
    info.position = position;
    info.column = column;
    info.pair = c.pair;
    info.sine = c.sine;
    info.omega = omega(p, c.pair);
    info.wavelength = wavelength(p, c.pair);
    info.angle = info.omega * static_cast<double>(position);
    info.value = value(p, static_cast<double>(position), column);
    return info;
}

} // namespace pe::core

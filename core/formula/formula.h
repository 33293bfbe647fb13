#pragma once
/// @file encoding.h
/// The sinusoidal positional encoding, value by value (article 003, "Exemple détaillé"):
/// w_k = n^(-2k/d), wavelength 2*pi*n^(2k/d), PE(t, 2k) = sin(w_k t), PE(t, 2k+1) = cos(w_k t).

#include "core/formula/ddouble.h"
#include "core/formula/params.h"

#include <Eigen/Core>
#include <vector>

namespace pe::core {

constexpr double kTwoPi = 6.283185307179586476925286766559;

/// Number of frequency pairs: ceil(d / 2) (an odd d has a last pair with only its sine).
inline int pairCount(int dim)
{
    return (dim + 1) / 2;
}

/// w_k = n^(-2k/d) by std::pow, as before: within a few ulps of the real number (2k/d is
/// rounded first), and bit for bit what other modules (ladder) compute. Far positions need
/// omegaExact: |w_k t| * 1e-15 of error otherwise.
double omega(const EncodingParams& params, int pair);

/// w_k = n^(-2k/d) in double-double, relative error below 1e-30 for the real number w_k of the
/// double n. The first call for a (d, n) computes every pair (about 0.1 ms at d = 8192); each
/// thread keeps the last four (d, n), so repeated calls cost a lookup.
DDouble omegaExact(const EncodingParams& params, int pair);

/// 2*pi / w_k = 2*pi*n^(2k/d), in positions.
double wavelength(const EncodingParams& params, int pair);

/// The real product omega * t (of the two doubles, not its rounding) reduced modulo 2*pi to
/// about [-pi, pi], rounded to double: absolute error about 2e-16 for |omega * t| up to 2^40.
/// Exact for the omega it is given; an omega already rounded to double carries its own error
/// |omega * t| * 1e-16, which the double-double overload below avoids.
double reducedAngle(double omega, double t);

/// omega * t reduced modulo 2*pi to about [-pi, pi] from a double-double omega: absolute error
/// about 2e-16 (the final rounding) for |omega * t| up to 2^40.
double reducedAngle(const DDouble& omega, double t);

/// What a column of the matrix holds.
struct Column {
    int pair = 0;     ///< k
    bool sine = true; ///< sin(w_k t) when true, cos(w_k t) otherwise
};

/// Column j of the matrix under the params' layout. Requires 0 <= j < d.
Column columnAt(const EncodingParams& params, int column);

/// Inverse of columnAt: the column index holding the sine or cosine of a pair.
int columnIndex(const EncodingParams& params, int pair, bool sine);

/// The frequency and function of every column, in layout order.
struct ColumnSpec {
    std::vector<double> omegas;
    std::vector<bool> sines;
    /// w_k of every column in double-double (omegaExact), omegas[j] being omega() within a few
    /// ulps. Filled by columnSpec(); empty in a hand-made spec. columnOmega() ignores an entry
    /// that no longer matches omegas[j], so a caller that edits omegas gets its own value.
    std::vector<DDouble> exactOmegas;
    int size() const { return static_cast<int>(omegas.size()); }
};
ColumnSpec columnSpec(const EncodingParams& params);

/// Column j's frequency in double-double: exactOmegas[j] when it still matches omegas[j] (to
/// 1e-13 relative, far more than std::pow's few ulps), otherwise omegas[j] taken as exact.
inline DDouble columnOmega(const ColumnSpec& spec, int column)
{
    if (static_cast<std::size_t>(column) < spec.exactOmegas.size() &&
        spec.exactOmegas[column].hi == spec.omegas[column])
        return spec.exactOmegas[column];
    return {spec.omegas[column], 0.0};
}

/// PE(t, column) within 1e-12 (in practice a few 1e-16) of sin or cos of the real w_k * t,
/// for |t| up to 1e7 and beyond (the error grows as |w_k t| * 1e-29).
double value(const EncodingParams& params, double t, int column);

/// Row PE(t, .) in double, length d, with value()'s accuracy.
Eigen::VectorXd row(const EncodingParams& params, long t);

/// Rows first .. first+count-1 as a count x d matrix (double, value()'s accuracy). Use only for
/// sizes the caller can hold; views use the sampling functions instead.
Eigen::MatrixXd matrix(const EncodingParams& params, long first, long count);

/// The whole L x d matrix.
inline Eigen::MatrixXd matrix(const EncodingParams& params)
{
    return matrix(params, 0, params.length);
}

/// Everything the hover read-out shows about one cell.
struct CellInfo {
    long position = 0;
    int column = 0;
    int pair = 0;
    bool sine = true;
    double omega = 0;
    double wavelength = 0;
    double angle = 0; ///< w_k t, not reduced
    double value = 0;
};
CellInfo cellInfo(const EncodingParams& params, long position, int column);

} // namespace pe::core

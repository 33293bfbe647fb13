#pragma once
/// @file encoding.h
/// The sinusoidal positional encoding, value by value (article 003, "Exemple détaillé"):
/// w_k = n^(-2k/d), wavelength 2*pi*n^(2k/d), PE(t, 2k) = sin(w_k t), PE(t, 2k+1) = cos(w_k t).

#include "params.h"

#include <Eigen/Core>
#include <vector>

namespace pe::core {

constexpr double kTwoPi = 6.283185307179586476925286766559;

/// Number of frequency pairs: ceil(d / 2) (an odd d has a last pair with only its sine).
inline int pairCount(int dim) { return (dim + 1) / 2; }

/// w_k = n^(-2k/d).
double omega(const EncodingParams& params, int pair);

/// 2*pi / w_k = 2*pi*n^(2k/d), in positions.
double wavelength(const EncodingParams& params, int pair);

/// Angle omega * t reduced to [-pi, pi) in double, so that sin/cos stay exact for large t.
double reducedAngle(double omega, double t);

/// What a column of the matrix holds.
struct Column {
    int pair = 0;       ///< k
    bool sine = true;   ///< sin(w_k t) when true, cos(w_k t) otherwise
};

/// Column j of the matrix under the params' layout. Requires 0 <= j < d.
Column columnAt(const EncodingParams& params, int column);

/// Inverse of columnAt: the column index holding the sine or cosine of a pair.
int columnIndex(const EncodingParams& params, int pair, bool sine);

/// The frequency and function of every column, in layout order.
struct ColumnSpec {
    std::vector<double> omegas;
    std::vector<bool> sines;
    int size() const { return static_cast<int>(omegas.size()); }
};
ColumnSpec columnSpec(const EncodingParams& params);

/// PE(t, column), computed in double.
double value(const EncodingParams& params, double t, int column);

/// Row PE(t, .) in double, length d.
Eigen::VectorXd row(const EncodingParams& params, long t);

/// Rows first .. first+count-1 as a count x d matrix (double). Use only for sizes the caller
/// can hold; views use the sampling functions instead.
Eigen::MatrixXd matrix(const EncodingParams& params, long first, long count);

/// The whole L x d matrix.
inline Eigen::MatrixXd matrix(const EncodingParams& params) { return matrix(params, 0, params.length); }

/// Everything the hover read-out shows about one cell.
struct CellInfo {
    long position = 0;
    int column = 0;
    int pair = 0;
    bool sine = true;
    double omega = 0;
    double wavelength = 0;
    double angle = 0;   ///< w_k t, not reduced
    double value = 0;
};
CellInfo cellInfo(const EncodingParams& params, long position, int column);

} // namespace pe::core

#pragma once
/// @file io/embeddingmatrix.h
/// A loaded position-embedding matrix: rows = positions, columns = dimensions, stored row-major
/// as float or double. Either it points into a memory-mapped file (little-endian f4/f8 in C
/// order, aligned: zero copy) or it owns a buffer converted once from the file's dtype/order.
/// Copies are cheap and share the storage; the mapping lives as long as any copy does.

#include <Eigen/Core>

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pe::core::io {

/// Element types a file may hold (the matrix itself stores float for the first three).
enum class ScalarType { F16, BF16, F32, F64 };

/// "F16", "BF16", "F32", "F64".
std::string scalarTypeName(ScalarType type);
/// The type named as in safetensors headers (F16, BF16, F32, F64), or std::nullopt.
std::optional<ScalarType> parseScalarType(std::string_view name);

class EmbeddingMatrix {
public:
    /// An empty 0 x 0 matrix (loaders never return one).
    EmbeddingMatrix() = default;

    /// Owns row-major float values (size must be rows * cols).
    static EmbeddingMatrix fromFloats(long rows, long cols, std::vector<float> values, ScalarType fileType);
    /// Owns row-major double values (size must be rows * cols).
    static EmbeddingMatrix fromDoubles(long rows, long cols, std::vector<double> values);
    /// Views row-major floats kept alive by @p owner (zero copy). @p data must be float-aligned.
    static EmbeddingMatrix viewFloats(long rows, long cols, const float* data, std::shared_ptr<const void> owner);
    /// Views row-major doubles kept alive by @p owner (zero copy). @p data must be double-aligned.
    static EmbeddingMatrix viewDoubles(long rows, long cols, const double* data, std::shared_ptr<const void> owner);

    long rows() const { return m_rows; }
    long cols() const { return m_cols; }
    bool empty() const { return m_rows == 0 || m_cols == 0; }

    /// The element at (row, col). Requires 0 <= row < rows(), 0 <= col < cols().
    double value(long row, long col) const
    {
        const std::size_t i = static_cast<std::size_t>(row) * static_cast<std::size_t>(m_cols) + col;
        return m_floats ? static_cast<double>(m_floats[i]) : m_doubles[i];
    }
    /// Column @p col over all rows.
    Eigen::VectorXd column(long col) const { return column(col, 0, m_rows); }
    /// Column @p col over rows first .. first+count-1.
    Eigen::VectorXd column(long col, long first, long count) const;
    /// Rows first .. first+count-1 as a count x cols() matrix.
    Eigen::MatrixXd block(long first, long count) const;
    /// The whole matrix.
    Eigen::MatrixXd toMatrix() const { return block(0, m_rows); }

    /// Row-major float storage, or nullptr when the matrix stores doubles.
    const float* floatData() const { return m_floats; }
    /// Row-major double storage, or nullptr when the matrix stores floats.
    const double* doubleData() const { return m_doubles; }
    /// True when the values are read in place from the caller's buffer or the mapped file.
    bool isZeroCopy() const { return m_zeroCopy; }
    /// The element type in the file (F32 for floats viewed in place, F64 for doubles).
    ScalarType fileType() const { return m_fileType; }

    /// Where the matrix came from: the file path (or buffer name) and, for .safetensors, the
    /// tensor name (empty otherwise). Set by the loaders.
    const std::string& source() const { return m_source; }
    const std::string& tensorName() const { return m_tensorName; }
    void setOrigin(std::string source, std::string tensorName);

private:
    /// The one place that sets the storage fields: exactly one of floats and doubles is set.
    static EmbeddingMatrix over(long rows, long cols, const float* floats, const double* doubles,
                                std::shared_ptr<const void> storage, bool zeroCopy, ScalarType fileType);

    long m_rows = 0;
    long m_cols = 0;
    const float* m_floats = nullptr;
    const double* m_doubles = nullptr;
    std::shared_ptr<const void> m_storage;
    bool m_zeroCopy = false;
    ScalarType m_fileType = ScalarType::F64;
    std::string m_source;
    std::string m_tensorName;
};

} // namespace pe::core::io

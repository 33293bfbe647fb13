#pragma once
/// @file encodings/learned.h
/// A learned absolute encoding: the rows of a position-embedding matrix loaded from a file
/// (GPT-2's wpe.weight, ...). Position t is row t; the table has as many positions as rows.

#include "core/encodings/encoding.h"
#include "core/io/embeddingmatrix.h"

namespace pe::core {

class LearnedEncoding : public AbsoluteEncoding {
public:
    /// Wraps @p matrix (shared, not copied). Throws std::invalid_argument when it is empty.
    explicit LearnedEncoding(io::EmbeddingMatrix matrix);

    std::string id() const override { return "learned"; }
    /// "wpe.weight of gpt2.safetensors (1024 x 768)", "table.npy (512 x 64)".
    std::string describe() const override;
    int dim() const override { return static_cast<int>(m_matrix.cols()); }
    long maxLength() const override { return m_matrix.rows(); }
    double value(long t, int j) const override { return m_matrix.value(t, j); }
    Eigen::VectorXd column(int j, long first, long count) const override;
    Eigen::MatrixXd rows(long first, long count) const override;

    const io::EmbeddingMatrix& matrix() const { return m_matrix; }

private:
    io::EmbeddingMatrix m_matrix;
};

} // namespace pe::core

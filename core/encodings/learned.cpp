#include "core/encodings/learned.h"

#include <stdexcept>

namespace pe::core {

LearnedEncoding::LearnedEncoding(io::EmbeddingMatrix matrix)
    : m_matrix(std::move(matrix))
{
    if (m_matrix.empty())
        throw std::invalid_argument("LearnedEncoding: empty matrix");
}

std::string LearnedEncoding::describe() const
{
    const std::string& source = m_matrix.source();
    const auto slash = source.find_last_of('/');
    std::string file = slash == std::string::npos ? source : source.substr(slash + 1);
    if (file.empty())
        file = "an unnamed matrix";
    const std::string size = " (" + std::to_string(m_matrix.rows()) + " x " + std::to_string(m_matrix.cols()) + ")";
    if (m_matrix.tensorName().empty())
        return file + size;
    return m_matrix.tensorName() + " of " + file + size;
}

Eigen::VectorXd LearnedEncoding::column(int j, long first, long count) const
{
    return m_matrix.column(j, first, count);
}

Eigen::MatrixXd LearnedEncoding::rows(long first, long count) const
{
    return m_matrix.block(first, count);
}

} // namespace pe::core

#include "core/io/embeddingmatrix.h"
#include "core/enumnames.h"

#include "core/io/detail.h"
#include "core/io/loaderror.h"

#include <climits>
#include <cmath>
#include <cstdint>

namespace pe::core::io {

EmbeddingMatrix EmbeddingMatrix::over(long rows, long cols, const float* floats, const double* doubles,
                                      std::shared_ptr<const void> storage, bool zeroCopy, ScalarType fileType)
{
    EmbeddingMatrix m;
    m.m_rows = rows;
    m.m_cols = cols;
    m.m_floats = floats;
    m.m_doubles = doubles;
    m.m_storage = std::move(storage);
    m.m_zeroCopy = zeroCopy;
    m.m_fileType = fileType;
    return m;
}

EmbeddingMatrix EmbeddingMatrix::fromFloats(long rows, long cols, std::vector<float> values, ScalarType fileType)
{
    auto storage = std::make_shared<std::vector<float>>(std::move(values));
    const float* data = storage->data();
    return over(rows, cols, data, nullptr, std::move(storage), false, fileType);
}

EmbeddingMatrix EmbeddingMatrix::fromDoubles(long rows, long cols, std::vector<double> values)
{
    auto storage = std::make_shared<std::vector<double>>(std::move(values));
    const double* data = storage->data();
    return over(rows, cols, nullptr, data, std::move(storage), false, ScalarType::F64);
}

EmbeddingMatrix EmbeddingMatrix::viewFloats(long rows, long cols, const float* data, std::shared_ptr<const void> owner)
{
    return over(rows, cols, data, nullptr, std::move(owner), true, ScalarType::F32);
}

EmbeddingMatrix EmbeddingMatrix::viewDoubles(long rows, long cols, const double* data,
                                             std::shared_ptr<const void> owner)
{
    return over(rows, cols, nullptr, data, std::move(owner), true, ScalarType::F64);
}

Eigen::VectorXd EmbeddingMatrix::column(long col, long first, long count) const
{
    const Eigen::InnerStride<Eigen::Dynamic> stride(m_cols);
    if (m_floats) {
        const Eigen::Map<const Eigen::VectorXf, 0, Eigen::InnerStride<Eigen::Dynamic>> v(
            m_floats + first * m_cols + col, count, stride);
        return v.cast<double>();
    }
    const Eigen::Map<const Eigen::VectorXd, 0, Eigen::InnerStride<Eigen::Dynamic>> v(m_doubles + first * m_cols + col,
                                                                                     count, stride);
    return v;
}

Eigen::MatrixXd EmbeddingMatrix::block(long first, long count) const
{
    using RowMajorF = Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
    using RowMajorD = Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
    if (m_floats)
        return Eigen::Map<const RowMajorF>(m_floats + first * m_cols, count, m_cols).cast<double>();
    return Eigen::Map<const RowMajorD>(m_doubles + first * m_cols, count, m_cols);
}

void EmbeddingMatrix::setOrigin(std::string source, std::string tensorName)
{
    m_source = std::move(source);
    m_tensorName = std::move(tensorName);
}

namespace detail {

std::size_t scalarSize(ScalarType type)
{
    switch (type) {
    case ScalarType::F16:
    case ScalarType::BF16:
        return 2;
    case ScalarType::F32:
        return 4;
    case ScalarType::F64:
        return 8;
    }
    return 0;
}

std::string shapeText(const std::vector<std::uint64_t>& shape)
{
    std::string s = "[";
    for (std::size_t i = 0; i < shape.size(); ++i) {
        if (i)
            s += ", ";
        s += std::to_string(shape[i]);
    }
    return s + "]";
}

std::string fileName(const std::string& path)
{
    const auto slash = path.find_last_of('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

void checkShape(std::uint64_t rows, std::uint64_t cols, const std::string& source)
{
    Problem p;
    p.value = static_cast<double>(rows);
    p.high = static_cast<double>(cols);
    if (rows == 0 || cols == 0)
        p.code = ProblemCode::EmptyMatrix;
    // dim() is an int and Eigen indexes with long.
    else if (cols > static_cast<std::uint64_t>(INT_MAX) || rows > static_cast<std::uint64_t>(LONG_MAX))
        p.code = ProblemCode::MatrixTooLarge;
    else
        return;
    throw LoadError(source, p);
}

namespace {

template <typename T> void checkFiniteIn(const T* values, long rows, long cols, const std::string& source)
{
    const std::size_t n = static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols);
    for (std::size_t i = 0; i < n; ++i) {
        if (!std::isfinite(values[i])) {
            const long row = static_cast<long>(i / static_cast<std::size_t>(cols));
            const long col = static_cast<long>(i % static_cast<std::size_t>(cols));
            Problem p;
            p.code = ProblemCode::NotFinite;
            p.text = std::isnan(values[i]) ? "NaN" : "Inf";
            p.line = row;
            p.column = col;
            throw LoadError(source, p);
        }
    }
}

/// The i-th scalar of @p raw (i counts in file order) as a float or double.
template <typename T> T readScalar(const RawArray& raw, std::size_t i)
{
    const std::size_t size = scalarSize(raw.type);
    std::uint8_t bytes[8];
    std::memcpy(bytes, raw.data + i * size, size);
    if (raw.bigEndian != !hostLittleEndian()) {
        for (std::size_t k = 0; k < size / 2; ++k)
            std::swap(bytes[k], bytes[size - 1 - k]);
    }
    switch (raw.type) {
    case ScalarType::F16: {
        std::uint16_t h;
        std::memcpy(&h, bytes, 2);
        return static_cast<T>(halfToFloat(h));
    }
    case ScalarType::BF16: {
        std::uint16_t b;
        std::memcpy(&b, bytes, 2);
        return static_cast<T>(bf16ToFloat(b));
    }
    case ScalarType::F32: {
        float f;
        std::memcpy(&f, bytes, 4);
        return static_cast<T>(f);
    }
    case ScalarType::F64: {
        double d;
        std::memcpy(&d, bytes, 8);
        return static_cast<T>(d);
    }
    }
    return T(0);
}

template <typename T> std::vector<T> convert(const RawArray& raw)
{
    const std::size_t rows = static_cast<std::size_t>(raw.rows);
    const std::size_t cols = static_cast<std::size_t>(raw.cols);
    std::vector<T> values(rows * cols);
    if (!raw.fortranOrder) {
        for (std::size_t i = 0; i < values.size(); ++i)
            values[i] = readScalar<T>(raw, i);
    } else {
        // Column-major in the file: read sequentially, scatter into row-major.
        std::size_t i = 0;
        for (std::size_t c = 0; c < cols; ++c)
            for (std::size_t r = 0; r < rows; ++r)
                values[r * cols + c] = readScalar<T>(raw, i++);
    }
    return values;
}

bool aligned(const void* p, std::size_t alignment)
{
    return reinterpret_cast<std::uintptr_t>(p) % alignment == 0;
}

} // namespace

void checkFinite(const EmbeddingMatrix& m, const std::string& source)
{
    if (m.floatData())
        checkFiniteIn(m.floatData(), m.rows(), m.cols(), source);
    else
        checkFiniteIn(m.doubleData(), m.rows(), m.cols(), source);
}

EmbeddingMatrix materialize(const RawArray& raw, const std::shared_ptr<const void>& owner, const std::string& source)
{
    checkShape(raw.rows, raw.cols, source);
    const long rows = static_cast<long>(raw.rows);
    const long cols = static_cast<long>(raw.cols);
    // A single row or column reads the same in either order.
    const bool rowMajor = !raw.fortranOrder || rows == 1 || cols == 1;
    const bool native = raw.bigEndian == !hostLittleEndian();
    EmbeddingMatrix m;
    if (owner && rowMajor && native && raw.type == ScalarType::F32 && aligned(raw.data, alignof(float)))
        m = EmbeddingMatrix::viewFloats(rows, cols, reinterpret_cast<const float*>(raw.data), owner);
    else if (owner && rowMajor && native && raw.type == ScalarType::F64 && aligned(raw.data, alignof(double)))
        m = EmbeddingMatrix::viewDoubles(rows, cols, reinterpret_cast<const double*>(raw.data), owner);
    else if (raw.type == ScalarType::F64)
        m = EmbeddingMatrix::fromDoubles(rows, cols, convert<double>(raw));
    else
        m = EmbeddingMatrix::fromFloats(rows, cols, convert<float>(raw), raw.type);
    checkFinite(m, source);
    return m;
}

} // namespace detail

} // namespace pe::core::io

namespace pe::core::io {

// The names of ScalarType on the command line and in files (one table, both directions).
constexpr EnumName<ScalarType> kScalarTypes[] = {
    {ScalarType::F16, "F16"}, {ScalarType::BF16, "BF16"}, {ScalarType::F32, "F32"}, {ScalarType::F64, "F64"}};

PE_ENUM_NAMES(ScalarType, kScalarTypes, scalarTypeName, parseScalarType, "?")

} // namespace pe::core::io

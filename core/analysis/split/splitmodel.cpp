#include "core/analysis/split/splitmodel.h"
#include "core/enumnames.h"

#include "core/encodings/embeddingsource.h"
#include "core/encodings/sinusoidal.h"

#include <cmath>

namespace pe::core {

namespace {

constexpr int kTokenStream = 16;
constexpr int kReplacementStream = 17;

[[noreturn]] void fail(ProblemCode code, const std::string& parameter, double value, double low, double high)
{
    throw ParameterError(rangeProblem(code, parameter, value, low, high));
}

/// The rows of `m` averaged over each block of `axis` (cells x columns).
Eigen::MatrixXd blockMeans(const Eigen::MatrixXd& m, const BlockAxis& axis)
{
    Eigen::MatrixXd out(axis.cells, m.cols());
    for (int c = 0; c < axis.cells; ++c) {
        const long begin = axis.blockBegin(c) - axis.first;
        const long size = axis.blockSize(c);
        out.row(c) = m.middleRows(begin, size).colwise().sum() / static_cast<double>(size);
    }
    return out;
}

/// Rows first .. end-1 of both parts at once (one pass over the positions the axes cover).
struct Parts {
    long first = 0;
    Eigen::MatrixXd position, meaning;
};

Parts partsOver(const SplitParams& params, const BlockAxis& a, const BlockAxis& b)
{
    Parts p;
    p.first = std::min(a.first, b.first);
    const long count = std::max(a.end, b.end) - p.first;
    p.position = positionPart(params, p.first, count);
    p.meaning = meaningPart(params, p.first, count);
    return p;
}

Eigen::MatrixXd meansOf(const Eigen::MatrixXd& rows, long rowsFirst, const BlockAxis& axis)
{
    return blockMeans(rows.middleRows(axis.first - rowsFirst, axis.end - axis.first), axis);
}

} // namespace

void validate(const SplitParams& p)
{
    if (p.dPos < SplitLimits::minDPos || p.dPos > SplitLimits::maxDPos)
        fail(ProblemCode::IntegerOutOfRange, "d_pos", p.dPos, SplitLimits::minDPos, SplitLimits::maxDPos);
    if (p.dSem < SplitLimits::minDSem || p.dSem > SplitLimits::maxDSem)
        fail(ProblemCode::IntegerOutOfRange, "d_sem", p.dSem, SplitLimits::minDSem, SplitLimits::maxDSem);
    if (!std::isfinite(p.base) || p.base <= Limits::minBaseExclusive || p.base > Limits::maxBase)
        fail(ProblemCode::NumberAboveOutOfRange, "n", p.base, Limits::minBaseExclusive, Limits::maxBase);
    if (p.heads < SplitLimits::minHeads || p.heads > SplitLimits::maxHeads)
        fail(ProblemCode::IntegerOutOfRange, "heads", p.heads, SplitLimits::minHeads, SplitLimits::maxHeads);
}

Eigen::MatrixXd positionPart(const SplitParams& params, long first, long count)
{
    const int d = params.dModel();
    const int dims = params.combine == Combine::Concat ? params.dPos : d;
    const SinusoidalEncoding pe(
        EncodingParams{}.withDim(dims).withBase(params.base).withLength(first + count).withLayout(params.layout));
    Eigen::MatrixXd out = Eigen::MatrixXd::Zero(count, d);
    out.leftCols(dims) = pe.rows(first, count);
    return out;
}

Eigen::RowVectorXd tokenVector(std::uint64_t seed, long position, int d, bool replacement)
{
    const std::uint64_t stream = columnSeed(seed, replacement ? kReplacementStream : kTokenStream);
    NormalStream normal(columnSeed(stream, static_cast<int>(position)));
    Eigen::RowVectorXd v(d);
    const double scale = std::sqrt(0.5);
    for (int j = 0; j < d; ++j)
        v[j] = scale * normal.next();
    return v;
}

Eigen::MatrixXd meaningPart(const SplitParams& params, long first, long count)
{
    const int d = params.dModel();
    const bool concat = params.combine == Combine::Concat;
    const int entries = concat ? params.dSem : d;
    Eigen::MatrixXd out = Eigen::MatrixXd::Zero(count, d);
    for (long i = 0; i < count; ++i)
        out.row(i).tail(entries) = tokenVector(params.seed, first + i, entries);
    return out;
}

Eigen::MatrixXd gaussianMatrix(std::uint64_t seed, int stream, int rows, int columns, double scale)
{
    NormalStream normal(columnSeed(seed, stream));
    Eigen::MatrixXd m(rows, columns);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < columns; ++c)
            m(r, c) = scale * normal.next();
    return m;
}

std::shared_ptr<const SplitWeights> splitWeights(const SplitParams& params)
{
    auto w = std::make_shared<SplitWeights>();
    w->dPos = params.dPos;
    w->dSem = params.dSem;
    w->heads = params.heads;
    w->seed = params.seed;
    const int d = params.dModel(), p = params.dPos;
    // Row r reads input r: N(0, 1/width of r's block), the fan-in of a block-diagonal layer.
    auto matrix = [&](int stream, int rows, int columns, int split) {
        Eigen::MatrixXd m = gaussianMatrix(params.seed, stream, rows, columns, 1.0);
        m.topRows(split) /= std::sqrt(static_cast<double>(split));
        m.bottomRows(rows - split) /= std::sqrt(static_cast<double>(rows - split));
        return m;
    };
    w->query = matrix(0, d, d, p);
    w->key = matrix(1, d, d, p);
    w->value = matrix(2, d, d, p);
    w->output = matrix(3, d, d, p);
    w->mlpIn = matrix(4, d, 4 * d, p);
    w->mlpOut = matrix(5, 4 * d, d, 4 * p);
    return w;
}

Eigen::MatrixXd blockDiagonal(const Eigen::MatrixXd& m, int rowSplit, int columnSplit)
{
    Eigen::MatrixXd out = m;
    out.topRightCorner(rowSplit, m.cols() - columnSplit).setZero();
    out.bottomLeftCorner(m.rows() - rowSplit, columnSplit).setZero();
    return out;
}

LogitTerms logitTerms(const SplitParams& params, const SplitWeights& weights, const BlockAxis& queries,
                      const BlockAxis& keys)
{
    const Parts parts = partsOver(params, queries, keys);
    const Eigen::MatrixXd wq = blockDiagonal(weights.query, params.dPos, params.dPos);
    const Eigen::MatrixXd wk = blockDiagonal(weights.key, params.dPos, params.dPos);
    const Eigen::MatrixXd xq = meansOf(parts.meaning, parts.first, queries);
    const Eigen::MatrixXd pq = meansOf(parts.position, parts.first, queries);
    const Eigen::MatrixXd xk = meansOf(parts.meaning, parts.first, keys);
    const Eigen::MatrixXd pk = meansOf(parts.position, parts.first, keys);
    const Eigen::MatrixXd xQ = xq * wq, pQ = pq * wq, xK = xk * wk, pK = pk * wk;
    LogitTerms t;
    t.semSem = xQ * xK.transpose();
    t.semPos = xQ * pK.transpose();
    t.posSem = pQ * xK.transpose();
    t.posPos = pQ * pK.transpose();
    t.total = ((xq + pq) * wq) * ((xk + pk) * wk).transpose();
    // A zero product can carry a sign; -0 and +0 are the same logit.
    for (Eigen::MatrixXd* m : {&t.semSem, &t.semPos, &t.posSem, &t.posPos, &t.total})
        m->array() += 0.0;
    return t;
}

// The names of Combine on the command line and in files (one table, both directions).
constexpr EnumName<Combine> kCombines[] = {{Combine::Add, "add"}, {Combine::Concat, "concat"}};

PE_ENUM_NAMES(Combine, kCombines, combineName, parseCombine, "concat")

} // namespace pe::core

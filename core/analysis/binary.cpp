#include "core/analysis/binary.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace pe::core {

namespace {
constexpr double kPi = 3.14159265358979323846264338327950288;
}

std::string bitOrderName(BitOrder order)
{
    return order == BitOrder::MsbFirst ? "msb-first" : "lsb-first";
}

std::optional<BitOrder> parseBitOrder(std::string_view name)
{
    for (BitOrder o : {BitOrder::MsbFirst, BitOrder::LsbFirst})
        if (name == bitOrderName(o))
            return o;
    return std::nullopt;
}

void validate(const BinaryParams& params)
{
    if (params.bits < BinaryParams::minBits || params.bits > BinaryParams::maxBits)
        throw ParameterError(rangeProblem(ProblemCode::IntegerOutOfRange, "bits", params.bits, BinaryParams::minBits,
                                          BinaryParams::maxBits));
}

long onesBelow(long count, int j)
{
    if (count <= 0)
        return 0;
    const long half = 1L << j;
    const long period = half << 1;
    return (count / period) * half + std::max(0L, count % period - half);
}

double bitBlockMean(int j, long a, long m)
{
    return static_cast<double>(onesBelow(a + m, j) - onesBelow(a, j)) / static_cast<double>(m);
}

long bitFlips(long length, int j)
{
    return length <= 1 ? 0 : (length - 1) >> j;
}

double exactBinaryOmega(int pair)
{
    return std::ldexp(kPi, -pair);
}

double pairOmega(const EncodingParams& params, bool exactBinary, int pair)
{
    return exactBinary ? exactBinaryOmega(pair) : omega(params, pair);
}

ColumnSpec binaryColumnSpec(const EncodingParams& params, bool exactBinary)
{
    ColumnSpec spec = columnSpec(params);
    if (exactBinary)
        for (int j = 0; j < spec.size(); ++j)
            spec.omegas[j] = exactBinaryOmega(columnAt(params, j).pair);
    return spec;
}

long signChanges(const EncodingParams& params, bool exactBinary, int column, long length)
{
    if (length <= 1)
        return 0;
    const Column c = columnAt(params, column);
    // Half turns per position, exact (a power of two) in exact-binary mode. The samples at
    // integer t only see the frequency folded into [0, pi]: nu is reduced modulo 2 into [0, 1].
    double nu = exactBinary ? std::ldexp(1.0, -c.pair) : omega(params, c.pair) / kPi;
    nu = std::fmod(nu, 2.0);
    if (nu > 1.0)
        nu = 2.0 - nu;
    if (nu == 0.0)
        return 0; // sin(0) = 0 and cos(0) = 1 at every sample: constant
    if (nu == 1.0)
        return c.sine ? 0 : length - 1; // sin(pi t) = 0 at every sample; cos(pi t) = (-1)^t
    // The zeros of the folded wave strictly inside (0, L - 1): a sample on a zero is skipped
    // (its neighbours still have opposite signs), a zero on the last sample is not followed by
    // a sample of the other sign.
    const double x = nu * static_cast<double>(length - 1);
    return c.sine ? static_cast<long>(std::ceil(x)) - 1 : std::max(0L, static_cast<long>(std::ceil(x - 0.5)));
}

int thresholdBit(double w, long t)
{
    return std::sin(reducedAngle(w, static_cast<double>(t) + 0.5)) < 0 ? 1 : 0;
}

int signOf(double value)
{
    if (std::abs(value) < 1e-12)
        return 0;
    return value > 0 ? 1 : -1;
}

CountingTable countingTable(const EncodingParams& params, const BinaryParams& binary)
{
    validate(binary);
    CountingTable table;
    table.bits = binary.bits;
    table.pairs = std::min(binary.bits, pairCount(params.dim));
    const int rows = 1 << binary.bits;
    table.bitValues.resize(rows, binary.bits);
    table.sines.resize(rows, table.pairs);
    table.cosines.resize(rows, table.pairs);
    table.thresholded.resize(rows, table.pairs);
    table.agreement.assign(static_cast<std::size_t>(table.pairs), 0);
    for (int k = 0; k < table.pairs; ++k)
        table.omegas.push_back(pairOmega(params, binary.exactBinary, k));
    for (int t = 0; t < rows; ++t) {
        for (int j = 0; j < binary.bits; ++j)
            table.bitValues(t, j) = bitOf(t, j);
        for (int k = 0; k < table.pairs; ++k) {
            const double a = reducedAngle(table.omegas[k], t);
            table.sines(t, k) = std::sin(a);
            table.cosines(t, k) = 2 * k + 1 < params.dim ? std::cos(a) : std::numeric_limits<double>::quiet_NaN();
            table.thresholded(t, k) = thresholdBit(table.omegas[k], t);
            if (table.thresholded(t, k) == table.bitValues(t, k))
                ++table.agreement[k];
        }
    }
    return table;
}

Eigen::MatrixXf bitGrid(const BlockAxis& positions, int bits)
{
    Eigen::MatrixXf grid(positions.cells, bits);
    for (int i = 0; i < positions.cells; ++i)
        for (int j = 0; j < bits; ++j)
            grid(i, j) =
                static_cast<float>(1.0 - 2.0 * bitBlockMean(j, positions.blockBegin(i), positions.blockSize(i)));
    return grid;
}

ChangeCounts changeCounts(const EncodingParams& params, const BinaryParams& binary)
{
    ChangeCounts counts;
    for (int j = 0; j < binary.bits; ++j)
        counts.bitFlips.push_back(bitFlips(params.length, j));
    counts.signChanges.reserve(static_cast<std::size_t>(params.dim));
    for (int c = 0; c < params.dim; ++c)
        counts.signChanges.push_back(signChanges(params, binary.exactBinary, c, params.length));
    return counts;
}

NeighbourSteps neighbourSteps(const EncodingParams& params, const BinaryParams& binary)
{
    NeighbourSteps steps;
    const long last = std::min(params.length, 1L << binary.bits) - 1;
    if (last < 1)
        return steps;
    const ColumnSpec spec = binaryColumnSpec(params, binary.exactBinary);
    auto value = [&spec](int c, long t) {
        const double a = reducedAngle(spec.omegas[c], static_cast<double>(t));
        return spec.sines[c] ? std::sin(a) : std::cos(a);
    };
    for (long t = 0; t < last; ++t) {
        int flips = 0;
        for (unsigned long x = static_cast<unsigned long>(t ^ (t + 1)); x != 0; x &= x - 1)
            ++flips;
        double sum = 0;
        for (int c = 0; c < params.dim; ++c) {
            const double delta = value(c, t + 1) - value(c, t);
            sum += delta * delta;
        }
        steps.flips.push_back(flips);
        steps.bitDistance.push_back(std::sqrt(static_cast<double>(flips)));
        steps.peDistance.push_back(std::sqrt(sum));
    }
    return steps;
}

} // namespace pe::core

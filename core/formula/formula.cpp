#include "core/formula/formula.h"

#include <array>
#include <cmath>

namespace pe::core {

namespace {

// The w_k of the last few (d, n) this thread asked for: views ask for the same columns over and
// over, and a double-double exp costs about 0.4 us.
struct OmegaTable {
    int dim = 0;
    double base = 0;
    std::vector<DDouble> omegas;
    unsigned long lastUse = 0;
};

constexpr int kCachedTables = 4;

// w_k = exp(-(2k ln n) / d): 2k/d itself is not a binary fraction, so the division comes after
// the product, in double-double.
DDouble omegaFromLog(const DDouble& logBase, int dim, int pair)
{
    return dd::exp(dd::div(dd::mul(logBase, -2.0 * pair), static_cast<double>(dim)));
}

// Every w_k of (d, n): an exp at every 32nd pair, w_1 multiplied in between. 31 double-double
// products add about 1e-30 of relative error, and d = 8192 takes ~0.1 ms instead of ~2 ms.
std::vector<DDouble> omegaTableOf(int dim, double base)
{
    constexpr int kAnchorEvery = 32;
    const DDouble logBase = dd::log(base);
    const int pairs = pairCount(dim);
    std::vector<DDouble> omegas(pairs);
    const DDouble step = omegaFromLog(logBase, dim, 1);
    for (int k = 0; k < pairs; ++k)
        omegas[k] = k % kAnchorEvery == 0 ? omegaFromLog(logBase, dim, k) : dd::mul(omegas[k - 1], step);
    return omegas;
}

const std::vector<DDouble>& omegaTable(const EncodingParams& p)
{
    thread_local std::array<OmegaTable, kCachedTables> tables;
    thread_local unsigned long clock = 0;
    ++clock;
    OmegaTable* oldest = &tables[0];
    for (OmegaTable& table : tables) {
        if (table.dim == p.dim && table.base == p.base) {
            table.lastUse = clock;
            return table.omegas;
        }
        if (table.lastUse < oldest->lastUse)
            oldest = &table;
    }
    oldest->omegas = omegaTableOf(p.dim, p.base);
    oldest->dim = p.dim;
    oldest->base = p.base;
    oldest->lastUse = clock;
    return oldest->omegas;
}

// a (a double-double angle) minus the nearest multiple of 2*pi. q * 2*pi is taken exactly
// for its hi part (twoProd) so the cancellation with a loses nothing.
double reduceTwoPi(const DDouble& a)
{
    const double q = std::nearbyint(a.hi / dd::kTwoPi.hi);
    DDouble r = dd::sub(a, dd::twoProd(q, dd::kTwoPi.hi));
    r = dd::sub(r, dd::twoProd(q, dd::kTwoPi.lo));
    return r.hi + r.lo;
}

} // namespace

DDouble omegaExact(const EncodingParams& p, int pair)
{
    const std::vector<DDouble>& omegas = omegaTable(p);
    if (pair < 0 || pair >= static_cast<int>(omegas.size()))
        return omegaFromLog(dd::log(p.base), p.dim, pair);
    return omegas[pair];
}

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
    return reduceTwoPi(dd::twoProd(w, t));
}

double reducedAngle(const DDouble& w, double t)
{
    DDouble a = dd::twoProd(w.hi, t);
    a.lo += w.lo * t;
    return reduceTwoPi(dd::quickTwoSum(a.hi, a.lo));
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
    spec.exactOmegas.resize(p.dim);
    for (int j = 0; j < p.dim; ++j) {
        const Column c = columnAt(p, j);
        spec.omegas[j] = omega(p, c.pair);
        spec.exactOmegas[j] = omegaExact(p, c.pair);
        spec.sines[j] = c.sine;
    }
    return spec;
}

double value(const EncodingParams& p, double t, int column)
{
    const Column c = columnAt(p, column);
    const double a = reducedAngle(omegaExact(p, c.pair), t);
    return c.sine ? std::sin(a) : std::cos(a);
}

Eigen::VectorXd row(const EncodingParams& p, long t)
{
    const ColumnSpec spec = columnSpec(p);
    Eigen::VectorXd r(p.dim);
    for (int j = 0; j < p.dim; ++j) {
        const double a = reducedAngle(columnOmega(spec, j), static_cast<double>(t));
        r[j] = spec.sines[j] ? std::sin(a) : std::cos(a);
    }
    return r;
}

Eigen::MatrixXd matrix(const EncodingParams& p, long first, long count)
{
    const ColumnSpec spec = columnSpec(p);
    Eigen::MatrixXd m(count, p.dim);
    for (int j = 0; j < p.dim; ++j) {
        const DDouble w = columnOmega(spec, j);
        for (long i = 0; i < count; ++i) {
            const double a = reducedAngle(w, static_cast<double>(first + i));
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

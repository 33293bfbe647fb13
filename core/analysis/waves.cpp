#include "core/analysis/waves.h"
#include "core/enumnames.h"

#include "core/analysis/rotation.h"

#include <algorithm>
#include <cmath>

namespace pe::core {

namespace {
constexpr double kHalfPi = 1.5707963267948966192313216916397514;
} // namespace

DimensionWaves wavesByDimension(const EncodingParams& params, const std::vector<long>& positions, WaveColumns columns)
{
    DimensionWaves w;
    w.columns = columns;
    w.positions = positions;
    if (columns == WaveColumns::All) {
        for (int j = 0; j < params.dim; ++j) {
            w.x.push_back(j);
            w.column.push_back(j);
        }
    } else {
        const bool sine = columns == WaveColumns::Sines;
        // An odd d's last pair has a sine but no cosine.
        const int pairs = sine ? pairCount(params.dim) : params.dim / 2;
        for (int k = 0; k < pairs; ++k) {
            w.x.push_back(k);
            w.column.push_back(columnIndex(params, k, sine));
        }
    }
    for (long t : positions) {
        std::vector<double> v(w.column.size());
        for (std::size_t i = 0; i < w.column.size(); ++i) {
            const Column c = columnAt(params, w.column[i]);
            const double a = exactAngle(omega(params, c.pair), static_cast<double>(t));
            v[i] = c.sine ? std::sin(a) : std::cos(a);
        }
        w.values.push_back(std::move(v));
    }
    return w;
}

void sineRange(double angle, double span, double* lo, double* hi)
{
    span = std::max(0.0, span);
    if (span >= kTwoPi) {
        *lo = -1;
        *hi = 1;
        return;
    }
    const double s0 = std::sin(angle);
    const double s1 = std::sin(angle + span);
    *lo = std::min(s0, s1);
    *hi = std::max(s0, s1);
    // The interval holds a crest (pi/2 mod 2 pi) or a trough (-pi/2 mod 2 pi).
    auto reaches = [angle, span](double target) {
        double d = std::fmod(target - angle, kTwoPi);
        if (d < 0)
            d += kTwoPi;
        return d <= span;
    };
    if (reaches(kHalfPi))
        *hi = 1;
    if (reaches(-kHalfPi))
        *lo = -1;
}

PositionWaves wavesByPosition(const EncodingParams& params, const std::vector<int>& columns, const BlockAxis& positions)
{
    PositionWaves out;
    out.positions = positions;
    for (int j : columns) {
        PositionWave wave;
        const Column c = columnAt(params, j);
        wave.column = j;
        wave.pair = c.pair;
        wave.sine = c.sine;
        wave.omega = omega(params, c.pair);
        wave.lo.resize(positions.cells);
        wave.hi.resize(positions.cells);
        for (int i = 0; i < positions.cells; ++i) {
            const long a = positions.blockBegin(i);
            const long m = positions.blockSize(i);
            const double angle = exactAngle(wave.omega, static_cast<double>(a));
            if (m == 1) {
                wave.lo[i] = wave.hi[i] = c.sine ? std::sin(angle) : std::cos(angle);
                continue;
            }
            // cos x = sin(x + pi/2)
            sineRange(angle + (c.sine ? 0.0 : kHalfPi), wave.omega * static_cast<double>(m - 1), &wave.lo[i],
                      &wave.hi[i]);
        }
        out.waves.push_back(std::move(wave));
    }
    return out;
}

WavelengthMark wavelengthMark(const EncodingParams& params, int column, double from)
{
    const Column c = columnAt(params, column);
    WavelengthMark m;
    m.column = column;
    m.pair = c.pair;
    m.sine = c.sine;
    m.wavelength = wavelength(params, c.pair);
    m.frequency = 1.0 / m.wavelength;
    m.start = std::ceil(from / m.wavelength) * m.wavelength;
    return m;
}

ContinuousWave continuousWave(const EncodingParams& params, int column, double t0, double t1, int samples)
{
    ContinuousWave w;
    samples = std::max(2, samples);
    w.t.resize(static_cast<std::size_t>(samples));
    w.value.resize(static_cast<std::size_t>(samples));
    for (int i = 0; i < samples; ++i) {
        const double t = t0 + (t1 - t0) * i / (samples - 1);
        w.t[static_cast<std::size_t>(i)] = t;
        w.value[static_cast<std::size_t>(i)] = value(params, t, column);
    }
    return w;
}

// The names of WaveColumns on the command line and in files (one table, both directions).
constexpr EnumName<WaveColumns> kWaveColumns[] = {
    {WaveColumns::Sines, "sin"}, {WaveColumns::Cosines, "cos"}, {WaveColumns::All, "all"}};

PE_ENUM_NAMES(WaveColumns, kWaveColumns, waveColumnsName, parseWaveColumns, "all")

} // namespace pe::core

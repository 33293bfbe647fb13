#pragma once
/// @file waves.h
/// The encoding read as waves, the two ways the articles plot it:
///  - one curve per position t, PE(t, .) against the dimension (article 002, "Onde sinusoïdale
///    pour différents indices de position": sin(t / n^(2i/d)) against i for t = 0, 4, 8, 12,
///    d = 512, n = 10000);
///  - one curve per dimension j, PE(., j) against the position (article 003, "Dimension 0 vs
///    Dimension 6": sin(pos / 1) changes a lot, sin(pos / 1000) barely moves).
/// Curves against the position are sampled at the viewport's resolution: each sample covers a
/// block of positions and holds the range the wave sweeps over it, so the cost follows the
/// pixels and a fast column shows as a band instead of aliasing into a false slow wave.

#include "core/formula/formula.h"
#include "core/sampling/sampling.h"

#include <vector>

namespace pe::core {

/// Which columns a curve against the dimension runs over.
enum class WaveColumns {
    Sines,   ///< the sine columns 2i, against the pair index i (the figure of article 002)
    Cosines, ///< the cosine columns 2i + 1, against i
    All      ///< every column j = 0 .. d-1, against j
};

std::string waveColumnsName(WaveColumns columns);
std::optional<WaveColumns> parseWaveColumns(std::string_view name);

/// Curves against the dimension: x[i] is the pair index (Sines, Cosines) or the column index
/// (All); column[i] is the matrix column plotted at x[i]; values[c][i] = PE(positions[c], column[i]).
struct DimensionWaves {
    WaveColumns columns = WaveColumns::Sines;
    std::vector<int> x;
    std::vector<int> column;
    std::vector<long> positions;
    std::vector<std::vector<double>> values;
};

/// O(d * positions), in double.
DimensionWaves wavesByDimension(const EncodingParams& params, const std::vector<long>& positions, WaveColumns columns);

/// Range of sin(x) for x in [angle, angle + span] (span >= 0), exact.
void sineRange(double angle, double span, double* lo, double* hi);

/// One column against the position, block by block: lo[i] and hi[i] bound PE(t, column) for t
/// in block i (the range the wave sweeps between the block's first and last position); for
/// one-position blocks lo[i] = hi[i] = PE(t, column).
struct PositionWave {
    int column = 0;
    int pair = 0;
    bool sine = true;
    double omega = 0;
    std::vector<double> lo;
    std::vector<double> hi;
};

struct PositionWaves {
    BlockAxis positions;
    std::vector<PositionWave> waves;
};

/// O(columns * positions.cells). Requires 0 <= column < d for every column.
PositionWaves wavesByPosition(const EncodingParams& params, const std::vector<int>& columns,
                              const BlockAxis& positions);

/// One wavelength of a column marked on the position axis, as a sine-wave figure shows it:
/// lambda = 2 pi n^(2k/d) positions (the distance over which the wave repeats) and the
/// frequency 1 / lambda (turns per position), spanning [start, start + lambda]: the first
/// period that starts at or after `from`, start = m lambda (a sine rising through 0, a cosine
/// at its crest).
struct WavelengthMark {
    int column = 0;
    int pair = 0;
    bool sine = true;
    double wavelength = 0;
    double frequency = 0;
    double start = 0;
};
WavelengthMark wavelengthMark(const EncodingParams& params, int column, double from);

/// The wave of one column between positions: `samples` (>= 2) evenly spaced t in [t0, t1] and
/// PE(t, column) at each, the curve a figure draws through the integer positions.
struct ContinuousWave {
    std::vector<double> t;
    std::vector<double> value;
};
ContinuousWave continuousWave(const EncodingParams& params, int column, double t0, double t1, int samples);

} // namespace pe::core

#include "tests/support/colourvision.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace pe::core {

namespace {
using Matrix = std::array<std::array<double, 3>, 3>;

double toLinear(double c)
{
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

double fromLinear(double c)
{
    c = std::clamp(c, 0.0, 1.0);
    return c <= 0.0031308 ? 12.92 * c : 1.055 * std::pow(c, 1.0 / 2.4) - 0.055;
}

std::array<double, 3> times(const Matrix& m, const std::array<double, 3>& v)
{
    std::array<double, 3> out{};
    for (size_t i = 0; i < 3; ++i)
        out[i] = m[i][0] * v[0] + m[i][1] * v[1] + m[i][2] * v[2];
    return out;
}

/// Machado et al. 2009, Table 1, severity 1.0.
const Matrix& machado(Deficiency deficiency)
{
    static const Matrix protanopia{
        {{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}}};
    static const Matrix deuteranopia{
        {{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}}};
    static const Matrix tritanopia{
        {{1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602}, {0.004733, 0.691367, 0.303900}}};
    static const Matrix identity{{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}};
    switch (deficiency) {
    case Deficiency::Protanopia:
        return protanopia;
    case Deficiency::Deuteranopia:
        return deuteranopia;
    case Deficiency::Tritanopia:
        return tritanopia;
    case Deficiency::None:
        break;
    }
    return identity;
}
} // namespace

Srgb srgbFromHex(unsigned rgb)
{
    return {((rgb >> 16) & 0xFF) / 255.0, ((rgb >> 8) & 0xFF) / 255.0, (rgb & 0xFF) / 255.0};
}

Lab toLab(const Srgb& c)
{
    static const Matrix toXyz{
        {{0.4124564, 0.3575761, 0.1804375}, {0.2126729, 0.7151522, 0.0721750}, {0.0193339, 0.1191920, 0.9503041}}};
    static constexpr std::array<double, 3> white{0.95047, 1.0, 1.08883};
    const std::array<double, 3> xyz = times(toXyz, {toLinear(c.r), toLinear(c.g), toLinear(c.b)});
    std::array<double, 3> f{};
    constexpr double delta = 6.0 / 29.0;
    for (size_t i = 0; i < 3; ++i) {
        const double t = xyz[i] / white[i];
        f[i] = t > delta * delta * delta ? std::cbrt(t) : t / (3 * delta * delta) + 4.0 / 29.0;
    }
    return {116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2])};
}

double deltaE(const Lab& a, const Lab& b)
{
    return std::sqrt((a.l - b.l) * (a.l - b.l) + (a.a - b.a) * (a.a - b.a) + (a.b - b.b) * (a.b - b.b));
}

Srgb simulate(const Srgb& c, Deficiency deficiency)
{
    const std::array<double, 3> v = times(machado(deficiency), {toLinear(c.r), toLinear(c.g), toLinear(c.b)});
    return {fromLinear(v[0]), fromLinear(v[1]), fromLinear(v[2])};
}

double minimumDeltaE(const std::vector<Srgb>& colours, Deficiency deficiency)
{
    std::vector<Lab> seen;
    for (const Srgb& c : colours)
        seen.push_back(toLab(simulate(c, deficiency)));
    double best = seen.size() < 2 ? 0.0 : std::numeric_limits<double>::infinity();
    for (size_t i = 0; i < seen.size(); ++i)
        for (size_t j = i + 1; j < seen.size(); ++j)
            best = std::min(best, deltaE(seen[i], seen[j]));
    return best;
}

} // namespace pe::core

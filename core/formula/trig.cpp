#include "core/formula/trig.h"

#include "core/formula/vectorclones.h"

namespace pe::core {

// Wider vectors where the CPU has them (one binary, chosen at load time): the same bits.
PE_VECTOR_CLONES
void sinCosScaled(const double* t, long n, double w, float* s, float* c, int* quadrant, float* reduced)
{
    // Adding and subtracting 1.5 * 2^52 rounds a double to the nearest integer, vectorised
    // (std::nearbyint would be one library call per value).
    constexpr double kMagic = 6755399441055744.0;
    constexpr double kTwoOverPi = 0.63661977236758134307553505349006;
    constexpr double kPiOver2 = 1.5707963267948966192313216916398;
    for (long i = 0; i < n; ++i) {
        const double a = w * t[i];
        const double q = (a * kTwoOverPi + kMagic) - kMagic;
        const double q4 = (q * 0.25 + kMagic) - kMagic;
        reduced[i] = static_cast<float>(a - q * kPiOver2);
        quadrant[i] = static_cast<int>(q - 4.0 * q4); // -2 .. 2, taken modulo 4 below
    }
    for (long i = 0; i < n; ++i) {
        const float x = reduced[i];
        const float x2 = x * x;
        const float sinX = x + x * x2 * (-1.6666654611e-1f + x2 * (8.3321608736e-3f + x2 * -1.9515295891e-4f));
        const float cosX =
            1.0f - 0.5f * x2 +
            x2 * x2 * (4.166664568298827e-2f + x2 * (-1.388731625493765e-3f + x2 * 2.443315711809948e-5f));
        const int qd = quadrant[i] & 3;
        const bool odd = (qd & 1) != 0;
        // sin(x + q pi/2) and cos(x + q pi/2) for q = 0, 1, 2, 3.
        const float sv = odd ? cosX : sinX;
        const float cv = odd ? sinX : cosX;
        s[i] = static_cast<float>(1 - (qd & 2)) * sv;
        c[i] = static_cast<float>(1 - ((qd + 1) & 2)) * cv;
    }
}

} // namespace pe::core

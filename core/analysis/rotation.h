#pragma once
/// @file rotation.h
/// The offset as a rotation (article 000, end of the proof; Vaswani et al. 2017, section 3.5):
/// for every pair k and every offset phi there is a 2x2 matrix M(phi), independent of t, with
///
///     [sin(w_k (t + phi))]   [ cos(w_k phi)  sin(w_k phi)] [sin(w_k t)]
///     [cos(w_k (t + phi))] = [-sin(w_k phi)  cos(w_k phi)] [cos(w_k t)],
///
/// so PE(t + phi) = M(phi) PE(t) with M block-diagonal over the d/2 pairs. This file computes
/// M(phi), the residual of the identity in double, and the contrast that shows why the cosine
/// is needed: a sine column alone cannot be shifted by any map (article 003, "Pourquoi utiliser
/// sin ET cos ?").

#include "core/formula/formula.h"

#include <vector>

namespace pe::core {

/// w * t reduced to [-pi, pi] with a compensated product and a two-part 2*pi, so that the
/// angle of t + phi equals the sum of the angles of t and phi to about 1e-16 even for
/// t ~ 1e6 (the plain product loses up to 1e-10 there).
double exactAngle(double omega, double t);

/// The 2x2 matrix M(phi) of one pair, row-major.
struct OffsetRotation {
    double m00 = 1, m01 = 0;
    double m10 = 0, m11 = 1;
};

/// M(phi) = [[cos(w phi), sin(w phi)], [-sin(w phi), cos(w phi)]] (article 000).
OffsetRotation offsetRotation(double omega, double phi);

/// The angle M(phi) turns a pair by, w phi reduced to (-pi, pi]: the signed shortest way round
/// the pair's circle from PE(t) to PE(t + phi) (positive is clockwise in the (sin, cos) plane,
/// the way t grows). Whole turns are dropped: they end on the same point.
double shortestTurn(double omega, double phi);

/// One pair of the identity PE(t + phi) = M(phi) PE(t).
struct PairRotation {
    int pair = 0;
    double omega = 0;
    OffsetRotation m;
    double sinT = 0, cosT = 1;             ///< PE(t) restricted to the pair
    double sinShifted = 0, cosShifted = 1; ///< PE(t + phi), computed directly
    double sinRotated = 0, cosRotated = 1; ///< M(phi) PE(t)
    double residual = 0;                   ///< Euclidean norm of M(phi) PE(t) - PE(t + phi)
};

/// Number of complete (sin, cos) pairs: floor(d / 2). An odd d's last sine has no cosine to
/// rotate with, so the identity is stated for the complete pairs only.
inline int completePairCount(int dim)
{
    return dim / 2;
}

/// The identity for one pair.
PairRotation pairRotation(const EncodingParams& params, int pair, double t, double phi);

/// The identity for every complete pair k = 0 .. floor(d/2) - 1, O(d).
std::vector<PairRotation> rotationTable(const EncodingParams& params, double t, double phi);

/// Largest residual of a table (0 for an empty one).
double maxResidual(const std::vector<PairRotation>& table);

/// The same test with the sine column only: the best scalar m with
/// sin(w (t + phi)) ~ m sin(w t) over t = 0 .. L-1, and the RMS error it leaves.
/// Since sin(w(t+phi)) = cos(w phi) sin(w t) + sin(w phi) cos(w t), the error is the part of
/// sin(w phi) cos(w t) that no multiple of the sine reproduces:
/// RMS^2 = sin^2(w phi) (L^2 - D^2) / (2 L (L - C)), with D = sin(w L) / sin(w) and
/// C = cos(w (L-1)) D (Dirichlet sums), and a Taylor form when w L is small. O(1).
double sineOnlyFitError(double omega, double phi, long length);

/// Two positions that the sine column of a pair confuses: sin(w t) ~ sin(w twin) while their
/// cosines differ (twin is the integer nearest a mirror image pi/w - t + m 2 pi/w).
struct SineTwin {
    bool found = false;
    long position = 0;         ///< t
    long twin = 0;             ///< the confused position, >= 0, != t
    double sineGap = 0;        ///< |sin(w t) - sin(w twin)|: what the sine column sees
    double cosineGap = 0;      ///< |cos(w t) - cos(w twin)|: what the cosine adds
    double shiftedSineGap = 0; ///< |sin(w (t + phi)) - sin(w (twin + phi))| after the offset
};

/// The best twin of t among the mirror images within `turns` wavelengths of t (twin >= 0).
/// Among candidates the smallest sine gap wins; a candidate whose cosine also agrees (a full
/// period, not a mirror) is skipped. O(turns).
SineTwin sineTwin(double omega, long t, double phi, int turns = 4);

/// The complete pair whose sine column tells t1 and t2 apart least while its cosine column
/// still separates them by at least minCosineGap; -1 when no pair qualifies. For d = 512,
/// n = 10000, t1 = 25, t2 = 35 it is pair 82 (wavelength 120.07, the crest at t = 30 between them).
int mostSineAmbiguousPair(const EncodingParams& params, long t1, long t2, double minCosineGap = 0.5);

} // namespace pe::core

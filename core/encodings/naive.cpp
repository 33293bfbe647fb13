#include "core/encodings/naive.h"
#include "core/enumnames.h"

#include "core/formula/params.h"

#include <algorithm>
#include <bitset>
#include <cmath>
#include <string>
#include <utility>

namespace pe::core {

namespace {
/// The bits of t that binary keeps: the d lowest (all of them for d >= 63).
std::uint64_t bitMask(int dim)
{
    return dim >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << dim) - 1;
}

int popcount(std::uint64_t v)
{
    return static_cast<int>(std::bitset<64>(v).count());
}
} // namespace

/// Each naive kind and the absolute scheme that names it (one table, both directions).
constexpr std::pair<NaiveKind, AbsoluteScheme> kNaiveSchemes[] = {{NaiveKind::Fraction, AbsoluteScheme::Fraction},
                                                                  {NaiveKind::Index, AbsoluteScheme::Index},
                                                                  {NaiveKind::Binary, AbsoluteScheme::Binary}};

std::optional<NaiveKind> naiveKindOf(AbsoluteScheme scheme)
{
    for (const auto& [kind, named] : kNaiveSchemes)
        if (named == scheme)
            return kind;
    return std::nullopt;
}

NaiveEncoding::NaiveEncoding(NaiveKind kind, int dim, long length)
    : m_kind(kind)
    , m_dim(dim)
    , m_length(length)
{
    if (dim < 1)
        throw ParameterError(rangeProblem(ProblemCode::IntegerOutOfRange, "d", dim, 1, Limits::maxDim));
    if (kind == NaiveKind::Fraction && length < 2)
        throw ParameterError(rangeProblem(ProblemCode::IntegerOutOfRange, "length", static_cast<double>(length), 2,
                                          static_cast<double>(Limits::maxLength)));
}

std::string NaiveEncoding::id() const
{
    for (const auto& [kind, scheme] : kNaiveSchemes)
        if (kind == m_kind)
            return absoluteSchemeName(scheme);
    return absoluteSchemeName(AbsoluteScheme::Fraction);
}

std::string NaiveEncoding::describe() const
{
    const std::string d = "d = " + std::to_string(m_dim);
    switch (m_kind) {
    case NaiveKind::Fraction:
        return "t / (L - 1), L = " + std::to_string(m_length) + ", " + d;
    case NaiveKind::Index:
        return "t, " + d;
    case NaiveKind::Binary:
        return "bits of t (+-1), " + d;
    }
    return d;
}

long NaiveEncoding::maxLength() const
{
    return 2 * Limits::maxLength; // the requirements view reads up to 2L - 1
}

double NaiveEncoding::value(long t, int j) const
{
    switch (m_kind) {
    case NaiveKind::Fraction:
        return static_cast<double>(t) / static_cast<double>(m_length - 1);
    case NaiveKind::Index:
        return static_cast<double>(t);
    case NaiveKind::Binary:
        return j < 63 && ((static_cast<std::uint64_t>(t) >> j) & 1U) ? 1.0 : -1.0;
    }
    return 0.0;
}

Eigen::MatrixXd NaiveEncoding::rows(long first, long count) const
{
    Eigen::MatrixXd out(count, m_dim);
    for (long i = 0; i < count; ++i)
        if (m_kind == NaiveKind::Binary)
            for (int j = 0; j < m_dim; ++j)
                out(i, j) = value(first + i, j);
        else
            out.row(i).setConstant(value(first + i, 0));
    return out;
}

double fractionOffsetDistance(int dim, long length, long offset)
{
    return std::sqrt(static_cast<double>(dim)) * static_cast<double>(offset) / static_cast<double>(length - 1);
}

double indexOffsetDistance(int dim, long offset)
{
    return std::sqrt(static_cast<double>(dim)) * static_cast<double>(offset);
}

double naiveLargestValue(NaiveKind kind, long length, long positions)
{
    switch (kind) {
    case NaiveKind::Fraction:
        return static_cast<double>(positions - 1) / static_cast<double>(length - 1);
    case NaiveKind::Index:
        return static_cast<double>(positions - 1);
    case NaiveKind::Binary:
        return 1.0;
    }
    return 0.0;
}

int binaryFlippedBits(long t, int dim)
{
    return popcount((static_cast<std::uint64_t>(t) ^ static_cast<std::uint64_t>(t + 1)) & bitMask(dim));
}

double binaryOffsetDistance(long t, long offset, int dim)
{
    const std::uint64_t differ =
        (static_cast<std::uint64_t>(t) ^ static_cast<std::uint64_t>(t + offset)) & bitMask(dim);
    return 2.0 * std::sqrt(static_cast<double>(popcount(differ)));
}

BinaryJumps binaryNeighbourJumps(int dim, long positions)
{
    BinaryJumps r;
    if (positions < 2)
        return r;
    // t -> t + 1 flips the trailing ones of t and the zero above them: the most bits flip at the
    // largest power of two within reach, t + 1 = 2^(k-1) <= positions - 1 (capped at d bits).
    int smallest = dim + 1;
    for (long t = 0; t + 1 < positions; ++t) {
        const int k = binaryFlippedBits(t, dim);
        smallest = std::min(smallest, k);
        if (k > r.largestBits) {
            r.largestBits = k;
            r.largestAt = t;
        }
    }
    r.smallest = 2.0 * std::sqrt(static_cast<double>(smallest));
    r.largest = 2.0 * std::sqrt(static_cast<double>(r.largestBits));
    return r;
}

int binaryBitsUsed(long positions)
{
    int bits = 0;
    while (bits < 62 && (1L << bits) < positions)
        ++bits;
    return bits;
}

RowBlocks naiveRows(std::shared_ptr<const NaiveEncoding> encoding)
{
    return [encoding](long first, long count, int col0, int colEnd, double* out, long ld) {
        for (int j = col0; j < colEnd; ++j)
            for (long i = 0; i < count; ++i)
                out[static_cast<long>(j - col0) * ld + i] = encoding->value(first + i, j);
    };
}

long binaryPeriod(int dim)
{
    return dim >= 62 || (1L << dim) > 2 * Limits::maxLength ? -1 : 1L << dim;
}

// The names of AbsoluteScheme on the command line and in files (one table, both directions).
constexpr EnumName<AbsoluteScheme> kAbsoluteSchemes[] = {{AbsoluteScheme::Sinusoidal, "sinusoidal"},
                                                         {AbsoluteScheme::Learned, "learned"},
                                                         {AbsoluteScheme::Fraction, "fraction"},
                                                         {AbsoluteScheme::Index, "index"},
                                                         {AbsoluteScheme::Binary, "binary"}};

PE_ENUM_NAMES(AbsoluteScheme, kAbsoluteSchemes, absoluteSchemeName, parseAbsoluteScheme, "sinusoidal")

} // namespace pe::core

#pragma once
/// @file params.h
/// Parameters of the sinusoidal positional encoding (Vaswani et al. 2017, section 3.5)
/// and their validation. Plain structs with defaults; every computation in pe::core is a
/// pure function of them.

#include "core/problem.h"

#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

namespace pe::core {

/// Column order of the encoding matrix.
enum class Layout {
    Interleaved, ///< sin, cos, sin, cos ... (the paper, articles 000-004)
    Concatenated ///< all sines, then all cosines (tensor2tensor, TensorFlow tutorial)
};

/// Allowed ranges, shared by the core validation, the sliders and the command line.
struct Limits {
    static constexpr int minDim = 1;
    static constexpr int maxDim = 8192;
    static constexpr long minLength = 1;
    static constexpr long maxLength = 1048576;
    static constexpr double minBaseExclusive = 1.0;
    static constexpr double maxBase = 1e9;
    /// The farthest position the inspector takes apart, whatever L is (PE values stay within
    /// 1e-12 of the true ones up to there).
    static constexpr long maxInspectedPosition = 10000000;
};

/// PE(t, 2k) = sin(w_k t), PE(t, 2k+1) = cos(w_k t), w_k = base^(-2k/dim).
struct EncodingParams {
    int dim = 512;         ///< d, number of columns; an odd d ends with a lone sine column
    double base = 10000.0; ///< n, 10000 in the paper
    long length = 100;     ///< L, number of positions 0 .. L-1
    Layout layout = Layout::Interleaved;

    /// Copies with one field changed, so that a new field is carried over instead of being
    /// silently defaulted by a positional `EncodingParams{...}` (build from a copy, never by position).
    EncodingParams withDim(int d) const { return with(&EncodingParams::dim, d); }
    EncodingParams withBase(double n) const { return with(&EncodingParams::base, n); }
    EncodingParams withLength(long l) const { return with(&EncodingParams::length, l); }
    EncodingParams withLayout(Layout l) const { return with(&EncodingParams::layout, l); }

    bool operator==(const EncodingParams& o) const
    {
        return dim == o.dim && base == o.base && length == o.length && layout == o.layout;
    }
    bool operator!=(const EncodingParams& o) const { return !(*this == o); }

private:
    template <typename T> EncodingParams with(T EncodingParams::*field, T value) const
    {
        EncodingParams copy = *this;
        copy.*field = value;
        return copy;
    }
};

/// Raised for an invalid parameter: details() says which, its value and the allowed range;
/// what() is the same in English (describe()).
class ParameterError : public std::invalid_argument {
public:
    explicit ParameterError(Problem problem)
        : std::invalid_argument(describe(problem))
        , m_problem(std::move(problem))
    {
    }
    const std::string& parameter() const { return m_problem.name; }
    const Problem& details() const { return m_problem; }

private:
    Problem m_problem;
};

/// Throws ParameterError unless 1 <= dim <= 8192, 1 < base <= 1e9 (finite), 1 <= length <= 2^20.
void validate(const EncodingParams& params);

/// Throws ParameterError unless 0 <= position < length.
void validatePosition(const EncodingParams& params, long position);
/// A position the inspector takes apart: 0 .. Limits::maxInspectedPosition, whatever L is.
void validateInspectedPosition(long position);

std::string layoutName(Layout layout);
std::optional<Layout> parseLayout(std::string_view name);

/// Formats a number the way messages and captions show it (up to 10 significant digits).
std::string formatNumber(double value);

} // namespace pe::core

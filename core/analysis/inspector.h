#pragma once
/// @file inspector.h
/// The formula taken apart, term by term, as in the worked example of article 003
/// ("Exemple détaillé : d_model=8, pos=3"): for each dimension j of PE(pos), its pair index
/// i = j // 2 (interleaved layout), the exponent 2i/d, the divisor n^(2i/d), the argument
/// pos / divisor, whether it is a sine (even j) or a cosine (odd j), and the value.
/// Also the divisor table of 003 (1, 10, 100, 1000 for d = 8, n = 10000) and the small matrix of
/// article 002's "Je suis un robot" (n = 100, d = 4, one row per word).

#include "core/formula/params.h"

#include <Eigen/Core>
#include <string>
#include <string_view>
#include <vector>

namespace pe::core {

/// One line of 003's worked example.
struct InspectorRow {
    int dim = 0;         ///< column j of PE
    int pair = 0;        ///< i, the pair index (j // 2 in the interleaved layout)
    bool sine = true;    ///< sin for the first column of a pair, cos for the second
    double exponent = 0; ///< 2i / d
    double divisor = 1;  ///< n^(2i/d)
    double argument = 0; ///< pos / divisor, as by hand (rounded to double)
    /// sin or cos of the real pos / divisor, by core's accurate path (value() of encoding.h):
    /// within 1e-12 up to pos = 1e7 and beyond, where sin(argument) of the rounded argument
    /// would be off by up to |argument| * 1.1e-16 (about 1e-9 at pos = 1e7).
    double value = 0;
};

/// The row of dimension j at a position. Requires 0 <= j < d.
InspectorRow inspectCell(const EncodingParams& params, long position, int dim);

/// Every dimension of PE(position), in column order. O(d).
std::vector<InspectorRow> inspectRows(const EncodingParams& params, long position);

/// One line of 003's divisor table.
struct DivisorRow {
    int pair = 0;
    int sineDim = 0;       ///< the column holding sin
    int cosineDim = -1;    ///< the column holding cos, -1 for the lone sine of an odd d
    double exponent = 0;   ///< 2i / d
    double divisor = 1;    ///< n^(2i/d)
    double wavelength = 0; ///< 2*pi*divisor, in positions
};

/// One row per pair. O(d).
std::vector<DivisorRow> divisorTable(const EncodingParams& params);

/// Splits a sentence on ASCII whitespace (UTF-8 words stay whole).
std::vector<std::string> splitWords(std::string_view sentence);

/// Article 002's small matrix: row t is PE(t) for the t-th word. The length in `params` is
/// ignored; the sentence sets it. words.size() x d.
struct SentenceMatrix {
    std::vector<std::string> words;
    Eigen::MatrixXd values;
};
SentenceMatrix sentenceMatrix(const EncodingParams& params, const std::vector<std::string>& words);

} // namespace pe::core

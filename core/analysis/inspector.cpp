#include "core/analysis/inspector.h"

#include "core/formula/formula.h"

#include <cmath>

namespace pe::core {

InspectorRow inspectCell(const EncodingParams& p, long position, int dim)
{
    const Column c = columnAt(p, dim);
    InspectorRow r;
    r.dim = dim;
    r.pair = c.pair;
    r.sine = c.sine;
    r.exponent = 2.0 * c.pair / p.dim;
    r.divisor = std::pow(p.base, r.exponent);
    r.argument = static_cast<double>(position) / r.divisor;
    // Not sin(r.argument): the quotient is rounded to double, |t / divisor| * 1.1e-16 off, so
    // about 1e-9 at t = 1e7. value() reduces w_k t from the double-double w_k instead, as the
    // heatmap does: within a few 1e-16 of the real sin or cos.
    r.value = value(p, static_cast<double>(position), dim);
    return r;
}

std::vector<InspectorRow> inspectRows(const EncodingParams& p, long position)
{
    std::vector<InspectorRow> rows;
    rows.reserve(p.dim);
    for (int j = 0; j < p.dim; ++j)
        rows.push_back(inspectCell(p, position, j));
    return rows;
}

std::vector<DivisorRow> divisorTable(const EncodingParams& p)
{
    const int pairs = pairCount(p.dim);
    std::vector<DivisorRow> rows;
    rows.reserve(pairs);
    for (int k = 0; k < pairs; ++k) {
        DivisorRow r;
        r.pair = k;
        r.sineDim = columnIndex(p, k, true);
        r.cosineDim = 2 * k + 1 < p.dim ? columnIndex(p, k, false) : -1;
        r.exponent = 2.0 * k / p.dim;
        r.divisor = std::pow(p.base, r.exponent);
        r.wavelength = kTwoPi * r.divisor;
        rows.push_back(r);
    }
    return rows;
}

std::vector<std::string> splitWords(std::string_view sentence)
{
    std::vector<std::string> words;
    std::string current;
    for (const char ch : sentence) {
        if (ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r' || ch == '\f' || ch == '\v') {
            if (!current.empty())
                words.push_back(std::move(current));
            current.clear();
        } else {
            current += ch;
        }
    }
    if (!current.empty())
        words.push_back(std::move(current));
    return words;
}

SentenceMatrix sentenceMatrix(const EncodingParams& p, const std::vector<std::string>& words)
{
    SentenceMatrix m;
    m.words = words;
    m.values.resize(static_cast<Eigen::Index>(words.size()), p.dim);
    for (std::size_t t = 0; t < words.size(); ++t)
        for (int j = 0; j < p.dim; ++j)
            m.values(static_cast<Eigen::Index>(t), j) = inspectCell(p, static_cast<long>(t), j).value;
    return m;
}

} // namespace pe::core

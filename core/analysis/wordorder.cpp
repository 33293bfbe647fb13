#include "core/analysis/wordorder.h"

#include "core/analysis/split/splitmodel.h"
#include "core/encodings/embeddingsource.h"
#include "core/enumnames.h"
#include "core/formula/formula.h"

#include <cmath>
#include <map>

namespace pe::core {

namespace {
// Streams of the head's weights, apart from the split model's 0..5.
constexpr int kWeightStream = 100;

std::uint64_t fnv1a(const std::string& text)
{
    std::uint64_t h = 0xcbf29ce484222325ULL;
    for (unsigned char c : text) {
        h ^= c;
        h *= 0x100000001b3ULL;
    }
    return h;
}
} // namespace

// The names of SentenceLanguage on the command line and in files (one table, both directions).
constexpr EnumName<SentenceLanguage> kSentenceLanguages[] = {
    {SentenceLanguage::English, "en"}, {SentenceLanguage::French, "fr"}, {SentenceLanguage::Chinese, "zh"}};

PE_ENUM_NAMES(SentenceLanguage, kSentenceLanguages, sentenceLanguageName, parseSentenceLanguage, "en")

SentencePair sentencePair(SentenceLanguage language)
{
    switch (language) {
    case SentenceLanguage::French:
        return {{"le", "chat", "mange", "la", "souris"}, {"la", "souris", "mange", "le", "chat"}};
    case SentenceLanguage::Chinese:
        return {{"猫", "吃", "老鼠"}, {"老鼠", "吃", "猫"}};
    case SentenceLanguage::English:
        break;
    }
    return {{"the", "cat", "eats", "the", "mouse"}, {"the", "mouse", "eats", "the", "cat"}};
}

Eigen::RowVectorXd wordVector(const std::string& word, int d, std::uint64_t seed)
{
    NormalStream normal(columnSeed(seed ^ fnv1a(word), 0));
    Eigen::RowVectorXd v(d);
    const double scale = std::sqrt(0.5);
    for (int j = 0; j < d; ++j)
        v[j] = scale * normal.next();
    return v;
}

HeadWeights headWeights(int d, std::uint64_t seed)
{
    const double scale = 1.0 / std::sqrt(static_cast<double>(d));
    return {gaussianMatrix(seed, kWeightStream, d, d, scale), gaussianMatrix(seed, kWeightStream + 1, d, d, scale),
            gaussianMatrix(seed, kWeightStream + 2, d, d, scale)};
}

Eigen::MatrixXd selfAttention(const Eigen::MatrixXd& x, const HeadWeights& w)
{
    const Eigen::MatrixXd q = x * w.query, k = x * w.key, v = x * w.value;
    Eigen::MatrixXd a = (q * k.transpose()) / std::sqrt(static_cast<double>(x.cols()));
    for (Eigen::Index i = 0; i < a.rows(); ++i) {
        a.row(i) = (a.row(i).array() - a.row(i).maxCoeff()).exp().matrix();
        a.row(i) /= a.row(i).sum();
    }
    return a * v;
}

Eigen::MatrixXd attentionInput(const std::vector<std::string>& tokens, int d, std::uint64_t seed, bool positions,
                               const EncodingParams& encoding)
{
    const long n = static_cast<long>(tokens.size());
    Eigen::MatrixXd x(n, d);
    for (long i = 0; i < n; ++i)
        x.row(i) = wordVector(tokens[static_cast<size_t>(i)], d, seed);
    if (positions) {
        if (encoding.dim != d)
            throw ParameterError(rangeProblem(ProblemCode::DimensionsDiffer, "dim", encoding.dim, d, d));
        x += matrix(encoding.withLength(n), 0, n);
    }
    return x;
}

std::vector<int> matchWords(const std::vector<std::string>& first, const std::vector<std::string>& second)
{
    if (first.size() != second.size())
        throw ParameterError(rangeProblem(ProblemCode::SentencesDiffer, "sentence", 0, 0, 0));
    std::map<std::string, std::vector<int>> rows; // rows of `second` per word, in order
    for (size_t j = second.size(); j-- > 0;)
        rows[second[j]].push_back(static_cast<int>(j));
    std::vector<int> match;
    for (const std::string& word : first) {
        auto it = rows.find(word);
        if (it == rows.end() || it->second.empty())
            throw ParameterError(rangeProblem(ProblemCode::SentencesDiffer, "sentence", 0, 0, 0));
        match.push_back(it->second.back());
        it->second.pop_back();
    }
    return match;
}

WordOrderResult wordOrder(SentenceLanguage language, int d, std::uint64_t seed, bool positions,
                          const EncodingParams& encoding)
{
    if (d < WordOrderLimits::minDim || d > WordOrderLimits::maxDim)
        throw ParameterError(
            rangeProblem(ProblemCode::IntegerOutOfRange, "dim", d, WordOrderLimits::minDim, WordOrderLimits::maxDim));
    WordOrderResult r;
    r.sentences = sentencePair(language);
    r.match = matchWords(r.sentences.first, r.sentences.second);
    const HeadWeights w = headWeights(d, seed);
    const EncodingParams pe = encoding.withDim(d);
    r.outFirst = selfAttention(attentionInput(r.sentences.first, d, seed, positions, pe), w);
    r.outSecond = selfAttention(attentionInput(r.sentences.second, d, seed, positions, pe), w);
    r.difference.resize(r.outFirst.rows());
    for (Eigen::Index i = 0; i < r.outFirst.rows(); ++i)
        r.difference[i] = (r.outFirst.row(i) - r.outSecond.row(r.match[static_cast<size_t>(i)])).cwiseAbs().maxCoeff();
    r.maxDifference = r.difference.maxCoeff();
    return r;
}

} // namespace pe::core

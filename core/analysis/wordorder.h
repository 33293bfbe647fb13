#pragma once
/// @file wordorder.h
/// "Without positions, word order is lost" (article 004): one self-attention head,
///     out = softmax(Q K^T / sqrt(d)) V,   Q = X W_Q, K = X W_K, V = X W_V,
/// over the tokens of a sentence, X holding one row per token. Self-attention is permutation
/// equivariant: reordering the rows of X reorders the rows of out the same way and changes
/// nothing else, so "the cat eats the mouse" and "the mouse eats the cat" give the same vectors,
/// permuted. Adding the sinusoidal encoding, X = E + PE, breaks the symmetry.
///
/// Every number is a pure function of (sentence pair, d, seed, encoding): word vectors and
/// weights are seeded Gaussian numbers (NormalStream, the same on every machine).

#include "core/formula/params.h"

#include <Eigen/Core>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pe::core {

/// The language of the demo's pair of sentences.
enum class SentenceLanguage { English, French, Chinese };

std::string sentenceLanguageName(SentenceLanguage language); ///< "en", "fr", "zh"
std::optional<SentenceLanguage> parseSentenceLanguage(std::string_view name);

/// The two sentences, token by token (UTF-8): "the cat eats the mouse" / "the mouse eats the
/// cat"; "le chat mange la souris" / "la souris mange le chat"; "猫 吃 老鼠" / "老鼠 吃 猫".
/// The second holds the same tokens as the first, in another order.
struct SentencePair {
    std::vector<std::string> first, second;
};
SentencePair sentencePair(SentenceLanguage language);

struct WordOrderLimits {
    static constexpr int minDim = 2;
    static constexpr int maxDim = 64;
};

/// The word's vector: d entries N(0, 1/2) (the mean square of a PE entry) from
/// NormalStream(columnSeed(seed ^ FNV-1a(word), 0)): the same word always gets the same vector.
Eigen::RowVectorXd wordVector(const std::string& word, int d, std::uint64_t seed);

/// One head's weights, d x d each, entries N(0, 1/d) drawn row by row from
/// NormalStream(columnSeed(seed, 100 + k)), k = 0 (W_Q), 1 (W_K), 2 (W_V).
struct HeadWeights {
    Eigen::MatrixXd query, key, value;
};
HeadWeights headWeights(int d, std::uint64_t seed);

/// softmax(Q K^T / sqrt(d)) V for the rows of x (tokens x d), each softmax row shifted by its
/// maximum (Vaswani et al. 2017, eq. 1).
Eigen::MatrixXd selfAttention(const Eigen::MatrixXd& x, const HeadWeights& w);

/// The head's input: one wordVector per token, plus PE(i) of `encoding` (its dim must be d) at
/// row i when `positions`.
Eigen::MatrixXd attentionInput(const std::vector<std::string>& tokens, int d, std::uint64_t seed, bool positions,
                               const EncodingParams& encoding);

/// match[i]: the row of `second` holding the word of row i of `first`, the k-th occurrence of a
/// word matched with its k-th occurrence. Throws ParameterError ("sentence") unless the two hold
/// the same words.
std::vector<int> matchWords(const std::vector<std::string>& first, const std::vector<std::string>& second);

/// Both sentences through the head, with or without positions, and how far apart the outputs
/// of each word are: difference(i) = max_j |outFirst(i, j) - outSecond(match[i], j)|.
struct WordOrderResult {
    SentencePair sentences;
    std::vector<int> match;
    Eigen::MatrixXd outFirst, outSecond;
    Eigen::VectorXd difference;
    double maxDifference = 0;
};

/// Throws ParameterError ("dim") unless d is in WordOrderLimits. The encoding's base and
/// layout are used (with dim d and as many positions as tokens).
WordOrderResult wordOrder(SentenceLanguage language, int d, std::uint64_t seed, bool positions,
                          const EncodingParams& encoding);

} // namespace pe::core

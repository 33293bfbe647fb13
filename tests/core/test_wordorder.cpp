// The word-order demo (core/analysis/wordorder.h): the head against NumPy (tests/core/wordorder_reference.py,
// run with /usr/bin/python3), and the property the demo shows, checked exactly: without
// positions self-attention is permutation equivariant, out(P x) = P out(x); with the sinusoidal
// encoding added, the two sentences' outputs differ.

#include "core/analysis/wordorder.h"
#include "core/formula/formula.h"

#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

using namespace pe::core;

namespace {

EncodingParams encoding(int d)
{
    EncodingParams p;
    p.dim = d;
    p.base = 10000.0;
    p.length = 5;
    return p;
}

const SentenceLanguage kLanguages[] = {SentenceLanguage::English, SentenceLanguage::French, SentenceLanguage::Chinese};

} // namespace

TEST(WordOrder, HeadMatchesNumPy)
{
    const int n = 4, d = 3;
    Eigen::MatrixXd x(n, d);
    HeadWeights w{Eigen::MatrixXd(d, d), Eigen::MatrixXd(d, d), Eigen::MatrixXd(d, d)};
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < d; ++j)
            x(i, j) = std::sin(1 + i + 0.5 * j);
    for (int r = 0; r < d; ++r)
        for (int c = 0; c < d; ++c) {
            w.query(r, c) = std::cos(r - 2 * c) / 2;
            w.key(r, c) = std::sin(2 * r + c + 0.3);
            w.value(r, c) = (r + 1.0) / (c + 2.0) - 0.4;
        }
    const double expected[4][3] = {
        {0.01549763584445002, -0.04634911280421827, -0.07727248712855242},
        {0.024229402048067894, -0.03977148143339246, -0.07177192317412255},
        {-0.09983348263975739, -0.09176685379161562, -0.08773353936754469},
        {-0.25069770631662347, -0.15791450033121998, -0.11152289733851815},
    };
    const Eigen::MatrixXd out = selfAttention(x, w);
    ASSERT_EQ(out.rows(), n);
    ASSERT_EQ(out.cols(), d);
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < d; ++j)
            EXPECT_NEAR(out(i, j), expected[i][j], 1e-14) << i << "," << j;
}

TEST(WordOrder, SelfAttentionIsPermutationEquivariant)
{
    const int d = 16;
    const HeadWeights w = headWeights(d, 42);
    std::vector<std::string> words{"a", "b", "c", "d", "e", "f"};
    Eigen::MatrixXd x(6, d);
    for (int i = 0; i < 6; ++i)
        x.row(i) = wordVector(words[i], d, 42);
    const std::vector<int> perm{3, 0, 5, 1, 4, 2};
    Eigen::MatrixXd px(6, d);
    for (int i = 0; i < 6; ++i)
        px.row(i) = x.row(perm[i]);
    const Eigen::MatrixXd out = selfAttention(x, w), pout = selfAttention(px, w);
    for (int i = 0; i < 6; ++i)
        for (int j = 0; j < d; ++j)
            EXPECT_NEAR(pout(i, j), out(perm[i], j), 1e-12);
    // Not a constant: the rows differ from each other.
    EXPECT_GT((out.row(0) - out.row(1)).cwiseAbs().maxCoeff(), 1e-3);
}

TEST(WordOrder, SameWordSameVector)
{
    EXPECT_EQ(wordVector("cat", 8, 1), wordVector("cat", 8, 1));
    EXPECT_GT((wordVector("cat", 8, 1) - wordVector("mouse", 8, 1)).cwiseAbs().maxCoeff(), 0.1);
    EXPECT_GT((wordVector("cat", 8, 1) - wordVector("cat", 8, 2)).cwiseAbs().maxCoeff(), 0.1);
    // The first entries do not depend on d.
    EXPECT_EQ(wordVector("猫", 8, 1).head(4), wordVector("猫", 4, 1));
}

TEST(WordOrder, SentencesHoldTheSameWordsReordered)
{
    for (SentenceLanguage l : kLanguages) {
        const SentencePair s = sentencePair(l);
        EXPECT_NE(s.first, s.second);
        const std::vector<int> m = matchWords(s.first, s.second);
        for (size_t i = 0; i < m.size(); ++i)
            EXPECT_EQ(s.first[i], s.second[static_cast<size_t>(m[i])]);
        EXPECT_EQ(parseSentenceLanguage(sentenceLanguageName(l)), l);
    }
    // "the" twice: the k-th occurrence with the k-th.
    EXPECT_EQ(matchWords(sentencePair(SentenceLanguage::English).first, sentencePair(SentenceLanguage::English).second),
              (std::vector<int>{0, 4, 2, 3, 1}));
    EXPECT_THROW(matchWords({"a", "b"}, {"a", "c"}), ParameterError);
    EXPECT_THROW(matchWords({"a", "b"}, {"a"}), ParameterError);
    EXPECT_FALSE(parseSentenceLanguage("de"));
}

TEST(WordOrder, WithoutPositionsTheOutputsArePermuted)
{
    for (SentenceLanguage l : kLanguages)
        for (int d : {2, 8, 64}) {
            const WordOrderResult r = wordOrder(l, d, 42, false, encoding(d));
            EXPECT_LT(r.maxDifference, 1e-12);
            // Permuted, not equal: the rows in sentence order differ.
            EXPECT_GT((r.outFirst - r.outSecond).cwiseAbs().maxCoeff(), 1e-3);
        }
}

TEST(WordOrder, WithPositionsTheOutputsDiffer)
{
    for (SentenceLanguage l : kLanguages)
        for (int d : {2, 8, 64}) {
            const WordOrderResult r = wordOrder(l, d, 42, true, encoding(d));
            EXPECT_GT(r.maxDifference, 1e-3);
            // The input is the word vector plus the formula's PE row.
            const SentencePair s = sentencePair(l);
            const Eigen::MatrixXd x = attentionInput(s.first, d, 42, true, encoding(d));
            for (size_t i = 0; i < s.first.size(); ++i)
                for (int j = 0; j < d; ++j) {
                    const double w = std::pow(10000.0, -2.0 * (j / 2) / d);
                    const double pe = j % 2 == 0 ? std::sin(w * i) : std::cos(w * i);
                    EXPECT_NEAR(x(static_cast<long>(i), j), wordVector(s.first[i], d, 42)[j] + pe, 1e-13);
                }
        }
}

TEST(WordOrder, RejectsDimensionsOutOfRange)
{
    EXPECT_THROW(wordOrder(SentenceLanguage::English, 1, 42, true, encoding(1)), ParameterError);
    EXPECT_THROW(wordOrder(SentenceLanguage::English, 65, 42, true, encoding(65)), ParameterError);
}

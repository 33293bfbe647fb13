// The split model (core/analysis/split/splitmodel.h) against straightforward loops written here: the inputs
// from the sinusoidal formula, the four logit terms as quadruple sums, the block means as means
// over pairs, and the attention block as a plain loop over tokens, heads and units.

#include "core/analysis/split/splitmodel.h"

#include <gtest/gtest.h>

#include <cmath>
#include <vector>

using namespace pe::core;

namespace {

SplitParams small(Combine combine)
{
    SplitParams p;
    p.dPos = 4;
    p.dSem = 3;
    p.base = 100.0;
    p.combine = combine;
    p.seed = 7;
    return p;
}

/// PE(t, 2k) = sin(t / n^(2k/d)), PE(t, 2k+1) = cos(...), interleaved.
double pe(long t, int j, int d, double n)
{
    const double w = std::pow(n, -2.0 * (j / 2) / d);
    return j % 2 == 0 ? std::sin(t * w) : std::cos(t * w);
}

/// The input of position t split into meaning x and position p, both of d_model entries.
void inputs(const SplitParams& s, long t, std::vector<double>* x, std::vector<double>* p)
{
    const int d = s.dModel();
    x->assign(d, 0.0);
    p->assign(d, 0.0);
    const bool concat = s.combine == Combine::Concat;
    const Eigen::RowVectorXd token = tokenVector(s.seed, t, concat ? s.dSem : d);
    for (int j = 0; j < d; ++j) {
        if (concat) {
            (*p)[j] = j < s.dPos ? pe(t, j, s.dPos, s.base) : 0.0;
            (*x)[j] = j < s.dPos ? 0.0 : token[j - s.dPos];
        } else {
            (*p)[j] = pe(t, j, d, s.base);
            (*x)[j] = token[j];
        }
    }
}

/// a W_Q W_K^T b^T with the block-diagonal W_Q, W_K, as a sum over every index.
double bilinear(const SplitWeights& w, const std::vector<double>& a, const std::vector<double>& b)
{
    const int d = w.dPos + w.dSem;
    auto sameBlock = [&](int r, int c) { return (r < w.dPos) == (c < w.dPos); };
    double sum = 0;
    for (int r = 0; r < d; ++r)
        for (int s = 0; s < d; ++s)
            for (int c = 0; c < d; ++c)
                if (sameBlock(r, c) && sameBlock(s, c))
                    sum += a[r] * w.query(r, c) * w.key(s, c) * b[s];
    return sum;
}

BlockAxis unitAxis(long length)
{
    return BlockAxis::fit(0, length, static_cast<int>(length));
}

} // namespace

TEST(SplitModel, CombineNamesReadBack)
{
    EXPECT_EQ(combineName(Combine::Add), "add");
    EXPECT_EQ(combineName(Combine::Concat), "concat");
    EXPECT_EQ(parseCombine("concat"), Combine::Concat);
    EXPECT_EQ(parseCombine("add"), Combine::Add);
    EXPECT_FALSE(parseCombine("foo").has_value());
}

TEST(SplitModel, ValidateRefusesOutOfRangeWidths)
{
    SplitParams p;
    EXPECT_NO_THROW(validate(p));
    for (int dPos : {0, 1, 513}) {
        p = SplitParams();
        p.dPos = dPos;
        EXPECT_THROW(validate(p), ParameterError) << dPos;
    }
    for (int dSem : {0, 513}) {
        p = SplitParams();
        p.dSem = dSem;
        EXPECT_THROW(validate(p), ParameterError) << dSem;
    }
}

TEST(SplitModel, InputsPlacePositionAndMeaning)
{
    for (Combine c : {Combine::Concat, Combine::Add}) {
        const SplitParams s = small(c);
        const Eigen::MatrixXd pos = positionPart(s, 3, 5);
        const Eigen::MatrixXd mean = meaningPart(s, 3, 5);
        ASSERT_EQ(pos.cols(), 7);
        std::vector<double> x, p;
        for (long i = 0; i < 5; ++i) {
            inputs(s, 3 + i, &x, &p);
            for (int j = 0; j < 7; ++j) {
                EXPECT_NEAR(pos(i, j), p[j], 1e-14) << i << "," << j;
                EXPECT_EQ(mean(i, j), x[j]) << i << "," << j;
            }
        }
    }
}

TEST(SplitModel, TokensAreSeededWithMeanSquareOneHalf)
{
    const Eigen::RowVectorXd a = tokenVector(5, 10, 20000);
    EXPECT_EQ(a, tokenVector(5, 10, 20000));
    EXPECT_NE(a, tokenVector(5, 11, 20000));
    EXPECT_NE(a, tokenVector(6, 10, 20000));
    EXPECT_NE(a, tokenVector(5, 10, 20000, true));
    EXPECT_NEAR(a.squaredNorm() / 20000, 0.5, 0.02);
    // The first entries do not depend on how many are drawn.
    EXPECT_EQ(tokenVector(5, 10, 3), a.head(3));
}

TEST(SplitModel, TermsEqualQuadrupleSumsAndAddUpToTheTotal)
{
    for (Combine c : {Combine::Concat, Combine::Add}) {
        const SplitParams s = small(c);
        const auto w = splitWeights(s);
        const long length = 6;
        const LogitTerms t = logitTerms(s, *w, unitAxis(length), unitAxis(length));
        ASSERT_EQ(t.total.rows(), length);
        std::vector<double> xi, pi, xj, pj;
        for (long i = 0; i < length; ++i) {
            inputs(s, i, &xi, &pi);
            for (long j = 0; j < length; ++j) {
                inputs(s, j, &xj, &pj);
                std::vector<double> hi(7), hj(7);
                for (int k = 0; k < 7; ++k) {
                    hi[k] = xi[k] + pi[k];
                    hj[k] = xj[k] + pj[k];
                }
                EXPECT_NEAR(t.semSem(i, j), bilinear(*w, xi, xj), 1e-12);
                EXPECT_NEAR(t.semPos(i, j), bilinear(*w, xi, pj), 1e-12);
                EXPECT_NEAR(t.posSem(i, j), bilinear(*w, pi, xj), 1e-12);
                EXPECT_NEAR(t.posPos(i, j), bilinear(*w, pi, pj), 1e-12);
                EXPECT_NEAR(t.total(i, j), bilinear(*w, hi, hj), 1e-12);
                EXPECT_NEAR(t.semSem(i, j) + t.semPos(i, j) + t.posSem(i, j) + t.posPos(i, j), t.total(i, j), 1e-12);
            }
        }
        if (c == Combine::Concat) {
            // Each product in a cross term has a zero factor: exactly +0, not merely small.
            for (const Eigen::MatrixXd* m : {&t.semPos, &t.posSem})
                for (Eigen::Index k = 0; k < m->size(); ++k) {
                    EXPECT_EQ(m->data()[k], 0.0);
                    EXPECT_FALSE(std::signbit(m->data()[k]));
                }
        } else {
            EXPECT_GT(t.semPos.cwiseAbs().maxCoeff(), 0.1);
            EXPECT_GT(t.posSem.cwiseAbs().maxCoeff(), 0.1);
        }
    }
}

TEST(SplitModel, CellsAreMeansOverTheirBlockOfPairs)
{
    const SplitParams s = small(Combine::Add);
    const auto w = splitWeights(s);
    const BlockAxis queries = BlockAxis::fit(0, 7, 3); // blocks of 3: [0,3) [3,6) [6,7)
    const BlockAxis keys = BlockAxis::fit(2, 7, 2);    // [2,5) [5,7)
    ASSERT_EQ(queries.step, 3);
    const LogitTerms t = logitTerms(s, *w, queries, keys);
    std::vector<double> xi, pi, xj, pj;
    for (int a = 0; a < queries.cells; ++a)
        for (int b = 0; b < keys.cells; ++b) {
            double sum = 0;
            long n = 0;
            for (long i = queries.blockBegin(a); i < queries.blockEnd(a); ++i)
                for (long j = keys.blockBegin(b); j < keys.blockEnd(b); ++j) {
                    inputs(s, i, &xi, &pi);
                    inputs(s, j, &xj, &pj);
                    sum += bilinear(*w, pi, xj);
                    ++n;
                }
            EXPECT_NEAR(t.posSem(a, b), sum / n, 1e-12) << a << "," << b;
        }
}

TEST(SplitModel, BlockDiagonalZeroesTheMixingBlocks)
{
    const Eigen::MatrixXd m = Eigen::MatrixXd::Constant(5, 8, 2.0);
    const Eigen::MatrixXd b = blockDiagonal(m, 2, 3);
    for (int r = 0; r < 5; ++r)
        for (int c = 0; c < 8; ++c)
            EXPECT_EQ(b(r, c), (r < 2) == (c < 3) ? 2.0 : 0.0) << r << "," << c;
}

TEST(SplitModel, ForwardIsTheBlockWrittenAsLoops)
{
    const SplitParams s = small(Combine::Add);
    const auto w = splitWeights(s);
    const int d = 7, p = 4, tokens = 5, hiddenUnits = 28;
    const Eigen::MatrixXd h = positionPart(s, 0, tokens) + meaningPart(s, 0, tokens);
    auto mul = [](const std::vector<std::vector<double>>& a, const Eigen::MatrixXd& m) {
        std::vector<std::vector<double>> out(a.size(), std::vector<double>(m.cols(), 0.0));
        for (size_t i = 0; i < a.size(); ++i)
            for (Eigen::Index c = 0; c < m.cols(); ++c)
                for (Eigen::Index r = 0; r < m.rows(); ++r)
                    out[i][c] += a[i][r] * m(r, c);
        return out;
    };
    std::vector<std::vector<double>> rows(tokens, std::vector<double>(d));
    for (int i = 0; i < tokens; ++i)
        for (int j = 0; j < d; ++j)
            rows[i][j] = h(i, j);
    const auto q = mul(rows, w->query), k = mul(rows, w->key), v = mul(rows, w->value);
    std::vector<std::vector<double>> heads(tokens, std::vector<double>(d, 0.0));
    for (int head = 0; head < 2; ++head) {
        const int from = head == 0 ? 0 : p, to = head == 0 ? p : d;
        for (int i = 0; i < tokens; ++i) {
            std::vector<double> e(tokens);
            double total = 0;
            for (int j = 0; j < tokens; ++j) {
                double dot = 0;
                for (int c = from; c < to; ++c)
                    dot += q[i][c] * k[j][c];
                e[j] = std::exp(dot / std::sqrt(to - from));
                total += e[j];
            }
            for (int j = 0; j < tokens; ++j)
                for (int c = from; c < to; ++c)
                    heads[i][c] += e[j] / total * v[j][c];
        }
    }
    auto z = mul(heads, w->output);
    for (int i = 0; i < tokens; ++i)
        for (int c = 0; c < d; ++c)
            z[i][c] += rows[i][c];
    auto hidden = mul(z, w->mlpIn);
    ASSERT_EQ(static_cast<int>(hidden[0].size()), hiddenUnits);
    for (auto& row : hidden)
        for (double& u : row)
            u = std::max(u, 0.0);
    const auto mlp = mul(hidden, w->mlpOut);
    const Eigen::MatrixXd out = splitForward(*w, h, false);
    for (int i = 0; i < tokens; ++i)
        for (int c = 0; c < d; ++c)
            EXPECT_NEAR(out(i, c), z[i][c] + mlp[i][c], 1e-12) << i << "," << c;

    // The block-diagonal forward is the dense one with the mixing blocks of every matrix zeroed.
    SplitWeights b = *w;
    b.query = blockDiagonal(w->query, p, p);
    b.key = blockDiagonal(w->key, p, p);
    b.value = blockDiagonal(w->value, p, p);
    b.output = blockDiagonal(w->output, p, p);
    b.mlpIn = blockDiagonal(w->mlpIn, p, 4 * p);
    b.mlpOut = blockDiagonal(w->mlpOut, 4 * p, p);
    EXPECT_LT((splitForward(*w, h, true) - splitForward(b, h, false)).cwiseAbs().maxCoeff(), 1e-12);
}

TEST(SplitModel, ConcatWithSplitWeightsKeepsTheBlocksApartExactly)
{
    SplitParams s = small(Combine::Concat);
    s.dPos = 8;
    s.dSem = 12;
    const auto w = splitWeights(s);
    const ValuePath v = valuePath(s, *w, 10, 64);
    EXPECT_EQ(v.perturbed, 5);
    // A new token: the position block does not move at all, the meaning block does.
    EXPECT_EQ(v.perturbSplit.maxPosition, 0.0);
    EXPECT_GT(v.perturbSplit.maxMeaning, 1e-3);
    // Past L_max only the position block moves.
    EXPECT_EQ(v.shiftSplit.maxMeaning, 0.0);
    EXPECT_GT(v.shiftSplit.maxPosition, 1e-3);
    // Dense weights mix the blocks both ways.
    EXPECT_GT(v.perturbDense.maxPosition, 1e-3);
    EXPECT_GT(v.shiftDense.maxMeaning, 1e-3);
    ASSERT_EQ(v.perturbDense.position.size(), 10);
    EXPECT_EQ(v.perturbDense.maxPosition, v.perturbDense.position.maxCoeff());
}

TEST(SplitModel, AddMixesEvenWithSplitWeights)
{
    SplitParams s = small(Combine::Add);
    s.dPos = 8;
    s.dSem = 12;
    const auto w = splitWeights(s);
    const ValuePath v = valuePath(s, *w, 10, 64);
    EXPECT_GT(v.perturbSplit.maxPosition, 1e-3);
    EXPECT_GT(v.shiftSplit.maxMeaning, 1e-3);
}

TEST(SplitModel, BlockChangeIsTheLargestDifferencePerBlock)
{
    Eigen::MatrixXd a = Eigen::MatrixXd::Zero(2, 5), b = a;
    b(0, 1) = -3; // position block (d_pos = 2)
    b(1, 4) = 0.5;
    b(1, 2) = -0.25;
    const BlockChange c = blockChange(a, b, 2);
    EXPECT_EQ(c.position[0], 3.0);
    EXPECT_EQ(c.position[1], 0.0);
    EXPECT_EQ(c.meaning[0], 0.0);
    EXPECT_EQ(c.meaning[1], 0.5);
    EXPECT_EQ(c.maxPosition, 3.0);
    EXPECT_EQ(c.maxMeaning, 0.5);
}

TEST(SplitModel, WeightRowsHaveTheVarianceOfTheirBlocksFanIn)
{
    SplitParams s;
    s.dPos = 40;
    s.dSem = 160;
    const auto w = splitWeights(s);
    ASSERT_EQ(w->mlpIn.cols(), 800);
    ASSERT_EQ(w->mlpOut.rows(), 800);
    auto meanSquare = [](const Eigen::MatrixXd& m) { return m.squaredNorm() / static_cast<double>(m.size()); };
    EXPECT_NEAR(meanSquare(w->query.topRows(40)) * 40, 1.0, 0.05);
    EXPECT_NEAR(meanSquare(w->key.bottomRows(160)) * 160, 1.0, 0.05);
    EXPECT_NEAR(meanSquare(w->mlpIn.topRows(40)) * 40, 1.0, 0.05);
    EXPECT_NEAR(meanSquare(w->mlpOut.topRows(160)) * 160, 1.0, 0.05);
    EXPECT_NEAR(meanSquare(w->mlpOut.bottomRows(640)) * 640, 1.0, 0.05);
    // Each matrix has its own stream: the same seed gives the same weights, another seed others.
    EXPECT_EQ(w->value, splitWeights(s)->value);
    EXPECT_NE(w->query, w->key);
    s.seed = 43;
    EXPECT_NE(w->query, splitWeights(s)->query);
}

TEST(SplitModel, HeadsAreConcatenatedWrittenAsLoops)
{
    // Multi-head attention: d_pos = 8 and d_sem = 12 with 4 heads per block are heads of 2, 2, 2,
    // 2 and 3, 3, 3, 3 columns; each head attends with its own columns of Q, K, V (scaled by
    // 1/sqrt(its width)) and the eight outputs, side by side, go through W_O. Written with
    // plain loops and the head boundaries spelled out.
    SplitParams s = small(Combine::Concat);
    s.dPos = 8;
    s.dSem = 12;
    s.heads = 4;
    const auto w = splitWeights(s);
    EXPECT_EQ(w->heads, 4);
    const int d = 20, tokens = 6;
    const int bounds[9] = {0, 2, 4, 6, 8, 11, 14, 17, 20};
    const auto ranges = headRanges(8, 12, 4);
    ASSERT_EQ(ranges.size(), 8u);
    for (int i = 0; i < 8; ++i)
        EXPECT_EQ(ranges[i], std::make_pair(bounds[i], bounds[i + 1]));
    const Eigen::MatrixXd h = positionPart(s, 0, tokens) + meaningPart(s, 0, tokens);
    auto mul = [](const Eigen::MatrixXd& a, const Eigen::MatrixXd& m) {
        Eigen::MatrixXd out = Eigen::MatrixXd::Zero(a.rows(), m.cols());
        for (Eigen::Index i = 0; i < a.rows(); ++i)
            for (Eigen::Index c = 0; c < m.cols(); ++c)
                for (Eigen::Index r = 0; r < m.rows(); ++r)
                    out(i, c) += a(i, r) * m(r, c);
        return out;
    };
    const Eigen::MatrixXd q = mul(h, w->query), k = mul(h, w->key), v = mul(h, w->value);
    Eigen::MatrixXd concat = Eigen::MatrixXd::Zero(tokens, d);
    for (int head = 0; head < 8; ++head) {
        const int from = bounds[head], to = bounds[head + 1];
        for (int i = 0; i < tokens; ++i) {
            std::vector<double> e(tokens);
            double total = 0;
            for (int j = 0; j < tokens; ++j) {
                double dot = 0;
                for (int c = from; c < to; ++c)
                    dot += q(i, c) * k(j, c);
                e[j] = std::exp(dot / std::sqrt(to - from));
                total += e[j];
            }
            for (int j = 0; j < tokens; ++j)
                for (int c = from; c < to; ++c)
                    concat(i, c) += e[j] / total * v(j, c);
        }
    }
    const Eigen::MatrixXd z = h + mul(concat, w->output);
    const Eigen::MatrixXd hidden = mul(z, w->mlpIn).cwiseMax(0.0);
    const Eigen::MatrixXd expected = z + mul(hidden, w->mlpOut);
    const Eigen::MatrixXd out = splitForward(*w, h, false);
    EXPECT_LT((out - expected).cwiseAbs().maxCoeff(), 1e-12);
    // The heads matter: one head per block gives another output.
    SplitWeights one = *w;
    one.heads = 1;
    EXPECT_GT((splitForward(one, h, false) - out).cwiseAbs().maxCoeff(), 1e-6);
}

TEST(SplitModel, HeadsKeepTheBlocksApartWithSplitWeights)
{
    // With 4 heads per block and block-diagonal weights, every head reads one block only, so the
    // position block still depends on positions alone and the meaning block on tokens alone.
    SplitParams s = small(Combine::Concat);
    s.dPos = 8;
    s.dSem = 12;
    s.heads = 4;
    const auto w = splitWeights(s);
    const ValuePath v = valuePath(s, *w, 10, 64);
    EXPECT_EQ(v.perturbSplit.maxPosition, 0.0);
    EXPECT_EQ(v.shiftSplit.maxMeaning, 0.0);
    EXPECT_GT(v.perturbDense.maxPosition, 1e-6);
    EXPECT_GT(v.shiftDense.maxMeaning, 1e-6);
    // More heads than columns: one head per column. Out of range: rejected.
    EXPECT_EQ(headRanges(2, 1, 8).size(), 3u);
    s.heads = 9;
    EXPECT_THROW(validate(s), ParameterError);
    s.heads = 0;
    EXPECT_THROW(validate(s), ParameterError);
}

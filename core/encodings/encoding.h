#pragma once
/// @file encodings/encoding.h
/// The seam every positional scheme implements. Two families (article 003, "alternatives"):
///  - absolute encodings give each position t its own vector p_t in R^d, added to (or
///    concatenated with) the token embedding: sinusoidal, learned (read from a file), ...;
///  - relative schemes give the attention a term that depends on the query and key
///    positions: RoPE (a score), ALiBi (a bias), T5 (a bucket whose learned scalar is added).
/// Views take one of these instead of assuming the sinusoidal formula.

#include <Eigen/Core>

#include <memory>
#include <string>

namespace pe::core {

struct EncodingParams;

/// An absolute positional encoding: position t -> p_t in R^d.
class AbsoluteEncoding {
public:
    virtual ~AbsoluteEncoding() = default;

    /// Short machine name, e.g. "sinusoidal", "learned".
    virtual std::string id() const = 0;
    /// Human-readable description for captions ("sinusoidal, n = 10000", "wpe.weight of gpt2.npy").
    virtual std::string describe() const = 0;
    /// d, the length of every vector.
    virtual int dim() const = 0;
    /// Positions 0 .. maxLength()-1 exist (a learned table has as many as its rows; a formula
    /// has no limit of its own and returns the largest L the app allows).
    virtual long maxLength() const = 0;

    /// p_t[j]. Requires 0 <= t < maxLength(), 0 <= j < dim().
    virtual double value(long t, int j) const = 0;
    /// Column j over positions first .. first+count-1.
    virtual Eigen::VectorXd column(int j, long first, long count) const;
    /// Rows first .. first+count-1 as a count x d matrix.
    virtual Eigen::MatrixXd rows(long first, long count) const;

    /// The sinusoidal parameters when this encoding is the sinusoidal formula (views use its
    /// closed forms: offset sums, block means, rotations); nullptr otherwise.
    virtual const EncodingParams* sinusoidal() const { return nullptr; }
};

/// A relative scheme: a term of the attention logit between a query at position i and a key at
/// position j. For every scheme here the term depends only on the offset j - i, which is what
/// lets views draw an L x L matrix at the cost of its pixels.
class RelativeEncoding {
public:
    virtual ~RelativeEncoding() = default;
    virtual std::string id() const = 0;
    virtual std::string describe() const = 0;
    /// The term for offset = key position - query position.
    virtual double atOffset(long offset) const = 0;
    /// The term for query position i and key position j (by default atOffset(j - i)).
    virtual double at(long query, long key) const { return atOffset(key - query); }
};

} // namespace pe::core

#pragma once
/// @file embeddingsource.h
/// Position embeddings to analyse, one column at a time. Article 001 ("extrapolation par
/// analyse de Fourier") analyses *learned* embeddings; the sources here are the sinusoidal PE
/// itself and a reproducible stand-in for learned ones, "learned-like" = scale * PE + noise.
/// A later issue adds embeddings loaded from files by implementing EmbeddingSource.

#include "core/formula/params.h"

#include <Eigen/Core>
#include <cstdint>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <string_view>

namespace pe::core {

enum class SourceKind {
    Sinusoidal, ///< PE(t, j)
    LearnedLike ///< scale * PE(t, j) + noise * N(0, 1), fixed seed
};

std::string sourceName(SourceKind kind);
std::optional<SourceKind> parseSource(std::string_view name);

struct SourceParams {
    SourceKind kind = SourceKind::Sinusoidal;
    double scale = 0.5;      ///< learned-like: factor on the PE
    double noise = 0.1;      ///< learned-like: standard deviation of the Gaussian noise
    std::uint64_t seed = 42; ///< learned-like: seed of the noise

    bool operator==(const SourceParams& o) const
    {
        return kind == o.kind && scale == o.scale && noise == o.noise && seed == o.seed;
    }
};

/// Allowed noise strength: 0 .. kMaxNoise.
constexpr double kMaxNoise = 10.0;

/// Throws ParameterError ("noise") unless 0 <= noise <= kMaxNoise, finite, and 0 < scale <= 100.
void validate(const SourceParams& params);

/// Standard normal numbers that are the same with every standard library: std::mt19937_64's
/// output is fixed by the C++ standard, unlike std::normal_distribution, so the Box-Muller
/// transform is done here. (Values can still differ in the last bit between libm versions.)
class NormalStream {
public:
    explicit NormalStream(std::uint64_t seed);
    double next();

private:
    std::mt19937_64 m_engine;
    double m_spare = 0.0;
    bool m_hasSpare = false;
};

/// The seed of column j's noise: splitmix64 of (seed, j), so that a column can be generated
/// alone, and its noise at position t does not depend on L or on the other columns.
std::uint64_t columnSeed(std::uint64_t seed, int column);

/// Embeddings as columns over positions 0 .. count-1 (count may exceed the training window:
/// the columns past it are the "truth" the extrapolation is compared with).
class EmbeddingSource {
public:
    virtual ~EmbeddingSource() = default;
    virtual int dim() const = 0;
    virtual std::string name() const = 0;
    virtual Eigen::VectorXd column(int j, long count) const = 0;
};

/// The source chosen by `source` for the encoding `params`.
std::shared_ptr<const EmbeddingSource> makeSource(const EncodingParams& params, const SourceParams& source);

/// Column j of the sinusoidal PE at positions 0 .. count-1 (exact angles every 16 positions,
/// rotated by w_k in between: within 1e-14 of sin/cos(w_k t)).
Eigen::VectorXd encodingColumn(const EncodingParams& params, int j, long count);

} // namespace pe::core

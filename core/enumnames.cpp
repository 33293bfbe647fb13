#include "core/enumnames.h"

#include "core/clock.h"
#include "core/embeddingsource.h"
#include "core/encodings/rope.h"
#include "core/io/embeddingmatrix.h"
#include "core/params.h"
#include "core/similarity.h"
#include "core/waves.h"

// The names of the enumerations on the command line and in files: one table each, which
// serves both directions (name and parse).

namespace pe::core {

constexpr EnumName<Layout> kLayouts[] = {{Layout::Interleaved, "interleaved"}, {Layout::Concatenated, "concatenated"}};

std::string layoutName(Layout layout)
{
    return nameIn(kLayouts, layout, "concatenated");
}

std::optional<Layout> parseLayout(std::string_view name)
{
    return valueIn(kLayouts, name);
}

constexpr EnumName<SourceKind> kSources[] = {{SourceKind::Sinusoidal, "sinusoidal"},
                                             {SourceKind::LearnedLike, "learned-like"}};

std::string sourceName(SourceKind kind)
{
    return nameIn(kSources, kind, "learned-like");
}

std::optional<SourceKind> parseSource(std::string_view name)
{
    return valueIn(kSources, name);
}

constexpr EnumName<PairSubset> kPairSubsets[] = {
    {PairSubset::First, "first"}, {PairSubset::Last, "last"}, {PairSubset::Spaced, "spaced"}};

std::string pairSubsetName(PairSubset subset)
{
    return nameIn(kPairSubsets, subset, "spaced");
}

std::optional<PairSubset> parsePairSubset(std::string_view name)
{
    return valueIn(kPairSubsets, name);
}

constexpr EnumName<Metric> kMetrics[] = {
    {Metric::Dot, "dot"}, {Metric::Cosine, "cosine"}, {Metric::Euclidean, "euclidean"}};

std::string metricName(Metric metric)
{
    return nameIn(kMetrics, metric, "dot");
}

std::optional<Metric> parseMetric(std::string_view name)
{
    return valueIn(kMetrics, name);
}

constexpr EnumName<WaveColumns> kWaveColumns[] = {
    {WaveColumns::Sines, "sin"}, {WaveColumns::Cosines, "cos"}, {WaveColumns::All, "all"}};

std::string waveColumnsName(WaveColumns columns)
{
    return nameIn(kWaveColumns, columns, "all");
}

std::optional<WaveColumns> parseWaveColumns(std::string_view name)
{
    return valueIn(kWaveColumns, name);
}

constexpr EnumName<RopeScaling> kRopeScalings[] = {
    {RopeScaling::None, "none"}, {RopeScaling::Pi, "pi"}, {RopeScaling::Ntk, "ntk"}, {RopeScaling::Yarn, "yarn"}};

std::string ropeScalingName(RopeScaling scaling)
{
    return nameIn(kRopeScalings, scaling, "none");
}

std::optional<RopeScaling> parseRopeScaling(std::string_view name)
{
    return valueIn(kRopeScalings, name);
}

namespace io {

constexpr EnumName<ScalarType> kScalarTypes[] = {
    {ScalarType::F16, "F16"}, {ScalarType::BF16, "BF16"}, {ScalarType::F32, "F32"}, {ScalarType::F64, "F64"}};

std::string scalarTypeName(ScalarType type)
{
    return nameIn(kScalarTypes, type, "?");
}

std::optional<ScalarType> parseScalarType(std::string_view name)
{
    return valueIn(kScalarTypes, name);
}

} // namespace io
} // namespace pe::core

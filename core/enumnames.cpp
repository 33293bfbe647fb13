#include "core/enumnames.h"

#include "core/clock.h"
#include "core/embeddingsource.h"
#include "core/encodings/naive.h"
#include "core/encodings/rope.h"
#include "core/fourier.h"
#include "core/io/embeddingmatrix.h"
#include "core/params.h"
#include "core/similarity.h"
#include "core/splitmodel.h"
#include "core/waves.h"

// The names of the enumerations on the command line and in files: one table each, which
// serves both directions (name and parse).

namespace pe::core {

/// Defines `std::string nameFunction(Enum)` (fallback when the table lacks the value) and
/// `std::optional<Enum> parseFunction(std::string_view)`, both from `table`.
#define PE_ENUM_NAMES(Enum, table, nameFunction, parseFunction, fallback)                                              \
    std::string nameFunction(Enum value)                                                                               \
    {                                                                                                                  \
        return nameIn(table, value, fallback);                                                                         \
    }                                                                                                                  \
    std::optional<Enum> parseFunction(std::string_view name)                                                           \
    {                                                                                                                  \
        return valueIn(table, name);                                                                                   \
    }

constexpr EnumName<Layout> kLayouts[] = {{Layout::Interleaved, "interleaved"}, {Layout::Concatenated, "concatenated"}};

PE_ENUM_NAMES(Layout, kLayouts, layoutName, parseLayout, "concatenated")

constexpr EnumName<SourceKind> kSources[] = {{SourceKind::Sinusoidal, "sinusoidal"},
                                             {SourceKind::LearnedLike, "learned-like"}};

PE_ENUM_NAMES(SourceKind, kSources, sourceName, parseSource, "learned-like")

constexpr EnumName<PairSubset> kPairSubsets[] = {
    {PairSubset::First, "first"}, {PairSubset::Last, "last"}, {PairSubset::Spaced, "spaced"}};

PE_ENUM_NAMES(PairSubset, kPairSubsets, pairSubsetName, parsePairSubset, "spaced")

constexpr EnumName<WallPeriods> kWallPeriods[] = {{WallPeriods::Clock, "clock"}, {WallPeriods::Printed, "printed"}};

PE_ENUM_NAMES(WallPeriods, kWallPeriods, wallPeriodsName, parseWallPeriods, "clock")

constexpr EnumName<FourierSum> kFourierSums[] = {{FourierSum::Printed, "printed"}, {FourierSum::Full, "full"}};

PE_ENUM_NAMES(FourierSum, kFourierSums, fourierSumName, parseFourierSum, "full")

constexpr EnumName<SigmaScale> kSigmaScales[] = {{SigmaScale::Printed, "printed"}, {SigmaScale::Matched, "matched"}};

PE_ENUM_NAMES(SigmaScale, kSigmaScales, sigmaScaleName, parseSigmaScale, "matched")

constexpr EnumName<Metric> kMetrics[] = {
    {Metric::Dot, "dot"}, {Metric::Cosine, "cosine"}, {Metric::Euclidean, "euclidean"}};

PE_ENUM_NAMES(Metric, kMetrics, metricName, parseMetric, "dot")

constexpr EnumName<WaveColumns> kWaveColumns[] = {
    {WaveColumns::Sines, "sin"}, {WaveColumns::Cosines, "cos"}, {WaveColumns::All, "all"}};

PE_ENUM_NAMES(WaveColumns, kWaveColumns, waveColumnsName, parseWaveColumns, "all")

constexpr EnumName<RopeScaling> kRopeScalings[] = {
    {RopeScaling::None, "none"},        {RopeScaling::Pi, "pi"},     {RopeScaling::Ntk, "ntk"},
    {RopeScaling::Dynamic, "dynamic"},  {RopeScaling::Yarn, "yarn"}, {RopeScaling::Llama3, "llama3"},
    {RopeScaling::LongRope, "longrope"}};

PE_ENUM_NAMES(RopeScaling, kRopeScalings, ropeScalingName, parseRopeScaling, "none")

constexpr EnumName<Combine> kCombines[] = {{Combine::Add, "add"}, {Combine::Concat, "concat"}};

PE_ENUM_NAMES(Combine, kCombines, combineName, parseCombine, "concat")

constexpr EnumName<AbsoluteScheme> kAbsoluteSchemes[] = {{AbsoluteScheme::Sinusoidal, "sinusoidal"},
                                                         {AbsoluteScheme::Learned, "learned"},
                                                         {AbsoluteScheme::Fraction, "fraction"},
                                                         {AbsoluteScheme::Index, "index"},
                                                         {AbsoluteScheme::Binary, "binary"}};

PE_ENUM_NAMES(AbsoluteScheme, kAbsoluteSchemes, absoluteSchemeName, parseAbsoluteScheme, "sinusoidal")

namespace io {

constexpr EnumName<ScalarType> kScalarTypes[] = {
    {ScalarType::F16, "F16"}, {ScalarType::BF16, "BF16"}, {ScalarType::F32, "F32"}, {ScalarType::F64, "F64"}};

PE_ENUM_NAMES(ScalarType, kScalarTypes, scalarTypeName, parseScalarType, "?")

} // namespace io

#undef PE_ENUM_NAMES
} // namespace pe::core

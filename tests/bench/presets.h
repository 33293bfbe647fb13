#pragma once
// The three sizes of issue 4 and their per-update targets.

#include "core/formula/params.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace pe::bench {

struct Preset {
    QString name;
    core::EncodingParams params;
    double targetP95Ms = 0; ///< p95 of "parameter change -> replot finished"
};

/// paper (L 100, d 512, n 1e4), large (8192, 2048, 1e4), extreme (131072, 4096, 5e5), and
/// relative (4096, 512, 1e4): the size at which the RoPE, ALiBi, T5 and comparison views are
/// held to 5 ms (run it with --presets relative --views rope,alibi,t5,compare).
inline std::vector<Preset> allPresets()
{
    return {
        {QStringLiteral("paper"), {512, 10000.0, 100, core::Layout::Interleaved}, 5.0},
        {QStringLiteral("large"), {2048, 10000.0, 8192, core::Layout::Interleaved}, 16.0},
        {QStringLiteral("extreme"), {4096, 500000.0, 131072, core::Layout::Interleaved}, 33.0},
        {QStringLiteral("relative"), {512, 10000.0, 4096, core::Layout::Interleaved}, 5.0},
    };
}

/// The presets run when none are named.
inline QStringList defaultPresetNames()
{
    return {QStringLiteral("paper"), QStringLiteral("large"), QStringLiteral("extreme")};
}

/// Peak resident memory allowed at the extreme preset, and one headless export.
constexpr double kTargetPeakRssMiB = 300.0;
/// One headless export, whole process: 150 ms at the paper size, 250 ms at the larger ones.
constexpr double kTargetExportMs = 150.0;
constexpr double kTargetLargeExportMs = 250.0;
inline double exportTargetMs(const QString& preset)
{
    return preset == QLatin1String("large") || preset == QLatin1String("extreme") ? kTargetLargeExportMs
                                                                                  : kTargetExportMs;
}

} // namespace pe::bench

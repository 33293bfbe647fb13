#pragma once
// The three sizes of issue 4 and their per-update targets.

#include "core/params.h"

#include <QString>

#include <vector>

namespace pe::bench {

struct Preset {
    QString name;
    core::EncodingParams params;
    double targetP95Ms = 0; ///< p95 of "parameter change -> replot finished"
};

/// paper (L 100, d 512, n 1e4), large (8192, 2048, 1e4), extreme (131072, 4096, 5e5).
inline std::vector<Preset> allPresets()
{
    return {
        {QStringLiteral("paper"), {512, 10000.0, 100, core::Layout::Interleaved}, 5.0},
        {QStringLiteral("large"), {2048, 10000.0, 8192, core::Layout::Interleaved}, 16.0},
        {QStringLiteral("extreme"), {4096, 500000.0, 131072, core::Layout::Interleaved}, 33.0},
    };
}

/// Peak resident memory allowed at the extreme preset, and one headless export.
constexpr double kTargetPeakRssMiB = 300.0;
constexpr double kTargetExportMs = 150.0;

} // namespace pe::bench

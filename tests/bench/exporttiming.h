#pragma once
// Times one headless figure export of a view as a whole process (start to exit).

#include "presets.h"

#include <QProcessEnvironment>
#include <QString>

#include <vector>

namespace pe::bench {

struct ExportTiming {
    QString view;
    QString preset;
    std::vector<double> runsMs;
    double medianMs = -1;
    QString error; ///< why a run failed (exit code, stderr, missing file)
};

/// Runs `app --view <view> --d .. --base .. --length .. --export <dir>/<view>-<preset>.png`
/// `runs` times and keeps the median.
ExportTiming timeExport(const QString& app, const QString& view, const Preset& preset, int runs, const QString& dir,
                        const QProcessEnvironment& env);

} // namespace pe::bench

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

/// The animation of scripts/heatmap_animation_matplotlib.py: `app --view heatmap --size 1280x720
/// --animate length=10:200 --frames 60 --fps 30 --export <dir>/animation.mp4`, `runs` times,
/// median kept (no target: compare it with the Matplotlib peer, scripts/compare_matplotlib.sh).
ExportTiming timeAnimation(const QString& app, int runs, const QString& dir, const QProcessEnvironment& env);

/// Target of opening a model and drawing its first frame, whole process (issue: models as they ship).
constexpr double kTargetModelOpenMs = 150.0;

/// `app --model <model> --size 1280x720 --export <dir>/model.png`, `runs` times, median kept:
/// opening a large model and drawing its first frame as a whole process (`label` names it).
ExportTiming timeModelOpen(const QString& app, const QString& model, const QString& label, int runs, const QString& dir,
                           const QProcessEnvironment& env);

} // namespace pe::bench

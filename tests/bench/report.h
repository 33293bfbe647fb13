#pragma once
// The benchmark's table (Markdown, ready for the README) and its JSON file.

#include "exporttiming.h"
#include "sweep.h"

#include <QJsonObject>
#include <QSize>
#include <QStringList>

#include <vector>

class QTextStream;

namespace pe::bench {

struct Report {
    QJsonObject machine;
    QSize window;
    std::vector<SweepResult> sweeps;
    std::vector<ExportTiming> exports;
    std::vector<ExportTiming> animations; ///< --animation-runs: the Matplotlib peer's sweep (no target)
    std::vector<ExportTiming> modelOpens; ///< --model-runs: large model files opened (kTargetModelOpenMs)
    double processPeakRssMiB = -1;
    int viewCount = 0;
    double createViewsMs = -1; ///< createViews() for every registered view, once
    double seconds = 0;

    /// One line per target missed (empty when every target is met).
    QStringList misses() const;
    /// One line per thing that did not work at all: a timeout, a view never redrawn, a failed export.
    QStringList failures() const;
    void printTables(QTextStream& out) const;
    QJsonObject toJson() const;
};

} // namespace pe::bench

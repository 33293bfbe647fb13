#pragma once
// What the benchmark reports about the process and the machine it ran on (Linux /proc).

#include <QJsonObject>

namespace pe::bench {

/// Peak resident memory of this process in MiB (VmHWM), or -1 when unknown.
double peakRssMiB();
/// Current resident memory in MiB (VmRSS), or -1 when unknown.
double currentRssMiB();
/// Starts a new peak-memory measurement (writes 5 to /proc/self/clear_refs, Linux >= 4.0).
/// Returns false when the kernel refuses: the peak then covers the whole run so far.
bool resetPeakRss();

/// CPU model, core count, load average, kernel, Qt and compiler versions.
QJsonObject machineInfo();
/// One line for the table header, e.g. "Intel Xeon ... , 2 cores, load 1.2".
QString machineSummary(const QJsonObject& machine);

} // namespace pe::bench

#include "sysinfo.h"

#include <QFile>
#include <QSysInfo>
#include <QThread>
#include <QtGlobal>

#include <cstdlib>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace pe::bench {

namespace {
QByteArray readProcFile(const char* path)
{
    QFile f(QString::fromLatin1(path));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll(); // /proc files report size 0: read until EOF
}

/// The value in kB of a "Key:   123 kB" line of /proc/self/status, in MiB.
double statusMiB(const QByteArray& key)
{
    const QByteArray status = readProcFile("/proc/self/status");
    for (const QByteArray& line : status.split('\n')) {
        if (!line.startsWith(QByteArray(key + ':')))
            continue;
        const QList<QByteArray> parts = line.mid(key.size() + 1).simplified().split(' ');
        bool ok = false;
        const double kb = parts.value(0).toDouble(&ok);
        return ok ? kb / 1024.0 : -1.0;
    }
    return -1.0;
}
} // namespace

double peakRssMiB()
{
    return statusMiB("VmHWM");
}

double currentRssMiB()
{
    return statusMiB("VmRSS");
}

bool resetPeakRss()
{
#if defined(__GLIBC__)
    // pe-explorer keeps freed memory for reuse (ui::tuneAllocator): hand it back first, or
    // the previous view's freed buffers would count in this view's peak.
    malloc_trim(0);
#endif
    QFile f(QStringLiteral("/proc/self/clear_refs"));
    if (!f.open(QIODevice::WriteOnly))
        return false;
    return f.write("5") == 1;
}

QJsonObject machineInfo()
{
    QJsonObject m;
    QString cpu;
    for (const QByteArray& line : readProcFile("/proc/cpuinfo").split('\n'))
        if (line.startsWith("model name")) {
            cpu = QString::fromLatin1(line.mid(line.indexOf(':') + 1).trimmed());
            break;
        }
    m[QStringLiteral("cpu")] = cpu.isEmpty() ? QSysInfo::currentCpuArchitecture() : cpu;
    m[QStringLiteral("cores")] = QThread::idealThreadCount();
    const QList<QByteArray> load = readProcFile("/proc/loadavg").split(' ');
    m[QStringLiteral("loadavg1")] = load.value(0).toDouble();
    m[QStringLiteral("os")] = QSysInfo::prettyProductName();
    m[QStringLiteral("kernel")] = QSysInfo::kernelVersion();
    m[QStringLiteral("qt")] = QString::fromLatin1(qVersion());
#if defined(__clang__)
    m[QStringLiteral("compiler")] = QStringLiteral("clang " __clang_version__);
#elif defined(__GNUC__)
    m[QStringLiteral("compiler")] = QStringLiteral("gcc " __VERSION__);
#endif
    return m;
}

QString machineSummary(const QJsonObject& m)
{
    return QStringLiteral("%1, %2 cores, load average %3 at start, %4, Qt %5")
        .arg(m[QStringLiteral("cpu")].toString())
        .arg(m[QStringLiteral("cores")].toInt())
        .arg(m[QStringLiteral("loadavg1")].toDouble(), 0, 'f', 2)
        .arg(m[QStringLiteral("os")].toString(), m[QStringLiteral("qt")].toString());
}

} // namespace pe::bench

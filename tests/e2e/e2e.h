#pragma once
// Runs the built pe-explorer binary (PE_EXPLORER_BIN) and inspects what it wrote.

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QProcess>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>

#include <initializer_list>

#include <unistd.h>

namespace pe::e2e {

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

/// A command line written as a list of C strings (UTF-8).
inline QStringList arguments(std::initializer_list<const char*> list)
{
    QStringList out;
    for (const char* a : list)
        out << QString::fromUtf8(a);
    return out;
}

inline Run runApp(const QStringList& args, int timeoutMs = 60000)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("QT_QPA_PLATFORM")); // the app picks offscreen itself
    env.remove(QStringLiteral("DISPLAY"));
    // The tests read English texts: the system's language must not choose another one.
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    env.remove(QStringLiteral("LANGUAGE"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(PE_EXPLORER_BIN), args);
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        return {};
    }
    Run r;
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

/// The non-empty lines of a text file.
inline QStringList readLines(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    return QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

/// Number of distinct colours in the image (a blank figure has one or two).
inline int distinctColours(const QImage& image, int limit = 64)
{
    QSet<QRgb> seen;
    for (int y = 0; y < image.height(); y += 3)
        for (int x = 0; x < image.width(); x += 3) {
            seen.insert(image.pixel(x, y));
            if (seen.size() >= limit)
                return limit;
        }
    return seen.size();
}

/// The folder holds nothing but what the test put there.
inline QStringList filesIn(const QString& dir)
{
    return QDir(dir).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot);
}

/// The bad-input contract of the command line: run with `args` ('@' stands for a fresh empty
/// folder), expect exit code 2, exactly one "pe-explorer: error: " line that mentions
/// `mentions`, and no file written.
inline void checkBadInput(QStringList args, const QString& mentions)
{
    QTemporaryDir dir;
    for (QString& a : args)
        a.replace(QLatin1Char('@'), dir.path());
    const Run r = runApp(args);
    QCOMPARE(r.exitCode, 2);
    const QStringList lines = r.err.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 1);
    QVERIFY2(lines[0].startsWith(QLatin1String("pe-explorer: error: ")), qPrintable(lines[0]));
    QVERIFY2(lines[0].contains(mentions, Qt::CaseInsensitive), qPrintable(lines[0]));
    QVERIFY2(filesIn(dir.path()).isEmpty(), qPrintable(filesIn(dir.path()).join(QLatin1Char(' '))));
}

/// A file of tests/data/embeddings, found from this source file or the test's folder upwards.
/// The rows of an embeddings fixture's .expected.txt (first line "rows cols").
inline QList<QList<double>> fixtureRows(const QString& path)
{
    QList<QList<double>> m;
    const QStringList lines = readLines(path);
    for (int i = 1; i < lines.size(); ++i) {
        QList<double> row;
        for (const QString& v : lines[i].split(QLatin1Char(' '), Qt::SkipEmptyParts))
            row << v.toDouble();
        m << row;
    }
    return m;
}

inline QString fixture(const char* name)
{
    for (const QString& start :
         {QFileInfo(QStringLiteral(__FILE__)).absolutePath(), QCoreApplication::applicationDirPath()}) {
        QDir dir(start);
        do {
            if (dir.exists(QStringLiteral("tests/data/embeddings")))
                return dir.filePath(QStringLiteral("tests/data/embeddings/") + QString::fromLatin1(name));
        } while (dir.cdUp());
    }
    return {};
}

/// Whether process `pid` is writing into `dir`: a file appeared there, or the process holds an
/// open file in it (an unnamed O_TMPFILE temporary shows only as a /proc/PID/fd link).
inline bool writingInto(qint64 pid, const QString& dir)
{
    if (!filesIn(dir).isEmpty())
        return true;
    const QString fds = QStringLiteral("/proc/%1/fd").arg(pid);
    for (const QString& name :
         QDir(fds).entryList(QDir::AllEntries | QDir::System | QDir::Hidden | QDir::NoDotAndDotDot)) {
        char target[4096];
        const ssize_t n =
            ::readlink(QFile::encodeName(fds + QLatin1Char('/') + name).constData(), target, sizeof target);
        if (n > 0 && QString::fromLocal8Bit(target, static_cast<qsizetype>(n)).startsWith(dir + QLatin1Char('/')))
            return true;
    }
    return false;
}

} // namespace pe::e2e

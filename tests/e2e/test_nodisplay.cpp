// End to end: without a reachable display the window path stops with one clear line and exit
// code 1 (not Qt's abort, exit 134); file exports still work, since they need no display.

#include "e2e.h"

#include <QFileInfo>

using namespace pe::e2e;

namespace {

/// An X display number nobody serves here (checked by the test before relying on it).
const QString kDeadDisplay = QStringLiteral(":97");

/// Runs the app with DISPLAY and WAYLAND_DISPLAY as given (empty: unset) and QT_QPA_PLATFORM unset.
Run runWithDisplay(const QStringList& args, const QString& display, const QString& wayland = {})
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    if (!display.isEmpty())
        env.insert(QStringLiteral("DISPLAY"), display);
    if (!wayland.isEmpty())
        env.insert(QStringLiteral("WAYLAND_DISPLAY"), wayland);
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(PE_EXPLORER_BIN), args);
    if (!p.waitForFinished(60000)) {
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

/// Exit code 1, nothing on stdout, exactly one error line naming the cause and both ways out.
void checkRefused(const Run& r, const QString& cause)
{
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.out.isEmpty(), qPrintable(r.out));
    const QStringList lines = r.err.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 1);
    QVERIFY2(lines[0].startsWith(QLatin1String("pe-explorer: error: cannot open a window")), qPrintable(lines[0]));
    QVERIFY2(lines[0].contains(cause), qPrintable(lines[0]));
    QVERIFY2(lines[0].contains(QLatin1String("--export")), qPrintable(lines[0]));
    QVERIFY2(lines[0].contains(QLatin1String("xvfb-run")), qPrintable(lines[0]));
}

} // namespace

class TestNoDisplay : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        if (QFileInfo::exists(QStringLiteral("/tmp/.X11-unix/X97")))
            QSKIP("an X server seems to serve :97 here");
    }

    void unreachableXServerExitsOne()
    {
        checkRefused(runWithDisplay({}, kDeadDisplay), QStringLiteral("DISPLAY=:97"));
        // The view and parameters do not change that.
        checkRefused(
            runWithDisplay({QStringLiteral("--view"), QStringLiteral("clock")}, kDeadDisplay + QStringLiteral(".0")),
            QStringLiteral("DISPLAY=:97.0"));
    }

    void unreachableTcpXServerExitsOne()
    {
        // host:n is port 6000+n; nothing listens on 6097 of the loopback here.
        checkRefused(runWithDisplay({}, QStringLiteral("127.0.0.1:97")), QStringLiteral("DISPLAY=127.0.0.1:97"));
    }

    void noDisplayAtAllExitsOne() { checkRefused(runWithDisplay({}, {}), QStringLiteral("DISPLAY")); }

    void deadWaylandAndDeadXExitsOne()
    {
        checkRefused(runWithDisplay({}, kDeadDisplay, QStringLiteral("pe-explorer-no-such-wayland")),
                     QStringLiteral("DISPLAY=:97"));
    }

    void exportWorksWithUnreachableXServer()
    {
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("fig.png"));
        const QString csv = dir.filePath(QStringLiteral("fig.csv"));
        const Run r =
            runWithDisplay({QStringLiteral("--d"), QStringLiteral("32"), QStringLiteral("--size"),
                            QStringLiteral("400x300"), QStringLiteral("--export"), png, QStringLiteral("--csv"), csv},
                           kDeadDisplay);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        QCOMPARE(QImage(png).size(), QSize(400, 300));
        QCOMPARE(readLines(csv).size(), 101);
    }

    void helpAndBadInputUnaffected()
    {
        const Run help = runWithDisplay({QStringLiteral("--help")}, kDeadDisplay);
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.contains(QLatin1String("--export")));
        QTemporaryDir dir;
        const Run bad = runWithDisplay({QStringLiteral("--view"), QStringLiteral("nope"), QStringLiteral("--export"),
                                        dir.filePath(QStringLiteral("x.png"))},
                                       kDeadDisplay);
        QCOMPARE(bad.exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestNoDisplay)
#include "test_nodisplay.moc"

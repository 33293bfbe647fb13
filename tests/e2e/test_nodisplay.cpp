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

    void unknownOptionIsNamedWithoutDisplay()
    {
        // The arguments are checked before the window is refused: the option is named, exit 2.
        for (const QString& display : {kDeadDisplay, QString()}) {
            const Run r = runWithDisplay({QStringLiteral("--no-such-option")}, display);
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.contains(QLatin1String("no-such-option")), qPrintable(r.err));
            QVERIFY2(!r.err.contains(QLatin1String("cannot open a window")), qPrintable(r.err));
            const Run bad = runWithDisplay({QStringLiteral("--d"), QStringLiteral("0")}, display);
            QCOMPARE(bad.exitCode, 2);
            QVERIFY2(bad.err.contains(QLatin1String("--d")), qPrintable(bad.err));
        }
    }

    void listViewsWithoutDisplay()
    {
        const Run r = runWithDisplay({QStringLiteral("--list-views")}, {});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 16);
        QVERIFY(lines[0].startsWith(QLatin1String("heatmap\t")));
        for (const char* view : {"clock\t", "rope\t", "alibi\t", "t5\t", "compare\t"})
            QVERIFY2(r.out.contains(QLatin1String(view)), view);
        for (const QString& line : lines)
            QVERIFY2(line.section(QLatin1Char('\t'), 1).size() > 10, qPrintable(line));
    }

    void viewHelpListsThatViewsOptionsOnly()
    {
        const Run rope =
            runWithDisplay({QStringLiteral("--view"), QStringLiteral("rope"), QStringLiteral("--help")}, {});
        QCOMPARE(rope.exitCode, 0);
        QVERIFY2(rope.out.contains(QLatin1String("--rope-scaling")), qPrintable(rope.out));
        QVERIFY2(!rope.out.contains(QLatin1String("--bits")), qPrintable(rope.out));   // binary's
        QVERIFY2(!rope.out.contains(QLatin1String("--export")), qPrintable(rope.out)); // shared
        const Run all = runWithDisplay({QStringLiteral("--help")}, {});
        QVERIFY(all.out.contains(QLatin1String("--rope-scaling")) && all.out.contains(QLatin1String("--bits")));
        const Run unknown =
            runWithDisplay({QStringLiteral("--view"), QStringLiteral("nope"), QStringLiteral("--help")}, {});
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY2(unknown.err.contains(QLatin1String("nope")), qPrintable(unknown.err));
    }
};

QTEST_GUILESS_MAIN(TestNoDisplay)
#include "test_nodisplay.moc"

// End to end: --view rotation and --view waves export from the command line, write the CSVs
// of the issue, and refuse bad values of their options with exit 2 and no file.

#include "e2e.h"

#include <cmath>

using namespace pe::e2e;

namespace {
QStringList args(std::initializer_list<const char*> list)
{
    QStringList out;
    for (const char* a : list)
        out << QString::fromUtf8(a);
    return out;
}
} // namespace

class TestCliRotWaves : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void rotationExportsFigureAndCsv()
    {
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("rot.png"));
        const QString csv = dir.filePath(QStringLiteral("rot.csv"));
        const QString sine = dir.filePath(QStringLiteral("sine.csv"));
        const Run r = runApp(args({"--view", "rotation", "--d", "512", "--position", "25", "--offset", "10", "--pair",
                                   "82", "--size", "1200x700", "--export"})
                             << png << QStringLiteral("--csv") << csv << QStringLiteral("--csv-sine-only") << sine);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        const QImage image(png);
        QCOMPARE(image.size(), QSize(1200, 700));
        QVERIFY(distinctColours(image) > 20);

        const QStringList lines = readLines(csv);
        QCOMPARE(lines.size(), 257);
        QCOMPARE(lines[0], QStringLiteral("pair,omega,m00,m01,m10,m11,residual"));
        // Pair 82, checked against the formula evaluated here.
        const QStringList row = lines[83].split(QLatin1Char(','));
        QCOMPARE(row.size(), 7);
        QCOMPARE(row[0], QStringLiteral("82"));
        const double w = std::pow(10000.0, -164.0 / 512.0);
        QVERIFY(std::abs(row[1].toDouble() - w) < 1e-15);
        QVERIFY(std::abs(row[2].toDouble() - std::cos(10 * w)) < 1e-14);
        QVERIFY(std::abs(row[3].toDouble() - std::sin(10 * w)) < 1e-14);
        QVERIFY(std::abs(row[4].toDouble() + std::sin(10 * w)) < 1e-14);
        QVERIFY(std::abs(row[5].toDouble() - std::cos(10 * w)) < 1e-14);
        for (int k = 1; k < lines.size(); ++k)
            QVERIFY(lines[k].split(QLatin1Char(','))[6].toDouble() < 1e-12);

        const QStringList sineLines = readLines(sine);
        QCOMPARE(sineLines.size(), 257);
        QCOMPARE(sineLines[0], QStringLiteral("pair,omega,wavelength,rotation_residual,sine_only_rms_error"));
        QVERIFY(sineLines[1].split(QLatin1Char(','))[4].toDouble() > 0.1);
    }

    void wavesExportsFigureAndCsv()
    {
        QTemporaryDir dir;
        const QString svg = dir.filePath(QStringLiteral("waves.svg"));
        const QString csv = dir.filePath(QStringLiteral("waves.csv"));
        const QString positions = dir.filePath(QStringLiteral("positions.csv"));
        const Run r =
            runApp(args({"--view", "waves", "--d", "8", "--length", "101", "--positions", "0,3", "--dims", "0,6",
                         "--columns", "all", "--export"})
                   << svg << QStringLiteral("--csv") << csv << QStringLiteral("--csv-positions") << positions);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        QFile f(svg);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.read(512).contains("<svg"));

        // Article 003's worked example: d = 8, pos = 3.
        const QStringList lines = readLines(csv);
        QCOMPARE(lines.size(), 9);
        QCOMPARE(lines[0], QStringLiteral("dimension,pair,function,pos0,pos3"));
        const double expected[] = {0.1411, -0.9900, 0.2955, 0.9553, 0.0300, 0.9996, 0.0030, 1.0000};
        for (int j = 0; j < 8; ++j) {
            const QStringList row = lines[j + 1].split(QLatin1Char(','));
            QCOMPARE(row[0].toInt(), j);
            QCOMPARE(row[2], j % 2 ? QStringLiteral("cos") : QStringLiteral("sin"));
            QVERIFY2(std::abs(row[4].toDouble() - expected[j]) < 5e-5, qPrintable(lines[j + 1]));
        }
        // Article 003's dimension 0 versus dimension 6 table.
        const QStringList pos = readLines(positions);
        QCOMPARE(pos.size(), 102);
        QCOMPARE(pos[0], QStringLiteral("position,dim0,dim6"));
        const QStringList row100 = pos[101].split(QLatin1Char(','));
        QCOMPARE(row100[0], QStringLiteral("100"));
        QVERIFY(std::abs(row100[1].toDouble() - -0.5064) < 5e-5);
        QVERIFY(std::abs(row100[2].toDouble() - 0.099833) < 5e-7);
    }

    void badValuesExitTwoAndWriteNothing_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("mentions");
        auto row = [](const char* name, QStringList a, const char* mentions) {
            QTest::newRow(name) << (a << QStringLiteral("--export") << QStringLiteral("@/out.png")
                                      << QStringLiteral("--csv") << QStringLiteral("@/out.csv"))
                                << QString::fromLatin1(mentions);
        };
        row("offset not a number", args({"--view", "rotation", "--offset", "abc"}), "--offset");
        row("offset too large", args({"--view", "rotation", "--offset", "99999999"}), "99999999");
        row("pair too large", args({"--view", "rotation", "--d", "8", "--pair", "4"}), "--pair");
        row("pair negative", args({"--view", "rotation", "--pair", "-1"}), "--pair");
        row("pair without pairs", args({"--view", "rotation", "--d", "1", "--pair", "0"}), "pair");
        row("positions past L", args({"--view", "waves", "--length", "10", "--positions", "0,10"}), "--positions");
        row("positions garbage", args({"--view", "waves", "--positions", "1,two"}), "two");
        row("positions empty", args({"--view", "waves", "--positions", ","}), "--positions");
        row("too many positions", args({"--view", "waves", "--positions", "0,1,2,3,4,5,6,7,8,9,10"}), "at most");
        row("dims past d", args({"--view", "waves", "--d", "8", "--dims", "8"}), "--dims");
        row("bad columns", args({"--view", "waves", "--columns", "tan"}), "tan");
        row("extra csv of another view", args({"--view", "heatmap", "--csv-sine-only", "@/x.csv"}), "rotation");
    }

    void badValuesExitTwoAndWriteNothing()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, mentions);
        checkBadInput(arguments, mentions);
    }
};

QTEST_GUILESS_MAIN(TestCliRotWaves)
#include "test_cli_rotwaves.moc"

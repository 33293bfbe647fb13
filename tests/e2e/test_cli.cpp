// End to end: the command line exports the heatmap, and refuses bad input with exit 2
// and no file written.

#include "e2e.h"

#include <cmath>

using namespace pe::e2e;

class TestCli : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void exportsPngAndCsv()
    {
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("fig.png"));
        const QString csv = dir.filePath(QStringLiteral("values.csv"));
        const Run r =
            runApp({QStringLiteral("--view"), QStringLiteral("heatmap"), QStringLiteral("--d"), QStringLiteral("512"),
                    QStringLiteral("--base"), QStringLiteral("10000"), QStringLiteral("--length"),
                    QStringLiteral("100"), QStringLiteral("--size"), QStringLiteral("1200x700"),
                    QStringLiteral("--export"), png, QStringLiteral("--csv"), csv});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        const QImage image(png);
        QCOMPARE(image.size(), QSize(1200, 700));
        QVERIFY(distinctColours(image) > 20);

        const QStringList lines = readLines(csv);
        QCOMPARE(lines.size(), 101);
        const QStringList header = lines[0].split(QLatin1Char(','));
        QCOMPARE(header.size(), 513);
        QCOMPARE(header[0], QStringLiteral("position"));
        QCOMPARE(header[1], QStringLiteral("dim0"));
        QCOMPARE(header[512], QStringLiteral("dim511"));
        // Row of position 3, checked against the formula evaluated here.
        const QStringList row = lines[4].split(QLatin1Char(','));
        QCOMPARE(row[0], QStringLiteral("3"));
        for (int j = 0; j < 512; j += 17) {
            const double w = std::pow(10000.0, -2.0 * (j / 2) / 512.0);
            const double expected = j % 2 == 0 ? std::sin(3 * w) : std::cos(3 * w);
            QVERIFY(std::abs(row[j + 1].toDouble() - expected) < 1e-9);
            // At least 9 significant digits.
            const QString digits = QString(row[j + 1]).remove(QLatin1Char('-')).remove(QLatin1Char('.'));
            QVERIFY2(digits.size() >= 9 || std::abs(expected) == 1.0 || expected == 0.0, qPrintable(row[j + 1]));
        }
    }

    void exportsSvgAndPdf()
    {
        QTemporaryDir dir;
        for (const QString name : {QStringLiteral("fig.svg"), QStringLiteral("fig.pdf")}) {
            const QString path = dir.filePath(name);
            const Run r = runApp({QStringLiteral("--d"), QStringLiteral("64"), QStringLiteral("--export"), path});
            QCOMPARE(r.exitCode, 0);
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QByteArray head = f.read(512);
            QVERIFY(name.endsWith(QLatin1String("svg")) ? head.contains("<svg") : head.startsWith("%PDF"));
        }
    }

    void scaleMultipliesPixels()
    {
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("fig.png"));
        const Run r = runApp({QStringLiteral("--size"), QStringLiteral("400x300"), QStringLiteral("--scale"),
                              QStringLiteral("2"), QStringLiteral("--export"), png});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(QImage(png).size(), QSize(800, 600));
    }

    void helpAndVersion()
    {
        const Run help = runApp({QStringLiteral("--help")});
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.contains(QLatin1String("--export")));
        QVERIFY(help.out.contains(QLatin1String("--view")));
        const Run version = runApp({QStringLiteral("--version")});
        QCOMPARE(version.exitCode, 0);
        QVERIFY(version.out.startsWith(QLatin1String("pe-explorer ")));
    }

    void badInputExitsTwoAndWritesNothing_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("mentions");
        const QString png = QStringLiteral("@/out.png");
        const QString csv = QStringLiteral("@/out.csv");
        auto row = [&](const char* name, QStringList args, const char* mentions) {
            QTest::newRow(name) << args << QString::fromLatin1(mentions);
        };
        row("unknown view", {QStringLiteral("--view"), QStringLiteral("nope"), QStringLiteral("--export"), png},
            "nope");
        row("unknown option", {QStringLiteral("--frobnicate"), QStringLiteral("--export"), png}, "frobnicate");
        row("non-numeric d", {QStringLiteral("--d"), QStringLiteral("abc"), QStringLiteral("--export"), png}, "abc");
        row("d zero", {QStringLiteral("--d"), QStringLiteral("0"), QStringLiteral("--export"), png}, "8192");
        row("d too large", {QStringLiteral("--d"), QStringLiteral("9000"), QStringLiteral("--export"), png}, "9000");
        row("base one", {QStringLiteral("--base"), QStringLiteral("1"), QStringLiteral("--export"), png}, "base");
        row("base nan", {QStringLiteral("--base"), QStringLiteral("nan"), QStringLiteral("--export"), png}, "nan");
        row("base inf", {QStringLiteral("--base"), QStringLiteral("inf"), QStringLiteral("--export"), png}, "inf");
        row("negative length", {QStringLiteral("--length"), QStringLiteral("-5"), QStringLiteral("--export"), png},
            "length");
        row("length too large", {QStringLiteral("--length"), QStringLiteral("2000000"), QStringLiteral("--csv"), csv},
            "1048576");
        row("missing value", {QStringLiteral("--export"), png, QStringLiteral("--d")}, "d");
        row("bad layout", {QStringLiteral("--layout"), QStringLiteral("diagonal"), QStringLiteral("--export"), png},
            "diagonal");
        row("bad size", {QStringLiteral("--size"), QStringLiteral("big"), QStringLiteral("--export"), png}, "size");
        row("tiny size", {QStringLiteral("--size"), QStringLiteral("10x10"), QStringLiteral("--export"), png}, "size");
        row("bad scale", {QStringLiteral("--scale"), QStringLiteral("0"), QStringLiteral("--export"), png}, "scale");
        row("unknown extension", {QStringLiteral("--export"), QStringLiteral("@/out.jpg")}, "extension");
        row("csv extension", {QStringLiteral("--csv"), QStringLiteral("@/out.txt")}, "csv");
        row("unwritable folder", {QStringLiteral("--export"), QStringLiteral("@/missing/out.png")}, "does not exist");
        row("csv too large",
            {QStringLiteral("--d"), QStringLiteral("8192"), QStringLiteral("--length"), QStringLiteral("100000"),
             QStringLiteral("--export"), png, QStringLiteral("--csv"), csv},
            "limit");
        row("position past L",
            {QStringLiteral("--length"), QStringLiteral("10"), QStringLiteral("--position"), QStringLiteral("10"),
             QStringLiteral("--export"), png},
            "position");
        row("stray argument", {QStringLiteral("extra"), QStringLiteral("--export"), png}, "extra");
    }

    void badInputExitsTwoAndWritesNothing()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, mentions);
        checkBadInput(args, mentions);
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "test_cli.moc"

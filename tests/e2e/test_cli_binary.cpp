// End to end: the binary view exports PNG, the bits-and-signs CSV and the change counts;
// bad values of its options exit 2 with one message and no file.

#include "e2e.h"

#include <cmath>

using namespace pe::e2e;

class TestCliBinary : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void exportsPngAndCsv()
    {
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("binary.png"));
        const QString csv = dir.filePath(QStringLiteral("binary.csv"));
        const Run r =
            runApp({QStringLiteral("--view"), QStringLiteral("binary"), QStringLiteral("--d"), QStringLiteral("16"),
                    QStringLiteral("--length"), QStringLiteral("100"), QStringLiteral("--bit-order"),
                    QStringLiteral("lsb-first"), QStringLiteral("--size"), QStringLiteral("1200x700"),
                    QStringLiteral("--export"), png, QStringLiteral("--csv"), csv});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        const QImage image(png);
        QCOMPARE(image.size(), QSize(1200, 700));
        QVERIFY(distinctColours(image) > 20);

        const QStringList lines = readLines(csv);
        QCOMPARE(lines.size(), 101);
        const QStringList header = lines[0].split(QLatin1Char(','));
        QCOMPARE(header.size(), 1 + 4 + 16);
        QCOMPARE(header[1], QStringLiteral("bit0"));
        QCOMPARE(header[4], QStringLiteral("bit3"));
        QCOMPARE(header[5], QStringLiteral("sign_dim0"));
        QCOMPARE(header[20], QStringLiteral("sign_dim15"));
        for (int t : {0, 13, 57, 99}) {
            const QStringList row = lines[t + 1].split(QLatin1Char(','));
            QCOMPARE(row[0].toInt(), t);
            for (int j = 0; j < 4; ++j)
                QCOMPARE(row[1 + j].toInt(), (t >> j) & 1);
            for (int c = 0; c < 16; ++c) {
                const double w = std::pow(10000.0, -2.0 * (c / 2) / 16);
                const double v = c % 2 == 0 ? std::sin(w * t) : std::cos(w * t);
                const int sign = std::abs(v) < 1e-12 ? 0 : (v > 0 ? 1 : -1);
                QCOMPARE(row[5 + c].toInt(), sign);
            }
        }
    }

    void exactBinaryMatchesTheBits()
    {
        QTemporaryDir dir;
        const QString csv = dir.filePath(QStringLiteral("binary.csv"));
        const QString changes = dir.filePath(QStringLiteral("changes.csv"));
        const Run r = runApp({QStringLiteral("--view"), QStringLiteral("binary"), QStringLiteral("--exact-binary"),
                              QStringLiteral("--bits"), QStringLiteral("6"), QStringLiteral("--d"),
                              QStringLiteral("12"), QStringLiteral("--length"), QStringLiteral("200"),
                              QStringLiteral("--csv"), csv, QStringLiteral("--csv-changes"), changes});
        QCOMPARE(r.exitCode, 0);
        const QStringList lines = readLines(csv);
        QCOMPARE(lines.size(), 201);
        for (int t = 0; t < 200; t += 7) {
            const QStringList row = lines[t + 1].split(QLatin1Char(','));
            QCOMPARE(row[1 + 6 + 0].toInt(), 0);                   // sin(pi t) = 0
            QCOMPARE(row[1 + 6 + 1].toInt(), t % 2 == 0 ? 1 : -1); // cos(pi t) = (-1)^t
        }
        const QStringList counts = readLines(changes);
        QCOMPARE(counts[0], QStringLiteral("kind,index,changes"));
        QCOMPARE(counts.size(), 1 + 6 + 12);
        for (int k = 0; k < 6; ++k) {
            QCOMPARE(counts[1 + k], QStringLiteral("bit,%1,%2").arg(k).arg(199 >> k));
            // The sine of pair k >= 1 changes sign as often as bit k flips; sin(pi t) is 0 at
            // every t and never changes sign.
            QCOMPARE(counts[1 + 6 + 2 * k], QStringLiteral("dim,%1,%2").arg(2 * k).arg(k == 0 ? 0 : 199 >> k));
        }
    }

    void badInputExitsTwoAndWritesNothing_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("mentions");
        const QStringList base{QStringLiteral("--view"),    QStringLiteral("binary"), QStringLiteral("--export"),
                               QStringLiteral("@/out.png"), QStringLiteral("--csv"),  QStringLiteral("@/out.csv")};
        auto row = [&](const char* name, const QStringList& extra, const char* mentions) {
            QTest::newRow(name) << (base + extra) << QString::fromLatin1(mentions);
        };
        row("one bit", {QStringLiteral("--bits"), QStringLiteral("1")}, "--bits: '1'");
        row("eleven bits", {QStringLiteral("--bits"), QStringLiteral("11")}, "--bits: '11'");
        row("text bits", {QStringLiteral("--bits"), QStringLiteral("four")}, "--bits: 'four'");
        row("bad order", {QStringLiteral("--bit-order"), QStringLiteral("middle-endian")},
            "--bit-order: 'middle-endian'");
        row("csv too large",
            {QStringLiteral("--d"), QStringLiteral("8192"), QStringLiteral("--length"), QStringLiteral("100000")},
            "limit");
        QTest::newRow("changes for another view")
            << QStringList{QStringLiteral("--view"), QStringLiteral("clock"), QStringLiteral("--csv-changes"),
                           QStringLiteral("@/c.csv")}
            << QStringLiteral("--csv-changes belongs to --view binary");
    }

    void badInputExitsTwoAndWritesNothing()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, mentions);
        checkBadInput(args, mentions);
    }
};

QTEST_GUILESS_MAIN(TestCliBinary)
#include "test_cli_binary.moc"

// End to end: the clock view exports PNG, vector SVG and the per-pair CSV; bad values of its
// options exit 2 with one message and no file.

#include "e2e.h"

#include <QRegularExpression>

#include <cmath>

using namespace pe::e2e;

class TestCliClock : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void exportsPngAndCsv()
    {
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("clock.png"));
        const QString csv = dir.filePath(QStringLiteral("clock.csv"));
        const Run r = runApp({QStringLiteral("--view"), QStringLiteral("clock"), QStringLiteral("--position"),
                              QStringLiteral("1234"), QStringLiteral("--length"), QStringLiteral("5000"),
                              QStringLiteral("--pairs"), QStringLiteral("first"), QStringLiteral("--pair-count"),
                              QStringLiteral("6"), QStringLiteral("--size"), QStringLiteral("1200x700"),
                              QStringLiteral("--export"), png, QStringLiteral("--csv"), csv});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        const QImage image(png);
        QCOMPARE(image.size(), QSize(1200, 700));
        QVERIFY(distinctColours(image) > 20);

        const QStringList lines = readLines(csv);
        QCOMPARE(lines.size(), 257); // one row per pair of d = 512
        QCOMPARE(lines[0], QStringLiteral("pair,dim_sin,dim_cos,omega,wavelength,angle_rad,sin,cos,turns"));
        for (int k : {0, 1, 37, 255}) {
            const QStringList row = lines[k + 1].split(QLatin1Char(','));
            QCOMPARE(row.size(), 9);
            QCOMPARE(row[0].toInt(), k);
            QCOMPARE(row[1].toInt(), 2 * k);
            QCOMPARE(row[2].toInt(), 2 * k + 1);
            const double w = std::pow(10000.0, -2.0 * k / 512);
            const double a = w * 1234;
            QVERIFY(std::abs(row[3].toDouble() - w) < 1e-15);
            QVERIFY(std::abs(row[4].toDouble() - 2 * M_PI / w) < 1e-9 * (2 * M_PI / w));
            QVERIFY(std::abs(row[5].toDouble() - std::fmod(a, 2 * M_PI)) < 1e-9);
            QVERIFY(std::abs(row[6].toDouble() - std::sin(a)) < 1e-9);
            QVERIFY(std::abs(row[7].toDouble() - std::cos(a)) < 1e-9);
            QCOMPARE(row[8].toLongLong(), static_cast<long long>(std::floor(a / (2 * M_PI))));
        }
    }

    void svgStaysVector()
    {
        QTemporaryDir dir;
        const QString svg = dir.filePath(QStringLiteral("clock.svg"));
        const Run r = runApp({QStringLiteral("--view"), QStringLiteral("clock"), QStringLiteral("--position"),
                              QStringLiteral("30"), QStringLiteral("--export"), svg});
        QCOMPARE(r.exitCode, 0);
        QFile f(svg);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray content = f.readAll();
        QVERIFY(content.contains("<svg"));
        QVERIFY(content.contains("<path") || content.contains("<polyline"));
        // Dials, hands and trails are vector shapes; the only image is the colour-scale bar.
        QVERIFY(content.count("<image") <= 1);
        static const QRegularExpression image(QStringLiteral("<image[^>]*width=\"(\\d+)\""));
        const QRegularExpressionMatch m = image.match(QString::fromUtf8(content));
        QVERIFY(!m.hasMatch() || m.captured(1).toInt() <= 30);
    }

    void oddDimensionWritesAnEmptyCosineColumn()
    {
        QTemporaryDir dir;
        const QString csv = dir.filePath(QStringLiteral("clock.csv"));
        const Run r = runApp({QStringLiteral("--view"), QStringLiteral("clock"), QStringLiteral("--d"),
                              QStringLiteral("5"), QStringLiteral("--csv"), csv});
        QCOMPARE(r.exitCode, 0);
        const QStringList lines = readLines(csv);
        QCOMPARE(lines.size(), 4);
        QVERIFY2(lines[3].startsWith(QLatin1String("2,4,,")), qPrintable(lines[3]));
    }

    void badInputExitsTwoAndWritesNothing_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("mentions");
        const QStringList base{QStringLiteral("--view"),    QStringLiteral("clock"), QStringLiteral("--export"),
                               QStringLiteral("@/out.png"), QStringLiteral("--csv"), QStringLiteral("@/out.csv")};
        auto row = [&](const char* name, const QStringList& extra, const char* mentions) {
            QTest::newRow(name) << (base + extra) << QString::fromLatin1(mentions);
        };
        row("unknown subset", {QStringLiteral("--pairs"), QStringLiteral("middle")}, "--pairs: 'middle'");
        row("zero dials", {QStringLiteral("--pair-count"), QStringLiteral("0")}, "--pair-count: '0'");
        row("too many dials", {QStringLiteral("--pair-count"), QStringLiteral("33")}, "--pair-count: '33'");
        row("text dials", {QStringLiteral("--pair-count"), QStringLiteral("many")}, "--pair-count: 'many'");
        row("negative trail", {QStringLiteral("--trail"), QStringLiteral("-1")}, "--trail: '-1'");
        row("unknown wall periods", {QStringLiteral("--wall-periods"), QStringLiteral("real")},
            "--wall-periods: 'real'");
        row("position past L", {QStringLiteral("--position"), QStringLiteral("100")}, "position");
    }

    void badInputExitsTwoAndWritesNothing()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, mentions);
        checkBadInput(args, mentions);
    }
};

QTEST_GUILESS_MAIN(TestCliClock)
#include "test_cli_clock.moc"

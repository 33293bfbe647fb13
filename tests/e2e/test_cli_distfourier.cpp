// End to end: --view distance and --view fourier export PNG and CSV; bad values exit 2.

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

class TestCliDistFourier : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void distanceExportsPngAndCsv()
    {
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("d.png")), csv = dir.filePath(QStringLiteral("d.csv")),
                      off = dir.filePath(QStringLiteral("o.csv"));
        const Run r = runApp(args({"--view", "distance", "--d", "4", "--base", "100", "--length", "50", "--metric",
                                   "euclidean", "--size", "1000x600"})
                             << QStringLiteral("--export") << png << QStringLiteral("--csv") << csv
                             << QStringLiteral("--csv-offset") << off);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        const QImage image(png);
        QCOMPARE(image.size(), QSize(1000, 600));
        QVERIFY(distinctColours(image) > 20);
        const QStringList lines = readLines(csv);
        QCOMPARE(lines.size(), 51);
        QVERIFY(lines[0].startsWith(QLatin1String("position,0,1,2")));
        // |PE(3) - PE(1)| for d = 4, n = 100, by hand.
        auto pe = [](int t, int j) {
            const double w = std::pow(100.0, -2.0 * (j / 2) / 4.0);
            return j % 2 ? std::cos(w * t) : std::sin(w * t);
        };
        double d2 = 0;
        for (int j = 0; j < 4; ++j)
            d2 += std::pow(pe(3, j) - pe(1, j), 2);
        QVERIFY(std::abs(lines[4].split(QLatin1Char(','))[2].toDouble() - std::sqrt(d2)) < 1e-9);
        const QStringList o = readLines(off);
        QCOMPARE(o[0], QStringLiteral("offset,value"));
        QCOMPARE(o.size(), 51);
        QVERIFY(std::abs(o[3].split(QLatin1Char(','))[1].toDouble() - std::sqrt(d2)) < 1e-9); // offset 2
    }

    void fourierExportsPngAndCsv()
    {
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("f.png")), csv = dir.filePath(QStringLiteral("f.csv")),
                      err = dir.filePath(QStringLiteral("e.csv"));
        const Run r =
            runApp(args({"--view", "fourier", "--d", "8", "--length", "64", "--train-length", "32", "--keep", "17",
                         "--source", "learned-like", "--noise", "0.2", "--seed", "3", "--fourier-sum", "full"})
                   << QStringLiteral("--export") << png << QStringLiteral("--csv") << csv
                   << QStringLiteral("--csv-error") << err);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        QVERIFY(distinctColours(QImage(png)) > 20);
        const QStringList lines = readLines(csv);
        QCOMPARE(lines.size(), 65);
        QCOMPARE(lines[0], QStringLiteral("position,dim0,dim1,dim2,dim3,dim4,dim5,dim6,dim7,fourier_sum"));
        // K = 17 = all bins of a 32-window: the reconstruction repeats with period 32.
        QCOMPARE(lines[1 + 40].section(QLatin1Char(','), 1), lines[1 + 8].section(QLatin1Char(','), 1));
        const QStringList e = readLines(err);
        QCOMPARE(e[0], QStringLiteral("k,rmse_inside,rmse_outside,fourier_sum"));
        QCOMPARE(e.size(), 18); // K = 1 .. 17
        QVERIFY(e[17].split(QLatin1Char(','))[1].toDouble() < 1e-9);
        QVERIFY(e[1].split(QLatin1Char(','))[2].toDouble() > 0.05);
    }

    void badValuesExitTwo_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("metric") << args({"--view", "distance", "--metric", "manhattan", "--export", "@/x.png"})
                                << "manhattan";
        QTest::newRow("csv too large") << args({"--view", "distance", "--length", "20001", "--csv", "@/x.csv"})
                                       << "20000";
        QTest::newRow("source") << args({"--view", "fourier", "--source", "random", "--export", "@/x.png"}) << "random";
        QTest::newRow("noise") << args({"--view", "fourier", "--noise", "-1", "--export", "@/x.png"}) << "noise";
        QTest::newRow("noise nan") << args({"--view", "fourier", "--noise", "abc", "--export", "@/x.png"}) << "abc";
        QTest::newRow("seed") << args({"--view", "fourier", "--seed", "-3", "--export", "@/x.png"}) << "seed";
        QTest::newRow("fourier-sum") << args({"--view", "fourier", "--fourier-sum", "dc", "--export", "@/x.png"})
                                     << "dc";
        QTest::newRow("sigma") << args({"--view", "fourier", "--sigma", "std", "--export", "@/x.png"}) << "std";
        QTest::newRow("train-length") << args({"--view", "fourier", "--length", "50", "--train-length", "51",
                                               "--export", "@/x.png"})
                                      << "train-length";
        QTest::newRow("keep") << args({"--view", "fourier", "--length", "50", "--train-length", "10", "--keep", "7",
                                       "--export", "@/x.png"})
                              << "keep";
        QTest::newRow("csv-error wrong view") << args({"--view", "distance", "--csv-error", "@/e.csv"}) << "fourier";
    }

    void badValuesExitTwo()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, mentions);
        checkBadInput(arguments, mentions);
    }
};

QTEST_GUILESS_MAIN(TestCliDistFourier)
#include "test_cli_distfourier.moc"

// End to end: the distance, waves, fourier, inspector and wavelengths views with a learned
// table loaded by --embeddings. The first three analyse the table's rows (values checked against
// the fixture's .expected.txt); the last two are about the formula and refuse their CSVs.

#include "e2e.h"

#include <QTest>

#include <cmath>

using namespace pe::e2e;

namespace {

/// The cells of a CSV after its header, as numbers (column 0 included).
QList<QList<double>> csvRows(const QString& path, QStringList* header = nullptr)
{
    QList<QList<double>> rows;
    const QStringList lines = readLines(path);
    for (int i = 0; i < lines.size(); ++i) {
        const QStringList cells = lines[i].split(QLatin1Char(','));
        if (i == 0) {
            if (header)
                *header = cells;
            continue;
        }
        QList<double> row;
        for (const QString& c : cells)
            row << c.toDouble();
        rows << row;
    }
    return rows;
}

bool close(double a, double b)
{
    return std::abs(a - b) <= 1e-12 * std::max(1.0, std::abs(b));
}

} // namespace

class TestCliLearnedViews : public QObject {
    Q_OBJECT
private Q_SLOTS:
    /// The dot-product matrix is the Gram matrix of the table's rows; the offset curve is the
    /// mean over t of p_t · p_{t+D}.
    void distanceDotIsTheGramMatrix()
    {
        const QString path = fixture("f8_le.npy");
        const QList<QList<double>> e = fixtureRows(path + QStringLiteral(".expected.txt"));
        QVERIFY(e.size() == 5);
        QTemporaryDir dir;
        const Run r = runApp({QStringLiteral("--view"), QStringLiteral("distance"), QStringLiteral("--embeddings"),
                              path, QStringLiteral("--metric"), QStringLiteral("dot"), QStringLiteral("--csv"),
                              dir.filePath(QStringLiteral("d.csv")), QStringLiteral("--csv-offset"),
                              dir.filePath(QStringLiteral("o.csv"))});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        auto dot = [&](int t, int s) {
            double v = 0.0;
            for (int j = 0; j < e[t].size(); ++j)
                v += e[t][j] * e[s][j];
            return v;
        };
        QStringList header;
        const QList<QList<double>> m = csvRows(dir.filePath(QStringLiteral("d.csv")), &header);
        QCOMPARE(header.size(), e.size() + 1);
        QCOMPARE(header[0], QStringLiteral("position"));
        QCOMPARE(m.size(), e.size());
        for (int t = 0; t < e.size(); ++t) {
            QCOMPARE(m[t][0], double(t));
            for (int s = 0; s < e.size(); ++s)
                QVERIFY2(
                    close(m[t][s + 1], dot(t, s)),
                    qPrintable(QStringLiteral("(%1, %2): %3 vs %4").arg(t).arg(s).arg(m[t][s + 1]).arg(dot(t, s))));
        }
        const QList<QList<double>> o = csvRows(dir.filePath(QStringLiteral("o.csv")), &header);
        QCOMPARE(header, QStringList({QStringLiteral("offset"), QStringLiteral("value")}));
        QCOMPARE(o.size(), e.size());
        for (int d = 0; d < e.size(); ++d) {
            double sum = 0.0;
            for (int t = 0; t + d < e.size(); ++t)
                sum += dot(t, t + d);
            QVERIFY(close(o[d][1], sum / (e.size() - d)));
        }
        // Not the formula: the sinusoidal d = 7 matrix has PE(0) · PE(0) = 3, the table's row 0 is zero.
        QCOMPARE(m[0][1], 0.0);
    }

    /// --csv-positions is the table's columns, and the main CSV its rows (every column j).
    void wavesCsvIsTheTable()
    {
        const QString path = fixture("f8_le.npy");
        const QList<QList<double>> e = fixtureRows(path + QStringLiteral(".expected.txt"));
        QTemporaryDir dir;
        const Run r = runApp({QStringLiteral("--view"), QStringLiteral("waves"), QStringLiteral("--embeddings"), path,
                              QStringLiteral("--positions"), QStringLiteral("1,4"), QStringLiteral("--dims"),
                              QStringLiteral("0,3,6"), QStringLiteral("--csv"), dir.filePath(QStringLiteral("w.csv")),
                              QStringLiteral("--csv-positions"), dir.filePath(QStringLiteral("p.csv"))});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QStringList header;
        const QList<QList<double>> p = csvRows(dir.filePath(QStringLiteral("p.csv")), &header);
        QCOMPARE(header, QStringList({QStringLiteral("position"), QStringLiteral("dim0"), QStringLiteral("dim3"),
                                      QStringLiteral("dim6")}));
        QCOMPARE(p.size(), e.size());
        const int dims[] = {0, 3, 6};
        for (int t = 0; t < e.size(); ++t)
            for (int c = 0; c < 3; ++c)
                QCOMPARE(p[t][c + 1], e[t][dims[c]]);
        const QList<QList<double>> w = csvRows(dir.filePath(QStringLiteral("w.csv")), &header);
        QCOMPARE(header, QStringList({QStringLiteral("dimension"), QStringLiteral("pair"), QStringLiteral("function"),
                                      QStringLiteral("pos1"), QStringLiteral("pos4")}));
        QCOMPARE(w.size(), e[0].size());
        for (int j = 0; j < w.size(); ++j) {
            QCOMPARE(w[j][0], double(j));
            QCOMPARE(w[j][3], e[1][j]);
            QCOMPARE(w[j][4], e[4][j]);
        }
    }

    /// The Fourier view analyses the table: its reconstruction has L rows and d columns, and
    /// inside the window with every bin kept in the full sum it is the table.
    void fourierRunsOnTheTable()
    {
        const QString path = fixture("f8_le.npy");
        const QList<QList<double>> e = fixtureRows(path + QStringLiteral(".expected.txt"));
        QTemporaryDir dir;
        const Run r = runApp({QStringLiteral("--view"), QStringLiteral("fourier"), QStringLiteral("--embeddings"), path,
                              QStringLiteral("--train-length"), QStringLiteral("4"), QStringLiteral("--keep"),
                              QStringLiteral("3"), QStringLiteral("--fourier-sum"), QStringLiteral("full"),
                              QStringLiteral("--csv"), dir.filePath(QStringLiteral("f.csv")),
                              QStringLiteral("--export"), dir.filePath(QStringLiteral("f.png"))});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QStringList header;
        const QList<QList<double>> f = csvRows(dir.filePath(QStringLiteral("f.csv")), &header);
        QCOMPARE(header.size(), e[0].size() + 2);
        QCOMPARE(header.last(), QStringLiteral("fourier_sum"));
        QVERIFY(readLines(dir.filePath(QStringLiteral("f.csv")))[1].endsWith(QLatin1String(",full")));
        QCOMPARE(f.size(), e.size());
        for (int t = 0; t < 4; ++t)
            for (int j = 0; j < e[0].size(); ++j)
                QVERIFY2(std::abs(f[t][j + 1] - e[t][j]) < 1e-12,
                         qPrintable(QStringLiteral("(%1, %2): %3 vs %4").arg(t).arg(j).arg(f[t][j + 1]).arg(e[t][j])));
        // Past the window the reconstruction repeats the window (period 4).
        for (int j = 0; j < e[0].size(); ++j)
            QVERIFY(std::abs(f[4][j + 1] - e[0][j]) < 1e-12);
        QVERIFY(distinctColours(QImage(dir.filePath(QStringLiteral("f.png")))) > 8);
    }

    /// The default, the sum as printed, on the same table: (2 / N) sum over the K largest bins
    /// b >= 1 of Re[X_b e^{2 pi j b i / N}], N = 4, K = 2. Expected values made with NumPy 1.24:
    ///   x = np.load("f8_le.npy"); X = np.fft.rfft(x[:4, j]); ks = the 2 largest |X_b|, b >= 1
    ///   (here b = 1 and 2, Nyquist weighted 2/4 like b = 1); p_i = 2/4 * sum(Re(X_b e^{2 pi j b i/4})).
    void fourierPrintedSumOnTheTable()
    {
        const double printed[4][7] = {
            {-0.4912954964338819, -0.4790965166523326, -0.46680508685481603, -0.454434378793569, -0.4419976014847172,
             -0.42950798911343413, -0.4169787889198754},
            {0.38682227139505565, 0.39643524885670156, 0.4061436964726732, 0.4159453137806164, 0.4258377374895802,
             0.43581854226958, 0.44588524156854803},
            {0.4180019303917998, 0.4216966748702947, 0.4251235640985636, 0.428272972022405, 0.43113537802279933,
             0.43370137753543964, 0.43596169263300094},
            {-0.31352870535297345, -0.33903540707466356, -0.36446217371642065, -0.38978390700945226,
             -0.41497551402766225, -0.4400119306915854, -0.4648681452816735}};
        QTemporaryDir dir;
        const QString csv = dir.filePath(QStringLiteral("p.csv")), err = dir.filePath(QStringLiteral("e.csv"));
        const Run r =
            runApp({QStringLiteral("--view"), QStringLiteral("fourier"), QStringLiteral("--embeddings"),
                    fixture("f8_le.npy"), QStringLiteral("--train-length"), QStringLiteral("4"),
                    QStringLiteral("--keep"), QStringLiteral("2"), QStringLiteral("--sigma"), QStringLiteral("matched"),
                    QStringLiteral("--csv"), csv, QStringLiteral("--csv-error"), err});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QList<QList<double>> f = csvRows(csv);
        QCOMPARE(f.size(), 5);
        for (int t = 0; t < 5; ++t)
            for (int j = 0; j < 7; ++j)
                QVERIFY2(std::abs(f[t][j + 1] - printed[t % 4][j]) < 1e-12,
                         qPrintable(QStringLiteral("(%1, %2): %3").arg(t).arg(j).arg(f[t][j + 1])));
        QVERIFY(readLines(csv)[1].endsWith(QLatin1String(",printed")));
        const QStringList e = readLines(err);
        QCOMPARE(e[0], QStringLiteral("k,rmse_inside,rmse_outside,fourier_sum"));
        QVERIFY(e[1].endsWith(QLatin1String(",printed")));
    }

    /// The formula views refuse their CSVs with a table: exit 2, one line naming --embeddings.
    void formulaViewsRefuseTheirCsv_data()
    {
        QTest::addColumn<QStringList>("extra");
        QTest::newRow("inspector") << arguments({"--view", "inspector", "--csv", "@/x.csv"});
        QTest::newRow("inspector divisors") << arguments({"--view", "inspector", "--csv-divisors", "@/x.csv"});
        QTest::newRow("wavelengths") << arguments({"--view", "wavelengths", "--csv", "@/x.csv"});
        QTest::newRow("wavelengths ladders") << arguments({"--view", "wavelengths", "--csv-ladders", "@/x.csv"});
    }
    void formulaViewsRefuseTheirCsv()
    {
        QFETCH(QStringList, extra);
        checkBadInput(QStringList{QStringLiteral("--embeddings"), fixture("f8_le.npy")} + extra,
                      QStringLiteral("--embeddings"));
    }

    /// Their figures still export, with the note on them.
    void formulaViewsStillExport_data()
    {
        QTest::addColumn<QString>("view");
        QTest::newRow("inspector") << QStringLiteral("inspector");
        QTest::newRow("wavelengths") << QStringLiteral("wavelengths");
    }
    void formulaViewsStillExport()
    {
        QFETCH(QString, view);
        QTemporaryDir dir;
        const Run r = runApp({QStringLiteral("--view"), view, QStringLiteral("--embeddings"), fixture("f8_le.npy"),
                              QStringLiteral("--export"), dir.filePath(QStringLiteral("x.png"))});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(distinctColours(QImage(dir.filePath(QStringLiteral("x.png")))) > 8);
    }
};

QTEST_GUILESS_MAIN(TestCliLearnedViews)
#include "test_cli_learned_views.moc"

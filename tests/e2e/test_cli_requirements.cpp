// End to end: the requirements view's CSV (one row per offset) against numbers computed here
// from the formula or the fixture's rows, and NumPy's float16 counts; bad --dtype and
// --offsets refused with exit 2, one message and no file written.

#include "e2e.h"

#include <QRegularExpression>

#include <cmath>
#include <limits>

using namespace pe::e2e;

namespace {

const QString kHeader =
    QStringLiteral("encoding,d,base,length,dtype,min_distance,min_distance_first,min_distance_second,offset,"
                   "offset_distance_mean,spread_max_minus_min,spread_std,offset_samples,extrapolated_length,"
                   "extrapolated_min_distance,extrapolated_spread_max_minus_min,deterministic,neighbour_collisions,"
                   "duplicate_positions,first_duplicate,first_duplicate_of");

QStringList s(std::initializer_list<const char*> list)
{
    QStringList out;
    for (const char* a : list)
        out << QString::fromUtf8(a);
    return out;
}

/// Runs the arguments plus --csv FILE; returns the CSV's rows split into cells, header first.
QList<QStringList> csvOf(const QStringList& args)
{
    QTemporaryDir dir;
    const QString csv = dir.filePath(QStringLiteral("out.csv"));
    const Run r = runApp(args + QStringList{QStringLiteral("--csv"), csv}, 120000);
    // Notes on how a table was read ("pe-explorer: note: ...") are not errors.
    const QStringList errors = r.err.split(QLatin1Char('\n'), Qt::SkipEmptyParts)
                                   .filter(QRegularExpression(QStringLiteral("^(?!pe-explorer: note: )")));
    if (r.exitCode != 0 || !errors.isEmpty()) {
        qWarning("exit %d: %s", r.exitCode, qPrintable(r.err));
        return {};
    }
    QList<QStringList> rows;
    for (const QString& line : readLines(csv))
        rows << line.split(QLatin1Char(','));
    return rows;
}

bool close(double a, double b, double tolerance = 1e-12)
{
    return std::abs(a - b) <= tolerance * std::max(1.0, std::abs(b));
}

/// d = 2: |PE(t) - PE(t + D)| = 2 |sin(D / 2)|; the smallest over D = 1 .. n-1 and its D.
std::pair<double, long> closestOffset(long n)
{
    double best = std::numeric_limits<double>::infinity();
    long at = 0;
    for (long offset = 1; offset < n; ++offset) {
        const double v = 2 * std::abs(std::sin(0.5 * static_cast<double>(offset)));
        if (v < best) {
            best = v;
            at = offset;
        }
    }
    return {best, at};
}

} // namespace

class TestCliRequirements : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void sinusoidalRowsPerOffset()
    {
        const QList<QStringList> rows = csvOf(s({"--view", "requirements", "--d", "2", "--base", "10000", "--length",
                                                 "8192", "--dtype", "float16", "--offsets", "100,1,10"}));
        QCOMPARE(rows.size(), 4);
        QCOMPARE(rows[0].join(QLatin1Char(',')), kHeader);
        const auto [closest, offset] = closestOffset(8192);
        const auto [closestPast, offsetPast] = closestOffset(16384);
        const long offsets[] = {1, 10, 100};
        for (int i = 0; i < 3; ++i) {
            const QStringList& r = rows[i + 1];
            QCOMPARE(r.size(), 21);
            QCOMPARE(r.mid(0, 5).join(QLatin1Char(',')), QStringLiteral("sinusoidal,2,10000,8192,float16"));
            QVERIFY2(close(r[5].toDouble(), closest), qPrintable(r[5]));
            QCOMPARE(r[6].toLong(), 0L);
            QCOMPARE(r[7].toLong(), offset);
            QCOMPARE(r[8].toLong(), offsets[i]);
            QVERIFY(close(r[9].toDouble(), 2 * std::abs(std::sin(0.5 * static_cast<double>(offsets[i])))));
            QVERIFY2(r[10].toDouble() < 1e-12, qPrintable(r[10])); // the same distance for every t
            QVERIFY(r[11].toDouble() <= r[10].toDouble());
            QCOMPARE(r[12].toLong(), 8192 - offsets[i]);
            QCOMPARE(r[13].toLong(), 16384L);
            QVERIFY(close(r[14].toDouble(), closestPast));
            QVERIFY(r[15].toDouble() < 1e-12);
            QCOMPARE(r[16], QStringLiteral("1"));
            // NumPy 1.24: c = PE.astype(np.float16).view(np.uint16) (0x8000 -> 0), then
            // np.all(c[1:] == c[:-1], axis=1).sum() and np.unique(c, axis=0, return_index=True,
            // return_inverse=True): 0 neighbour collisions, 4588 duplicates, the first 712 = 2.
            QCOMPARE(r.mid(17).join(QLatin1Char(',')), QStringLiteral("0,4588,712,2"));
        }
    }

    void learnedTableHasNothingPastItsRows()
    {
        const QString path = fixture("f8_le.npy");
        const QStringList lines = readLines(path + QStringLiteral(".expected.txt"));
        QList<QList<double>> m;
        for (int i = 1; i < lines.size(); ++i) {
            QList<double> row;
            for (const QString& v : lines[i].split(QLatin1Char(' '), Qt::SkipEmptyParts))
                row << v.toDouble();
            m << row;
        }
        QCOMPARE(m.size(), 5);
        auto distance = [&](int a, int b) {
            double sum = 0;
            for (int j = 0; j < m[a].size(); ++j)
                sum += (m[a][j] - m[b][j]) * (m[a][j] - m[b][j]);
            return std::sqrt(sum);
        };
        double closest = 1e300;
        for (int a = 0; a < 5; ++a)
            for (int b = a + 1; b < 5; ++b)
                closest = std::min(closest, distance(a, b));
        double lo = 1e300, hi = 0, sum = 0;
        for (int t = 0; t + 1 < 5; ++t) {
            const double v = distance(t, t + 1);
            lo = std::min(lo, v);
            hi = std::max(hi, v);
            sum += v;
        }
        const QList<QStringList> rows =
            csvOf(QStringList{QStringLiteral("--view"), QStringLiteral("requirements"), QStringLiteral("--embeddings"),
                              path, QStringLiteral("--dtype"), QStringLiteral("bfloat16")});
        // L = 5 rows: of the default offsets 1, 10, 100 only 1 is below L.
        QCOMPARE(rows.size(), 2);
        const QStringList& r = rows[1];
        QCOMPARE(r.mid(0, 5).join(QLatin1Char(',')), QStringLiteral("learned,7,,5,bfloat16"));
        QVERIFY(close(r[5].toDouble(), closest));
        QCOMPARE(r[8], QStringLiteral("1"));
        QVERIFY(close(r[9].toDouble(), sum / 4));
        QVERIFY(close(r[10].toDouble(), hi - lo));
        QVERIFY(r[10].toDouble() > 1e-3); // a table's offsets do not keep their distance
        QCOMPARE(r[12], QStringLiteral("4"));
        QCOMPARE(r.mid(13, 3).join(QLatin1Char(',')), QStringLiteral("0,,"));
        QCOMPARE(r.mid(16).join(QLatin1Char(',')), QStringLiteral("1,0,0,-1,-1"));
    }

    // t / (L - 1): |p_t - p_{t+1}| = sqrt(d) / (L - 1) changes with L; the sinusoid's
    // sqrt(sum_k 2 (1 - cos w_k)) is the same at every L.
    void fractionStepChangesWithLengthSinusoidDoesNot()
    {
        double sinusoid = 0;
        for (int k = 0; k < 32; ++k)
            sinusoid += 2 * (1 - std::cos(std::pow(10000.0, -2.0 * k / 64)));
        sinusoid = std::sqrt(sinusoid);
        QList<double> fractionSteps;
        for (const char* length : {"128", "512"}) {
            const long L = QByteArray(length).toLong();
            const QList<QStringList> f = csvOf(s({"--view", "requirements", "--scheme", "fraction", "--d", "64",
                                                  "--length", length, "--dtype", "float32", "--offsets", "1"}));
            QCOMPARE(f.size(), 2);
            QCOMPARE(f[1].mid(0, 5).join(QLatin1Char(',')), QStringLiteral("fraction,64,,%1,float32").arg(length));
            QVERIFY2(close(f[1][9].toDouble(), 8.0 / static_cast<double>(L - 1)), qPrintable(f[1][9]));
            QVERIFY(f[1][10].toDouble() < 1e-12); // the same for every t at this L
            QCOMPARE(f[1][13].toLong(), 2 * L);
            fractionSteps << f[1][9].toDouble();
            const QList<QStringList> p = csvOf(s({"--view", "requirements", "--scheme", "sinusoidal", "--d", "64",
                                                  "--length", length, "--dtype", "float32", "--offsets", "1"}));
            QCOMPARE(p.size(), 2);
            QCOMPARE(p[1][0], QStringLiteral("sinusoidal"));
            QVERIFY2(close(p[1][9].toDouble(), sinusoid), qPrintable(p[1][9]));
        }
        QVERIFY(close(fractionSteps[0] / fractionSteps[1], 511.0 / 127.0));
    }

    void indexAndBinaryRows()
    {
        const QList<QStringList> index = csvOf(s({"--view", "requirements", "--scheme", "index", "--d", "16",
                                                  "--length", "100", "--dtype", "float32", "--offsets", "3"}));
        QCOMPARE(index.size(), 2);
        // sqrt(16) = 4 per step, the same past L.
        QCOMPARE(index[1].mid(0, 9).join(QLatin1Char(',')), QStringLiteral("index,16,,100,float32,4,0,1,3"));
        QCOMPARE(index[1][9].toDouble(), 12.0);
        QCOMPARE(index[1].mid(13, 3).join(QLatin1Char(',')), QStringLiteral("200,4,0"));
        // NumPy (tests/core/encodings/naive_reference.py), d = 8 over 300 positions: 256 repeats 0;
        // offset 10 over t < 290: mean 3.6236128161928569, min 2.8284271247461903, max 5.2915026221291814.
        const QList<QStringList> binary = csvOf(
            s({"--view", "requirements", "--scheme", "binary", "--d", "8", "--length", "300", "--offsets", "10"}));
        QCOMPARE(binary.size(), 2);
        const QStringList& r = binary[1];
        QCOMPARE(r.mid(0, 9).join(QLatin1Char(',')), QStringLiteral("binary,8,,300,float16,0,0,256,10"));
        QVERIFY2(close(r[9].toDouble(), 3.6236128161928569), qPrintable(r[9]));
        QVERIFY2(close(r[10].toDouble(), 5.2915026221291814 - 2.8284271247461903), qPrintable(r[10]));
        QCOMPARE(r[12], QStringLiteral("290"));
        // ±1 is exact in float16: positions 256 .. 299 repeat 0 .. 43.
        QCOMPARE(r.mid(16).join(QLatin1Char(',')), QStringLiteral("1,0,44,256,0"));
    }

    void badInputIsRefused_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("mentions");
        QTest::addRow("dtype") << s({"--view", "requirements", "--dtype", "foo", "--csv", "@/x.csv"})
                               << QStringLiteral("--dtype");
        QTest::addRow("offset zero") << s({"--view", "requirements", "--offsets", "0,10", "--csv", "@/x.csv"})
                                     << QStringLiteral("--offsets");
        QTest::addRow("offsets words") << s({"--view", "requirements", "--offsets", "one", "--export", "@/x.png"})
                                       << QStringLiteral("--offsets");
        QTest::addRow("scheme") << s({"--view", "requirements", "--scheme", "fractions", "--csv", "@/x.csv"})
                                << QStringLiteral("--scheme: 'fractions' is not one of");
        QTest::addRow("learned without a table")
            << s({"--view", "requirements", "--scheme", "learned", "--csv", "@/x.csv"})
            << QStringLiteral("--scheme: 'learned' needs --embeddings FILE");
    }

    void badInputIsRefused()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, mentions);
        checkBadInput(args, mentions);
    }
};

QTEST_MAIN(TestCliRequirements)
#include "test_cli_requirements.moc"

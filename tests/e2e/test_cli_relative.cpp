// End to end: the RoPE, ALiBi and T5 views export their CSVs, checked against the formulas
// evaluated here independently of core (at parameters the core tests do not use), and refuse
// bad input with exit 2, one message and no file written.

#include "e2e.h"

#include <cmath>
#include <vector>

using namespace pe::e2e;

namespace {

QStringList s(std::initializer_list<const char*> list)
{
    QStringList out;
    for (const char* a : list)
        out << QString::fromUtf8(a);
    return out;
}

/// Runs the arguments plus --csv FILE and returns the CSV's lines (empty on failure).
QStringList csvOf(const QStringList& args)
{
    QTemporaryDir dir;
    const QString csv = dir.filePath(QStringLiteral("out.csv"));
    const Run r = runApp(args + QStringList{QStringLiteral("--csv"), csv});
    if (r.exitCode != 0 || !r.err.isEmpty()) {
        qWarning("%s", qPrintable(r.err));
        return {};
    }
    return readLines(csv);
}

/// T5's bucket, re-derived from the paper's description in double (float32 differs only at a
/// few (buckets, distance) pairs listed in core/encodings/t5.h, none of them used here).
int t5Bucket(long offset, bool bidirectional, int buckets, long maxDistance)
{
    int base = 0;
    long n = 0;
    if (bidirectional) {
        buckets /= 2;
        base = offset > 0 ? buckets : 0;
        n = std::abs(offset);
    } else {
        n = offset < 0 ? -offset : 0;
    }
    const int maxExact = buckets / 2;
    if (n < maxExact)
        return base + static_cast<int>(n);
    const int large =
        maxExact + static_cast<int>(std::log(static_cast<double>(n) / maxExact) /
                                    std::log(static_cast<double>(maxDistance) / maxExact) * (buckets - maxExact));
    return base + std::min(large, buckets - 1);
}

} // namespace

class TestCliRelative : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void ropeScoresAreSumsOfCosines_data()
    {
        QTest::addColumn<QString>("scaling");
        QTest::addRow("none") << QStringLiteral("none");
        QTest::addRow("pi") << QStringLiteral("pi");
        QTest::addRow("ntk") << QStringLiteral("ntk");
    }

    void ropeScoresAreSumsOfCosines()
    {
        QFETCH(QString, scaling);
        const int d = 24;
        const double base = 777.0, s = 3.0;
        const long length = 300;
        const QStringList lines = csvOf(QStringList{
            QStringLiteral("--view"), QStringLiteral("rope"), QStringLiteral("--d"), QString::number(d),
            QStringLiteral("--base"), QStringLiteral("777"), QStringLiteral("--length"), QString::number(length),
            QStringLiteral("--rope-scaling"), scaling, QStringLiteral("--rope-factor"), QStringLiteral("3"),
            QStringLiteral("--original-length"), QStringLiteral("100")});
        QCOMPARE(lines.size(), length + 1);
        QCOMPARE(lines[0], QStringLiteral("offset,score"));
        // theta_i = base^(-2i/d); pi divides by s; ntk raises the base to base s^(d/(d-2)).
        const double b = scaling == QLatin1String("ntk") ? base * std::pow(s, d / (d - 2.0)) : base;
        const double divide = scaling == QLatin1String("pi") ? s : 1.0;
        for (long t = 0; t < length; ++t) {
            const QStringList row = lines[t + 1].split(QLatin1Char(','));
            QCOMPARE(row.size(), 2);
            QCOMPARE(row[0].toLong(), t);
            double expected = 0;
            for (int i = 0; i < d / 2; ++i)
                expected += 2 * std::cos(t * std::pow(b, -2.0 * i / d) / divide);
            QVERIFY2(std::abs(row[1].toDouble() - expected) < 1e-9, qPrintable(lines[t + 1]));
        }
        QCOMPARE(lines[1], QStringLiteral("0,24"));
    }

    void ropeYarnKeepsFastPairsAndSlowsSlowOnes()
    {
        // d = 16, base 10, L0 = 64, s = 4: the ramp bounds are c(32) and c(1) of YaRN's formula.
        const int d = 16;
        const double base = 10.0, s = 4.0, l0 = 64.0;
        const QStringList lines =
            csvOf(s_args({"--view", "rope", "--d", "16", "--base", "10", "--length", "50", "--rope-scaling", "yarn",
                          "--rope-factor", "4", "--original-length", "64"}));
        QCOMPARE(lines.size(), 51);
        auto dimOf = [&](double rotations) { return d * std::log(l0 / (rotations * 2 * M_PI)) / (2 * std::log(base)); };
        const double low = std::max(std::floor(dimOf(32)), 0.0);
        const double high = std::min(std::ceil(dimOf(1)), d - 1.0);
        for (long t = 0; t < 50; ++t) {
            double expected = 0;
            for (int i = 0; i < d / 2; ++i) {
                const double theta = std::pow(base, -2.0 * i / d);
                const double ramp = std::clamp((i - low) / (high == low ? high + 0.001 - low : high - low), 0.0, 1.0);
                expected += 2 * std::cos(t * (theta * (1 - ramp) + theta / s * ramp));
            }
            QVERIFY2(std::abs(lines[t + 1].split(QLatin1Char(','))[1].toDouble() - expected) < 1e-9,
                     qPrintable(lines[t + 1]));
        }
    }

    void alibiBiasesFollowTheSlopes()
    {
        const int heads = 16;
        const long length = 37;
        const QStringList lines = csvOf(s_args({"--view", "alibi", "--heads", "16", "--length", "37"}));
        QCOMPARE(lines.size(), heads * length + 1);
        QCOMPARE(lines[0], QStringLiteral("head,slope,offset,bias"));
        for (int h = 1; h <= heads; ++h)
            for (long t = 0; t < length; ++t) {
                const QStringList row = lines[1 + (h - 1) * length + t].split(QLatin1Char(','));
                QCOMPARE(row.size(), 4);
                const double slope = std::pow(2.0, -8.0 * h / heads);
                QCOMPARE(row[0].toInt(), h);
                QVERIFY(std::abs(row[1].toDouble() - slope) <= 1e-14 * slope); // start * ratio^h: a few ulps
                QCOMPARE(row[2].toLong(), t);
                QVERIFY(std::abs(row[3].toDouble() + slope * t) <= 1e-14 * (1 + slope * t));
            }
        // Not a power of two: 6 heads take the 4 slopes of 4 heads, then 2 of the 8-head slopes.
        const QStringList six = csvOf(s_args({"--view", "alibi", "--heads", "6", "--length", "2"}));
        QCOMPARE(six.size(), 13);
        const double expected[] = {0.25, 1.0 / 16, 1.0 / 64, 1.0 / 256, 0.5, 0.125};
        for (int h = 0; h < 6; ++h)
            QCOMPARE(six[1 + 2 * h].split(QLatin1Char(','))[1].toDouble(), expected[h]);
    }

    void t5BucketsMatchTheFormula_data()
    {
        QTest::addColumn<bool>("bidirectional");
        QTest::addColumn<int>("buckets");
        QTest::addColumn<long>("maxDistance");
        QTest::addRow("encoder 20/50") << true << 20 << 50L;
        QTest::addRow("decoder 12/40") << false << 12 << 40L;
    }

    void t5BucketsMatchTheFormula()
    {
        QFETCH(bool, bidirectional);
        QFETCH(int, buckets);
        QFETCH(long, maxDistance);
        const long length = 90;
        const QStringList lines = csvOf(QStringList{
            QStringLiteral("--view"), QStringLiteral("t5"), QStringLiteral("--length"), QString::number(length),
            QStringLiteral("--buckets"), QString::number(buckets), QStringLiteral("--max-distance"),
            QString::number(maxDistance), QStringLiteral("--bidirectional"),
            bidirectional ? QStringLiteral("on") : QStringLiteral("off")});
        const long first = -(length - 1), last = bidirectional ? length - 1 : 0;
        QCOMPARE(lines.size(), last - first + 2);
        QCOMPARE(lines[0], QStringLiteral("offset,bucket"));
        for (long t = first; t <= last; ++t) {
            const QStringList row = lines[t - first + 1].split(QLatin1Char(','));
            QCOMPARE(row[0].toLong(), t);
            QCOMPARE(row[1].toInt(), t5Bucket(t, bidirectional, buckets, maxDistance));
        }
    }

    void t5BucketsByHand()
    {
        // 20 buckets bidirectional: 10 per direction, max_exact 5, max distance 50.
        // n = 7: 5 + trunc(ln(7/5) / ln(10) * 5) = 5 + trunc(0.7306) = 5.
        // n = 20: 5 + trunc(ln 4 / ln 10 * 5) = 5 + trunc(3.0103) = 8; key after the query: + 10.
        // n = 60: past the max distance, the last bucket 9 (or 19).
        const QStringList lines =
            csvOf(s_args({"--view", "t5", "--length", "70", "--buckets", "20", "--max-distance", "50"}));
        auto bucket = [&](long offset) { return lines[offset + 69 + 1].split(QLatin1Char(','))[1].toInt(); };
        QCOMPARE(bucket(0), 0);
        QCOMPARE(bucket(-4), 4);
        QCOMPARE(bucket(4), 14);
        QCOMPARE(bucket(-7), 5);
        QCOMPARE(bucket(-20), 8);
        QCOMPARE(bucket(20), 18);
        QCOMPARE(bucket(-60), 9);
        QCOMPARE(bucket(60), 19);
    }

    void presetsExport()
    {
        for (const char* preset : {"rope-llama", "rope-yarn", "rope-pi", "rope-ntk", "alibi-8", "t5-buckets"}) {
            QTemporaryDir dir;
            const QString png = dir.filePath(QStringLiteral("p.png"));
            const Run r =
                runApp(QStringList{QStringLiteral("--preset"), QString::fromLatin1(preset), QStringLiteral("--size"),
                                   QStringLiteral("1200x700"), QStringLiteral("--export"), png});
            QVERIFY2(r.exitCode == 0, qPrintable(QString::fromLatin1(preset) + QLatin1Char(' ') + r.err));
            const QImage image(png);
            QCOMPARE(image.size(), QSize(1200, 700));
            QVERIFY(distinctColours(image) > 20);
        }
    }

    void oddDimensionIsDrawnButNotExported()
    {
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("odd.png"));
        const Run r = runApp(s_args({"--view", "rope", "--d", "7", "--export"}) << png);
        QCOMPARE(r.exitCode, 0); // the figure says why it is empty
        QVERIFY(QFileInfo::exists(png));
    }

    void badInputExitsTwoAndWritesNothing_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("mentions");
        const QString png = QStringLiteral("@/out.png");
        const QString csv = QStringLiteral("@/out.csv");
        auto row = [&](const char* name, QStringList args, const char* mentions) {
            QTest::newRow(name) << (args << QStringLiteral("--export") << png << QStringLiteral("--csv") << csv)
                                << QString::fromLatin1(mentions);
        };
        row("rope odd d", s({"--view", "rope", "--d", "7"}), "--d");
        row("rope ntk d 2", s({"--view", "rope", "--d", "2", "--rope-scaling", "ntk"}), "--d");
        row("rope unknown scaling", s({"--view", "rope", "--rope-scaling", "linear"}), "linear");
        row("rope factor below 1", s({"--view", "rope", "--rope-factor", "0.5"}), "rope-factor");
        row("rope factor too large", s({"--view", "rope", "--rope-factor", "5000"}), "rope-factor");
        row("rope original length 0", s({"--view", "rope", "--original-length", "0"}), "original-length");
        row("rope csv too large", s({"--view", "rope", "--d", "8192", "--length", "1000000"}), "limit");
        row("rope option on alibi", s({"--view", "alibi", "--rope-factor", "2"}), "rope-factor");
        row("alibi heads 0", s({"--view", "alibi", "--heads", "0"}), "heads");
        row("alibi heads 2000", s({"--view", "alibi", "--heads", "2000"}), "heads");
        row("alibi head 0", s({"--view", "alibi", "--head", "0"}), "head");
        row("alibi csv too large", s({"--view", "alibi", "--heads", "1024", "--length", "100000"}), "limit");
        row("t5 bidirectional flag-like", s({"--view", "t5", "--bidirectional", "yes"}), "bidirectional");
        row("t5 buckets 1", s({"--view", "t5", "--buckets", "1"}), "buckets");
        row("t5 bidirectional 2 buckets", s({"--view", "t5", "--buckets", "2"}), "--buckets");
        row("t5 max distance too small", s({"--view", "t5", "--buckets", "32", "--max-distance", "8"}),
            "--max-distance");
    }

    void badInputExitsTwoAndWritesNothing()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, mentions);
        checkBadInput(args, mentions);
    }

private:
    static QStringList s_args(std::initializer_list<const char*> list) { return s(list); }
};

QTEST_GUILESS_MAIN(TestCliRelative)
#include "test_cli_relative.moc"

// End to end: the comparison view's CSV (one column per scheme, raw terms at offsets 0 .. L-1)
// against the formulas evaluated here, independently of core, and against mean dot products of
// a learned table computed from the fixture's expected values; bad input gives exit 2, one
// message and no file.

#include "e2e.h"

#include <QRegularExpression>

#include <QCoreApplication>
#include <QFileInfo>

#include <cmath>
#include <vector>

using namespace pe::e2e;

namespace {

QStringList args(std::initializer_list<const char*> list)
{
    QStringList out;
    for (const char* a : list)
        out << QString::fromUtf8(a);
    return out;
}

/// Runs the arguments plus --csv FILE and returns the CSV's lines (empty on failure).
QStringList csvOf(const QStringList& arguments)
{
    QTemporaryDir dir;
    const QString csv = dir.filePath(QStringLiteral("out.csv"));
    const Run r = runApp(arguments + QStringList{QStringLiteral("--csv"), csv});
    // Notes on how the table was read ("pe-explorer: note: ...") are not errors.
    const QStringList errors = r.err.split(QLatin1Char('\n'), Qt::SkipEmptyParts)
                                   .filter(QRegularExpression(QStringLiteral("^(?!pe-explorer: note: )")));
    if (r.exitCode != 0 || !errors.isEmpty()) {
        qWarning("%s", qPrintable(r.err));
        return {};
    }
    return readLines(csv);
}

/// The matrix of a fixture's .expected.txt: a "rows cols" line, then one row per line.
std::vector<std::vector<double>> expectedMatrix(const QString& path)
{
    const QStringList lines = readLines(path);
    std::vector<std::vector<double>> m;
    for (int i = 1; i < lines.size(); ++i) {
        std::vector<double> row;
        for (const QString& v : lines[i].split(QLatin1Char(' '), Qt::SkipEmptyParts))
            row.push_back(v.toDouble());
        m.push_back(row);
    }
    return m;
}

} // namespace

class TestCliCompare : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void formulasByHand()
    {
        const int d = 20;
        const double base = 777.0;
        const long length = 300;
        const QStringList lines = csvOf(args({"--view", "compare", "--schemes", "t5,alibi,rope,sinusoidal", "--d", "20",
                                              "--base", "777", "--length", "300"}));
        QCOMPARE(lines.size(), length + 1);
        // Canonical column order, whatever the order of --schemes.
        QCOMPARE(lines[0], QStringLiteral("offset,sinusoidal,rope,alibi,t5"));
        for (long t = 0; t < length; ++t) {
            const QStringList row = lines[t + 1].split(QLatin1Char(','));
            QCOMPARE(row.size(), 5);
            QCOMPARE(row[0].toLong(), t);
            double sum = 0;
            for (int k = 0; k < d / 2; ++k)
                sum += std::cos(t * std::pow(base, -2.0 * k / d));
            QVERIFY2(std::abs(row[1].toDouble() - sum) < 1e-9, qPrintable(lines[t + 1]));
            QVERIFY2(std::abs(row[2].toDouble() - 2 * sum) < 1e-9, qPrintable(lines[t + 1])); // all-ones q, k
            QCOMPARE(row[3].toDouble(), -0.5 * t); // head 1 of 8: slope 2^(-8/8)
        }
        QCOMPARE(lines[1], QStringLiteral("0,10,20,0,0"));
        // T5, 32 buckets bidirectional: 16 per direction, exact below 8, then
        // 8 + trunc(ln(n/8) / ln(128/8) * 8), at most 15. Keys before the query: buckets 0 .. 15.
        const std::vector<std::pair<long, int>> buckets = {{0, 0},   {1, 1},   {7, 7},   {8, 8},    {11, 8},
                                                           {12, 9},  {16, 10}, {22, 10}, {23, 11},  {32, 12},
                                                           {64, 14}, {90, 14}, {91, 15}, {128, 15}, {299, 15}};
        for (const auto& [offset, bucket] : buckets)
            QCOMPARE(lines[offset + 1].split(QLatin1Char(','))[4].toInt(), bucket);
    }

    void defaultSchemesAndPreset()
    {
        const QStringList lines = csvOf(args({"--preset", "compare"}));
        QCOMPARE(lines.size(), 513);
        QCOMPARE(lines[0], QStringLiteral("offset,sinusoidal,rope,alibi,t5"));
        QCOMPARE(lines[1], QStringLiteral("0,64,128,0,0"));
        QVERIFY(lines[512].startsWith(QStringLiteral("511,")));
    }

    void learnedMeansOfTheTable()
    {
        const QString file = fixture("f4_le.npy");
        const auto p = expectedMatrix(file + QStringLiteral(".expected.txt"));
        const long length = static_cast<long>(p.size());
        QCOMPARE(length, 5L);
        const QStringList lines =
            csvOf(QStringList{QStringLiteral("--view"), QStringLiteral("compare"), QStringLiteral("--schemes"),
                              QStringLiteral("learned,sinusoidal"), QStringLiteral("--embeddings"), file});
        QCOMPARE(lines.size(), length + 1);
        QCOMPARE(lines[0], QStringLiteral("offset,sinusoidal,learned"));
        for (long delta = 0; delta < length; ++delta) {
            double sum = 0;
            for (long t = 0; t + delta < length; ++t)
                for (size_t j = 0; j < p[0].size(); ++j)
                    sum += p[t][j] * p[t + delta][j];
            const double mean = sum / static_cast<double>(length - delta);
            const QStringList row = lines[delta + 1].split(QLatin1Char(','));
            QCOMPARE(row.size(), 3);
            QVERIFY2(std::abs(row[2].toDouble() - mean) < 1e-12 * (1 + std::abs(mean)), qPrintable(lines[delta + 1]));
        }
        // Row 0 of the fixture is zero, so its product with row 4 is exactly zero.
        QCOMPARE(lines[5].split(QLatin1Char(','))[2].toDouble(), 0.0);
    }

    // The naive encodings' mean p_t . p_{t+Delta} over t < L - Delta, from their definitions:
    // t / (L - 1) and t in every dimension, binary +1 where bit j of t is set and -1 elsewhere.
    void naiveMeansByHand()
    {
        const int d = 6;
        const long length = 40;
        const QStringList lines = csvOf(
            args({"--view", "compare", "--schemes", "fraction,index,binary,sinusoidal", "--d", "6", "--length", "40"}));
        QCOMPARE(lines.size(), length + 1);
        QCOMPARE(lines[0], QStringLiteral("offset,sinusoidal,fraction,index,binary"));
        for (long delta = 0; delta < length; ++delta) {
            double fraction = 0, index = 0, binary = 0;
            for (long t = 0; t + delta < length; ++t) {
                const long u = t + delta;
                fraction += d * (static_cast<double>(t) / (length - 1)) * (static_cast<double>(u) / (length - 1));
                index += d * static_cast<double>(t) * static_cast<double>(u);
                for (int j = 0; j < d; ++j)
                    binary += (((t >> j) & 1) ? 1.0 : -1.0) * (((u >> j) & 1) ? 1.0 : -1.0);
            }
            const double n = static_cast<double>(length - delta);
            const QStringList row = lines[delta + 1].split(QLatin1Char(','));
            QCOMPARE(row.size(), 5);
            QVERIFY2(std::abs(row[2].toDouble() - fraction / n) < 1e-12, qPrintable(lines[delta + 1]));
            QVERIFY2(std::abs(row[3].toDouble() - index / n) <= 1e-12 * std::max(1.0, index / n),
                     qPrintable(lines[delta + 1]));
            QVERIFY2(std::abs(row[4].toDouble() - binary / n) < 1e-12, qPrintable(lines[delta + 1]));
        }
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("mentions");
        QTest::addRow("unknown scheme") << args({"--view", "compare", "--schemes", "sinusoidal,xpos", "--csv",
                                                 "@/a.csv"})
                                        << QStringLiteral("--schemes: unknown scheme 'xpos'");
        QTest::addRow("unknown naive scheme")
            << args({"--view", "compare", "--schemes", "fraction,bits", "--csv", "@/a.csv"})
            << QStringLiteral("--schemes: unknown scheme 'bits' (choose from "
                              "sinusoidal,learned,fraction,index,binary,rope,alibi,t5)");
        QTest::addRow("twice") << args({"--view", "compare", "--schemes", "rope,rope", "--csv", "@/a.csv"})
                               << QStringLiteral("'rope' is listed twice");
        QTest::addRow("empty") << args({"--view", "compare", "--schemes", " ", "--csv", "@/a.csv"})
                               << QStringLiteral("--schemes: the list is empty");
        QTest::addRow("learned without a table")
            << args({"--preset", "gpt2-learned", "--csv", "@/a.csv"})
            << QStringLiteral("--schemes: 'learned' needs --embeddings FILE (a learned position-embedding table)");
        QTest::addRow("rope with odd d") << args({"--view", "compare", "--d", "7", "--csv", "@/a.csv"})
                                         << QStringLiteral("d must be even (d = 7)");
        QTest::addRow("too many terms") << args({"--view", "compare", "--d", "8192", "--length", "1048576", "--csv",
                                                 "@/a.csv"})
                                        << QStringLiteral("Lower --length or --d");
    }

    void badInput()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, mentions);
        checkBadInput(arguments, mentions);
    }
};

QTEST_GUILESS_MAIN(TestCliCompare)
#include "test_cli_compare.moc"

// End to end: the RoPE view's --csv-frequencies for the scalings of models as they ship
// (llama3, yarn with DeepSeek's mscale, longrope with partial rotary, dynamic), against the
// Hugging Face formulas (modeling_rope_utils.py) evaluated here, apart from core; and the bad
// values of the new options exit 2 with one line and no file.

#include "e2e.h"

#include <cmath>
#include <vector>

using namespace pe::e2e;

namespace {

constexpr double kPi = 3.14159265358979323846;
const char* const kHeader = "pair,theta,theta_scaled,wavelength,wavelength_scaled,attention_factor";

struct Row {
    int pair = 0;
    double theta = 0, scaled = 0, wavelength = 0, wavelengthScaled = 0, attention = 0;
};

/// Runs the view with --csv-frequencies FILE and returns its rows after checking the header.
std::vector<Row> frequencies(const QStringList& args)
{
    QTemporaryDir dir;
    const QString csv = dir.filePath(QStringLiteral("frequencies.csv"));
    const Run r = runApp(args + QStringList{QStringLiteral("--csv-frequencies"), csv});
    if (r.exitCode != 0 || !r.err.isEmpty()) {
        qWarning("exit %d: %s", r.exitCode, qPrintable(r.err));
        return {};
    }
    const QStringList lines = readLines(csv);
    if (lines.isEmpty() || lines[0] != QLatin1String(kHeader)) {
        qWarning("header: %s", qPrintable(lines.value(0)));
        return {};
    }
    std::vector<Row> rows;
    for (int i = 1; i < lines.size(); ++i) {
        const QStringList c = lines[i].split(QLatin1Char(','));
        if (c.size() != 6)
            return {};
        rows.push_back(
            {c[0].toInt(), c[1].toDouble(), c[2].toDouble(), c[3].toDouble(), c[4].toDouble(), c[5].toDouble()});
    }
    return rows;
}

bool close(double a, double b, double relative = 1e-12)
{
    return std::abs(a - b) <= relative * std::abs(b);
}

/// theta_i = base^(-2i/r) as Hugging Face writes it: 1 / base^(2i/r).
double theta(double base, int r, int i)
{
    return 1.0 / std::pow(base, 2.0 * i / r);
}

} // namespace

class TestCliRopeScaling : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void llama3FrequenciesOfLlama31()
    {
        // meta-llama/Llama-3.1-8B: head_dim 128, rope_theta 500000, factor 8, low 1, high 4, original 8192.
        const std::vector<Row> rows = frequencies(arguments(
            {"--view", "rope", "--d", "128", "--base", "500000", "--length", "1000", "--rope-scaling", "llama3",
             "--rope-factor", "8", "--original-length", "8192", "--low-freq-factor", "1", "--high-freq-factor", "4"}));
        QCOMPARE(rows.size(), size_t(64));
        int kept = 0, divided = 0, smoothed = 0;
        for (const Row& row : rows) {
            const double t = theta(500000.0, 128, row.pair);
            const double wavelen = 2 * kPi / t;
            double expected = wavelen > 8192.0 ? t / 8.0 : t;
            if (!(wavelen < 2048.0) && !(wavelen > 8192.0)) {
                const double smooth = (8192.0 / wavelen - 1.0) / (4.0 - 1.0);
                expected = (1 - smooth) * expected / 8.0 + smooth * expected;
                ++smoothed;
            } else {
                ++(wavelen > 8192.0 ? divided : kept);
            }
            QVERIFY2(close(row.theta, t), qPrintable(QString::number(row.pair)));
            QVERIFY2(close(row.scaled, expected), qPrintable(QString::number(row.pair)));
            QVERIFY(close(row.wavelength, 2 * kPi / row.theta));
            QVERIFY(close(row.wavelengthScaled, 2 * kPi / row.scaled));
            QCOMPARE(row.attention, 1.0);
        }
        QVERIFY(kept > 0 && divided > 0 && smoothed > 0);
    }

    void yarnAttentionFactorWithMscale()
    {
        // DeepSeek-style: rope head 64, factor 40 from 4096, mscale 1 over mscale_all_dim 0.707.
        const std::vector<Row> rows = frequencies(arguments(
            {"--view", "rope", "--d", "64", "--base", "10000", "--length", "100", "--rope-scaling", "yarn",
             "--rope-factor", "40", "--original-length", "4096", "--mscale", "1", "--mscale-all-dim", "0.707"}));
        QCOMPARE(rows.size(), size_t(32));
        const double expected = (0.1 * std::log(40.0) + 1.0) / (0.1 * 0.707 * std::log(40.0) + 1.0);
        for (const Row& row : rows)
            QVERIFY2(close(row.attention, expected), qPrintable(QString::number(row.attention, 'g', 17)));
        // The fastest pair is kept, the slowest divided by 40.
        QVERIFY(close(rows.front().scaled, 1.0));
        QVERIFY(close(rows.back().scaled, rows.back().theta / 40.0));
        // A given attention factor wins.
        const std::vector<Row> given =
            frequencies(arguments({"--view", "rope", "--d", "64", "--length", "100", "--rope-scaling", "yarn",
                                   "--rope-factor", "40", "--attention-factor", "0.75"}));
        QVERIFY(!given.empty());
        QCOMPARE(given.front().attention, 0.75);
    }

    void longRopeWithPartialRotaryFollowsL()
    {
        // d = 96 with half of it rotating (r = 48, 24 factors); L0 = 4096, max 131072.
        QString shortList, longList;
        for (int i = 0; i < 24; ++i) {
            shortList += QString::number(1.0 + 0.05 * i) + QLatin1Char(',');
            longList += QString::number(1.0 + 2.5 * i) + QLatin1Char(',');
        }
        shortList.chop(1);
        longList.chop(1);
        for (const char* length : {"4096", "4097"}) {
            const bool useLong = QByteArray(length) == "4097";
            const std::vector<Row> rows = frequencies(
                arguments({"--view", "rope", "--d", "96", "--base", "10000", "--length", length,
                           "--partial-rotary-factor", "0.5", "--rope-scaling", "longrope", "--original-length", "4096",
                           "--max-positions", "131072", "--short-factors"})
                << shortList << QStringLiteral("--long-factors") << QLatin1Char('[') + longList + QLatin1Char(']'));
            QCOMPARE(rows.size(), size_t(24));
            const double attention = std::sqrt(1 + std::log(131072.0 / 4096.0) / std::log(4096.0));
            for (const Row& row : rows) {
                const double f = useLong ? 1.0 + 2.5 * row.pair : 1.0 + 0.05 * row.pair;
                const double expected = 1.0 / (f * std::pow(10000.0, 2.0 * row.pair / 48));
                QVERIFY(close(row.theta, theta(10000.0, 48, row.pair)));
                QVERIFY2(close(row.scaled, expected), qPrintable(QString::number(row.pair)));
                QVERIFY(close(row.attention, attention));
            }
        }
    }

    void dynamicGrowsTheBasePastMaxPositions()
    {
        // Llama 2 with {type: dynamic, factor: 2}: max_position_embeddings 4096.
        for (const char* length : {"2048", "10000"}) {
            const double n = QByteArray(length).toDouble();
            const std::vector<Row> rows = frequencies(
                arguments({"--view", "rope", "--d", "128", "--base", "10000", "--length", length, "--rope-scaling",
                           "dynamic", "--rope-factor", "2", "--original-length", "4096"}));
            QCOMPARE(rows.size(), size_t(64));
            const double seq = std::max(n, 4096.0);
            const double base = 10000.0 * std::pow(2.0 * seq / 4096.0 - 1.0, 128.0 / 126.0);
            for (const Row& row : rows)
                QVERIFY2(close(row.scaled, theta(base, 128, row.pair)), qPrintable(QString::number(row.pair)));
        }
    }

    void partialRotaryScoresAddTheUnrotatedComponents()
    {
        QTemporaryDir dir;
        const QString csv = dir.filePath(QStringLiteral("scores.csv"));
        const Run r = runApp(arguments({"--view", "rope", "--d", "96", "--base", "10000", "--length", "50",
                                        "--partial-rotary-factor", "0.25", "--csv"})
                             << csv);
        QCOMPARE(r.exitCode, 0);
        const QStringList lines = readLines(csv);
        QCOMPARE(lines.size(), 51);
        for (int t : {0, 1, 7, 49}) {
            double expected = 72.0; // the 96 - 24 components that do not turn
            for (int i = 0; i < 12; ++i)
                expected += 2 * std::cos(t * theta(10000.0, 24, i));
            QVERIFY2(std::abs(lines[t + 1].split(QLatin1Char(','))[1].toDouble() - expected) < 1e-9,
                     qPrintable(lines[t + 1]));
        }
    }

    void llama31PresetExports()
    {
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("llama31.png"));
        const QString csv = dir.filePath(QStringLiteral("llama31.csv"));
        const Run r = runApp(arguments({"--preset", "rope-llama31", "--export"})
                             << png << QStringLiteral("--csv-frequencies") << csv);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        QVERIFY(distinctColours(QImage(png)) > 8);
        const QStringList lines = readLines(csv);
        QCOMPARE(lines.size(), 65);
        // The slowest pair is in the low band: divided by s = 8.
        const QStringList last = lines.last().split(QLatin1Char(','));
        QVERIFY(close(last[2].toDouble(), last[1].toDouble() / 8.0));
    }

    void freqFactorsDivideEachPair()
    {
        // llama.cpp's rope_freqs: each pair's angle divided by its number, after the scaling.
        const std::vector<Row> rows =
            frequencies(arguments({"--view", "rope", "--d", "8", "--base", "10000", "--rope-scaling", "pi",
                                   "--rope-factor", "2", "--freq-factors", "1,2,4,8"}));
        QCOMPARE(rows.size(), size_t(4));
        const double divisors[] = {1, 2, 4, 8};
        for (int i = 0; i < 4; ++i) {
            QVERIFY(close(rows[size_t(i)].theta, theta(10000, 8, i)));
            QVERIFY2(close(rows[size_t(i)].scaled, theta(10000, 8, i) / 2 / divisors[i]),
                     qPrintable(QString::number(i)));
        }
    }

    void badValuesExitTwo_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("mentions");
        auto row = [](const char* name, QStringList a, const char* mentions) {
            QTest::newRow(name) << (a << QStringLiteral("--csv-frequencies") << QStringLiteral("@/f.csv"))
                                << QString::fromLatin1(mentions);
        };
        row("unknown scaling", arguments({"--view", "rope", "--rope-scaling", "ntk-by-parts"}), "ntk-by-parts");
        row("negative factor", arguments({"--view", "rope", "--rope-scaling", "llama3", "--rope-factor", "-2"}),
            "rope-factor");
        row("short factor list too short",
            arguments({"--view", "rope", "--d", "8", "--rope-scaling", "longrope", "--short-factors", "1,2,3"}),
            "short-factors");
        row("long factor list too long",
            arguments({"--view", "rope", "--d", "8", "--rope-scaling", "longrope", "--long-factors", "1,2,3,4,5"}),
            "long-factors");
        row("factor not a number", arguments({"--view", "rope", "--short-factors", "1,abc"}), "short-factors");
        row("factor zero", arguments({"--view", "rope", "--long-factors", "1,0"}), "long-factors");
        row("high freq not above low",
            arguments(
                {"--view", "rope", "--rope-scaling", "llama3", "--low-freq-factor", "4", "--high-freq-factor", "2"}),
            "high-freq-factor");
        row("odd rotary dimension", arguments({"--view", "rope", "--d", "64", "--partial-rotary-factor", "0.3"}),
            "partial-rotary-factor");
        row("negative beta", arguments({"--view", "rope", "--rope-scaling", "yarn", "--beta-fast", "-1"}), "beta-fast");
        row("truncate not on or off", arguments({"--view", "rope", "--yarn-truncate", "maybe"}), "yarn-truncate");
        row("divisor list of the wrong length", arguments({"--view", "rope", "--d", "8", "--freq-factors", "1,2,3"}),
            "freq-factors");
        row("dynamic with r = 2",
            arguments({"--view", "rope", "--d", "8", "--partial-rotary-factor", "0.25", "--rope-scaling", "dynamic"}),
            "--d");
    }
    void badValuesExitTwo()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, mentions);
        checkBadInput(args, mentions);
    }
};

QTEST_GUILESS_MAIN(TestCliRopeScaling)
#include "test_cli_rope_scaling.moc"

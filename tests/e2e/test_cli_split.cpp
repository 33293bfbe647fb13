// End to end: the split model view's CSV (term, query, key, value) against the model as the
// README documents it, rebuilt here without core: the sinusoidal formula, std::mt19937_64 with
// the Box-Muller transform for the Gaussian numbers, splitmix64 for the seeds of the streams.
// Bad input exits 2 with one message and no file.

#include "e2e.h"

#include <cmath>
#include <cstdint>
#include <map>
#include <random>
#include <vector>

using namespace pe::e2e;

namespace {

/// The seed of stream `index` under `seed` (splitmix64 of seed + golden ratio × (index + 1)).
std::uint64_t streamSeed(std::uint64_t seed, std::uint64_t index)
{
    std::uint64_t z = seed + 0x9E3779B97F4A7C15ULL * (index + 1);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

/// `count` standard normal numbers: Box-Muller on std::mt19937_64 (cos first, then sin).
std::vector<double> normals(std::uint64_t seed, int count)
{
    std::mt19937_64 engine(seed);
    std::vector<double> out;
    while (static_cast<int>(out.size()) < count) {
        const double u = static_cast<double>((engine() >> 11) + 1) / 9007199254740992.0;
        const double v = static_cast<double>(engine() >> 11) / 9007199254740992.0;
        const double r = std::sqrt(-2.0 * std::log(u));
        out.push_back(r * std::cos(2 * M_PI * v));
        out.push_back(r * std::sin(2 * M_PI * v));
    }
    out.resize(static_cast<size_t>(count));
    return out;
}

/// The split model of the README at d_pos, d_sem, base n, seed: inputs and W_Q W_K^T.
struct Model {
    int dPos, dSem;
    double base;
    std::uint64_t seed;
    bool concat;
    std::vector<double> wq, wk; // d x d, row-major, block-diagonal

    Model(int p, int sem, double n, std::uint64_t sd, bool cat)
        : dPos(p)
        , dSem(sem)
        , base(n)
        , seed(sd)
        , concat(cat)
    {
        wq = weight(0);
        wk = weight(1);
    }
    int d() const { return dPos + dSem; }
    std::vector<double> weight(int stream) const
    {
        std::vector<double> w = normals(streamSeed(seed, stream), d() * d());
        for (int r = 0; r < d(); ++r)
            for (int c = 0; c < d(); ++c) {
                double& x = w[static_cast<size_t>(r * d() + c)];
                x = (r < dPos) == (c < dPos) ? x / std::sqrt(r < dPos ? dPos : dSem) : 0.0;
            }
        return w;
    }
    /// p_t: the sinusoidal encoding of d_pos (concat) or d (add) dimensions, zero-padded to d.
    std::vector<double> position(long t) const
    {
        const int dims = concat ? dPos : d();
        std::vector<double> p(static_cast<size_t>(d()), 0.0);
        for (int j = 0; j < dims; ++j) {
            const double w = std::pow(base, -2.0 * (j / 2) / dims);
            p[static_cast<size_t>(j)] = j % 2 == 0 ? std::sin(t * w) : std::cos(t * w);
        }
        return p;
    }
    /// x_t: the token vector, N(0, 1/2) entries, in the last d_sem (concat) or all d dimensions.
    std::vector<double> meaning(long t) const
    {
        const int entries = concat ? dSem : d();
        const std::vector<double> z = normals(streamSeed(streamSeed(seed, 16), static_cast<std::uint64_t>(t)), entries);
        std::vector<double> x(static_cast<size_t>(d()), 0.0);
        for (int j = 0; j < entries; ++j)
            x[static_cast<size_t>(d() - entries + j)] = z[static_cast<size_t>(j)] * std::sqrt(0.5);
        return x;
    }
    double logit(const std::vector<double>& a, const std::vector<double>& b) const
    {
        double sum = 0;
        for (int c = 0; c < d(); ++c) {
            double qa = 0, kb = 0;
            for (int r = 0; r < d(); ++r) {
                qa += a[static_cast<size_t>(r)] * wq[static_cast<size_t>(r * d() + c)];
                kb += b[static_cast<size_t>(r)] * wk[static_cast<size_t>(r * d() + c)];
            }
            sum += qa * kb;
        }
        return sum;
    }
};

/// term -> (query, key) -> value text, from the CSV of `args`.
using Table = std::map<QString, std::map<std::pair<long, long>, QString>>;

Table csvTable(const QStringList& args, long length)
{
    QTemporaryDir dir;
    const QString csv = dir.filePath(QStringLiteral("out.csv"));
    const Run r = runApp(args + QStringList{QStringLiteral("--csv"), csv});
    if (r.exitCode != 0 || !r.err.isEmpty()) {
        qWarning("%s", qPrintable(r.err));
        return {};
    }
    const QStringList lines = readLines(csv);
    if (lines.size() != 5 * length * length + 1 || lines[0] != QLatin1String("term,query,key,value"))
        return {};
    Table t;
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QStringList row = lines[i].split(QLatin1Char(','));
        if (row.size() != 4)
            return {};
        t[row[0]][{row[1].toLong(), row[2].toLong()}] = row[3];
    }
    return t;
}

} // namespace

class TestCliSplit : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void concatTermsMatchTheModel()
    {
        const long length = 9;
        const Table t = csvTable(arguments({"--view", "split", "--d-pos", "6", "--d-sem", "5", "--combine", "concat",
                                            "--seed", "123", "--base", "50", "--length", "9"}),
                                 length);
        QCOMPARE(t.size(), size_t(5));
        for (const char* term : {"sem-sem", "sem-pos", "pos-sem", "pos-pos", "total"})
            QCOMPARE(t.at(QString::fromLatin1(term)).size(), size_t(length * length));
        const Model m(6, 5, 50.0, 123, true);
        for (long q = 0; q < length; ++q)
            for (long k = 0; k < length; ++k) {
                const std::pair<long, long> at{q, k};
                const double posPos = m.logit(m.position(q), m.position(k));
                const double semSem = m.logit(m.meaning(q), m.meaning(k));
                QVERIFY2(std::abs(t.at(QStringLiteral("pos-pos")).at(at).toDouble() - posPos) < 1e-9,
                         qPrintable(t.at(QStringLiteral("pos-pos")).at(at)));
                QVERIFY(std::abs(t.at(QStringLiteral("sem-sem")).at(at).toDouble() - semSem) < 1e-9);
                // The cross terms are written as exact zeros.
                QCOMPARE(t.at(QStringLiteral("sem-pos")).at(at), QStringLiteral("0"));
                QCOMPARE(t.at(QStringLiteral("pos-sem")).at(at), QStringLiteral("0"));
                QVERIFY(std::abs(t.at(QStringLiteral("total")).at(at).toDouble() - (posPos + semSem)) < 1e-9);
            }
    }

    void addTermsMatchTheModel()
    {
        const long length = 5;
        const Table t = csvTable(
            arguments({"--view", "split", "--d-pos", "4", "--d-sem", "3", "--combine", "add", "--length", "5"}),
            length);
        QCOMPARE(t.size(), size_t(5));
        const Model m(4, 3, 10000.0, 42, false); // the defaults: n = 10000, seed 42
        double largestCross = 0;
        for (long q = 0; q < length; ++q)
            for (long k = 0; k < length; ++k) {
                const std::pair<long, long> at{q, k};
                const double semPos = m.logit(m.meaning(q), m.position(k));
                const double posSem = m.logit(m.position(q), m.meaning(k));
                QVERIFY(std::abs(t.at(QStringLiteral("sem-pos")).at(at).toDouble() - semPos) < 1e-9);
                QVERIFY(std::abs(t.at(QStringLiteral("pos-sem")).at(at).toDouble() - posSem) < 1e-9);
                double sum = 0;
                for (const char* term : {"sem-sem", "sem-pos", "pos-sem", "pos-pos"})
                    sum += t.at(QString::fromLatin1(term)).at(at).toDouble();
                QVERIFY(std::abs(t.at(QStringLiteral("total")).at(at).toDouble() - sum) < 1e-9);
                largestCross = std::max(largestCross, std::abs(semPos));
            }
        QVERIFY(largestCross > 0.1);
    }

    void headsAreConcatenatedAndKeepTheBlocksApart()
    {
        // split-heads: 4 heads per block. With the block-diagonal weights every head reads one
        // block, so replacing a token leaves the position block exactly as it was and moving past
        // L_max leaves the meaning block; the dense weights move both. The heads change the
        // numbers (the heads' arithmetic is checked against loops in the core test).
        auto valueCsv = [](QStringList extra) {
            QTemporaryDir dir;
            const QString path = dir.filePath(QStringLiteral("v.csv"));
            const Run r =
                runApp(arguments({"--preset", "split-heads"}) + extra << QStringLiteral("--csv-value-path") << path);
            if (r.exitCode != 0)
                qWarning("%s", qPrintable(r.err));
            std::vector<QStringList> rows;
            for (const QString& line : readLines(path))
                rows.push_back(line.split(QLatin1Char(',')));
            return rows;
        };
        const auto four = valueCsv({});
        const auto one = valueCsv({QStringLiteral("--heads"), QStringLiteral("1")});
        QCOMPARE(static_cast<int>(four.size()), 25);
        QCOMPARE(static_cast<int>(one.size()), 25);
        QCOMPARE(four[0], QStringList({"output", "heads", "position_block_token_replaced_split",
                                       "position_block_token_replaced_dense", "meaning_block_past_lmax_split",
                                       "meaning_block_past_lmax_dense"}));
        double dense = 0, differs = 0;
        for (int i = 1; i < 25; ++i) {
            QCOMPARE(four[i][0].toInt(), i - 1);
            QCOMPARE(four[i][1].toInt(), 4);
            QCOMPARE(one[i][1].toInt(), 1);
            QCOMPARE(four[i][2], QStringLiteral("0"));
            QCOMPARE(four[i][4], QStringLiteral("0"));
            dense = std::max({dense, four[i][3].toDouble(), four[i][5].toDouble()});
            differs = std::max(differs, std::abs(four[i][3].toDouble() - one[i][3].toDouble()));
        }
        QVERIFY(dense > 1e-3);
        QVERIFY(differs > 1e-6);
    }

    void presetsExportFigures()
    {
        for (const char* preset : {"split-concat", "split-add", "split-long", "split-heads"}) {
            QTemporaryDir dir;
            const QString png = dir.filePath(QStringLiteral("out.png"));
            const Run r = runApp(arguments({"--preset", preset, "--export"}) << png);
            QVERIFY2(r.exitCode == 0 && r.err.isEmpty(), qPrintable(r.err));
            QVERIFY(distinctColours(QImage(png)) >= 32);
        }
    }

    void badInputExitsTwoAndWritesNothing_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("mentions");
        auto row = [&](const char* name, QStringList args, const char* mentions) {
            QTest::newRow(name) << (args << QStringLiteral("--export") << QStringLiteral("@/out.png")
                                         << QStringLiteral("--csv") << QStringLiteral("@/out.csv"))
                                << QString::fromLatin1(mentions);
        };
        row("combine foo", arguments({"--view", "split", "--combine", "foo"}), "--combine");
        row("d-pos 1", arguments({"--view", "split", "--d-pos", "1"}), "--d-pos");
        row("d-pos 513", arguments({"--view", "split", "--d-pos", "513"}), "--d-pos");
        row("d-sem 0", arguments({"--view", "split", "--d-sem", "0"}), "--d-sem");
        row("heads 0", arguments({"--view", "split", "--heads", "0"}), "--heads");
        row("heads 9", arguments({"--view", "split", "--heads", "9"}), "--heads");
        row("seed negative", arguments({"--view", "split", "--seed", "-1"}), "--seed");
        row("csv too long", arguments({"--view", "split", "--length", "1025"}), "1024");
        row("d-pos on alibi", arguments({"--view", "alibi", "--d-pos", "8"}), "--d-pos");
    }

    void badInputExitsTwoAndWritesNothing()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, mentions);
        checkBadInput(args, mentions);
    }
};

QTEST_GUILESS_MAIN(TestCliSplit)
#include "test_cli_split.moc"

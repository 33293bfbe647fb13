// End to end: the word-order view's CSV (sentence, position, token, out_0 .. out_{d-1}).
// Without positions the two sentences' rows are the same vectors, permuted (each row of
// sentence 1 equals the row of its word in sentence 2); with positions they are not. The
// numbers are checked against the head rebuilt here without core, as core/analysis/wordorder.h
// documents it: FNV-1a of the word, splitmix64 seeds, std::mt19937_64 with Box-Muller, the
// sinusoidal formula, softmax(Q K^T / sqrt(d)) V in plain loops. Bad input exits 2.

#include "e2e.h"

#include <cmath>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

using namespace pe::e2e;

namespace {

std::uint64_t splitmix(std::uint64_t seed, std::uint64_t index)
{
    std::uint64_t z = seed + 0x9E3779B97F4A7C15ULL * (index + 1);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

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

std::uint64_t fnv1a(const std::string& s)
{
    std::uint64_t h = 0xcbf29ce484222325ULL;
    for (unsigned char c : s) {
        h ^= c;
        h *= 0x100000001b3ULL;
    }
    return h;
}

using Matrix = std::vector<std::vector<double>>;

/// The head's outputs for `tokens` at d, seed 42, base 10000, interleaved layout.
Matrix head(const std::vector<std::string>& tokens, int d, bool positions)
{
    const std::uint64_t seed = 42;
    const size_t n = tokens.size();
    Matrix x(n, std::vector<double>(static_cast<size_t>(d)));
    for (size_t i = 0; i < n; ++i) {
        const std::vector<double> z = normals(splitmix(seed ^ fnv1a(tokens[i]), 0), d);
        for (int j = 0; j < d; ++j) {
            x[i][j] = std::sqrt(0.5) * z[j];
            if (positions) {
                const double w = std::pow(10000.0, -2.0 * (j / 2) / d);
                x[i][j] += j % 2 == 0 ? std::sin(w * i) : std::cos(w * i);
            }
        }
    }
    Matrix proj[3];
    for (int k = 0; k < 3; ++k) {
        const std::vector<double> z = normals(splitmix(seed, 100 + k), d * d);
        proj[k] = Matrix(n, std::vector<double>(static_cast<size_t>(d), 0.0));
        for (size_t i = 0; i < n; ++i)
            for (int c = 0; c < d; ++c)
                for (int r = 0; r < d; ++r)
                    proj[k][i][c] += x[i][r] * z[static_cast<size_t>(r * d + c)] / std::sqrt(d);
    }
    Matrix out(n, std::vector<double>(static_cast<size_t>(d), 0.0));
    for (size_t i = 0; i < n; ++i) {
        std::vector<double> s(n);
        double top = -1e300, sum = 0;
        for (size_t j = 0; j < n; ++j) {
            for (int c = 0; c < d; ++c)
                s[j] += proj[0][i][c] * proj[1][j][c];
            s[j] /= std::sqrt(d);
            top = std::max(top, s[j]);
        }
        for (size_t j = 0; j < n; ++j)
            sum += (s[j] = std::exp(s[j] - top));
        for (size_t j = 0; j < n; ++j)
            for (int c = 0; c < d; ++c)
                out[i][c] += s[j] / sum * proj[2][j][c];
    }
    return out;
}

struct Row {
    int sentence;
    int position;
    std::string token;
    std::vector<double> out;
};

std::vector<Row> orderCsv(QStringList args, int d)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("o.csv"));
    const Run r = runApp(args << QStringLiteral("--csv") << path);
    if (r.exitCode != 0 || !r.err.isEmpty())
        qWarning("%s", qPrintable(r.err));
    const QStringList lines = readLines(path);
    std::vector<Row> rows;
    if (lines.isEmpty())
        return rows;
    QStringList header{"sentence", "position", "token"};
    for (int j = 0; j < d; ++j)
        header << QStringLiteral("out_%1").arg(j);
    if (lines[0].split(QLatin1Char(',')) != header)
        return rows;
    for (int i = 1; i < lines.size(); ++i) {
        const QStringList c = lines[i].split(QLatin1Char(','));
        Row row{c[0].toInt(), c[1].toInt(), c[2].toStdString(), {}};
        for (int j = 3; j < c.size(); ++j)
            row.out.push_back(c[j].toDouble());
        rows.push_back(row);
    }
    return rows;
}

/// Largest over the rows of sentence 1 of the distance to the row of the same word (k-th
/// occurrence to k-th) in sentence 2.
double matchedDifference(const std::vector<Row>& rows)
{
    std::vector<const Row*> first, second;
    for (const Row& r : rows)
        (r.sentence == 1 ? first : second).push_back(&r);
    std::vector<bool> used(second.size(), false);
    double largest = 0;
    for (const Row* a : first) {
        for (size_t k = 0; k < second.size(); ++k)
            if (!used[k] && second[k]->token == a->token) {
                used[k] = true;
                for (size_t j = 0; j < a->out.size(); ++j)
                    largest = std::max(largest, std::abs(a->out[j] - second[k]->out[j]));
                break;
            }
    }
    return largest;
}

} // namespace

class TestCliOrder : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void rowsArePermutedWithoutPositionsOnly_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QStringList>("first");
        QTest::addColumn<QStringList>("second");
        QTest::newRow("en") << "en" << QStringList{"the", "cat", "eats", "the", "mouse"}
                            << QStringList{"the", "mouse", "eats", "the", "cat"};
        QTest::newRow("fr") << "fr" << QStringList{"le", "chat", "mange", "la", "souris"}
                            << QStringList{"la", "souris", "mange", "le", "chat"};
        QTest::newRow("zh") << "zh" << QStringList{"猫", "吃", "老鼠"} << QStringList{"老鼠", "吃", "猫"};
    }

    void rowsArePermutedWithoutPositionsOnly()
    {
        QFETCH(QString, language);
        QFETCH(QStringList, first);
        QFETCH(QStringList, second);
        const int d = 12;
        for (bool positions : {false, true}) {
            const std::vector<Row> rows =
                orderCsv(arguments({"--view", "order", "--embed-dim", "12", "--base", "10000"})
                             << QStringLiteral("--sentence-language") << language << QStringLiteral("--positions")
                             << QString::fromLatin1(positions ? "on" : "off"),
                         d);
            QCOMPARE(static_cast<int>(rows.size()), static_cast<int>(first.size() + second.size()));
            std::vector<std::string> tokens[2];
            for (const QString& t : first)
                tokens[0].push_back(t.toStdString());
            for (const QString& t : second)
                tokens[1].push_back(t.toStdString());
            const Matrix expected[2] = {head(tokens[0], d, positions), head(tokens[1], d, positions)};
            size_t at = 0;
            for (int s = 0; s < 2; ++s)
                for (size_t i = 0; i < tokens[s].size(); ++i, ++at) {
                    const Row& r = rows[at];
                    QCOMPARE(r.sentence, s + 1);
                    QCOMPARE(r.position, static_cast<int>(i));
                    QCOMPARE(r.token, tokens[s][i]);
                    QCOMPARE(static_cast<int>(r.out.size()), d);
                    for (int j = 0; j < d; ++j)
                        QVERIFY2(std::abs(r.out[j] - expected[s][i][j]) < 1e-12,
                                 qPrintable(QStringLiteral("%1 %2 %3").arg(s).arg(i).arg(j)));
                }
            if (positions)
                QVERIFY(matchedDifference(rows) > 1e-3);
            else
                QVERIFY(matchedDifference(rows) < 1e-12);
        }
    }

    void presetsExportFigures()
    {
        for (const char* preset : {"word-order", "word-order-pe"}) {
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
        row("positions maybe", arguments({"--view", "order", "--positions", "maybe"}), "--positions");
        row("language de", arguments({"--view", "order", "--sentence-language", "de"}), "--sentence-language");
        row("embed-dim 1", arguments({"--view", "order", "--embed-dim", "1"}), "--embed-dim");
        row("embed-dim 65", arguments({"--view", "order", "--embed-dim", "65"}), "--embed-dim");
        row("seed negative", arguments({"--view", "order", "--seed", "-1"}), "--seed");
    }

    void badInputExitsTwoAndWritesNothing()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, mentions);
        checkBadInput(args, mentions);
    }
};

QTEST_GUILESS_MAIN(TestCliOrder)
#include "test_cli_order.moc"

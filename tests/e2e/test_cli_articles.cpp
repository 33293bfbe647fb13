// End to end: the worked examples, tables and figures the presets reproduce, each checked
// against the printed formula computed here with a plain loop (or against the values the
// source notes print, where they print some). docs/articles.md names these tests.

#include "e2e.h"

#include <QRegularExpression>

#include <cmath>
#include <vector>

using namespace pe::e2e;

namespace {

/// The preset's main CSV (plus `extra` arguments), split into rows of cells; fails the test
/// (empty result) when the command does not succeed.
std::vector<QStringList> presetCsv(const char* preset, QStringList extra = {})
{
    QTemporaryDir dir;
    const QString csv = dir.filePath(QStringLiteral("p.csv"));
    const Run r = runApp(QStringList{QStringLiteral("--preset"), QString::fromLatin1(preset)} + extra +
                         QStringList{QStringLiteral("--csv"), csv});
    if (r.exitCode != 0) {
        qWarning("%s: exit %d: %s", preset, r.exitCode, qPrintable(r.err));
        return {};
    }
    std::vector<QStringList> rows;
    for (const QString& line : readLines(csv))
        rows.push_back(line.split(QLatin1Char(',')));
    return rows;
}

/// PE(t, j) by the printed formula: sin(t / n^(2i/d)) in even columns, cos in odd ones.
double formula(double t, int j, int d, double n)
{
    const double angle = t / std::pow(n, 2.0 * (j / 2) / d);
    return j % 2 ? std::cos(angle) : std::sin(angle);
}

bool near(const QString& cell, double expected, double tolerance)
{
    return std::abs(cell.toDouble() - expected) <= tolerance;
}

/// The rows of the extra CSV `option` that the preset writes beside its main CSV.
std::vector<QStringList> presetExtraCsv(const char* preset, const char* option, QStringList extra = {})
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("extra.csv"));
    if (presetCsv(preset, extra + QStringList{QString::fromLatin1(option), path}).empty())
        return {};
    std::vector<QStringList> rows;
    for (const QString& line : readLines(path))
        rows.push_back(line.split(QLatin1Char(',')));
    return rows;
}

} // namespace

class TestCliArticles : public QObject {
    Q_OBJECT
private:
    /// Every cell of a heatmap preset's matrix (one row per position) against the formula.
    void checkMatrix(const char* preset, int d, int length)
    {
        const auto rows = presetCsv(preset);
        QCOMPARE(static_cast<int>(rows.size()), length + 1);
        QCOMPARE(rows[0].size(), d + 1);
        QCOMPARE(rows[0][1], QStringLiteral("dim0"));
        for (int t = 0; t < length; ++t) {
            QCOMPARE(rows[t + 1][0].toInt(), t);
            for (int j = 0; j < d; ++j)
                QVERIFY2(near(rows[t + 1][j + 1], formula(t, j, d, 10000.0), 1e-12),
                         qPrintable(QStringLiteral("%1: PE(%2, %3)").arg(QLatin1String(preset)).arg(t).arg(j)));
        }
    }

private Q_SLOTS:
    void noTextPointsToTheSourceNotes()
    {
        // Users do not have the notes the course was written from: help, presets and lessons
        // speak in their own words ("article 003", "seeds/" would point nowhere).
        const QRegularExpression pointer(QStringLiteral("article[s]? ?\\d|seeds/|\\.txt\\b"),
                                         QRegularExpression::CaseInsensitiveOption);
        for (const char* option : {"--help", "--list-presets", "--list-lessons"}) {
            const Run r = runApp({QString::fromLatin1(option)});
            QCOMPARE(r.exitCode, 0);
            const QRegularExpressionMatch m = pointer.match(r.out);
            QVERIFY2(!m.hasMatch(), qPrintable(QStringLiteral("%1: %2").arg(QLatin1String(option), m.captured())));
        }
    }

    void paperMatrix() { checkMatrix("paper", 512, 100); }
    void annotatedHeatmap64() { checkMatrix("heatmap-64", 64, 100); }

    void binaryCountingTable()
    {
        // 0 … 15 in four bits, least significant bit first: bit k of t is (t >> k) & 1.
        const auto rows = presetCsv("binary-table");
        QCOMPARE(static_cast<int>(rows.size()), 17);
        QCOMPARE(rows[0].mid(0, 5), QStringList({"position", "bit0", "bit1", "bit2", "bit3"}));
        for (int t = 0; t < 16; ++t)
            for (int k = 0; k < 4; ++k)
                QCOMPARE(rows[t + 1][1 + k].toInt(), (t >> k) & 1);
    }

    void clockHandsAtT3725()
    {
        // d = 8, divisors 1, 10, 100, 1000: each hand's angle is 3725 / divisor modulo 2π and
        // its turns the whole number of rounds.
        const auto rows = presetCsv("clock-hands");
        QCOMPARE(static_cast<int>(rows.size()), 5);
        QCOMPARE(rows[0][5], QStringLiteral("angle_rad"));
        for (int k = 0; k < 4; ++k) {
            const double argument = 3725.0 / std::pow(10.0, k);
            QVERIFY(near(rows[k + 1][5], std::fmod(argument, 2 * M_PI), 1e-9));
            QCOMPARE(rows[k + 1][8].toLong(), static_cast<long>(std::floor(argument / (2 * M_PI))));
            QVERIFY(near(rows[k + 1][6], std::sin(argument), 1e-12));
            QVERIFY(near(rows[k + 1][7], std::cos(argument), 1e-12));
        }
    }

    void circlesFirstPositions()
    {
        // The (sin, cos) points of dims 0-1 at positions 0, 1, 2: (0, 1), (0.84, 0.54),
        // (0.91, -0.42), as the note prints them; dims 4-5 (divisor 100) barely move.
        const double printed[3][2] = {{0, 1}, {0.84, 0.54}, {0.91, -0.42}};
        for (int t = 0; t < 3; ++t) {
            const auto rows = presetCsv("circles", {QStringLiteral("--position"), QString::number(t)});
            QVERIFY(rows.size() >= 4);
            QVERIFY(near(rows[1][6], printed[t][0], 0.005) && near(rows[1][7], printed[t][1], 0.005));
            QVERIFY(near(rows[3][6], std::sin(t / 100.0), 1e-12) && near(rows[3][7], std::cos(t / 100.0), 1e-12));
        }
    }

    void consecutiveDistancesAreConstant()
    {
        // d = 64: ‖PE(t) − PE(t+1)‖ = sqrt(Σ_k 2 (1 − cos ω_k)) at every t (the note's table
        // lists t = 0, 10, 100, 500, 998 and prints 1.4718... each time).
        double sum = 0;
        for (int k = 0; k < 32; ++k)
            sum += 2 * (1 - std::cos(1.0 / std::pow(10000.0, 2.0 * k / 64)));
        const double expected = std::sqrt(sum);
        QVERIFY(std::abs(expected - 1.4718) < 5e-5);
        const auto rows = presetCsv("consecutive-distances");
        QCOMPARE(static_cast<int>(rows.size()), 1001);
        for (int t : {0, 10, 100, 500, 998})
            QVERIFY2(near(rows[t + 1][t + 2], expected, 1e-12), qPrintable(rows[t + 1][t + 2]));
    }

    void distanceMatrixIsADotProduct()
    {
        // pe · peᵀ of 200 positions × 256 dimensions: entry (i, j) = Σ_k cos(ω_k (i − j)).
        const auto rows = presetCsv("distance-matrix");
        QCOMPARE(static_cast<int>(rows.size()), 201);
        for (auto [i, j] : std::vector<std::pair<int, int>>{{0, 0}, {0, 1}, {5, 50}, {199, 3}, {120, 121}}) {
            double dot = 0;
            for (int c = 0; c < 256; ++c)
                dot += formula(i, c, 256, 10000.0) * formula(j, c, 256, 10000.0);
            QVERIFY2(near(rows[i + 1][j + 1], dot, 1e-9), qPrintable(QStringLiteral("(%1, %2)").arg(i).arg(j)));
        }
        QCOMPARE(rows[1][1].toDouble(), 128.0);
    }

    void lowestBitFirstCounting()
    {
        // 1 … 6 with the lowest bit first: bit k of t is (t >> k) & 1 whatever the order drawn.
        const auto rows = presetCsv("lowest-bit-first");
        QCOMPARE(static_cast<int>(rows.size()), 8);
        for (int t = 1; t <= 6; ++t)
            for (int k = 0; k < 4; ++k)
                QCOMPARE(rows[t + 1][1 + k].toInt(), (t >> k) & 1);
    }

    void smallBaseWrapsAround()
    {
        // n = 100, d = 4: ‖PE(t) − PE(t+D)‖² = 2 (1 − cos D) + 2 (1 − cos(D / 10)); D = 6 comes
        // back nearer than D = 1 (a clock that has turned almost once).
        const auto rows = presetCsv("wrap-around");
        QCOMPARE(static_cast<int>(rows.size()), 201);
        const auto distance = [](int offset) {
            return std::sqrt(2 * (1 - std::cos(offset)) + 2 * (1 - std::cos(offset / 10.0)));
        };
        for (int offset : {1, 3, 6, 44, 63})
            QVERIFY2(near(rows[1][1 + offset], distance(offset), 1e-12), qPrintable(rows[1][1 + offset]));
        QVERIFY(rows[1][7].toDouble() < rows[1][2].toDouble());
    }

    void positionsDownMatrix() { checkMatrix("positions-down", 256, 200); }

    void fastVersusSlowDimensions()
    {
        // Dimension 0 is sin(pos), dimension 6 sin(pos / 1000), at the note's positions.
        const auto rows = presetCsv("fast-vs-slow");
        QCOMPARE(rows[0],
                 QStringList({"dimension", "pair", "function", "pos0", "pos1", "pos2", "pos3", "pos10", "pos100"}));
        const int positions[6] = {0, 1, 2, 3, 10, 100};
        bool sawDim0 = false;
        bool sawDim6 = false;
        for (std::size_t r = 1; r < rows.size(); ++r) {
            const int dim = rows[r][0].toInt();
            if (dim != 0 && dim != 6)
                continue;
            sawDim0 |= dim == 0;
            sawDim6 |= dim == 6;
            for (int c = 0; c < 6; ++c)
                QVERIFY(near(rows[r][3 + c], std::sin(positions[c] / std::pow(1000.0, dim / 6.0)), 1e-12));
        }
        QVERIFY(sawDim0 && sawDim6);
    }

    void sineWavesPerPosition()
    {
        const auto rows = presetCsv("sine-waves");
        QCOMPARE(static_cast<int>(rows.size()), 257); // the even (sine) dimensions of d = 512
        for (std::size_t r = 1; r < rows.size(); ++r) {
            const int dim = rows[r][0].toInt();
            for (int c = 3; c < rows[0].size(); ++c) {
                const int t = rows[0][c].mid(3).toInt();
                QVERIFY(near(rows[r][c], formula(t, dim, 512, 10000.0), 1e-12));
            }
        }
    }

    void sineRecapWavelengths()
    {
        // sin(t) and sin(t / 10): wavelengths 2π and 20π, over positions 0 … 63.
        QTemporaryDir dir;
        const QString positions = dir.filePath(QStringLiteral("w.csv"));
        QVERIFY(!presetCsv("sine-recap", {QStringLiteral("--csv-positions"), positions}).empty());
        const QStringList lines = readLines(positions);
        QCOMPARE(lines.size(), 65);
        QCOMPARE(lines[0], QStringLiteral("position,dim0,dim2"));
        for (int t = 0; t < 64; ++t) {
            const QStringList c = lines[t + 1].split(QLatin1Char(','));
            QVERIFY(near(c[1], std::sin(t), 1e-12) && near(c[2], std::sin(t / 10.0), 1e-12));
        }
    }

    void rotationMatrixOfTheProof()
    {
        // M(φ) = [[cos ωφ, sin ωφ], [−sin ωφ, cos ωφ]] for φ = 3, every pair of d = 512.
        const auto rows = presetCsv("rotation-proof");
        QCOMPARE(static_cast<int>(rows.size()), 257);
        QCOMPARE(rows[0], QStringList({"pair", "omega", "m00", "m01", "m10", "m11", "residual"}));
        for (int k = 0; k < 256; ++k) {
            const double a = 3.0 / std::pow(10000.0, 2.0 * k / 512);
            const QStringList& c = rows[k + 1];
            QVERIFY(near(c[2], std::cos(a), 1e-12) && near(c[3], std::sin(a), 1e-12));
            QVERIFY(near(c[4], -std::sin(a), 1e-12) && near(c[5], std::cos(a), 1e-12));
            QVERIFY(std::abs(c[6].toDouble()) < 1e-12);
        }
    }

    void wavelengthLadder()
    {
        // λ_k = 2π · 10000^(2k/d): 2π (about 6-7 positions per turn) for the fastest pair, up to
        // 2π · 10000^((d−2)/d) for the slowest (the note's ≈ 62832 is the limit 2π · 10000).
        const auto rows = presetCsv("staircase");
        QCOMPARE(static_cast<int>(rows.size()), 257);
        for (int k = 0; k < 256; ++k)
            QVERIFY(std::abs(rows[k + 1][2].toDouble() / (2 * M_PI * std::pow(10000.0, 2.0 * k / 512)) - 1) < 1e-12);
        QVERIFY(near(rows[1][2], 6.2832, 1e-4));
        QVERIFY(rows[256][2].toDouble() < 2 * M_PI * 10000 && rows[256][2].toDouble() > 0.96 * 2 * M_PI * 10000);
    }

    void robotSentence()
    {
        // “Je suis un robot”, n = 100, d = 4: the 4 × 4 matrix, word k in row k.
        QTemporaryDir dir;
        const QString sentence = dir.filePath(QStringLiteral("s.csv"));
        const auto rows = presetCsv("robot", {QStringLiteral("--csv-sentence"), sentence});
        QCOMPARE(static_cast<int>(rows.size()), 5);
        const QStringList words = readLines(sentence);
        QCOMPARE(words.size(), 5);
        const char* names[4] = {"Je", "suis", "un", "robot"};
        for (int k = 0; k < 4; ++k) {
            const QStringList c = words[k + 1].split(QLatin1Char(','));
            QCOMPARE(c[0], QString::fromLatin1(names[k]));
            QCOMPARE(c[1].toInt(), k);
            for (int j = 0; j < 4; ++j)
                QVERIFY(near(c[2 + j], formula(k, j, 4, 100.0), 1e-12));
        }
    }

    void wallClockSixDimensions()
    {
        // PE_clock(t) = [sin, cos](2πt / 60), [sin, cos](2πt / 3600), [sin, cos](2πt / 43200) at
        // every second t of twelve hours; at t = 3725 (1 h 02 min 05 s) the second hand is at 30°.
        const auto rows = presetExtraCsv("wall-clock", "--csv-wall-clock");
        QCOMPARE(static_cast<int>(rows.size()), 43201);
        QCOMPARE(rows[0], QStringList({"position", "period_second", "period_minute", "period_hour", "sin_second",
                                       "cos_second", "sin_minute", "cos_minute", "sin_hour", "cos_hour"}));
        const double periods[3] = {60, 3600, 43200};
        for (int t = 0; t < 43200; t += 37) {
            const QStringList& c = rows[t + 1];
            QCOMPARE(c[0].toInt(), t);
            for (int i = 0; i < 3; ++i) {
                QCOMPARE(c[1 + i].toDouble(), periods[i]);
                const double a = 2 * M_PI * t / periods[i];
                QVERIFY2(near(c[4 + 2 * i], std::sin(a), 1e-11) && near(c[5 + 2 * i], std::cos(a), 1e-11),
                         qPrintable(c.join(QLatin1Char(','))));
            }
        }
        const QStringList& at = rows[3725 + 1];
        QVERIFY(near(at[4], 0.5, 1e-12) && near(at[5], std::sqrt(3.0) / 2, 1e-12));
        QVERIFY(near(at[6], std::sin(2 * M_PI * 3725 / 3600), 1e-12));
        QVERIFY(near(at[9], std::cos(2 * M_PI * 3725 / 43200), 1e-12));
    }

    void wallClockAsPrinted()
    {
        // The formula as printed, sin(2πk), cos(2πk) first: a full turn per step, so (0, 1) at
        // every whole k; the minute and hour pairs are a real clock's.
        const auto rows = presetExtraCsv("wall-clock-printed", "--csv-wall-clock");
        QCOMPARE(static_cast<int>(rows.size()), 43201);
        for (int t = 0; t < 43200; t += 101) {
            const QStringList& c = rows[t + 1];
            QCOMPARE(c[1].toInt(), 1);
            QCOMPARE(c[4].toDouble(), 0.0);
            QCOMPARE(c[5].toDouble(), 1.0);
            QVERIFY(near(c[6], std::sin(2 * M_PI * t / 3600), 1e-11));
            QVERIFY(near(c[9], std::cos(2 * M_PI * t / 43200), 1e-11));
        }
    }

    void binaryJumpsSinesMoveEvenly()
    {
        // From t to t + 1 over 0 … 15: the bits that differ (counted bit by bit here) vary with t,
        // 7 → 8 flipping all four; ‖PE(t + 1) − PE(t)‖ by the formula is the same at every t.
        const auto rows = presetExtraCsv("neighbour-steps", "--csv-steps");
        QCOMPARE(static_cast<int>(rows.size()), 16);
        QCOMPARE(rows[0], QStringList({"position", "next", "bits_flipped", "bit_distance", "pe_distance"}));
        double first = -1;
        for (int t = 0; t < 15; ++t) {
            const QStringList& c = rows[t + 1];
            QCOMPARE(c[0].toInt(), t);
            QCOMPARE(c[1].toInt(), t + 1);
            int flips = 0;
            for (int j = 0; j < 4; ++j)
                flips += ((t >> j) & 1) != (((t + 1) >> j) & 1);
            QCOMPARE(c[2].toInt(), flips);
            QVERIFY(near(c[3], std::sqrt(flips), 1e-15));
            double sum = 0;
            for (int j = 0; j < 8; ++j) {
                const double delta = formula(t + 1, j, 8, 10000.0) - formula(t, j, 8, 10000.0);
                sum += delta * delta;
            }
            QVERIFY(near(c[4], std::sqrt(sum), 1e-12));
            if (first < 0)
                first = c[4].toDouble();
            QVERIFY(near(c[4], first, 1e-12));
        }
        QCOMPARE(rows[8][2].toInt(), 4); // 7 → 8
        QCOMPARE(rows[1][2].toInt(), 1); // 0 → 1
    }
};

QTEST_GUILESS_MAIN(TestCliArticles)
#include "test_cli_articles.moc"

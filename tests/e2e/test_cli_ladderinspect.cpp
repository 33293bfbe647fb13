// End to end: the wavelengths and inspector views and every preset whose view this build has
// export from the command line; bad values and unknown presets exit 2 and write nothing.

#include "e2e.h"

#include <QRegularExpression>

#include <cmath>

using namespace pe::e2e;

namespace {
QStringList s(std::initializer_list<const char*> list)
{
    QStringList out;
    for (const char* a : list)
        out << QString::fromUtf8(a);
    return out;
}

/// The views of this build, read from the error message of an unknown --view.
QStringList availableViews()
{
    const Run r = runApp(s({"--view", "?", "--csv", "/nonexistent/x.csv"}));
    const QRegularExpression re(QStringLiteral("available: ([^)]*)\\)"));
    const QRegularExpressionMatch m = re.match(r.err);
    return m.hasMatch() ? m.captured(1).split(QStringLiteral(", ")) : QStringList{};
}
} // namespace

class TestCliLadderInspect : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void wavelengthsExportsFigureAndCsv()
    {
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("w.png"));
        const QString csv = dir.filePath(QStringLiteral("w.csv"));
        const QString ladders = dir.filePath(QStringLiteral("ladders.csv"));
        const Run r =
            runApp(QStringList{QStringLiteral("--view"), QStringLiteral("wavelengths"), QStringLiteral("--size"),
                               QStringLiteral("1200x800"), QStringLiteral("--export"), png, QStringLiteral("--csv"),
                               csv, QStringLiteral("--csv-ladders"), ladders});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        const QImage image(png);
        QCOMPARE(image.size(), QSize(1200, 800));
        QVERIFY(distinctColours(image) > 20);
        const QStringList lines = readLines(csv);
        QCOMPARE(lines.size(), 257);
        QCOMPARE(lines[0], QStringLiteral("pair,omega,wavelength,turns_within_L"));
        // Pair 77: wavelength 2*pi*10000^(154/512) just above L = 100, under one turn.
        const QStringList row = lines[78].split(QLatin1Char(','));
        QCOMPARE(row[0], QStringLiteral("77"));
        const double lambda = 2 * M_PI * std::pow(10000.0, 154.0 / 512.0);
        QVERIFY(std::abs(row[2].toDouble() / lambda - 1) < 1e-10);
        QVERIFY(std::abs(row[3].toDouble() - 100 / lambda) < 1e-10);
        QVERIFY(row[3].toDouble() < 1 && lines[77].split(QLatin1Char(','))[3].toDouble() >= 1);
        const QStringList all = readLines(ladders);
        QCOMPARE(all.size(), 1 + 256 + 32 + 256);
        QVERIFY(all[1].startsWith(QLatin1String("primary,512,")));
        QVERIFY(all.last().startsWith(QLatin1String("alien_clock,512,3600,0,100,255,")));
        QVERIFY(all.last().endsWith(QLatin1String(",0,2"))); // constant; 2 informative dims in all
    }

    void inspectorExportsTheWorkedExample()
    {
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("i.pdf"));
        const QString csv = dir.filePath(QStringLiteral("i.csv"));
        const QString sentence = dir.filePath(QStringLiteral("s.csv"));
        const Run r =
            runApp(QStringList{QStringLiteral("--preset"), QStringLiteral("worked-example"), QStringLiteral("--export"),
                               pdf, QStringLiteral("--csv"), csv, QStringLiteral("--sentence"), QStringLiteral("a b"),
                               QStringLiteral("--csv-sentence"), sentence});
        QCOMPARE(r.exitCode, 0);
        QFile f(pdf);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.read(8).startsWith("%PDF"));
        const QStringList lines = readLines(csv);
        QCOMPARE(lines.size(), 9);
        QCOMPARE(lines[0], QStringLiteral("dim,i,exponent,divisor,argument,function,value"));
        const double expected[8] = {0.1411, -0.9900, 0.2955, 0.9553, 0.0300, 0.9996, 0.0030, 1.0000};
        for (int j = 0; j < 8; ++j) {
            const QStringList c = lines[j + 1].split(QLatin1Char(','));
            QCOMPARE(c[0].toInt(), j);
            QCOMPARE(c[5], j % 2 ? QStringLiteral("cos") : QStringLiteral("sin"));
            QVERIFY(std::abs(c[3].toDouble() - std::pow(10.0, j / 2)) < 1e-9);
            QVERIFY(std::abs(c[6].toDouble() - expected[j]) < 5e-5);
        }
        const QStringList words = readLines(sentence);
        QCOMPARE(words.size(), 3);
        QVERIFY2(words[2].startsWith(QLatin1String("b,1,0.841470984")), qPrintable(words[2]));
    }

    void userArgumentsOverrideThePreset()
    {
        QTemporaryDir dir;
        const QString csv = dir.filePath(QStringLiteral("i.csv"));
        const Run r =
            runApp(QStringList{QStringLiteral("--preset"), QStringLiteral("worked-example"),
                               QStringLiteral("--position"), QStringLiteral("5"), QStringLiteral("--csv"), csv});
        QCOMPARE(r.exitCode, 0);
        // Every digit of the value: it reads back to sin(5) exactly.
        const QString row = readLines(csv)[1];
        QVERIFY2(row.startsWith(QLatin1String("0,0,0,1,5,sin,")), qPrintable(row));
        QCOMPARE(row.section(QLatin1Char(','), 6).toDouble(), std::sin(5.0));
    }

    void inspectorLooksPastTheSequence()
    {
        // Position 10^7 with L = 100: the inspector accepts it (the other views refuse it), and
        // every value is within 1e-12 of sin/cos computed with 40 digits (mpmath, mp.dps = 40).
        QTemporaryDir dir;
        const QString csv = dir.filePath(QStringLiteral("far.csv"));
        const Run r =
            runApp(s({"--view", "inspector", "--d", "8", "--length", "100", "--position", "10000000", "--csv"}) << csv);
        QCOMPARE(r.exitCode, 0);
        const QStringList lines = readLines(csv);
        QCOMPARE(lines.size(), 9);
        const double exact[4] = {0.4205477931907824912985065897409455951672,  // sin(1e7)
                                 -0.9072703861817395611617127509216756822816, // cos(1e7)
                                 -0.3499935021712929521176524867807714690614, // sin(1e6)
                                 0.9367521275331447869385325350749187757081}; // cos(1e6)
        for (int j = 0; j < 4; ++j) {
            const QStringList c = lines[j + 1].split(QLatin1Char(','));
            QVERIFY2(std::abs(c[6].toDouble() - exact[j]) < 1e-12, qPrintable(lines[j + 1]));
        }
        const Run past = runApp(s({"--view", "inspector", "--length", "100", "--position", "10000001", "--csv"})
                                << dir.filePath(QStringLiteral("past.csv")));
        QCOMPARE(past.exitCode, 2);
        QVERIFY2(past.err.contains(QLatin1String("--position")) && past.err.contains(QLatin1String("10000000")),
                 qPrintable(past.err));
        const Run clock = runApp(s({"--view", "clock", "--length", "100", "--position", "100", "--csv"})
                                 << dir.filePath(QStringLiteral("clock.csv")));
        QCOMPARE(clock.exitCode, 2);
        QVERIFY2(clock.err.contains(QLatin1String("from 0 to 99")), qPrintable(clock.err));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("past.csv"))));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("clock.csv"))));
    }

    void everyAvailablePresetExports()
    {
        const QStringList views = availableViews();
        QVERIFY(views.contains(QStringLiteral("wavelengths")));
        QVERIFY(views.contains(QStringLiteral("inspector")));
        const Run list = runApp(s({"--list-presets"}));
        QCOMPARE(list.exitCode, 0);
        const QStringList lines = list.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QVERIFY(lines.size() >= 6);
        int exported = 0;
        int refusedWithoutTable = 0;
        for (const QString& line : lines) {
            const QStringList f = line.split(QLatin1Char('\t'));
            QCOMPARE(f.size(), 3);
            if (!views.contains(f[1])) {
                qInfo("preset %s skipped: view %s is not in this build", qPrintable(f[0]), qPrintable(f[1]));
                continue;
            }
            QTemporaryDir dir;
            const QString png = dir.filePath(QStringLiteral("p.png"));
            const Run r = runApp(QStringList{QStringLiteral("--preset"), f[0], QStringLiteral("--size"),
                                             QStringLiteral("800x500"), QStringLiteral("--export"), png});
            // A preset of a learned table needs the table: without one it stops with one line.
            if (r.exitCode == 2 && r.err.contains(QLatin1String("--embeddings FILE")) &&
                r.err.trimmed().count(QLatin1Char('\n')) == 0 && !QFileInfo::exists(png)) {
                ++refusedWithoutTable;
                continue;
            }
            QVERIFY2(r.exitCode == 0, qPrintable(f[0] + QLatin1Char(' ') + r.err));
            const QImage image(png);
            QCOMPARE(image.size(), QSize(800, 500));
            QVERIFY2(distinctColours(image) > 8, qPrintable(f[0]));
            ++exported;
        }
        QVERIFY(exported >= 6);
        QCOMPARE(refusedWithoutTable, 1); // gpt2-learned
    }

    void badInputExitsTwoAndWritesNothing_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("mentions");
        auto row = [](const char* name, std::initializer_list<const char*> a, const char* mentions) {
            QTest::newRow(name) << s(a) << QString::fromLatin1(mentions);
        };
        row("unknown preset", {"--preset", "nope", "--export", "@/o.png"}, "available: paper");
        row("preset without name", {"--export", "@/o.png", "--preset"}, "preset");
        row("compare-d negative", {"--view", "wavelengths", "--compare-d", "-1", "--export", "@/o.png"}, "compare-d");
        row("compare-d too large", {"--view", "wavelengths", "--compare-d", "9000", "--export", "@/o.png"}, "9000");
        row("compare-d text", {"--view", "wavelengths", "--compare-d", "abc", "--csv", "@/o.csv"}, "abc");
        row("alien base one", {"--view", "wavelengths", "--alien-base", "1", "--export", "@/o.png"}, "alien-base");
        row("alien base nan", {"--view", "wavelengths", "--alien-base", "nan", "--export", "@/o.png"}, "nan");
        row("threshold zero", {"--view", "wavelengths", "--informative-threshold", "0", "--export", "@/o.png"},
            "informative-threshold");
        row("threshold too big", {"--view", "wavelengths", "--informative-threshold", "3", "--csv", "@/o.csv"}, "3");
        row("inspect-dim past d", {"--view", "inspector", "--d", "8", "--inspect-dim", "8", "--export", "@/o.png"},
            "inspect-dim");
        row("inspect-dim text", {"--view", "inspector", "--inspect-dim", "x", "--csv", "@/o.csv"}, "inspect-dim");
        row("empty sentence", {"--view", "inspector", "--sentence", "  ", "--export", "@/o.png"}, "sentence");
        row("ladders csv on another view", {"--view", "inspector", "--csv-ladders", "@/o.csv"}, "wavelengths");
        // The clock's `circles` preset sets t = 19; the inspector would accept it (it looks past L).
        row("preset position past user L", {"--preset", "circles", "--length", "2", "--export", "@/o.png"}, "position");
    }

    void badInputExitsTwoAndWritesNothing()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, mentions);
        checkBadInput(args, mentions);
    }
};

QTEST_GUILESS_MAIN(TestCliLadderInspect)
#include "test_cli_ladderinspect.moc"

// Learned embeddings on the command line: a table loaded from a file is what the views show and
// write (values equal to what NumPy wrote), and every bad file or impossible request is refused
// with one line, exit 2 and nothing written.

#include "e2e.h"

#include <QDirIterator>
#include <QTest>

using namespace pe::e2e;

class TestCliEmbeddings : public QObject {
    Q_OBJECT
private Q_SLOTS:
    /// The heatmap's CSV of a float32 table is the table, value for value.
    void heatmapCsvIsTheTable_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<bool>("single"); // stored in single (or half) precision: written as float
        QTest::newRow("npy f4") << QStringLiteral("f4_le.npy") << QStringList{} << true;
        QTest::newRow("npy f8 big-endian Fortran") << QStringLiteral("f8_be_fortran.npy") << QStringList{} << false;
        QTest::newRow("safetensors bf16, named tensor")
            << QStringLiteral("two_bf16.safetensors") << arguments({"--tensor", "wpe.weight"}) << true;
        QTest::newRow("tsv with header") << QStringLiteral("header.tsv") << QStringList{} << false;
        QTest::newRow("gguf bf16") << QStringLiteral("models/gpt2_bf16.gguf")
                                   << arguments({"--tensor", "position_embd.weight"}) << true;
        QTest::newRow("npz deflated") << QStringLiteral("models/gpt2_deflated.npz")
                                      << arguments({"--tensor", "transformer.wpe.weight"}) << true;
        QTest::newRow("sharded index") << QStringLiteral("models/sharded/model.safetensors.index.json")
                                       << arguments({"--tensor", "transformer.wpe.weight"}) << true;
    }
    void heatmapCsvIsTheTable()
    {
        QFETCH(QString, file);
        QFETCH(QStringList, extra);
        QFETCH(bool, single);
        const QString path = fixture(file.toUtf8().constData());
        QString expectedPath = path + QStringLiteral(".expected.txt");
        if (!extra.isEmpty())
            expectedPath = path + QLatin1Char('.') + extra.last() + QStringLiteral(".expected.txt");
        const QList<QList<double>> table = fixtureRows(expectedPath);
        QVERIFY(!table.isEmpty());
        QTemporaryDir dir;
        const QString csv = dir.filePath(QStringLiteral("t.csv"));
        const Run r = runApp(
            QStringList{QStringLiteral("--embeddings"), path} + extra +
            QStringList{QStringLiteral("--length"), QString::number(table.size()), QStringLiteral("--csv"), csv});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QStringList lines = readLines(csv);
        QCOMPARE(lines.size(), table.size() + 1);
        for (int t = 0; t < table.size(); ++t) {
            const QStringList cells = lines[t + 1].split(QLatin1Char(','));
            QCOMPARE(cells.size(), table[t].size() + 1);
            QCOMPARE(cells[0].toLong(), static_cast<long>(t));
            for (int j = 0; j < table[t].size(); ++j) {
                // Exact: the shortest digits read back to the very value (QCOMPARE would be fuzzy).
                if (single)
                    QVERIFY2(cells[j + 1].toFloat() == static_cast<float>(table[t][j]), qPrintable(cells[j + 1]));
                else
                    QVERIFY2(cells[j + 1].toDouble() == table[t][j], qPrintable(cells[j + 1]));
            }
        }
    }

    /// A model folder, the table found by its name, an offset dropped and a transposed table:
    /// the CSV holds the table, and what was done is noted on stderr.
    void checkpointsAsTheyShip_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<QString>("expected");
        QTest::addColumn<QString>("note");
        QTest::newRow("bert folder") << QStringLiteral("models/bert") << QStringList{}
                                     << QStringLiteral(
                                            "models/bert/model.safetensors.bert.embeddings.position_embeddings."
                                            "weight.expected.txt")
                                     << QStringLiteral("model folder: loaded model.safetensors");
        QTest::newRow("opt offset") << QStringLiteral("models/opt.safetensors") << QStringList{}
                                    << QStringLiteral("models/opt.safetensors.model.decoder.embed_positions.weight."
                                                      "expected.txt")
                                    << QStringLiteral("first 2 rows");
        QTest::newRow("french csv") << QStringLiteral("models/french.csv") << QStringList{}
                                    << QStringLiteral("models/french.csv.table.expected.txt")
                                    << QStringLiteral("decimal mark ','");
        QTest::newRow("pandas csv") << QStringLiteral("models/pandas.csv") << QStringList{}
                                    << QStringLiteral("models/pandas.csv.table.expected.txt")
                                    << QStringLiteral("pandas' index");
        QTest::newRow("transposed") << QStringLiteral("models/transposed.npy") << arguments({"--transpose"})
                                    << QStringLiteral("models/transposed.npy.transposed.expected.txt")
                                    << QStringLiteral("read transposed");
    }
    void checkpointsAsTheyShip()
    {
        QFETCH(QString, file);
        QFETCH(QStringList, extra);
        QFETCH(QString, expected);
        QFETCH(QString, note);
        const QList<QList<double>> table = fixtureRows(fixture(expected.toUtf8().constData()));
        QVERIFY(!table.isEmpty());
        QTemporaryDir dir;
        const QString csv = dir.filePath(QStringLiteral("t.csv"));
        const Run r = runApp(
            QStringList{QStringLiteral("--embeddings"), fixture(file.toUtf8().constData())} + extra +
            QStringList{QStringLiteral("--length"), QString::number(table.size()), QStringLiteral("--csv"), csv});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("pe-explorer: note: ")) && r.err.contains(note), qPrintable(r.err));
        const QStringList lines = readLines(csv);
        QCOMPARE(lines.size(), table.size() + 1);
        for (int t = 0; t < table.size(); ++t) {
            const QStringList cells = lines[t + 1].split(QLatin1Char(','));
            QCOMPARE(cells.size(), table[t].size() + 1);
            for (int j = 0; j < table[t].size(); ++j)
                QVERIFY2(cells[j + 1].toFloat() == static_cast<float>(table[t][j]), qPrintable(cells[j + 1]));
        }
    }

    /// Every file of tests/data/embeddings/bad is refused, naming itself.
    void badFilesAreRefused()
    {
        const QString badDir = fixture("bad");
        QDirIterator it(badDir, QDir::Files);
        int count = 0;
        while (it.hasNext()) {
            const QString path = it.next();
            checkBadInput({QStringLiteral("--embeddings"), path, QStringLiteral("--csv"), QStringLiteral("@/x.csv"),
                           QStringLiteral("--export"), QStringLiteral("@/x.png")},
                          QFileInfo(path).fileName());
            ++count;
        }
        QVERIFY(count >= 10);
    }

    void impossibleRequestsAreRefused_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("mentions");
        const QByteArray f4 = fixture("f4_le.npy").toUtf8();
        const QByteArray two = fixture("two_bf16.safetensors").toUtf8();
        const QByteArray tables = fixture("models/two_tables.safetensors").toUtf8();
        QTest::newRow("several position tables, none named")
            << arguments({"--embeddings", tables.constData(), "--csv", "@/x.csv"})
            << QStringLiteral("several position tables");
        const QByteArray vocab = fixture("models/vocab.gguf").toUtf8();
        QTest::newRow("only a vocabulary") << arguments({"--embeddings", vocab.constData(), "--csv", "@/x.csv"})
                                           << QStringLiteral("found no position table");
        QTest::newRow("tensor of a .npy")
            << arguments({"--embeddings", f4.constData(), "--tensor", "wpe.weight", "--csv", "@/x.csv"})
            << QStringLiteral("--tensor does not apply");
        QTest::newRow("transpose without a file")
            << arguments({"--view", "clock", "--transpose", "--csv", "@/x.csv"}) << QStringLiteral("--embeddings");
        QTest::newRow("unknown tensor") << arguments({"--embeddings", two.constData(), "--tensor", "nope", "--csv",
                                                      "@/x.csv"})
                                        << QStringLiteral("nope");
        QTest::newRow("longer than the table")
            << arguments({"--embeddings", f4.constData(), "--length", "6", "--csv", "@/x.csv"})
            << QStringLiteral("rows");
        QTest::newRow("another d") << arguments({"--embeddings", f4.constData(), "--d", "8", "--csv", "@/x.csv"})
                                   << QStringLiteral("d = 7");
        QTest::newRow("tensor without a file")
            << arguments({"--tensor", "wpe.weight", "--csv", "@/x.csv"}) << QStringLiteral("--embeddings");
        QTest::newRow("missing file") << arguments({"--embeddings", "@/none.npy", "--csv", "@/x.csv"})
                                      << QStringLiteral("none.npy");
        QTest::newRow("unknown extension")
            << arguments({"--embeddings", "@/table.bin", "--csv", "@/x.csv"}) << QStringLiteral("table.bin");
    }
    void impossibleRequestsAreRefused()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, mentions);
        checkBadInput(arguments, mentions);
    }

    /// A session remembers the table: reopened, it gives the same CSV.
    void sessionRemembersTheTable()
    {
        QTemporaryDir dir;
        const QString session = dir.filePath(QStringLiteral("s.json"));
        const QString a = dir.filePath(QStringLiteral("a.csv"));
        const QString b = dir.filePath(QStringLiteral("b.csv"));
        Run r = runApp({QStringLiteral("--embeddings"), fixture("f8_le.npy"), QStringLiteral("--length"),
                        QStringLiteral("4"), QStringLiteral("--csv"), a, QStringLiteral("--save-session"), session});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        r = runApp({QStringLiteral("--session"), session, QStringLiteral("--csv"), b});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(readLines(b), readLines(a));
        QCOMPARE(readLines(a).size(), 5);
    }
};

QTEST_GUILESS_MAIN(TestCliEmbeddings)
#include "test_cli_embeddings.moc"

// Models on the command line: --list-models and every built-in name, a GPT-2-shaped folder whose
// table comes out value for value, ALiBi slopes from a BLOOM config, T5 buckets from a T5 config,
// and the learned views that have no table refused with one line.

#include "e2e.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cmath>
#include <cstring>
#include <tuple>

using namespace pe::e2e;

namespace {

/// A .safetensors file of float32 tensors, written byte by byte (8-byte header length, JSON header
/// padded with spaces to 8 bytes, then the data), as the format's specification lays it out.
struct Tensor {
    QString name;
    int rows, cols;
    std::vector<float> values;
};

void writeSafetensors(const QString& path, const std::vector<Tensor>& tensors)
{
    QJsonObject header;
    qint64 offset = 0;
    for (const Tensor& t : tensors) {
        const qint64 bytes = static_cast<qint64>(t.values.size() * sizeof(float));
        header.insert(t.name, QJsonObject{{QStringLiteral("dtype"), QStringLiteral("F32")},
                                          {QStringLiteral("shape"), QJsonArray{t.rows, t.cols}},
                                          {QStringLiteral("data_offsets"), QJsonArray{offset, offset + bytes}}});
        offset += bytes;
    }
    QByteArray json = QJsonDocument(header).toJson(QJsonDocument::Compact);
    while (json.size() % 8 != 0)
        json.append(' ');
    QByteArray out(8, '\0');
    const quint64 n = static_cast<quint64>(json.size());
    std::memcpy(out.data(), &n, 8); // little-endian, as every machine this runs on
    out += json;
    for (const Tensor& t : tensors)
        out.append(reinterpret_cast<const char*>(t.values.data()), static_cast<qsizetype>(t.values.size() * 4));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(out);
}

void writeText(const QString& path, const char* text)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text);
}

std::vector<float> filled(int rows, int cols, float scale, float shift)
{
    std::vector<float> v(static_cast<size_t>(rows * cols));
    for (size_t i = 0; i < v.size(); ++i)
        v[i] = std::sin(static_cast<float>(i) * scale) * 0.37f + shift;
    return v;
}

/// get_slopes(n) of the ALiBi authors (ofirpress/attention_with_linear_biases), ported.
std::vector<double> getSlopes(int n)
{
    auto powerOfTwo = [](int n) {
        const double start = std::pow(2.0, -std::pow(2.0, -(std::log2(n) - 3)));
        std::vector<double> s;
        for (int i = 0; i < n; ++i)
            s.push_back(start * std::pow(start, i));
        return s;
    };
    if (std::log2(n) == std::floor(std::log2(n)))
        return powerOfTwo(n);
    const int c = 1 << static_cast<int>(std::floor(std::log2(n)));
    std::vector<double> s = powerOfTwo(c);
    const std::vector<double> twice = getSlopes(2 * c);
    for (int i = 0; static_cast<int>(s.size()) < n; i += 2)
        s.push_back(twice[static_cast<size_t>(i)]);
    return s;
}

} // namespace

class TestCliModels : public QObject {
    Q_OBJECT
private:
    QStringList csvOf(const QStringList& args)
    {
        QTemporaryDir dir;
        const QString csv = dir.filePath(QStringLiteral("out.csv"));
        const Run r = runApp(args + QStringList{QStringLiteral("--csv"), csv});
        if (r.exitCode != 0)
            qWarning("%s", qPrintable(r.err));
        return r.exitCode == 0 ? readLines(csv) : QStringList{};
    }

    void refusedWithOneLine(const QStringList& args, const char* mentions)
    {
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("x.png"));
        const Run r = runApp(args + QStringList{QStringLiteral("--export"), png});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.err.trimmed().count(QLatin1Char('\n')), 0);
        QVERIFY2(r.err.contains(QString::fromLatin1(mentions)), qPrintable(r.err));
        QVERIFY(!QFile::exists(png));
    }

private Q_SLOTS:
    void listedModelsOpen()
    {
        const Run list = runApp({QStringLiteral("--list-models")});
        QCOMPARE(list.exitCode, 0);
        const QStringList lines = list.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QVERIFY(lines.size() >= 12);
        for (const QString& line : lines) {
            const QStringList fields = line.split(QLatin1Char('\t'));
            QCOMPARE(fields.size(), 3);
            QTemporaryDir dir;
            const QString png = dir.filePath(QStringLiteral("m.png"));
            const Run r = runApp({QStringLiteral("--model"), fields[0], QStringLiteral("--export"), png});
            if (fields[1] == QLatin1String("learned")) {
                QCOMPARE(r.exitCode, 2);
                QCOMPARE(r.err.trimmed().count(QLatin1Char('\n')), 0);
                QVERIFY2(r.err.contains(QLatin1String("--model PATH")), qPrintable(r.err));
                QVERIFY(!QFile::exists(png));
            } else {
                QVERIFY2(r.exitCode == 0, qPrintable(fields[0] + QLatin1Char(' ') + r.err));
                QVERIFY(!QImage(png).isNull());
            }
        }
    }

    /// A GPT-2-shaped folder: config.json and model.safetensors with wpe, wte and a layer weight.
    void gpt2FolderShowsItsTable()
    {
        QTemporaryDir dir;
        const int rows = 20, cols = 8;
        writeText(dir.filePath(QStringLiteral("config.json")),
                  R"({"architectures": ["GPT2LMHeadModel"], "layer_norm_epsilon": 1e-05, "model_type": "gpt2",
                      "n_ctx": 20, "n_embd": 8, "n_head": 2, "n_layer": 1, "n_positions": 20, "vocab_size": 50})");
        const std::vector<float> wpe = filled(rows, cols, 0.731f, -0.05f);
        writeSafetensors(
            dir.filePath(QStringLiteral("model.safetensors")),
            {{QStringLiteral("wte.weight"), 50, cols, filled(50, cols, 0.3f, 1.0f)},
             {QStringLiteral("wpe.weight"), rows, cols, wpe},
             {QStringLiteral("h.0.attn.c_attn.weight"), cols, 3 * cols, filled(cols, 3 * cols, 0.1f, 0.f)}});
        for (const QString& path : {dir.path(), dir.filePath(QStringLiteral("config.json")),
                                    dir.filePath(QStringLiteral("model.safetensors"))}) {
            const QStringList lines = csvOf({QStringLiteral("--model"), path});
            QCOMPARE(lines.size(), rows + 1); // L = the table's rows
            for (int t = 0; t < rows; ++t) {
                const QStringList cells = lines[t + 1].split(QLatin1Char(','));
                QCOMPARE(cells.size(), cols + 1);
                for (int j = 0; j < cols; ++j)
                    QVERIFY2(cells[j + 1].toFloat() == wpe[static_cast<size_t>(t * cols + j)],
                             qPrintable(cells[j + 1]));
            }
        }
        // Options given besides --model win.
        QCOMPARE(csvOf({QStringLiteral("--model"), dir.path(), QStringLiteral("--length"), QStringLiteral("5")}).size(),
                 6);
    }

    /// A GGUF file written by llama.cpp's gguf-py: its position_embd.weight, value for value.
    void ggufTableAsStored()
    {
        const QString path = fixture("models/gpt2_f32.gguf");
        const QList<QList<double>> table = fixtureRows(path + QStringLiteral(".position_embd.weight.expected.txt"));
        QVERIFY(!table.isEmpty());
        const QStringList lines = csvOf({QStringLiteral("--model"), path});
        QCOMPARE(lines.size(), table.size() + 1);
        for (int t = 0; t < table.size(); ++t) {
            const QStringList cells = lines[t + 1].split(QLatin1Char(','));
            QCOMPARE(cells.size(), table[t].size() + 1);
            for (int j = 0; j < table[t].size(); ++j)
                QVERIFY2(cells[j + 1].toFloat() == static_cast<float>(table[t][j]), qPrintable(cells[j + 1]));
        }
    }

    void bloomConfigGivesTheReferenceSlopes()
    {
        QTemporaryDir dir;
        writeText(dir.filePath(QStringLiteral("config.json")),
                  R"({"architectures": ["BloomForCausalLM"], "hidden_size": 14336, "model_type": "bloom",
                      "n_head": 112, "n_layer": 70, "vocab_size": 250880})");
        const QStringList lines =
            csvOf({QStringLiteral("--model"), dir.path(), QStringLiteral("--length"), QStringLiteral("2")});
        QCOMPARE(lines.size(), 112 * 2 + 1);
        const std::vector<double> slopes = getSlopes(112);
        for (int h = 0; h < 112; ++h) {
            const double m = lines[1 + 2 * h].split(QLatin1Char(','))[1].toDouble();
            QVERIFY2(std::abs(m - slopes[static_cast<size_t>(h)]) <= 1e-14 * m, qPrintable(lines[1 + 2 * h]));
        }
        // Python's get_slopes(112) (tests/e2e/models_reference.py): heads 1, 64, 65, 112.
        const double python[][2] = {{1, 0.9170040432046712},
                                    {64, 0.0039062499999999952},
                                    {65, 0.9576032806985737},
                                    {112, 0.016316777850428427}};
        for (const auto& [h, m] : python)
            QVERIFY(std::abs(lines[1 + 2 * (static_cast<int>(h) - 1)].split(QLatin1Char(','))[1].toDouble() - m) <=
                    1e-14 * m);
    }

    void t5ConfigGivesItsBuckets()
    {
        QTemporaryDir dir;
        writeText(dir.filePath(QStringLiteral("config.json")),
                  R"({"architectures": ["T5ForConditionalGeneration"], "d_kv": 64, "d_model": 512, "model_type": "t5",
                      "num_heads": 8, "relative_attention_max_distance": 40, "relative_attention_num_buckets": 12})");
        const QStringList fromConfig = csvOf({QStringLiteral("--model"), dir.path()});
        // L = 2 x the max distance.
        const QStringList byHand =
            csvOf({QStringLiteral("--view"), QStringLiteral("t5"), QStringLiteral("--buckets"), QStringLiteral("12"),
                   QStringLiteral("--max-distance"), QStringLiteral("40"), QStringLiteral("--bidirectional"),
                   QStringLiteral("on"), QStringLiteral("--length"), QStringLiteral("80")});
        QVERIFY(!byHand.isEmpty());
        QCOMPARE(fromConfig, byHand);
    }

    void ropeModelSetsTheRopeView()
    {
        const QStringList fromModel = csvOf({QStringLiteral("--model"), QStringLiteral("gpt-neox-20b"),
                                             QStringLiteral("--length"), QStringLiteral("40")});
        const QStringList byHand =
            csvOf({QStringLiteral("--view"), QStringLiteral("rope"), QStringLiteral("--d"), QStringLiteral("96"),
                   QStringLiteral("--base"), QStringLiteral("10000"), QStringLiteral("--partial-rotary-factor"),
                   QStringLiteral("0.25"), QStringLiteral("--max-positions"), QStringLiteral("2048"),
                   QStringLiteral("--length"), QStringLiteral("40")});
        QVERIFY(!byHand.isEmpty());
        QCOMPARE(fromModel, byHand);
    }

    /// --models: each model with its own settings, against the formulas.
    void compareModelsUseTheirOwnSettings()
    {
        const long length = 200;
        const QStringList lines = csvOf({QStringLiteral("--view"), QStringLiteral("compare"),
                                         QStringLiteral("--models"), QStringLiteral("bloom, llama-2-7b,gpt-neox-20b"),
                                         QStringLiteral("--length"), QString::number(length)});
        QCOMPARE(lines.size(), length + 1);
        QCOMPARE(lines[0], QStringLiteral("offset,bloom,llama-2-7b,gpt-neox-20b"));
        const std::vector<double> slopes = getSlopes(112);
        double mean = 0;
        for (const double m : slopes)
            mean += m / 112;
        for (long t = 0; t < length; ++t) {
            const QStringList row = lines[t + 1].split(QLatin1Char(','));
            QCOMPARE(row[0].toLong(), t);
            QVERIFY(std::abs(row[1].toDouble() + mean * t) <= 1e-12 * (1 + mean * t));
            // Llama 2: head 128, base 10000, every pair turns: 2 sum_i cos(10000^(-2i/128) t).
            double llama = 0, neox = 96 - 24;
            for (int i = 0; i < 64; ++i)
                llama += 2 * std::cos(t * std::pow(10000.0, -2.0 * i / 128));
            // GPT-NeoX-20B: 24 of 96 components turn, at 10000^(-2i/24); the other 72 add 1 each.
            for (int i = 0; i < 12; ++i)
                neox += 2 * std::cos(t * std::pow(10000.0, -2.0 * i / 24));
            QVERIFY2(std::abs(row[2].toDouble() - llama) < 1e-9, qPrintable(lines[t + 1]));
            QVERIFY2(std::abs(row[3].toDouble() - neox) < 1e-9, qPrintable(lines[t + 1]));
        }
        refusedWithOneLine({QStringLiteral("--view"), QStringLiteral("compare"), QStringLiteral("--models"),
                            QStringLiteral("gpt2,bloom")},
                           "--model PATH");
        // --model with --view compare: the chart draws that model.
        const QStringList one = csvOf({QStringLiteral("--model"), QStringLiteral("bloom"), QStringLiteral("--view"),
                                       QStringLiteral("compare"), QStringLiteral("--length"), QStringLiteral("3")});
        QCOMPARE(one.size(), 4);
        QCOMPARE(one[0], QStringLiteral("offset,bloom"));
        QVERIFY(std::abs(one[2].split(QLatin1Char(','))[1].toDouble() + mean) <= 1e-12);
    }

    /// Two learned tables side by side: each column is mean over t of p_t . p_t+Delta of its own table.
    void compareTwoLearnedTables()
    {
        QTemporaryDir a, b;
        const int rows = 12;
        const std::vector<float> wa = filled(rows, 4, 0.61f, 0.1f), wb = filled(rows, 6, 0.23f, -0.2f);
        for (auto [dir, cols, values] : {std::tuple<QTemporaryDir*, int, const std::vector<float>*>{&a, 4, &wa},
                                         std::tuple<QTemporaryDir*, int, const std::vector<float>*>{&b, 6, &wb}}) {
            const QByteArray config = QStringLiteral(R"({"model_type": "gpt2", "n_positions": %1, "n_embd": %2})")
                                          .arg(rows)
                                          .arg(cols)
                                          .toUtf8();
            writeText(dir->filePath(QStringLiteral("config.json")), config.constData());
            writeSafetensors(dir->filePath(QStringLiteral("model.safetensors")),
                             {{QStringLiteral("wpe.weight"), rows, cols, *values}});
        }
        const QStringList lines =
            csvOf({QStringLiteral("--view"), QStringLiteral("compare"), QStringLiteral("--models"),
                   a.path() + QLatin1Char(',') + b.path(), QStringLiteral("--length"), QString::number(rows)});
        QCOMPARE(lines.size(), rows + 1);
        auto meanDot = [&](const std::vector<float>& w, int cols, int delta) {
            double sum = 0;
            for (int t = 0; t + delta < rows; ++t)
                for (int j = 0; j < cols; ++j)
                    sum += static_cast<double>(w[static_cast<size_t>(t * cols + j)]) *
                           w[static_cast<size_t>((t + delta) * cols + j)];
            return sum / (rows - delta);
        };
        for (int delta = 0; delta < rows; ++delta) {
            const QStringList row = lines[delta + 1].split(QLatin1Char(','));
            QVERIFY(std::abs(row[1].toDouble() - meanDot(wa, 4, delta)) < 1e-12);
            QVERIFY(std::abs(row[2].toDouble() - meanDot(wb, 6, delta)) < 1e-12);
        }
    }

    void learnedViewsWithoutATableAreRefused()
    {
        refusedWithOneLine({QStringLiteral("--model"), QStringLiteral("gpt2")}, "--model PATH");
        refusedWithOneLine({QStringLiteral("--preset"), QStringLiteral("gpt2-learned")}, "learned");
        refusedWithOneLine({QStringLiteral("--view"), QStringLiteral("compare"), QStringLiteral("--schemes"),
                            QStringLiteral("sinusoidal, learned")},
                           "learned");
        refusedWithOneLine({QStringLiteral("--model"), QStringLiteral("no-such-model")}, "--list-models");
        QTemporaryDir dir;
        writeText(dir.filePath(QStringLiteral("config.json")), R"({"model_type": "resnet"})");
        refusedWithOneLine({QStringLiteral("--model"), dir.path()}, "model_type");
    }
};

QTEST_MAIN(TestCliModels)
#include "test_cli_models.moc"

#include "modelfiles.h"

#include <QDir>
#include <QFile>

#include <cstdint>
#include <random>
#include <string>
#include <vector>

namespace pe::bench {

namespace {

constexpr std::int64_t kRows = 1024, kCols = 768;

/// The position table: 1024 x 768 random float32 values, as bytes.
QByteArray table()
{
    std::mt19937 engine(7);
    std::uniform_real_distribution<float> uniform(-0.1f, 0.1f);
    std::vector<float> values(static_cast<size_t>(kRows * kCols));
    for (float& v : values)
        v = uniform(engine);
    return QByteArray(reinterpret_cast<const char*>(values.data()), static_cast<qsizetype>(values.size() * 4));
}

template <typename T> void put(QByteArray& out, T value)
{
    out.append(reinterpret_cast<const char*>(&value), sizeof value); // little-endian machines only
}

void putString(QByteArray& out, const std::string& s)
{
    put<std::uint64_t>(out, s.size());
    out.append(s.data(), static_cast<qsizetype>(s.size()));
}

/// Writes `head`, then the table at `tableAt`, and makes the file `size` bytes long (a hole).
QString writeFile(const QString& path, const QByteArray& head, qint64 tableAt, qint64 size)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(head) != head.size() || !f.seek(tableAt) ||
        f.write(table()) != kRows * kCols * 4 || !f.resize(size))
        return QStringLiteral("cannot write %1: %2").arg(path, f.errorString());
    return {};
}

QString writeSafetensorsFolder(const QString& dir)
{
    if (!QDir().mkpath(dir))
        return QStringLiteral("cannot create %1").arg(dir);
    QFile config(dir + QStringLiteral("/config.json"));
    if (!config.open(QIODevice::WriteOnly) ||
        config.write(R"({"model_type": "gpt2", "n_positions": 1024, "n_embd": 768, "n_head": 12, "n_layer": 12})") < 0)
        return QStringLiteral("cannot write %1").arg(config.fileName());
    // wpe first, then the vocabulary and one large layer tensor: 500 MB in all.
    const std::int64_t wpe = kRows * kCols * 4, wte = 50257 * kCols * 4;
    const std::int64_t layerRows = (500LL * 1000 * 1000 - wpe - wte) / (kCols * 4);
    const std::int64_t layer = layerRows * kCols * 4;
    std::string json = "{\"wpe.weight\":{\"dtype\":\"F32\",\"shape\":[1024,768],\"data_offsets\":[0," +
                       std::to_string(wpe) + "]},\"wte.weight\":{\"dtype\":\"F32\",\"shape\":[50257,768]," +
                       "\"data_offsets\":[" + std::to_string(wpe) + "," + std::to_string(wpe + wte) +
                       "]},\"h.0.mlp.c_fc.weight\":{\"dtype\":\"F32\",\"shape\":[" + std::to_string(layerRows) +
                       ",768],\"data_offsets\":[" + std::to_string(wpe + wte) + "," +
                       std::to_string(wpe + wte + layer) + "]}}";
    while (json.size() % 8 != 0)
        json += ' ';
    QByteArray head;
    put<std::uint64_t>(head, json.size());
    head.append(json.data(), static_cast<qsizetype>(json.size()));
    return writeFile(dir + QStringLiteral("/model.safetensors"), head, head.size(), head.size() + wpe + wte + layer);
}

QString writeGguf(const QString& path)
{
    // GGUF v3 (llama.cpp ggml/src/gguf.cpp): magic, version, tensor count, metadata count, the
    // metadata, the tensor directory, then the data aligned to 32 bytes.
    QByteArray h("GGUF");
    put<std::uint32_t>(h, 3);
    put<std::uint64_t>(h, 3); // tensors
    put<std::uint64_t>(h, 4); // metadata
    putString(h, "general.architecture");
    put<std::uint32_t>(h, 8); // string
    putString(h, "gpt2");
    for (const auto& [key, value] : {std::pair<std::string, std::uint32_t>{"gpt2.context_length", 1024},
                                     {"gpt2.embedding_length", 768},
                                     {"gpt2.attention.head_count", 12}}) {
        putString(h, key);
        put<std::uint32_t>(h, 4); // uint32
        put<std::uint32_t>(h, value);
    }
    const std::int64_t wpe = kRows * kCols * 4, wte = 50257 * kCols * 4;
    const std::int64_t blockRows = (2000LL * 1000 * 1000 - wpe - wte) / (kCols * 4);
    std::int64_t offset = 0;
    for (const auto& [name, rows] : {std::pair<std::string, std::int64_t>{"position_embd.weight", kRows},
                                     {"token_embd.weight", 50257},
                                     {"blk.0.ffn_up.weight", blockRows}}) {
        putString(h, name);
        put<std::uint32_t>(h, 2);
        put<std::uint64_t>(h, static_cast<std::uint64_t>(kCols)); // ne[0]: the fastest dimension
        put<std::uint64_t>(h, static_cast<std::uint64_t>(rows));
        put<std::uint32_t>(h, 0); // F32
        put<std::uint64_t>(h, static_cast<std::uint64_t>(offset));
        offset += rows * kCols * 4;
    }
    const qint64 dataStart = (h.size() + 31) / 32 * 32;
    h.append(QByteArray(static_cast<qsizetype>(dataStart - h.size()), '\0'));
    return writeFile(path, h, dataStart, dataStart + offset);
}

} // namespace

QString writeLargeModels(const QString& dir)
{
    if (const QString error = writeSafetensorsFolder(dir + QStringLiteral("/gpt2-500mb")); !error.isEmpty())
        return error;
    return writeGguf(dir + QStringLiteral("/gpt2-2gb.gguf"));
}

} // namespace pe::bench

#pragma once
// Large model files for the benchmark of `--model`: a GPT-2-shaped folder whose safetensors is
// 500 MB and a 2 GB GPT-2-shaped GGUF. Only the position table holds written values (random,
// 1024 x 768 float32); the other tensors are holes of the file (sparse), as the app must not
// read them anyway.

#include <QString>

namespace pe::bench {

/// Writes `dir`/gpt2-500mb/ (config.json + model.safetensors, 500 MB) and `dir`/gpt2-2gb.gguf.
/// Returns an error message, or an empty string.
QString writeLargeModels(const QString& dir);

} // namespace pe::bench

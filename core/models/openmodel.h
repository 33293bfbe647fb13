#pragma once
/// @file models/openmodel.h
/// Opening a model from disk: a folder (config.json and weights, or one .gguf file), a
/// config.json, a .safetensors or .npz file (with the config.json beside it, if any), a sharded
/// checkpoint's model.safetensors.index.json, or a .gguf file.

#include "core/models/modelspec.h"

#include <string>
#include <vector>

namespace pe::core::models {

/// The spec of the model at @p path. For a learned table, weightsPath is the file or folder to
/// load it from (io::loadEmbeddings), or empty when only a config.json is there. For a .gguf
/// file, the per-pair tensors rope_freqs.weight (RopeParams::freqFactors) and
/// rope_factors_short/long.weight (LongRoPE) are read as float32. Throws io::LoadError.
ModelSpec openModel(const std::string& path);

/// The per-pair values of a 1-D F32 tensor of a GGUF file (@p dataStart and @p offset as in the
/// header). Throws io::LoadError.
std::vector<double> readGgufVector(const std::string& path, std::uint64_t dataStart, std::uint64_t offset,
                                   std::uint64_t count);

} // namespace pe::core::models

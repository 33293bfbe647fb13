#pragma once
/// @file io/sharded.h
/// Sharded Hugging Face checkpoints: model.safetensors.index.json, {"metadata": {...},
/// "weight_map": {"tensor name": "model-00001-of-00002.safetensors", ...}}, beside its shards
/// (transformers' save_pretrained with max_shard_size; huggingface_hub's split_torch_state_dict).

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace pe::core::io {

/// The weight_map of an index file's text: (tensor, shard file) pairs in file order. A shard
/// must be a plain file name in the index's folder. Throws LoadError naming @p source.
std::vector<std::pair<std::string, std::string>> parseSafetensorsIndex(std::string_view text,
                                                                       const std::string& source = "<buffer>");

} // namespace pe::core::io

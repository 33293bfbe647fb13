#pragma once
/// @file models/builtins.h
/// Well-known models' positional configurations, each the position keys of the model's published
/// config.json copied verbatim (the address is beside each entry in builtins.cpp), read by
/// readModelConfig. They carry no weights: a learned model's table is not here.

#include "core/models/modelspec.h"

#include <optional>
#include <string>
#include <vector>

namespace pe::core::models {

struct BuiltinModel {
    std::string id;     ///< the command-line name: "gpt2", "llama-3.1-8b"
    std::string hubId;  ///< the Hugging Face repository: "meta-llama/Llama-3.1-8B"
    std::string source; ///< the config.json the numbers come from (an address)
    std::string config; ///< the keys copied from it, as JSON
};

/// Every built-in model, in a fixed order (decoders with learned tables first, then RoPE, ALiBi, T5).
const std::vector<BuiltinModel>& builtinModels();

/// The spec of a built-in model by id or hub id (any case), or nullopt. name is the hub id,
/// origin the source address.
std::optional<ModelSpec> builtinModel(const std::string& name);

} // namespace pe::core::models

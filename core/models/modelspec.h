#pragma once
/// @file models/modelspec.h
/// A model's positional scheme and its parameters, as read from the model's own configuration
/// (Hugging Face config.json, GGUF metadata) or from the built-in list of well-known models.

#include "core/encodings/alibi.h"
#include "core/encodings/rope.h"
#include "core/encodings/t5.h"

#include <string>
#include <vector>

namespace pe::core::models {

enum class PositionScheme {
    Sinusoidal, ///< the fixed formula (the original Transformer)
    Learned,    ///< a trained table, one row per position
    Rope,       ///< rotary
    Alibi,      ///< linear biases
    T5          ///< relative buckets
};

struct ModelSpec {
    std::string name;         ///< "gpt2", "meta-llama/Llama-3.1-8B", or the folder's name
    std::string origin;       ///< where the numbers come from: a path, or the published config (built-ins)
    std::string architecture; ///< config.json model_type / GGUF general.architecture
    PositionScheme scheme = PositionScheme::Sinusoidal;

    int hiddenSize = 0;    ///< hidden_size / n_embd / d_model
    int heads = 0;         ///< num_attention_heads / n_head
    long maxPositions = 0; ///< max_position_embeddings / n_positions / n_ctx

    /// Learned: where the table is (empty for a built-in model without weights), the tensor
    /// and the rows to skip before position 0 (OPT: 2).
    std::string weightsPath;
    std::string tensor;
    long rowOffset = 0;

    RopeParams rope;           ///< Rope: head_dim as dim, rotary dims, base, scaling
    AlibiParams alibi;         ///< Alibi: heads
    double alibiBiasMax = 8.0; ///< MPT alibi_bias_max
    T5Params t5;               ///< T5: buckets, max distance, encoder (bidirectional) or decoder

    /// Sentences for the side note: what was read and what was assumed (float32 in the model).
    std::vector<std::string> notes;
};

} // namespace pe::core::models

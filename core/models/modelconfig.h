#pragma once
/// @file models/modelconfig.h
/// A model's positional scheme from its Hugging Face config.json or its GGUF metadata.
///
/// config.json (keys as the model's configuration class in transformers reads them):
///  - learned: gpt2 / gpt_bigcode (n_positions, n_embd), gpt_neo, bert, roberta, xlm-roberta,
///    camembert, electra, albert (max_position_embeddings; the table is embedding_size wide for
///    electra and albert, hidden_size otherwise), distilbert (dim), opt, bart, mbart (d_model /
///    hidden_size; their tables start 2 rows in: OPTLearnedPositionalEmbedding offset 2, RoBERTa
///    padding_idx + 1);
///  - sinusoidal: marian, pegasus, fsmt (d_model, max_position_embeddings);
///  - RoPE: every config with rope_theta, rope_scaling, rotary_* or a rotary model_type (llama,
///    mistral, qwen2, phi3, gemma, gpt_neox, gptj, falcon without alibi...): base rope_theta
///    (rotary_emb_base; default 10000), head dim head_dim (when set and not null) else
///    hidden_size / num_attention_heads, rotary dims int(head_dim * partial_rotary_factor)
///    (rotary_pct for GPT-NeoX, rotary_dim for GPT-J), and rope_scaling read as
///    transformers' modeling_rope_utils does: the kind is rope_scaling["rope_type"], else ["type"]
///    (Phi-3's legacy "su" and "yarn" mean longrope, as Phi3Config renames them); linear and
///    dynamic take factor; yarn factor, original_max_position_embeddings (else
///    max_position_embeddings), beta_fast, beta_slow, mscale, mscale_all_dim, attention_factor,
///    truncate (`_compute_yarn_parameters`, after transformers PR #40320, which stopped
///    overriding factor with max / original); llama3 factor, low_freq_factor, high_freq_factor,
///    original_max_position_embeddings (`_compute_llama3_parameters`); longrope short_factor,
///    long_factor, attention_factor, with L0 the top-level original_max_position_embeddings and
///    factor = max_position_embeddings / L0 when that key exists, else rope_scaling's factor
///    (`_compute_longrope_parameters`). Newer configs keep the same keys in rope_parameters
///    (rope_theta included); it is read the same way.
///  - ALiBi: bloom (n_head / num_attention_heads), mpt (attn_config.alibi, n_heads,
///    attn_config.alibi_bias_max, default 8), falcon with alibi true (num_attention_heads / n_head);
///  - T5: t5, mt5, umt5, longt5 (relative_attention_num_buckets default 32,
///    relative_attention_max_distance default 128; is_decoder picks the decoder's one-way buckets).
///
/// GGUF: general.architecture, <arch>.context_length, <arch>.embedding_length,
/// <arch>.attention.head_count, <arch>.attention.key_length, <arch>.rope.freq_base (default
/// 10000), <arch>.rope.dimension_count, <arch>.rope.scaling.type / .factor /
/// .original_context_length, and the rope_freqs.weight tensor (llama.cpp divides theta_i by its
/// entry i: ggml's rope, `theta_base / freq_factor`), read by openModel.

#include "core/io/gguf.h"
#include "core/models/modelspec.h"

#include <string>
#include <string_view>

namespace pe::core::models {

/// "sinusoidal", "learned", "rope", "alibi" or "t5".
std::string schemeName(PositionScheme scheme);

/// Reads a config.json text. @p source names it in messages (a path or a model name); it also
/// becomes origin, and the name when the config has no _name_or_path. Throws io::LoadError
/// naming the key and the problem (a syntax error, a model type without positions here, a
/// value out of range).
ModelSpec readModelConfig(std::string_view jsonText, const std::string& source = "config.json");

/// The spec of a GGUF header (without the rope_freqs.weight values, which need the file).
/// Throws io::LoadError.
ModelSpec modelFromGguf(const io::GgufHeader& header, const std::string& source);

} // namespace pe::core::models

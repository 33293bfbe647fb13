// config.json texts shaped as published (every key of the real file kept) -> ModelSpec fields.
// Expected values are the config's own numbers, or what transformers derives from them (the rule
// cited beside each: int(head_dim * partial_rotary_factor), hidden_size // num_attention_heads...).

#include "core/io/loaderror.h"
#include "core/models/modelconfig.h"

#include <gtest/gtest.h>

using namespace pe::core;
using namespace pe::core::models;

TEST(ModelConfig, Gpt2IsALearnedTableOfNPositionsByNEmbd)
{
    const ModelSpec s = readModelConfig(R"({
  "activation_function": "gelu_new", "architectures": ["GPT2LMHeadModel"], "attn_pdrop": 0.1,
  "bos_token_id": 50256, "embd_pdrop": 0.1, "eos_token_id": 50256, "initializer_range": 0.02,
  "layer_norm_epsilon": 1e-05, "model_type": "gpt2", "n_ctx": 1024, "n_embd": 768, "n_head": 12,
  "n_layer": 12, "n_positions": 1024, "resid_pdrop": 0.1, "summary_activation": null,
  "summary_first_dropout": 0.1, "summary_proj_to_labels": true, "summary_type": "cls_index",
  "summary_use_proj": true, "task_specific_params": {"text-generation": {"do_sample": true, "max_length": 50}},
  "vocab_size": 50257})",
                                        "gpt2/config.json");
    EXPECT_EQ(s.scheme, PositionScheme::Learned);
    EXPECT_EQ(s.architecture, "gpt2");
    EXPECT_EQ(s.maxPositions, 1024);
    EXPECT_EQ(s.hiddenSize, 768);
    EXPECT_EQ(s.heads, 12);
    EXPECT_EQ(s.rowOffset, 0);
    EXPECT_TRUE(s.weightsPath.empty());
    EXPECT_EQ(s.origin, "gpt2/config.json");
}

TEST(ModelConfig, BertAndItsRelatives)
{
    const ModelSpec bert = readModelConfig(R"({
  "architectures": ["BertForMaskedLM"], "attention_probs_dropout_prob": 0.1, "gradient_checkpointing": false,
  "hidden_act": "gelu", "hidden_dropout_prob": 0.1, "hidden_size": 768, "initializer_range": 0.02,
  "intermediate_size": 3072, "layer_norm_eps": 1e-12, "max_position_embeddings": 512, "model_type": "bert",
  "num_attention_heads": 12, "num_hidden_layers": 12, "pad_token_id": 0, "position_embedding_type": "absolute",
  "transformers_version": "4.6.0.dev0", "type_vocab_size": 2, "use_cache": true, "vocab_size": 30522})");
    EXPECT_EQ(bert.scheme, PositionScheme::Learned);
    EXPECT_EQ(bert.maxPositions, 512);
    EXPECT_EQ(bert.hiddenSize, 768);
    EXPECT_EQ(bert.rowOffset, 0);

    // ELECTRA's table is embedding_size wide (then projected to hidden_size).
    const ModelSpec electra = readModelConfig(R"({"model_type": "electra", "embedding_size": 128,
        "hidden_size": 256, "max_position_embeddings": 512, "num_attention_heads": 4})");
    EXPECT_EQ(electra.hiddenSize, 128);
    const ModelSpec distil = readModelConfig(R"({"model_type": "distilbert", "dim": 768, "n_heads": 12,
        "max_position_embeddings": 512})");
    EXPECT_EQ(distil.hiddenSize, 768);
    EXPECT_EQ(distil.maxPositions, 512);

    // OPTLearnedPositionalEmbedding: 2050 rows, position p at row p + 2.
    const ModelSpec opt = readModelConfig(R"({"model_type": "opt", "hidden_size": 768,
        "max_position_embeddings": 2048, "num_attention_heads": 12, "word_embed_proj_dim": 768})");
    EXPECT_EQ(opt.rowOffset, 2);
    EXPECT_EQ(opt.maxPositions, 2048);
    // RoBERTa: 514 rows, positions from padding_idx + 1 = 2.
    const ModelSpec roberta = readModelConfig(R"({"model_type": "roberta", "hidden_size": 768,
        "max_position_embeddings": 514, "num_attention_heads": 12, "pad_token_id": 1})");
    EXPECT_EQ(roberta.rowOffset, 2);
    EXPECT_EQ(roberta.maxPositions, 512);
}

TEST(ModelConfig, Llama31ReadsTheLlama3Scaling)
{
    const ModelSpec s = readModelConfig(R"({
  "architectures": ["LlamaForCausalLM"], "attention_bias": false, "attention_dropout": 0.0,
  "bos_token_id": 128000, "eos_token_id": 128001, "hidden_act": "silu", "hidden_size": 4096,
  "initializer_range": 0.02, "intermediate_size": 14336, "max_position_embeddings": 131072, "mlp_bias": false,
  "model_type": "llama", "num_attention_heads": 32, "num_hidden_layers": 32, "num_key_value_heads": 8,
  "pretraining_tp": 1, "rms_norm_eps": 1e-05,
  "rope_scaling": {"factor": 8.0, "low_freq_factor": 1.0, "high_freq_factor": 4.0,
                   "original_max_position_embeddings": 8192, "rope_type": "llama3"},
  "rope_theta": 500000.0, "tie_word_embeddings": false, "torch_dtype": "bfloat16",
  "transformers_version": "4.43.0.dev0", "use_cache": true, "vocab_size": 128256})");
    EXPECT_EQ(s.scheme, PositionScheme::Rope);
    EXPECT_EQ(s.rope.dim, 128); // 4096 // 32
    EXPECT_EQ(s.rope.rotaryDim, 0);
    EXPECT_EQ(s.rope.base, 500000.0);
    EXPECT_EQ(s.rope.scaling, RopeScaling::Llama3);
    EXPECT_EQ(s.rope.factor, 8.0);
    EXPECT_EQ(s.rope.lowFreqFactor, 1.0);
    EXPECT_EQ(s.rope.highFreqFactor, 4.0);
    EXPECT_EQ(s.rope.originalLength, 8192);
    EXPECT_EQ(s.rope.maxPositions, 131072);
    EXPECT_EQ(s.maxPositions, 131072);
    EXPECT_EQ(s.heads, 32);
}

TEST(ModelConfig, RopeTypeWinsOverTypeAndDefaultsApply)
{
    // `rope_scaling.get("rope_type", rope_scaling.get("type"))`.
    const ModelSpec s = readModelConfig(R"({"model_type": "llama", "hidden_size": 256, "num_attention_heads": 4,
        "max_position_embeddings": 2048, "rope_scaling": {"type": "linear", "rope_type": "dynamic", "factor": 2.0}})");
    EXPECT_EQ(s.rope.scaling, RopeScaling::Dynamic);
    EXPECT_EQ(s.rope.factor, 2.0);
    EXPECT_EQ(s.rope.originalLength, 2048);
    // No rope_theta: transformers' default 10000.
    EXPECT_EQ(s.rope.base, 10000.0);
    EXPECT_EQ(s.rope.dim, 64);
    const ModelSpec linear = readModelConfig(R"({"model_type": "llama", "hidden_size": 5120,
        "num_attention_heads": 40, "max_position_embeddings": 16384, "rope_scaling": {"factor": 4.0, "type": "linear"}})");
    EXPECT_EQ(linear.rope.scaling, RopeScaling::Pi);
    EXPECT_EQ(linear.rope.factor, 4.0);
    const ModelSpec none = readModelConfig(R"({"model_type": "mistral", "hidden_size": 4096, "num_attention_heads": 32,
        "max_position_embeddings": 32768, "rope_scaling": {"rope_type": "default"}, "rope_theta": 1000000.0})");
    EXPECT_EQ(none.rope.scaling, RopeScaling::None);
    EXPECT_EQ(none.rope.base, 1e6);
}

TEST(ModelConfig, Phi3LongRopeTakesTheFactorFromTheTwoLengths)
{
    std::string shortList, longList;
    for (int i = 0; i < 48; ++i) {
        shortList += (i ? ", " : "") + std::to_string(1.0 + i / 100.0);
        longList += (i ? ", " : "") + std::to_string(1.0 + i);
    }
    const ModelSpec s = readModelConfig(R"({
  "_name_or_path": "Phi-3-mini-128k-instruct", "architectures": ["Phi3ForCausalLM"], "attention_dropout": 0.0,
  "bos_token_id": 1, "embd_pdrop": 0.0, "eos_token_id": 32000, "hidden_act": "silu", "hidden_size": 3072,
  "initializer_range": 0.02, "intermediate_size": 8192, "max_position_embeddings": 131072, "model_type": "phi3",
  "num_attention_heads": 32, "num_hidden_layers": 32, "num_key_value_heads": 32,
  "original_max_position_embeddings": 4096, "pad_token_id": 32000, "resid_pdrop": 0.0, "rms_norm_eps": 1e-05,
  "rope_scaling": {"long_factor": [)" + longList +
                                        R"(], "short_factor": [)" + shortList +
                                        R"(], "type": "su"},
  "rope_theta": 10000.0, "sliding_window": 262144, "tie_word_embeddings": false, "torch_dtype": "bfloat16",
  "use_cache": true, "vocab_size": 32064})");
    EXPECT_EQ(s.name, "Phi-3-mini-128k-instruct");
    EXPECT_EQ(s.rope.scaling, RopeScaling::LongRope); // "su" is longrope's old name
    EXPECT_EQ(s.rope.dim, 96);                        // 3072 // 32
    ASSERT_EQ(s.rope.shortFactor.size(), 48u);
    ASSERT_EQ(s.rope.longFactor.size(), 48u);
    EXPECT_EQ(s.rope.shortFactor[47], 1.47);
    EXPECT_EQ(s.rope.longFactor[47], 48.0);
    EXPECT_EQ(s.rope.originalLength, 4096);
    EXPECT_EQ(s.rope.factor, 32.0); // 131072 / 4096, not rope_scaling's factor
    EXPECT_FALSE(s.rope.attentionFactor);
    // A list of the wrong length is refused, naming the key and both counts.
    try {
        readModelConfig(R"({"model_type": "phi3", "hidden_size": 3072, "num_attention_heads": 32,
            "max_position_embeddings": 131072, "rope_scaling": {"type": "longrope", "short_factor": [1.0],
            "long_factor": [1.0]}})",
                        "phi/config.json");
        FAIL();
    } catch (const io::LoadError& e) {
        EXPECT_STREQ(e.what(), "phi/config.json: rope_scaling.short_factor: has 1 factors; the 96 rotary dimensions "
                               "need 48");
    }
}

TEST(ModelConfig, YarnKeepsItsFactorAndReadsEveryKey)
{
    // Qwen2.5's README: add this rope_scaling to read 131072 tokens. Since transformers PR #40320
    // the factor stays 4 (the old override max / original would have made it 1).
    const ModelSpec q = readModelConfig(R"({
  "architectures": ["Qwen2ForCausalLM"], "attention_dropout": 0.0, "bos_token_id": 151643, "eos_token_id": 151645,
  "hidden_act": "silu", "hidden_size": 3584, "initializer_range": 0.02, "intermediate_size": 18944,
  "max_position_embeddings": 32768, "max_window_layers": 28, "model_type": "qwen2", "num_attention_heads": 28,
  "num_hidden_layers": 28, "num_key_value_heads": 4, "rms_norm_eps": 1e-06, "rope_theta": 1000000.0,
  "rope_scaling": {"factor": 4.0, "original_max_position_embeddings": 32768, "type": "yarn"},
  "sliding_window": 131072, "tie_word_embeddings": false, "torch_dtype": "bfloat16", "use_cache": true,
  "use_sliding_window": false, "vocab_size": 152064})");
    EXPECT_EQ(q.rope.scaling, RopeScaling::Yarn);
    EXPECT_EQ(q.rope.factor, 4.0);
    EXPECT_EQ(q.rope.originalLength, 32768);
    EXPECT_EQ(q.rope.dim, 128); // 3584 // 28
    EXPECT_EQ(q.rope.base, 1e6);
    EXPECT_EQ(q.rope.betaFast, 32.0);
    EXPECT_EQ(q.rope.betaSlow, 1.0);
    EXPECT_FALSE(q.rope.mscale);
    EXPECT_TRUE(q.rope.truncate);

    const ModelSpec d = readModelConfig(R"({"model_type": "llama", "hidden_size": 2048, "num_attention_heads": 16,
        "max_position_embeddings": 163840, "rope_scaling": {"beta_fast": 16, "beta_slow": 2, "factor": 40,
        "mscale": 1.0, "mscale_all_dim": 0.707, "original_max_position_embeddings": 4096, "type": "yarn",
        "attention_factor": 1.25, "truncate": false}})");
    EXPECT_EQ(d.rope.factor, 40.0);
    EXPECT_EQ(d.rope.originalLength, 4096);
    EXPECT_EQ(d.rope.betaFast, 16.0);
    EXPECT_EQ(d.rope.betaSlow, 2.0);
    EXPECT_EQ(d.rope.mscale, 1.0);
    EXPECT_EQ(d.rope.mscaleAllDim, 0.707);
    EXPECT_EQ(d.rope.attentionFactor, 1.25);
    EXPECT_FALSE(d.rope.truncate);
    // Without original_max_position_embeddings, L0 is max_position_embeddings.
    const ModelSpec plain = readModelConfig(R"({"model_type": "llama", "hidden_size": 4096, "num_attention_heads": 32,
        "max_position_embeddings": 4096, "rope_scaling": {"factor": 16.0, "rope_type": "yarn"}})");
    EXPECT_EQ(plain.rope.originalLength, 4096);
}

TEST(ModelConfig, PartialRotaryAndHeadDim)
{
    const ModelSpec neox = readModelConfig(R"({
  "architectures": ["GPTNeoXForCausalLM"], "bos_token_id": 0, "eos_token_id": 0, "hidden_act": "gelu_fast",
  "hidden_size": 6144, "initializer_range": 0.02, "intermediate_size": 24576, "layer_norm_eps": 1e-05,
  "max_position_embeddings": 2048, "model_type": "gpt_neox", "num_attention_heads": 64, "num_hidden_layers": 44,
  "rotary_emb_base": 10000, "rotary_pct": 0.25, "tie_word_embeddings": false, "torch_dtype": "float16",
  "transformers_version": "4.21.0.dev0", "use_cache": true, "use_parallel_residual": true, "vocab_size": 50432})");
    EXPECT_EQ(neox.rope.dim, 96);       // 6144 // 64
    EXPECT_EQ(neox.rope.rotaryDim, 24); // int(96 * 0.25)
    EXPECT_EQ(neox.rope.base, 10000.0);
    // Phi-2: int(80 * 0.4) = 32.
    const ModelSpec phi2 = readModelConfig(R"({"model_type": "phi", "hidden_size": 2560, "num_attention_heads": 32,
        "max_position_embeddings": 2048, "partial_rotary_factor": 0.4, "rope_theta": 10000.0})");
    EXPECT_EQ(phi2.rope.rotaryDim, 32);
    // GPT-J: rotary_dim 64 of a 256-wide head.
    const ModelSpec gptj = readModelConfig(R"({"model_type": "gptj", "n_embd": 4096, "n_head": 16,
        "n_positions": 2048, "rotary_dim": 64})");
    EXPECT_EQ(gptj.rope.dim, 256);
    EXPECT_EQ(gptj.rope.rotaryDim, 64);
    // Gemma 7B: head_dim 256 although 3072 / 16 = 192.
    const ModelSpec gemma = readModelConfig(R"({"model_type": "gemma", "head_dim": 256, "hidden_size": 3072,
        "max_position_embeddings": 8192, "num_attention_heads": 16, "rope_theta": 10000.0})");
    EXPECT_EQ(gemma.rope.dim, 256);
    // head_dim null falls back to hidden_size / heads.
    const ModelSpec nullHead = readModelConfig(R"({"model_type": "mistral", "head_dim": null, "hidden_size": 4096,
        "num_attention_heads": 32, "max_position_embeddings": 32768})");
    EXPECT_EQ(nullHead.rope.dim, 128);
    // rope_parameters (newer transformers) holds rope_theta and the scaling.
    const ModelSpec params = readModelConfig(R"({"model_type": "llama", "hidden_size": 4096, "num_attention_heads": 32,
        "max_position_embeddings": 131072, "rope_parameters": {"rope_theta": 500000.0, "rope_type": "llama3",
        "factor": 8.0, "low_freq_factor": 1.0, "high_freq_factor": 4.0, "original_max_position_embeddings": 8192}})");
    EXPECT_EQ(params.rope.base, 500000.0);
    EXPECT_EQ(params.rope.scaling, RopeScaling::Llama3);
}

TEST(ModelConfig, AlibiFromBloomMptAndFalcon)
{
    const ModelSpec bloom = readModelConfig(R"({
  "apply_residual_connection_post_layernorm": false, "architectures": ["BloomForCausalLM"],
  "attention_dropout": 0.0, "attention_softmax_in_fp32": true, "bias_dropout_fusion": true, "bos_token_id": 1,
  "eos_token_id": 2, "hidden_dropout": 0.0, "hidden_size": 14336, "initializer_range": 0.02,
  "layer_norm_epsilon": 1e-05, "masked_softmax_fusion": true, "model_type": "bloom", "n_head": 112,
  "n_layer": 70, "pad_token_id": 3, "pretraining_tp": 4, "slow_but_exact": false, "transformers_version": "4.21.0",
  "use_cache": true, "vocab_size": 250880})");
    EXPECT_EQ(bloom.scheme, PositionScheme::Alibi);
    EXPECT_EQ(bloom.alibi.heads, 112);
    EXPECT_EQ(bloom.hiddenSize, 14336);
    const ModelSpec mpt = readModelConfig(R"({"architectures": ["MPTForCausalLM"],
        "attn_config": {"alibi": true, "alibi_bias_max": 8, "attn_impl": "torch", "attn_pdrop": 0, "attn_type":
        "multihead_attention", "attn_uses_sequence_id": false, "clip_qkv": null, "prefix_lm": false, "qk_ln": false,
        "softmax_scale": null}, "d_model": 4096, "emb_pdrop": 0, "embedding_fraction": 1.0, "expansion_ratio": 4,
        "learned_pos_emb": true, "max_seq_len": 2048, "model_type": "mpt", "n_heads": 32, "n_layers": 32})");
    EXPECT_EQ(mpt.scheme, PositionScheme::Alibi);
    EXPECT_EQ(mpt.alibi.heads, 32);
    EXPECT_EQ(mpt.alibiBiasMax, 8.0);
    EXPECT_EQ(mpt.maxPositions, 2048);
    const ModelSpec falcon = readModelConfig(R"({"alibi": true, "model_type": "falcon", "hidden_size": 2048,
        "num_attention_heads": 32, "multi_query": false, "parallel_attn": false, "bias": true})");
    EXPECT_EQ(falcon.scheme, PositionScheme::Alibi);
    EXPECT_EQ(falcon.alibi.heads, 32);
    const ModelSpec falconRope = readModelConfig(R"({"alibi": false, "model_type": "falcon", "hidden_size": 4544,
        "num_attention_heads": 71, "rope_theta": 10000.0, "multi_query": true})");
    EXPECT_EQ(falconRope.scheme, PositionScheme::Rope);
    EXPECT_EQ(falconRope.rope.dim, 64); // 4544 // 71
}

TEST(ModelConfig, T5EncoderAndDecoderBuckets)
{
    const ModelSpec t5 = readModelConfig(R"({
  "architectures": ["T5ForConditionalGeneration"], "d_ff": 3072, "d_kv": 64, "d_model": 768,
  "decoder_start_token_id": 0, "dropout_rate": 0.1, "eos_token_id": 1, "initializer_factor": 1.0,
  "is_encoder_decoder": true, "layer_norm_epsilon": 1e-06, "model_type": "t5", "n_positions": 512,
  "num_heads": 12, "num_layers": 12, "output_past": true, "pad_token_id": 0, "relative_attention_num_buckets": 32,
  "vocab_size": 32128})");
    EXPECT_EQ(t5.scheme, PositionScheme::T5);
    EXPECT_EQ(t5.t5.numBuckets, 32);
    EXPECT_EQ(t5.t5.maxDistance, 128);
    EXPECT_TRUE(t5.t5.bidirectional);
    const ModelSpec dec = readModelConfig(R"({"model_type": "t5", "d_model": 512, "num_heads": 8, "is_decoder": true,
        "relative_attention_num_buckets": 64, "relative_attention_max_distance": 256})");
    EXPECT_FALSE(dec.t5.bidirectional);
    EXPECT_EQ(dec.t5.numBuckets, 64);
    EXPECT_EQ(dec.t5.maxDistance, 256);
}

TEST(ModelConfig, BadConfigsSayWhichKey)
{
    auto message = [](const char* text) {
        try {
            readModelConfig(text, "c.json");
        } catch (const io::LoadError& e) {
            return std::string(e.what());
        }
        return std::string("no error");
    };
    EXPECT_EQ(message("{"), "c.json: invalid JSON at line 1, column 2: unexpected end of JSON");
    EXPECT_EQ(message("[]"), "c.json: a config.json holds one object");
    EXPECT_EQ(message(R"({"hidden_size": 4})"), "c.json: model_type: missing: pe-explorer reads the positions by "
                                                "the model's type");
    EXPECT_EQ(message(R"({"model_type": "resnet"})"),
              "c.json: model_type: 'resnet' is not a model type whose positions pe-explorer knows (nor does the "
              "config name rope_theta or rope_scaling)");
    EXPECT_EQ(message(R"({"model_type": "gpt2", "n_embd": 768})"),
              "c.json: n_positions: missing (needed for the positions)");
    EXPECT_EQ(message(R"({"model_type": "llama", "hidden_size": 64, "num_attention_heads": 2,
        "rope_theta": "big"})"),
              "c.json: rope_theta: expected a finite number");
    EXPECT_EQ(message(R"({"model_type": "llama", "hidden_size": 64, "num_attention_heads": 2,
        "rope_scaling": {"type": "yarn"}})"),
              "c.json: rope_scaling.factor: missing (rope_type yarn needs it)");
    EXPECT_EQ(message(R"({"model_type": "llama", "hidden_size": 64, "num_attention_heads": 2,
        "rope_scaling": {"type": "xpos", "factor": 2}})"),
              "c.json: rope_scaling.type: 'xpos' is not a RoPE scaling pe-explorer knows (default, linear, dynamic, "
              "yarn, llama3, longrope)");
    EXPECT_EQ(message(R"({"model_type": "gpt_neox", "hidden_size": 100, "num_attention_heads": 2,
        "rotary_pct": 0.3})"),
              "c.json: rotary_pct: gives 15 rotary dimensions; RoPE turns pairs, so it needs an even number, at "
              "least 2");
    EXPECT_EQ(message(R"({"model_type": "bloom", "n_head": 2000})"),
              "c.json: n_head: 2000 is not a whole number from 1 to 1024");
    EXPECT_EQ(message(R"({"model_type": "t5", "d_model": 8, "relative_attention_num_buckets": 32,
        "relative_attention_max_distance": 8})"),
              "c.json: relative_attention_max_distance: must be greater than 8 (the exact buckets)");
}

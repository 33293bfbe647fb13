#include "core/models/builtins.h"

#include "core/models/modelconfig.h"

#include <algorithm>
#include <cctype>

namespace pe::core::models {

namespace {

std::string lower(std::string s)
{
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s;
}

} // namespace

const std::vector<BuiltinModel>& builtinModels()
{
    // Each config holds the keys of the published config.json that say where positions go, with
    // their values as published (model_type included: it decides how the others are read).
    static const std::vector<BuiltinModel> models = {
        {"gpt2", "openai-community/gpt2", "huggingface.co/openai-community/gpt2/blob/main/config.json",
         R"({"model_type": "gpt2", "n_ctx": 1024, "n_embd": 768, "n_head": 12, "n_positions": 1024})"},
        {"bert-base-uncased", "google-bert/bert-base-uncased",
         "huggingface.co/google-bert/bert-base-uncased/blob/main/config.json",
         R"({"model_type": "bert", "hidden_size": 768, "max_position_embeddings": 512, "num_attention_heads": 12,
             "position_embedding_type": "absolute"})"},
        {"roberta-base", "FacebookAI/roberta-base", "huggingface.co/FacebookAI/roberta-base/blob/main/config.json",
         R"({"model_type": "roberta", "hidden_size": 768, "max_position_embeddings": 514, "num_attention_heads": 12,
             "pad_token_id": 1})"},
        {"opt-125m", "facebook/opt-125m", "huggingface.co/facebook/opt-125m/blob/main/config.json",
         R"({"model_type": "opt", "hidden_size": 768, "max_position_embeddings": 2048, "num_attention_heads": 12})"},
        {"llama-2-7b", "meta-llama/Llama-2-7b-hf", "huggingface.co/meta-llama/Llama-2-7b-hf/blob/main/config.json",
         R"({"model_type": "llama", "hidden_size": 4096, "max_position_embeddings": 4096, "num_attention_heads": 32,
             "rope_scaling": null, "rope_theta": 10000.0})"},
        {"llama-3.1-8b", "meta-llama/Llama-3.1-8B", "huggingface.co/meta-llama/Llama-3.1-8B/blob/main/config.json",
         R"({"model_type": "llama", "hidden_size": 4096, "max_position_embeddings": 131072, "num_attention_heads": 32,
             "rope_scaling": {"factor": 8.0, "low_freq_factor": 1.0, "high_freq_factor": 4.0,
                              "original_max_position_embeddings": 8192, "rope_type": "llama3"},
             "rope_theta": 500000.0})"},
        {"mistral-7b", "mistralai/Mistral-7B-v0.1", "huggingface.co/mistralai/Mistral-7B-v0.1/blob/main/config.json",
         R"({"model_type": "mistral", "hidden_size": 4096, "max_position_embeddings": 32768, "num_attention_heads": 32,
             "rope_theta": 10000.0})"},
        {"qwen2-7b-instruct", "Qwen/Qwen2-7B-Instruct", "huggingface.co/Qwen/Qwen2-7B-Instruct/blob/main/config.json",
         R"({"model_type": "qwen2", "hidden_size": 3584, "max_position_embeddings": 32768, "num_attention_heads": 28,
             "rope_scaling": null, "rope_theta": 1000000.0})"},
        {"phi-3.5-mini", "microsoft/Phi-3.5-mini-instruct",
         "huggingface.co/microsoft/Phi-3.5-mini-instruct/blob/main/config.json",
         R"({"model_type": "phi3", "hidden_size": 3072, "max_position_embeddings": 131072, "num_attention_heads": 32,
    "original_max_position_embeddings": 4096, "rope_theta": 10000.0, "rope_scaling": {
    "long_factor": [
      1.0800000429153442, 1.1100000143051147, 1.1399999856948853, 1.340000033378601, 1.5899999141693115,
      1.600000023841858, 1.6200000047683716, 2.620000123977661, 3.2300000190734863, 3.2300000190734863,
      4.789999961853027, 7.400000095367432, 7.700000286102295, 9.09000015258789, 12.199999809265137,
      17.670000076293945, 24.46000099182129, 28.57000160217285, 30.420001983642578, 30.840002059936523,
      32.590003967285156, 32.93000411987305, 42.320003509521484, 44.96000289916992, 50.340003967285156,
      50.45000457763672, 57.55000305175781, 57.93000411987305, 58.21000289916992, 60.1400032043457,
      62.61000442504883, 62.62000274658203, 62.71000289916992, 63.1400032043457, 63.1400032043457,
      63.77000427246094, 63.93000411987305, 63.96000289916992, 63.970001220703125, 64.02999877929688,
      64.06999969482422, 64.08000183105469, 64.12000274658203, 64.41000366210938, 64.4800033569336,
      64.51000213623047, 64.52999877929688, 64.83999633789062],
    "short_factor": [
      1.0, 1.0199999809265137, 1.0299999713897705, 1.0299999713897705, 1.0499999523162842,
      1.0499999523162842, 1.0499999523162842, 1.0499999523162842, 1.0499999523162842, 1.0699999332427979,
      1.0999999046325684, 1.1099998950958252, 1.1599998474121094, 1.1599998474121094, 1.1699998378753662,
      1.2899998426437378, 1.339999794960022, 1.679999828338623, 1.7899998426437378, 1.8199998140335083,
      1.8499997854232788, 1.8799997568130493, 1.9099997282028198, 1.9399996995925903, 1.9899996519088745,
      2.0199997425079346, 2.0199997425079346, 2.0199997425079346, 2.0199997425079346, 2.0199997425079346,
      2.0199997425079346, 2.0299997329711914, 2.0299997329711914, 2.0299997329711914, 2.0299997329711914,
      2.0299997329711914, 2.0299997329711914, 2.0299997329711914, 2.0299997329711914, 2.0299997329711914,
      2.0799996852874756, 2.0899996757507324, 2.189999580383301, 2.2199995517730713, 2.5899994373321533,
      2.729999542236328, 2.749999523162842, 2.8399994373321533],
    "type": "longrope"}})"},
        {"gemma-7b", "google/gemma-7b", "huggingface.co/google/gemma-7b/blob/main/config.json",
         R"({"model_type": "gemma", "head_dim": 256, "hidden_size": 3072, "max_position_embeddings": 8192,
             "num_attention_heads": 16, "rope_theta": 10000.0})"},
        {"gpt-neox-20b", "EleutherAI/gpt-neox-20b", "huggingface.co/EleutherAI/gpt-neox-20b/blob/main/config.json",
         R"({"model_type": "gpt_neox", "hidden_size": 6144, "max_position_embeddings": 2048, "num_attention_heads": 64,
             "rotary_emb_base": 10000, "rotary_pct": 0.25})"},
        {"bloom-560m", "bigscience/bloom-560m", "huggingface.co/bigscience/bloom-560m/blob/main/config.json",
         R"({"model_type": "bloom", "n_embed": 1024, "n_head": 16, "n_layer": 24})"},
        {"bloom", "bigscience/bloom", "huggingface.co/bigscience/bloom/blob/main/config.json",
         R"({"model_type": "bloom", "n_embed": 14336, "n_head": 112, "n_layer": 70})"},
        {"mpt-7b", "mosaicml/mpt-7b", "huggingface.co/mosaicml/mpt-7b/blob/main/config.json",
         R"({"model_type": "mpt", "attn_config": {"alibi": true, "alibi_bias_max": 8}, "d_model": 4096,
             "max_seq_len": 2048, "n_heads": 32})"},
        {"t5-base", "google-t5/t5-base", "huggingface.co/google-t5/t5-base/blob/main/config.json",
         R"({"model_type": "t5", "d_kv": 64, "d_model": 768, "n_positions": 512, "num_heads": 12,
             "relative_attention_num_buckets": 32})"},
    };
    return models;
}

std::optional<ModelSpec> builtinModel(const std::string& name)
{
    const std::string wanted = lower(name);
    for (const BuiltinModel& m : builtinModels())
        if (lower(m.id) == wanted || lower(m.hubId) == wanted) {
            ModelSpec spec = readModelConfig(m.config, m.id);
            spec.name = m.hubId;
            spec.origin = m.source;
            return spec;
        }
    return std::nullopt;
}

} // namespace pe::core::models

#include "core/models/modelconfig.h"

#include "core/enumnames.h"
#include "core/io/json.h"
#include "core/io/loaderror.h"
#include "core/models/configreader.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace pe::core::models {

using detail::ConfigReader;
using detail::missing;
using detail::outOfRange;
using detail::shortNumber;

namespace {

constexpr long kMaxWidth = 1L << 20;     // hidden sizes, head dims
constexpr long kMaxHeads = 1024;         // AlibiParams::heads
constexpr long kMaxPositions = 1L << 40; // context lengths
constexpr long kMaxBuckets = 1024;       // T5Params::numBuckets

bool in(const std::string& type, std::initializer_list<const char*> types)
{
    return std::any_of(types.begin(), types.end(), [&](const char* t) { return type == t; });
}

/// The first of several spellings of one key that the config has.
std::optional<long> firstCount(const ConfigReader& c, std::initializer_list<const char*> keys, long maximum)
{
    for (const char* key : keys)
        if (auto v = c.count(key, maximum))
            return v;
    return std::nullopt;
}

long required(const ConfigReader& c, std::initializer_list<const char*> keys, long maximum)
{
    if (auto v = firstCount(c, keys, maximum))
        return *v;
    c.fail(*keys.begin(), missing(""), "missing (needed for the positions)");
}

void readLearned(const ConfigReader& c, const std::string& type, ModelSpec& spec)
{
    spec.scheme = PositionScheme::Learned;
    if (in(type, {"gpt2", "gpt_bigcode", "imagegpt"})) {
        spec.maxPositions = required(c, {"n_positions", "max_position_embeddings", "n_ctx"}, kMaxPositions);
        spec.hiddenSize = static_cast<int>(required(c, {"n_embd", "hidden_size"}, kMaxWidth));
        spec.heads = static_cast<int>(firstCount(c, {"n_head", "num_attention_heads"}, kMaxWidth).value_or(0));
        return;
    }
    spec.maxPositions = required(c, {"max_position_embeddings"}, kMaxPositions);
    spec.heads = static_cast<int>(
        firstCount(c, {"num_attention_heads", "n_heads", "encoder_attention_heads"}, kMaxWidth).value_or(0));
    if (in(type, {"electra", "albert"})) {
        // The position table is as wide as the embeddings, projected to hidden_size afterwards.
        spec.hiddenSize = static_cast<int>(required(c, {"embedding_size", "hidden_size"}, kMaxWidth));
    } else if (type == "distilbert") {
        spec.hiddenSize = static_cast<int>(required(c, {"dim", "hidden_size"}, kMaxWidth));
    } else {
        spec.hiddenSize = static_cast<int>(required(c, {"hidden_size", "d_model"}, kMaxWidth));
    }
    if (in(type, {"opt", "bart", "mbart"})) {
        // OPTLearnedPositionalEmbedding / BartLearnedPositionalEmbedding: max + 2 rows, position
        // p reads row p + 2.
        spec.rowOffset = 2;
        spec.notes.push_back("The table has 2 rows more than max_position_embeddings: position p is row p + 2 "
                             "(the offset of " +
                             type + "'s learned positional embedding).");
    } else if (in(type, {"roberta", "xlm-roberta", "camembert", "longformer"})) {
        // RoBERTa counts positions from padding_idx + 1; max_position_embeddings includes them.
        const long pad = c.count("pad_token_id", kMaxPositions).value_or(1);
        spec.rowOffset = pad + 1;
        spec.maxPositions = std::max(1L, spec.maxPositions - spec.rowOffset);
        spec.notes.push_back("Position p is row p + " + std::to_string(spec.rowOffset) +
                             " (RoBERTa counts from padding_idx + 1), so " + std::to_string(spec.maxPositions) +
                             " of the " + std::to_string(spec.maxPositions + spec.rowOffset) + " rows are positions.");
    }
}

/// MPT without ALiBi: learned_pos_emb, a max_seq_len x d_model table (transformer.wpe).
void readMptLearned(const ConfigReader& c, ModelSpec& spec)
{
    spec.scheme = PositionScheme::Learned;
    spec.maxPositions = required(c, {"max_seq_len"}, kMaxPositions);
    spec.hiddenSize = static_cast<int>(required(c, {"d_model"}, kMaxWidth));
    spec.heads = static_cast<int>(firstCount(c, {"n_heads"}, kMaxWidth).value_or(0));
}

/// rope_scaling (or rope_parameters) as transformers' modeling_rope_utils reads it.
void readRopeScaling(const ConfigReader& top, const ConfigReader& s, ModelSpec& spec)
{
    RopeParams& r = spec.rope;
    std::string kind = s.text("rope_type").value_or(s.text("type").value_or("default"));
    if (kind == "su" || (kind == "yarn" && spec.architecture == "phi3")) {
        spec.notes.push_back("rope_scaling type \"" + kind + "\" is read as longrope, as Phi3Config renames it.");
        kind = "longrope";
    }
    const long maxPositions = spec.maxPositions;
    auto factor = [&](bool needed) {
        const std::optional<double> f = s.positive("factor");
        if (!f && needed)
            s.fail("factor", missing(kind), "missing (rope_type " + kind + " needs it)");
        return f.value_or(1.0);
    };
    if (kind == "default" || kind == "none") {
        r.scaling = RopeScaling::None;
    } else if (kind == "linear") {
        r.scaling = RopeScaling::Pi;
        r.factor = factor(true);
    } else if (kind == "dynamic") {
        r.scaling = RopeScaling::Dynamic;
        r.factor = factor(true);
        r.originalLength = s.count("original_max_position_embeddings", kMaxPositions).value_or(maxPositions);
    } else if (kind == "yarn") {
        r.scaling = RopeScaling::Yarn;
        r.factor = factor(true);
        r.originalLength = s.count("original_max_position_embeddings", kMaxPositions).value_or(maxPositions);
        // `beta_fast or 32`: a 0 falls back to the default as in Python.
        if (auto b = s.number("beta_fast"); b && *b != 0.0)
            r.betaFast = *b;
        if (auto b = s.number("beta_slow"); b && *b != 0.0)
            r.betaSlow = *b;
        if (auto m = s.number("mscale"))
            r.mscale = *m;
        if (auto m = s.number("mscale_all_dim"))
            r.mscaleAllDim = *m;
        if (auto a = s.positive("attention_factor"))
            r.attentionFactor = *a;
        r.truncate = s.flag("truncate").value_or(true);
    } else if (kind == "llama3") {
        r.scaling = RopeScaling::Llama3;
        r.factor = factor(true);
        r.lowFreqFactor = s.positive("low_freq_factor").value_or(0.0);
        r.highFreqFactor = s.positive("high_freq_factor").value_or(0.0);
        if (!s.has("low_freq_factor") || !s.has("high_freq_factor"))
            s.fail(s.has("low_freq_factor") ? "high_freq_factor" : "low_freq_factor", missing("llama3"),
                   "missing (llama3 needs it)");
        if (!(r.highFreqFactor > r.lowFreqFactor))
            s.fail("high_freq_factor", outOfRange(r.highFreqFactor, r.lowFreqFactor, true, std::nan("")),
                   "must be greater than low_freq_factor");
        const std::optional<long> l0 = s.count("original_max_position_embeddings", kMaxPositions);
        if (!l0)
            s.fail("original_max_position_embeddings", missing("llama3"), "missing (llama3 needs it)");
        r.originalLength = *l0;
    } else if (kind == "longrope") {
        r.scaling = RopeScaling::LongRope;
        auto shortFactor = s.numbers("short_factor");
        auto longFactor = s.numbers("long_factor");
        if (!shortFactor || !longFactor)
            s.fail(shortFactor ? "long_factor" : "short_factor", missing("longrope"), "missing (longrope needs it)");
        r.shortFactor = std::move(*shortFactor);
        r.longFactor = std::move(*longFactor);
        const std::size_t pairs = static_cast<std::size_t>((r.rotaryDim > 0 ? r.rotaryDim : r.dim) / 2);
        for (const char* key : {"short_factor", "long_factor"}) {
            const auto& list = std::string(key) == "short_factor" ? r.shortFactor : r.longFactor;
            if (list.size() != pairs)
                s.fail(key, "has " + std::to_string(list.size()) + " factors; the " + std::to_string(pairs * 2) +
                                " rotary dimensions need " + std::to_string(pairs));
        }
        if (auto a = s.positive("attention_factor"))
            r.attentionFactor = *a;
        // Phi-3: the top-level original_max_position_embeddings is L0 and the factor is the
        // ratio of the two lengths (`_compute_longrope_parameters`).
        if (auto l0 = top.count("original_max_position_embeddings", kMaxPositions)) {
            r.originalLength = *l0;
            r.factor = static_cast<double>(maxPositions) / static_cast<double>(*l0);
        } else {
            r.originalLength = s.count("original_max_position_embeddings", kMaxPositions).value_or(maxPositions);
            r.factor = factor(false);
        }
    } else {
        Problem unknown = io::problemOf(ProblemCode::ConfigKeyInvalid);
        unknown.text = kind;
        s.fail(s.has("rope_type") ? "rope_type" : "type", unknown,
               "'" + kind +
                   "' is not a RoPE scaling pe-explorer knows (default, linear, dynamic, yarn, llama3, "
                   "longrope)");
    }
}

void readRope(const ConfigReader& c, const std::string& type, ModelSpec& spec)
{
    spec.scheme = PositionScheme::Rope;
    RopeParams& r = spec.rope;
    // Newer transformers keep rope_theta and the scaling keys together in rope_parameters.
    const std::optional<ConfigReader> parameters = c.object("rope_parameters");
    spec.hiddenSize = static_cast<int>(required(c, {"hidden_size", "n_embd", "d_model"}, kMaxWidth));
    spec.heads = static_cast<int>(required(c, {"num_attention_heads", "n_head", "n_heads"}, kMaxWidth));
    spec.maxPositions =
        firstCount(c, {"max_position_embeddings", "n_positions", "max_seq_len", "seq_length"}, kMaxPositions)
            .value_or(2048);
    if (!c.has("max_position_embeddings") && !c.has("n_positions"))
        spec.notes.push_back("No max_position_embeddings: 2048 assumed.");

    std::optional<double> theta = parameters ? parameters->positive("rope_theta") : std::nullopt;
    if (!theta)
        theta = c.positive("rope_theta");
    if (!theta)
        theta = c.positive("rotary_emb_base");
    if (theta && !(*theta > 1.0))
        c.fail("rope_theta", outOfRange(*theta, 1, true, std::nan("")), shortNumber(*theta) + " is not greater than 1");
    if (!theta)
        spec.notes.push_back("No rope_theta: base 10000, the default of transformers.");
    r.base = theta.value_or(10000.0);

    long headDim = spec.hiddenSize / spec.heads;
    if (auto given = c.count("head_dim", kMaxWidth)) {
        if (*given != headDim)
            spec.notes.push_back("head_dim " + std::to_string(*given) +
                                 " is given (hidden_size / num_attention_heads "
                                 "would be " +
                                 std::to_string(headDim) + ").");
        headDim = *given;
    } else if (spec.hiddenSize % spec.heads != 0) {
        c.fail("num_attention_heads", "does not divide hidden_size " + std::to_string(spec.hiddenSize));
    }
    r.dim = static_cast<int>(headDim);
    // int(head_dim * partial_rotary_factor), as transformers truncates it.
    std::optional<double> fraction = parameters ? parameters->positive("partial_rotary_factor") : std::nullopt;
    const char* fractionKey = "partial_rotary_factor";
    if (!fraction)
        fraction = c.positive("partial_rotary_factor");
    if (!fraction && c.has("rotary_pct")) {
        fraction = c.positive("rotary_pct");
        fractionKey = "rotary_pct";
    }
    long rotary = headDim;
    if (auto dims = c.count("rotary_dim", kMaxWidth)) {
        rotary = *dims;
        fractionKey = "rotary_dim";
    } else if (fraction) {
        if (*fraction > 1.0)
            c.fail(fractionKey, outOfRange(*fraction, std::nan(""), false, 1),
                   shortNumber(*fraction) + " is more than 1");
        rotary = static_cast<long>(static_cast<double>(headDim) * *fraction);
    }
    if (rotary > headDim)
        c.fail(fractionKey, std::to_string(rotary) + " rotary dimensions exceed head_dim " + std::to_string(headDim));
    if (rotary < 2 || rotary % 2 != 0)
        c.fail(fractionKey, "gives " + std::to_string(rotary) +
                                " rotary dimensions; RoPE turns pairs, so it needs an "
                                "even number, at least 2");
    if (rotary != headDim) {
        r.rotaryDim = static_cast<int>(rotary);
        spec.notes.push_back("Only the first " + std::to_string(rotary) + " of the " + std::to_string(headDim) +
                             " dimensions of a head turn (" + fractionKey + ").");
    }
    r.maxPositions = spec.maxPositions;
    r.originalLength = std::min<long>(spec.maxPositions, 1L << 20);
    if (auto scaling = c.object("rope_scaling"))
        readRopeScaling(c, *scaling, spec);
    else if (parameters && (parameters->has("rope_type") || parameters->has("type")))
        readRopeScaling(c, *parameters, spec);
    (void)type;
}

void readAlibi(const ConfigReader& c, const std::string& type, ModelSpec& spec)
{
    spec.scheme = PositionScheme::Alibi;
    if (type == "mpt") {
        spec.hiddenSize = static_cast<int>(firstCount(c, {"d_model", "hidden_size"}, kMaxWidth).value_or(0));
        spec.heads = static_cast<int>(required(c, {"n_heads", "num_attention_heads"}, kMaxHeads));
        spec.maxPositions = firstCount(c, {"max_seq_len"}, kMaxPositions).value_or(2048);
        const auto attn = c.object("attn_config");
        spec.alibiBiasMax = attn ? attn->positive("alibi_bias_max").value_or(8.0) : 8.0;
        if (spec.alibiBiasMax != 8.0 || (spec.heads & (spec.heads - 1)) != 0)
            spec.notes.push_back("MPT's gen_slopes uses alibi_bias_max " + shortNumber(spec.alibiBiasMax) +
                                 " and rounds the heads up to a power of two; the slopes shown are those of the ALiBi "
                                 "paper for " +
                                 std::to_string(spec.heads) + " heads.");
    } else {
        spec.hiddenSize = static_cast<int>(firstCount(c, {"hidden_size", "n_embed", "n_embd"}, kMaxWidth).value_or(0));
        spec.heads = static_cast<int>(required(c, {"n_head", "num_attention_heads"}, kMaxHeads));
        spec.maxPositions = firstCount(c, {"seq_length", "max_position_embeddings"}, kMaxPositions).value_or(2048);
    }
    spec.alibi.heads = spec.heads;
    // BLOOM, MPT and Falcon are decoders: keys after the query are masked.
    spec.alibi.causal = true;
}

void readT5(const ConfigReader& c, ModelSpec& spec)
{
    spec.scheme = PositionScheme::T5;
    spec.hiddenSize = static_cast<int>(required(c, {"d_model", "hidden_size"}, kMaxWidth));
    spec.heads = static_cast<int>(firstCount(c, {"num_heads", "num_attention_heads"}, kMaxWidth).value_or(0));
    spec.t5.numBuckets = static_cast<int>(c.count("relative_attention_num_buckets", kMaxBuckets).value_or(32));
    spec.t5.maxDistance = c.count("relative_attention_max_distance", 1L << 20).value_or(128);
    if (!c.has("relative_attention_max_distance"))
        spec.notes.push_back("No relative_attention_max_distance: 128, the default of T5Config.");
    spec.t5.bidirectional = !c.flag("is_decoder").value_or(false);
    spec.notes.push_back(spec.t5.bidirectional
                             ? "The encoder's buckets (both directions); the decoder's self-attention uses "
                               "one-way buckets."
                             : "The decoder's buckets (one direction).");
    const int half = spec.t5.bidirectional ? spec.t5.numBuckets / 2 : spec.t5.numBuckets;
    if (spec.t5.bidirectional && spec.t5.numBuckets < 4)
        c.fail("relative_attention_num_buckets", "the encoder needs at least 4 (half in each direction)");
    if (spec.t5.maxDistance <= half / 2)
        c.fail("relative_attention_max_distance",
               "must be greater than " + std::to_string(half / 2) + " (the exact buckets)");
    spec.maxPositions = firstCount(c, {"n_positions", "max_position_embeddings"}, kMaxPositions).value_or(512);
}

bool isRopeType(const std::string& type)
{
    static const std::set<std::string> types = {
        "llama",     "llama4_text", "mistral",   "mixtral",    "qwen2",  "qwen2_moe",   "qwen3",       "qwen3_moe",
        "phi",       "phi3",        "phimoe",    "gemma",      "gemma2", "gemma3_text", "gpt_neox",    "gptj",
        "codegen",   "falcon",      "stablelm",  "starcoder2", "olmo",   "olmo2",       "cohere",      "internlm2",
        "persimmon", "granite",     "nemotron",  "exaone",     "glm",    "deepseek_v2", "deepseek_v3", "baichuan",
        "yi",        "mistral3",    "ministral", "smollm3",    "helium", "gpt_oss",     "dbrx",        "arcee"};
    return types.count(type) > 0;
}

} // namespace

// The names of PositionScheme in model summaries and CSV files.
constexpr EnumName<PositionScheme> kPositionSchemes[] = {{PositionScheme::Sinusoidal, "sinusoidal"},
                                                         {PositionScheme::Learned, "learned"},
                                                         {PositionScheme::Rope, "rope"},
                                                         {PositionScheme::Alibi, "alibi"},
                                                         {PositionScheme::T5, "t5"}};

std::string schemeName(PositionScheme scheme)
{
    return nameIn(kPositionSchemes, scheme, "sinusoidal");
}

ModelSpec readModelConfig(std::string_view jsonText, const std::string& source)
{
    io::JsonValue root;
    try {
        root = io::parseJson(jsonText);
    } catch (const io::JsonError& e) {
        throw io::LoadError(source, io::jsonProblem(e, jsonText));
    }
    if (root.kind != io::JsonValue::Kind::Object)
        throw io::LoadError(source, io::problemOf(ProblemCode::MalformedHeader, "a config.json holds one object"));
    const ConfigReader c(root, source);
    ModelSpec spec;
    spec.origin = source;
    spec.name = c.text("_name_or_path").value_or("");
    if (spec.name.empty())
        spec.name = source;
    const std::optional<std::string> modelType = c.text("model_type");
    if (!modelType)
        c.fail("model_type", missing(""), "missing: pe-explorer reads the positions by the model's type");
    const std::string& type = *modelType;
    spec.architecture = type;

    if (in(type, {"gpt2", "gpt_bigcode", "imagegpt", "gpt_neo", "bert", "roberta", "xlm-roberta", "camembert",
                  "longformer", "electra", "albert", "distilbert", "opt", "bart", "mbart", "biogpt", "layoutlm"})) {
        readLearned(c, type, spec);
    } else if (in(type, {"marian", "pegasus", "fsmt", "speech_to_text"})) {
        spec.scheme = PositionScheme::Sinusoidal;
        spec.hiddenSize = static_cast<int>(required(c, {"d_model", "hidden_size"}, kMaxWidth));
        spec.maxPositions = required(c, {"max_position_embeddings", "max_source_positions"}, kMaxPositions);
        spec.heads = static_cast<int>(firstCount(c, {"encoder_attention_heads"}, kMaxWidth).value_or(0));
    } else if (in(type, {"t5", "mt5", "umt5", "longt5", "switch_transformers"})) {
        readT5(c, spec);
    } else if (type == "bloom") {
        readAlibi(c, type, spec);
    } else if (type == "mpt") {
        const auto attn = c.object("attn_config");
        if (attn && attn->flag("alibi").value_or(false))
            readAlibi(c, type, spec);
        else
            readMptLearned(c, spec);
    } else if ((type == "falcon" || type == "RefinedWeb" || type == "RefinedWebModel") &&
               c.flag("alibi").value_or(false)) {
        readAlibi(c, type, spec);
    } else if (isRopeType(type) || type == "RefinedWeb" || type == "RefinedWebModel" || c.has("rope_theta") ||
               c.has("rope_scaling") || c.has("rope_parameters") || c.has("rotary_pct") || c.has("rotary_dim") ||
               c.has("partial_rotary_factor")) {
        readRope(c, type, spec);
    } else {
        Problem unknown = io::problemOf(ProblemCode::UnknownModelType);
        unknown.text = type;
        c.fail("model_type", unknown,
               "'" + type +
                   "' is not a model type whose positions pe-explorer knows (nor does the config "
                   "name rope_theta or rope_scaling)");
    }
    if (spec.scheme == PositionScheme::Learned)
        spec.notes.push_back("The table is read as stored and shown in float32.");
    return spec;
}

} // namespace pe::core::models

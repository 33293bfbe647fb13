// Internal: part of core/models/modelconfig.h (no header of its own).
#include "core/io/loaderror.h"
#include "core/models/configreader.h"
#include "core/models/modelconfig.h"

#include <algorithm>
#include <cmath>

namespace pe::core::models {

namespace {

class Metadata {
public:
    Metadata(const io::GgufHeader& header, std::string source)
        : m_header(header)
        , m_source(std::move(source))
    {
    }

    const io::GgufValue* get(const std::string& key) const
    {
        const auto it = m_header.metadata.find(key);
        return it == m_header.metadata.end() ? nullptr : &it->second;
    }

    [[noreturn]] void fail(const std::string& key, Problem problem, const std::string& english) const
    {
        problem.name = key;
        problem.wording = key + ": " + english;
        throw io::LoadError(m_source, problem);
    }
    [[noreturn]] void fail(const std::string& key, const std::string& english) const
    {
        fail(key, io::problemOf(ProblemCode::ConfigKeyInvalid), english);
    }

    std::optional<double> number(const std::string& key) const
    {
        const io::GgufValue* v = get(key);
        if (!v)
            return std::nullopt;
        // Per-layer arrays (head counts of OpenELM, ...): the first layer's.
        if (v->kind == io::GgufValue::Kind::Array && !v->items.empty())
            v = &v->items.front();
        if (!v->isNumber() || !std::isfinite(v->number()))
            fail(key, detail::wrongType("number"), "expected a number");
        return v->number();
    }

    std::optional<long> count(const std::string& key, long maximum) const
    {
        const std::optional<double> n = number(key);
        if (!n)
            return std::nullopt;
        if (*n != std::floor(*n) || *n < 1.0 || *n > static_cast<double>(maximum))
            fail(key, detail::outOfRange(*n, 1, false, static_cast<double>(maximum)),
                 detail::shortNumber(*n) + " is not a whole number from 1 to " + std::to_string(maximum));
        return static_cast<long>(*n);
    }

    std::optional<std::string> text(const std::string& key) const
    {
        const io::GgufValue* v = get(key);
        if (!v)
            return std::nullopt;
        if (v->kind != io::GgufValue::Kind::String)
            fail(key, detail::wrongType("string"), "expected a string");
        return v->s;
    }

    bool hasTensor(const std::string& name) const
    {
        return std::any_of(m_header.tensors.begin(), m_header.tensors.end(),
                           [&](const io::GgufTensor& t) { return t.name == name; });
    }

private:
    const io::GgufHeader& m_header;
    std::string m_source;
};

} // namespace

ModelSpec modelFromGguf(const io::GgufHeader& header, const std::string& source)
{
    const Metadata m(header, source);
    ModelSpec spec;
    spec.origin = source;
    const std::optional<std::string> arch = m.text("general.architecture");
    if (!arch || arch->empty())
        m.fail("general.architecture", detail::missing(""), "missing: the keys of the model are named after it");
    spec.architecture = *arch;
    spec.name = m.text("general.name").value_or(source);
    const std::string& a = *arch;
    spec.hiddenSize = static_cast<int>(m.count(a + ".embedding_length", 1L << 20).value_or(0));
    spec.heads = static_cast<int>(m.count(a + ".attention.head_count", 1L << 20).value_or(0));
    spec.maxPositions = m.count(a + ".context_length", 1L << 40).value_or(0);

    if (m.hasTensor("position_embd.weight")) {
        spec.scheme = PositionScheme::Learned;
        spec.tensor = "position_embd.weight";
        spec.notes.push_back("The table is the tensor position_embd.weight.");
        return spec;
    }
    if (a == "t5" || a == "t5encoder") {
        spec.scheme = PositionScheme::T5;
        spec.t5.numBuckets = static_cast<int>(m.count(a + ".attention.relative_buckets_count", 1024).value_or(32));
        spec.t5.bidirectional = true;
        spec.t5.maxDistance = 128;
        spec.notes.push_back("GGUF stores no maximum distance: 128, as llama.cpp uses.");
        return spec;
    }
    if (a == "bloom" || a == "mpt" || m.get(a + ".attention.max_alibi_bias")) {
        spec.scheme = PositionScheme::Alibi;
        if (spec.heads < 1 || spec.heads > 1024)
            m.fail(a + ".attention.head_count", "missing or above 1024 (ALiBi has one slope per head)");
        spec.alibi.heads = spec.heads;
        spec.alibi.causal = true;
        spec.alibiBiasMax = m.number(a + ".attention.max_alibi_bias").value_or(8.0);
        return spec;
    }

    spec.scheme = PositionScheme::Rope;
    RopeParams& r = spec.rope;
    if (!m.get(a + ".rope.freq_base"))
        spec.notes.push_back("No " + a + ".rope.freq_base: base 10000, llama.cpp's default.");
    r.base = m.number(a + ".rope.freq_base").value_or(10000.0);
    if (!(r.base > 1.0))
        m.fail(a + ".rope.freq_base", detail::outOfRange(r.base, 1, true, std::nan("")),
               detail::shortNumber(r.base) + " is not greater than 1");
    long headDim = 0;
    if (auto k = m.count(a + ".attention.key_length", 1L << 20))
        headDim = *k;
    else if (spec.heads > 0 && spec.hiddenSize > 0)
        headDim = spec.hiddenSize / spec.heads;
    const std::optional<long> rotary = m.count(a + ".rope.dimension_count", 1L << 20);
    if (headDim == 0 && rotary)
        headDim = *rotary;
    if (headDim < 2)
        m.fail(a + ".attention.head_count", detail::missing(""), "missing: the head dimension cannot be worked out");
    r.dim = static_cast<int>(headDim);
    if (rotary && *rotary != headDim) {
        if (*rotary > headDim || *rotary % 2 != 0)
            m.fail(a + ".rope.dimension_count", std::to_string(*rotary) + " does not fit a head of " +
                                                    std::to_string(headDim) + " (an even number up to it)");
        r.rotaryDim = static_cast<int>(*rotary);
        spec.notes.push_back("Only the first " + std::to_string(*rotary) + " of the " + std::to_string(headDim) +
                             " dimensions of a head turn (rope.dimension_count).");
    }
    if (spec.maxPositions == 0)
        spec.maxPositions = 2048;
    r.maxPositions = spec.maxPositions;
    r.originalLength = std::min<long>(spec.maxPositions, 1L << 20);
    const std::string type = m.text(a + ".rope.scaling.type").value_or("none");
    const double factor = m.number(a + ".rope.scaling.factor").value_or(1.0);
    const long original = m.count(a + ".rope.scaling.original_context_length", 1L << 40).value_or(r.originalLength);
    if (type == "linear") {
        r.scaling = RopeScaling::Pi;
        r.factor = factor;
    } else if (type == "yarn") {
        r.scaling = RopeScaling::Yarn;
        r.factor = factor;
        r.originalLength = original;
        if (auto b = m.number(a + ".rope.scaling.yarn_beta_fast"))
            r.betaFast = *b;
        if (auto b = m.number(a + ".rope.scaling.yarn_beta_slow"))
            r.betaSlow = *b;
        if (auto f = m.number(a + ".rope.scaling.attn_factor"))
            r.attentionFactor = *f;
    } else if (m.hasTensor("rope_factors_long.weight") && m.hasTensor("rope_factors_short.weight")) {
        // Phi-3's LongRoPE: the factors are tensors, filled in by openModel.
        r.scaling = RopeScaling::LongRope;
        r.originalLength = original;
        r.factor = static_cast<double>(spec.maxPositions) / static_cast<double>(original);
        if (auto f = m.number(a + ".rope.scaling.attn_factor"))
            r.attentionFactor = *f;
    } else if (type != "none") {
        m.fail(a + ".rope.scaling.type", "'" + type + "' is not a scaling pe-explorer knows (none, linear, yarn)");
    }
    if (r.scaling != RopeScaling::None && !(r.factor >= 1.0))
        m.fail(a + ".rope.scaling.factor", detail::outOfRange(r.factor, 1, false, std::nan("")),
               detail::shortNumber(r.factor) + " is below 1");
    return spec;
}

} // namespace pe::core::models

#!/usr/bin/env python3
"""Reference values for test_rope_scaling.cpp: every rope_type of Hugging Face transformers.

A line-by-line port of src/transformers/modeling_rope_utils.py, the `rope_parameters` version
(transformers 5; read at zucchini-nlp/transformers@26892c16b782513fdf938920653228ef63a19d7d, a fork
following main, since the upstream snapshot was too large to fetch; upstream
huggingface/transformers@ef46806472a64b0013ed413781e3afed82bfa047 (4.4x) was read for the
differences noted in the comments), run on the published config.json of real models.

numpy float64 stands in for torch. Hugging Face works on float32 tensors where noted ("f32"
comments); the issue asks for the formulas in double, so the values written are float64, and the
largest relative difference of the float32 computation is printed for each config (a few 1e-7:
what the model itself sees). Run with a python3 that has numpy:

    python3 tests/core/encodings/rope_scaling_reference.py > tests/core/encodings/rope_scaling_data.h
    clang-format -i tests/core/encodings/rope_scaling_data.h

The C++ code is never consulted.
"""

import math
import sys

import numpy as np


class Config:
    """The attributes of a PreTrainedConfig that modeling_rope_utils reads."""

    def __init__(self, **kw):
        self.__dict__.update(kw)


def standardize_rope_params(config):
    # RotaryEmbeddingConfigMixin.standardize_rope_params, case 1 (one global dict): rope_theta and
    # partial_rotary_factor move into rope_parameters; llama3, yarn and longrope get
    # original_max_position_embeddings, the config's own attribute first (Phi-3 keeps it there).
    rope_parameters = dict(getattr(config, "rope_parameters", None) or {})
    rope_parameters.setdefault("rope_type", rope_parameters.get("type", "default"))
    rope_parameters.setdefault("rope_theta", getattr(config, "rope_theta", None))
    partial_rotary_factor = getattr(config, "partial_rotary_factor", None)
    if partial_rotary_factor is not None:
        rope_parameters["partial_rotary_factor"] = partial_rotary_factor
    if rope_parameters["rope_type"] in ["llama3", "yarn", "longrope"]:
        if hasattr(config, "original_max_position_embeddings"):
            rope_parameters["original_max_position_embeddings"] = config.original_max_position_embeddings
        else:
            rope_parameters.setdefault("original_max_position_embeddings", config.max_position_embeddings)
    config.rope_parameters = rope_parameters


def rotary_dim(config):
    # every _compute_*: partial_rotary_factor = rope_parameters_dict.get("partial_rotary_factor", 1.0);
    # head_dim = getattr(config, "head_dim", hidden_size // num_attention_heads); dim = int(head_dim * prf)
    rp = config.rope_parameters
    partial_rotary_factor = rp.get("partial_rotary_factor", 1.0)
    head_dim = getattr(config, "head_dim", None) or config.hidden_size // config.num_attention_heads
    return int(head_dim * partial_rotary_factor)


def arange_shape(dim, dt):
    # torch.arange(0, dim, 2, dtype=torch.int64).to(dtype=torch.float) / dim   (f32)
    return np.arange(0, dim, 2, dtype=np.int64).astype(dt) / dt(dim)


def compute_default(config, seq_len=None, dt=np.float64):
    # _compute_default_rope_parameters (4.4x; transformers 5 has no "default" entry but every
    # rotary class computes the same): inv_freq = 1.0 / (base ** (arange(0, dim, 2) / dim))
    base = config.rope_parameters["rope_theta"]
    dim = rotary_dim(config)
    inv_freq = dt(1.0) / (dt(base) ** arange_shape(dim, dt))
    return inv_freq, 1.0


def compute_linear(config, seq_len=None, dt=np.float64):
    # _compute_linear_scaling_rope_parameters: inv_freq /= factor
    factor = config.rope_parameters["factor"]
    inv_freq, attention_factor = compute_default(config, seq_len, dt)
    inv_freq = inv_freq / dt(factor)
    return inv_freq, attention_factor


def dynamic_base(config, seq_len, dt=np.float64):
    # _compute_dynamic_ntk_parameters. At initialisation seq_len is None (a Python float result);
    # in the forward pass (dynamic_rope_update) it is torch.max(position_ids) + 1, an int64
    # tensor, so factor * seq_len / max_position_embeddings and the power are float32 tensors (f32).
    rp = config.rope_parameters
    base = rp["rope_theta"]
    dim = rotary_dim(config)
    factor = rp["factor"]
    if seq_len is None:
        seq_len = config.max_position_embeddings
    else:
        seq_len = max(seq_len, config.max_position_embeddings)
    if dt is np.float32:
        s = np.float32(seq_len)
        return np.float32(base) * ((np.float32(factor) * s / np.float32(config.max_position_embeddings))
                                   - np.float32(factor - 1)) ** np.float32(dim / (dim - 2))
    return base * ((factor * seq_len / config.max_position_embeddings) - (factor - 1)) ** (dim / (dim - 2))


def compute_dynamic(config, seq_len=None, dt=np.float64):
    dim = rotary_dim(config)
    base = dynamic_base(config, seq_len, dt)
    inv_freq = dt(1.0) / (dt(base) ** arange_shape(dim, dt))
    return inv_freq, 1.0


def get_mscale(scale, mscale=1):
    # _compute_yarn_parameters.get_mscale
    if scale <= 1:
        return 1.0
    return 0.1 * mscale * math.log(scale) + 1.0


def find_correction_dim(num_rotations, dim, base, max_position_embeddings):
    return (dim * math.log(max_position_embeddings / (num_rotations * 2 * math.pi))) / (2 * math.log(base))


def find_correction_range(low_rot, high_rot, dim, base, max_position_embeddings, truncate):
    low = find_correction_dim(low_rot, dim, base, max_position_embeddings)
    high = find_correction_dim(high_rot, dim, base, max_position_embeddings)
    if truncate:
        low = math.floor(low)
        high = math.ceil(high)
    return max(low, 0), min(high, dim - 1)


def linear_ramp_factor(min, max, dim, dt):
    if min == max:
        max += 0.001  # Prevent singularity
    # torch.arange(dim, dtype=torch.float32) (f32)
    linear_func = (np.arange(dim, dtype=dt) - dt(min)) / dt(max - min)
    return np.clip(linear_func, dt(0), dt(1))


def compute_yarn(config, seq_len=None, dt=np.float64):
    # _compute_yarn_parameters. 4.4x used max_position_embeddings in find_correction_range and
    # (4.5x) replaced factor by max_position_embeddings / original_max_position_embeddings when the
    # latter was in rope_scaling; transformers 5 uses the factor given and original_max_position_embeddings.
    rp = config.rope_parameters
    base = rp["rope_theta"]
    dim = rotary_dim(config)
    factor = rp["factor"]
    attention_factor = rp.get("attention_factor")
    mscale = rp.get("mscale")
    mscale_all_dim = rp.get("mscale_all_dim")
    original_max_position_embeddings = rp["original_max_position_embeddings"]
    if factor is None:
        factor = config.max_position_embeddings / original_max_position_embeddings
    if attention_factor is None:
        if mscale and mscale_all_dim:
            attention_factor = float(get_mscale(factor, mscale) / get_mscale(factor, mscale_all_dim))
        else:
            attention_factor = get_mscale(factor)
    beta_fast = rp.get("beta_fast") or 32
    beta_slow = rp.get("beta_slow") or 1
    pos_freqs = dt(base) ** (np.arange(0, dim, 2).astype(dt) / dt(dim))  # (f32)
    inv_freq_extrapolation = dt(1.0) / pos_freqs
    inv_freq_interpolation = dt(1.0) / (dt(factor) * pos_freqs)
    truncate = rp.get("truncate", True)
    low, high = find_correction_range(beta_fast, beta_slow, dim, base, original_max_position_embeddings, truncate)
    inv_freq_extrapolation_factor = dt(1) - linear_ramp_factor(low, high, dim // 2, dt)
    inv_freq = (inv_freq_interpolation * (dt(1) - inv_freq_extrapolation_factor)
                + inv_freq_extrapolation * inv_freq_extrapolation_factor)
    return inv_freq, attention_factor


def compute_longrope(config, seq_len=None, dt=np.float64):
    # _compute_longrope_parameters. 4.4x took factor = max / original whenever the config had
    # original_max_position_embeddings; transformers 5 only when rope_parameters has no factor
    # (Phi-3's configs have none, so both give 32 here).
    rp = config.rope_parameters
    base = rp["rope_theta"]
    dim = rotary_dim(config)
    long_factor = rp["long_factor"]
    short_factor = rp["short_factor"]
    factor = rp.get("factor")
    attention_factor = rp.get("attention_factor")
    original_max_position_embeddings = rp["original_max_position_embeddings"]
    if factor is None:
        factor = config.max_position_embeddings / original_max_position_embeddings
    if attention_factor is None:
        if factor <= 1.0:
            attention_factor = 1.0
        else:
            attention_factor = math.sqrt(1 + math.log(factor) / math.log(original_max_position_embeddings))
    # torch.tensor(long_factor, dtype=torch.float32) (f32: the factors themselves are rounded to float)
    if seq_len and seq_len > original_max_position_embeddings:
        ext_factors = np.array(long_factor, dtype=dt)
    else:
        ext_factors = np.array(short_factor, dtype=dt)
    inv_freq_shape = np.arange(0, dim, 2, dtype=np.int64).astype(dt) / dt(dim)
    inv_freq = dt(1.0) / (ext_factors * dt(base) ** inv_freq_shape)
    return inv_freq, attention_factor


def compute_llama3(config, seq_len=None, dt=np.float64):
    # _compute_llama3_parameters (2 * math.pi / inv_freq and the comparisons on float32 tensors (f32))
    rp = config.rope_parameters
    base = rp["rope_theta"]
    dim = rotary_dim(config)
    attention_factor = 1.0
    inv_freq = dt(1.0) / (dt(base) ** arange_shape(dim, dt))
    factor = rp["factor"]
    low_freq_factor = rp["low_freq_factor"]
    high_freq_factor = rp["high_freq_factor"]
    old_context_len = rp["original_max_position_embeddings"]
    low_freq_wavelen = old_context_len / low_freq_factor
    high_freq_wavelen = old_context_len / high_freq_factor
    wavelen = dt(2 * math.pi) / inv_freq
    inv_freq_llama = np.where(wavelen > dt(low_freq_wavelen), inv_freq / dt(factor), inv_freq)
    smooth_factor = (dt(old_context_len) / wavelen - dt(low_freq_factor)) / dt(high_freq_factor - low_freq_factor)
    smoothed_inv_freq = (dt(1) - smooth_factor) * inv_freq_llama / dt(factor) + smooth_factor * inv_freq_llama
    is_medium_freq = ~(wavelen < dt(high_freq_wavelen)) * ~(wavelen > dt(low_freq_wavelen))
    inv_freq_llama = np.where(is_medium_freq, smoothed_inv_freq, inv_freq_llama)
    return inv_freq_llama, attention_factor


ROPE_INIT_FUNCTIONS = {
    "default": compute_default,
    "linear": compute_linear,
    "dynamic": compute_dynamic,
    "yarn": compute_yarn,
    "longrope": compute_longrope,
    "llama3": compute_llama3,
}


def rope(config, seq_len=None, dt=np.float64):
    standardize_rope_params(config)
    return ROPE_INIT_FUNCTIONS[config.rope_parameters["rope_type"]](config, seq_len, dt)


def rotate_half(x):
    x1 = x[..., : x.shape[-1] // 2]
    x2 = x[..., x.shape[-1] // 2:]
    return np.concatenate((-x2, x1), axis=-1)


def hf_partial_score(inv_freq, q, k, query_pos, key_pos):
    # GPTNeoXAttention / apply_rotary_pos_emb with partial rotary (models/gpt_neox/modeling_gpt_neox.py):
    # q_rot = q[..., :rotary_ndims], q_pass = q[..., rotary_ndims:]; q_embed = cat(q_rot * cos +
    # rotate_half(q_rot) * sin, q_pass); likewise k; the logit is q_embed . k_embed.
    r = 2 * len(inv_freq)

    def embed(x, pos):
        freqs = pos * inv_freq
        emb = np.concatenate((freqs, freqs))
        rot = x[:r]
        return np.concatenate((rot * np.cos(emb) + rotate_half(rot) * np.sin(emb), x[r:]))

    return float(np.dot(embed(q, query_pos), embed(k, key_pos)))


def interleaved_to_half(x, r):
    # Our pair (2i, 2i+1) is rotate_half's (i, i + r/2); components past r stay where they are.
    return np.concatenate((x[0:r:2], x[1:r:2], x[r:]))


# ---- Published configurations (config.json on the Hugging Face Hub)

# microsoft/Phi-3-mini-128k-instruct (and Phi-3.5-mini-instruct): rope_scaling after the July 2024 update.
PHI3_LONG = [1.0800000429153442, 1.1100000143051147, 1.1399999856948853, 1.340000033378601, 1.5899999141693115,
             1.600000023841858, 1.6200000047683716, 2.620000123977661, 3.2300000190734863, 3.2300000190734863,
             4.789999961853027, 7.400000095367432, 7.700000286102295, 9.09000015258789, 12.199999809265137,
             17.670000076293945, 24.46000099182129, 28.57000160217285, 30.420001983642578, 30.840002059936523,
             32.590003967285156, 32.93000411987305, 42.320003509521484, 44.96000289916992, 50.340003967285156,
             50.45000457763672, 57.55000305175781, 57.93000411987305, 58.21000289916992, 60.1400032043457,
             62.61000442504883, 62.62000274658203, 62.71000289916992, 63.1400032043457, 63.1400032043457,
             63.77000427246094, 63.93000411987305, 63.96000289916992, 63.970001220703125, 64.02999877929688,
             64.06999969482422, 64.08000183105469, 64.12000274658203, 64.41000366210938, 64.4800033569336,
             64.51000213623047, 64.52999877929688, 64.83999633789062]
PHI3_SHORT = [1.0, 1.0199999809265137, 1.0299999713897705, 1.0299999713897705, 1.0499999523162842,
              1.0499999523162842, 1.0499999523162842, 1.0499999523162842, 1.0499999523162842, 1.0699999332427979,
              1.0999999046325684, 1.1099998950958252, 1.1599998474121094, 1.1599998474121094, 1.1699998378753662,
              1.2899998426437378, 1.339999794960022, 1.679999828338623, 1.7899998426437378, 1.8199998140335083,
              1.8499997854232788, 1.8799997568130493, 1.9099997282028198, 1.9399996995925903, 1.9899996519088745,
              2.0199997425079346, 2.0199997425079346, 2.0199997425079346, 2.0199997425079346, 2.0199997425079346,
              2.0199997425079346, 2.0299997329711914, 2.0299997329711914, 2.0299997329711914, 2.0299997329711914,
              2.0299997329711914, 2.0299997329711914, 2.0299997329711914, 2.0299997329711914, 2.0299997329711914,
              2.0799996852874756, 2.0899996757507324, 2.189999580383301, 2.2199995517730713, 2.5899994373321533,
              2.729999542236328, 2.749999523162842, 2.8399994373321533]


def configs():
    """(tag, comment, config factory, seq_len) for every case the C++ test checks."""
    return [
        ("llama31", "meta-llama/Llama-3.1-8B: head_dim 4096 / 32 = 128, theta 500000, llama3 s = 8, "
                    "low 1, high 4, original 8192",
         lambda: Config(hidden_size=4096, num_attention_heads=32, rope_theta=500000.0, max_position_embeddings=131072,
                        rope_parameters={"factor": 8.0, "low_freq_factor": 1.0, "high_freq_factor": 4.0,
                                         "original_max_position_embeddings": 8192, "rope_type": "llama3"}), None),
        ("qwenYarn", "Qwen/Qwen2.5-7B-Instruct with its documented YaRN: head 3584 / 28 = 128, theta 1e6, "
                     "yarn s = 4 from 32768",
         lambda: Config(hidden_size=3584, num_attention_heads=28, rope_theta=1000000.0, max_position_embeddings=32768,
                        rope_parameters={"factor": 4.0, "original_max_position_embeddings": 32768, "type": "yarn"}),
         None),
        ("deepseekV3", "deepseek-ai/DeepSeek-V3: rope head dim 64, theta 10000, yarn s = 40 from 4096, "
                       "beta 32 / 1, mscale = mscale_all_dim = 1",
         lambda: Config(hidden_size=7168, num_attention_heads=128, head_dim=64, rope_theta=10000.0,
                        max_position_embeddings=163840,
                        rope_parameters={"beta_fast": 32, "beta_slow": 1, "factor": 40, "mscale": 1.0,
                                         "mscale_all_dim": 1.0, "original_max_position_embeddings": 4096,
                                         "type": "yarn"}), None),
        ("deepseekMscale", "DeepSeek-V3 with mscale 1 and mscale_all_dim 0.707 (synthetic: the ratio of the two "
                           "get_mscale)",
         lambda: Config(hidden_size=7168, num_attention_heads=128, head_dim=64, rope_theta=10000.0,
                        max_position_embeddings=163840,
                        rope_parameters={"beta_fast": 32, "beta_slow": 1, "factor": 40, "mscale": 1.0,
                                         "mscale_all_dim": 0.707, "original_max_position_embeddings": 4096,
                                         "type": "yarn"}), None),
        ("gptOss", "openai/gpt-oss-20b: head_dim 64, theta 150000, yarn s = 32 from 4096, truncate false",
         lambda: Config(hidden_size=2880, num_attention_heads=64, head_dim=64, rope_theta=150000.0,
                        max_position_embeddings=131072,
                        rope_parameters={"beta_fast": 32.0, "beta_slow": 1.0, "factor": 32.0,
                                         "original_max_position_embeddings": 4096, "rope_type": "yarn",
                                         "truncate": False}), None),
        ("phi3Short", "microsoft/Phi-3-mini-128k-instruct: head 3072 / 32 = 96, theta 10000, longrope, "
                      "original 4096, max 131072, seq_len 4096 (short factors)",
         lambda: phi3(), 4096),
        ("phi3Long", "the same at seq_len 4097 (long factors)", lambda: phi3(), 4097),
        ("dynamicBelow", "Llama-2-7B with rope_scaling {type: dynamic, factor: 2}: head 128, theta 10000, max 4096, "
                         "seq_len 2048",
         lambda: dynamic(), 2048),
        ("dynamicAbove", "the same at seq_len 10000", lambda: dynamic(), 10000),
        ("linear", "lmsys/vicuna-13b-v1.5-16k: head 5120 / 40 = 128, theta 10000, linear s = 4",
         lambda: Config(hidden_size=5120, num_attention_heads=40, rope_theta=10000.0, max_position_embeddings=4096,
                        rope_parameters={"factor": 4.0, "type": "linear"}), None),
        ("neox", "EleutherAI/gpt-neox-20b: head 6144 / 64 = 96, rotary_pct 0.25 (rotary dim 24), base 10000",
         lambda: Config(hidden_size=6144, num_attention_heads=64, rope_theta=10000.0, partial_rotary_factor=0.25,
                        max_position_embeddings=2048), None),
        ("phi2", "microsoft/phi-2: head 2560 / 32 = 80, partial_rotary_factor 0.4 (rotary dim 32), theta 10000",
         lambda: Config(hidden_size=2560, num_attention_heads=32, rope_theta=10000.0, partial_rotary_factor=0.4,
                        max_position_embeddings=2048), None),
    ]


def phi3():
    return Config(hidden_size=3072, num_attention_heads=32, rope_theta=10000.0, max_position_embeddings=131072,
                  original_max_position_embeddings=4096,
                  rope_parameters={"long_factor": PHI3_LONG, "short_factor": PHI3_SHORT, "type": "longrope"})


def dynamic():
    return Config(hidden_size=4096, num_attention_heads=32, rope_theta=10000.0, max_position_embeddings=4096,
                  rope_parameters={"factor": 2.0, "type": "dynamic"})


# ---- Output

def fmt(v):
    if isinstance(v, (float, np.floating)):
        return repr(float(v))
    return str(int(v))


def array(name, values, per_line=4):
    values = list(values)
    lines = ["    " + ", ".join(fmt(v) for v in values[i:i + per_line]) for i in range(0, len(values), per_line)]
    return f"inline const std::vector<double> {name} = {{\n" + ",\n".join(lines) + "};\n"


def scalar(name, ctype, v):
    return f"inline constexpr {ctype} {name} = {fmt(v)};\n"


def main():
    out = []
    w = out.append
    w("#pragma once\n")
    w("/// @file encodings/rope_scaling_data.h\n")
    w("/// Generated by tests/core/encodings/rope_scaling_reference.py (a port of Hugging Face\n")
    w("/// transformers' modeling_rope_utils.py) from published model configurations. Do not edit.\n\n")
    w("// clang-format off\n#include <vector>\n\nnamespace pe_ref_scaling {\n\n")
    w(array("phi3ShortFactor", PHI3_SHORT))
    w(array("phi3LongFactor", PHI3_LONG))
    for tag, comment, make, seq_len in configs():
        config = make()
        inv64, attn = rope(config, seq_len, np.float64)
        inv32, _ = rope(make(), seq_len, np.float32)
        theta = compute_default(config, None, np.float64)[0]
        worst = float(np.max(np.abs(inv32.astype(np.float64) - inv64) / inv64))
        print(f"{tag}: rotary dim {rotary_dim(config)}, attention factor {attn!r}, float32 vs float64 "
              f"relative difference up to {worst:.2e}", file=sys.stderr)
        w(f"\n// {comment}.\n// Hugging Face's float32 tensors differ from these by up to {worst:.1e} (relative).\n")
        w(scalar(f"{tag}RotaryDim", "int", rotary_dim(config)))
        w(scalar(f"{tag}AttentionFactor", "double", attn))
        w(array(f"{tag}Theta", theta))
        w(array(f"{tag}ThetaScaled", inv64))
        if config.rope_parameters["rope_type"] == "dynamic":
            w(scalar(f"{tag}Base", "double", dynamic_base(config, seq_len)))

    # Partial rotary scores through GPT-NeoX's apply_rotary_pos_emb, q and k in our interleaved
    # layout (permuted to rotate_half's halves for the rotary part).
    config = configs()[10][2]()
    inv, _ = rope(config, None)
    r = rotary_dim(config)
    d = 96
    rng = np.random.default_rng(28)
    q = rng.standard_normal(d)
    k = rng.standard_normal(d)
    pairs = [(0, 0), (3, 10), (10, 3), (100, 37), (5, 2000)]
    w("\n// GPT-NeoX-20B partial rotary scores (head 96, rotary 24): q, k interleaved, positions, logits.\n")
    w(array("neoxQ", q))
    w(array("neoxK", k))
    w(array("neoxQueryPos", [p[0] for p in pairs]))
    w(array("neoxKeyPos", [p[1] for p in pairs]))
    w(array("neoxScores", [hf_partial_score(inv, interleaved_to_half(q, r), interleaved_to_half(k, r), m, n)
                           for m, n in pairs]))
    w(array("neoxScoresOnes", [hf_partial_score(inv, np.ones(d), np.ones(d), m, n) for m, n in pairs]))
    # Python's int() truncation of head_dim * partial_rotary_factor.
    w(scalar("truncatedRotaryDim", "int", int(100 * 0.29)))
    w("\n} // namespace pe_ref_scaling\n// clang-format on\n")
    sys.stdout.write("".join(out))


if __name__ == "__main__":
    main()

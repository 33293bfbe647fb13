#!/usr/bin/env python3
"""Independent reference values for test_rope.cpp, test_alibi.cpp and test_t5.cpp.

Each function below re-implements, line by line, the reference code named in its comment,
with numpy standing in for torch (float32 where the reference works on float32 tensors,
float64 where it works on Python floats). Run with a python3 that has numpy, once per header
(one per encoding, each under the 600 lines a file may have):

    for part in rope alibi t5; do
        python3 tests/core/encodings/reference.py $part > tests/core/encodings/reference_$part.h
    done
    clang-format -i tests/core/encodings/reference_*.h

The C++ code is never consulted; the values are pasted (generated) as initializer lists.
"""

import math
import sys

import numpy as np

f32 = np.float32


# --------------------------------------------------------------------------------------------
# RoPE. huggingface/transformers, src/transformers/modeling_rope_utils.py
# --------------------------------------------------------------------------------------------

def default_inv_freq_f64(base, dim):
    # _compute_default_rope_parameters: inv_freq = 1.0 / (base ** (arange(0, dim, 2) / dim)),
    # here in float64 (the C++ works in double).
    return 1.0 / (base ** (np.arange(0, dim, 2, dtype=np.int64).astype(np.float64) / dim))


def linear_inv_freq_f64(base, dim, factor):
    # _compute_linear_scaling_rope_parameters: inv_freq /= factor
    return default_inv_freq_f64(base, dim) / factor


def ntk_base(base, dim, factor):
    # _compute_ntk_parameters: base = base * factor ** (dim / (dim - 2))
    return base * factor ** (dim / (dim - 2))


def ntk_inv_freq_f64(base, dim, factor):
    return 1.0 / (ntk_base(base, dim, factor) ** (np.arange(0, dim, 2, dtype=np.int64).astype(np.float64) / dim))


def yarn_get_mscale(scale, mscale=1):
    # _compute_yarn_parameters.get_mscale (jquesnelle/yarn: _yarn_get_mscale)
    if scale <= 1:
        return 1.0
    return 0.1 * mscale * math.log(scale) + 1.0


def yarn_find_correction_dim(num_rotations, dim, base, max_position_embeddings):
    # _compute_yarn_parameters.find_correction_dim (jquesnelle/yarn, scaled_rope/modeling_llama_yarn.py:
    # _yarn_find_correction_dim)
    return (dim * math.log(max_position_embeddings / (num_rotations * 2 * math.pi))) / (2 * math.log(base))


def yarn_find_correction_range(low_rot, high_rot, dim, base, max_position_embeddings, truncate=True):
    # _compute_yarn_parameters.find_correction_range (truncate defaults to True)
    low = yarn_find_correction_dim(low_rot, dim, base, max_position_embeddings)
    high = yarn_find_correction_dim(high_rot, dim, base, max_position_embeddings)
    if truncate:
        low = math.floor(low)
        high = math.ceil(high)
    return max(low, 0), min(high, dim - 1)


def yarn_linear_ramp_factor(min, max, dim, dtype):
    # _compute_yarn_parameters.linear_ramp_factor (jquesnelle/yarn: _yarn_linear_ramp_mask);
    # torch.arange(dim, dtype=torch.float32): the scalars min, max - min become float32 operands.
    if min == max:
        max += 0.001  # Prevent singularity
    linear_func = (np.arange(dim, dtype=dtype) - dtype(min)) / dtype(max - min)
    ramp_func = np.clip(linear_func, dtype(0), dtype(1))
    return ramp_func


def yarn_parameters(base, dim, factor, original_max_position_embeddings, dtype):
    # _compute_yarn_parameters, attention_factor / mscale / beta options at their defaults.
    attention_factor = yarn_get_mscale(factor)
    beta_fast = 32
    beta_slow = 1
    pos_freqs = dtype(base) ** (np.arange(0, dim, 2).astype(dtype) / dtype(dim))
    inv_freq_extrapolation = dtype(1.0) / pos_freqs
    inv_freq_interpolation = dtype(1.0) / (dtype(factor) * pos_freqs)
    low, high = yarn_find_correction_range(beta_fast, beta_slow, dim, base, original_max_position_embeddings)
    inv_freq_extrapolation_factor = dtype(1) - yarn_linear_ramp_factor(low, high, dim // 2, dtype)
    inv_freq = (
        inv_freq_interpolation * (dtype(1) - inv_freq_extrapolation_factor)
        + inv_freq_extrapolation * inv_freq_extrapolation_factor
    )
    return inv_freq, attention_factor, low, high, dtype(1) - inv_freq_extrapolation_factor


def rotate_half(x):
    # transformers/models/llama/modeling_llama.py: rotate_half
    x1 = x[..., : x.shape[-1] // 2]
    x2 = x[..., x.shape[-1] // 2:]
    return np.concatenate((-x2, x1), axis=-1)


def hf_score(inv_freq, q_hf, k_hf, query_pos, key_pos):
    # LlamaRotaryEmbedding.forward: freqs = position * inv_freq; emb = cat(freqs, freqs);
    # apply_rotary_pos_emb: q_embed = q * cos + rotate_half(q) * sin (likewise k); the logit is
    # q_embed . k_embed (before 1/sqrt(d) and the attention factor).
    def embed(x, pos):
        freqs = pos * inv_freq
        emb = np.concatenate((freqs, freqs))
        return x * np.cos(emb) + rotate_half(x) * np.sin(emb)

    return float(np.dot(embed(q_hf, query_pos), embed(k_hf, key_pos)))


def interleaved_to_half(x):
    # The pair (2i, 2i+1) of the interleaved (RoFormer) convention is the pair (i, i + d/2) of
    # rotate_half.
    return np.concatenate((x[0::2], x[1::2]))


# --------------------------------------------------------------------------------------------
# ALiBi. ofirpress/attention_with_linear_biases, fairseq/models/transformer.py:
# TransformerDecoder.__init__.get_slopes
# --------------------------------------------------------------------------------------------

def get_slopes(n):
    def get_slopes_power_of_2(n):
        start = (2**(-2**-(math.log2(n) - 3)))
        ratio = start
        return [start * ratio**i for i in range(n)]

    if math.log2(n).is_integer():
        return get_slopes_power_of_2(n)
    else:
        closest_power_of_2 = 2**math.floor(math.log2(n))
        return get_slopes_power_of_2(closest_power_of_2) + get_slopes(2 * closest_power_of_2)[0::2][:n - closest_power_of_2]


def bloom_slopes_f32(num_heads):
    # transformers/models/bloom/modeling_bloom.py: build_alibi_tensor (float32 torch.pow)
    closest_power_of_2 = 2 ** math.floor(math.log2(num_heads))
    base = f32(2 ** (-(2 ** -(math.log2(closest_power_of_2) - 3))))
    powers = np.arange(1, 1 + closest_power_of_2, dtype=np.int32)
    slopes = np.power(base, powers.astype(np.float32))
    if closest_power_of_2 != num_heads:
        extra_base = f32(2 ** (-(2 ** -(math.log2(2 * closest_power_of_2) - 3))))
        num_remaining_heads = min(closest_power_of_2, num_heads - closest_power_of_2)
        extra_powers = np.arange(1, 1 + 2 * num_remaining_heads, 2, dtype=np.int32)
        slopes = np.concatenate([slopes, np.power(extra_base, extra_powers.astype(np.float32))])
    return slopes


# --------------------------------------------------------------------------------------------
# T5. transformers/models/t5/modeling_t5.py: T5Attention._relative_position_bucket (torch,
# float32 tensors), and mesh_tensorflow/transformer/transformer_layers.py:
# _relative_position_bucket (mtf: division by a Python scalar is multiplication by its
# reciprocal, mesh_tensorflow/ops.py: divide).
# --------------------------------------------------------------------------------------------

def t5_bucket_hf(relative_position, bidirectional=True, num_buckets=32, max_distance=128, log=None):
    relative_position = np.asarray(relative_position, dtype=np.int64)
    relative_buckets = 0
    if bidirectional:
        num_buckets //= 2
        relative_buckets += (relative_position > 0).astype(np.int64) * num_buckets
        relative_position = np.abs(relative_position)
    else:
        relative_position = -np.minimum(relative_position, np.zeros_like(relative_position))
    max_exact = num_buckets // 2
    is_small = relative_position < max_exact
    with np.errstate(divide="ignore", invalid="ignore"):
        # relative_position.float() / max_exact: float32 tensor / int scalar -> float32 division
        ratio = relative_position.astype(np.float32) / f32(max_exact)
        # torch.log on float32; `log` chooses the float32 log (see main: two are compared)
        log_ratio = log(ratio)
        # / math.log(max_distance / max_exact): the double scalar becomes a float32 operand
        scaled = log_ratio / f32(math.log(max_distance / max_exact)) * f32(num_buckets - max_exact)
        # .to(torch.long): truncation toward zero (only where not is_small; log(0) is masked)
        trunc = np.where(is_small, 0, np.trunc(np.where(is_small, 0, scaled))).astype(np.int64)
    relative_position_if_large = max_exact + trunc
    relative_position_if_large = np.minimum(relative_position_if_large, np.full_like(relative_position_if_large, num_buckets - 1))
    relative_buckets += np.where(is_small, relative_position, relative_position_if_large)
    return relative_buckets


def t5_bucket_mtf(relative_position, bidirectional=True, num_buckets=32, max_distance=128):
    n = -np.asarray(relative_position, dtype=np.int64)
    ret = 0
    if bidirectional:
        num_buckets //= 2
        ret += (n < 0).astype(np.int64) * num_buckets
        n = np.abs(n)
    else:
        n = np.maximum(n, 0)
    max_exact = num_buckets // 2
    is_small = n < max_exact
    with np.errstate(divide="ignore", invalid="ignore"):
        x = n.astype(np.float32) * f32(1.0 / max_exact)
        x = log_f32_rounded(x) * f32(1.0 / math.log(max_distance / max_exact)) * f32(num_buckets - max_exact)
        val_if_large = max_exact + np.trunc(np.where(is_small, 0, x)).astype(np.int64)
    val_if_large = np.minimum(val_if_large, num_buckets - 1)
    ret += np.where(is_small, n, val_if_large)
    return ret


def t5_bucket_double(relative_position, bidirectional, num_buckets, max_distance):
    # The same formula in float64: what the code does NOT do.
    out = []
    for rp in relative_position:
        nb = num_buckets
        ret = 0
        if bidirectional:
            nb //= 2
            ret += nb if rp > 0 else 0
            n = abs(rp)
        else:
            n = -min(rp, 0)
        me = nb // 2
        if n < me:
            out.append(ret + n)
        else:
            out.append(ret + min(me + int(math.log(n / me) / math.log(max_distance / me) * (nb - me)), nb - 1))
    return np.array(out)


def log_f32_rounded(x):
    # float32 log as the float64 log rounded to float32: correctly rounded unless the float64
    # value sits within 2^-29 ulp of a float32 tie. Where the rounding of log matters (96 buckets,
    # max distance 81, n = 54: log(2.25) = 0.81093021621..., 0.40 ulp above the float below),
    # numpy's SIMD float32 log returns the float above; glibc's logf, which the C++ calls,
    # returns the correctly rounded one.
    return np.log(x.astype(np.float64)).astype(np.float32)


def log_f32_numpy(x):
    return np.log(x)


# --------------------------------------------------------------------------------------------
# Output
# --------------------------------------------------------------------------------------------

def fmt(v):
    if isinstance(v, (float, np.floating)):
        return repr(float(v))
    return str(int(v))


def array(name, ctype, values, per_line=8):
    values = list(values)
    lines = []
    for i in range(0, len(values), per_line):
        lines.append("    " + ", ".join(fmt(v) for v in values[i:i + per_line]))
    body = ",\n".join(lines)
    return f"inline const std::vector<{ctype}> {name} = {{\n{body}}};\n"


def scalar(name, ctype, v):
    return f"inline constexpr {ctype} {name} = {fmt(v)};\n"


# The reference code each header's values re-implement.
SOURCES = {
    "rope": "Hugging Face transformers, jquesnelle/yarn",
    "alibi": "ofirpress/attention_with_linear_biases, Hugging Face transformers' bloom",
    "t5": "Hugging Face transformers, mesh_tensorflow",
}


def main(part):
    out = []
    w = out.append
    w("#pragma once\n")
    w(f"/// @file encodings/reference_{part}.h\n")
    w("/// Generated by tests/core/encodings/reference.py from re-implementations of the reference code\n")
    w(f"/// ({SOURCES[part]}).\n")
    w(f"/// Do not edit: run the script (reference.py {part}).\n\n")
    w("// clang-format off\n")
    w("#include <vector>\n\nnamespace pe_ref {\n\n")
    {"rope": rope, "alibi": alibi, "t5": t5}[part](w)
    w("\n} // namespace pe_ref\n// clang-format on\n")
    sys.stdout.write("".join(out))


def rope(w):
    # ---- RoPE: d = 96, base = 500000, s = 8, L0 = 4096
    dim, base, factor, L0 = 96, 500000.0, 8.0, 4096
    w(f"// RoPE: d = {dim}, base = {base}, s = {factor}, L0 = {L0}.\n")
    w(array("ropeDefault", "double", default_inv_freq_f64(base, dim), 4))
    w(array("ropePi", "double", linear_inv_freq_f64(base, dim, factor), 4))
    w(scalar("ropeNtkBase", "double", ntk_base(base, dim, factor)))
    w(array("ropeNtk", "double", ntk_inv_freq_f64(base, dim, factor), 4))
    inv64, attn, low, high, ramp64 = yarn_parameters(base, dim, factor, L0, np.float64)
    inv32, attn32, low32, high32, ramp32 = yarn_parameters(base, dim, factor, L0, np.float32)
    assert (low, high, attn) == (low32, high32, attn32)
    w(scalar("yarnLowDim", "double", yarn_find_correction_dim(32, dim, base, L0)))
    w(scalar("yarnHighDim", "double", yarn_find_correction_dim(1, dim, base, L0)))
    w(scalar("yarnLow", "int", low))
    w(scalar("yarnHigh", "int", high))
    w(scalar("yarnAttentionFactor", "double", attn))
    w("// The ramp (1 - inv_freq_extrapolation_factor) and theta' of _compute_yarn_parameters in float64,\n")
    w("// then as Hugging Face computes them, in float32.\n")
    w(array("yarnRamp", "double", ramp64, 4))
    w(array("yarnAngles", "double", inv64, 4))
    w(array("yarnAnglesFloat32", "float", inv32, 4))
    # A second yarn configuration where low == high (the 0.001 guard): d = 8, base = 10000, L0 = 6, s = 4
    g = dict(base=10000.0, dim=8, factor=4.0, L0=6)
    ginv, gattn, glow, ghigh, gramp = yarn_parameters(g["base"], g["dim"], g["factor"], g["L0"], np.float64)
    w(f"// YaRN with low == high: d = {g['dim']}, base = {g['base']}, s = {g['factor']}, L0 = {g['L0']}.\n")
    w(scalar("yarnGuardLow", "int", glow))
    w(scalar("yarnGuardHigh", "int", ghigh))
    w(array("yarnGuardRamp", "double", gramp, 4))
    w(array("yarnGuardAngles", "double", ginv, 4))
    assert glow == ghigh, (glow, ghigh)

    # Scores through Hugging Face's rotate_half path: all-ones, and random q, k (interleaved
    # layout in C++, permuted here to rotate_half's halves).
    rng = np.random.default_rng(20240607)
    q = rng.standard_normal(dim)
    k = rng.standard_normal(dim)
    w(array("scoreQ", "double", q, 4))
    w(array("scoreK", "double", k, 4))
    pairs = [(0, 0), (3, 10), (10, 3), (100, 37), (5, 4000), (4000, 5), (123456, 7)]
    w(array("scoreQueryPos", "long", [p[0] for p in pairs]))
    w(array("scoreKeyPos", "long", [p[1] for p in pairs]))
    ones = np.ones(dim)
    for name, inv in (("None", default_inv_freq_f64(base, dim)), ("Pi", linear_inv_freq_f64(base, dim, factor)),
                      ("Ntk", ntk_inv_freq_f64(base, dim, factor)), ("Yarn", inv64)):
        w(array(f"scoreOnes{name}", "double", [hf_score(inv, ones, ones, m, n) for m, n in pairs], 4))
        w(array(f"scoreRandom{name}", "double",
                [hf_score(inv, interleaved_to_half(q), interleaved_to_half(k), m, n) for m, n in pairs], 4))


def alibi(w):
    w("// ALiBi: get_slopes(n) in float64, bloom's build_alibi_tensor slopes in float32.\n")
    for h in (12, 6, 20, 16, 1):
        w(array(f"alibiSlopes{h}", "double", get_slopes(h), 4))
        w(array(f"bloomSlopes{h}", "float", bloom_slopes_f32(h), 4))


def t5(w):
    w("// T5 buckets (Hugging Face float32 arithmetic) for offsets first .. last (key - query).\n")
    configs = [(True, 32, 128, -700, 700), (True, 64, 300, -700, 700), (False, 32, 128, -700, 700),
               (False, 64, 300, -700, 700),
               # With correctly rounded logs, float32 and float64 truncate differently in only four
               # cases for even per-direction bucket counts 8 .. 128 and max distances up to 1024:
               # 48 per direction / 81 at n = 36, 54 (float below), 24 / 889 at n = 621 and 32 / 939
               # at n = 728 (float above). Two of them here, and where Mesh TensorFlow differs
               # (128 / 50 at +-40).
               (True, 96, 81, -100, 100), (False, 24, 889, -700, -550), (True, 128, 50, -100, 100)]
    for bidirectional, nb, md, first, last in configs:
        offsets = np.arange(first, last + 1, dtype=np.int64)
        hf = t5_bucket_hf(offsets, bidirectional, nb, md, log=log_f32_rounded)
        hf_np = t5_bucket_hf(offsets, bidirectional, nb, md, log=log_f32_numpy)
        mtf = t5_bucket_mtf(offsets, bidirectional, nb, md)
        dbl = t5_bucket_double(offsets.tolist(), bidirectional, nb, md)
        tag = f"{'Bi' if bidirectional else 'Uni'}{nb}_{md}"
        w(f"// {'bidirectional' if bidirectional else 'unidirectional'}, {nb} buckets, max distance {md}, "
          f"offsets {first} .. {last}\n")
        w(scalar(f"t5{tag}First", "long", first))
        w(array(f"t5{tag}", "int", hf, 25))
        diff = offsets[hf != dbl]
        w(f"// offsets where float64 arithmetic gives another bucket, and that bucket: {len(diff)}\n")
        w(array(f"t5{tag}DoubleDiffers", "long", diff, 16))
        w(array(f"t5{tag}DoubleBuckets", "int", dbl[hf != dbl], 16))
        mdiff = offsets[hf != mtf]
        w(f"// offsets where Mesh TensorFlow (multiplying by reciprocals) gives another bucket, and that bucket\n")
        w(array(f"t5{tag}MeshTfDiffers", "long", mdiff, 16))
        w(array(f"t5{tag}MeshTfBuckets", "int", mtf[hf != mtf], 16))
        ndiff = offsets[hf != hf_np]
        w("// offsets where numpy's float32 log (SIMD, up to a few ulp) instead of a correctly rounded one\n")
        w("// gives another bucket: torch's float32 log must be accurate to 1/2 ulp there\n")
        w(array(f"t5{tag}NumpyLogDiffers", "long", ndiff, 16))
        print(f"{tag}: double differs at {diff.tolist()}, mtf differs at {mdiff.tolist()}, "
              f"numpy log differs at {ndiff.tolist()}", file=sys.stderr)


if __name__ == "__main__":
    if len(sys.argv) != 2 or sys.argv[1] not in SOURCES:
        sys.exit(f"usage: {sys.argv[0]} {{{' | '.join(SOURCES)}}} > reference_<part>.h")
    main(sys.argv[1])

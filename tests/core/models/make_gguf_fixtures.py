#!/usr/bin/env python3
"""Writes tests/data/models/*.gguf with llama.cpp's own gguf-py (GGUF_PY=llama.cpp/gguf-py):
a Llama-3.1-shaped header with rope_freqs.weight (the per-pair frequency factors llama.cpp's
convert_hf_to_gguf.py writes for rope_type llama3), and a Phi-3-shaped one with LongRoPE's
rope_factors_short/long.weight. Run with /usr/bin/python3 (NumPy)."""
import os
import sys
import types

import numpy as np

path = os.environ.get("GGUF_PY")
if not path:
    sys.exit("set GGUF_PY to llama.cpp's gguf-py folder")
sys.path.insert(0, path)
sys.modules.setdefault("sentencepiece", types.SimpleNamespace(SentencePieceProcessor=object))
import gguf  # noqa: E402

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "data", "models")


def llama3_factors(dim=16, base=500000.0, factor=8.0, low=1.0, high=4.0, original=8192):
    # convert_hf_to_gguf.py, LlamaModel.generate_extra_tensors: rope_factors per pair.
    freqs = 1.0 / (base ** (np.arange(0, dim, 2, dtype=np.float32) / dim))
    low_wavelen = original / low
    high_wavelen = original / high
    factors = []
    for freq in freqs:
        wavelen = 2 * np.pi / freq
        if wavelen < high_wavelen:
            factors.append(1)
        elif wavelen > low_wavelen:
            factors.append(factor)
        else:
            smooth = (original / wavelen - low) / (high - low)
            factors.append(1 / ((1 - smooth) / factor + smooth))
    return np.array(factors, dtype=np.float32)


def write(name, arch, keys, tensors):
    w = gguf.GGUFWriter(os.path.join(OUT, name), arch)
    for add, value in keys:
        getattr(w, add)(value)
    for tname, values in tensors:
        w.add_tensor(tname, values)
    w.add_tensor("token_embd.weight", np.ones((10, 16), dtype=np.float32))
    w.write_header_to_file()
    w.write_kv_data_to_file()
    w.write_tensors_to_file()
    w.close()


os.makedirs(OUT, exist_ok=True)
factors = llama3_factors()
write("llama31_tiny.gguf", "llama",
      [("add_context_length", 131072), ("add_embedding_length", 64), ("add_head_count", 4),
       ("add_rope_freq_base", 500000.0), ("add_rope_dimension_count", 16)],
      [("rope_freqs.weight", factors)])
with open(os.path.join(OUT, "llama31_tiny.gguf.rope_freqs.txt"), "w") as f:
    f.write(" ".join(repr(float(x)) for x in factors) + "\n")
short = np.linspace(1.0, 2.0, 8, dtype=np.float32)
long = np.linspace(1.0, 40.0, 8, dtype=np.float32)
write("phi3_tiny.gguf", "phi3",
      [("add_context_length", 131072), ("add_embedding_length", 64), ("add_head_count", 4),
       ("add_rope_dimension_count", 16), ("add_rope_scaling_orig_ctx_len", 4096)],
      [("rope_factors_short.weight", short), ("rope_factors_long.weight", long)])
with open(os.path.join(OUT, "phi3_tiny.gguf.factors.txt"), "w") as f:
    f.write(" ".join(repr(float(x)) for x in short) + "\n" + " ".join(repr(float(x)) for x in long) + "\n")

#!/usr/bin/python3
"""Writes the checkpoint fixtures under tests/data/embeddings/models/ (run from anywhere):
files laid out as real checkpoints ship them, written by the formats' own tools where they
exist: numpy.savez / savez_compressed for .npz, llama.cpp's gguf-py GGUFWriter for .gguf
(point GGUF_PY at llama.cpp's gguf-py folder), and make_fixtures.py's safetensors writer for
the shards, the index and the model folders. Every loadable table X comes with
X.<tensor>.expected.txt (the values as float64 after the file's dtype), read by
tests/core/io/test_checkpoints.cpp.
"""
import json
import os
import sys
import types

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import make_fixtures as mf  # noqa: E402

OUT = os.path.join(mf.OUT, "models")


def gguf_module():
    path = os.environ.get("GGUF_PY")
    if not path:
        sys.exit("set GGUF_PY to llama.cpp's gguf-py folder (git clone llama.cpp; GGUF_PY=llama.cpp/gguf-py)")
    sys.path.insert(0, path)
    # gguf's vocab module imports sentencepiece, which writing tensors does not use.
    sys.modules.setdefault("sentencepiece", types.SimpleNamespace(SentencePieceProcessor=object))
    import gguf
    return gguf


def expected(path, tensor, values):
    mf.write_expected("%s.%s.expected.txt" % (path, tensor), values)


def npz_files():
    wpe = mf.formula(6, 4).astype("<f4")
    wte = (mf.formula(10, 4) * 0.5).astype("<f4")
    for name, save in (("gpt2_stored.npz", np.savez), ("gpt2_deflated.npz", np.savez_compressed)):
        path = os.path.join(OUT, name)
        save(path, **{"transformer.wpe.weight": wpe, "transformer.wte.weight": wte,
                      "position_ids": np.arange(6, dtype=np.int64)})
        expected(path, "transformer.wpe.weight", wpe.astype(np.float64))
    vit = mf.formula(5, 4).astype("<f8")[None, :, :]
    path = os.path.join(OUT, "vit.npz")
    np.savez_compressed(path, pos_embed=vit, cls_token=np.zeros((1, 1, 4)))
    expected(path, "pos_embed", vit[0])
    np.savez(os.path.join(OUT, "vocab.npz"), **{"wte.weight": wte})


def gguf_files(gguf):
    pos = mf.formula(6, 4)
    tok = mf.formula(10, 4) * 0.25
    for suffix, kind in (("f32", "F32"), ("f16", "F16"), ("bf16", "BF16")):
        path = os.path.join(OUT, "gpt2_%s.gguf" % suffix)
        w = gguf.GGUFWriter(path, "gpt2")
        w.add_context_length(6)
        w.add_embedding_length(4)
        w.add_token_list(["a", "b", "c"])
        if kind == "F32":
            data = pos.astype(np.float32)
            w.add_tensor("position_embd.weight", data)
            values = data.astype(np.float64)
        elif kind == "F16":
            data = pos.astype(np.float16)
            w.add_tensor("position_embd.weight", data)
            values = data.astype(np.float64)
        else:
            bits = mf.bf16_bits(pos)
            w.add_tensor("position_embd.weight", bits, raw_dtype=gguf.GGMLQuantizationType.BF16)
            values = mf.bf16_values(bits).astype(np.float64)
        w.add_tensor("token_embd.weight", tok.astype(np.float32))
        w.write_header_to_file()
        w.write_kv_data_to_file()
        w.write_tensors_to_file()
        w.close()
        expected(path, "position_embd.weight", values)
        expected(path, "token_embd.weight", tok.astype(np.float32).astype(np.float64))
    # Version 2 has the same little-endian layout: the same file with its version field set to 2.
    with open(os.path.join(OUT, "gpt2_f32.gguf"), "rb") as f:
        raw = bytearray(f.read())
    raw[4:8] = (2).to_bytes(4, "little")
    v2 = os.path.join(OUT, "gpt2_f32_v2.gguf")
    with open(v2, "wb") as f:
        f.write(raw)
    expected(v2, "position_embd.weight", pos.astype(np.float32).astype(np.float64))
    # A quantized table: Q4_0 blocks of 32 values, 18 bytes each (the bytes need not mean much).
    path = os.path.join(OUT, "q4_0.gguf")
    w = gguf.GGUFWriter(path, "gpt2")
    blocks = np.arange(3 * 18, dtype=np.uint8).reshape(3, 18)
    w.add_tensor("position_embd.weight", blocks, raw_dtype=gguf.GGMLQuantizationType.Q4_0)  # 3 x 32
    w.write_header_to_file()
    w.write_kv_data_to_file()
    w.write_tensors_to_file()
    w.close()
    path = os.path.join(OUT, "vocab.gguf")
    w = gguf.GGUFWriter(path, "llama")
    w.add_tensor("token_embd.weight", tok.astype(np.float32))
    w.write_header_to_file()
    w.write_kv_data_to_file()
    w.write_tensors_to_file()
    w.close()


def write_safetensors(path, tensors):
    with open(path, "wb") as f:
        f.write(mf.safetensors_bytes([t[:4] for t in tensors]))
    for t in tensors:
        if len(t) > 4 and np.ndim(t[4]) == 2:
            expected(path, t[0], t[4])


def safetensors_files():
    # A sharded GPT-2: the index maps each tensor to its shard.
    folder = os.path.join(OUT, "sharded")
    os.makedirs(folder, exist_ok=True)
    wte = mf.tensor("transformer.wte.weight", "F32", mf.formula(10, 4))
    wpe = mf.tensor("transformer.wpe.weight", "BF16", mf.formula(7, 4))
    ln = mf.tensor("transformer.ln_f.weight", "F32", np.ones(4))
    shards = {"model-00001-of-00002.safetensors": [wte], "model-00002-of-00002.safetensors": [wpe, ln]}
    weight_map = {}
    for shard, tensors in shards.items():
        write_safetensors(os.path.join(folder, shard), tensors)
        for t in tensors:
            weight_map[t[0]] = shard
    index = os.path.join(folder, "model.safetensors.index.json")
    with open(index, "w") as f:
        json.dump({"metadata": {"total_size": 10 * 4 * 4 + 7 * 4 * 2 + 16}, "weight_map": weight_map}, f, indent=2)
    expected(index, "transformer.wpe.weight", wpe[4])

    # A BERT folder: config.json beside model.safetensors, with int64 position ids.
    folder = os.path.join(OUT, "bert")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "config.json"), "w") as f:
        json.dump({"model_type": "bert", "max_position_embeddings": 8, "hidden_size": 4}, f)
    pos = mf.tensor("bert.embeddings.position_embeddings.weight", "F16", mf.formula(8, 4))
    words = mf.tensor("bert.embeddings.word_embeddings.weight", "F32", mf.formula(12, 4))
    ids = ("bert.embeddings.position_ids", "I64", (1, 8), np.arange(8, dtype="<i8").tobytes())
    write_safetensors(os.path.join(folder, "model.safetensors"), [pos, words, ids])

    # OPT: 2 rows of offset before position 0 (66 rows for 64 positions).
    opt = mf.tensor("model.decoder.embed_positions.weight", "F32", mf.formula(66, 4))
    toks = mf.tensor("model.decoder.embed_tokens.weight", "F32", mf.formula(9, 4))
    path = os.path.join(OUT, "opt.safetensors")
    write_safetensors(path, [opt[:4], toks[:4]])
    expected(path, "model.decoder.embed_positions.weight", opt[4][2:])

    # Two position tables (an encoder and a decoder): the user must choose.
    enc = mf.tensor("model.encoder.embed_positions.weight", "F32", mf.formula(5, 4))
    dec = mf.tensor("model.decoder.embed_positions.weight", "F32", mf.formula(3, 4))
    write_safetensors(os.path.join(OUT, "two_tables.safetensors"), [enc, dec])
    # Only a vocabulary.
    write_safetensors(os.path.join(OUT, "vocab.safetensors"), [toks[:4]])
    # A ViT parameter [1, N, d].
    vit = mf.tensor("vit.embeddings.position_embeddings", "F32", mf.formula(5, 4)[None, :, :])
    path = os.path.join(OUT, "vit.safetensors")
    write_safetensors(path, [vit[:4]])
    expected(path, "vit.embeddings.position_embeddings", vit[4][0])


def npy_files():
    # Stored dimensions x positions: 4 x 10.
    table = mf.formula(10, 4).astype("<f4")
    path = os.path.join(OUT, "transposed.npy")
    np.save(path, np.ascontiguousarray(table.T))
    expected(path, "transposed", table.astype(np.float64))


if __name__ == "__main__":
    gguf = gguf_module()
    os.makedirs(OUT, exist_ok=True)
    npz_files()
    gguf_files(gguf)
    safetensors_files()
    npy_files()

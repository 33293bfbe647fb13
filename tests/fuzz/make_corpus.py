#!/usr/bin/python3
"""Writes the seed corpus of the .npz, GGUF and index fuzzers (tests/fuzz/corpus/{npz,gguf,index}/)
from the checkpoint fixtures (tests/core/io/make_model_fixtures.py) and a few numpy.savez
archives of their own: stored, deflated, zip64, Fortran order, big-endian, an unsupported dtype."""
import io
import json
import os
import shutil
import zipfile

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
MODELS = os.path.normpath(os.path.join(HERE, "..", "data", "embeddings", "models"))
CORPUS = os.path.join(HERE, "corpus")


def out(target, name, data):
    folder = os.path.join(CORPUS, target)
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, name), "wb") as f:
        f.write(data)


def npz():
    for name in ("gpt2_stored.npz", "gpt2_deflated.npz", "vit.npz", "vocab.npz"):
        shutil.copy(os.path.join(MODELS, name), os.path.join(CORPUS, "npz", name))
    table = np.sin(np.arange(12, dtype=np.float64)).reshape(3, 4)
    for name, arrays, save in (
        ("fortran_be.npz", {"wpe": np.asfortranarray(table.astype(">f4"))}, np.savez),
        ("f2_and_ids.npz", {"pos_embed": table.astype("<f2")[None], "ids": np.arange(3)}, np.savez_compressed),
        ("unsupported.npz", {"wpe.weight": np.arange(6, dtype="<i4").reshape(2, 3)}, np.savez),
    ):
        b = io.BytesIO()
        save(b, **arrays)
        out("npz", name, b.getvalue())
    b = io.BytesIO()
    with zipfile.ZipFile(b, "w", compression=zipfile.ZIP_DEFLATED) as z:
        with z.open("wpe.npy", "w", force_zip64=True) as f:
            np.lib.format.write_array(f, table.astype("<f8"))
    out("npz", "zip64.npz", b.getvalue())


def gguf():
    for name in ("gpt2_f32.gguf", "gpt2_f16.gguf", "gpt2_bf16.gguf", "gpt2_f32_v2.gguf", "q4_0.gguf", "vocab.gguf"):
        shutil.copy(os.path.join(MODELS, name), os.path.join(CORPUS, "gguf", name))


def index():
    shutil.copy(os.path.join(MODELS, "sharded", "model.safetensors.index.json"),
                os.path.join(CORPUS, "index", "model.safetensors.index.json"))
    out("index", "minimal.json", json.dumps({"weight_map": {"wpe.weight": "a.safetensors"}}).encode())
    out("index", "escapes.json", b'{"metadata":{"total_size":1.5e3},"weight_map":{"w\\u00e9":"b\\u002e"}}')


if __name__ == "__main__":
    for target in ("npz", "gguf", "index"):
        os.makedirs(os.path.join(CORPUS, target), exist_ok=True)
    npz()
    gguf()
    index()

#!/usr/bin/python3
"""Writes the embedding-matrix fixtures under tests/data/embeddings/ (run from anywhere).

Every good fixture X comes with X.expected.txt (or X.<tensor>.expected.txt for .safetensors):
"rows cols" on the first line, then every value row-major as repr() of the float64 NumPy holds
after casting to the file's dtype, so the C++ tests compare exactly. Values are
sin(0.01 * r * c + r), plus hand-picked edge values (subnormals, extremes, -0.0) for f2/bf16.
The bad/ folder holds files each loader must refuse (also seeds for the fuzzers).
The safetensors writer is our own (the `safetensors` package is not a dependency).
"""
import io
import json
import os
import struct

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.normpath(os.path.join(HERE, "..", "..", "data", "embeddings"))
BAD = os.path.join(OUT, "bad")


def formula(rows, cols):
    r = np.arange(rows, dtype=np.float64)[:, None]
    c = np.arange(cols, dtype=np.float64)[None, :]
    return np.sin(0.01 * r * c + r)


def write_expected(path, values):
    values = np.asarray(values, dtype=np.float64)
    with open(path, "w") as f:
        f.write("%d %d\n" % values.shape)
        for row in values:
            f.write(" ".join(repr(float(v)) for v in row) + "\n")


def save_npy(name, array, version=None):
    path = os.path.join(OUT, name)
    with open(path, "wb") as f:
        np.lib.format.write_array(f, array, version=version, allow_pickle=False)
    write_expected(path + ".expected.txt", array.astype(np.float64))
    return path


def bf16_bits(values):
    """Round-to-nearest-even float32 -> bfloat16 bits (what torch does)."""
    bits = np.asarray(values, dtype=np.float32).view(np.uint32).astype(np.uint64)
    rounded = (bits + 0x7FFF + ((bits >> 16) & 1)) >> 16
    return rounded.astype(np.uint16)


def bf16_values(bits):
    return (bits.astype(np.uint32) << 16).view(np.float32)


def safetensors_bytes(tensors, metadata=None, pad=True):
    """tensors: list of (name, dtype string, shape, raw little-endian bytes)."""
    header = {}
    data = b""
    for name, dtype, shape, raw in tensors:
        header[name] = {"dtype": dtype, "shape": list(shape), "data_offsets": [len(data), len(data) + len(raw)]}
        data += raw
    if metadata is not None:
        header["__metadata__"] = metadata
    text = json.dumps(header, separators=(",", ":")).encode()
    if pad:
        # Hugging Face pads the header with spaces so the data starts 8-byte aligned.
        text += b" " * (-(8 + len(text)) % 8)
    return struct.pack("<Q", len(text)) + text + data


def save_safetensors(name, tensors, metadata=None, expected=None, pad=True):
    path = os.path.join(OUT, name)
    with open(path, "wb") as f:
        f.write(safetensors_bytes([t[:4] for t in tensors], metadata, pad))
    for t in tensors:
        if len(t) > 4 and t[4] is not None:
            write_expected("%s.%s.expected.txt" % (path, t[0]), t[4])
    return path


def tensor(name, dtype, values):
    """(name, dtype, shape, bytes, expected float64 values) for F16/F32/F64/BF16."""
    if dtype == "BF16":
        bits = bf16_bits(values)
        return (name, dtype, bits.shape, bits.astype("<u2").tobytes(), bf16_values(bits).astype(np.float64))
    np_type = {"F16": "<f2", "F32": "<f4", "F64": "<f8"}[dtype]
    cast = np.ascontiguousarray(values, dtype=np_type)
    return (name, dtype, cast.shape, cast.tobytes(), cast.astype(np.float64))


def half_edges():
    # Smallest subnormal, largest subnormal, smallest normal, largest finite, -0.0, 1/3 rounded.
    return np.array([[2.0**-24, 1023 * 2.0**-24, 2.0**-14, 65504.0],
                     [-0.0, -2.0**-24, 1.0 / 3.0, -65504.0],
                     [0.1, -0.5, 2048.0, 1.0 + 2.0**-10]], dtype=np.float64)


def bf16_edges():
    largest = (2.0 - 2.0**-7) * 2.0**127  # the largest finite bfloat16
    return np.array([[largest, -largest, 2.0**-133, 2.0**-126],
                     [-0.0, 1.0 / 3.0, 3.14159, -1e-20],
                     [1e30, 0.1, -7.0, 1.0 + 2.0**-7]], dtype=np.float64)


def good_npy():
    m = formula(5, 7)
    save_npy("f4_le.npy", m.astype("<f4"))
    save_npy("f4_be.npy", m.astype(">f4"))
    save_npy("f8_le.npy", m.astype("<f8"))
    save_npy("f8_be.npy", m.astype(">f8"))
    save_npy("f2_le.npy", m.astype("<f2"))
    save_npy("f2_be.npy", m.astype(">f2"))
    save_npy("f2_edges.npy", half_edges().astype("<f2"))
    save_npy("f4_fortran.npy", np.asfortranarray(m.astype("<f4")))
    save_npy("f8_be_fortran.npy", np.asfortranarray(m.astype(">f8")))
    save_npy("f2_be_fortran.npy", np.asfortranarray(m.astype(">f2")))
    save_npy("f4_v2.npy", m.astype("<f4"), version=(2, 0))
    save_npy("f8_v3.npy", m.astype("<f8"), version=(3, 0))
    save_npy("f4_one_row.npy", formula(1, 9).astype("<f4"))
    save_npy("f4_one_col_fortran.npy", np.asfortranarray(formula(6, 1).astype("<f4")))
    # A hand-written header: keys in another order, double quotes, extra spaces, no trailing comma.
    raw = m.astype(">f4")
    header = b"{ \"shape\" : ( 5 , 7 ) ,  \"fortran_order\":False,'descr':'>f4'}"
    header += b" " * (-(10 + len(header) + 1) % 64) + b"\n"
    path = os.path.join(OUT, "f4_be_odd_header.npy")
    with open(path, "wb") as f:
        f.write(b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)) + header + raw.tobytes())
    write_expected(path + ".expected.txt", raw.astype(np.float64))


def good_safetensors():
    m = formula(6, 4)
    w = formula(9, 4) * 2.5
    save_safetensors("two_f32.safetensors", [tensor("wpe.weight", "F32", m), tensor("wte.weight", "F32", w)],
                     metadata={"format": "pt"})
    save_safetensors("two_f16.safetensors", [tensor("wpe.weight", "F16", m), tensor("edges", "F16", half_edges())])
    save_safetensors("two_bf16.safetensors", [tensor("wpe.weight", "BF16", m), tensor("edges", "BF16", bf16_edges())])
    save_safetensors("two_f64.safetensors", [tensor("wpe.weight", "F64", m), tensor("wte.weight", "F64", w)])
    # One matrix among other tensors: a 1-D bias, a 3-D tensor, an I64 matrix (not loadable as
    # an embedding), and a metadata object with values a strict parser must skip.
    bias = np.linspace(-1, 1, 4).astype("<f4")
    cube = np.arange(8, dtype="<f4").reshape(2, 2, 2)
    ids = np.arange(6, dtype="<i8").reshape(2, 3)
    save_safetensors("single.safetensors",
                     [("h.0.attn.bias", "F32", (4,), bias.tobytes(), None),
                      ("cube", "F32", (2, 2, 2), cube.tobytes(), None),
                      ("position_ids", "I64", (2, 3), ids.tobytes(), None),
                      tensor("wpe.weight", "F32", m)],
                     metadata={"format": "pt", "note": "tab\t quote\" \\u00e9 \u00e9 \U0001F600", "n": 1.5e3,
                               "list": [1, -2, True, False, None, {"a": []}]})
    # No padding: the data starts unaligned and must be converted, not viewed.
    save_safetensors("unaligned_f32.safetensors", [tensor("w", "F32", m)], pad=False)


def good_text():
    m = formula(4, 3).astype("<f8")
    path = os.path.join(OUT, "plain.csv")
    with open(path, "w") as f:
        for row in m:
            f.write(",".join(repr(float(v)) for v in row) + "\n")
        f.write("\n")
    write_expected(path + ".expected.txt", m)
    path = os.path.join(OUT, "header.tsv")
    with open(path, "w", newline="") as f:
        f.write("dim0\tdim1\tdim2\r\n")
        for row in m:
            f.write("\t".join(("%.17g" % v) for v in row) + "\r\n")
    write_expected(path + ".expected.txt", m)


def bad_files():
    os.makedirs(BAD, exist_ok=True)

    def write(name, data):
        with open(os.path.join(BAD, name), "wb") as f:
            f.write(data)

    m = formula(3, 4).astype("<f4")
    with open(os.path.join(OUT, "f4_le.npy"), "rb") as f:
        good = f.read()
    write("truncated.npy", good[:-10])
    write("wrong_magic.npy", b"\x93NUMPZ" + good[6:])
    with_nan = m.copy()
    with_nan[1, 2] = np.nan

    b = io.BytesIO()
    np.lib.format.write_array(b, with_nan)
    write("nan.npy", b.getvalue())
    b = io.BytesIO()
    np.lib.format.write_array(b, np.arange(6, dtype="<i4").reshape(2, 3))
    write("int32.npy", b.getvalue())
    b = io.BytesIO()
    np.lib.format.write_array(b, np.arange(6, dtype="<f4"))
    write("one_d.npy", b.getvalue())
    b = io.BytesIO()
    np.lib.format.write_array(b, np.zeros((2, 2, 2), dtype="<f4"))
    write("three_d.npy", b.getvalue())
    write("inf.csv", b"1,2,3\n4,inf,6\n")
    write("ragged.csv", b"1,2,3\n4,5\n")
    write("not_a_number.tsv", b"a\tb\n1\t2\n3\tx\n")
    w = tensor("w", "F32", m)
    write("overlap.safetensors", _overlap(w))
    write("out_of_file.safetensors", safetensors_bytes([w[:4]])[:-4])
    write("wrong_size.safetensors", _lying_shape(w))
    write("bad_json.safetensors", struct.pack("<Q", 9) + b'{"w":{]} ' + b"\0" * 8)


def _overlap(w):
    name, dtype, shape, raw, _ = w
    header = {"a": {"dtype": dtype, "shape": list(shape), "data_offsets": [0, len(raw)]},
              "b": {"dtype": dtype, "shape": list(shape), "data_offsets": [4, 4 + len(raw)]}}
    text = json.dumps(header).encode()
    return struct.pack("<Q", len(text)) + text + raw + b"\0" * 4


def _lying_shape(w):
    name, dtype, shape, raw, _ = w
    header = {name: {"dtype": dtype, "shape": [shape[0], shape[1] + 1], "data_offsets": [0, len(raw)]}}
    text = json.dumps(header).encode()
    return struct.pack("<Q", len(text)) + text + raw


if __name__ == "__main__":
    os.makedirs(OUT, exist_ok=True)
    good_npy()
    good_safetensors()
    good_text()
    bad_files()

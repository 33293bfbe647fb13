#!/usr/bin/env python3
"""Reference numbers for test_naive.cpp, computed with NumPy from the definitions alone:
fraction p_t = t / (L - 1) in every dimension, index p_t = t, binary p_t[j] = +1 if bit j of t
is set else -1 (bit 0 in dimension 0). Distances are taken between the built rows."""
import numpy as np


def rows(kind, d, L, positions):
    t = np.arange(positions, dtype=np.float64)
    if kind == "fraction":
        return np.repeat((t / (L - 1))[:, None], d, axis=1)
    if kind == "index":
        return np.repeat(t[:, None], d, axis=1)
    bits = (np.arange(positions)[:, None] >> np.arange(d)[None, :]) & 1
    return np.where(bits == 1, 1.0, -1.0)


def neighbour(r):
    return np.linalg.norm(r[1:] - r[:-1], axis=1)


for L in (128, 512):
    r = rows("fraction", 64, L, 2 * L)
    n = neighbour(r[:L])
    print(f"fraction d=64 L={L}: step {n.mean():.17g} spread {n.max() - n.min():.3g} "
          f"largest past L {r[2 * L - 1].max():.17g}")
r = rows("index", 64, 512, 1024)
print(f"index d=64 L=512: step {neighbour(r).mean():.17g} largest {r[511].max():.17g} past {r[1023].max():.17g}")
r = rows("binary", 8, 0, 256)
n = neighbour(r)
print("binary d=8 t=0..12 neighbour:", ", ".join(f"{v:.17g}" for v in n[:13]))
print(f"binary d=8 L=200: smallest {n[:199].min():.17g} largest {n[:199].max():.17g} at {int(n[:199].argmax())}")
r = rows("binary", 4, 0, 40)
print("binary d=4 rows 5, 21:", r[5], r[21], "distance 5->21", np.linalg.norm(r[5] - r[21]))
print("binary d=4 distance 3->10:", np.linalg.norm(r[3] - r[10]))
# Closest pair and offset spread at d = 8, L = 300 (past 2^8 positions repeat).
r = rows("binary", 8, 0, 300)
g = np.linalg.norm(r[:, None, :] - r[None, :, :], axis=2)
np.fill_diagonal(g, np.inf)
print("binary d=8 300 positions: min distance", g.min(), "first pair", np.argwhere(g == g.min())[0])
n10 = np.linalg.norm(r[10:] - r[:-10], axis=1)
print(f"binary d=8 offset 10 over t<290: mean {n10.mean():.17g} min {n10.min():.17g} max {n10.max():.17g}")

#!/usr/bin/env python3
"""Reference numbers for tests/core/test_wordorder.cpp: one attention head,
softmax(Q K^T / sqrt(d)) V, computed with NumPy on inputs given by closed formulas
(the test builds the same matrices):
    x[i, j]   = sin(1 + i + 0.5 j)          (4 tokens x d = 3)
    W_Q[r, c] = cos(r - 2 c) / 2
    W_K[r, c] = sin(2 r + c + 0.3)
    W_V[r, c] = (r + 1) / (c + 2) - 0.4
"""
import numpy as np

n, d = 4, 3
x = np.array([[np.sin(1 + i + 0.5 * j) for j in range(d)] for i in range(n)])
wq = np.array([[np.cos(r - 2 * c) / 2 for c in range(d)] for r in range(d)])
wk = np.array([[np.sin(2 * r + c + 0.3) for c in range(d)] for r in range(d)])
wv = np.array([[(r + 1) / (c + 2) - 0.4 for c in range(d)] for r in range(d)])
q, k, v = x @ wq, x @ wk, x @ wv
s = q @ k.T / np.sqrt(d)
a = np.exp(s - s.max(axis=1, keepdims=True))
a /= a.sum(axis=1, keepdims=True)
out = a @ v
for row in out:
    print("{" + ", ".join(repr(float(e)) for e in row) + "},")

#!/usr/bin/python3
"""The paper's PE matrix (d = 512, n = 10000, L = 100) drawn with Matplotlib, the figure
`pe-explorer --preset paper --export` makes: 1600 x 900 pixels, red-white-blue from -1 to +1,
positions across, dimensions up, a colour bar, a title and a caption. For the speed comparison
in scripts/compare_matplotlib.sh: run as a whole process, like the app's export.

    heatmap_matplotlib.py OUT.png
"""
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402

d, n, length = 512, 10000.0, 100
t = np.arange(length)[:, None]
k = np.arange(d // 2)[None, :]
angles = t / n ** (2 * k / d)
pe = np.empty((length, d))
pe[:, 0::2] = np.sin(angles)
pe[:, 1::2] = np.cos(angles)

fig = plt.figure(figsize=(16, 9), dpi=100)
ax = fig.add_axes([0.05, 0.1, 0.85, 0.82])
image = ax.imshow(pe.T, origin="lower", aspect="auto", cmap="RdBu", vmin=-1, vmax=1, interpolation="nearest")
ax.set_xlabel("Position t")
ax.set_ylabel("Dimension j")
ax.set_title(f"Sinusoidal positional encoding: d = {d}, n = {n:g}, L = {length} (interleaved)")
fig.colorbar(image, cax=fig.add_axes([0.92, 0.1, 0.015, 0.82]), label="PE(t, j)")
fig.text(0.01, 0.02, f"PE matrix — d = {d}, n = {n:g}, L = {length}, interleaved layout")
fig.savefig(sys.argv[1])

#!/usr/bin/python3
"""The heatmap while L sweeps from 10 to 200 in 60 frames (d = 512, n = 10000), drawn with
Matplotlib's FuncAnimation and written by its FFMpegWriter (H.264, 30 frames/s, 1280 x 720): the
animation `pe-explorer --view heatmap --size 1280x720 --animate length=10:200 --frames 60
--export OUT.mp4` makes. For the speed comparison in scripts/compare_matplotlib.sh: run as a
whole process, like the app's export. Needs python3-matplotlib and the ffmpeg program.

    heatmap_animation_matplotlib.py OUT.mp4
"""
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
from matplotlib.animation import FFMpegWriter, FuncAnimation  # noqa: E402

d, n, frames = 512, 10000.0, 60
# Frame k shows L = round(10 + 190 k / 59), as --animate length=10:200 --frames 60 does.
lengths = [round(10 + (200 - 10) * k / (frames - 1)) for k in range(frames)]


def encoding(length):
    t = np.arange(length)[:, None]
    k = np.arange(d // 2)[None, :]
    angles = t / n ** (2 * k / d)
    pe = np.empty((length, d))
    pe[:, 0::2] = np.sin(angles)
    pe[:, 1::2] = np.cos(angles)
    return pe


fig = plt.figure(figsize=(12.8, 7.2), dpi=100)
ax = fig.add_axes([0.06, 0.1, 0.83, 0.82])
image = ax.imshow(encoding(lengths[0]).T, origin="lower", aspect="auto", cmap="RdBu", vmin=-1, vmax=1,
                  interpolation="nearest")
ax.set_xlabel("Position t")
ax.set_ylabel("Dimension j")
title = ax.set_title("")
fig.colorbar(image, cax=fig.add_axes([0.92, 0.1, 0.015, 0.82]), label="PE(t, j)")


def draw(k):
    length = lengths[k]
    image.set_data(encoding(length).T)
    image.set_extent((-0.5, length - 0.5, -0.5, d - 0.5))
    title.set_text(f"Sinusoidal positional encoding: d = {d}, n = {n:g}, L = {length} (interleaved)")
    return image, title


animation = FuncAnimation(fig, draw, frames=frames, blit=False)
animation.save(sys.argv[1], writer=FFMpegWriter(fps=30, codec="libx264"))

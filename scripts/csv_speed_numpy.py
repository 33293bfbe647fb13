#!/usr/bin/env python3
"""numpy.savetxt's CSV speed on the matrix pe-csv-bench writes, for the ratio between the two.

The same 20000 x 1000 PE-like matrix (sin/cos of t * w_j, n = 10000) written with
fmt='%.17g' (enough digits to round-trip a double, the same class as CsvWriter's shortest
digits), once to /dev/null and once to a temporary file (flushed and fsynced, like
AtomicFile). Prints MB/s and values/s.

    python3 scripts/csv_speed_numpy.py [rows] [columns]
"""
import os
import sys
import tempfile
import time

import numpy as np


def matrix(rows, cols):
    j = np.arange(cols)
    w = np.power(10000.0, -2.0 * (j // 2) / cols)
    a = np.arange(rows, dtype=np.float64)[:, None] * w[None, :]
    return np.where(j % 2 == 0, np.sin(a), np.cos(a))


def timed_savetxt(m, f, sync):
    start = time.perf_counter()
    np.savetxt(f, m, fmt="%.17g", delimiter=",")
    f.flush()
    if sync:
        os.fsync(f.fileno())
    return time.perf_counter() - start


def report(what, seconds, size, values):
    print("%-28s %8.1f MB/s  %7.2f Mvalues/s  %6.2f s  %d bytes"
          % (what, size / 1e6 / seconds, values / 1e6 / seconds, seconds, size))


def main():
    rows = int(sys.argv[1]) if len(sys.argv) > 1 else 20000
    cols = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
    m = matrix(rows, cols)
    values = rows * cols
    print("numpy %s savetxt, %d x %d doubles (%d values), fmt='%%.17g'" % (np.__version__, rows, cols, values))
    with tempfile.TemporaryDirectory(prefix="pe-csv-numpy-") as d:
        path = os.path.join(d, "matrix.csv")
        with open(path, "wb") as f:
            file_seconds = timed_savetxt(m, f, True)
        size = os.path.getsize(path)
    with open(os.devnull, "wb") as f:
        null_seconds = timed_savetxt(m, f, False)
    report("/dev/null", null_seconds, size, values)
    report("file (incl. fsync)", file_seconds, size, values)


if __name__ == "__main__":
    main()

// pe-csv-bench: how fast CsvWriter turns doubles into CSV. Writes a 20000 x 1000 matrix of
// PE-like values (sin/cos of t * w_j, 2e7 doubles) once to a sink that drops the bytes and once
// to a file through AtomicFile, and prints MB/s and values/s for each.
// scripts/csv_speed_numpy.py prints numpy.savetxt's figures for the same matrix.
//
//     pe-csv-bench [rows] [columns]
#include "core/io/atomicfile.h"
#include "core/io/csvwriter.h"

#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <unistd.h>
#include <vector>

using pe::core::io::AtomicFile;
using pe::core::io::CsvWriter;

namespace {

struct Result {
    double seconds = 0;
    std::size_t bytes = 0;
    bool ok = false;
};

Result writeMatrix(const std::vector<double>& m, long rows, long cols, CsvWriter::Sink sink)
{
    const auto start = std::chrono::steady_clock::now();
    CsvWriter w(std::move(sink));
    for (long t = 0; t < rows; ++t) {
        const double* row = m.data() + t * cols;
        for (long j = 0; j < cols; ++j)
            w.cell(row[j]);
        w.endRow();
    }
    Result r;
    r.ok = w.finish();
    r.bytes = w.bytesWritten();
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return r;
}

void print(const char* what, const Result& r, long values)
{
    std::printf("%-28s %8.1f MB/s  %7.2f Mvalues/s  %6.2f s  %zu bytes%s\n", what, r.bytes / 1e6 / r.seconds,
                values / 1e6 / r.seconds, r.seconds, r.bytes, r.ok ? "" : "  FAILED");
}

} // namespace

int main(int argc, char** argv)
{
    const long rows = argc > 1 ? std::atol(argv[1]) : 20000;
    const long cols = argc > 2 ? std::atol(argv[2]) : 1000;
    // The same values as scripts/csv_speed_numpy.py: PE(t, j) with n = 10000, d = cols.
    std::vector<double> m(static_cast<std::size_t>(rows * cols));
    for (long j = 0; j < cols; ++j) {
        const double w = std::pow(10000.0, -2.0 * static_cast<double>(j / 2) / static_cast<double>(cols));
        for (long t = 0; t < rows; ++t)
            m[t * cols + j] = j % 2 == 0 ? std::sin(w * t) : std::cos(w * t);
    }
    const long values = rows * cols;
    std::printf("CsvWriter, %ld x %ld doubles (%ld values), shortest round-trip digits\n", rows, cols, values);

    std::size_t dropped = 0;
    print("null sink",
          writeMatrix(m, rows, cols,
                      [&](const char*, std::size_t n) {
                          dropped += n;
                          return true;
                      }),
          values);

    char dir[] = "/tmp/pe-csv-bench-XXXXXX";
    if (!::mkdtemp(dir)) {
        std::perror("mkdtemp");
        return 1;
    }
    const std::string path = std::string(dir) + "/matrix.csv";
    {
        AtomicFile file(path);
        Result r = writeMatrix(m, rows, cols, file.sink());
        const auto start = std::chrono::steady_clock::now();
        r.ok = r.ok && file.commit();
        r.seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        print(("file " + path + " (incl. fsync)").c_str(), r, values);
        if (!r.ok)
            std::fprintf(stderr, "%s\n", file.error().c_str());
    }
    ::unlink(path.c_str());
    ::rmdir(dir);
    return 0;
}

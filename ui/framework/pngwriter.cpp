#include "ui/framework/pngwriter.h"

#include "core/parallel.h"

#include <QImage>
#include <QtEndian>

#include <algorithm>
#include <atomic>
#include <vector>

#include <zlib.h>

namespace pe::ui::png {

namespace {
void appendUInt32(QByteArray& out, quint32 v)
{
    char b[4];
    qToBigEndian(v, b);
    out.append(b, 4);
}

void appendChunk(QByteArray& out, const char type[4], const QByteArray& data)
{
    appendUInt32(out, static_cast<quint32>(data.size()));
    const qsizetype start = out.size();
    out.append(type, 4);
    out.append(data);
    appendUInt32(out, static_cast<quint32>(::crc32(0, reinterpret_cast<const Bytef*>(out.constData() + start),
                                                   static_cast<uInt>(out.size() - start))));
}

/// A zlib stream (RFC 1950) of `raw`, level 1, made of `parts` raw deflate streams compressed
/// at the same time on different threads, each thread taking the next part left (a figure's
/// margins compress faster than its data, so fixed halves would leave one core idle): every
/// part but the last ends with a full flush (byte aligned, nothing referring back past it),
/// so their concatenation is one valid deflate stream; the Adler-32 of the whole is combined
/// from the parts'. Empty on failure.
QByteArray deflateInParts(const QByteArray& raw, int parts)
{
    const qsizetype size = raw.size();
    std::vector<QByteArray> out(static_cast<std::size_t>(parts));
    std::vector<uLong> adler(static_cast<std::size_t>(parts), 1);
    std::vector<qsizetype> starts;
    for (int i = 0; i <= parts; ++i)
        starts.push_back(size * i / parts);
    std::atomic<bool> ok{true};
    std::atomic<int> next{0};
    core::parallelFor(std::min(parts, core::maxThreads()), 1, [&](long, long) {
        for (int i = next++; i < parts; i = next++) {
            const auto k = static_cast<std::size_t>(i);
            const qsizetype length = starts[k + 1] - starts[k];
            const auto* in = reinterpret_cast<const Bytef*>(raw.constData() + starts[k]);
            adler[k] = adler32(1, in, static_cast<uInt>(length));
            z_stream z{};
            if (deflateInit2(&z, 1, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) != Z_OK) {
                ok = false;
                continue;
            }
            QByteArray& bytes = out[k];
            bytes.resize(static_cast<qsizetype>(deflateBound(&z, static_cast<uLong>(length))) + 16);
            z.next_in = const_cast<Bytef*>(in);
            z.avail_in = static_cast<uInt>(length);
            z.next_out = reinterpret_cast<Bytef*>(bytes.data());
            z.avail_out = static_cast<uInt>(bytes.size());
            const int result = deflate(&z, i + 1 == parts ? Z_FINISH : Z_FULL_FLUSH);
            const bool done = i + 1 == parts ? result == Z_STREAM_END : result == Z_OK && z.avail_in == 0;
            if (!done)
                ok = false;
            bytes.resize(static_cast<qsizetype>(z.total_out));
            deflateEnd(&z);
        }
    });
    if (!ok)
        return {};
    uLong whole = adler[0];
    for (std::size_t k = 1; k < adler.size(); ++k)
        whole = adler32_combine(whole, adler[k], static_cast<z_off_t>(starts[k + 1] - starts[k]));
    QByteArray zlib("\x78\x01", 2); // deflate with a 32 KiB window, fastest level
    for (const QByteArray& part : out)
        zlib.append(part);
    appendUInt32(zlib, static_cast<quint32>(whole));
    return zlib;
}
} // namespace

QByteArray encode(const QImage& source)
{
    const QImage image = source.format() == QImage::Format_RGB32 || source.format() == QImage::Format_ARGB32
                             ? source
                             : source.convertToFormat(QImage::Format_RGB32);
    const int w = image.width();
    const int h = image.height();
    const qsizetype rowBytes = 1 + 3 * static_cast<qsizetype>(w);
    QByteArray raw(rowBytes * h, Qt::Uninitialized);
    // Filter "Up": each byte minus the byte above it (the row above the first is zeros).
    core::parallelFor(h, 64, [&](long first, long end) {
        for (long y = first; y < end; ++y) {
            const auto* line = reinterpret_cast<const QRgb*>(image.constScanLine(static_cast<int>(y)));
            const auto* above =
                y > 0 ? reinterpret_cast<const QRgb*>(image.constScanLine(static_cast<int>(y - 1))) : nullptr;
            char* out = raw.data() + y * rowBytes;
            *out++ = 2;
            for (int x = 0; x < w; ++x) {
                const QRgb p = line[x], q = above ? above[x] : 0u;
                *out++ = static_cast<char>(qRed(p) - qRed(q));
                *out++ = static_cast<char>(qGreen(p) - qGreen(q));
                *out++ = static_cast<char>(qBlue(p) - qBlue(q));
            }
        }
    });
    // Large images in eight parts shared by the cores; small ones in one.
    const int parts = raw.size() >= (1 << 20) ? 8 : 1;
    const QByteArray zlib = deflateInParts(raw, parts);
    if (zlib.isEmpty())
        return {};

    QByteArray header;
    appendUInt32(header, static_cast<quint32>(w));
    appendUInt32(header, static_cast<quint32>(h));
    header.append(char(8)); // bits per channel
    header.append(char(2)); // colour type: RGB
    header.append(3, '\0'); // deflate, adaptive filtering, no interlace
    QByteArray physical;    // pixels per metre, as Qt's writer stores them
    appendUInt32(physical, static_cast<quint32>(image.dotsPerMeterX()));
    appendUInt32(physical, static_cast<quint32>(image.dotsPerMeterY()));
    physical.append(char(1));

    QByteArray png("\x89PNG\r\n\x1a\n", 8);
    appendChunk(png, "IHDR", header);
    appendChunk(png, "pHYs", physical);
    appendChunk(png, "IDAT", zlib);
    appendChunk(png, "IEND", QByteArray());
    return png;
}

} // namespace pe::ui::png

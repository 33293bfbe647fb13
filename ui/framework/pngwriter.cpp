#include "ui/framework/pngwriter.h"

#include <QImage>
#include <QtEndian>

#include <array>

namespace pe::ui::png {

namespace {
quint32 crc32(const char* data, qsizetype size, quint32 crc = 0)
{
    static const std::array<quint32, 256> table = [] {
        std::array<quint32, 256> t{};
        for (quint32 n = 0; n < 256; ++n) {
            quint32 c = n;
            for (int k = 0; k < 8; ++k)
                c = (c & 1) ? 0xedb88320u ^ (c >> 1) : c >> 1;
            t[n] = c;
        }
        return t;
    }();
    crc = ~crc;
    for (qsizetype i = 0; i < size; ++i)
        crc = table[(crc ^ static_cast<quint8>(data[i])) & 0xff] ^ (crc >> 8);
    return ~crc;
}

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
    appendUInt32(out, crc32(out.constData() + start, out.size() - start));
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
    QByteArray previous(3 * static_cast<qsizetype>(w), '\0');
    for (int y = 0; y < h; ++y) {
        const auto* line = reinterpret_cast<const QRgb*>(image.constScanLine(y));
        char* out = raw.data() + y * rowBytes;
        char* prev = previous.data();
        *out++ = 2; // filter "Up": each byte minus the byte above it
        for (int x = 0; x < w; ++x) {
            const char rgb[3] = {static_cast<char>(qRed(line[x])), static_cast<char>(qGreen(line[x])),
                                 static_cast<char>(qBlue(line[x]))};
            for (int c = 0; c < 3; ++c) {
                *out++ = static_cast<char>(rgb[c] - *prev);
                *prev++ = rgb[c];
            }
        }
    }
    // qCompress prefixes the zlib stream with its length (4 bytes), which PNG does not want.
    const QByteArray zlib = qCompress(raw, 1).mid(4);

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

// The exporter's PNG encoder: what it writes decodes to the same pixels.

#include "ui/framework/pngwriter.h"

#include <QImage>
#include <QRandomGenerator>
#include <QTest>
#include <QtEndian>

#include <zlib.h>

class TestPngWriter : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void roundTripsExactly()
    {
        for (const QSize size : {QSize(1, 1), QSize(7, 3), QSize(333, 200), QSize(1000, 401)}) { // the last in parts
            QImage image(size, QImage::Format_RGB32);
            QRandomGenerator rng(42);
            for (int y = 0; y < size.height(); ++y)
                for (int x = 0; x < size.width(); ++x)
                    image.setPixel(x, y, qRgb(rng.bounded(256), rng.bounded(256), rng.bounded(256)));
            const QByteArray png = pe::ui::png::encode(image);
            QVERIFY(png.startsWith("\x89PNG\r\n\x1a\n"));
            QImage decoded;
            QVERIFY(decoded.loadFromData(png, "PNG"));
            QCOMPARE(decoded.size(), size);
            QCOMPARE(decoded.convertToFormat(QImage::Format_RGB32), image);
        }
    }

    void aLargeImageIsOneValidZlibStream()
    {
        // Compressed in parts at the same time: zlib itself inflates the joined stream and
        // checks its Adler-32.
        QImage image(1200, 500, QImage::Format_RGB32);
        QRandomGenerator rng(7);
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                image.setPixel(x, y, y < 250 ? qRgb(x % 256, y, 40) : qRgb(rng.bounded(256), 0, rng.bounded(256)));
        const QByteArray png = pe::ui::png::encode(image);
        QByteArray idat;
        for (qsizetype at = 8; at + 12 <= png.size();) {
            const quint32 length = qFromBigEndian<quint32>(png.constData() + at);
            if (png.mid(at + 4, 4) == "IDAT")
                idat += png.mid(at + 8, length);
            at += 12 + length;
        }
        const qsizetype rawSize = (1 + 3 * 1200) * 500;
        QByteArray raw(rawSize + 1, Qt::Uninitialized);
        uLongf rawLength = static_cast<uLongf>(raw.size());
        QCOMPARE(uncompress(reinterpret_cast<Bytef*>(raw.data()), &rawLength,
                            reinterpret_cast<const Bytef*>(idat.constData()), static_cast<uLong>(idat.size())),
                 Z_OK);
        QCOMPARE(static_cast<qsizetype>(rawLength), rawSize);
        QImage decoded;
        QVERIFY(decoded.loadFromData(png, "PNG"));
        QCOMPARE(decoded.convertToFormat(QImage::Format_RGB32), image);
    }

    void dropsAlphaAndConvertsOtherFormats()
    {
        QImage image(10, 4, QImage::Format_ARGB32_Premultiplied);
        image.fill(qRgba(0, 0, 0, 0));
        image.setPixel(3, 2, qRgb(10, 200, 30));
        QImage decoded;
        QVERIFY(decoded.loadFromData(pe::ui::png::encode(image), "PNG"));
        QVERIFY(!decoded.hasAlphaChannel());
        QCOMPARE(decoded.pixel(3, 2), qRgb(10, 200, 30));
        QCOMPARE(decoded.pixel(0, 0), qRgb(0, 0, 0));
    }

    void keepsTheResolution()
    {
        QImage image(5, 5, QImage::Format_RGB32);
        image.fill(Qt::white);
        image.setDotsPerMeterX(5000);
        image.setDotsPerMeterY(6000);
        QImage decoded;
        QVERIFY(decoded.loadFromData(pe::ui::png::encode(image), "PNG"));
        QCOMPARE(decoded.dotsPerMeterX(), 5000);
        QCOMPARE(decoded.dotsPerMeterY(), 6000);
    }
};

QTEST_MAIN(TestPngWriter)
#include "test_pngwriter.moc"

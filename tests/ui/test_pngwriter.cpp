// The exporter's PNG encoder: what it writes decodes to the same pixels.

#include "ui/framework/pngwriter.h"

#include <QImage>
#include <QRandomGenerator>
#include <QTest>

class TestPngWriter : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void roundTripsExactly()
    {
        for (const QSize size : {QSize(1, 1), QSize(7, 3), QSize(333, 200)}) {
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

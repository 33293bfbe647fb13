// Tall shapes cut into pieces paint exactly the pixels of the whole shape: no gap, and no row
// painted twice (a translucent colour would show it), and no piece is tall enough for Qt's
// raster engine to hand it to its thread pool.

#include "ui/plotting/rasterpieces.h"

#include <QImage>
#include <QPainter>
#include <QTest>

using namespace pe::ui;

namespace {
const QColor kTranslucent(31, 119, 180, 90);

QImage blank()
{
    QImage image(40, 400, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    return image;
}

void paintLines(QImage* image, const QVector<QLine>& lines)
{
    QPainter p(image);
    QPen pen(kTranslucent, 0);
    pen.setCosmetic(true);
    pen.setCapStyle(Qt::SquareCap);
    p.setPen(pen);
    p.drawLines(lines.constData(), static_cast<int>(lines.size()));
}

void paintRects(QImage* image, const QVector<QRect>& rects)
{
    QPainter p(image);
    for (const QRect& r : rects)
        p.fillRect(r, kTranslucent);
}
} // namespace

class TestRasterPieces : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void columnsPaintTheSamePixels_data()
    {
        QTest::addColumn<int>("top");
        QTest::addColumn<int>("bottom");
        QTest::newRow("one row") << 10 << 10;
        QTest::newRow("just short") << 5 << 5 + kMaxInlineRows - 1;
        QTest::newRow("just over") << 5 << 5 + kMaxInlineRows;
        QTest::newRow("tall") << 3 << 390;
    }
    void columnsPaintTheSamePixels()
    {
        QFETCH(int, top);
        QFETCH(int, bottom);
        QVector<QLine> pieces;
        appendColumnPieces(&pieces, 7, top, bottom);
        QCOMPARE(pieces.size(), (bottom - top) / kMaxInlineRows + 1);
        for (const QLine& l : pieces) {
            QCOMPARE(l.x1(), 7);
            QCOMPARE(l.x2(), 7);
            QVERIFY(l.y2() - l.y1() + 1 <= kMaxInlineRows);
        }
        QImage whole = blank(), cut = blank();
        paintLines(&whole, {QLine(7, top, 7, bottom)});
        paintLines(&cut, pieces);
        QCOMPARE(cut, whole);
    }

    void rectsPaintTheSamePixels_data()
    {
        QTest::addColumn<QRect>("rect");
        QTest::newRow("short") << QRect(2, 4, 9, 30);
        QTest::newRow("exactly two pieces") << QRect(2, 4, 9, 2 * kMaxInlineRows);
        QTest::newRow("tall") << QRect(0, 0, 40, 400);
    }
    void rectsPaintTheSamePixels()
    {
        QFETCH(QRect, rect);
        QVector<QRect> pieces;
        appendRectPieces(&pieces, rect);
        for (const QRect& r : pieces) {
            QCOMPARE(r.left(), rect.left());
            QCOMPARE(r.width(), rect.width());
            QVERIFY(r.height() >= 1 && r.height() <= kMaxInlineRows);
        }
        QImage whole = blank(), cut = blank();
        paintRects(&whole, {rect});
        paintRects(&cut, pieces);
        QCOMPARE(cut, whole);
    }
};

QTEST_MAIN(TestRasterPieces)
#include "test_rasterpieces.moc"

// ColumnCurve: denser than the pixels, each pixel column is painted over the extent the curve
// sweeps in it (no gap, nothing far outside); sparser, it is the pen's polyline or steps.

#include "ui/plotting/columncurve.h"
#include "ui/plotting/figureplot.h"

#include <QTest>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

using namespace pe::ui;

namespace {
const QColor kInk(0, 114, 178);

/// A bare plot, 400 x 300, axis rect [0, 1000] x [-1.5, 1.5], with one curve.
struct Figure {
    pe::ui::FigurePlot plot;
    ColumnCurve* curve;
    Figure()
    {
        plot.resize(400, 300);
        plot.xAxis->setRange(0, 1000);
        plot.yAxis->setRange(-1.5, 1.5);
        for (QCPAxis* a : {plot.xAxis, plot.yAxis})
            a->grid()->setVisible(false);
        curve = new ColumnCurve(plot.xAxis, plot.yAxis);
        curve->setPen(QPen(kInk, 2));
    }
    QImage render() { return plot.toPixmap(400, 300, 1.0).toImage(); }
};

/// The pixel rows [top, bottom] of the points in pixel columns c0 .. c1 (top > bottom: none).
std::pair<int, int> extent(const Figure& f, const std::vector<double>& x, const std::vector<double>& y, int c0, int c1)
{
    double lo = 1e9, hi = -1e9;
    for (size_t i = 0; i < x.size(); ++i) {
        const double c = std::floor(f.plot.xAxis->coordToPixel(x[i]) + 0.5);
        if (c >= c0 && c <= c1) {
            lo = std::min(lo, y[i]);
            hi = std::max(hi, y[i]);
        }
    }
    if (lo > hi)
        return {1, 0};
    return {static_cast<int>(std::lround(f.plot.yAxis->coordToPixel(hi))),
            static_cast<int>(std::lround(f.plot.yAxis->coordToPixel(lo)))};
}

bool inked(const QImage& image, int x, int y)
{
    const QColor c = image.pixelColor(x, y);
    return std::abs(c.red() - kInk.red()) < 60 && std::abs(c.green() - kInk.green()) < 60 &&
           std::abs(c.blue() - kInk.blue()) < 60;
}
} // namespace

class TestColumnCurve : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void denseCurvesPaintEachColumnsExtent()
    {
        Figure f;
        // 20001 points of a fast sine under a slow envelope: about 60 points per pixel column.
        std::vector<double> x, y;
        for (int i = 0; i <= 20000; ++i) {
            x.push_back(0.05 * i);
            y.push_back(std::sin(0.9 * x.back()) * (0.2 + 0.8 * x.back() / 1000));
        }
        f.curve->setData(x, y);
        const QImage image = f.render();
        QVERIFY(f.curve->drewColumns());
        const QRect rect = f.plot.axisRect()->rect();
        int checked = 0;
        for (int px = rect.left() + 8; px < rect.right() - 8; px += 3) { // clear of the ticks
            // The extent of the points whose pixel column is px: painted without a gap.
            const auto [top, bottom] = extent(f, x, y, px, px);
            if (top > bottom)
                continue;
            for (int py = top; py <= bottom; ++py)
                QVERIFY2(inked(image, px, py), qPrintable(QStringLiteral("gap at %1, %2").arg(px).arg(py)));
            // Nothing beyond the neighbours' extents (joins and the pen's width reach those).
            const auto [near, far] = extent(f, x, y, px - 2, px + 2);
            for (int py : {near - 4, far + 4})
                if (rect.contains(px, py))
                    QVERIFY2(!inked(image, px, py), qPrintable(QStringLiteral("ink at %1, %2").arg(px).arg(py)));
            ++checked;
        }
        QVERIFY(checked > 100);
    }

    void sparseCurvesAreLines()
    {
        Figure f;
        f.curve->setData({0, 500, 1000}, {-1, 1, -1});
        const QImage image = f.render();
        QVERIFY(!f.curve->drewColumns());
        // Halfway up the first segment, and nothing at the top left where columns would not reach either.
        const QPointF mid(f.plot.xAxis->coordToPixel(250), f.plot.yAxis->coordToPixel(0));
        QVERIFY(inked(image, qRound(mid.x()), qRound(mid.y())));
        QVERIFY(!inked(image, qRound(mid.x()), qRound(f.plot.yAxis->coordToPixel(1))));
    }

    void stepsHoldTheValueUntilTheNextPoint()
    {
        Figure f;
        f.curve->setSteps(true);
        f.curve->setData({0, 500, 1000}, {-1, 1, 1});
        const QImage image = f.render();
        const int x = qRound(f.plot.xAxis->coordToPixel(250));
        QVERIFY(inked(image, x, qRound(f.plot.yAxis->coordToPixel(-1))));
        QVERIFY(!inked(image, x, qRound(f.plot.yAxis->coordToPixel(0))));
    }

    void rangesCoverTheData()
    {
        Figure f;
        f.curve->setData({2, 3, 7}, {0.5, -4, 1});
        bool found = false;
        QCOMPARE(f.curve->getKeyRange(found), QCPRange(2, 7));
        QVERIFY(found);
        QCOMPARE(f.curve->getValueRange(found), QCPRange(-4, 1));
        f.curve->setData({}, {});
        f.curve->getKeyRange(found);
        QVERIFY(!found);
    }
};

QTEST_MAIN(TestColumnCurve)
#include "test_columncurve.moc"

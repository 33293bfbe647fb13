// FastColorMap draws exactly what QCPColorMap draws, whether the image was prepared off the
// GUI thread or the map has to colour its data itself (changed gradient or range).

#include "ui/plotting/fastcolormap.h"
#include "ui/plotting/figureplot.h"

#include <QRandomGenerator>
#include <QTest>

using pe::ui::FastColorMap;

namespace {
QCPColorMapData* randomData(int nk, int nv)
{
    auto* data = new QCPColorMapData(nk, nv, QCPRange(0, nk - 1), QCPRange(0, nv - 1));
    QRandomGenerator rng(11);
    double* cells = FastColorMap::cells(data);
    for (int i = 0; i < nk * nv; ++i)
        cells[i] = rng.generateDouble() * 2 - 1;
    data->setCell(0, 0, cells[0]);
    return data;
}

/// The plot drawn with `map` as its only plottable.
QImage render(QCustomPlot& plot)
{
    plot.replot();
    return plot.toPixmap(400, 300).toImage();
}
} // namespace

class TestFastColorMap : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void drawsWhatQCustomPlotDraws_data()
    {
        QTest::addColumn<int>("nk");
        QTest::addColumn<int>("nv");
        QTest::addColumn<bool>("interpolate");
        QTest::newRow("large") << 350 << 260 << false;
        QTest::newRow("oversampled") << 150 << 40 << false; // QCPColorMap enlarges maps under 200 cells
        QTest::newRow("tiny") << 2 << 3 << false;
        QTest::newRow("interpolated") << 150 << 40 << true;
    }

    void drawsWhatQCustomPlotDraws()
    {
        QFETCH(int, nk);
        QFETCH(int, nv);
        QFETCH(bool, interpolate);
        const QCPColorGradient gradient(QCPColorGradient::gpJet);
        const QCPRange range(-1, 1);

        QCustomPlot reference;
        auto* plain = new QCPColorMap(reference.xAxis, reference.yAxis);
        plain->setGradient(gradient);
        plain->setDataRange(range);
        plain->setInterpolate(interpolate);
        plain->setData(randomData(nk, nv), false);
        reference.rescaleAxes();

        pe::ui::FigurePlot plot;
        auto* fast = new FastColorMap(plot.xAxis, plot.yAxis);
        fast->setGradient(gradient);
        fast->setDataRange(range);
        fast->setInterpolate(interpolate);
        QCPColorMapData* data = randomData(nk, nv);
        const QImage image = FastColorMap::colorize(data, gradient, range, interpolate);
        QVERIFY(!image.isNull());
        fast->setPrepared(data, image, gradient, range);
        plot.rescaleAxes();
        QCOMPARE(render(plot), render(reference));
        QVERIFY(fast->usesPreparedImage());

        // A new gradient makes the prepared image stale: the map colours its data itself.
        fast->setGradient(QCPColorGradient(QCPColorGradient::gpHot));
        plain->setGradient(QCPColorGradient(QCPColorGradient::gpHot));
        QCOMPARE(render(plot), render(reference));
        fast->setDataRange(QCPRange(-0.5, 0.5));
        plain->setDataRange(QCPRange(-0.5, 0.5));
        QCOMPARE(render(plot), render(reference));
    }
};

QTEST_MAIN(TestFastColorMap)
#include "test_fastcolormap.moc"

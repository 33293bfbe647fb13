// FastGraph draws wide and dashed lines segment by segment: the dashes are those of Qt's own
// dash stroker, and the figure looks as QCustomPlot's polyline draws it.
#include "ui/plotting/fastgraph.h"
#include "ui/plotting/figureplot.h"

#include <QPainterPathStroker>
#include <QTest>
#include <qcustomplot.h>

#include <cmath>
#include <utility>
#include <vector>

using pe::ui::FastGraph;

namespace {
using Intervals = std::vector<std::pair<double, double>>;

/// The x extents of the dashes Qt's stroker cuts along the horizontal line (0, 0) - (length, 0).
Intervals qtDashes(const QPen& pen, double length)
{
    QPainterPathStroker stroker;
    stroker.setWidth(pen.widthF());
    stroker.setCapStyle(Qt::FlatCap);
    stroker.setDashPattern(pen.dashPattern()); // a dash offset made the style CustomDashLine
    stroker.setDashOffset(pen.dashOffset());
    QPainterPath line;
    line.moveTo(0, 0);
    line.lineTo(length, 0);
    Intervals out;
    for (const QPolygonF& dash : stroker.createStroke(line).toSubpathPolygons()) {
        const QRectF box = dash.boundingRect();
        if (box.width() > 1e-9)
            out.emplace_back(box.left(), box.right());
    }
    std::sort(out.begin(), out.end());
    return out;
}

/// FastGraph's dashes along the same line given as three points (a vertex inside), joined
/// where a dash turns the vertex.
Intervals ourDashes(const QPen& pen, double length, double vertex)
{
    const QPointF points[3] = {QPointF(0, 0), QPointF(vertex, 0), QPointF(length, 0)};
    Intervals out;
    for (const QLineF& d : FastGraph::dashes(pen, points, 3)) {
        if (!out.empty() && std::abs(out.back().second - d.x1()) < 1e-9)
            out.back().second = d.x2();
        else
            out.emplace_back(d.x1(), d.x2());
    }
    return out;
}

QImage render(bool fast, const QPen& pen)
{
    pe::ui::FigurePlot plot;
    plot.resize(400, 300);
    QCPGraph* g = fast ? new FastGraph(plot.xAxis, plot.yAxis) : new QCPGraph(plot.xAxis, plot.yAxis);
    QVector<double> x, y;
    for (int i = 0; i <= 40; ++i) {
        x << i;
        y << std::sin(i * 0.3) + (i == 20 ? qQNaN() : 0.0);
    }
    g->setData(x, y, true);
    g->setPen(pen);
    plot.xAxis->setRange(0, 40);
    plot.yAxis->setRange(-1.2, 1.2);
    return plot.toPixmap(400, 300).toImage().convertToFormat(QImage::Format_RGB32);
}
} // namespace

class TestFastGraph : public QObject {
    Q_OBJECT
private slots:
    void dashesAreQtsOwn()
    {
        for (const Qt::PenStyle style : {Qt::DotLine, Qt::DashLine, Qt::DashDotLine, Qt::DashDotDotLine})
            for (const double width : {1.5, 2.5})
                for (const double offset : {0.0, 1.3}) {
                    QPen pen(Qt::black, width, style);
                    pen.setDashOffset(offset);
                    const Intervals ours = ourDashes(pen, 101.7, 37.3);
                    const Intervals qt = qtDashes(pen, 101.7);
                    QVERIFY2(ours.size() == qt.size(), qPrintable(QStringLiteral("style %1 width %2: %3 dashes, Qt %4")
                                                                      .arg(style)
                                                                      .arg(width)
                                                                      .arg(ours.size())
                                                                      .arg(qt.size())));
                    for (size_t i = 0; i < qt.size(); ++i) {
                        QVERIFY(std::abs(ours[i].first - qt[i].first) < 1e-6);
                        QVERIFY(std::abs(ours[i].second - qt[i].second) < 1e-6);
                    }
                }
    }

    void customPatternsAreQtsOwnToo()
    {
        // A pattern with a zero-length entry, and one that starts mid-dash.
        for (const QList<qreal>& pattern : {QList<qreal>{0, 2, 3, 1}, QList<qreal>{5, 1.5, 0.5, 2}}) {
            QPen pen(Qt::black, 2.0);
            pen.setDashPattern(pattern);
            pen.setDashOffset(2.25);
            const Intervals ours = ourDashes(pen, 90.4, 41.9);
            const Intervals qt = qtDashes(pen, 90.4);
            QCOMPARE(ours.size(), qt.size());
            for (size_t i = 0; i < qt.size(); ++i) {
                QVERIFY(std::abs(ours[i].first - qt[i].first) < 1e-6);
                QVERIFY(std::abs(ours[i].second - qt[i].second) < 1e-6);
            }
        }
    }

    void drawsAsQCustomPlotDoes()
    {
        // The same curve (with a NaN gap) in QCustomPlot's polyline and in FastGraph's
        // segments: the pixels differ only at the joins and by antialiasing.
        for (const QPen& pen : {QPen(Qt::blue, 2.0), QPen(Qt::blue, 1.5, Qt::DotLine), QPen(Qt::red, 2.5, Qt::DashLine),
                                QPen(Qt::black, 1.0, Qt::DashLine)}) {
            const QImage a = render(false, pen), b = render(true, pen);
            QCOMPARE(a.size(), b.size());
            double inkA = 0, inkB = 0, differ = 0;
            for (int y = 0; y < a.height(); ++y)
                for (int x = 0; x < a.width(); ++x) {
                    const int ga = qGray(a.pixel(x, y)), gb = qGray(b.pixel(x, y));
                    inkA += 255 - ga;
                    inkB += 255 - gb;
                    differ += std::abs(ga - gb);
                }
            QVERIFY2(std::abs(inkA - inkB) < 0.08 * inkA,
                     qPrintable(QStringLiteral("ink %1 vs %2").arg(inkA).arg(inkB)));
            QVERIFY2(differ < 0.25 * inkA, qPrintable(QStringLiteral("differ %1 of ink %2").arg(differ).arg(inkA)));
        }
    }
};

QTEST_MAIN(TestFastGraph)
#include "test_fastgraph.moc"

// Legends sit outside the data (legendwrap::outsideWhenRoom): in their own row under the panel,
// over the panel only on a screen too small for the figure even at the smallest text, and then
// only when they leave most of the panel to the data; back out once there is room; exports
// always have them outside.
#include "ui/framework/exporter.h"
#include "ui/framework/pagestate.h"
#include "ui/plotting/figurepages.h"
#include "ui/plotting/figurepanels.h"
#include "ui/plotting/figureplot.h"
#include "ui/plotting/legendwrap.h"
#include "ui/plotting/reflow.h"

#include <QTest>
#include <qcustomplot.h>

#include <memory>

using namespace pe::ui;

namespace {

struct Figure {
    std::unique_ptr<pe::ui::FigurePlot> plot = std::make_unique<pe::ui::FigurePlot>();
    QCPLayoutGrid* body = nullptr;
    QCPAxisRect* rect = nullptr;
    QCPLegend* legend = nullptr;

    explicit Figure(QSize size, int curves, const QString& name)
    {
        plot->resize(size);
        plot->setViewport(QRect(QPoint(0, 0), size)); // hidden, the widget gets no resize event
        plot->plotLayout()->clear();
        body = new QCPLayoutGrid;
        plot->plotLayout()->addElement(0, 0, body);
        // A panel as the waves and the ladder build theirs: the rect, its legend in the row below.
        auto* panel = new QCPLayoutGrid;
        body->addElement(0, 0, panel);
        rect = new QCPAxisRect(plot.get());
        panel->addElement(0, 0, rect);
        legend = new QCPLegend;
        legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
        legend->setWrap(3);
        legendwrap::adapt(legend, rect, 3);
        legendwrap::outsideWhenRoom(legend, panel, 1, 0, rect, Qt::AlignTop | Qt::AlignRight);
        panel->setRowStretchFactors({1.0, 0.001});
        for (int i = 0; i < curves; ++i)
            panels::addGraph(rect, panels::pen(i), name.arg(i), legend);
        plot->replot();
    }
    /// The grid of the rect and its legend.
    QCPLayoutGrid* panelGrid() const { return qobject_cast<QCPLayoutGrid*>(body->element(0, 0)); }
    bool inside() const { return legend->layout() == rect->insetLayout(); }
    void replotWith(bool PageState::*flag, bool on)
    {
        setOnPage(plot.get(), flag, on);
        plot->replot();
    }
};

} // namespace

class TestLegendPlace : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void outsideUnlessTheScreenIsTooSmall()
    {
        Figure f(QSize(600, 400), 2, QStringLiteral("curve %1"));
        QVERIFY(!f.inside());
        QCOMPARE(f.panelGrid()->rowCount(), 2);
        QCOMPARE(f.panelGrid()->element(1, 0), f.legend);
        QCOMPARE(f.legend->brush().style(), Qt::NoBrush);
        const double stretch = f.panelGrid()->rowStretchFactors().at(1);
        const int columns = f.legend->wrap();

        // Too tall at the smallest text: over the panel, on a box, in one column, its row gone.
        f.replotWith(&PageState::tooTall, true);
        QVERIFY(f.inside());
        QCOMPARE(f.panelGrid()->rowCount(), 1);
        QVERIFY(f.legend->brush().style() != Qt::NoBrush);
        QCOMPARE(f.legend->wrap(), 1);
        f.plot->replot(); // stays so while the page is too tall
        QVERIFY(f.inside());

        // Room again: back in its row, with its stretch factor.
        f.replotWith(&PageState::tooTall, false);
        QVERIFY(!f.inside());
        QCOMPARE(f.panelGrid()->rowCount(), 2);
        QCOMPARE(f.panelGrid()->element(1, 0), f.legend);
        QCOMPARE(f.panelGrid()->rowStretchFactors().at(1), stretch);
        QCOMPARE(f.legend->brush().style(), Qt::NoBrush);
        QCOMPARE(f.legend->wrap(), columns); // side by side under the panel again
    }

    void exportsKeepItOutside()
    {
        Figure f(QSize(600, 400), 2, QStringLiteral("curve %1"));
        setOnPage(f.plot.get(), &PageState::exporting, true);
        f.replotWith(&PageState::tooTall, true);
        QVERIFY(!f.inside());
        f.replotWith(&PageState::exporting, false);
        QVERIFY(f.inside());
        f.replotWith(&PageState::exporting, true);
        QVERIFY(!f.inside());
    }

    void aPageShownAloneKeepsItOutsideWhileItHasTheRoom()
    {
        // A figure that gave way (too tall, its panels as pages): the page shown alone has the
        // room a whole figure did not, and its legend goes under its panel, off the data.
        Figure f(QSize(600, 400), 2, QStringLiteral("curve %1"));
        f.body->addElement(1, 0, new QCPAxisRect(f.plot.get()));
        f.replotWith(&PageState::tooTall, true);
        QVERIFY(f.inside());
        QCOMPARE(figurepages::count(f.plot.get()), 2);
        figurepages::show(f.plot.get(), 0);
        f.plot->replot();
        QVERIFY(!f.inside());
        QCOMPARE(f.panelGrid()->element(1, 0), f.legend);
        // The page's room too short for it under the panel: over the data again.
        f.plot->setViewport(QRect(0, 0, 600, 110));
        f.plot->replot();
        QVERIFY(f.inside());
        // The other page shown: the legend of a hidden panel is left where it is.
        figurepages::show(f.plot.get(), 1);
        f.plot->setViewport(QRect(0, 0, 600, 400));
        f.plot->replot();
        QVERIFY(f.inside());
        QVERIFY(!f.legend->realVisibility());
    }

    void aLegendAsLargeAsItsPanelStaysOutside()
    {
        // Eight long entries over a short panel would hide its data: the figure scrolls instead.
        Figure f(QSize(360, 220), 8, QStringLiteral("a long description of the curve number %1"));
        f.replotWith(&PageState::tooTall, true);
        QVERIFY(!f.inside());
        QCOMPARE(f.panelGrid()->rowCount(), 2);
        QCOMPARE(f.legend->brush().style(), Qt::NoBrush);
    }
};

QTEST_MAIN(TestLegendPlace)
#include "test_legendplace.moc"

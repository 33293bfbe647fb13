// Legends sit outside the data (legendwrap::outside): in their own row under the panel, at every
// size; a figure short of room shows its panels as pages instead, and the legend of the page shown
// stays under its panel. Their items take as many columns as the panel's width holds
// (legendwrap::adapt).
#include "ui/framework/pagestate.h"
#include "ui/plotting/figurepages.h"
#include "ui/plotting/figurepanels.h"
#include "ui/plotting/figureplot.h"
#include "ui/plotting/legendwrap.h"

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
        legendwrap::outside(legend, panel, 1, 0);
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
    void underItsPanelEvenWhenTheFigureIsTooTall()
    {
        Figure f(QSize(600, 400), 2, QStringLiteral("curve %1"));
        QCOMPARE(f.panelGrid()->rowCount(), 2);
        QCOMPARE(f.panelGrid()->element(1, 0), f.legend);
        QCOMPARE(f.legend->brush().style(), Qt::NoBrush);
        QCOMPARE(f.legend->layer()->name(), QStringLiteral("legend"));
        QCOMPARE(f.legend->rowCount(), 1); // two short entries side by side

        // Too tall at the floor: the legend stays in its row, never over the data.
        f.replotWith(&PageState::tooTall, true);
        QVERIFY(!f.inside());
        QCOMPARE(f.panelGrid()->element(1, 0), f.legend);
        QVERIFY(f.legend->outerRect().top() >= f.rect->outerRect().bottom());
    }

    void aPageShownAloneKeepsItUnderItsPanel()
    {
        Figure f(QSize(600, 400), 2, QStringLiteral("curve %1"));
        f.body->addElement(1, 0, new QCPAxisRect(f.plot.get()));
        f.replotWith(&PageState::tooTall, true);
        QCOMPARE(figurepages::count(f.plot.get()), 2);
        figurepages::show(f.plot.get(), 0);
        f.plot->setViewport(QRect(0, 0, 600, 110)); // a page's room too short for it
        f.plot->replot();
        QVERIFY(!f.inside());
        QCOMPARE(f.panelGrid()->element(1, 0), f.legend);
        figurepages::show(f.plot.get(), 1); // the other page: the legend hides with its panel
        f.plot->replot();
        QVERIFY(!f.legend->realVisibility());
    }

    void itsColumnsFollowThePanelsWidth()
    {
        // Long names: one column in a narrow panel, with the names broken into lines; side by
        // side again in a wide one.
        Figure f(QSize(360, 300), 3, QStringLiteral("a long description of the curve number %1"));
        QCOMPARE(f.legend->wrap(), 1);
        f.plot->resize(1800, 300);
        f.plot->setViewport(QRect(0, 0, 1800, 300));
        f.plot->replot();
        QCOMPARE(f.legend->wrap(), 3);
        QVERIFY(f.legend->outerRect().width() <= f.rect->outerRect().width());
    }
};

QTEST_MAIN(TestLegendPlace)
#include "test_legendplace.moc"

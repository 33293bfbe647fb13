// Texts that stay apart on small figures: tick labels (tickspacing), labels cut to their
// cell (CachedLabelAxis fit and wrap), colour-scale labels broken along a short scale
// (labelfit), and every view's axes at a small window.
#include "ui/plotting/figureplot.h"
#include "uitest.h"

#include "ui/plotting/cachedtext.h"
#include "ui/plotting/labelfit.h"
#include "ui/plotting/plotstyle.h"
#include "ui/plotting/tickspacing.h"
#include "ui/views/clock/clockfigure.h"
#include "ui/views/clock/clockview.h"

#include <QFontMetrics>
#include <QTest>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <memory>

using namespace pe;
using namespace pe::ui;

namespace {

/// A bare plot, `width` x `height`, its bottom axis over [0, 131072] with the default ticker
/// asking for ten ticks, laid out and drawn.
std::unique_ptr<QCustomPlot> smallPlot(bool spaced, int width, int height)
{
    auto plot = std::make_unique<pe::ui::FigurePlot>();
    if (spaced)
        plotstyle::apply(plot.get());
    plot->resize(width, height);
    plot->show(); // the viewport follows the size once shown
    for (QCPAxis* axis : {plot->xAxis, plot->yAxis}) {
        axis->ticker()->setTickCount(10);
        axis->setRange(0, 131072);
    }
    plot->replot();
    plot->replot(); // the second layout at the size the first one gave
    return plot;
}

QList<QCPAxis*> allAxes(QCustomPlot* plot)
{
    QList<QCPAxis*> axes;
    for (QCPAxisRect* rect : plot->axisRects())
        axes += rect->axes();
    for (QCPLayoutElement* element : plot->plotLayout()->elements(true))
        if (auto* scale = qobject_cast<QCPColorScale*>(element))
            axes << scale->axis();
    return axes;
}

} // namespace

class TestTickLabels : public QObject {
    Q_OBJECT
private slots:
    void tickLabelsOverlapWithoutSpacing()
    {
        // The check can fail: ten labels of six digits on 220 pixels run together.
        auto plot = smallPlot(false, 220, 160);
        QVERIFY(tickspacing::labelsOverlap(plot->xAxis));
    }

    void tickLabelsStayApartWithSpacing()
    {
        for (int width : {160, 220, 400, 900}) {
            auto plot = smallPlot(true, width, width / 2);
            QVERIFY2(!plot->xAxis->tickVector().isEmpty(), qPrintable(QString::number(width)));
            QVERIFY2(!tickspacing::labelsOverlap(plot->xAxis, 2), qPrintable(QString::number(width)));
            QVERIFY2(!tickspacing::labelsOverlap(plot->yAxis, 2), qPrintable(QString::number(width)));
        }
        // A wide plot gets back the ticks the view asked for.
        auto plot = smallPlot(true, 160, 120);
        plot->resize(1400, 700);
        plot->replot();
        plot->replot();
        QVERIFY(plot->xAxis->tickVector().size() >= 6);
    }

    void integerAxesTickAtWholeNumbers()
    {
        // ALiBi's "Head h" axis over 12 heads (0.5 … 12.5) had ticks at 2.5, 5, 7.5, 10, 12.5,
        // labelled "3, 5, 8, 10, 13": QCustomPlot's readable steps include 2.5. Whatever length
        // the axis has (and the tick count tickspacing gives it for that length), every tick
        // is a whole number. The x axis is made integer after plotstyle::apply, the y axis before.
        for (int length : {90, 130, 180, 240, 320, 420, 560, 760, 1000, 1400}) {
            auto plot = std::make_unique<pe::ui::FigurePlot>();
            plotstyle::integerTicks(plot->yAxis);
            plotstyle::apply(plot.get());
            plotstyle::integerTicks(plot->xAxis);
            plot->resize(length, length);
            plot->show();
            for (QCPAxis* axis : {plot->xAxis, plot->yAxis})
                axis->setRange(0.5, 12.5);
            plot->replot();
            plot->replot();
            for (QCPAxis* axis : {plot->xAxis, plot->yAxis}) {
                const QString where = QStringLiteral("%1 px, %2: %3")
                                          .arg(length)
                                          .arg(axis == plot->xAxis ? QStringLiteral("x") : QStringLiteral("y"))
                                          .arg(axis->tickVectorLabels().join(QLatin1Char(' ')));
                QVERIFY2(!axis->tickVector().isEmpty(), qPrintable(where));
                for (double tick : axis->tickVector())
                    QVERIFY2(tick == std::round(tick), qPrintable(where));
                // Minor ticks too, as the ticker generates them at the present tick count.
                for (double tick : test::generatedTicks(axis).minor)
                    QVERIFY2(tick == std::round(tick), qPrintable(where));
            }
            // Long: a tick at each head or every other one, as many as the view asks for.
            if (length >= 1000)
                QVERIFY2(plot->xAxis->tickVector().size() >= 6, qPrintable(QString::number(length)));
        }
        // A wide range keeps 1, 2 or 5 times a power of ten: 0 … 131072 at 1400 px, ticks at
        // multiples of 20 000 (not 25 000).
        auto plot = std::make_unique<pe::ui::FigurePlot>();
        plotstyle::apply(plot.get());
        plotstyle::integerTicks(plot->xAxis);
        plot->resize(1400, 300);
        plot->show();
        plot->xAxis->setRange(0, 131072);
        plot->replot();
        plot->replot();
        const QVector<double> ticks = plot->xAxis->tickVector();
        QVERIFY(ticks.size() >= 2);
        const double step = ticks[1] - ticks[0];
        const double mantissa = step / std::pow(10.0, std::floor(std::log10(step)));
        QVERIFY2(qFuzzyCompare(mantissa, 1.0) || qFuzzyCompare(mantissa, 2.0) || qFuzzyCompare(mantissa, 5.0),
                 qPrintable(QString::number(step)));
        // A ticker the view chose stays: log and fixed steps are not replaced.
        auto logTicker = QSharedPointer<QCPAxisTickerLog>::create();
        plot->yAxis->setTicker(logTicker);
        plotstyle::integerTicks(plot->yAxis);
        QCOMPARE(plot->yAxis->ticker().data(), logTicker.data());
        auto fixed = QSharedPointer<QCPAxisTickerFixed>::create();
        plot->yAxis2->setTicker(fixed);
        plotstyle::integerTicks(plot->yAxis2);
        QCOMPARE(plot->yAxis2->ticker().data(), fixed.data());
    }

    void labelsAreCutToTheirCell()
    {
        pe::ui::FigurePlot plot;
        plot.plotLayout()->clear();
        auto* rect = new QCPAxisRect(&plot, false);
        plot.plotLayout()->addElement(0, 0, rect);
        plot.plotLayout()->addElement(0, 1, new QCPAxisRect(&plot, true));
        auto* top = new CachedLabelAxis(rect, QCPAxis::atTop);
        rect->addAxis(QCPAxis::atTop, top);
        labelfit::install(&plot);
        const QString whole = QStringLiteral("k = 12\ndims 146, 147 and some more words");
        top->setLabel(whole);
        plot.resize(180, 200);
        plot.show();
        plot.replot();
        const QStringList lines = top->label().split(QLatin1Char('\n'));
        // Never smaller than set (the text floor): broken into more lines instead, each within
        // the cell, every word kept.
        QVERIFY(lines.size() > 2);
        QCOMPARE(lines[0], QStringLiteral("k = 12"));
        const QFontMetrics metrics(top->labelFont());
        for (const QString& line : lines)
            QVERIFY2(metrics.horizontalAdvance(line) <= rect->outerRect().width(), qPrintable(line));
        QCOMPARE(lines.join(QLatin1Char(' ')), QString(whole).replace(QLatin1Char('\n'), QLatin1Char(' ')));
        QCOMPARE(labelfit::wholeLabel(top), whole);
        // With room: as set.
        plot.resize(900, 200);
        plot.replot();
        QCOMPARE(top->label(), whole);
        // Narrow again: wrapped, more lines, each within the width.
        plot.resize(180, 200);
        plot.replot();
        const QStringList wrapped = top->label().split(QLatin1Char('\n'));
        QVERIFY(wrapped.size() > 2);
        for (const QString& line : wrapped)
            QVERIFY2(QFontMetrics(top->labelFont()).horizontalAdvance(line) <= rect->outerRect().width(),
                     qPrintable(line));
    }

    void scaleLabelBreaksAlongAShortScale()
    {
        pe::ui::FigurePlot plot;
        auto* scale = new QCPColorScale(&plot);
        plot.plotLayout()->addElement(0, 1, scale);
        const QString whole = QStringLiteral("mean bias over 16 × 16 positions, a long colour-scale label");
        scale->axis()->setLabel(whole);
        labelfit::install(&plot);
        plot.resize(400, 160);
        plot.show();
        test::replotSettled(plot);
        const QFontMetrics metrics(scale->axis()->labelFont());
        QVERIFY(scale->axis()->label().contains(QLatin1Char('\n')));
        for (const QString& line : scale->axis()->label().split(QLatin1Char('\n')))
            QVERIFY2(metrics.horizontalAdvance(line) <= scale->axis()->axisRect()->height(), qPrintable(line));
        QCOMPARE(labelfit::wholeLabel(scale->axis()), whole);
        // Room again: the whole label, on one line.
        plot.resize(400, 1200);
        QCoreApplication::processEvents();
        test::replotSettled(plot);
        QCOMPARE(scale->axis()->label(), whole);
    }

    void aWordLongerThanItsAxisLiesFlat()
    {
        // T5's French "Compartiment" beside a panel 72 px tall was elided ("Comp…"): a word
        // longer than its axis now lies flat over the panel, whole, with room made above it.
        pe::ui::FigurePlot plot;
        plotstyle::apply(&plot);
        const QString word = QStringLiteral("Compartimentalisation");
        plot.yAxis->setLabel(word);
        plot.yAxis->setRange(0, 31);
        plot.xAxis->setLabel(QStringLiteral("offset"));
        plot.resize(500, 110);
        plot.show();
        const auto settle = [&plot] { test::replotSettled(plot); };
        settle();
        const QFontMetrics metrics(plot.yAxis->labelFont());
        QVERIFY2(metrics.horizontalAdvance(word) > plot.axisRect()->height(), "the word is longer than the axis");
        QCOMPARE(plot.yAxis->label(), QString()); // no rotated label, elided or not
        QCOMPARE(labelfit::wholeLabel(plot.yAxis), word);
        const QRect rect = plot.axisRect()->rect();
        QVERIFY2(rect.top() - plot.axisRect()->outerRect().top() >= metrics.height(),
                 qPrintable(QString::number(rect.top())));
        // Drawn: dark pixels over the panel, where the word lies.
        const QImage image = plot.toPixmap(plot.width(), plot.height(), 1.0).toImage();
        int dark = 0;
        for (int y = plot.axisRect()->outerRect().top(); y < rect.top() - 1; ++y)
            for (int x = 0; x < image.width(); ++x)
                dark += qGray(image.pixel(x, y)) < 128;
        QVERIFY2(dark > 20, qPrintable(QString::number(dark)));
        // Room again: the label stands along its axis, and the panel's top margin is as before.
        plot.resize(500, 800);
        settle();
        QCOMPARE(plot.yAxis->label(), word);
        QVERIFY(plot.axisRect()->rect().top() - plot.axisRect()->outerRect().top() < metrics.height());
    }

    void aLabelIsBrokenAgainWhenItsAxisShrinksUnderIt()
    {
        // ALiBi's y label kept the lines it was broken into for a taller panel when the panel
        // lost less than the steadiness margin: it reached past the panel into the note above.
        // Shrunk step by step, the label's lines always fit the length of their axis.
        pe::ui::FigurePlot plot;
        plotstyle::apply(&plot);
        plot.yAxis->setLabel(QStringLiteral("Bias added to the score of a head"));
        plot.yAxis->setRange(-30, 0);
        plot.xAxis->setLabel(QStringLiteral("distance"));
        plot.resize(500, 420);
        plot.show();
        const QFontMetrics metrics(plot.yAxis->labelFont());
        for (int height = 420; height >= 140; height -= 15) {
            plot.resize(500, height);
            test::replotSettled(plot);
            const QRect rect = plot.axisRect()->rect(), outer = plot.axisRect()->outerRect();
            const int length = rect.height() + 2 * std::min(rect.top() - outer.top(), outer.bottom() - rect.bottom());
            for (const QString& line : plot.yAxis->label().split(QLatin1Char('\n')))
                QVERIFY2(metrics.horizontalAdvance(line) <= length,
                         qPrintable(QStringLiteral("at %1 px: \"%2\" is %3 px on an axis of %4 px")
                                        .arg(height)
                                        .arg(line)
                                        .arg(metrics.horizontalAdvance(line))
                                        .arg(length)));
        }
    }

    void viewsKeepTheirTickLabelsApartWhenSmall()
    {
        // 1600 x 1000 at a scale factor of 1.5: 1067 x 667 logical pixels. Not the Fourier view:
        // its top panels are squashed to a few pixels at this size (a layout defect still open).
        test::Window w;
        w.window.resize(1067, 667);
        for (const char* id : {"heatmap", "distance", "rotation", "waves", "rope", "alibi", "t5"}) {
            View* view = w.show<View>(QString::fromLatin1(id));
            QVERIFY2(view, id);
            QCustomPlot* plot = view->primaryPlot();
            QVERIFY2(plot, id);
            // Settled as the user sees it: the text fitted to the room (TextFit, a timer after
            // the layout) and the replots queued after it. A loaded machine had not run them
            // yet when the waves figure, whose legends take rows of their own, was checked.
            QTest::qWait(150);
            plot->replot();
            for (QCPAxis* axis : allAxes(plot))
                if (axis->visible() && axis->tickLabels()) {
                    QVERIFY2(!tickspacing::labelsOverlap(axis),
                             qPrintable(QStringLiteral("%1: %2 %3 %4")
                                            .arg(QLatin1String(id), axis->label())
                                            .arg(axis->axisRect()->height())
                                            .arg(axis->tickVectorLabels().join(QLatin1Char(' ')))));
                }
        }
    }

    void logAxesKeepTheirMinorTicksApart()
    {
        // QCustomPlot's log ticker spaced eight minor ticks evenly in value between majors
        // several decades apart, which bunched into a black blob under each major (Fourier's K
        // and RMSE, the bit flips and sign changes up to 10^5, RoPE's wavelengths, ALiBi's
        // slopes in powers of two). plotstyle::logTicks places them per decade, as the panel
        // has room for: no two ticks closer than 4 px. L = 131072: ranges of many decades.
        test::Window w(core::EncodingParams{}.withDim(512).withLength(131072));
        w.window.resize(1400, 900);
        QStringList crowded; // one line per axis with ticks too close
        for (const char* id : {"fourier", "binary", "rotation", "rope", "alibi"}) {
            View* view = w.show<View>(QString::fromLatin1(id));
            QVERIFY2(view, id);
            QTest::qWait(50);
            int logAxes = 0;
            for (QCustomPlot* plot : view->findChildren<QCustomPlot*>()) {
                if (!plot->isVisible())
                    continue;
                plot->replot(QCustomPlot::rpImmediateRefresh);
                for (QCPAxis* axis : allAxes(plot)) {
                    if (!axis->visible() || axis->scaleType() != QCPAxis::stLogarithmic)
                        continue;
                    ++logAxes;
                    // The ticks and minor ticks as the axis generates them at its present length.
                    const QVector<double> pixels = test::tickPixels(axis);
                    for (int i = 1; i < pixels.size(); ++i)
                        if (pixels[i] - pixels[i - 1] < 4) {
                            crowded << QStringLiteral("%1, %2: ticks %3 px apart at %4 px")
                                           .arg(QLatin1String(id), labelfit::wholeLabel(axis))
                                           .arg(pixels[i] - pixels[i - 1])
                                           .arg(pixels[i]);
                            break;
                        }
                }
            }
            QVERIFY2(logAxes > 0, id);
        }
        QVERIFY2(crowded.isEmpty(), qPrintable(crowded.join(QLatin1String("; "))));
    }

    /// A log axis in powers of two keeps as many labels as its length has room for: ALiBi's
    /// slopes over eight octaves on a panel 140 px tall showed one label (0.03125), as
    /// QCustomPlot rounded the powers a label from 2 up to 5 once the labels 2 apart touched.
    void aPowersOfTwoAxisKeepsTheLabelsItHasRoomFor()
    {
        auto plot = std::make_unique<pe::ui::FigurePlot>();
        plotstyle::apply(plot.get());
        plot->resize(400, 140);
        plot->show();
        QCPAxis* axis = plot->yAxis;
        plotstyle::logTicks(axis, 2);
        axis->setNumberFormat(QStringLiteral("g"));
        axis->setNumberPrecision(6);
        axis->setRange(0.00390625 / 1.6, 0.5 * 1.6);
        plot->replot();
        plot->replot();
        const QFontMetrics metrics(axis->tickLabelFont());
        const int fit = static_cast<int>(axis->axisRect()->height() / (metrics.height() + 6.0));
        int labels = 0;
        for (double tick : axis->tickVector())
            labels += axis->range().contains(tick) ? 1 : 0;
        QVERIFY2(
            labels >= std::min(fit / 2, 4) && labels >= 2,
            qPrintable(
                QStringLiteral("%1 labels on %2 px (%3 lines)").arg(labels).arg(axis->axisRect()->height()).arg(fit)));
        QVERIFY(!tickspacing::labelsOverlap(axis));
        // Whole powers of two, the same number of them apart, on multiples of that step.
        const QVector<double> ticks = axis->tickVector();
        QVERIFY(ticks.size() >= 2);
        const double step = std::log2(ticks[1]) - std::log2(ticks[0]);
        QVERIFY2(step >= 1 && step == std::round(step), qPrintable(QString::number(step)));
        for (int i = 0; i < ticks.size(); ++i) {
            const double power = std::log2(ticks[i]);
            QCOMPARE(power, std::round(power));
            QCOMPARE(std::fmod(power, step), 0.0);
            if (i > 0)
                QCOMPARE(power - std::log2(ticks[i - 1]), step);
        }
    }

    void legendsDoNotSetTheWidthOfPanelFigures()
    {
        // 1280 x 720 at a scale factor of 2 is 640 logical pixels wide: the RoPE and T5 figures
        // fit it once their legends may take one column (800 and 853 pixels with three).
        test::Window w;
        for (const char* id : {"rope", "t5"}) {
            View* view = w.show<View>(QString::fromLatin1(id));
            QVERIFY2(view, id);
            QVERIFY2(view->minimumSizeHint().width() <= 620,
                     qPrintable(QStringLiteral("%1: %2").arg(QLatin1String(id)).arg(view->minimumSizeHint().width())));
        }
    }

    void clockDialLabelsStayInTheirCells()
    {
        test::Window w;
        w.window.resize(1067, 667);
        auto* view = w.show<ClockView>(QStringLiteral("clock"));
        QVERIFY(view);
        w.state.setParams(core::EncodingParams{});
        QVERIFY(test::waitIdle(w.controller));
        view->primaryPlot()->replot();
        ClockFigure* figure = view->findChild<ClockFigure*>();
        QVERIFY(figure->dialCount() > 1);
        for (int i = 0; i < figure->dialCount(); ++i) {
            QCPAxisRect* rect = figure->dialRect(i);
            for (QCPAxis::AxisType type : {QCPAxis::atTop, QCPAxis::atBottom}) {
                auto* axis = qobject_cast<CachedLabelAxis*>(rect->axis(type));
                QVERIFY(axis);
                const QFontMetrics metrics(axis->labelFont());
                for (const QString& line : axis->label().split(QLatin1Char('\n')))
                    QVERIFY2(metrics.horizontalAdvance(line) <= rect->outerRect().width(), qPrintable(line));
            }
        }
    }
};

QTEST_MAIN(TestTickLabels)
#include "test_ticklabels.moc"

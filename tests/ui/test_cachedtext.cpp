// Lines broken to a width: at spaces, existing breaks kept, no line wider than asked unless a
// single word is.
#include "ui/plotting/cachedlegenditem.h"
#include "ui/plotting/cachedtext.h"
#include "ui/plotting/figureplot.h"
#include "ui/plotting/plotstyle.h"
#include "ui/plotting/textmetrics.h"

#include <QFontMetrics>
#include <QTest>
#include <qcustomplot.h>
#include <vector>

using pe::ui::wrapLines;

class TestCachedText : public QObject {
    Q_OBJECT
private slots:
    void wrapsAtSpacesWithinTheWidth()
    {
        const QFont f(QStringLiteral("DejaVu Sans"), 11);
        const QFontMetrics m(f);
        const QString text = QStringLiteral("The DFT sees the window as one period: past t = 256 the reconstruction "
                                            "repeats itself every 256 positions.\nSecond line.");
        const int width = m.horizontalAdvance(QStringLiteral("The DFT sees the window as one period:"));
        const QString wrapped = wrapLines(text, f, width);
        const QStringList lines = wrapped.split(QLatin1Char('\n'));
        QVERIFY(lines.size() > 3);
        QCOMPARE(lines.first(), QStringLiteral("The DFT sees the window as one period:"));
        QCOMPARE(lines.last(), QStringLiteral("Second line."));
        for (const QString& line : lines)
            QVERIFY2(m.horizontalAdvance(line) <= width, qPrintable(line));
        // Nothing lost or added but the breaks.
        QString joined = wrapped;
        QCOMPARE(joined.replace(QLatin1Char('\n'), QLatin1Char(' ')),
                 QString(text).replace(QLatin1Char('\n'), QLatin1Char(' ')));
    }

    void wideEnoughLeavesTheTextAlone()
    {
        const QString text = QStringLiteral("one line\nand another");
        QCOMPARE(wrapLines(text, QFont(QStringLiteral("DejaVu Sans"), 11), 10000), text);
    }

    void aPlotNarrowerThanTheMinimumWrapsAtTheMinimum()
    {
        // A plot before its first layout is a few pixels wide: the element never gets less
        // than its minimum width, so it does not wrap to one word per line and ask for the
        // height of dozens of lines.
        pe::ui::FigurePlot plot;
        plot.setViewport(QRect(0, 0, 60, 30));
        QFont font(QStringLiteral("DejaVu Sans"), 11);
        auto* note = new pe::ui::CachedTextElement(&plot, QString(), font);
        note->setMargins(QMargins());
        note->setWrapToPlotWidth(true);
        const QString text = QStringLiteral("The DFT sees the window as one period: past t = 256 the "
                                            "reconstruction repeats itself every 256 positions.");
        note->setText(text);
        QCOMPARE(note->shownText(), wrapLines(text, font, pe::ui::CachedTextElement::kWrapMinimumWidth));
        QVERIFY(note->shownText().count(QLatin1Char('\n')) <= 3);
        delete note;
    }

    void rememberedMeasurementsEqualFreshOnes()
    {
        // Asked twice (the second from the cache), past the capacity (the cache emptied) and
        // for two fonts alternately: always what QFontMetrics measures.
        const QFont a(QStringLiteral("DejaVu Sans"), 11), b(QStringLiteral("DejaVu Sans"), 14, QFont::Bold);
        const QStringList texts{QStringLiteral("sin(t / n^(2k/d))"), QStringLiteral("two\nlines"),
                                QStringLiteral("位置编码"), QString()};
        for (int round = 0; round < 2; ++round)
            for (const QFont& f : {a, b})
                for (const QString& t : texts) {
                    QCOMPARE(pe::ui::textmetrics::advance(f, t), QFontMetrics(f).horizontalAdvance(t));
                    QCOMPARE(pe::ui::textmetrics::bounds(f, t),
                             QFontMetrics(f).boundingRect(0, 0, 0, 0, Qt::TextDontClip, t));
                    QCOMPARE(pe::ui::textmetrics::centredBounds(f, t),
                             QFontMetrics(f).boundingRect(0, 0, 0, 0, Qt::TextDontClip | Qt::AlignCenter, t));
                }
        for (int i = 0; i <= pe::ui::textmetrics::kCapacity; ++i)
            pe::ui::textmetrics::advance(a, QString::number(i));
        const QString wide = QStringLiteral("WWWW 1048576");
        QCOMPARE(pe::ui::textmetrics::advance(a, wide), QFontMetrics(a).horizontalAdvance(wide));
        QVERIFY(pe::ui::textmetrics::advance(b, wide) > pe::ui::textmetrics::advance(a, wide));
    }

    void drawnLinesStackAsTheLayoutMeasuresThem()
    {
        // The layout measures a text with QFontMetrics::boundingRect, the cache draws it line by
        // line from QStaticText: at every size (fractional ones too, as the text size and
        // presentation mode give) and in Latin, monospace and Chinese, the lines drawn take
        // the height measured, not a pixel more per line.
        for (const QString& family : {QStringLiteral("DejaVu Sans"), QStringLiteral("DejaVu Sans Mono")})
            for (double points = 8; points <= 30; points += 0.25)
                for (const QString& text :
                     {QStringLiteral("Ab\ncd\nef"), QStringLiteral("中文\n位置\nt < L"), QStringLiteral("one line")}) {
                    QFont f(family);
                    f.setPointSizeF(points);
                    QCOMPARE(pe::ui::textmetrics::height(f, text), pe::ui::textmetrics::bounds(f, text).height());
                }
    }

    void cachedLegendItemsTakeThePlaceOfQCustomPlotsOwn()
    {
        pe::ui::FigurePlot plot;
        plot.legend->setVisible(true);
        plot.legend->setWrap(2);
        plot.legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
        QCPGraph* first = plot.addGraph();
        first->setName(QStringLiteral("first graph"));
        QCPGraph* second = plot.addGraph();
        second->setName(QStringLiteral("two\nlines"));
        QCPGraph* third = plot.addGraph();
        third->setName(QStringLiteral("位置编码"));
        // Cells, some of them empty (two columns): each item's replacement in the same cell.
        std::vector<std::pair<QCPAbstractPlottable*, QSize>> before;
        for (int i = 0; i < plot.legend->itemCount(); ++i) {
            auto* item = qobject_cast<QCPPlottableLegendItem*>(plot.legend->item(i));
            before.emplace_back(item ? item->plottable() : nullptr,
                                item ? static_cast<QCPLayoutElement*>(item)->minimumOuterSizeHint() : QSize());
        }
        QVERIFY(pe::ui::CachedLegendItem::adopt(plot.legend));
        QVERIFY(!pe::ui::CachedLegendItem::adopt(plot.legend)); // nothing left to replace
        QCOMPARE(plot.legend->itemCount(), static_cast<int>(before.size()));
        int items = 0;
        for (int i = 0; i < plot.legend->itemCount(); ++i) {
            const auto& [plottable, size] = before[static_cast<size_t>(i)];
            auto* item = dynamic_cast<pe::ui::CachedLegendItem*>(plot.legend->item(i));
            QCOMPARE(item != nullptr, plottable != nullptr);
            if (!item)
                continue;
            ++items;
            QCOMPARE(item->plottable(), plottable);
            QCOMPARE(static_cast<QCPLayoutElement*>(item)->minimumOuterSizeHint(), size);
        }
        QCOMPARE(items, 3);
        QCPGraph* fourth = plot.addGraph();
        fourth->setName(QStringLiteral("fourth"));
        // A plottable a view lists after the figure is drawn (addToLegend) gets a cached item in
        // the next layout pass.
        fourth->removeFromLegend();
        pe::ui::plotstyle::apply(&plot);
        QVERIFY(!plot.toPixmap(400, 300).isNull());
        fourth->addToLegend(plot.legend);
        QVERIFY(!dynamic_cast<pe::ui::CachedLegendItem*>(plot.legend->itemWithPlottable(fourth)));
        QVERIFY(!plot.toPixmap(400, 300).isNull());
        QVERIFY(dynamic_cast<pe::ui::CachedLegendItem*>(plot.legend->itemWithPlottable(fourth)));
    }

    void chineseBreaksBetweenCharactersNotInsideBrackets()
    {
        // No spaces in Chinese: a line may break between characters, but not inside a short
        // bracketed group (test_locale checks more cases of lineBreakPieces).
        const QFont f(QStringLiteral("Noto Sans CJK SC"), 11);
        const QString label = QStringLiteral("误差（对数刻度）");
        const QStringList pieces = pe::ui::lineBreakPieces(label);
        QCOMPARE(pieces, (QStringList{QStringLiteral("误"), QStringLiteral("差"), QStringLiteral("（对数刻度）")}));
        const QString wrapped = wrapLines(label, f, pe::ui::textmetrics::advance(f, QStringLiteral("误差（对")));
        QCOMPARE(wrapped, QStringLiteral("误差\n（对数刻度）"));
        // Latin text still breaks at spaces only, the spaces dropped at the breaks.
        QCOMPARE(wrapLines(QStringLiteral("one two  three"), f, 1), QStringLiteral("one\ntwo\nthree"));
    }

    void aLongWordStaysWhole()
    {
        const QFont f(QStringLiteral("DejaVu Sans"), 11);
        QCOMPARE(
            wrapLines(QStringLiteral("a 1,048,576 b"), f, QFontMetrics(f).horizontalAdvance(QStringLiteral("1,04"))),
            QStringLiteral("a\n1,048,576\nb"));
    }
};

QTEST_MAIN(TestCachedText)
#include "test_cachedtext.moc"

// Lines broken to a width: at spaces, existing breaks kept, no line wider than asked unless a
// single word is.
#include "ui/plotting/cachedtext.h"

#include <QFontMetrics>
#include <QTest>
#include <qcustomplot.h>

using pe::ui::wrapLines;

class TestCachedText : public QObject {
    Q_OBJECT
private slots:
    void wrapsAtSpacesWithinTheWidth()
    {
        const QFontMetrics m(QFont(QStringLiteral("DejaVu Sans"), 11));
        const QString text = QStringLiteral("The DFT sees the window as one period: past t = 256 the reconstruction "
                                            "repeats itself every 256 positions.\nSecond line.");
        const int width = m.horizontalAdvance(QStringLiteral("The DFT sees the window as one period:"));
        const QString wrapped = wrapLines(text, m, width);
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
        const QFontMetrics m(QFont(QStringLiteral("DejaVu Sans"), 11));
        const QString text = QStringLiteral("one line\nand another");
        QCOMPARE(wrapLines(text, m, 10000), text);
    }

    void aPlotNarrowerThanTheMinimumWrapsAtTheMinimum()
    {
        // A plot before its first layout is a few pixels wide: the element never gets less
        // than its minimum width, so it does not wrap to one word per line and ask for the
        // height of dozens of lines.
        QCustomPlot plot;
        plot.setViewport(QRect(0, 0, 60, 30));
        QFont font(QStringLiteral("DejaVu Sans"), 11);
        auto* note = new pe::ui::CachedTextElement(&plot, QString(), font);
        note->setMargins(QMargins());
        note->setWrapToPlotWidth(true);
        const QString text = QStringLiteral("The DFT sees the window as one period: past t = 256 the "
                                            "reconstruction repeats itself every 256 positions.");
        note->setText(text);
        const QFontMetrics m(font);
        QCOMPARE(note->shownText(), wrapLines(text, m, pe::ui::CachedTextElement::kWrapMinimumWidth));
        QVERIFY(note->shownText().count(QLatin1Char('\n')) <= 3);
        delete note;
    }

    void aLongWordStaysWhole()
    {
        const QFontMetrics m(QFont(QStringLiteral("DejaVu Sans"), 11));
        QCOMPARE(wrapLines(QStringLiteral("a 1,048,576 b"), m, m.horizontalAdvance(QStringLiteral("1,04"))),
                 QStringLiteral("a\n1,048,576\nb"));
    }
};

QTEST_MAIN(TestCachedText)
#include "test_cachedtext.moc"

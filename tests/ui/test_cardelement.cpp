// The requirements view's cards: their text follows the figure's text size (TextFit, View >
// Text size), their minimum size is what the title and headline need, and details are drawn a
// whole paragraph at a time, never cut or drawn over the frame.
#include "ui/plotting/cardelement.h"
#include "ui/plotting/figureplot.h"
#include "ui/plotting/plotstyle.h"

#include <QTest>
#include <qcustomplot.h>

using pe::ui::CardElement;

namespace {
/// A plot holding one card only, `size` pixels, drawn once.
struct OneCard {
    pe::ui::FigurePlot plot;
    CardElement* card;

    explicit OneCard(const QString& details)
    {
        plot.plotLayout()->clear();
        card = new CardElement(&plot);
        plot.plotLayout()->addElement(0, 0, card);
        card->setContent(QStringLiteral("1 · Every position is unique"), CardElement::Verdict::Pass,
                         QStringLiteral("closest pair: ‖PE(0) − PE(1)‖ = 3.7143"), details);
    }
    void draw(QSize size)
    {
        plot.resize(size);
        plot.toPixmap(size.width(), size.height()); // lays out at that size and draws
        plot.toPixmap(size.width(), size.height()); // the minimum size measured at that width
    }
};

const QString kThree =
    QStringLiteral("A first paragraph of details, long enough to take a few lines in a narrow card.\n"
                   "A second one.\nA third one.");
} // namespace

class TestCardElement : public QObject {
    Q_OBJECT
private slots:
    void theTextFollowsTheFiguresTextSize()
    {
        OneCard big(kThree), small(kThree);
        pe::ui::plotstyle::rescaleFonts(&small.plot, 0.5);
        QCOMPARE(small.card->textScale(), 0.5);
        QCOMPARE(big.card->textScale(), 1.0);
        big.draw(QSize(400, 300));
        small.draw(QSize(400, 300));
        // Half the text: a card can be narrower and shorter.
        const QSize b = big.card->minimumOuterSizeHint(), s = small.card->minimumOuterSizeHint();
        QVERIFY2(s.width() < b.width() * 0.8, qPrintable(QStringLiteral("%1 vs %2").arg(s.width()).arg(b.width())));
        QVERIFY2(s.height() < b.height() * 0.8, qPrintable(QStringLiteral("%1 vs %2").arg(s.height()).arg(b.height())));
    }

    void detailsShowWholeParagraphsWhileTheyFit()
    {
        OneCard card(kThree);
        card.draw(QSize(500, 600));
        QCOMPARE(card.card->detailParagraphsShown(), 3);
        // Only the title and headline have room: no paragraph, not the first one cut.
        const QSize minimum = card.card->minimumOuterSizeHint();
        card.draw(QSize(500, minimum.height()));
        QCOMPARE(card.card->detailParagraphsShown(), 0);
        // Growing a line at a time shows one paragraph, then more, and never fewer.
        int shown = 0;
        for (int h = minimum.height(); h < 600; h += 4) {
            card.draw(QSize(500, h));
            QVERIFY(card.card->detailParagraphsShown() >= shown);
            shown = card.card->detailParagraphsShown();
        }
        QCOMPARE(shown, 3);
    }

    void anIntroductionGoesWithWhatItIntroduces()
    {
        OneCard card(QStringLiteral("‖PE(t) − PE(t+Δ)‖ and its max − min over t:\nΔ = 1: 0.96, 2e−16\nΔ = 10: "
                                    "4.47, 3e−15\nΔ = 100: 8.1, 4e−15"));
        card.draw(QSize(500, 600)); // the minimum height at that width
        const int minimum = card.card->minimumOuterSizeHint().height();
        card.draw(QSize(500, minimum));
        QCOMPARE(card.card->detailParagraphsShown(), 0);
        for (int h = minimum; h < 600; h += 2) {
            card.draw(QSize(500, h));
            QVERIFY2(card.card->detailParagraphsShown() != 1, qPrintable(QStringLiteral("at %1 px").arg(h)));
        }
        QCOMPARE(card.card->detailParagraphsShown(), 4);
    }

    void theMinimumHeightHoldsTitleAndHeadlineAtAnyWidth()
    {
        OneCard card(kThree);
        card.draw(QSize(600, 400));
        const int wide = card.card->minimumOuterSizeHint().height();
        const int narrowest = card.card->minimumOuterSizeHint().width();
        card.draw(QSize(narrowest, 400));
        // Narrower, the title and headline break into more lines: the card asks for more height.
        QVERIFY2(card.card->minimumOuterSizeHint().height() > wide,
                 qPrintable(QStringLiteral("%1 vs %2").arg(card.card->minimumOuterSizeHint().height()).arg(wide)));
    }
};

QTEST_MAIN(TestCardElement)
#include "test_cardelement.moc"

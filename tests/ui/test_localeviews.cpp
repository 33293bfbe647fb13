// Numbers in the user's language where the window shows them (issue 27, point 7), in French:
// figure tick labels (the wavelengths view's axes, RoPE's "10 000"), negative numbers with the
// minus sign, the parameter panel's L grouped as the language groups digits, and the lists of
// numbers a view takes ("1 ; 10 ; 100") read back into the command line's form.
#include "uitest.h"

#include "ui/framework/language.h"
#include "ui/framework/view.h"
#include "ui/shell/textsize.h"
#include "ui/views/wavelengths/wavelengthsfigure.h"
#include "ui/widgets/elidedcombobox.h"
#include "ui/widgets/parameterpanel.h"

#include <QDockWidget>
#include <QLineEdit>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>
#include <qcustomplot.h>

#include <memory>

using namespace pe;
using namespace pe::ui;

namespace {
QString frenchGroup()
{
    return QString(QChar(0x202F));
}

QString minus()
{
    return QString(QChar(0x2212));
}

/// Every tick label the axes of `view`'s figures draw now, colour scales' included.
QStringList tickLabels(const QWidget* view)
{
    QStringList out;
    for (const QCPAxis* axis : view->findChildren<QCPAxis*>())
        if (axis->visible() && axis->tickLabels())
            for (const QString& label : axis->tickVectorLabels())
                out << label;
    return out;
}

/// Whether `label` writes a number the English way: a decimal point between digits, or a
/// hyphen-minus as its sign.
bool english(const QString& label)
{
    for (qsizetype i = 0; i + 1 < label.size(); ++i) {
        const bool point = i > 0 && label[i] == QLatin1Char('.') && label[i - 1].isDigit() && label[i + 1].isDigit();
        const bool hyphen =
            label[i] == QLatin1Char('-') && label[i + 1].isDigit() && (i == 0 || !label[i - 1].isLetterOrNumber());
        if (point || hyphen)
            return true;
    }
    return false;
}
} // namespace

class TestLocaleViews : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<test::Window> m_fixture;

    QWidget* show(const QString& id)
    {
        auto* view = m_fixture->show<View>(id);
        return view;
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(language::install(QStringLiteral("fr"))); }
    void cleanupTestCase() { language::install(QStringLiteral("en")); }
    void init() { m_fixture = std::make_unique<test::Window>(); }
    void cleanup() { m_fixture.reset(); }

    void aLongChoiceEndsInAnEllipsisInItsBox()
    {
        // "Imprimée : sans DC, tout à 2/L_max" in a Parameters panel of 1600 x 1000 at 150 %
        // was cut off mid-letter ("tout à"); it ends in "…" now, and fits the box.
        QVERIFY(show(QStringLiteral("fourier")));
        auto* combo = m_fixture->settingControl<ElidedComboBox>(QStringLiteral("fourier-sum"));
        QVERIFY(combo);
        QVERIFY(combo->currentText().endsWith(QLatin1String("2/L_max")));
        combo->resize(combo->minimumSizeHint().width(), combo->height());
        const QString shown = combo->shownText();
        QVERIFY2(shown.endsWith(QChar(0x2026)) && shown.size() > 4, qPrintable(shown));
        QVERIFY(combo->fontMetrics().horizontalAdvance(shown) <= combo->textRoom());
        combo->resize(combo->fontMetrics().horizontalAdvance(combo->currentText()) + 200, combo->height());
        QCOMPARE(combo->shownText(), combo->currentText());
    }

    // The Parameters panel at a larger text size in French, in a window of 1600 x 1000 at
    // 150 % (1066 x 640 logical pixels under its title bar): the panel has at most a third of the window, and a row
    // wider than that puts its field under its label ("Disposition" above its list) instead of scrolling sideways with
    // the spin boxes' arrows cut off.
    void theParametersPanelWrapsItsRowsRatherThanScrollSideways()
    {
        test::Window w;
        QVERIFY(w.show<View>(QStringLiteral("heatmap")));
        w.window.resize(1066, 640);
        auto* dock = w.window.findChild<QDockWidget*>(QStringLiteral("parametersDock"));
        QVERIFY(dock);
        auto* area = qobject_cast<QScrollArea*>(dock->widget());
        QVERIFY(area);
        for (double scale : {1.25, 1.5, 1.0}) {
            w.window.textSize()->setScale(scale);
            for (int i = 0; i < 4; ++i)
                QTest::qWait(20); // the layouts run
            QVERIFY2(!area->horizontalScrollBar()->isVisible(),
                     qPrintable(QStringLiteral("at %1: the panel needs %2 px of %3")
                                    .arg(scale)
                                    .arg(area->widget()->minimumSizeHint().width())
                                    .arg(area->viewport()->width())));
            for (auto* spin : w.window.parameterPanel()->findChildren<QAbstractSpinBox*>())
                if (spin->isVisible())
                    QVERIFY(spin->mapTo(area->viewport(), QPoint(spin->width(), 0)).x() <= area->viewport()->width());
        }
    }

    void wavelengthsAxesWriteFrenchNumbers()
    {
        QWidget* view = show(QStringLiteral("wavelengths"));
        QVERIFY(view);
        auto* plot = view->findChild<LadderPlot*>();
        QVERIFY(plot);
        // The exponent axis 2k/d from 0 to 1: 0,2 … 1 (it read 0.2 beside the log axes).
        const QVector<QString> xs = plot->ladderRect()->axis(QCPAxis::atBottom)->tickVectorLabels();
        QVERIFY2(std::any_of(xs.begin(), xs.end(), [](const QString& l) { return l.contains(QLatin1Char(',')); }),
                 qPrintable(QStringList(xs.begin(), xs.end()).join(QLatin1Char('|'))));
        for (const QString& label : tickLabels(view))
            QVERIFY2(!english(label), qPrintable(label));
    }

    void ropeGroupsItsBase()
    {
        QWidget* view = show(QStringLiteral("rope"));
        QVERIFY(view);
        QStringList texts;
        for (const QCPTextElement* e : view->findChildren<QCPTextElement*>())
            texts << e->text();
        const QString all = texts.join(QLatin1Char('|'));
        QVERIFY2(all.contains(QStringLiteral("10") + frenchGroup() + QStringLiteral("000")), qPrintable(all));
        QVERIFY2(!all.contains(QStringLiteral("10000")), qPrintable(all));
        const QStringList labels = tickLabels(view);
        QVERIFY2(labels.contains(QStringLiteral("0,2")), qPrintable(labels.join(QLatin1Char('|'))));
        for (const QString& label : labels)
            QVERIFY2(!english(label), qPrintable(label));
        // Without scaling, the caption says so in words, not by the option's value "none".
        const QString caption = static_cast<View*>(view)->caption();
        QVERIFY2(caption.contains(QStringLiteral("sans mise à l’échelle")), qPrintable(caption));
        QVERIFY2(!caption.contains(QStringLiteral("none")), qPrintable(caption));
    }

    void largeTicksAreGrouped()
    {
        // L = 131072: the heatmap's position axis reaches 100 000.
        core::EncodingParams p;
        p.length = 131072;
        p.dim = 64;
        m_fixture->state.setParams(p);
        QWidget* view = show(QStringLiteral("heatmap"));
        QVERIFY(view);
        const QStringList labels = tickLabels(view);
        QVERIFY2(std::any_of(labels.begin(), labels.end(),
                             [](const QString& l) { return l.endsWith(frenchGroup() + QStringLiteral("000")); }),
                 qPrintable(labels.join(QLatin1Char('|'))));
        for (const QString& label : labels)
            QVERIFY2(!english(label), qPrintable(label));
    }

    void negativeTicksTakeTheMinusSign()
    {
        // ALiBi's biases −mₕ·Δ are negative.
        QWidget* view = show(QStringLiteral("alibi"));
        QVERIFY(view);
        const QStringList labels = tickLabels(view);
        QVERIFY2(std::any_of(labels.begin(), labels.end(), [](const QString& l) { return l.startsWith(minus()); }),
                 qPrintable(labels.join(QLatin1Char('|'))));
        for (const QString& label : labels)
            QVERIFY2(!english(label), qPrintable(label));
    }

    void theLengthIsGrouped()
    {
        core::EncodingParams p;
        p.length = 131072;
        m_fixture->state.setParams(p);
        QVERIFY(show(QStringLiteral("heatmap")));
        auto* spin = m_fixture->window.parameterPanel()->findChild<QSpinBox*>(QStringLiteral("lengthSpin"));
        QVERIFY(spin);
        QCOMPARE(spin->text(), QStringLiteral("131") + frenchGroup() + QStringLiteral("072"));
    }

    void listsUseSemicolons()
    {
        auto* view = m_fixture->show<View>(QStringLiteral("requirements"));
        QVERIFY(view);
        auto* field = m_fixture->settingControl<QLineEdit>(QStringLiteral("offsets"));
        QVERIFY(field);
        const QString sep = QString(QChar(0x00A0)) + QStringLiteral("; ");
        QCOMPARE(field->text(), QStringLiteral("1") + sep + QStringLiteral("10") + sep + QStringLiteral("100"));
        // Typed with plain spaces, or the command line's way: the view gets "1,10,1000".
        QVERIFY(m_fixture->edit(QStringLiteral("offsets"), QStringLiteral("1 ; 10 ; 1000")));
        QCOMPARE(view->settingText(QStringLiteral("offsets")), QStringLiteral("1,10,1000"));
        QCOMPARE(field->text(), QStringLiteral("1") + sep + QStringLiteral("10") + sep + QStringLiteral("1000"));
        QVERIFY(m_fixture->edit(QStringLiteral("offsets"), QStringLiteral("2,20,200")));
        QCOMPARE(view->settingText(QStringLiteral("offsets")), QStringLiteral("2,20,200"));
        // A word: one message, the setting unchanged.
        QSignalSpy errors(m_fixture->window.settingsPanel(), &SettingsPanel::errorOccurred);
        QVERIFY(m_fixture->edit(QStringLiteral("offsets"), QStringLiteral("2 ; vingt")));
        QCOMPARE(errors.size(), 1);
        QVERIFY2(errors.front().front().toString().contains(QStringLiteral("--offsets")),
                 qPrintable(errors.front().front().toString()));
        QCOMPARE(view->settingText(QStringLiteral("offsets")), QStringLiteral("2,20,200"));
    }

    void wavePositionsAreAListOfTheLanguage()
    {
        auto* view = m_fixture->show<View>(QStringLiteral("waves"));
        QVERIFY(view);
        QVERIFY(m_fixture->edit(QStringLiteral("positions"), QStringLiteral("0 ; 44")));
        QCOMPARE(view->settingText(QStringLiteral("positions")), QStringLiteral("0,44"));
        // Positions 0 and 44, not the number 0,44.
        const QString sep = QString(QChar(0x00A0)) + QStringLiteral("; ");
        QVERIFY2(view->caption().contains(QStringLiteral("0") + sep + QStringLiteral("44")),
                 qPrintable(view->caption()));
    }

    void factorListsReadDecimalCommas()
    {
        auto* view = m_fixture->show<View>(QStringLiteral("rope"));
        QVERIFY(view);
        QVERIFY(m_fixture->choose(QStringLiteral("rope-scaling"), QStringLiteral("longrope")));
        // d = 8 at r = d: four factors.
        core::EncodingParams p;
        p.dim = 8;
        m_fixture->state.setParams(p);
        QVERIFY(test::waitIdle(m_fixture->controller));
        QVERIFY(m_fixture->edit(QStringLiteral("short-factors"), QStringLiteral("1 ; 1,5 ; 2 ; 2,5")));
        QCOMPARE(view->settingText(QStringLiteral("short-factors")), QStringLiteral("1,1.5,2,2.5"));
        const QString sep = QString(QChar(0x00A0)) + QStringLiteral("; ");
        QCOMPARE(m_fixture->settingControl<QLineEdit>(QStringLiteral("short-factors"))->text(),
                 QStringLiteral("1") + sep + QStringLiteral("1,5") + sep + QStringLiteral("2") + sep +
                     QStringLiteral("2,5"));
    }
};

QTEST_MAIN(TestLocaleViews)
#include "test_localeviews.moc"

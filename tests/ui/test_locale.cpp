// Numbers in the user's language (ui/framework/numbers.h, the default locale that
// language::install sets) and where lines of text may break (lineBreakPieces): never inside a
// number, a short bracketed group or a spaced comparison.
#include "ui/framework/language.h"
#include "ui/framework/numberlist.h"
#include "ui/framework/numbers.h"
#include "ui/plotting/figureplot.h"
#include "ui/plotting/linebreak.h"
#include "ui/plotting/plotstyle.h"
#include "ui/widgets/realspinbox.h"

#include <QApplication>
#include <QDoubleSpinBox>
#include <QTest>
#include <QTextLayout>

namespace numbers = pe::ui::numbers;
using pe::ui::keptTogether;
using pe::ui::lineBreakPieces;

namespace {
const QLocale kFrench(QLocale::French, QLocale::France);
const QLocale kChinese(QLocale::Chinese, QLocale::China);
const QLocale kEnglish(QLocale::English, QLocale::UnitedStates);

/// French groups digits with the narrow no-break space (CLDR); built from its code point so
/// that the test does not depend on how an editor shows it.
QString frenchGroup()
{
    return QString(QChar(0x202F));
}

/// The minus sign shown numbers take (U+2212).
QString minus()
{
    return QString(QChar(0x2212));
}

/// `text` with its hyphen-minus signs as minus signs: what QString::number writes, as shown.
QString shownSigns(QString text)
{
    return text.replace(QLatin1Char('-'), QChar(0x2212));
}

/// The tick labels `axis` draws now.
QStringList labels(const QCPAxis* axis)
{
    const QVector<QString> v = axis->tickVectorLabels();
    return QStringList(v.begin(), v.end());
}

/// Whether some piece of `pieces` holds all of `whole`.
bool onePieceHolds(const QStringList& pieces, const QString& whole)
{
    return std::any_of(pieces.cbegin(), pieces.cend(), [&](const QString& p) { return p.contains(whole); });
}
} // namespace

class TestLocale : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void integersAreGroupedFromTenThousand()
    {
        QCOMPARE(numbers::integer(10000, kFrench), QStringLiteral("10") + frenchGroup() + QStringLiteral("000"));
        QCOMPARE(numbers::integer(786432, kFrench), QStringLiteral("786") + frenchGroup() + QStringLiteral("432"));
        QCOMPARE(numbers::integer(65536, kEnglish), QStringLiteral("65,536"));
        QCOMPARE(numbers::integer(65536, kChinese), QStringLiteral("65,536"));
        // Four digits stay whole in every language (d = 1024).
        QCOMPARE(numbers::integer(1024, kFrench), QStringLiteral("1024"));
        QCOMPARE(numbers::integer(1024, kEnglish), QStringLiteral("1024"));
        QCOMPARE(numbers::integer(-20000, kFrench),
                 minus() + QStringLiteral("20") + frenchGroup() + QStringLiteral("000"));
        QCOMPARE(numbers::integer(0, kChinese), QStringLiteral("0"));
        QCOMPARE(numbers::integer(65536, QLocale::c()), QStringLiteral("65536"));
    }

    void realsUseTheDecimalSeparator()
    {
        QCOMPARE(numbers::real(0.2955, 4, kFrench), QStringLiteral("0,2955"));
        QCOMPARE(numbers::real(0.2955, 4, kChinese), QStringLiteral("0.2955"));
        QCOMPARE(numbers::real(0.2955, 4, kEnglish), QStringLiteral("0.2955"));
        QCOMPARE(numbers::real(1.4718, 5, kFrench), QStringLiteral("1,4718"));
        QCOMPARE(numbers::real(-3.5, 6, kFrench), minus() + QStringLiteral("3,5"));
        QCOMPARE(numbers::real(10000, 10, kFrench), QStringLiteral("10") + frenchGroup() + QStringLiteral("000"));
        QCOMPARE(numbers::real(12345.67, 6, kFrench), QStringLiteral("12") + frenchGroup() + QStringLiteral("345,7"));
        QCOMPARE(numbers::real(12345.67, 6, kEnglish), QStringLiteral("12,345.7"));
        // Exponents as QString::number writes them, the mantissa localised, the sign a minus.
        QCOMPARE(numbers::real(1e-5, 3, kEnglish), shownSigns(QString::number(1e-5, 'g', 3)));
        QCOMPARE(numbers::real(1.5e-5, 3, kFrench), QStringLiteral("1,5e") + minus() + QStringLiteral("05"));
        QCOMPARE(numbers::real(2.5e9, 3, kChinese), QStringLiteral("2.5e+09"));
        // English reads as QString::number does below 10 000.
        for (double v : {0.0, 1.0, 0.125, 3.14159265, 9999.5, 1e-7, -2.5})
            QCOMPARE(numbers::real(v, 6, kEnglish), shownSigns(QString::number(v, 'g', 6)));
    }

    void fixedKeepsItsDecimals()
    {
        QCOMPARE(numbers::fixed(9.3, 1, kFrench), QStringLiteral("9,3"));
        QCOMPARE(numbers::fixed(9.25, 2, kChinese), QStringLiteral("9.25"));
        QCOMPARE(numbers::fixed(2.0, 3, kEnglish), QStringLiteral("2.000"));
        QCOMPARE(numbers::fixed(123456.0, 0, kFrench), QStringLiteral("123") + frenchGroup() + QStringLiteral("456"));
    }

    void scientificKeepsItsExponent()
    {
        QCOMPARE(numbers::scientific(1.5e-7, 1, kFrench), QStringLiteral("1,5e") + minus() + QStringLiteral("07"));
        QCOMPARE(numbers::scientific(1.5e-7, 1, kEnglish), shownSigns(QString::number(1.5e-7, 'e', 1)));
        QCOMPARE(numbers::scientific(-2.25e12, 2, kChinese), minus() + QStringLiteral("2.25e+12"));
    }

    void theLanguageSetsTheDefaultLocale()
    {
        QVERIFY(pe::ui::language::install(QStringLiteral("fr")));
        QCOMPARE(QLocale().language(), QLocale::French);
        QCOMPARE(numbers::real(0.5), QStringLiteral("0,5"));
        QDoubleSpinBox french; // spin boxes made now write numbers in French
        french.setDecimals(2);
        french.setValue(0.25);
        QCOMPARE(french.text(), QStringLiteral("0,25"));
        // The settings' spin boxes show numbers::real(): what they show reads back.
        french.setRange(0, 1e9);
        QCOMPARE(french.valueFromText(numbers::real(12345.5, 12)), 12345.5);
        QString shown = numbers::real(12345.5, 12);
        int at = 0;
        QCOMPARE(french.validate(shown, at), QValidator::Acceptable);
        QVERIFY(pe::ui::language::install(QStringLiteral("zh")));
        QCOMPARE(QLocale().language(), QLocale::Chinese);
        QCOMPARE(QLocale().territory(), QLocale::China);
        QCOMPARE(numbers::integer(65536), QStringLiteral("65,536"));
        QVERIFY(pe::ui::language::install(QStringLiteral("en")));
        QCOMPARE(QLocale().language(), QLocale::English);
        QCOMPARE(numbers::real(0.5), QStringLiteral("0.5"));
    }

    void negativeNumbersTakeTheMinusSign()
    {
        // "-73.5°" and "-0,9900" were shown with the hyphen-minus.
        QCOMPARE(numbers::fixed(-0.99, 4, kFrench), minus() + QStringLiteral("0,9900"));
        QCOMPARE(numbers::fixed(-73.5, 1, kEnglish), minus() + QStringLiteral("73.5"));
        QCOMPARE(numbers::integer(-3, kChinese), minus() + QStringLiteral("3"));
        // The C locale writes numbers as the command line and the CSV files read them.
        QCOMPARE(numbers::real(-3.5, 6, QLocale::c()), QStringLiteral("-3.5"));
        QCOMPARE(numbers::integer(-20000, QLocale::c()), QStringLiteral("-20000"));
        // A hyphen between words or after a digit is no sign.
        QCOMPARE(numbers::withMinusSign(QStringLiteral("sin-cos 3-4 (-2) x -,5"), kFrench),
                 QStringLiteral("sin-cos 3-4 (") + minus() + QStringLiteral("2) x ") + minus() + QStringLiteral(",5"));
        // What is shown reads back: the minus sign, and spaces between digit groups.
        QCOMPARE(kFrench.toDouble(numbers::readable(numbers::real(-12345.5, 12, kFrench), kFrench)), -12345.5);
        QCOMPARE(kEnglish.toInt(numbers::readable(QStringLiteral(" 131 072 "), kEnglish)), 131072);
    }

    void spinBoxesGroupDigitsAndReadBack()
    {
        pe::ui::IntegerSpinBox length;
        length.setRange(1, 1048576);
        length.setLocale(kFrench);
        length.setValue(131072);
        QCOMPARE(length.text(), QStringLiteral("131") + frenchGroup() + QStringLiteral("072"));
        length.setLocale(kEnglish);
        QCOMPARE(length.text(), QStringLiteral("131,072"));
        length.setValue(1024);
        QCOMPARE(length.text(), QStringLiteral("1024")); // four digits stay whole
        // Typed grouped with an ordinary space, or not grouped at all.
        length.setLocale(kFrench);
        QCOMPARE(length.valueFromText(QStringLiteral("262 144")), 262144);
        QCOMPARE(length.valueFromText(QStringLiteral("65536")), 65536);
        QString typed = QStringLiteral("131 072");
        int at = static_cast<int>(typed.size());
        QCOMPARE(length.validate(typed, at), QValidator::Acceptable);
        pe::ui::RealSpinBox real;
        real.setLocale(kFrench);
        real.setDecimals(6);
        real.setRange(-10, 10);
        real.setValue(-0.5);
        QCOMPARE(real.text(), minus() + QStringLiteral("0,5"));
        QCOMPARE(real.valueFromText(real.text()), -0.5);
        QString shown = real.text();
        at = 0;
        QVERIFY(real.validate(shown, at) != QValidator::Invalid);
    }

    void tickLabelsAreWrittenInTheLanguage()
    {
        QVERIFY(pe::ui::language::install(QStringLiteral("fr")));
        pe::ui::FigurePlot plot;
        plot.resize(900, 600);
        pe::ui::plotstyle::apply(&plot);
        QCPAxisRect* rect = plot.axisRect();
        QCPAxis* x = rect->axis(QCPAxis::atBottom);
        QCPAxis* y = rect->axis(QCPAxis::atLeft);
        x->setRange(-1.02, 1.02);
        // A log axis drawn with powers of ten made the whole plot write C numbers ("0.5").
        y->setScaleType(QCPAxis::stLogarithmic);
        y->setTicker(QSharedPointer<QCPAxisTickerLog>::create());
        y->setNumberFormat(QStringLiteral("eb"));
        y->setNumberPrecision(0);
        y->setRange(1e-3, 1e3);
        QCPAxis* top = rect->axis(QCPAxis::atTop);
        top->setVisible(true);
        pe::ui::plotstyle::integerTicks(top);
        top->setRange(0, 131072);
        plot.layOut();
        const QStringList xs = labels(x);
        QVERIFY2(xs.size() >= 3, qPrintable(xs.join(QLatin1Char('|'))));
        QVERIFY2(xs.contains(QStringLiteral("0,5")) && xs.contains(minus() + QStringLiteral("0,5")),
                 qPrintable(xs.join(QLatin1Char('|'))));
        for (const QString& label : xs)
            QVERIFY2(!label.contains(QLatin1Char('.')) && !label.contains(QLatin1Char('-')), qPrintable(label));
        // Powers of ten keep the small "e" and the ASCII exponent QCustomPlot draws as 10⁻³.
        QVERIFY2(labels(y).contains(QStringLiteral("1e-03")), qPrintable(labels(y).join(QLatin1Char('|'))));
        QVERIFY2(labels(top).contains(QStringLiteral("100") + frenchGroup() + QStringLiteral("000")),
                 qPrintable(labels(top).join(QLatin1Char('|'))));
        // The language of now, not the one the plot was made in.
        QVERIFY(pe::ui::language::install(QStringLiteral("en")));
        plot.layOut();
        QVERIFY2(labels(top).contains(QStringLiteral("100,000")), qPrintable(labels(top).join(QLatin1Char('|'))));
        QVERIFY2(labels(x).contains(minus() + QStringLiteral("0.5")), qPrintable(labels(x).join(QLatin1Char('|'))));
    }

    void listsOfNumbersUseTheLanguagesSeparator()
    {
        using numbers::ListOf;
        const QString sep = QString(QChar(0x00A0)) + QStringLiteral("; ");
        QCOMPARE(numbers::shownList(QStringLiteral("1,10,100"), ListOf::Integers, kFrench),
                 QStringLiteral("1") + sep + QStringLiteral("10") + sep + QStringLiteral("100"));
        QCOMPARE(numbers::shownList(QStringLiteral("0.44,1.5"), ListOf::Reals, kFrench),
                 QStringLiteral("0,44") + sep + QStringLiteral("1,5"));
        QCOMPARE(numbers::shownList(QStringLiteral("1,10,100"), ListOf::Integers, kEnglish),
                 QStringLiteral("1, 10, 100"));
        QCOMPARE(numbers::shownList(QStringLiteral("20000,-1.5"), ListOf::Reals, kFrench),
                 QStringLiteral("20000") + sep + minus() + QStringLiteral("1,5"));
        QCOMPARE(numbers::shownList(QString(), ListOf::Reals, kFrench), QString());
        // What is shown reads back, and so does what a user types.
        const auto read = [](const QString& text, ListOf kind, const QLocale& locale) {
            return numbers::readList(text, kind, locale).value_or(QStringLiteral("refused"));
        };
        for (const QString& c : {QStringLiteral("1,10,100"), QStringLiteral("0.44,1.5"), QStringLiteral("-1.5,2e-05")})
            for (const QLocale& l : {kFrench, kEnglish, kChinese})
                QCOMPARE(read(numbers::shownList(c, ListOf::Reals, l), ListOf::Reals, l), c);
        QCOMPARE(read(QStringLiteral("1 ; 10 ; 100"), ListOf::Integers, kFrench), QStringLiteral("1,10,100"));
        QCOMPARE(read(QStringLiteral("1;10;100"), ListOf::Integers, kFrench), QStringLiteral("1,10,100"));
        // The command line's form where it cannot be read otherwise.
        QCOMPARE(read(QStringLiteral("1,10,100"), ListOf::Integers, kFrench), QStringLiteral("1,10,100"));
        QCOMPARE(read(QStringLiteral("1,10,100"), ListOf::Reals, kFrench), QStringLiteral("1,10,100"));
        QCOMPARE(read(QStringLiteral("0.5,1.5"), ListOf::Reals, kFrench), QStringLiteral("0.5,1.5"));
        QCOMPARE(read(QStringLiteral("[1.0, 2.5]"), ListOf::Reals, kFrench), QStringLiteral("1,2.5"));
        QCOMPARE(read(QStringLiteral("0,5, 1,5"), ListOf::Reals, kFrench), QStringLiteral("0.5,1.5"));
        // "0,44": positions 0 and 44, or the factor 0.44.
        QCOMPARE(read(QStringLiteral("0,44"), ListOf::Integers, kFrench), QStringLiteral("0,44"));
        QCOMPARE(read(QStringLiteral("0,44"), ListOf::Reals, kFrench), QStringLiteral("0.44"));
        QCOMPARE(read(QStringLiteral("0,44"), ListOf::Integers, kEnglish), QStringLiteral("0,44"));
        QCOMPARE(read(QStringLiteral("1, 2, 3"), ListOf::Reals, kEnglish), QStringLiteral("1,2,3"));
        QCOMPARE(read(QStringLiteral(" "), ListOf::Reals, kFrench), QString());
        // A word is refused, with the separator to use.
        QString error;
        QVERIFY(!numbers::readList(QStringLiteral("1 ; dix"), ListOf::Integers, kFrench, &error));
        QVERIFY2(error.contains(QStringLiteral("'dix'")) && error.contains(QLatin1Char(';')), qPrintable(error));
    }

    void linesNeverBreakInsideANumber()
    {
        const QString n = numbers::integer(10000, kFrench);
        for (const QString& line :
             QStringList{QStringLiteral("共 ") + n + QStringLiteral(" 个位置"), QStringLiteral("误差为0,2955的位置"),
                         QStringLiteral("比例1.4718倍"), QStringLiteral("65,536个值")}) {
            const QStringList pieces = lineBreakPieces(line);
            QCOMPARE(pieces.join(QString()), line);
            for (const QString& number :
                 QStringList{n, QStringLiteral("0,2955"), QStringLiteral("1.4718"), QStringLiteral("65,536")})
                if (line.contains(number))
                    QVERIFY2(onePieceHolds(pieces, number), qPrintable(pieces.join(QLatin1Char('|'))));
        }
    }

    void linesNeverBreakInsideShortBrackets()
    {
        const QStringList pieces = lineBreakPieces(QStringLiteral("波长（位置数）"));
        QCOMPARE(pieces, (QStringList{QStringLiteral("波"), QStringLiteral("长"), QStringLiteral("（位置数）")}));
        QVERIFY(onePieceHolds(lineBreakPieces(QStringLiteral("RoPE 频率(缩放后)的图")), QStringLiteral("(缩放后)")));
        // Long groups still break at their spaces, not right after the opening bracket.
        const QStringList english =
            lineBreakPieces(QStringLiteral("Dimension j (sines, then cosines; fast first in each half)"));
        QVERIFY(english.size() > 5);
        QVERIFY(english.contains(QStringLiteral("(sines, ")));
        for (const QString& piece : english)
            QVERIFY2(!piece.trimmed().endsWith(QLatin1Char('(')), qPrintable(piece));
    }

    void shortBracketedGroupsStayWholeAtTheirSpaces()
    {
        // T5's French colour-bar label broke inside its brackets, "(requête," ending a line
        // and "clé)" alone on the next (export 900 x 420).
        const QStringList t5 = lineBreakPieces(QStringLiteral("compartiment de (requête, clé)"));
        QCOMPARE(t5.join(QString()), QStringLiteral("compartiment de (requête, clé)"));
        QVERIFY2(onePieceHolds(t5, QStringLiteral("(requête, clé)")), qPrintable(t5.join(QLatin1Char('|'))));
        QVERIFY2(
            onePieceHolds(lineBreakPieces(QStringLiteral("bucket of (query, key)")), QStringLiteral("(query, key)")),
            "English");
        // Three words up to 24 characters stay whole; a fourth word or a longer group breaks.
        QVERIFY(onePieceHolds(lineBreakPieces(QStringLiteral("bias (head 1, matrix)")),
                              QStringLiteral("(head 1, matrix)")));
        QVERIFY(!onePieceHolds(lineBreakPieces(QStringLiteral("x (one two three four)")),
                               QStringLiteral("(one two three four)")));
        QVERIFY(!onePieceHolds(lineBreakPieces(QStringLiteral("x (extraordinarily long parenthetical)")),
                               QStringLiteral("(extraordinarily long parenthetical)")));
        // Chinese characters count twice: twelve stay whole, a longer aside still wraps.
        QVERIFY(onePieceHolds(lineBreakPieces(QStringLiteral("误差（对数刻度下的十个位置）")),
                              QStringLiteral("（对数刻度下的十个位置）")));
        QVERIFY(lineBreakPieces(QStringLiteral("误差（在对数刻度下的全部十六个位置）")).size() > 4);
        // A break before the group stays allowed.
        QCOMPARE(t5.last(), QStringLiteral("(requête, clé)"));
    }

    void numbersKeepTheirUnits()
    {
        // The clock's title broke before its unit, "s" alone at the start of a line
        // (presentation mode, 1920 x 1080 at 200 %).
        const QStringList clock = lineBreakPieces(QStringLiteral("Wall clock at t = 3725 s"));
        QVERIFY2(onePieceHolds(clock, QStringLiteral("3725 s")), qPrintable(clock.join(QLatin1Char('|'))));
        // French writes a space before the percent sign; a number with its separators too.
        const QString french = QStringLiteral("erreur de 9,3 % sur 3") + frenchGroup() + QStringLiteral("725 s");
        const QStringList pieces = lineBreakPieces(french);
        QCOMPARE(pieces.join(QString()), french);
        for (const QString& kept :
             QStringList{QStringLiteral("9,3 %"), QStringLiteral("3") + frenchGroup() + QStringLiteral("725 s")})
            QVERIFY2(onePieceHolds(pieces, kept), qPrintable(pieces.join(QLatin1Char('|'))));
        for (const QString& kept :
             {QStringLiteral("12 dB"), QStringLiteral("1 h"), QStringLiteral("2 min"), QStringLiteral("40 ms"),
              QStringLiteral("96 px"), QStringLiteral("8 GB"), QStringLiteral("90 °")})
            QVERIFY2(onePieceHolds(lineBreakPieces(QStringLiteral("about ") + kept + QStringLiteral(" or so")), kept),
                     qPrintable(kept));
        // Followed by punctuation or a closing bracket, and in Chinese.
        QVERIFY(onePieceHolds(lineBreakPieces(QStringLiteral("period (3 ms), then 5 s.")), QStringLiteral("5 s.")));
        QVERIFY(onePieceHolds(lineBreakPieces(QStringLiteral("at 1 h, then 2 min")), QStringLiteral("1 h, ")));
        QVERIFY(onePieceHolds(lineBreakPieces(QStringLiteral("t = 3725 秒时的挂钟")), QStringLiteral("3725 秒")));
        // Only a unit: a word after a number may still start a line.
        QVERIFY(lineBreakPieces(QStringLiteral("12 heads")).size() == 2);
        QVERIFY(lineBreakPieces(QStringLiteral("at 3 seconds")).size() == 3);
    }

    void barsKeepWhatTheyHold()
    {
        // An absolute value or a norm is a bracketed group: the comparison's y label broke as
        // "terme / |" over "terme| max", a requirements card as "‖PE(0)" over "− PE(1)‖".
        const std::pair<QString, QString> cases[] = {
            {QStringLiteral("terme / |terme| max"), QStringLiteral("|terme|")},
            {QStringLiteral("paire la plus proche : ‖PE(0) − PE(1)‖ = 3,7143"), QStringLiteral("‖PE(0) − PE(1)‖")},
            {QStringLiteral("the largest |term| over every offset"), QStringLiteral("|term|")},
        };
        for (const auto& [line, held] : cases) {
            const QStringList pieces = lineBreakPieces(line);
            QCOMPARE(pieces.join(QString()), line);
            QVERIFY2(onePieceHolds(pieces, held), qPrintable(pieces.join(QLatin1Char('/'))));
        }
        // Nested, and bars between spaces are separators, not a group: "a | b | c" may break.
        QVERIFY(onePieceHolds(lineBreakPieces(QStringLiteral("the norm ‖x − |y|‖ here")), QStringLiteral("‖x − |y|‖")));
        QVERIFY(lineBreakPieces(QStringLiteral("sin: 0.9657 | 0.9662 | 0.7081")).size() >= 4);
    }

    void spacedComparisonsStayTogether()
    {
        const QStringList bits = lineBreakPieces(QStringLiteral("t < L 的各位"));
        QCOMPARE(bits, (QStringList{QStringLiteral("t < L "), QStringLiteral("的"), QStringLiteral("各位")}));
        const QStringList title = lineBreakPieces(QStringLiteral("d = 512, n = 10000, L = 2048"));
        QCOMPARE(title,
                 (QStringList{QStringLiteral("d = 512, "), QStringLiteral("n = 10000, "), QStringLiteral("L = 2048")}));
        // Greek letters, norms and signs are operands too: a requirements card broke after
        // "‖PE(0) − PE(1)‖ =" and between "Δ" and "= 1" (Chinese, 1400 x 800).
        QVERIFY(onePieceHolds(lineBreakPieces(QStringLiteral("最近的一对：‖PE(0) − PE(1)‖ = 3.7143")),
                              QStringLiteral("‖ = 3.7143")));
        QVERIFY(
            onePieceHolds(lineBreakPieces(QStringLiteral("最大值 − 最小值：Δ = 1：8.9e−15")), QStringLiteral("Δ = 1")));
        QVERIFY(onePieceHolds(lineBreakPieces(QStringLiteral("value x = −1 here")), QStringLiteral("x = −1")));
        // Between Chinese words an "=" is no comparison of formulas: breaks stay allowed.
        QVERIFY(lineBreakPieces(QStringLiteral("位置 = 维度")).size() >= 3);
    }

    void qtWordWrapBreaksOnlyBetweenPieces()
    {
        // The requirements cards are drawn by Qt's word wrap: "‖PE(0) − PE(1)‖ =" over
        // "3.7143" and "(t =" over "0)" until their text went through keptTogether().
        const QFont font(QStringLiteral("DejaVu Sans"), 12);
        const QFontMetrics metrics(font);
        struct Case {
            QString text, held;
            bool qtBreaksIt; ///< Qt's wrap alone breaks `held` at its width
        };
        const Case cases[] = {
            {QStringLiteral("最近的一对：‖PE(0) − PE(1)‖ = 3.7143"), QStringLiteral("‖PE(0) − PE(1)‖ = 3.7143"), true},
            {QStringLiteral("仍能区分 t 与 t+1 的最少维度数：362 / 512（t = 0）。"), QStringLiteral("（t = 0）。"),
             false},
            {QStringLiteral("the closest pair: ‖PE(0) − PE(1)‖ = 3.7143"), QStringLiteral("‖PE(0) − PE(1)‖ = 3.7143"),
             true},
        };
        for (const auto& [text, held, qtBreaksIt] : cases) {
            const QString kept = keptTogether(text);
            QString shown = kept;
            shown.remove(QChar(0x2060)).replace(QChar(0x00A0), QLatin1Char(' '));
            QCOMPARE(shown, text);
            // As wide as the group and a little more: the whole text needs more lines.
            const int width = metrics.horizontalAdvance(held) + 4;
            const auto lines = [&](const QString& t) {
                QStringList out;
                QTextLayout layout(t, font);
                QTextOption option;
                option.setWrapMode(QTextOption::WordWrap);
                layout.setTextOption(option);
                layout.beginLayout();
                for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
                    line.setLineWidth(width);
                    out << t.mid(line.textStart(), line.textLength())
                               .remove(QChar(0x2060))
                               .replace(QChar(0x00A0), QLatin1Char(' '))
                               .trimmed();
                }
                layout.endLayout();
                return out;
            };
            const QStringList plain = lines(text), wrapped = lines(kept);
            QVERIFY2(std::any_of(wrapped.begin(), wrapped.end(), [&](const QString& l) { return l.contains(held); }),
                     qPrintable(wrapped.join(QLatin1Char('/'))));
            if (qtBreaksIt)
                QVERIFY2(std::none_of(plain.begin(), plain.end(), [&](const QString& l) { return l.contains(held); }),
                         qPrintable(QStringLiteral("Qt alone keeps it: ") + plain.join(QLatin1Char('/'))));
        }
    }

    void arrowsKeepBothEnds()
    {
        // The binary view's colour-bar label broke after its last arrow, "−1" alone on a line
        // (Chinese, 1920 x 1080 at 200 %).
        const QString label = QStringLiteral("PE 值   ·   位 0 → +1，位 1 → ") + minus() + QStringLiteral("1");
        const QStringList pieces = lineBreakPieces(label);
        QCOMPARE(pieces.join(QString()), label);
        QVERIFY2(onePieceHolds(pieces, QStringLiteral("0 → +1")), qPrintable(pieces.join(QLatin1Char('|'))));
        QVERIFY2(onePieceHolds(pieces, QStringLiteral("1 → ") + minus() + QStringLiteral("1")),
                 qPrintable(pieces.join(QLatin1Char('|'))));
        // and "位 1" (bit 1) is not broken between the word and its number.
        QVERIFY2(onePieceHolds(pieces, QStringLiteral("位 1 → ")), qPrintable(pieces.join(QLatin1Char('|'))));
        for (const QString& piece : pieces)
            QVERIFY2(!piece.trimmed().endsWith(QChar(0x2192)) && !piece.startsWith(QChar(0x2192)),
                     qPrintable(pieces.join(QLatin1Char('|'))));
        // Unspaced too, and in English.
        QVERIFY(onePieceHolds(lineBreakPieces(QStringLiteral("位 0→+1")), QStringLiteral("0→+1")));
        QVERIFY(onePieceHolds(lineBreakPieces(QStringLiteral("PE value · bit 1 → ") + minus() + QStringLiteral("1")),
                              QStringLiteral("1 → ") + minus() + QStringLiteral("1")));
    }
};

QTEST_MAIN(TestLocale)
#include "test_locale.moc"

// End to end: exported figures write numbers as the language does (--lang fr: 10 000 with the
// French group separator, 0,5 with a decimal comma; --lang zh and en: 10,000 and 0.5), while CSV
// files keep the C locale (they are read by programs).

#include "e2e.h"

#include <QLocale>
#include <QRegularExpression>

using namespace pe::e2e;

namespace {

QString readText(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

/// The texts an exported SVG draws (its <text> elements), one per line, entities decoded.
QString drawnTexts(const QString& svg)
{
    static const QRegularExpression text(QStringLiteral("<text[^>]*>([^<]*)</text>"));
    QStringList out;
    for (auto it = text.globalMatch(svg); it.hasNext();) {
        QString t = it.next().captured(1);
        t.replace(QStringLiteral("&amp;"), QStringLiteral("&"));
        t.replace(QStringLiteral("&lt;"), QStringLiteral("<"));
        t.replace(QStringLiteral("&gt;"), QStringLiteral(">"));
        static const QRegularExpression entity(QStringLiteral("&#(x?)([0-9a-fA-F]+);"));
        QString decoded;
        qsizetype last = 0;
        for (auto e = entity.globalMatch(t); e.hasNext();) {
            const auto m = e.next();
            decoded += t.mid(last, m.capturedStart() - last);
            const bool hex = !m.captured(1).isEmpty();
            decoded += QChar(static_cast<char16_t>(m.captured(2).toUInt(nullptr, hex ? 16 : 10)));
            last = m.capturedEnd();
        }
        out << decoded + t.mid(last);
    }
    return out.join(QLatin1Char('\n'));
}

/// The drawn texts of `view` exported as SVG in `lang` with these settings.
QString exported(const QString& view, const QString& lang, const QStringList& extra)
{
    QTemporaryDir dir;
    const QString svg = dir.filePath(QStringLiteral("v.svg"));
    const Run r = runApp(
        QStringList{QStringLiteral("--lang"), lang, QStringLiteral("--view"), view, QStringLiteral("--export"), svg} +
        extra);
    if (r.exitCode != 0)
        qWarning("%s", qPrintable(r.err));
    return drawnTexts(readText(svg));
}

const QString kFrenchGroup = QLocale(QLocale::French, QLocale::France).groupSeparator();

/// A decimal number with a comma (0,5), a decimal number with a point (0.5).
const QRegularExpression kDecimalComma(QStringLiteral("(^|[^0-9,])[0-9]+,[0-9]+"));
const QRegularExpression kDecimalPoint(QStringLiteral("(^|[^0-9.])-?[0-9]+\\.[0-9]+($|[^0-9.])"));

} // namespace

class TestCliLangNumbers : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void heatmapInFrench()
    {
        const QString fr = exported(QStringLiteral("heatmap"), QStringLiteral("fr"),
                                    {QStringLiteral("--base"), QStringLiteral("10000"), QStringLiteral("--length"),
                                     QStringLiteral("20000"), QStringLiteral("--d"), QStringLiteral("64")});
        QVERIFY2(fr.contains(QStringLiteral("n = 10") + kFrenchGroup + QStringLiteral("000")), qPrintable(fr));
        QVERIFY2(fr.contains(QStringLiteral("L = 20") + kFrenchGroup + QStringLiteral("000")), qPrintable(fr));
        // Axis ticks included: 10 000 on the position axis.
        QVERIFY2(fr.contains(QStringLiteral("\n10") + kFrenchGroup + QStringLiteral("000\n")), qPrintable(fr));
        QVERIFY2(!fr.contains(QStringLiteral("10,000")) && !fr.contains(QStringLiteral("10000")), qPrintable(fr));
        // The colour scale's ticks: -0,5 and 0,5.
        QVERIFY2(fr.contains(kDecimalComma), qPrintable(fr));
        QVERIFY2(!fr.contains(kDecimalPoint), qPrintable(fr));
        // The column order in French, not core's "interleaved".
        QVERIFY2(!fr.contains(QStringLiteral("interleaved")), qPrintable(fr));
    }

    void heatmapInChineseAndEnglish()
    {
        const QStringList args{QStringLiteral("--base"), QStringLiteral("10000"), QStringLiteral("--d"),
                               QStringLiteral("64")};
        const QString zh = exported(QStringLiteral("heatmap"), QStringLiteral("zh"), args);
        QVERIFY2(zh.contains(QStringLiteral("n = 10,000")), qPrintable(zh));
        QVERIFY2(zh.contains(QStringLiteral("0.5")) && !zh.contains(QStringLiteral("0,5")), qPrintable(zh));
        QVERIFY2(!zh.contains(QStringLiteral("interleaved")), qPrintable(zh));
        const QString en = exported(QStringLiteral("heatmap"), QStringLiteral("en"), args);
        QVERIFY2(en.contains(QStringLiteral("n = 10,000")), qPrintable(en));
        QVERIFY2(en.contains(QStringLiteral("0.5")) && !en.contains(QStringLiteral("0,5")), qPrintable(en));
    }

    void otherViewsInFrench_data()
    {
        QTest::addColumn<QString>("view");
        QTest::addColumn<QStringList>("extra");
        QTest::newRow("distance") << QStringLiteral("distance")
                                  << QStringList{QStringLiteral("--d"), QStringLiteral("32"),
                                                 QStringLiteral("--length"), QStringLiteral("64")};
        QTest::newRow("clock") << QStringLiteral("clock")
                               << QStringList{QStringLiteral("--position"), QStringLiteral("12345"),
                                              QStringLiteral("--length"), QStringLiteral("20000")};
        QTest::newRow("fourier") << QStringLiteral("fourier") << QStringList{};
        QTest::newRow("binary") << QStringLiteral("binary") << QStringList{};
        QTest::newRow("compare") << QStringLiteral("compare") << QStringList{};
    }

    void otherViewsInFrench()
    {
        QFETCH(QString, view);
        QFETCH(QStringList, extra);
        const QString fr = exported(view, QStringLiteral("fr"), extra);
        QVERIFY2(!fr.isEmpty(), qPrintable(view));
        QVERIFY2(fr.contains(kDecimalComma), qPrintable(fr));
        const auto point = kDecimalPoint.match(fr);
        QVERIFY2(!point.hasMatch(), qPrintable(point.captured(0) + QStringLiteral(" in\n") + fr));
    }

    void csvStaysInTheCLocale()
    {
        QTemporaryDir dir;
        const QString csv = dir.filePath(QStringLiteral("v.csv"));
        const Run r =
            runApp({QStringLiteral("--lang"), QStringLiteral("fr"), QStringLiteral("--d"), QStringLiteral("4"),
                    QStringLiteral("--length"), QStringLiteral("3"), QStringLiteral("--csv"), csv});
        QCOMPARE(r.exitCode, 0);
        const QStringList lines = readLines(csv);
        QCOMPARE(lines.size(), 4);
        // Position 1, dimension 0: sin(1) = 0.841470984807897.
        QVERIFY2(lines[2].startsWith(QStringLiteral("1,0.84147098")), qPrintable(lines[2]));
    }
};

QTEST_MAIN(TestCliLangNumbers)
#include "test_cli_lang_numbers.moc"

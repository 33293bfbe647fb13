// End to end: --lang and the system's language choose the language of exported figures, of
// --help and of error messages; CSV headers stay English (they are an interface).

#include "e2e.h"

#include <QRegularExpression>

using namespace pe::e2e;

namespace {

/// Runs the app with these environment variables set (LC_ALL, LANGUAGE...).
Run runWith(const QStringList& args, const QMap<QString, QString>& vars)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("LANGUAGE"));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    for (auto it = vars.cbegin(); it != vars.cend(); ++it)
        env.insert(it.key(), it.value());
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(PE_EXPLORER_BIN), args);
    Run r;
    if (!p.waitForFinished(60000))
        return r;
    r.exitCode = p.exitCode();
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

QString readText(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

/// The SVG of a view exported with these extra arguments and environment.
QString viewSvg(const QString& view, const QStringList& extra, const QMap<QString, QString>& vars = {})
{
    QTemporaryDir dir;
    const QString svg = dir.filePath(QStringLiteral("h.svg"));
    const Run r = runWith(QStringList{QStringLiteral("--view"), view, QStringLiteral("--export"), svg} + extra, vars);
    if (r.exitCode != 0)
        qWarning("%s", qPrintable(r.err));
    return readText(svg);
}

/// The SVG of the heatmap exported with these extra arguments and environment.
QString heatmapSvg(const QStringList& extra, const QMap<QString, QString>& vars = {})
{
    return viewSvg(QStringLiteral("heatmap"), extra, vars);
}

const QString kEnglishTitle = QStringLiteral("Sinusoidal positional encoding: d = 512");
const QString kFrenchTitle = QStringLiteral("Encodage positionnel sinusoïdal\u00a0: d = 512");
// The SVG writes Chinese and Latin runs of a line as separate texts (each in its own font).
const QString kChineseTitle = QStringLiteral("正弦位置编码：");

} // namespace

class TestCliLang : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void langChoosesTheFigureLanguage()
    {
        const QString en = heatmapSvg({QStringLiteral("--lang"), QStringLiteral("en")});
        QVERIFY2(en.contains(kEnglishTitle), qPrintable(en.left(600)));
        const QString fr = heatmapSvg({QStringLiteral("--lang"), QStringLiteral("fr")});
        QVERIFY2(fr.contains(kFrenchTitle), qPrintable(fr.left(600)));
        QVERIFY(fr.contains(QStringLiteral("<title>Matrice PE — ")));
        QVERIFY(!fr.contains(kEnglishTitle));
        const QString zh = heatmapSvg({QStringLiteral("--lang=zh")});
        QVERIFY2(zh.contains(kChineseTitle), qPrintable(zh.left(600)));
        QVERIFY(zh.contains(QStringLiteral("<title>PE 矩阵 — ")));
    }

    void theEncodingMeasuredIsNamedInTheLanguage()
    {
        // The requirements view's title names the encoding (the core describes it in English).
        const QStringList args{QStringLiteral("--d"), QStringLiteral("16"), QStringLiteral("--length"),
                               QStringLiteral("20"), QStringLiteral("--lang")};
        const QString en = viewSvg(QStringLiteral("requirements"), args + QStringList{QStringLiteral("en")});
        QVERIFY2(en.contains(QStringLiteral("measured on sinusoidal, d = 16, n = 10,000")), qPrintable(en.left(800)));
        const QString fr = viewSvg(QStringLiteral("requirements"), args + QStringList{QStringLiteral("fr")});
        QVERIFY2(fr.contains(QStringLiteral("l’encodage sinusoïdal, d = 16, n = 10\u202f000")),
                 qPrintable(fr.left(800)));
        QVERIFY(!fr.contains(QStringLiteral("sinusoidal")));
        const QString zh = viewSvg(QStringLiteral("requirements"), args + QStringList{QStringLiteral("zh")});
        QVERIFY2(zh.contains(QStringLiteral("正弦编码")), qPrintable(zh.left(800)));
        QVERIFY(!zh.contains(QStringLiteral("sinusoidal")));
    }

    void exportedNumbersAreWrittenInTheLanguage()
    {
        // The rotation view: a linear axis from −4 to 4 and a log axis down to 10⁻¹⁵ (whose
        // powers once made every axis of the figure write C numbers).
        const QString svg = viewSvg(QStringLiteral("rotation"), {QStringLiteral("--lang"), QStringLiteral("fr")});
        QVERIFY(!svg.isEmpty());
        static const QRegularExpression text(QStringLiteral(">([^<]*)</text>"));
        QStringList texts;
        for (auto it = text.globalMatch(svg); it.hasNext();)
            texts << it.next().captured(1);
        const QString minus(QChar(0x2212));
        // A negative tick label of the linear axis ("−2", or "−2,5" with the comma of French).
        static const QRegularExpression negative(QStringLiteral("^\u2212\\d+(,\\d+)?$"));
        QVERIFY2(!texts.filter(negative).isEmpty(), qPrintable(texts.join(QLatin1Char('|'))));
        // The exponent drawn raised over "10" takes the minus sign too.
        QVERIFY2(texts.contains(minus + QStringLiteral("5")), qPrintable(texts.join(QLatin1Char('|'))));
        static const QRegularExpression english(QStringLiteral("(^|[^\\w])-\\d|\\d\\.\\d"));
        for (const QString& t : texts)
            QVERIFY2(!english.match(t).hasMatch(), qPrintable(t));
    }

    void systemLanguageIsTheDefault()
    {
        QVERIFY(heatmapSvg({}, {{QStringLiteral("LC_ALL"), QStringLiteral("fr_FR.UTF-8")}}).contains(kFrenchTitle));
        QVERIFY(heatmapSvg({}, {{QStringLiteral("LC_ALL"), QStringLiteral("zh_CN.UTF-8")}}).contains(kChineseTitle));
        QVERIFY(heatmapSvg({}, {{QStringLiteral("LC_ALL"), QStringLiteral("de_DE.UTF-8")}}).contains(kEnglishTitle));
        // --lang wins over the system's language.
        QVERIFY(heatmapSvg({QStringLiteral("--lang"), QStringLiteral("en")},
                           {{QStringLiteral("LC_ALL"), QStringLiteral("fr_FR.UTF-8")}})
                    .contains(kEnglishTitle));
    }

    void helpAndErrorsAreTranslated()
    {
        const Run help = runApp({QStringLiteral("--lang"), QStringLiteral("fr"), QStringLiteral("--help")});
        QCOMPARE(help.exitCode, 0);
        QVERIFY2(help.out.contains(QStringLiteral("Longueur de séquence L, de 1 à 1048576")), qPrintable(help.out));
        QVERIFY(help.out.contains(QStringLiteral("--lang <code>")));
        const Run bad = runApp({QStringLiteral("--lang"), QStringLiteral("zh"), QStringLiteral("--d"),
                                QStringLiteral("0"), QStringLiteral("--csv"), QStringLiteral("x.csv")});
        QCOMPARE(bad.exitCode, 2);
        // The core's range message, translated at the interface.
        QVERIFY2(bad.err.contains(QStringLiteral("d = 0 超出范围：应为 1 到 8192 之间的整数")), qPrintable(bad.err));
        const Run lessons = runApp({QStringLiteral("--lang"), QStringLiteral("fr"), QStringLiteral("--list-lessons")});
        QVERIFY2(lessons.out.contains(QStringLiteral("clock-and-binary\tRapide et lent")), qPrintable(lessons.out));
    }

    void badLanguageIsRefused()
    {
        checkBadInput(
            {QStringLiteral("--lang"), QStringLiteral("de"), QStringLiteral("--csv"), QStringLiteral("@/x.csv")},
            QStringLiteral("--lang: 'de'"));
        checkBadInput({QStringLiteral("--lang"), QStringLiteral("klingon")}, QStringLiteral("use en, fr or zh"));
        checkBadInput({QStringLiteral("--csv"), QStringLiteral("@/x.csv"), QStringLiteral("--lang")},
                      QStringLiteral("--lang needs a language"));
    }

    void csvHeadersStayEnglish()
    {
        QTemporaryDir dir;
        const QString csv = dir.filePath(QStringLiteral("v.csv"));
        const Run r =
            runApp({QStringLiteral("--lang"), QStringLiteral("zh"), QStringLiteral("--d"), QStringLiteral("4"),
                    QStringLiteral("--length"), QStringLiteral("3"), QStringLiteral("--csv"), csv});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(readLines(csv).value(0), QStringLiteral("position,dim0,dim1,dim2,dim3"));
    }
};

QTEST_MAIN(TestCliLang)
#include "test_cli_lang.moc"

// --lesson NAME --handout FILE.pdf: one page per step and a page of answers, in each language,
// with every step's whole text in the PDF's text (read back by poppler's pdfinfo and pdftotext);
// --slides DIR: one PNG per step, each the step's still export.
#include "e2e.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStandardPaths>

using namespace pe::e2e;

namespace {

/// The lesson files of the source tree (resources/lessons/*.json), read here rather than
/// through the app.
QList<QJsonObject> lessonFiles()
{
    QDir dir(QFileInfo(QStringLiteral(__FILE__)).absolutePath());
    while (!dir.exists(QStringLiteral("resources/lessons")) && dir.cdUp()) {
    }
    dir.cd(QStringLiteral("resources/lessons"));
    QList<QJsonObject> out;
    for (const QString& name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        QFile f(dir.filePath(name));
        if (f.open(QIODevice::ReadOnly))
            out << QJsonDocument::fromJson(f.readAll()).object();
    }
    return out;
}

/// The text of `key` in `lang`, English when the file has no translation.
QString textIn(const QJsonObject& o, const QString& key, const QString& lang)
{
    const QString translated = o.value(key + QLatin1Char('_') + lang).toString();
    return lang != QLatin1String("en") && !translated.isEmpty() ? translated : o.value(key).toString();
}

/// The CJK radicals (U+2E80..U+2FDF) that stand for unified ideographs, from Unicode's
/// EquivalentUnifiedIdeograph.txt (package unicode-data). Qt's PDF engine maps each glyph back
/// to the lowest code point the font gives it (QFontSubset::getReverseMap), and Noto CJK gives
/// the radical and the ideograph one glyph: pdftotext then reads 二 as ⼆ (U+2F06). The page
/// looks the same; the text read back is compared through this table.
const QHash<char32_t, char32_t>& radicals()
{
    static const QHash<char32_t, char32_t> table = [] {
        QHash<char32_t, char32_t> out;
        QFile f(QStringLiteral("/usr/share/unicode/EquivalentUnifiedIdeograph.txt"));
        if (!f.open(QIODevice::ReadOnly | QIODevice::Text))
            return out;
        static const QRegularExpression line(QStringLiteral("^([0-9A-F]+)(?:\\.\\.([0-9A-F]+))?\\s*;\\s*([0-9A-F]+)"));
        for (const QByteArray& raw : f.readAll().split('\n')) {
            const QRegularExpressionMatch m = line.match(QString::fromLatin1(raw));
            if (!m.hasMatch())
                continue;
            const uint first = m.captured(1).toUInt(nullptr, 16);
            const uint last = m.captured(2).isEmpty() ? first : m.captured(2).toUInt(nullptr, 16);
            for (uint c = first; c <= last; ++c)
                out.insert(c, m.captured(3).toUInt(nullptr, 16));
        }
        return out;
    }();
    return table;
}

/// In NFKC (which also maps the Kangxi radicals and turns no-break spaces into spaces), with the
/// other radicals as their ideographs, then without white space (the PDF breaks lines where the
/// page does) and without hyphens (pdftotext joins "far-" and "apart" at a line end).
QString squeezed(const QString& text)
{
    static const QRegularExpression space(QStringLiteral("[\\s\\x{AD}-]+"));
    QString mapped;
    for (char32_t c : text.normalized(QString::NormalizationForm_KC).toUcs4()) {
        const char32_t u = radicals().value(c, c);
        mapped += QString::fromUcs4(&u, 1);
    }
    return mapped.remove(space);
}

QString runTool(const QString& program, const QStringList& args)
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(60000))
        return {};
    return QString::fromUtf8(p.readAllStandardOutput());
}

} // namespace

class TestCliHandout : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty() ||
            QStandardPaths::findExecutable(QStringLiteral("pdfinfo")).isEmpty())
            QSKIP("poppler-utils (pdftotext, pdfinfo) is not installed: ./dev.sh deps installs it");
        QVERIFY(lessonFiles().size() >= 5);
        QVERIFY2(!radicals().isEmpty(), "/usr/share/unicode/EquivalentUnifiedIdeograph.txt (unicode-data) is missing");
    }

    void everyLessonInEveryLanguage_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<int>("lesson");
        const QList<QJsonObject> lessons = lessonFiles();
        for (const char* lang : {"en", "fr", "zh"})
            for (int i = 0; i < lessons.size(); ++i)
                QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(
                    QLatin1String(lang), lessons[i].value(QStringLiteral("name")).toString())))
                    << QString::fromLatin1(lang) << i;
    }
    void everyLessonInEveryLanguage()
    {
        QFETCH(QString, lang);
        QFETCH(int, lesson);
        const QJsonObject file = lessonFiles().at(lesson);
        const QJsonArray steps = file.value(QStringLiteral("steps")).toArray();
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("handout.pdf"));
        const Run r = runApp({QStringLiteral("--lang"), lang, QStringLiteral("--lesson"),
                              file.value(QStringLiteral("name")).toString(), QStringLiteral("--handout"), pdf},
                             300000);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(filesIn(dir.path()), QStringList{QStringLiteral("handout.pdf")});

        const QString info = runTool(QStringLiteral("pdfinfo"), {pdf});
        const QRegularExpressionMatch pages = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(info);
        QVERIFY2(pages.hasMatch(), qPrintable(info));
        QCOMPARE(pages.captured(1).toInt(), steps.size() + 1);
        QVERIFY(info.contains(QLatin1String("A4")));

        // pdftotext ends every page with a form feed.
        const QStringList text = runTool(QStringLiteral("pdftotext"),
                                         {QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-")})
                                     .split(QLatin1Char('\f'));
        QVERIFY(text.size() >= steps.size() + 1);
        const QString title = squeezed(textIn(file, QStringLiteral("title"), lang));
        const QString answers = squeezed(text[steps.size()]);
        for (int k = 0; k < steps.size(); ++k) {
            const QJsonObject step = steps[k].toObject();
            const QString page = squeezed(text[k]);
            QVERIFY2(page.contains(title), qPrintable(QStringLiteral("page %1 lacks the title").arg(k + 1)));
            const QString question = squeezed(textIn(step, QStringLiteral("question"), lang));
            const QString body = squeezed(textIn(step, QStringLiteral("text"), lang));
            if (question.isEmpty()) {
                QVERIFY2(page.contains(body),
                         qPrintable(QStringLiteral("page %1 lacks its text: %2\n---\n%3").arg(k + 1).arg(body, page)));
            } else {
                // The question on its page, the answer only on the last one.
                QVERIFY2(page.contains(question),
                         qPrintable(
                             QStringLiteral("page %1 lacks its question: %2\n---\n%3").arg(k + 1).arg(question, page)));
                QVERIFY2(!page.contains(body), qPrintable(QStringLiteral("page %1 gives the answer away").arg(k + 1)));
                QVERIFY2(
                    answers.contains(body),
                    qPrintable(QStringLiteral("the answers lack step %1: %2\n---\n%3").arg(k + 1).arg(body, answers)));
            }
        }
    }

    /// --slides: one PNG per step, each the same picture as that step's --export.
    void slidesAreTheStepsFigures()
    {
        QTemporaryDir dir;
        const Run r =
            runApp(arguments({"--lesson", "clock-and-binary", "--size", "640x400", "--slides"}) << dir.path());
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(filesIn(dir.path()), QStringList({QStringLiteral("step-01.png"), QStringLiteral("step-02.png"),
                                                   QStringLiteral("step-03.png"), QStringLiteral("step-04.png")}));
        QTemporaryDir stills;
        const QString still = stills.filePath(QStringLiteral("s.png"));
        for (int k = 1; k <= 4; ++k) {
            const Run s = runApp(arguments({"--lesson", "clock-and-binary", "--size", "640x400", "--step"})
                                 << QString::number(k) << QStringLiteral("--export") << still);
            QVERIFY2(s.exitCode == 0, qPrintable(s.err));
            const QImage slide(dir.filePath(QStringLiteral("step-0%1.png").arg(k)));
            QCOMPARE(slide.size(), QSize(640, 400));
            QCOMPARE(slide.convertToFormat(QImage::Format_RGB32), QImage(still).convertToFormat(QImage::Format_RGB32));
        }
    }

    void badRequests_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("no lesson") << arguments({"--handout", "@/h.pdf"}) << QStringLiteral("--handout needs --lesson");
        QTest::newRow("not a pdf") << arguments({"--lesson", "why-positions", "--handout", "@/h.txt"})
                                   << QStringLiteral(".pdf");
        QTest::newRow("missing folder") << arguments({"--lesson", "why-positions", "--handout", "@/no/h.pdf"})
                                        << QStringLiteral("does not exist");
        QTest::newRow("slides into a missing folder")
            << arguments({"--lesson", "why-positions", "--slides", "@/no"}) << QStringLiteral("does not exist");
        QTest::newRow("with --export") << arguments({"--lesson", "why-positions", "--handout", "@/h.pdf", "--export",
                                                     "@/x.png"})
                                       << QStringLiteral("leave out --export");
    }
    void badRequests()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, mentions);
        checkBadInput(arguments, mentions);
    }
};

QTEST_GUILESS_MAIN(TestCliHandout)
#include "test_cli_handout.moc"

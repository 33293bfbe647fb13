// Every code of core/problem.h has a template that French and Chinese translate: a problem of
// each code, with values in each field, comes out translated (not core's English), with its
// numbers as the language writes them and no English sentence; the common errnos are phrases
// of the language. In English the text is core's own (core::describe).

#include "core/problem.h"
#include "ui/framework/coremessages.h"
#include "ui/framework/language.h"

#include <QTest>

#include <cerrno>

using pe::core::Problem;
using pe::core::ProblemCode;
namespace coremessages = pe::ui::coremessages;

namespace {

/// A problem of `code` with every field set (as the throwers set them), so that each template
/// variant that needs values gets them.
Problem sample(ProblemCode code)
{
    Problem p;
    p.code = code;
    p.name = "x";
    p.value = 20000;
    p.low = 1;
    p.high = 1048576;
    p.line = 3;
    p.column = 2;
    p.offset = 12;
    p.error = ENOSPC;
    p.text = "abc";
    return p;
}

const char* const kEnglishWords[] = {" the ",  " is ",  " must ", "cannot", "expected", "file",
                                     " not ",  " of ",  " out ",  " range", " bytes",   " needed",
                                     " such ", " line", " value", " has ",  "missing",  " space"};

} // namespace

class TestCoreMessages : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void cleanupTestCase() { pe::ui::language::install(QStringLiteral("en")); }

    void everyCodeIsTranslated_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("grouped"); // 1048576 as the language writes it
        QTest::newRow("fr") << QStringLiteral("fr") << QStringLiteral("1\u202f048\u202f576");
        QTest::newRow("zh") << QStringLiteral("zh") << QStringLiteral("1,048,576");
    }

    void everyCodeIsTranslated()
    {
        QFETCH(QString, language);
        QFETCH(QString, grouped);
        QVERIFY(pe::ui::language::install(language));
        int withRange = 0;
        for (int c = 0; c < static_cast<int>(ProblemCode::Other); ++c) {
            const Problem p = sample(static_cast<ProblemCode>(c));
            const QString text = coremessages::text(p);
            const QString english = QString::fromStdString(pe::core::describe(p));
            QVERIFY2(text != english, qPrintable(QStringLiteral("code %1 untranslated: ").arg(c) + text));
            for (const char* word : kEnglishWords)
                QVERIFY2(!text.contains(QLatin1String(word), Qt::CaseInsensitive),
                         qPrintable(QStringLiteral("code %1: '%2' in ").arg(c).arg(QLatin1String(word)) + text));
            withRange += text.contains(grouped) ? 1 : 0;
        }
        // The parameter ranges at least write their bound as the language does.
        QVERIFY2(withRange >= 5, qPrintable(QString::number(withRange)));
    }

    void systemErrorsArePhrasesOfTheLanguage()
    {
        QVERIFY(pe::ui::language::install(QStringLiteral("fr")));
        QCOMPARE(coremessages::systemError(ENOENT), QStringLiteral("fichier ou dossier introuvable"));
        QCOMPARE(coremessages::systemError(ENOSPC), QStringLiteral("plus de place sur le disque"));
        QCOMPARE(coremessages::systemError(EISDIR), QStringLiteral("c’est un dossier"));
        QCOMPARE(coremessages::systemError(12345), QStringLiteral("erreur système 12345"));
        QVERIFY(pe::ui::language::install(QStringLiteral("zh")));
        QCOMPARE(coremessages::systemError(EACCES), QStringLiteral("权限不足"));
    }

    void englishIsCoreWording()
    {
        QVERIFY(pe::ui::language::install(QStringLiteral("en")));
        Problem p = sample(ProblemCode::CannotWrite);
        p.name = "/tmp/out.csv";
        QCOMPARE(coremessages::text(p), QString::fromStdString(pe::core::describe(p)));
        QVERIFY(coremessages::text(p).startsWith(QLatin1String("cannot write /tmp/out.csv: ")));
    }
};

QTEST_MAIN(TestCoreMessages)
#include "test_coremessages.moc"

// Lessons on the command line: --list-lessons, and --lesson NAME --step K rendering a step as
// the same figure its arguments make.

#include "e2e.h"

#include <QTest>

using namespace pe::e2e;

class TestCliLessons : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void listsFiveLessons()
    {
        const Run r = runApp({QStringLiteral("--list-lessons")});
        QCOMPARE(r.exitCode, 0);
        const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QVERIFY(lines.size() >= 5);
        for (const QString& line : lines)
            QCOMPARE(line.split(QLatin1Char('\t')).size(), 2);
        QVERIFY(r.out.contains(QLatin1String("clock-and-binary\t")));
    }

    /// Step 4 of clock-and-binary is the exact-binary table: its CSV is the one those arguments give.
    void aStepRendersLikeItsArguments()
    {
        QTemporaryDir dir;
        const QString viaLesson = dir.filePath(QStringLiteral("a.csv"));
        const QString direct = dir.filePath(QStringLiteral("b.csv"));
        Run r = runApp({QStringLiteral("--lesson"), QStringLiteral("clock-and-binary"), QStringLiteral("--step"),
                        QStringLiteral("4"), QStringLiteral("--csv"), viaLesson});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        r = runApp({QStringLiteral("--view"), QStringLiteral("binary"), QStringLiteral("--d"), QStringLiteral("8"),
                    QStringLiteral("--length"), QStringLiteral("16"), QStringLiteral("--bits"), QStringLiteral("4"),
                    QStringLiteral("--exact-binary"), QStringLiteral("--csv"), direct});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(readLines(viaLesson), readLines(direct));
        QVERIFY(readLines(direct).size() == 17);
    }

    /// The steps that open the requirements and split-model views show what their text describes:
    /// the figure of the preset whose numbers the text quotes (position 712 rounding onto 2, the
    /// cross terms exactly 0...), so a change of either shows here.
    void stepsShowTheirPresets_data()
    {
        QTest::addColumn<QString>("lesson");
        QTest::addColumn<QString>("step");
        QTest::addColumn<QString>("preset");
        QTest::newRow("requirements") << QStringLiteral("why-positions") << QStringLiteral("6")
                                      << QStringLiteral("requirements");
        QTest::newRow("float16") << QStringLiteral("why-positions") << QStringLiteral("7")
                                 << QStringLiteral("requirements-fp16");
        QTest::newRow("collisions") << QStringLiteral("why-positions") << QStringLiteral("8")
                                    << QStringLiteral("requirements-collisions");
        QTest::newRow("concat") << QStringLiteral("beyond-training") << QStringLiteral("2")
                                << QStringLiteral("split-concat");
        QTest::newRow("add") << QStringLiteral("beyond-training") << QStringLiteral("3") << QStringLiteral("split-add");
    }
    void stepsShowTheirPresets()
    {
        QFETCH(QString, lesson);
        QFETCH(QString, step);
        QFETCH(QString, preset);
        QTemporaryDir dir;
        const QString viaLesson = dir.filePath(QStringLiteral("a.csv"));
        const QString viaPreset = dir.filePath(QStringLiteral("b.csv"));
        Run r = runApp(
            {QStringLiteral("--lesson"), lesson, QStringLiteral("--step"), step, QStringLiteral("--csv"), viaLesson});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        r = runApp({QStringLiteral("--preset"), preset, QStringLiteral("--csv"), viaPreset});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(readLines(viaPreset).size() > 1);
        QCOMPARE(readLines(viaLesson), readLines(viaPreset));
    }

    void badLessonRequests_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("unknown lesson") << QStringList{QStringLiteral("--lesson"), QStringLiteral("nope"),
                                                       QStringLiteral("--export"), QStringLiteral("@/x.png")}
                                        << QStringLiteral("why-positions");
        QTest::newRow("step out of range")
            << QStringList{QStringLiteral("--lesson"), QStringLiteral("why-positions"), QStringLiteral("--step"),
                           QStringLiteral("99"),       QStringLiteral("--export"),      QStringLiteral("@/x.png")}
            << QStringLiteral("1 to");
        QTest::newRow("step without lesson") << QStringList{QStringLiteral("--step"), QStringLiteral("2"),
                                                            QStringLiteral("--export"), QStringLiteral("@/x.png")}
                                             << QStringLiteral("--lesson");
    }
    void badLessonRequests()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, mentions);
        checkBadInput(arguments, mentions);
    }
};

QTEST_GUILESS_MAIN(TestCliLessons)
#include "test_cli_lessons.moc"

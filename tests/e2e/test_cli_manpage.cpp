// End to end: the man page the build generates names every option --help lists and every view;
// --list-views and the page come from the same declarations.

#include "e2e.h"

#include <QFile>
#include <QRegularExpression>

using namespace pe::e2e;

class TestCliManPage : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void namesEveryOptionAndView()
    {
        QFile file(QStringLiteral(PE_MAN_PAGE));
        QVERIFY2(file.open(QIODevice::ReadOnly), PE_MAN_PAGE);
        const QString page = QString::fromUtf8(file.readAll());
        QVERIFY(!page.contains(QLatin1String("@OPTIONS@")) && !page.contains(QLatin1String("@VIEWS@")));

        const Run help = runApp({QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--help")});
        QCOMPARE(help.exitCode, 0);
        static const QRegularExpression option(QStringLiteral("^\\s+(?:-\\w, )?--([a-z0-9-]+)"),
                                               QRegularExpression::MultilineOption);
        int options = 0;
        for (auto it = option.globalMatch(help.out); it.hasNext(); ++options) {
            const QString name = it.next().captured(1);
            const QString shown =
                QStringLiteral("\\-\\-") + QString(name).replace(QLatin1Char('-'), QStringLiteral("\\-"));
            static const QRegularExpression entry(QStringLiteral("^\\.B .*"), QRegularExpression::MultilineOption);
            bool found = false;
            for (auto e = entry.globalMatch(page); e.hasNext() && !found;) {
                const QString line = e.next().captured(0);
                found = line.contains(shown + QLatin1Char(' ')) || line.contains(shown + QLatin1Char(',')) ||
                        line.endsWith(shown);
            }
            QVERIFY2(found, qPrintable(name));
        }
        QVERIFY2(options > 50, qPrintable(QString::number(options)));

        const Run views = runApp({QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--list-views")});
        QCOMPARE(views.exitCode, 0);
        const QString viewsSection = page.section(QStringLiteral(".SH VIEWS"), 1).section(QStringLiteral(".SH "), 0, 0);
        const QStringList lines = views.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 16);
        for (const QString& line : lines) {
            const QString id = line.section(QLatin1Char('\t'), 0, 0);
            QVERIFY2(viewsSection.contains(QStringLiteral(".B ") + id + QLatin1Char('\n')), qPrintable(id));
        }
        // No line of text may start with a roff control character by accident.
        for (const QString& l : page.split(QLatin1Char('\n')))
            QVERIFY2(!l.startsWith(QLatin1Char('\'')), qPrintable(l));
    }
};

QTEST_GUILESS_MAIN(TestCliManPage)
#include "test_cli_manpage.moc"

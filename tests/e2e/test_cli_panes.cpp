// End to end: --split renders two panes into one figure, each exactly as its own export of the
// same size would draw it; --save-session keeps both panes and --session renders them again;
// bad --split values exit 2 with one message and no file.

#include "e2e.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace pe::e2e;

namespace {
/// The figure area (above the caption row) of `image` from column `from`, `width` columns wide.
QImage figureArea(const QImage& image, int from, int width)
{
    return image.copy(from, 0, width, image.height() - 60).convertToFormat(QImage::Format_RGB32);
}

QJsonObject readJson(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}
} // namespace

class TestCliPanes : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void bothPanesInOneFigure()
    {
        QTemporaryDir dir;
        const QString both = dir.filePath(QStringLiteral("both.png"));
        const QString left = dir.filePath(QStringLiteral("left.png"));
        const QString right = dir.filePath(QStringLiteral("right.png"));
        const QStringList common{QStringLiteral("--view"), QStringLiteral("heatmap"),  QStringLiteral("--d"),
                                 QStringLiteral("128"),    QStringLiteral("--length"), QStringLiteral("60")};
        Run r = runApp(common + QStringList{QStringLiteral("--split"), QStringLiteral("--base 100"),
                                            QStringLiteral("--size"), QStringLiteral("1400x700"),
                                            QStringLiteral("--export"), both});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        r = runApp(common +
                   QStringList{QStringLiteral("--size"), QStringLiteral("700x700"), QStringLiteral("--export"), left});
        QCOMPARE(r.exitCode, 0);
        r = runApp(common + QStringList{QStringLiteral("--base"), QStringLiteral("100"), QStringLiteral("--size"),
                                        QStringLiteral("700x700"), QStringLiteral("--export"), right});
        QCOMPARE(r.exitCode, 0);

        const QImage image(both);
        QCOMPARE(image.size(), QSize(1400, 700));
        // Each half is the single pane's figure; the right one past the rule between them.
        QCOMPARE(figureArea(image, 0, 700), figureArea(QImage(left), 0, 700));
        QCOMPARE(figureArea(image, 701, 699), figureArea(QImage(right), 1, 699));
        QVERIFY(figureArea(image, 0, 700) != figureArea(image, 700, 700));
    }

    void sessionKeepsBothPanes()
    {
        QTemporaryDir dir;
        const QString session = dir.filePath(QStringLiteral("s.json"));
        const QString first = dir.filePath(QStringLiteral("first.png"));
        const QString again = dir.filePath(QStringLiteral("again.png"));
        Run r = runApp({QStringLiteral("--view"), QStringLiteral("heatmap"), QStringLiteral("--transpose"),
                        QStringLiteral("--d"), QStringLiteral("512"), QStringLiteral("--position"), QStringLiteral("7"),
                        QStringLiteral("--split"), QStringLiteral("--view clock --d 64"), QStringLiteral("--export"),
                        first, QStringLiteral("--save-session"), session});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        const QJsonObject saved = readJson(session);
        QCOMPARE(saved.value(QStringLiteral("version")).toInt(), 2);
        QCOMPARE(saved.value(QStringLiteral("view")).toString(), QStringLiteral("heatmap"));
        const QJsonArray panes = saved.value(QStringLiteral("panes")).toArray();
        QCOMPARE(panes.size(), 1);
        const QJsonObject pane = panes.at(0).toObject();
        QCOMPARE(pane.value(QStringLiteral("view")).toString(), QStringLiteral("clock"));
        QCOMPARE(pane.value(QStringLiteral("params")).toObject().value(QStringLiteral("d")).toInt(), 64);
        QCOMPARE(pane.value(QStringLiteral("position")).toInt(), 7);
        QCOMPARE(saved.value(QStringLiteral("params")).toObject().value(QStringLiteral("d")).toInt(), 512);

        r = runApp({QStringLiteral("--session"), session, QStringLiteral("--export"), again});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        QCOMPARE(QImage(again), QImage(first));
    }

    void badSplitValues()
    {
        checkBadInput({QStringLiteral("--split"), QString(), QStringLiteral("--export"), QStringLiteral("@/a.png")},
                      QStringLiteral("--split"));
        checkBadInput({QStringLiteral("--split"), QStringLiteral("--export @/b.png"), QStringLiteral("--export"),
                       QStringLiteral("@/a.png")},
                      QStringLiteral("--split: --export"));
        checkBadInput({QStringLiteral("--split"), QStringLiteral("--base 0.5"), QStringLiteral("--export"),
                       QStringLiteral("@/a.png")},
                      QStringLiteral("--split: --base"));
        checkBadInput({QStringLiteral("--split"), QStringLiteral("--view nowhere"), QStringLiteral("--export"),
                       QStringLiteral("@/a.png")},
                      QStringLiteral("nowhere"));
        checkBadInput({QStringLiteral("--split"), QStringLiteral("--preset nothing"), QStringLiteral("--export"),
                       QStringLiteral("@/a.png")},
                      QStringLiteral("nothing"));
    }
};

QTEST_MAIN(TestCliPanes)
#include "test_cli_panes.moc"

// End to end: --colormap chooses the colour map of the exported figure (the colours at the
// data's maximum are matplotlib's), --theme high-contrast thickens its lines, and bad values
// of either stop the run with exit code 2 and a message naming the option.

#include "e2e.h"

using namespace pe::e2e;

namespace {

/// The paper's heatmap exported with these extra arguments (a null image when it failed).
QImage paperHeatmap(const QTemporaryDir& dir, const QStringList& extra)
{
    const QString path = dir.filePath(QStringLiteral("h%1.png").arg(extra.join(QLatin1Char('_'))));
    const Run r = runApp(QStringList{QStringLiteral("--preset"), QStringLiteral("paper"), QStringLiteral("--size"),
                                     QStringLiteral("1000x600"), QStringLiteral("--export"), path} +
                         extra);
    if (r.exitCode != 0) {
        qWarning("%s", qPrintable(r.err));
        return {};
    }
    return QImage(path).convertToFormat(QImage::Format_RGB32);
}

int channelGap(QRgb a, QRgb b)
{
    return std::max({std::abs(qRed(a) - qRed(b)), std::abs(qGreen(a) - qGreen(b)), std::abs(qBlue(a) - qBlue(b))});
}

/// Every pixel within `tolerance` (per channel) of `colour`.
QList<QPoint> pixelsNear(const QImage& image, QRgb colour, int tolerance)
{
    QList<QPoint> found;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            if (channelGap(image.pixel(x, y), colour) <= tolerance)
                found << QPoint(x, y);
    return found;
}

/// Pixels darker than light grey: lines, text, the grid.
int darkPixels(const QImage& image)
{
    int n = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            n += qGray(image.pixel(x, y)) < 160 ? 1 : 0;
    return n;
}

} // namespace

class TestCliColours : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void colourMapChangesTheExportedPixels()
    {
        QTemporaryDir dir;
        const QImage automatic = paperHeatmap(dir, {});
        const QImage viridis = paperHeatmap(dir, {QStringLiteral("--colormap"), QStringLiteral("viridis")});
        const QImage cividis = paperHeatmap(dir, {QStringLiteral("--colormap"), QStringLiteral("cividis")});
        QVERIFY(!automatic.isNull() && !viridis.isNull() && !cividis.isNull());
        QCOMPARE(viridis.size(), cividis.size());
        // The paper's matrix is exactly +1 in the cosine rows at t = 0 (cos 0). The
        // colours at the maximum are matplotlib's (colormaps["viridis"](1.0) = 253, 231, 37;
        // colormaps["cividis"](1.0) = 254, 232, 56; colormaps["RdBu"](1.0) = 5, 48, 97).
        const QList<QPoint> top = pixelsNear(viridis, qRgb(253, 231, 37), 4);
        QVERIFY2(top.size() > 20, qPrintable(QString::number(top.size())));
        int agree = 0;
        for (const QPoint& p : top) {
            agree += channelGap(cividis.pixel(p), qRgb(254, 232, 56)) <= 4 ? 1 : 0;
            agree += channelGap(automatic.pixel(p), qRgb(5, 48, 97)) <= 4 ? 1 : 0;
        }
        // Nearly all: a colour-bar tick mark may cross a pixel of the bar's top in one of them.
        QVERIFY2(agree > 2 * top.size() * 95 / 100, qPrintable(QStringLiteral("%1 of %2").arg(agree).arg(top.size())));
        // At 0 (sin 0 at t = 0): viridis teal (33, 145, 140), cividis grey (125, 124, 120).
        const QList<QPoint> middle = pixelsNear(viridis, qRgb(33, 145, 140), 4);
        QVERIFY(middle.size() > 100);
        int grey = 0;
        for (const QPoint& p : middle)
            grey += channelGap(cividis.pixel(p), qRgb(125, 124, 120)) <= 4 ? 1 : 0;
        QVERIFY2(grey > middle.size() * 95 / 100, qPrintable(QStringLiteral("%1 of %2").arg(grey).arg(middle.size())));
        // None of the automatic (red-white-blue) map's colours at 0 or +1 is viridis'.
        QVERIFY(pixelsNear(automatic, qRgb(253, 231, 37), 4).isEmpty());
    }

    void divergingMapAppliesToUnsignedFiguresToo()
    {
        QTemporaryDir dir;
        const QString a = dir.filePath(QStringLiteral("a.png"));
        const QString b = dir.filePath(QStringLiteral("b.png"));
        QCOMPARE(runApp({QStringLiteral("--view"), QStringLiteral("distance"), QStringLiteral("--export"), a}).exitCode,
                 0);
        QCOMPARE(runApp({QStringLiteral("--view"), QStringLiteral("distance"), QStringLiteral("--colormap"),
                         QStringLiteral("diverging"), QStringLiteral("--export"), b})
                     .exitCode,
                 0);
        // Viridis' top (automatic for distances) is gone; red-white-blue's dark blue end is there.
        QVERIFY(!pixelsNear(QImage(a).convertToFormat(QImage::Format_RGB32), qRgb(253, 231, 37), 4).isEmpty());
        QVERIFY(pixelsNear(QImage(b).convertToFormat(QImage::Format_RGB32), qRgb(253, 231, 37), 4).isEmpty());
        QVERIFY(!pixelsNear(QImage(b).convertToFormat(QImage::Format_RGB32), qRgb(5, 48, 97), 4).isEmpty());
    }

    void highContrastDrawsHeavierLines()
    {
        QTemporaryDir dir;
        QImage images[2];
        const char* themes[2] = {"default", "high-contrast"};
        for (int i = 0; i < 2; ++i) {
            const QString path = dir.filePath(QStringLiteral("w%1.png").arg(i));
            const Run r = runApp(arguments({"--view", "waves", "--size", "1000x600", "--theme", themes[i]}) +
                                 QStringList{QStringLiteral("--export"), path});
            QCOMPARE(r.exitCode, 0);
            images[i] = QImage(path).convertToFormat(QImage::Format_RGB32);
        }
        QCOMPARE(images[0].size(), images[1].size());
        // Curves 2.5 times as thick, bold text: far more ink.
        QVERIFY2(darkPixels(images[1]) > darkPixels(images[0]) * 3 / 2,
                 qPrintable(QStringLiteral("%1 vs %2").arg(darkPixels(images[1])).arg(darkPixels(images[0]))));
    }

    void badValuesNameTheOption()
    {
        checkBadInput(arguments({"--colormap", "jet", "--export", "@/x.png"}), QStringLiteral("--colormap"));
        checkBadInput(arguments({"--colormap", "jet", "--export", "@/x.png"}), QStringLiteral("jet"));
        checkBadInput(arguments({"--theme", "dark", "--export", "@/x.png"}), QStringLiteral("--theme"));
    }

    void helpListsTheChoices()
    {
        const Run r = runApp({QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(QLatin1String("--colormap <map>")));
        QVERIFY(r.out.contains(QLatin1String("cividis")));
        QVERIFY(r.out.contains(QLatin1String("--theme <theme>")));
    }
};

QTEST_MAIN(TestCliColours)
#include "test_cli_colours.moc"

// Exports from the window: CSV progress and cancellation leave no partial file; the
// controller draws nothing while suspended; figures are written atomically in each format; a
// file smaller than the figure's minimum is laid out at the minimum and scaled down.

#include "uitest.h"

#include "core/formula/formula.h"
#include "ui/framework/appstate.h"
#include "ui/framework/controller.h"
#include "ui/framework/exporter.h"
#include "ui/framework/language.h"
#include "ui/views/binary/binaryview.h"
#include "ui/views/fourier/fourierview.h"
#include "ui/views/heatmap/heatmapview.h"

#include <QFile>
#include <QImage>
#include <QRegularExpression>
#include <QStyle>
#include <QTemporaryDir>
#include <QTest>

using namespace pe;
using namespace pe::ui;

namespace {
/// The plot's text elements as its last layout pass placed them: where each one's text is drawn
/// (its own size, aligned in its rect as CachedTextElement draws it), and the plot's size.
struct TextLayout {
    QSize viewport;
    QList<QRect> drawn;
    QStringList texts;
};

TextLayout textLayout(const QCustomPlot* plot)
{
    TextLayout layout{plot->viewport().size(), {}, {}};
    for (QCPLayoutElement* e : plot->plotLayout()->elements(true)) {
        auto* text = qobject_cast<QCPTextElement*>(e);
        if (!text || !text->visible() || text->text().isEmpty())
            continue;
        const QMargins m = text->margins();
        const QSize own = e->minimumOuterSizeHint().shrunkBy(m);
        const auto align = Qt::Alignment(text->textFlags() & (Qt::AlignHorizontal_Mask | Qt::AlignVertical_Mask));
        layout.drawn << QStyle::alignedRect(Qt::LeftToRight, align, own, text->rect());
        layout.texts << text->text().left(40);
    }
    return layout;
}

/// A view of type V in French (the longest texts), shown offscreen at `size` with a controller
/// of its own and drawn; English again once it is gone.
template <class V> struct FrenchView {
    explicit FrenchView(QSize size)
    {
        view.setAttribute(Qt::WA_DontShowOnScreen);
        view.resize(size);
        view.show();
        controller.addView(&view);
        controller.setActiveView(&view);
        drawn = language.installed && test::waitIdle(controller);
    }
    struct French {
        bool installed = language::install(QStringLiteral("fr"));
        ~French() { language::install(QStringLiteral("en")); }
    } language;
    AppState state;
    Controller controller{&state};
    V view;
    bool drawn = false;
};
} // namespace

class TestExport : public QObject {
    Q_OBJECT
private:
    AppState* m_state = nullptr;
    Controller* m_controller = nullptr;
    HeatmapView* m_view = nullptr;

private Q_SLOTS:
    void init()
    {
        m_state = new AppState;
        m_controller = new Controller(m_state);
        m_view = new HeatmapView();
        m_view->resize(900, 600);
        m_view->show();
        m_controller->addView(m_view);
        m_controller->setActiveView(m_view);
        QVERIFY(test::waitIdle(*m_controller));
    }

    void cleanup()
    {
        delete m_view;
        delete m_controller;
        delete m_state;
    }

    void csvReportsProgressAndWritesEveryRow()
    {
        m_state->setParams({64, 10000.0, 20000, core::Layout::Interleaved});
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("pe.csv"));
        qint64 last = -1;
        int calls = 0;
        QString error;
        const bool ok = exporter::writeCsv(m_view, QString(), path, &error, [&](qint64 bytes) {
            ++calls;
            last = bytes;
            return true;
        });
        QVERIFY2(ok, qPrintable(error));
        QVERIFY(calls > 10);
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(last > 0 && last < f.size());
        int lines = 0;
        while (!f.atEnd()) {
            f.readLine();
            ++lines;
        }
        QCOMPARE(lines, 20001);
    }

    void cancellingLeavesNoFile()
    {
        m_state->setParams({512, 10000.0, 50000, core::Layout::Interleaved});
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("pe.csv"));
        int calls = 0;
        QString error;
        const bool ok = exporter::writeCsv(m_view, QString(), path, &error, [&](qint64) { return ++calls < 5; });
        QVERIFY(!ok);
        QVERIFY2(error.contains(QLatin1String("cancelled")), qPrintable(error));
        QCOMPARE(calls, 5);
        QVERIFY(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot).isEmpty());
    }

    void suspendedControllerDrawsNothingUntilResumed()
    {
        QVERIFY(m_view->frame());
        m_controller->setSuspended(true);
        m_state->setDim(16);
        QTest::qWait(200);
        QCOMPARE(m_view->frame()->params.dim, 512);
        m_controller->setSuspended(false);
        QVERIFY(test::waitIdle(*m_controller));
        QCOMPARE(m_view->frame()->params.dim, 16);
    }

    void figuresInEveryFormat()
    {
        QTemporaryDir dir;
        for (const char* name : {"f.png", "f.svg", "f.pdf"}) {
            const QString path = dir.filePath(QString::fromLatin1(name));
            QString error;
            QVERIFY2(exporter::writeFigure(m_view, path, {QSize(640, 400), 1.0}, &error), qPrintable(error));
            QVERIFY(QFileInfo(path).size() > 1000);
        }
        QCOMPARE(QImage(dir.filePath(QStringLiteral("f.png"))).size(), QSize(640, 400));
        // An unknown extension and a missing folder fail with a message and write nothing.
        QString error;
        QVERIFY(!exporter::writeFigure(m_view, dir.filePath(QStringLiteral("f.jpg")), {}, &error));
        QVERIFY(error.contains(QLatin1String("extension")));
        QVERIFY(!exporter::writeFigure(m_view, dir.filePath(QStringLiteral("no/f.png")), {}, &error));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 3);
    }

    void aNarrowFileKeepsItsCaptionApartFromTheProgramsName()
    {
        QTemporaryDir dir;
        // SVG keeps the texts drawn: the caption, and the program's name when there is room.
        const auto texts = [&](int width) {
            const QString path = dir.filePath(QStringLiteral("w%1.svg").arg(width));
            QString error;
            if (!exporter::writeFigure(m_view, path, {QSize(width, 400), 1.0}, &error))
                return QString();
            QFile f(path);
            return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
        };
        const QString wide = texts(1400);
        QVERIFY(wide.contains(QLatin1String(">pe-explorer<")));
        // The caption is the file's description too (<desc>), and drawn once.
        const QString caption = m_view->caption().toHtmlEscaped();
        QCOMPARE(wide.count(caption), 2);
        // Too narrow for both on one line: the name gives way, the caption is shortened ("…").
        const QString narrow = texts(300);
        QVERIFY(!narrow.isEmpty());
        QVERIFY(!narrow.contains(QLatin1String(">pe-explorer<")));
        QCOMPARE(narrow.count(caption), 1);
        QVERIFY(narrow.contains(QStringLiteral("…")));
    }

    void aFileSmallerThanTheFigureIsLaidOutAtItsMinimumAndScaled()
    {
        // The Fourier view's notes under its five panels, in French.
        FrenchView<FourierView> open(QSize(1280, 480));
        QVERIFY(open.drawn);
        FourierView& view = open.view;
        QCustomPlot* plot = view.primaryPlot();
        QTemporaryDir dir;
        // The layout the export drew: the last pass before the plot gets its own layout back.
        const auto exported = [&](const QSize& size, TextLayout* layout) {
            QObject context;
            connect(plot, &QCustomPlot::afterLayout, &context, [&] { *layout = textLayout(plot); });
            const QString path = dir.filePath(QStringLiteral("f%1.png").arg(size.width()));
            QString error;
            if (!exporter::writeFigure(&view, path, {size, 1.0}, &error))
                qWarning() << error;
            return QImage(path).size();
        };

        // 1280x480 is below the figure's minimum height: its notes were laid out into each
        // other, the last one cut. Now laid out larger, with the file's aspect, and scaled down.
        TextLayout small;
        QCOMPARE(exported(QSize(1280, 480), &small), QSize(1280, 480));
        QVERIFY2(small.drawn.size() >= 3,
                 qPrintable(small.texts.join(QStringLiteral(" | ")))); // the title and two notes
        for (int i = 0; i < small.drawn.size(); ++i)
            for (int j = i + 1; j < small.drawn.size(); ++j)
                QVERIFY2(!small.drawn[i].intersects(small.drawn[j]),
                         qPrintable(small.texts[i] + QStringLiteral(" | ") + small.texts[j]));
        QVERIFY2(small.viewport.width() > 1280, qPrintable(QString::number(small.viewport.width())));

        // A file with room for the figure is laid out at its own size, as before.
        TextLayout large;
        QCOMPARE(exported(QSize(1600, 900), &large), QSize(1600, 900));
        QCOMPARE(large.viewport.width(), 1600);
        QVERIFY(large.viewport.height() < 900 && large.viewport.height() > 800);
    }

    void aSmallBinaryExportKeepsItsHeatmapsTitlesWhole()
    {
        // French at 1000 x 600: beside the table's values the two heatmaps were 40 px wide,
        // titled "PE(t, d…", labelled "dimensi…", their bits "32 0". Now the file is laid
        // out at the heatmaps' least widths and scaled down.
        FrenchView<BinaryView> open(QSize(1000, 600));
        QVERIFY(open.drawn);
        BinaryView& view = open.view;
        QCustomPlot* plot = view.primaryPlot();
        QStringList labels;
        QObject context;
        connect(plot, &QCustomPlot::afterLayout, &context, [&] {
            labels.clear();
            for (QCPAxisRect* rect : plot->axisRects())
                for (QCPAxis* axis : rect->axes())
                    if (axis->visible() && !axis->label().isEmpty())
                        labels << axis->label();
        });
        QTemporaryDir dir;
        QString error;
        QVERIFY2(exporter::writeFigure(&view, dir.filePath(QStringLiteral("b.png")), {QSize(1000, 600), 1.0}, &error),
                 qPrintable(error));
        QCOMPARE(QImage(dir.filePath(QStringLiteral("b.png"))).size(), QSize(1000, 600));
        QVERIFY(labels.size() >= 6);
        // (an elided word ends in "…"; "0 … 99" is a range)
        const QRegularExpression elided(QStringLiteral("\\S\u2026"));
        for (const QString& label : labels)
            QVERIFY2(!label.contains(elided), qPrintable(label));
    }
};

QTEST_MAIN(TestExport)
#include "test_export.moc"

// Exports from the window: CSV progress and cancellation leave no partial file; the
// controller draws nothing while suspended; figures are written atomically in each format.

#include "uitest.h"

#include "core/formula/formula.h"
#include "ui/framework/appstate.h"
#include "ui/framework/controller.h"
#include "ui/framework/exporter.h"
#include "ui/views/heatmap/heatmapview.h"

#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>

using namespace pe;
using namespace pe::ui;

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
};

QTEST_MAIN(TestExport)
#include "test_export.moc"

// A loaded table outlives its file: rewritten smaller on disk (np.save writes in place), the
// views keep drawing the values as loaded (no SIGBUS), the caption and the state say the file
// changed, and Reload reads it again (refusing a truncated or NaN file, keeping the table).

#include "ui/framework/embeddings.h"
#include "ui/views/heatmap/heatmapview.h"

#include "uitest.h"

#include <QFile>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>

#include <cmath>
#include <cstring>

using namespace pe;
using namespace pe::ui;

namespace {

/// A little-endian float32 .npy of rows x cols with values f(t, j).
QByteArray npy(long rows, long cols, float (*f)(long, long))
{
    QByteArray header =
        QStringLiteral("{'descr': '<f4', 'fortran_order': False, 'shape': (%1, %2), }").arg(rows).arg(cols).toLatin1();
    while ((10 + header.size() + 1) % 64 != 0)
        header += ' ';
    header += '\n';
    QByteArray bytes("\x93NUMPY\x01\x00", 8);
    bytes += static_cast<char>(header.size() & 0xff);
    bytes += static_cast<char>(header.size() >> 8);
    bytes += header;
    for (long t = 0; t < rows; ++t)
        for (long j = 0; j < cols; ++j) {
            const float v = f(t, j);
            bytes.append(reinterpret_cast<const char*>(&v), 4);
        }
    return bytes;
}

float first(long t, long j)
{
    return static_cast<float>(t) + 0.25f * static_cast<float>(j);
}
float second(long t, long j)
{
    return -static_cast<float>(t * j);
}
float withNan(long t, long j)
{
    return t == 3 && j == 1 ? std::nanf("") : 1.0f;
}

void write(const QString& path, const QByteArray& bytes)
{
    // In place, as np.save does: truncated first, then written.
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(f.write(bytes), bytes.size());
}

} // namespace

class TestEmbeddingsWatch : public QObject {
    Q_OBJECT
private slots:
    void rewrittenFileKeepsTheTableAndSaysSo()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("table.npy"));
        write(path, npy(400, 6, first)); // 9.6 kB: pages a mapping would lose on truncation
        test::Window w;
        QVERIFY(w.window.loadEmbeddings(path));
        QVERIFY(w.show<HeatmapView>(QStringLiteral("heatmap")));
        embeddings::FileWatch* watch = w.window.fileWatch();
        auto* reload = test::part<QPushButton>(&w.window, "reloadEmbeddings");
        QVERIFY(watch && reload);
        QVERIFY(!watch->fileChanged());
        QVERIFY(reload->isHidden());
        const std::string caption = w.state.embeddings()->describe();
        QCOMPARE(QString::fromStdString(caption), QStringLiteral("table.npy (400 x 6)"));

        QSignalSpy changed(watch, &embeddings::FileWatch::fileChangedOnDisk);
        write(path, QByteArray("\x93NUMPY", 6)); // smaller than a page: a mapping would fault
        QTRY_VERIFY_WITH_TIMEOUT(watch->fileChanged(), 20000);
        QCOMPARE(changed.count(), 1);
        QVERIFY(!reload->isHidden());
        QVERIFY(w.window.statusBar()->currentMessage().contains(QStringLiteral("table.npy")));
        QVERIFY(QString::fromStdString(w.state.embeddings()->describe())
                    .contains(QStringLiteral("(file changed on disk)")));

        // Redraws read every value again: the table as loaded, not the file as it is now.
        w.state.setLength(20);
        QVERIFY(test::waitIdle(w.controller));
        w.state.setLength(40);
        QVERIFY(test::waitIdle(w.controller));
        const Eigen::MatrixXd rows = w.state.embeddings()->rows(0, 400);
        for (long t = 0; t < 400; ++t)
            for (long j = 0; j < 6; ++j)
                QCOMPARE(rows(t, j), static_cast<double>(first(t, j)));

        // Reload refuses the truncated file and keeps the table and its caption.
        QString error = watch->reload();
        QVERIFY2(error.contains(QStringLiteral("table.npy")), qPrintable(error));
        QVERIFY(watch->fileChanged());
        // ...and a NaN (the check runs again).
        write(path, npy(10, 6, withNan));
        error = watch->reload();
        QVERIFY2(error.contains(QStringLiteral("NaN value at row 3, column 1")), qPrintable(error));
        QVERIFY(watch->fileChanged());

        // A good file: the button reads it, the caption is current again.
        write(path, npy(30, 6, second));
        reload->click();
        QVERIFY(!watch->fileChanged());
        QVERIFY(reload->isHidden());
        QCOMPARE(QString::fromStdString(w.state.embeddings()->describe()), QStringLiteral("table.npy (30 x 6)"));
        QCOMPARE(w.state.embeddings()->value(29, 5), static_cast<double>(second(29, 5)));
        QVERIFY(test::waitIdle(w.controller));

        // The file is watched again: a second rewrite is noticed too.
        write(path, QByteArray("x", 1));
        QTRY_VERIFY_WITH_TIMEOUT(watch->fileChanged(), 20000);
        QCOMPARE(w.state.embeddings()->value(29, 5), static_cast<double>(second(29, 5)));
    }

    void aDeletedFileIsAChangeToo()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("gone.npy"));
        write(path, npy(8, 4, first));
        test::Window w;
        QVERIFY(w.window.loadEmbeddings(path));
        QVERIFY(QFile::remove(path));
        QTRY_VERIFY_WITH_TIMEOUT(w.window.fileWatch()->fileChanged(), 20000);
        QCOMPARE(w.state.embeddings()->value(7, 3), static_cast<double>(first(7, 3)));
        QVERIFY(!w.window.fileWatch()->reload().isEmpty());
    }
};

QTEST_MAIN(TestEmbeddingsWatch)
#include "test_embeddingswatch.moc"

// File > Export animation in the window: while the clock plays, the dialog offers the position
// sweep that is playing; accepting it writes the animation from a copy of the state (the window
// keeps its own); the new actions of the File and Lessons menus have their shortcuts and tips.

#include "uitest.h"

#include "ui/framework/lessons.h"
#include "ui/framework/liverecording.h"
#include "ui/shell/animationdialog.h"
#include "ui/views/clock/clockview.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QImageReader>
#include <QMenu>
#include <QPushButton>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTimer>

using namespace pe::ui;

namespace {
QAction* actionNamed(const QWidget& window, const QString& text)
{
    for (QAction* a : window.findChildren<QAction*>())
        if (a->text() == text)
            return a;
    return nullptr;
}
} // namespace

class TestAnimation : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void actionsHaveShortcutsAndTips_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("shortcut");
        QTest::newRow("export animation") << QStringLiteral("Export &animation…") << QStringLiteral("Ctrl+Alt+E");
        QTest::newRow("print handout") << QStringLiteral("&Print handout…") << QStringLiteral("Ctrl+Shift+P");
        QTest::newRow("export slides") << QStringLiteral("Export &slides…") << QStringLiteral("Ctrl+Shift+L");
    }
    void actionsHaveShortcutsAndTips()
    {
        QFETCH(QString, text);
        QFETCH(QString, shortcut);
        test::Window w;
        QAction* action = actionNamed(w.window, text);
        QVERIFY2(action, qPrintable(text));
        QCOMPARE(action->shortcut(), QKeySequence(shortcut));
        QVERIFY(!action->toolTip().isEmpty() && action->toolTip() != action->text());
        // No other action of the window takes the same keys.
        for (QAction* other : w.window.findChildren<QAction*>())
            if (other != action)
                QVERIFY2(!other->shortcuts().contains(QKeySequence(shortcut)), qPrintable(other->text()));
    }

    /// While the clock plays, Export animation offers t from where it is to L - 1, one frame per
    /// position; the file written is a GIF of the frames asked for, and the window's state is
    /// untouched.
    void recordsThePlayingClock()
    {
        pe::core::EncodingParams params;
        params.dim = 16;
        params.length = 40;
        test::Window w(params);
        auto* clock = w.show<ClockView>(QStringLiteral("clock"));
        QVERIFY(clock);
        w.state.setPosition(5);
        QVERIFY(test::waitIdle(w.controller));
        clock->setPlaying(true);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("clock.gif"));
        bool seen = false;
        QTimer::singleShot(0, this, [&] {
            auto* dialog = qobject_cast<AnimationDialog*>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            seen = true;
            // Fits a 1280 x 720 projector at 200 % (640 x 360), its title bar included.
            QVERIFY2(dialog->sizeHint().height() <= 300, qPrintable(QString::number(dialog->sizeHint().height())));
            QVERIFY2(dialog->sizeHint().width() <= 640, qPrintable(QString::number(dialog->sizeHint().width())));
            clock->setPlaying(false);
            // Every mnemonic of the dialog (labels, buttons, the check box) is its own.
            QStringList keys;
            for (QWidget* w : dialog->findChildren<QWidget*>()) {
                const QVariant text = w->property("text");
                const QString t = text.toString();
                const qsizetype amp = t.indexOf(QLatin1Char('&'));
                if (text.isValid() && !qobject_cast<QLineEdit*>(w) && amp >= 0 && amp + 1 < t.size())
                    keys << t.at(amp + 1).toLower();
            }
            QVERIFY(keys.size() >= 10);
            QCOMPARE(QSet<QString>(keys.begin(), keys.end()).size(), keys.size());
            const animation::Sweep offered = dialog->sweep();
            QCOMPARE(offered.parameter, QStringLiteral("position"));
            QVERIFY(offered.from >= 5 && offered.from <= 39);
            QCOMPARE(offered.to, 39.0);
            QCOMPARE(offered.frames, int(offered.to - offered.from) + 1);
            // A GIF: the 4:2:0 choice is for video only.
            auto* formats = dialog->findChildren<QComboBox*>().at(1);
            formats->setCurrentIndex(2);
            QVERIFY(!dialog->findChild<QCheckBox*>()->isEnabled());
            auto* file = dialog->findChild<QLineEdit*>(QStringLiteral("path"));
            QVERIFY(file);
            QVERIFY(file->text().endsWith(QLatin1String(".gif")));
            file->setText(path);
            const QList<QSpinBox*> spins = dialog->findChildren<QSpinBox*>();
            spins.at(0)->setValue(3);   // frames
            spins.at(1)->setValue(400); // width
            spins.at(2)->setValue(300); // height
            dialog->accept();
        });
        const qint64 before = w.state.position();
        actionNamed(w.window, QStringLiteral("Export &animation…"))->trigger();
        QVERIFY(seen);
        QImageReader reader(path);
        QVERIFY2(reader.canRead(), qPrintable(path));
        QCOMPARE(reader.imageCount(), 3);
        QCOMPARE(reader.size(), QSize(400, 300));
        QCOMPARE(w.state.position(), before);
        QCOMPARE(w.state.length(), 40);
    }

    /// The clock's Record button: every frame the clock draws while it plays goes into the file,
    /// written only when the recording stops; a file that cannot be written is said at once.
    void recordsTheClockAsItPlays()
    {
        pe::core::EncodingParams params;
        params.dim = 16;
        params.length = 40;
        test::Window w(params);
        auto* clock = w.show<ClockView>(QStringLiteral("clock"));
        QVERIFY(clock);
        auto* speed = clock->findChild<QComboBox*>(QStringLiteral("speedBox"));
        QVERIFY(speed);
        speed->setCurrentIndex(speed->findData(20)); // a frame every 50 ms
        QTemporaryDir dir;
        QString error;
        QVERIFY(!clock->startRecording(dir.filePath(QStringLiteral("missing/clock.gif")), &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(!clock->isRecording());
        const QString path = dir.filePath(QStringLiteral("clock.gif"));
        QVERIFY2(clock->startRecording(path, &error), qPrintable(error));
        QVERIFY(clock->isRecording());
        QVERIFY(clock->isPlaying());
        QVERIFY(clock->findChild<QPushButton*>(QStringLiteral("recordButton"))->isChecked());
        QVERIFY(!QFileInfo::exists(path)); // nothing until it stops
        // Until the recording holds the first frame and four more (however long the machine
        // takes; under load the controller drops stale frames, so t may move more often).
        auto* recording = clock->findChild<LiveRecording*>();
        QVERIFY(recording);
        QTRY_VERIFY_WITH_TIMEOUT(recording->frames() >= 5, 60000);
        QVERIFY2(clock->stopRecording(&error), qPrintable(error));
        const int recorded = recording->frames();
        QVERIFY(!clock->isPlaying());
        QVERIFY(!clock->findChild<QPushButton*>(QStringLiteral("recordButton"))->isChecked());
        QImageReader reader(path);
        QVERIFY2(reader.canRead(), qPrintable(path));
        QCOMPARE(reader.imageCount(), recorded); // every frame recorded is in the file
        QCOMPARE(reader.size(), QSize(1280, 720));
    }

    /// Lessons > Print handout during a lesson prints that lesson: one page per step and the
    /// answers page (Qt writes each page object as "/Type /Page").
    void printsTheLessonUnderWay()
    {
        test::Window w;
        const Lesson* lesson = lessons::find(QStringLiteral("clock-and-binary"));
        QVERIFY(lesson);
        w.window.startLesson(*lesson, 1, false);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("handout.pdf"));
        bool seen = false;
        QTimer::singleShot(0, this, [&] {
            auto* files = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
            QVERIFY(files);
            seen = true;
            files->selectFile(path);
            static_cast<QDialog*>(files)->accept(); // QFileDialog::accept is protected
        });
        actionNamed(w.window, QStringLiteral("&Print handout…"))->trigger();
        QVERIFY(seen);
        QFile pdf(path);
        QVERIFY2(pdf.open(QIODevice::ReadOnly), qPrintable(path));
        const QByteArray bytes = pdf.readAll();
        QVERIFY(bytes.startsWith("%PDF"));
        static const QRegularExpression page(QStringLiteral("/Type\\s*/Page(?!s)"));
        QCOMPARE(int(QString::fromLatin1(bytes).count(page)), int(lesson->steps.size()) + 1);
    }
};

QTEST_MAIN(TestAnimation)
#include "test_animation.moc"

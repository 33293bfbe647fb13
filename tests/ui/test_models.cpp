// Models in the window: File ▸ Open model… (MainWindow::loadModel) and a folder dropped on the
// window open the scheme's view with the model's settings; a bad model leaves the state as it was
// and says why in the status bar, without a dialog.

#include "uitest.h"

#include "ui/framework/history.h"
#include "ui/framework/models.h"
#include "ui/framework/view.h"

#include <QDropEvent>
#include <QMimeData>
#include <QStatusBar>
#include <QTemporaryDir>

using namespace pe;
using namespace pe::ui;

namespace {

void writeText(const QString& path, const char* text)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text);
}

} // namespace

class TestModels : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<test::Window> m_fixture;

private Q_SLOTS:
    void init() { m_fixture = std::make_unique<test::Window>(); }
    void cleanup() { m_fixture.reset(); }

    void builtinAlibiModelOpensTheAlibiView()
    {
        QVERIFY(m_fixture->window.loadModel(QStringLiteral("bloom")));
        QVERIFY(test::waitIdle(m_fixture->controller));
        QCOMPARE(m_fixture->window.currentView()->id(), QStringLiteral("alibi"));
        QCOMPARE(m_fixture->window.view(QStringLiteral("alibi"))->settingText(QStringLiteral("heads")),
                 QStringLiteral("112"));
    }

    void ropeConfigSetsDAndTheBase()
    {
        QTemporaryDir dir;
        writeText(dir.filePath(QStringLiteral("config.json")),
                  R"({"model_type": "mistral", "hidden_size": 4096, "num_attention_heads": 32,
                      "max_position_embeddings": 32768, "rope_theta": 1000000.0})");
        QVERIFY(m_fixture->window.loadModel(dir.path()));
        QCOMPARE(m_fixture->window.currentView()->id(), QStringLiteral("rope"));
        QCOMPARE(m_fixture->state.dim(), 128);
        QCOMPARE(m_fixture->state.base(), 1e6);
        QCOMPARE(m_fixture->state.length(), qint64(32768));
    }

    void droppedFolderWithATableIsAnalysed()
    {
        // tests/data/embeddings/models/bert: config.json and model.safetensors (8 positions x 4).
        const QString folder = QFINDTESTDATA("../data/embeddings/models/bert");
        QVERIFY(!folder.isEmpty());
        auto* mime = new QMimeData;
        mime->setUrls({QUrl::fromLocalFile(folder)});
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(&m_fixture->window, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(&m_fixture->window, &drop);
        QVERIFY(m_fixture->state.embeddings());
        QCOMPARE(m_fixture->state.dim(), 4);
        QCOMPARE(m_fixture->state.embeddings()->maxLength(), 8L);
        QCOMPARE(m_fixture->window.currentView()->id(), QStringLiteral("heatmap"));
        delete mime;
    }

    /// The rotary fraction handed to a view gives back the model's rotary dimensions under the
    /// view's int(d * factor), also where r / d lands a hair below r (30 of 44).
    void partialRotaryFactorGivesBackTheDimensions()
    {
        ViewDescriptor rope;
        rope.id = QStringLiteral("rope");
        SettingInfo info;
        info.key = QStringLiteral("partial-rotary-factor");
        rope.settings.push_back(info);
        for (const auto& [dim, rotary] : {std::pair{44, 30}, std::pair{96, 24}, std::pair{80, 32}, std::pair{86, 46}}) {
            core::models::ModelSpec spec;
            spec.scheme = core::models::PositionScheme::Rope;
            spec.rope.dim = dim;
            spec.rope.rotaryDim = rotary;
            const QString text = models::settings(spec, rope).value(QStringLiteral("partial-rotary-factor"));
            QCOMPARE(static_cast<int>(dim * text.toDouble()), rotary);
        }
    }

    void badModelChangesNothing()
    {
        const core::EncodingParams before = m_fixture->state.params();
        const QString viewBefore = m_fixture->window.currentView()->id();
        QTemporaryDir dir;
        writeText(dir.filePath(QStringLiteral("config.json")), R"({"model_type": "resnet"})");
        QVERIFY(!m_fixture->window.loadModel(dir.path()));
        QVERIFY(!m_fixture->window.loadModel(QStringLiteral("no-such-model")));
        QVERIFY(!m_fixture->window.loadModel(dir.filePath(QStringLiteral("missing.gguf"))));
        QCOMPARE(m_fixture->state.params(), before);
        QCOMPARE(m_fixture->window.currentView()->id(), viewBefore);
        QVERIFY(!m_fixture->state.embeddings());
        QVERIFY(m_fixture->window.statusBar()->currentMessage().contains(QLatin1String("Cannot open the model")));
        QVERIFY(!QApplication::activeModalWidget());
        // A learned built-in has no table: the status bar says how to get one.
        QVERIFY(m_fixture->window.loadModel(QStringLiteral("gpt2")));
        QVERIFY(m_fixture->window.statusBar()->currentMessage().contains(QLatin1String("--model PATH")));
    }
};

QTEST_MAIN(TestModels)
#include "test_models.moc"
